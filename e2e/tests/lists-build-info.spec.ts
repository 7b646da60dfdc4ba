import { expect, test } from '@playwright/test';

test('/build-info lists version, commit and build time of all five apps', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('portico.locale', 'en'));
  await page.goto('/build-info');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build information');
  for (const app of ['shell', 'public-site', 'applicant-editor', 'agency-console', 'client-intake']) {
    const row = page.getByTestId(`build-info-${app}`);
    await expect(row.getByRole('rowheader')).toHaveText(app);
    await expect(row.getByRole('cell')).toHaveCount(3);
    await expect(row.getByRole('cell').nth(0)).toHaveText(/^\d+\.\d+\.\d+/);
    await expect(row.getByRole('cell').nth(1)).toHaveText(/^[0-9a-f]{7,}$/);
    await expect(row.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  }
});
