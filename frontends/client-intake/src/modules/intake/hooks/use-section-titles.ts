import { useLocale, type Locale } from '@portico/ui';
import { useEffect, useState } from 'react';

type Catalog = Readonly<Record<string, string | undefined>>;

// The section titles and warnings of one language, loaded on demand: the build reduces the
// questionnaire's catalog to them (`?section-titles`, build-config/section-titles-loader.js), so the
// landing does not load every field's texts (13 KB gzip in Russian) to list 23 titles (ADR 0017).
const loaders: Record<Locale, () => Promise<Catalog>> = {
  en: () =>
    import(/* webpackChunkName: "intake-en" */ '@portico/shared-types/src/messages/en?section-titles').then(
      (module) => module.EN_MESSAGES,
    ),
  es: () =>
    import(/* webpackChunkName: "intake-es" */ '@portico/shared-types/src/messages/es?section-titles').then(
      (module) => module.ES_MESSAGES,
    ),
  ru: () =>
    import(/* webpackChunkName: "intake-ru" */ '@portico/shared-types/src/messages/ru?section-titles').then(
      (module) => module.RU_MESSAGES,
    ),
  cn: () =>
    import(/* webpackChunkName: "intake-cn" */ '@portico/shared-types/src/messages/cn?section-titles').then(
      (module) => module.CN_MESSAGES,
    ),
  vi: () =>
    import(/* webpackChunkName: "intake-vi" */ '@portico/shared-types/src/messages/vi?section-titles').then(
      (module) => module.VI_MESSAGES,
    ),
};
const loaded = new Map<Locale, Catalog>();

/** The DS-160 section titles in the interface language (null while they load; the key if one is missing). */
export function useSectionTitles(): ((key: string) => string) | null {
  const texts = useQuestionnaireTexts();
  return texts && ((key) => texts(`ds160.section.${key}.title`) ?? key);
}

/**
 * The questionnaire texts the build keeps for the intake's lists (section titles, warnings) in the
 * interface language: null while they load; undefined for an id that is not there.
 */
export function useQuestionnaireTexts(): ((id: string) => string | undefined) | null {
  const { locale } = useLocale();
  const [catalog, setCatalog] = useState<{ locale: Locale; messages: Catalog } | null>(() => {
    const cached = loaded.get(locale);
    return cached ? { locale, messages: cached } : null;
  });
  useEffect(() => {
    if (catalog?.locale === locale) return undefined;
    let live = true;
    void loaders[locale]()
      .catch(() => ({}) as Catalog)
      .then((messages) => {
        loaded.set(locale, messages);
        if (live) setCatalog({ locale, messages });
      });
    return () => {
      live = false;
    };
  }, [locale, catalog?.locale]);
  if (!catalog) return null;
  return (id) => catalog.messages[id];
}
