import {
  applyLocks,
  formReadiness,
  type AnswerValue,
  type FormAnswers,
  type SectionKey,
} from '@portico/shared-types';
import { COMPLETE_APPLICATIONS } from '@portico/shared-types/src/fixtures';
import {
  computeState,
  sectionsAffectedBy,
  explodeChange,
  sameAnswer,
  toSectionAnswers,
  AnswerBoundsError,
  type StoredAnswer,
} from './answer-model';

const row = (path: string, value: StoredAnswer['value']): StoredAnswer => ({
  section: 'personalP1',
  path,
  value,
  version: 1,
  updatedBy: null,
  updatedAt: new Date(0),
});

describe('answers as rows', () => {
  it('explodes a list into its own row and item leaves, normalizing [i] paths', () => {
    expect(explodeChange('personalP1', 'otherNames', [{ surname: 'A', givenName: null }, {}]).rows).toEqual([
      { path: 'otherNames', value: 2 },
      { path: 'otherNames.0.surname', value: 'A' },
    ]);
    expect(explodeChange('personalP1', 'otherNames[1].surname', 'B').rows).toEqual([
      { path: 'otherNames.1.surname', value: 'B' },
    ]);
    expect(explodeChange('personalP1', 'nativeFullNameNa', true)).toMatchObject({ kind: 'companion' });
  });

  it('refuses paths the definition does not have', () => {
    expect(() => explodeChange('personalP1', 'nope', 'x')).toThrow(AnswerBoundsError);
    expect(() => explodeChange('personalP1', 'otherNames', [{ nope: 'x' }])).toThrow(AnswerBoundsError);
  });

  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      if (error instanceof AnswerBoundsError) return error.messageId;
      throw error;
    }
    return null;
  };

  it('refuses items past the repeater cap, lists longer than it, and values no answer has', () => {
    // otherNames: cap 10 (fields.ts).
    expect(refusal(() => explodeChange('personalP1', 'otherNames.99999999.surname', 'A'))).toBe(
      'ds160.error.repeaterMax',
    );
    expect(refusal(() => explodeChange('personalP1', 'otherNames.10.surname', 'A'))).toBe(
      'ds160.error.repeaterMax',
    );
    expect(refusal(() => explodeChange('personalP1', 'otherNames.9.surname', 'A'))).toBeNull();
    expect(
      refusal(() =>
        explodeChange(
          'personalP1',
          'otherNames',
          Array.from({ length: 11 }, () => ({})),
        ),
      ),
    ).toBe('ds160.error.repeaterMax');
    expect(refusal(() => explodeChange('personalP1', 'surname', 'A'.repeat(34)))).toBe(
      'ds160.error.maxLength',
    );
    expect(refusal(() => explodeChange('personalP1', 'surname', 'A'.repeat(33)))).toBeNull();
    expect(refusal(() => explodeChange('personalP1', 'otherNames', [{ surname: 'A'.repeat(34) }]))).toBe(
      'ds160.error.maxLength',
    );
    expect(refusal(() => explodeChange('personalP1', 'surname', { a: { b: 'c' } }))).toBe(
      'ds160.error.invalidValue',
    );
    // Objects inside an item are followed only where they lead to an answer.
    let deep: Record<string, unknown> = { x: 'y' };
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(refusal(() => explodeChange('personalP1', 'otherNames', [deep]))).toBe(
      'ds160.error.unknownAnswer',
    );
    expect(refusal(() => explodeChange('personalP1', `otherNames.0.${'a.'.repeat(10)}surname`, 'A'))).toBe(
      'ds160.error.unknownAnswer',
    );
    expect(refusal(() => explodeChange('personalP1', 'x'.repeat(10_000), 'A'))).toBe(
      'ds160.error.unknownAnswer',
    );
  });

  it('reads past rows stored before the caps without building their items', () => {
    const started = process.hrtime.bigint();
    const answers = toSectionAnswers([
      row('otherNames', 2),
      row('otherNames.0.surname', 'A'),
      row('otherNames.100000.surname', 'STORED BEFORE THE CAP'),
      row('otherNames.99999999.surname', 'STORED BEFORE THE CAP'),
    ]);
    expect(answers).toEqual({ otherNames: [{ surname: 'A' }, {}] });
    expect(toSectionAnswers([row('otherNames', 100_000)])).toEqual({
      otherNames: Array.from({ length: 10 }, () => ({})),
    });
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(100);
  });

  it('rebuilds the section object, keeping empty items and skipping cleared answers', () => {
    expect(
      toSectionAnswers([
        row('otherNames.0.surname', 'A'),
        row('otherNames', 2),
        row('surname', 'S'),
        row('givenName', null),
        row('birthDate', { day: 1, month: 2, year: 1990 }),
      ]),
    ).toEqual({
      surname: 'S',
      otherNames: [{ surname: 'A' }, {}],
      birthDate: { day: 1, month: 2, year: 1990 },
    });
  });

  it('compares answers by content, not key order', () => {
    expect(sameAnswer({ day: 1, month: 2 }, { month: 2, day: 1 })).toBe(true);
    expect(sameAnswer('A', 'B')).toBe(false);
    expect(sameAnswer(null, undefined)).toBe(true);
  });
});

