import { createMessagesProvider } from '@portico/ui';

// The home page's messages only (i18n/home.subset.json), so its first load does not carry the
// whole public-site catalog (issue 8's 120 KB budget); other pages load the full catalog.
export const HomeMessagesProvider = createMessagesProvider({
  en: () => import('../../../i18n/en.json?subset=home'),
  es: () => import('../../../i18n/es.json?subset=home'),
  ru: () => import('../../../i18n/ru.json?subset=home'),
  cn: () => import('../../../i18n/cn.json?subset=home'),
  vi: () => import('../../../i18n/vi.json?subset=home'),
});
