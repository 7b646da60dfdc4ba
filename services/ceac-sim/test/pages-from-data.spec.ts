// Every CEAC page of the shared definition renders from data alone: each question visible with
// no answers shows its mapped element ids, and no page needs code of its own.
import { REFERENCE_LISTS, isFieldVisible, type FormAnswers } from '@portico/shared-types';
import { postName } from '../src/ceac-names';
import { renderFields, validatePage } from '../src/form-page';
import { ALL_PAGES } from '../src/pages';

describe('pages rendered from the shared CEAC map', () => {
  it('covers every CEAC node of the definition in CEAC order, starting Personal1, Personal2, Travel', () => {
    expect(ALL_PAGES.slice(0, 3).map((p) => p.node)).toEqual(['Personal1', 'Personal2', 'Travel']);
    expect(ALL_PAGES.length).toBeGreaterThanOrEqual(20);
  });

  it.each(ALL_PAGES.map((p) => [p.node, p] as const))('%s renders its visible questions', (_node, page) => {
    const answers: FormAnswers = {};
    const html = renderFields(page, {}, answers, []);
    for (const field of page.fields) {
      if (!field.ceac || field.type === 'repeater' || field.key.includes('[]')) continue;
      if (!isFieldVisible(page.section, field.key, answers)) continue;
      for (const control of field.ceac.controls) {
        const id = control.kind === 'radio-yn' ? `${control.id}_0` : control.id;
        expect(html).toContain(`id="${id}"`);
        expect(html).toContain(`name="${postName(control.id)}"`);
      }
    }
    // Next on an empty page names each missing required question in a CEAC message.
    for (const error of validatePage(page, {}, answers))
      expect(error.message).toMatch(/(has not been (completed|selected|answered)\.|are required\.)$/);
  });

  it('renders select options with CEAC option codes from the reference lists', () => {
    const page = ALL_PAGES.find((p) => p.node === 'Personal2')!;
    const html = renderFields(page, {}, {}, []);
    const country = REFERENCE_LISTS.countries[5];
    expect(html).toContain(`<option value="${country.code}">`);
  });
});
