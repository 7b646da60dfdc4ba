import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('axe finds no violations on the home page', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('portico.locale', 'en'));
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
});
