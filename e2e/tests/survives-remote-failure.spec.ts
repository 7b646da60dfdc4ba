import { expect, test } from '@playwright/test';

test('a remote that fails to load shows an error page with a full-reload button', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('portico.locale', 'en'));
  // The remotes' addresses come from /remotes.json; cut the public-site one off at the network.
  const remotes = await (await page.request.get('/remotes.json')).json();
  const manifest: string = remotes.publicSite;
  await page.route(manifest, (route) => route.abort('connectionrefused'));

  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'This part of Portico could not be loaded',
  );
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.unroute(manifest);
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing');
});
