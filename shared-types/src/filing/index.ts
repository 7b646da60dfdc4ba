// The filing's messages in the five languages (the robot's steps, the worker's notes, why a filing
// stopped). Stored as a code and parameters, shown in the reader's language; English is the source.
import { ceacPageName } from './ceac-pages';
import { FILING_MESSAGES_CN } from './cn';
import { FILING_MESSAGES_EN, type FilingMessageCode } from './en';
import { FILING_MESSAGES_ES } from './es';
import { FILING_MESSAGES_RU } from './ru';
import { FILING_MESSAGES_VI } from './vi';
import type { LanguageCode } from '../languages';

export { FILING_MESSAGES_EN, type FilingMessageCode } from './en';
export { NAMED_CEAC_PAGES, ceacPageName, knownCeacPageName } from './ceac-pages';

export type FilingMessageParams = Readonly<Record<string, string>>;

export const FILING_MESSAGES: Readonly<
  Record<LanguageCode, Record<FilingMessageCode, string>>
> = {
  en: FILING_MESSAGES_EN,
  es: FILING_MESSAGES_ES,
  ru: FILING_MESSAGES_RU,
  cn: FILING_MESSAGES_CN,
  vi: FILING_MESSAGES_VI,
};

export function isFilingMessageCode(code: unknown): code is FilingMessageCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(FILING_MESSAGES_EN, code);
}

export interface FilingMessageOptions {
  /**
   * For a reader: the `page` and `expected` parameters (CEAC page ids) become the pages' names in
   * `language`, a generic name for an id Portico does not know. The page CEAC showed unexpectedly
   * (`ceacUnknownPage`) keeps its address, which is what support needs.
   */
  namePages?: boolean;
}

const PAGE_PARAMETERS = new Set(['page', 'expected']);

/**
 * The message `code` with its `{name}` parameters filled, in `language` (English when the language
 * is unknown). A parameter the text names but `params` lacks stays as `{name}`, visibly.
 */
export function filingMessage(
  code: FilingMessageCode,
  params: FilingMessageParams = {},
  language = 'en',
  options: FilingMessageOptions = {},
): string {
  const catalog = FILING_MESSAGES[language as keyof typeof FILING_MESSAGES] ?? FILING_MESSAGES_EN;
  const named = options.namePages === true && code !== 'ceacUnknownPage';
  return catalog[code].replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(params, name)) return whole;
    return named && PAGE_PARAMETERS.has(name) ? ceacPageName(params[name], language) : params[name];
  });
}
