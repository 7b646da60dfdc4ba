// The offline provider (docs/adr/0014): passport-style transliteration of names and addresses —
// ICAO Doc 9303 for Cyrillic (iuliia), pinyin without tones for Chinese (pinyin-pro), Latin scripts
// such as Vietnamese without diacritics (Unicode decomposition) — and the DS-160 glossary for common
// free-text answers. It needs no network and never guesses: text in any other script, or free text
// that is not in the glossary, is not its to translate (null).
import { ICAO_DOC_9303, translate as iuliia } from 'iuliia';
import { pinyin } from 'pinyin-pro';
import { DS160_GLOSSARY } from './ds160-glossary';
import type { TranslationProvider, TranslationRequest } from './provider';

const CYRILLIC = /\p{Script=Cyrillic}+(?:[\s'’.-]*\p{Script=Cyrillic}+)*/gu;
const HAN = /\p{Script=Han}+/gu;
/** Characters that end a word of a Chinese address (province, city, district, road, number…). */
const ADDRESS_WORD_END = new Set([...'省市区县镇乡村路街道巷弄号室楼栋座层单元']);
/** Letters that do not decompose into a base letter and marks. */
const LATIN_EXTRA: Record<string, string> = {
  đ: 'd',
  Đ: 'D',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  ß: 'SS',
  æ: 'AE',
  Æ: 'AE',
  œ: 'OE',
  Œ: 'OE',
  ı: 'I',
};
const PUNCTUATION: Record<string, string> = {
  '，': ',',
  '。': '.',
  '、': ',',
  '；': ';',
  '：': ' ',
  '（': '(',
  '）': ')',
  '’': "'",
  '‘': "'",
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

/** A Chinese run in pinyin: names as one word per run (ZHANG / XIAOMING), addresses by word. */
function hanToPinyin(run: string, kind: TranslationRequest['kind']): string {
  const syllables = pinyin(run, { toneType: 'none', type: 'array', v: false }).map((s) =>
    s.replace(/ü/g, 'yu'),
  );
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

/** Latin letters the way passports write them, or null when a script is left that it cannot handle. */
export function transliterate(text: string, kind: TranslationRequest['kind']): string | null {
  let out = text.normalize('NFKC');
  out = [...out].map((c) => PUNCTUATION[c] ?? c).join('');
  out = out.replace(CYRILLIC, (run) => iuliia(run, ICAO_DOC_9303));
  out = out.replace(HAN, (run) => hanToPinyin(run, kind));
  out = out
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐøØłŁßæÆœŒı]/g, (c) => LATIN_EXTRA[c] ?? c)
    .normalize('NFC');
  out = out
    .replace(/\s+/g, ' ')
    .replace(/ ([,.;)])/g, '$1')
    .trim();
  if (out === '' || /[^\x20-\x7E]/.test(out)) return null;
  return out.toUpperCase();
}

export class OfflineProvider implements TranslationProvider {
  readonly name = 'offline';

  translate({ text, kind }: TranslationRequest): Promise<string | null> {
    const phrase = GLOSSARY.get(glossaryKey(text));
    if (phrase && kind !== 'name') return Promise.resolve(phrase);
    if (kind === 'freeText') return Promise.resolve(null);
    return Promise.resolve(transliterate(text, kind));
  }
}
