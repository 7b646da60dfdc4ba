// Latin letters as passports write them (ds160-facts §5.4: "Names must lose diacritics"), one
// function for every place a Latin answer loses its diacritics: the applicant editor as the answer is
// typed, and the client intake's translation (forms' offline provider) — so Đặng is DANG in both.
import type { FieldDefinition } from './types';

/** Letters that do not decompose into a base letter and marks. */
const LATIN_EXTRA: Readonly<Record<string, string>> = {
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  ħ: 'h',
  Ħ: 'H',
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
};

/** Punctuation of other typing habits, as CEAC's character sets write it. */
const PUNCTUATION: Readonly<Record<string, string>> = {
  '，': ',',
  '。': '.',
  '、': ',',
  '；': ';',
  '：': ' ',
  '（': '(',
  '）': ')',
  '’': "'",
  '‘': "'",
  ʼ: "'",
  '`': "'",
  '´': "'",
  '“': '',
  '”': '',
  '«': '',
  '»': '',
  '№': 'NO.',
  '–': '-',
  '—': '-',
  '·': ' ',
  '・': ' ',
};

const EXTRA = new RegExp(`[${Object.keys(LATIN_EXTRA).join('')}]`, 'g');
const MARKS = /\p{M}/gu;

/**
 * The text with Latin letters freed of their diacritics (é → e, Đ → D, ß → ss, ø → o) and other
 * punctuation habits made plain (’ → ', — → -). Letters of other scripts are left as they are: their
 * transliteration needs a passport rule per script (forms' offline provider).
 */
export function latinize(text: string): string {
  return [...text.normalize('NFKC')]
    .map((c) => PUNCTUATION[c] ?? c)
    .join('')
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(EXTRA, (c) => LATIN_EXTRA[c] ?? c)
    .normalize('NFC');
}

/**
 * Whether an answer of this field loses its diacritics on its way to English: text of translation
 * kinds name and address (free text needs a translation, not only other letters).
 */
export function latinizes(field: FieldDefinition): boolean {
  return (
    (field.type === 'text' || field.type === 'textarea') &&
    !field.format &&
    (field.translation === 'name' || field.translation === 'address')
  );
}

/**
 * Which part of a name a field holds, where it matters to a transliteration (a Chinese character
 * reads differently as a surname: 单 is SHAN, not DAN). Surname fields are the name fields whose key
 * ends in "surname(s)".
 */
export function nameRoleOf(field: FieldDefinition): 'surname' | 'other' | null {
  if (field.translation !== 'name' || field.charset !== 'name') return null;
  const last = field.key.split('.').pop() ?? field.key;
  return /surnames?$/i.test(last) ? 'surname' : 'other';
}
