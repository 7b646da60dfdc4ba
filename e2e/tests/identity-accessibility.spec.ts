import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createBusinessWorkspace, newAccount } from './identity-helpers';

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

test('the account pages have no axe violations', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('portico.locale', 'en'));
  for (const [path, heading] of [
    ['/signup', 'Create your account'],
    ['/login', 'Log in'],
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password?token=abc', 'Choose a new password'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(await violations(page), path).toEqual([]);
  }
});

test('workspaces and workspace settings have no axe violations', async ({ page }) => {
  test.setTimeout(60_000);
  await newAccount(page, 'axe');
  expect(await violations(page), '/workspaces').toEqual([]);
  const workspaceId = await createBusinessWorkspace(page, `Axe ${Date.now().toString(36)}`);
  await page.goto(`/workspaces/${workspaceId}/settings`);
  await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible();
  await expect(page.getByTestId('member-row')).toHaveCount(1);
  expect(await violations(page), 'settings').toEqual([]);
});
