import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useLocale } from '../hooks/use-locale';
import { DEFAULT_LOCALE, intlLocale, type Locale } from '../utils/languages';

// Catalogs arrive pre-compiled (ICU ASTs) from the build, plain strings under Jest.
type Catalog = Record<string, unknown>;
export type CatalogLoaders = Record<Locale, () => Promise<{ default: Catalog }>>;

/**
 * An IntlProvider for one app's catalog in the shell's language. Each app loads only the
 * catalog of the current language, on demand.
 */
export function createMessagesProvider(loaders: CatalogLoaders) {
  const cache = new Map<Locale, Catalog>();
  const load = (locale: Locale) =>
    loaders[locale]().then((module) => {
      cache.set(locale, module.default);
      return module.default;
    });

  return function MessagesProvider({ children }: { children: ReactNode }) {
    const { locale } = useLocale();
    const [loaded, setLoaded] = useState<{ locale: Locale; messages: Catalog } | null>(() =>
      cache.has(locale) ? { locale, messages: cache.get(locale)! } : null,
    );
    useEffect(() => {
      if (loaded?.locale === locale) return undefined;
      let live = true;
      const cached = cache.get(locale);
      if (cached) setLoaded({ locale, messages: cached });
      else
        load(locale)
          .catch(() => load(DEFAULT_LOCALE))
          .then((messages) => live && setLoaded({ locale, messages }));
      return () => {
        live = false;
      };
    }, [locale, loaded?.locale]);
    if (!loaded) return null;
    return (
      <IntlProvider
        locale={intlLocale(loaded.locale)}
        defaultLocale="en"
        messages={loaded.messages as Record<string, string>}
      >
        {children}
      </IntlProvider>
    );
  };
}

/** Wraps each page of a remote in that remote's catalog. */
export function withMessages<P extends object>(
  Provider: ComponentType<{ children: ReactNode }>,
  Page: ComponentType<P>,
): ComponentType<P> {
  return function PageWithMessages(props: P) {
    return (
      <Provider>
        <Page {...props} />
      </Provider>
    );
  };
}
