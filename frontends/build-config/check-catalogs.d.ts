export declare const LOCALES: readonly string[];
export interface CatalogReport {
  locale: string;
  missing: string[];
  unused: string[];
  empty: string[];
}
export declare function checkCatalogs(srcDir: string, i18nDir?: string): CatalogReport[];
export declare function englishDrift(srcDir: string, i18nDir?: string): string[];
export declare function usedMessages(srcDir: string): { ids: Set<string>; defaults: Record<string, string> };
/** ASCII , . : ; ? ! ( ) next to Chinese characters in `text`, each with its surroundings. */
export declare function asciiPunctuationInChinese(text: string): string[];
/** The Chinese catalog's entries with ASCII punctuation in Chinese text, by id. */
export declare function chinesePunctuation(i18nDir: string): Record<string, string[]>;
