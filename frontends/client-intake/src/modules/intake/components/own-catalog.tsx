import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useLocale, type Locale } from '@portico/ui';

/** One small catalog file per language, fetched with the part of the page that needs it. */
export type OwnCatalogs = Record<Locale, () => Promise<{ default: Record<string, string> }>>;

/**
 * Children that bring texts of their own (the signature panel, the session notice): their catalog
 * in the page's language is fetched with them, so it stays off the intake's first load (ADR 0017).
 */
export function OwnCatalog({ catalogs, children }: { catalogs: OwnCatalogs; children: ReactNode }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Record<string, string> } | null>(null);
  useEffect(() => {
    let live = true;
    void (catalogs[locale] ?? catalogs.en)().then(
      (module) => live && setLoaded({ locale, messages: module.default }),
      () => live && setLoaded({ locale, messages: {} }),
    );
    return () => {
      live = false;
    };
  }, [catalogs, locale]);
  if (!loaded) return <p className="app-loading" role="status" aria-busy="true" />;
  return (
    <IntlProvider
      locale={intl.locale}
      messages={{ ...(intl.messages as Record<string, string>), ...loaded.messages }}
      onError={intl.onError}
    >
      {children}
    </IntlProvider>
  );
}