describe('incremental form state', () => {
  // Every complete application, answered one top-level answer at a time in a shuffled order, then
  // cleared the same way: after each step the state computed from the previous one and the changed
  // section equals the state computed from scratch.
  it.each(Object.entries(COMPLETE_APPLICATIONS))(
    'matches a full computation for %s',
    (_name, application) => {
      const steps: [SectionKey, string, unknown][] = [];
      for (const [section, answers] of Object.entries(application)) {
        for (const [key, value] of Object.entries(answers!)) steps.push([section as SectionKey, key, value]);
      }
      let seed = 7;
      const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
      steps.sort(() => random() - 0.5);
      let answers: FormAnswers = {};
      let state = computeState(answers, false);
      const apply = (section: SectionKey, key: string, value: unknown) => {
        const next = { ...(answers[section] ?? {}) };
        if (value === undefined) delete next[key];
        else next[key] = value as AnswerValue;
        answers = { ...answers, [section]: next };
        const any = Object.values(answers).some((s) => Object.keys(s ?? {}).length > 0);
        const full = computeState(answers, any);
        // Told only the section, and told the key too (fewer sections are computed again).
        expect(computeState(answers, any, { state, changed: new Set([section]) })).toEqual(full);
        state = computeState(answers, any, {
          state,
          changed: new Set([section]),
          changedKeys: new Map([[section, new Set([key])]]),
        });
        expect(state).toEqual(full);
        // All applicable sections complete means the whole-form check passes (what the status shortcut relies on).
        if (state.progress.completed === state.progress.applicable) {
          expect(formReadiness(applyLocks(answers)).ready).toBe(true);
        }
      };
      for (const [section, key, value] of steps) apply(section, key, value);
      expect(state.status).toBe('COMPLETED');
      for (const [section, key] of steps.slice(0, 25)) apply(section, key, undefined);
    },
  );

  it('computes again only the sections that read a changed field', () => {
    const only = (section: SectionKey, key: string) =>
      [...sectionsAffectedBy(new Set([section]), new Map([[section, new Set([key])]]))].sort();
    // Nothing reads the applicant's surname outside personalP1 …
    expect(only('personalP1', 'surname')).toEqual(['personalP1']);
    // … while marital status decides whether the spouse pages apply, and the birth date is in a date rule.
    expect(only('personalP1', 'maritalStatus')).toEqual(
      expect.arrayContaining(['personalP1', 'spouseInfoPage']),
    );
    expect(only('personalP1', 'birthDate')).toEqual(expect.arrayContaining(['familyInfoPage']));
    // Told only the section, every section reading any of its fields is computed again.
    expect([...sectionsAffectedBy(new Set(['personalP1']))].length).toBeGreaterThan(5);
  });

  it.each([
    // The father's birth date must be earlier than the applicant's: a rule reported on familyInfoPage.
    ['personalP1', 'birthDate', { day: 1, month: 1, year: 1950 }, 'familyInfoPage'],
    // Born in Mexico locks "specific travel plans" (visaPurposePage) to No.
    ['personalP1', 'birthCountry', 'MEX', 'visaPurposePage'],
  ] as const)('recomputes other sections an answer of %s.%s affects', (section, key, value, affected) => {
    const answers: FormAnswers = COMPLETE_APPLICATIONS['married B1/B2 tourist'];
    const before = computeState(answers, true);
    const changed = { ...answers, [section]: { ...answers[section], [key]: value } };
    const after = computeState(changed, true, {
      state: before,
      changed: new Set([section as SectionKey]),
      changedKeys: new Map([[section as SectionKey, new Set([key])]]),
    });
    expect(after).toEqual(computeState(changed, true));
    expect(after.sections.find((s) => s.key === affected)?.status).toBe('inProgress');
    expect(after.status).toBe('IN_PROGRESS');
  });
});
