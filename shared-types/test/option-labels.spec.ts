// Option lists in the reader's language (issue 21): countries named by Intl from their ISO region,
// US states and region-less entries by their own names, in every interface language; the code
// (CEAC's) is what is stored.
import {
  ALPHABETICAL_LISTS,
  COUNTRIES,
  US_STATES,
  VISA_CLASSES,
  referenceOptionLabel,
  sortByLabel,
  validateField,
} from '../src/ds160';
import { QUESTIONNAIRE_LANGUAGES } from '../src/messages';

const OTHER_LANGUAGES = QUESTIONNAIRE_LANGUAGES.filter((language) => language !== 'en');
const country = (code: string) => COUNTRIES.find((option) => option.code === code)!;
const state = (code: string) => US_STATES.find((option) => option.code === code)!;

describe('option labels in the reader’s language', () => {
  it.each([
    ['en', 'RUSSIA', 'STATELESS', 'NEW YORK'],
    ['es', 'Rusia', 'Apátrida', 'Nueva York'],
    ['ru', 'Россия', 'Лицо без гражданства', 'Нью-Йорк'],
    ['cn', '俄罗斯', '无国籍', '纽约州'],
    ['vi', 'Nga', 'Không quốc tịch', 'New York'],
  ])('names RUS, XXX and NY in %s', (language, russia, stateless, newYork) => {
    expect(referenceOptionLabel(country('RUS'), language)).toBe(russia);
    expect(referenceOptionLabel(country('XXX'), language)).toBe(stateless);
    expect(referenceOptionLabel(state('NY'), language)).toBe(newYork);
  });

  it('maps CEAC codes that are not ISO codes to the right country', () => {
    expect(referenceOptionLabel(country('GRBR'), 'ru')).toBe('Великобритания');
    expect(referenceOptionLabel(country('SWTZ'), 'es')).toBe('Suiza');
    expect(referenceOptionLabel(country('GER'), 'vi')).toBe('Đức');
    expect(referenceOptionLabel(country('CONB'), 'ru')).toBe('Конго - Браззавиль');
    expect(referenceOptionLabel(country('COD'), 'ru')).toBe('Конго - Киншаса');
  });

  it.each(OTHER_LANGUAGES)('gives every country and US state a label of its own in %s', (language) => {
    const intl = new Intl.DisplayNames([language === 'cn' ? 'zh-CN' : language], {
      type: 'region',
      fallback: 'none',
    });
    for (const option of [...COUNTRIES, ...US_STATES]) {
      const own = option.names?.[language] ?? (option.region ? intl.of(option.region) : undefined);
      expect({ code: option.code, own }).toEqual({ code: option.code, own: expect.any(String) });
      expect(referenceOptionLabel(option, language)).toBe(own);
    }
  });

  it.each(OTHER_LANGUAGES)('names every visa class in %s, its class letters kept', (language) => {
    for (const option of VISA_CLASSES) {
      const label = referenceOptionLabel(option, language);
      expect({ code: option.code, own: option.names?.[language] }).toEqual({
        code: option.code,
        own: expect.any(String),
      });
      expect(label).not.toBe(option.label);
      expect(label).toContain(option.label.slice(option.label.lastIndexOf('(') + 1, -1));
    }
    expect(referenceOptionLabel(VISA_CLASSES.find((o) => o.code === 'B')!, 'ru')).toBe(
      'Временный визит: бизнес или туризм (B)',
    );
  });

  it.each(['ru', 'cn'] as const)(
    'writes every country and state in the %s script, never in English',
    (language) => {
      const latin = [...COUNTRIES, ...US_STATES]
        .map((option) => referenceOptionLabel(option, language))
        .filter((label) => /[A-Za-z]/.test(label));
      expect(latin).toEqual([]);
    },
  );

  it('sorts alphabetical lists by the reader’s collation', () => {
    const ru = sortByLabel(
      COUNTRIES.map((option) => ({ code: option.code, label: referenceOptionLabel(option, 'ru') })),
      'ru',
    );
    expect(ru[0].label).toBe('Австралия');
    expect(ru.findIndex((o) => o.code === 'RUS')).toBeLessThan(ru.findIndex((o) => o.code === 'USA'));
    expect([...ALPHABETICAL_LISTS]).toEqual(['countries', 'usStates', 'interviewPosts']);
  });

  it('stores the CEAC code: a label in any language is refused, the code accepted', () => {
    for (const label of ['Россия', 'RUSSIA', '俄罗斯', 'Nga'])
      expect(validateField('personalP1', 'birthCountry', label, {})).toBe('ds160.error.invalidOption');
    expect(validateField('personalP1', 'birthCountry', 'RUS', {})).toBeNull();
  });
});
