/** The five languages Portico speaks (frontends/<app>/src/i18n/{en,es,ru,cn,vi}.json). */
import { LANGUAGE_CODES, type LanguageCode } from '@portico/shared-types';

export const LOCALES = LANGUAGE_CODES;
export type Locale = LanguageCode;

/** BCP 47 tags for Intl (cn is Portico's name for Simplified Chinese). */
export const INTL_TAGS: Record<Locale, string> = { en: 'en-US', es: 'es', ru: 'ru', cn: 'zh-CN', vi: 'vi' };

/** A requested language, or English: `es-MX` → es, `zh` → cn. */
export function pickLocale(value: string | null | undefined): Locale {
  const base = (value ?? '').trim().toLowerCase().split(/[-_]/)[0];
  if (base === 'zh') return 'cn';
  return (LOCALES as readonly string[]).includes(base) ? (base as Locale) : 'en';
}

/**
 * `minor` units of `currency` formatted for `locale`, without floating point: the amount goes to
 * Intl.NumberFormat as an exact decimal string.
 */
export function formatMoney(minor: number, currency: string, locale: Locale): string {
  const format = new Intl.NumberFormat(INTL_TAGS[locale], { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  const sign = minor < 0 ? '-' : '';
  const abs = String(Math.abs(minor)).padStart(digits + 1, '0');
  const decimal = digits === 0 ? abs : `${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
  return format.format(`${sign}${decimal}` as unknown as number);
}

/** 725 basis points → "7.25 %" in the locale's digits. */
export function formatRate(basisPoints: number, locale: Locale): string {
  const whole = Math.trunc(basisPoints / 100);
  const rest = String(basisPoints % 100).padStart(2, '0');
  return new Intl.NumberFormat(INTL_TAGS[locale], { style: 'percent', maximumFractionDigits: 2 }).format(
    `${whole}.${rest}e-2` as unknown as number,
  );
}
