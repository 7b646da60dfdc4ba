import { expect, test } from '@playwright/test';

test('two alerts from one action show one after the other', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => window.localStorage.setItem('portico.locale', 'en'));
  await page.goto('/support-us');
  await page.getByRole('button', { name: 'Copy the Portico link' }).click();

  const alerts = page.getByTestId('alert');
  await expect(alerts).toHaveCount(1);
  await expect(alerts).toContainText(/Link copied|Copy failed/);
  await expect(page.getByText('Thank you', { exact: true })).toHaveCount(0);
  await expect(alerts.locator('.ui-alert__progress')).toBeAttached();
  await expect(alerts.getByRole('button', { name: 'Close alert' })).toBeVisible();

  // The first hides after its own timeout, then the queued one appears, alone.
  await expect(page.getByText('Thank you', { exact: true })).toBeVisible({ timeout: 6_000 });
  await expect(alerts).toHaveCount(1);
  await expect(page.getByRole('status')).toContainText('Every recommendation helps another applicant.');

  await alerts.getByRole('button', { name: 'Close alert' }).click();
  await expect(alerts).toHaveCount(0);
});
