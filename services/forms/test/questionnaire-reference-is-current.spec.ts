/**
 * docs/api/questionnaire-reference.md is generated from the questionnaire's definition data
 * (services/forms/src/questionnaire-reference.ts). It fails while the committed file is stale, and
 * checks the reference names every section, answer path, option list and code it must.
 */
import { readFileSync } from 'node:fs';
import { DS160_SECTIONS, REFERENCE_LISTS, type ReferenceListName } from '@portico/shared-types';
import {
  QUESTIONNAIRE_REFERENCE_FILE,
  answerPathOf,
  describeCondition,
  renderQuestionnaireReference,
} from '../src/questionnaire-reference';

describe('docs/api/questionnaire-reference.md', () => {
  const reference = renderQuestionnaireReference();

  it('matches the definition (run `npm run questionnaire-reference -w @portico/forms` after changing it)', () => {
    expect(readFileSync(QUESTIONNAIRE_REFERENCE_FILE, 'utf8')).toBe(reference);
  });

  it('has every section with each of its answer paths, type and reveal condition', () => {
    for (const section of DS160_SECTIONS) {
      const part = reference
        .split(`<a id="section-${section.key.toLowerCase()}"></a>`)[1]
        ?.split('<a id=')[0];
      expect(part).toContain(`### \`${section.key}\``);
      for (const field of section.fields) {
        const row = part!.split('\n').find((line) => line.startsWith(`| \`${answerPathOf(field.key)}\` |`));
        expect({ field: field.key, row: Boolean(row) }).toEqual({ field: field.key, row: true });
        if (field.visibleWhen)
          expect(row).toContain(describeCondition(field.visibleWhen, section.key).split(' (')[0]);
        if (field.maxLength !== undefined) expect(row).toContain(`at most ${field.maxLength} characters`);
        if (field.repeater) expect(row).toContain(`at most ${field.repeater.cap} rows`);
        if (field.companion) expect(row).toContain(`\`${answerPathOf(field.companion.key)}\``);
      }
    }
  });

  it('lists every option of every list a question uses, by code', () => {
    const used = new Set(DS160_SECTIONS.flatMap((s) => s.fields.flatMap((f) => (f.list ? [f.list] : []))));
    for (const name of used) {
      const part = reference.split(`<a id="list-${name.toLowerCase()}"></a>`)[1]?.split('<a id=')[0];
      for (const option of REFERENCE_LISTS[name as ReferenceListName])
        expect(part).toContain(`| \`${option.code}\` | `);
    }
  });

  it('writes conditions in words, naming another section when a condition reads one', () => {
    expect(describeCondition({ field: 'usedOtherNames', equals: 'Y' }, 'personalP1')).toBe(
      '`usedOtherNames` is `Y`',
    );
    expect(
      describeCondition(
        {
          all: [
            { section: 'personalP1', field: 'maritalStatus', in: ['M', 'C'] },
            { not: { field: 'x', isSet: true } },
          ],
        },
        'spouseInfoPage',
      ),
    ).toBe('`personalP1.maritalStatus` is one of `M`, `C` and not (`x` is answered)');
    expect(describeCondition({ field: 'rows[].kind', equals: 'A' }, 's', true)).toBe(
      '`rows.<n>.kind` is `A` (in the same row)',
    );
  });
});
