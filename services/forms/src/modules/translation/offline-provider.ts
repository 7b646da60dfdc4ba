// The offline provider (docs/adr/0014): passport-style transliteration of names and addresses —
// ICAO Doc 9303 for Cyrillic (iuliia), pinyin without tones for Chinese (pinyin-pro, surnames in their
// surname readings), Latin scripts such as Vietnamese without diacritics (shared-types' `latinize`, the
// one the applicant editor uses as an answer is typed) — and the DS-160 glossary for common
// free-text answers. It needs no network and never guesses: text in any other script, or free text
// that is not in the glossary, is not its to translate (null).
import { ICAO_DOC_9303, translate as iuliia } from 'iuliia';
import { latinize } from '@portico/shared-types';
import { pinyin } from 'pinyin-pro';
import { DS160_GLOSSARY } from './ds160-glossary';
import type { TranslationProvider, TranslationRequest } from './provider';

const CYRILLIC = /\p{Script=Cyrillic}+(?:[\s'’.-]*\p{Script=Cyrillic}+)*/gu;
const HAN = /\p{Script=Han}+/gu;
/** Characters that end a word of a Chinese address (province, city, district, road, number…). */
const ADDRESS_WORD_END = new Set([...'省市区县镇乡村路街道巷弄号室楼栋座层单元']);

/** Key of a glossary phrase: NFC, lower case, single spaces, no closing punctuation. */
export function glossaryKey(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.!。！]+$/u, '');
}

const GLOSSARY = new Map<string, string>();
for (const phrases of Object.values(DS160_GLOSSARY))
  for (const [phrase, english] of Object.entries(phrases)) GLOSSARY.set(glossaryKey(phrase), english);

/**
 * A Chinese run in pinyin: names as one word per run (ZHANG / XIAOMING), addresses by word. A
 * surname is read as a surname (pinyin-pro's surname mode: 单 SHAN, 曾 ZENG, 解 XIE, not DAN, CENG, JIE).
 */
function hanToPinyin(run: string, kind: TranslationRequest['kind'], surname: boolean): string {
  const syllables = pinyin(run, {
    toneType: 'none',
    type: 'array',
    v: false,
    surname: surname ? 'head' : 'off',
  }).map((s) => s.replace(/ü/g, 'yu'));
  if (kind === 'name') return ` ${syllables.join('')} `;
  const words: string[] = [];
  let word = '';
  [...run].forEach((char, i) => {
    word += syllables[i] ?? '';
    if (ADDRESS_WORD_END.has(char)) {
      words.push(word);
      word = '';
    }
  });
  if (word) words.push(word);
  return ` ${words.join(' ')} `;
}

/**
 * Latin letters the way passports write them, or null when a script is left that it cannot handle.
 * `nameRole` 'surname': the text is a surname (Chinese characters take their surname readings).
 */
export function transliterate(
  text: string,
  kind: TranslationRequest['kind'],
  nameRole?: TranslationRequest['nameRole'],
): string | null {
  let out = text.normalize('NFKC');
  out = out.replace(CYRILLIC, (run) => iuliia(run, ICAO_DOC_9303));
  out = out.replace(HAN, (run) => hanToPinyin(run, kind, kind === 'name' && nameRole === 'surname'));
  out = latinize(out)
    .replace(/\s+/g, ' ')
    .replace(/ ([,.;)])/g, '$1')
    .trim();
  if (out === '' || /[^\x20-\x7E]/.test(out)) return null;
  return out.toUpperCase();
}

export class OfflineProvider implements TranslationProvider {
  readonly name = 'offline';

  translate({ text, kind, nameRole }: TranslationRequest): Promise<string | null> {
    const phrase = GLOSSARY.get(glossaryKey(text));
    if (phrase && kind !== 'name') return Promise.resolve(phrase);
    if (kind === 'freeText') return Promise.resolve(null);
    return Promise.resolve(transliterate(text, kind, nameRole));
  }
}
