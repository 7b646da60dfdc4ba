import { answerPath, getAnswer, parseAnswerPath } from './answers';

describe('answer paths', () => {
  it('reads both item notations as the definition key and the item indexes', () => {
    expect(parseAnswerPath('otherNames.1.surname')).toEqual({ key: 'otherNames[].surname', indexes: [1] });
    expect(parseAnswerPath('otherNames[1].surname')).toEqual({ key: 'otherNames[].surname', indexes: [1] });
    expect(parseAnswerPath('a.2.b.0')).toEqual({ key: 'a[].b[]', indexes: [2, 0] });
    expect(parseAnswerPath('surname')).toEqual({ key: 'surname', indexes: [] });
    expect(answerPath('a[].b[]', [2, 0])).toBe('a.2.b.0');
  });

  it('answers the same path again, unchanged by what a caller did with the first answer', () => {
    const first = parseAnswerPath('otherNames.3.givenName');
    first.indexes.push(9);
    first.indexes[0] = 7;
    expect(parseAnswerPath('otherNames.3.givenName')).toEqual({
      key: 'otherNames[].givenName',
      indexes: [3],
    });
  });
});

describe('getAnswer', () => {
  const section = {
    surname: 'SMITH',
    homeAddress: { city: 'Hanoi' },
    otherNames: [{ surname: 'JONES' }, { surname: 'BROWN' }],
    travelCompanions: [{ people: [{ name: 'ANA' }, { name: 'BEN' }] }],
  };

  it('reads plain, nested, repeater item and nested repeater answers', () => {
    expect(getAnswer(section, 'surname')).toBe('SMITH');
    expect(getAnswer(section, 'homeAddress.city')).toBe('Hanoi');
    expect(getAnswer(section, 'otherNames[].surname', [1])).toBe('BROWN');
    expect(getAnswer(section, 'travelCompanions[].people[].name', [0, 1])).toBe('BEN');
  });

  it('reads a whole list by its key, with or without the trailing []', () => {
    expect(getAnswer(section, 'otherNames')).toEqual(section.otherNames);
    expect(getAnswer(section, 'travelCompanions[].people[]', [0])).toEqual(
      section.travelCompanions[0].people,
    );
  });

  it('answers undefined for what is not there', () => {
    expect(getAnswer(section, 'otherNames[].surname', [5])).toBeUndefined();
    expect(getAnswer(section, 'otherNames[].surname')).toBeUndefined();
    expect(getAnswer(section, 'surname.first')).toBeUndefined();
    expect(getAnswer(undefined, 'surname')).toBeUndefined();
  });
});
