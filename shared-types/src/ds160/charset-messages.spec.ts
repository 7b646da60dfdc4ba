/**
 * Every character-set message states the real character set of its fields (issue 21: the employer
 * name's message said periods were allowed; CEAC refuses them). Each pattern is probed with every
 * punctuation character; each message, in every language, must show exactly those characters: each
 * allowed one, and no refused one in the "(x)" form the messages use. English also may not name a
 * refused character in words ("dots", "commas").
 */
import { QUESTIONNAIRE_LANGUAGES, QUESTIONNAIRE_MESSAGES, type MessageId } from '../messages';
import { DS160_SECTIONS } from './sections';
import { CHARSET_PATTERNS, NATIVE_PATTERNS } from './validation';

/** ASCII punctuation, and the name marks of other scripts the native patterns know. */
const PROBES = [...'!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~', '’', '·', '・', '‧'];

/** English words that name a character, by character. */
const WORDS: Record<string, RegExp> = {
  '.': /\b(dots?|periods?|full stops?)\b/i,
  ',': /\bcommas?\b/i,
  '-': /\bhyphens?\b/i,
  "'": /\bapostrophes?\b/i,
  '&': /\bampersands?\b/i,
};

const RULES: { messageId: MessageId; pattern: RegExp }[] = [
  { messageId: 'ds160.error.charset.name', pattern: CHARSET_PATTERNS.name },
  { messageId: 'ds160.error.charset.organization', pattern: CHARSET_PATTERNS.organization },
  { messageId: 'ds160.error.charset.nationalId', pattern: CHARSET_PATTERNS.nationalId },
  { messageId: 'ds160.error.charset.address', pattern: CHARSET_PATTERNS.address },
  { messageId: 'ds160.error.charset.freeText', pattern: CHARSET_PATTERNS.freeText },
  { messageId: 'ds160.error.native.name', pattern: NATIVE_PATTERNS.name },
  { messageId: 'ds160.error.native.organization', pattern: NATIVE_PATTERNS.organization },
];

const allowedBy = (pattern: RegExp) => PROBES.filter((c) => pattern.test(`A${c}B`));

describe('character-set messages match their patterns', () => {
  it('covers every character set a field uses', () => {
    const used = new Set(
      DS160_SECTIONS.flatMap((section) =>
        section.fields.flatMap((field) => (field.charset ? [field.charset] : [])),
      ),
    );
    for (const charset of used)
      if (charset !== 'native' && charset !== 'digits' && charset !== 'email')
        expect(RULES.map((rule) => rule.messageId)).toContain(`ds160.error.charset.${charset}`);
  });

  describe.each(RULES.map((rule) => [rule.messageId, rule] as const))('%s', (_id, { messageId, pattern }) => {
    const allowed = allowedBy(pattern);
    it.each(QUESTIONNAIRE_LANGUAGES.map((language) => [language] as const))(
      'in %s lists each allowed character and no refused one',
      (language) => {
        const message = QUESTIONNAIRE_MESSAGES[language][messageId] ?? '';
        expect({ language, missing: allowed.filter((c) => !message.includes(c)) }).toEqual({
          language,
          missing: [],
        });
        const refused = PROBES.filter((c) => !allowed.includes(c));
        expect({ language, listed: refused.filter((c) => message.includes(`(${c})`)) }).toEqual({
          language,
          listed: [],
        });
        if (language === 'en')
          expect(Object.keys(WORDS).filter((c) => !allowed.includes(c) && WORDS[c].test(message))).toEqual(
            [],
          );
      },
    );
  });

  it('the employer name refuses a period, as CEAC does, in English and in native script', () => {
    expect(CHARSET_PATTERNS.organization.test('ACME CO.')).toBe(false);
    expect(NATIVE_PATTERNS.organization.test('ООО РОМАШКА.')).toBe(false);
    expect(NATIVE_PATTERNS.organization.test("ООО Д'АРТ & КО")).toBe(true);
  });
});
