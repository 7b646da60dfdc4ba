/**
 * The five languages Portico speaks (spec §1, §9), by Portico's codes: the one list every service,
 * app, catalog check and content build reads. `cn` is Simplified Chinese (zh-CN in BCP 47).
 * Adding a language starts here; the catalog checks then name every catalog it lacks.
 */
export const LANGUAGE_CODES = ['en', 'es', 'ru', 'cn', 'vi'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}
