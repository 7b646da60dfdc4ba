import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Every public page of issue 8, in English and in Spanish: axe finds no WCAG 2.0/2.1/2.2 A or AA
// violation (nor a best-practice one), and each page names itself in the tab and in its meta
// description, in the visitor's language.
const PAGES: { path: string; ready?: (page: Page) => Promise<void> }[] = [
  { path: '/' },
  { path: '/agencies' },
  {
    path: '/pricing',
    // The prices come from billing's catalog.
    ready: async (page) => {
      await expect(page.getByRole('link', { name: /^(Buy|Comprar) 1$/ })).toBeVisible();
    },
  },
  { path: '/online-ds-160-form' },
  { path: '/blog' },
  { path: '/blog/ds-160-photo-rules' },
  { path: '/resources' },
  { path: '/resources/about-ds-160' },
  { path: '/resources/ds-160-checklist' },
  {
    path: '/resources/sample-forms/student-f1',
    // The questionnaire's read-only view loads on demand.
    ready: async (page) => {
      await expect(page.locator('main form h2')).toBeVisible();
    },
  },
  { path: '/support-us' },
  { path: '/404' },
  { path: '/login' },
  { path: '/signup' },
  { path: '/resources/us-visa-photo-checker' },
];

const LANGUAGES = ['en', 'es'] as const;

async function open(page: Page, language: string, path: string, ready?: (page: Page) => Promise<void>) {
  await page.addInitScript((locale) => window.localStorage.setItem('portico.locale', locale), language);
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  if (ready) await ready(page);
  // The page sets its own title once its catalog and content are in.
  await expect(page).toHaveTitle(/ · Portico$/);
}

async function metaOf(page: Page) {
  return {
    title: await page.title(),
    description: (await page.locator('meta[name="description"]').getAttribute('content')) ?? '',
  };
}

for (const language of LANGUAGES)
  for (const { path, ready } of PAGES)
    test(`axe finds no violations on ${path} (${language})`, async ({ page }) => {
      await open(page, language, path, ready);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(
        results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    });

test('every public page has its own title and description, in English and in Spanish', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const seen: Record<string, { title: string; description: string }[]> = { en: [], es: [] };
  for (const language of LANGUAGES)
    for (const { path, ready } of PAGES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await open(page, language, path, ready);
      const meta = await metaOf(page);
      expect(meta.description.length, `${path} (${language}) has a description`).toBeGreaterThan(20);
      expect(meta.description).not.toBe('Prepare your DS-160 visa application and have it filed on CEAC.');
      seen[language].push(meta);
      await context.close();
    }
  for (const language of LANGUAGES) {
    const titles = seen[language].map((meta) => meta.title);
    expect(new Set(titles).size, `titles in ${language}: ${titles.join(' | ')}`).toBe(titles.length);
    const descriptions = seen[language].map((meta) => meta.description);
    expect(new Set(descriptions).size, `descriptions in ${language}`).toBe(descriptions.length);
  }
  // Every description is translated.
  seen.en.forEach((meta, index) =>
    expect(seen.es[index].description, PAGES[index].path).not.toBe(meta.description),
  );
});

test('the home page shows the figures and leads to pricing, the photo checker and signup', async ({
  page,
}) => {
  await open(page, 'en', '/');
  await expect(page).toHaveTitle('Your DS-160, prepared with care · Portico');
  for (const figure of ['20 min', '20–30 min', '3 min', '30–60 s'])
    await expect(page.getByText(figure, { exact: true })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'See pricing' }).first().click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('link', { name: 'Buy 3+' })).toHaveAttribute('href', '/checkout/family-pack');
});

test('a blog post shows in the visitor language, from the index to the article', async ({ page }) => {
  await open(page, 'ru', '/blog');
  await page.getByRole('link', { name: 'После отправки: страница подтверждения и собеседование' }).click();
  await expect(page).toHaveURL(/\/blog\/after-you-submit-the-ds-160$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'После отправки: страница подтверждения и собеседование',
  );
  await expect(page).toHaveTitle('После отправки: страница подтверждения и собеседование · Portico');
});

test('an unknown blog post or sample form is not found', async ({ page }) => {
  await open(page, 'en', '/blog/no-such-post');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await page.goto('/resources/sample-forms/no-such-sample');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('every public page fits a 320 px phone without sideways scrolling', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 640 });
  for (const { path, ready } of PAGES) {
    await open(page, 'en', path, ready);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('the home page works from the keyboard alone', async ({ page }) => {
  await open(page, 'en', '/');
  const start = page.getByRole('main').getByRole('link', { name: 'See pricing' }).first();
  for (
    let presses = 0;
    presses < 30 && !(await start.evaluate((link) => link === document.activeElement));
    presses++
  )
    await page.keyboard.press('Tab');
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('link', { name: 'Buy 1' })).toBeVisible();
});

test('the checklist prints alone, without the site navigation or its print button', async ({ page }) => {
  await open(page, 'en', '/resources/ds-160-checklist');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print the checklist' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'DS-160 checklist' })).toBeVisible();
  await expect(page.getByRole('checkbox').first()).toBeVisible();
});
