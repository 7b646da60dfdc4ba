import { screen } from '@testing-library/react';
import { CATALOGS, LANGUAGES, hrefs, metaDescription, renderIn } from '../../../testing/render-in-language';
import { AgenciesPage } from './agencies-page';
import { HomePage } from './home-page';
import { OnlineFormPage } from './online-ds-160-form-page';
import { SupportUsPage } from './support-us-page';

const P = 'public-site.marketing.';

describe.each(LANGUAGES)('the marketing pages in %s', (language) => {
  const text = (id: string) => CATALOGS[language][P + id];

  it('home: its own title and description, the figures of spec §9 and where to go next', () => {
    renderIn(<HomePage />, language);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text('home.title'));
    expect(document.title).toBe(`${text('home.title')} · Portico`);
    expect(metaDescription()).toBe(text('home.meta-description'));
    for (const figure of ['timeout', 'first', 'returning', 'submission'])
      expect(screen.getByText(text(`home.figures.${figure}.value`)).tagName).toBe('DD');
    for (const step of ['fill', 'review', 'file', 'confirm'])
      expect(screen.getByRole('heading', { level: 3, name: text(`home.how.${step}.title`) })).toBeTruthy();
    expect(hrefs()).toEqual(
      expect.arrayContaining(['/signup', '/pricing', '/resources/us-visa-photo-checker', '/agencies']),
    );
  });

  it('agencies: the seven features and the way a client form travels', () => {
    renderIn(<AgenciesPage />, language);
    expect(document.title).toBe(`${text('agencies.title')} · Portico`);
    expect(metaDescription()).toBe(text('agencies.meta-description'));
    for (const feature of ['intake', 'review', 'translation', 'kanban', 'branding', 'roles', 'api'])
      expect(screen.getByRole('heading', { level: 3, name: text(`agencies.${feature}.title`) })).toBeTruthy();
    expect(hrefs()).toEqual(expect.arrayContaining(['/signup', '/pricing']));
  });

  it('online DS-160 form: what it is, what is hard, how Portico helps, and the resources', () => {
    renderIn(<OnlineFormPage />, language);
    expect(document.title).toBe(`${text('online-ds-160-form.title')} · Portico`);
    expect(metaDescription()).toBe(text('online-ds-160-form.meta-description'));
    expect(screen.getByText(text('online-ds-160-form.hard.timeout'))).toBeTruthy();
    expect(hrefs()).toEqual(
      expect.arrayContaining([
        '/resources/ds-160-checklist',
        '/resources/about-ds-160',
        '/resources/us-visa-photo-checker',
      ]),
    );
  });

  it('support us: its title, the share button and other ways to help', () => {
    renderIn(<SupportUsPage />, language);
    expect(document.title).toBe(`${text('support-us.title')} · Portico`);
    expect(screen.getByRole('button', { name: text('support-us.share') })).toBeTruthy();
    expect(hrefs()).toEqual(['/agencies', '/resources/us-visa-photo-checker', '/blog']);
  });
});

describe('the marketing pages', () => {
  it('headings never skip a level', () => {
    for (const Page of [HomePage, AgenciesPage, OnlineFormPage, SupportUsPage]) {
      const { unmount } = renderIn(<Page />, 'en');
      const levels = [...document.querySelectorAll('h1, h2, h3, h4')].map((heading) =>
        Number(heading.tagName[1]),
      );
      expect(levels[0]).toBe(1);
      levels.forEach((level, index) => index > 0 && expect(level - levels[index - 1]).toBeLessThanOrEqual(1));
      unmount();
    }
  });
});
