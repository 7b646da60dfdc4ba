import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import prefixes from '../../../i18n/home.subset.json';
import { CATALOGS, LANGUAGES } from '../../../testing/render-in-language';
import { HomePage } from './home-page';

/** What the build keeps of a catalog for `?subset=home` (build-config/catalog-subset-loader.js). */
const subset = (catalog: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(catalog).filter(([id]) =>
      prefixes.some((prefix: string) => id === prefix || id.startsWith(`${prefix}.`)),
    ),
  );

describe('the home page catalog subset', () => {
  it.each(LANGUAGES)('holds every message the home page shows (%s)', (language) => {
    const missing: string[] = [];
    render(
      <IntlProvider
        locale={language === 'cn' ? 'zh-CN' : language}
        messages={subset(CATALOGS[language])}
        onError={(error) => missing.push(error.message)}
      >
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </IntlProvider>,
    );
    expect(missing).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      CATALOGS[language]['public-site.marketing.home.title'],
    );
  });
});
