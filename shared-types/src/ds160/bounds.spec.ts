import { COMPLETE_APPLICATIONS } from '../fixtures';
import {
  CEAC_MAX_REPEATER_ITEMS,
  SAVE_BOUNDS,
  answerPathProblem,
  answerValueProblem,
  indexesWithinCaps,
  isAnswerKeyPrefix,
  nestsDeeperThan,
  repeaterCap,
} from './bounds';
import { answerPath } from './answers';
import { DS160_SECTIONS, getField } from './sections';
import { validateField } from './validation';
import type { AnswerValue } from './types';

const field = (section: Parameters<typeof getField>[0], key: string) => getField(section, key)!;

describe('bounds on saved answers', () => {
  it('accepts every answer path of the definition up to the last item of its repeater', () => {
    for (const section of DS160_SECTIONS) {
      for (const f of section.fields) {
        const at = f.key.indexOf('[]');
        const cap = at < 0 ? 1 : repeaterCap(section.key, f.key.slice(0, at))!;
        expect(cap).toBeLessThanOrEqual(CEAC_MAX_REPEATER_ITEMS);
        const last = answerPath(f.key, [cap - 1]);
        expect({ path: last, problem: answerPathProblem(section.key, last) }).toEqual({
          path: last,
          problem: null,
        });
        if (at >= 0) {
          const past = answerPath(f.key, [cap]);
          expect(answerPathProblem(section.key, past)?.messageId).toBe('ds160.error.repeaterMax');
        }
      }
    }
  });

  it('refuses an enormous item index, and says so quickly', () => {
    const started = performance.now();
    for (const path of [
      'otherNames.99999999.surname',
      'otherNames[100000].surname',
      `otherNames.${'9'.repeat(20)}.surname`,
    ])
      expect(answerPathProblem('personalP1', path)?.messageId).toBe('ds160.error.repeaterMax');
    expect(indexesWithinCaps('personalP1', 'otherNames[].surname', [99_999_999])).toBe(false);
    expect(indexesWithinCaps('personalP1', 'otherNames[].surname', [9])).toBe(true);
    // Shared validation refuses it too, before it copies the answers around the item.
    expect(validateField('personalP1', 'otherNames.99999999.surname', 'SMITH', {})).toBe(
      'ds160.error.repeaterMax',
    );
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('refuses paths longer or deeper than any answer, and items of what is not a repeater', () => {
    expect(answerPathProblem('personalP1', 'x'.repeat(SAVE_BOUNDS.maxPathLength + 1))?.messageId).toBe(
      'ds160.error.unknownAnswer',
    );
    expect(answerPathProblem('personalP1', 'a.b.c.d.e.f.g')?.messageId).toBe('ds160.error.unknownAnswer');
    expect(answerPathProblem('personalP1', 'surname.0.x')?.messageId).toBe('ds160.error.unknownAnswer');
    expect(answerPathProblem('personalP1', '')?.messageId).toBe('ds160.error.unknownAnswer');
  });

  it('bounds values: list length by the cap, text by its CEAC maximum, nesting by what an answer can be', () => {
    const otherNames = field('personalP1', 'otherNames');
    expect(
      answerValueProblem(
        otherNames,
        Array.from({ length: 10 }, () => ({})),
      ),
    ).toBeNull();
    expect(
      answerValueProblem(
        otherNames,
        Array.from({ length: 11 }, () => ({})),
      )?.messageId,
    ).toBe('ds160.error.repeaterMax');
    const surname = field('personalP1', 'surname');
    expect(answerValueProblem(surname, 'A'.repeat(33))).toBeNull();
    expect(answerValueProblem(surname, 'A'.repeat(34))?.messageId).toBe('ds160.error.maxLength');
    const birthDate = field('personalP1', 'birthDate');
    expect(answerValueProblem(birthDate, { day: 1, month: 2, year: 1990 })).toBeNull();
    expect(answerValueProblem(birthDate, { day: { n: 1 } })?.messageId).toBe('ds160.error.invalidValue');
    expect(answerValueProblem(undefined, true)).toBeNull();
    expect(answerValueProblem(undefined, [[true]])?.messageId).toBe('ds160.error.invalidValue');
  });

  it('measures nesting without walking past the limit (a million levels answer at once)', () => {
    let deep: AnswerValue = 'x';
    for (let i = 0; i < 1_000_000; i++) deep = [deep];
    const started = performance.now();
    expect(nestsDeeperThan(deep, SAVE_BOUNDS.maxValueDepth)).toBe(true);
    expect(performance.now() - started).toBeLessThan(20);
    expect(nestsDeeperThan([{ a: { day: 1 } }], 3)).toBe(false);
    expect(nestsDeeperThan([{ a: { day: 1 } }], 2)).toBe(true);
  });

  it('leaves room for every real application in one save', () => {
    for (const [name, answers] of Object.entries(COMPLETE_APPLICATIONS)) {
      let changes = 0;
      for (const section of Object.values(answers)) changes += Object.keys(section ?? {}).length;
      expect({ name, fits: changes <= SAVE_BOUNDS.maxChanges }).toEqual({ name, fits: true });
      expect({ name, fits: Buffer.byteLength(JSON.stringify(answers)) <= SAVE_BOUNDS.maxBytes / 4 }).toEqual({
        name,
        fits: true,
      });
      expect(nestsDeeperThan(answers, SAVE_BOUNDS.maxValueDepth + 1)).toBe(false);
    }
  });

  it('knows which objects lead to an answer', () => {
    expect(isAnswerKeyPrefix('addressAndPhonePage', 'homeAddress')).toBe(true);
    expect(isAnswerKeyPrefix('addressAndPhonePage', 'homeAddress.line1')).toBe(false);
    expect(isAnswerKeyPrefix('personalP1', 'nope')).toBe(false);
  });
});
