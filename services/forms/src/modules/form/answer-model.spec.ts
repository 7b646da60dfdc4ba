import {
  explodeChange,
  sameAnswer,
  toSectionAnswers,
  UnknownAnswerError,
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
    expect(() => explodeChange('personalP1', 'nope', 'x')).toThrow(UnknownAnswerError);
    expect(() => explodeChange('personalP1', 'otherNames', [{ nope: 'x' }])).toThrow(UnknownAnswerError);
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
