import { createMessagesProvider } from '@portico/ui';
import englishChrome from '../../../i18n/en.json?subset=chrome';

// One catalog per language, fetched only when that language is chosen.
export const ShellMessages = createMessagesProvider({
  en: () => import('../../../i18n/en.json'),
  es: () => import('../../../i18n/es.json'),
  ru: () => import('../../../i18n/ru.json'),
  cn: () => import('../../../i18n/cn.json'),
  vi: () => import('../../../i18n/vi.json'),
});

/**
 * The shell's messages a client's intake shows: brand, skip link, language switcher, alerts,
 * loading and the error pages (the ids listed in i18n/chrome.subset.json), cut from the same
 * catalogs at build time. A page opened at /client-intake/* starts with these alone (ADR 0017); the
 * public and workspace layouts and the log-in dialog add the full catalog around themselves.
 * English, the language a first visit starts in, comes with the start-up code (a few hundred bytes):
 * one request less when a link arrives.
 */
export const ChromeMessages = createMessagesProvider({
  en: () => Promise.resolve({ default: englishChrome }),
  es: () => import('../../../i18n/es.json?subset=chrome'),
  ru: () => import('../../../i18n/ru.json?subset=chrome'),
  cn: () => import('../../../i18n/cn.json?subset=chrome'),
  vi: () => import('../../../i18n/vi.json?subset=chrome'),
});

/** Whether this page load started on a client intake route (its layout needs the chrome only). */
export function startsOnClientIntake(): boolean {
  return typeof window !== 'undefined' && window.location.pathname.startsWith('/client-intake/');
}
