/** Interface languages (spec §1, §9): codes exactly these; `cn` formats as zh-CN. */
import { LANGUAGE_CODES, type LanguageCode } from '@portico/shared-types';

export const LOCALES = LANGUAGE_CODES;
export type Locale = LanguageCode;
export const DEFAULT_LOCALE: Locale = 'en';

export interface Language {
  code: Locale;
  /** The language's own name (an endonym reads the same in every interface language). */
  name: string;
  flag: string;
}

export const LANGUAGES: readonly Language[] = [
  { code: 'en', name: 'English', flag: '🇺🇸' },
  { code: 'es', name: 'Español', flag: '🇪🇸' },
  { code: 'ru', name: 'Русский', flag: '🇷🇺' },
  { code: 'cn', name: '中文', flag: '🇨🇳' },
  { code: 'vi', name: 'Tiếng Việt', flag: '🇻🇳' },
];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** BCP 47 tag used for formatting and for <html lang>. */
export function intlLocale(locale: Locale): string {
  return locale === 'cn' ? 'zh-CN' : locale;
}

export const LOCALE_STORAGE_KEY = 'portico.locale';

export function readStoredLocale(): Locale {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be disabled; the choice then lasts for this page only.
  }
}
