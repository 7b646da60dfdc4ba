import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { CATALOGS, LANGUAGES, hrefs, metaDescription, renderIn } from '../../../testing/render-in-language';
import type { ContentCollection } from '../../content/utils/content-types';
import { AboutDs160Page } from './about-ds-160-page';
import { ChecklistPage } from './ds-160-checklist-page';
import { ResourceDocumentPage } from './resource-document-page';
import { ResourcesPage } from './resources-page';
import { SampleFormPage } from './sample-form-page';

const P = 'public-site.resources.';

describe.each(LANGUAGES)('the resources in %s', (language) => {
  const text = (id: string) => CATALOGS[language][P + id];

  it('index: guides, the three samples, the photo checker and the blog', () => {
    renderIn(<ResourcesPage />, language, '/resources');
    expect(document.title).toBe(`${text('resources.title')} · Portico`);
    expect(metaDescription()).toBe(text('resources.meta-description'));
    expect(hrefs()).toEqual([
      '/resources/about-ds-160',
      '/resources/ds-160-checklist',
      '/resources/sample-forms/tourist-b1-b2',
      '/resources/sample-forms/student-f1',
      '/resources/sample-forms/work-h1b',
      '/resources/us-visa-photo-checker',
      '/blog',
    ]);
  });

  it('about the DS-160: written in this language, with its FAQ', async () => {
    renderIn(<AboutDs160Page />, language, '/resources/about-ds-160');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.closest('article')?.getAttribute('lang')).toBeNull();
    expect(document.title).toBe(`${heading.textContent} · Portico`);
    expect(metaDescription()).toBeTruthy();
    // Three parts, then at least eight questions.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(8);
    expect(hrefs()).toContain('/resources/us-visa-photo-checker');
  });

  it('checklist: labelled checkboxes and a print button', async () => {
    const print = jest.fn();
    window.print = print;
    renderIn(<ChecklistPage />, language, '/resources/ds-160-checklist');
    await screen.findByRole('heading', { level: 1 });
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.length).toBeGreaterThanOrEqual(20);
    for (const box of boxes) expect(box.closest('label')?.textContent?.trim()).toBeTruthy();
    fireEvent.click(boxes[0]);
    expect(boxes[0]).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: text('ds-160-checklist.print') }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.ui-print-area .ui-no-print button')).toBeTruthy();
  });
});

describe('a resource written as Markdown', () => {
  it('is not found when its folder does not exist', () => {
    renderIn(<ResourceDocumentPage slug="nothing-here" />, 'en', '/resources/x');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
  });

  it('says so when it cannot be loaded, and tries again', async () => {
    let fail = true;
    const collection: ContentCollection = {
      entries: [{ slug: 'page', date: null, languages: { en: { title: 'Page', description: 'D.' } } }],
      load: () =>
        fail
          ? Promise.reject(new Error('ChunkLoadError'))
          : Promise.resolve({ meta: { title: 'Page', description: 'D.' }, html: '<p>Loaded</p>' }),
    };
    renderIn(<ResourceDocumentPage slug="page" collection={collection} />, 'en');
    expect(await screen.findByText(/This page could not be loaded/)).toBeTruthy();
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(screen.getByText('Loaded')).toBeTruthy());
  });
});

describe('a sample form', () => {
  // The questionnaire and its catalogs (loaded on demand by the page) compile once, before the tests.
  beforeAll(() => import('./sample-form-view'), 60_000);

  const open = (language: string, path: string) =>
    renderIn(<SampleFormPage />, language, path, '/resources/sample-forms/:sample');

  it('shows the sample read-only, one section at a time, with its own title', async () => {
    open('en', '/resources/sample-forms/student-f1');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sample DS-160: Student visa (F-1)');
    expect(document.title).toBe('Sample DS-160: Student visa (F-1) · Portico');
    expect(metaDescription()).toBe('A single student from India going to a US university.');
    // The questionnaire and its catalogs load on demand (the first time, Jest compiles them).
    const section = await screen.findByRole(
      'heading',
      { level: 2, name: 'Personal Information 1' },
      { timeout: 20_000 },
    );
    // The questionnaire's read-only view: answers as text, nothing to edit.
    expect(screen.getByRole('group', { name: 'Surnames' }).textContent).toBe('SHARMA');
    expect(section.closest('form')!.querySelectorAll('input, select, textarea')).toHaveLength(0);
    const nav = screen.getByRole('navigation', { name: 'Sections of this sample' });
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Personal Information 1');
    expect(screen.queryByRole('link', { name: 'Previous section' })).toBeNull();
  });

  it('moves between sections and names them in the visitor language', async () => {
    open('es', '/resources/sample-forms/work-h1b?section=passportPage');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'DS-160 de ejemplo: Visa de trabajo (H-1B)',
    );
    const nav = await screen.findByRole(
      'navigation',
      { name: 'Secciones de este ejemplo' },
      { timeout: 20_000 },
    );
    const current = nav.querySelector('[aria-current="page"]')!.textContent!;
    expect(screen.getByRole('heading', { level: 2, name: current })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Sección siguiente' })));
    expect(screen.getByTestId('location').textContent).toMatch(/\?section=(?!passportPage)/);
  });

  it('an unknown sample is not found', () => {
    open('en', '/resources/sample-forms/diplomat-a1');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
  });

  it('links to the other samples', () => {
    open('en', '/resources/sample-forms/tourist-b1-b2');
    expect(hrefs().filter((href) => /^\/resources\/sample-forms\/[a-z0-9-]+$/.test(href))).toEqual([
      '/resources/sample-forms/student-f1',
      '/resources/sample-forms/work-h1b',
    ]);
  });
});
