import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AlertProvider, LocaleProvider, isLocale } from '@portico/ui';
import cn from '../i18n/cn.json';
import en from '../i18n/en.json';
import es from '../i18n/es.json';
import ru from '../i18n/ru.json';
import vi from '../i18n/vi.json';

export const CATALOGS: Record<string, Record<string, string>> = { en, es, ru, cn, vi };
export const LANGUAGES = Object.keys(CATALOGS);

function WhereAmI() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname + location.search}</span>;
}

/** Renders a static page in one of the five languages at `path` (`route` names its params). */
export function renderIn(page: ReactElement, language: string, path = '/', route = '*') {
  return render(
    <LocaleProvider initialLocale={isLocale(language) ? language : 'en'}>
      <IntlProvider locale={language === 'cn' ? 'zh-CN' : language} messages={CATALOGS[language]}>
        <AlertProvider closeLabel="Close">
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={page} />
            </Routes>
            <WhereAmI />
          </MemoryRouter>
        </AlertProvider>
      </IntlProvider>
    </LocaleProvider>,
  );
}

/** The page's meta description as the document carries it. */
export function metaDescription(): string | null {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null;
}

/** Every link's href on the page. */
export function hrefs(): string[] {
  return [...document.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '');
}
