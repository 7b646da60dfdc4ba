import { expect, test } from '@playwright/test';

const pages = [
  { remote: 'public-site', path: '/', heading: 'Your DS-160, prepared with care' },
  {
    remote: 'public-site',
    path: '/resources/sample-forms/tourist-b1-b2',
    heading: 'Sample DS-160: Tourist visa (B1/B2)',
  },
  { remote: 'applicant-editor', path: '/workspaces/demo/forms', heading: 'My forms' },
  {
    remote: 'applicant-editor',
    path: '/workspaces/demo/forms/f1/submissions/new',
    heading: 'New submission',
  },
  { remote: 'agency-console', path: '/workspaces/demo/dashboard', heading: 'Dashboard' },
  { remote: 'agency-console', path: '/workspaces/demo/forms/f1/client-links', heading: 'Client links' },
  // Opened without a link or a client session: the intake's invalid-or-expired link state.
  { remote: 'client-intake', path: '/client-intake/f1', heading: 'This link cannot be used' },
];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('portico.locale', 'en'));
});

for (const { remote, path, heading } of pages)
  test(`the shell renders ${remote} at ${path}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(errors).toEqual([]);
  });

test('workspace pages have the sidebar; client intake has no agency navigation', async ({ page }) => {
  await page.goto('/workspaces/demo/forms');
  const sidebar = page.getByRole('navigation', { name: 'Workspace' });
  await expect(sidebar.getByRole('link')).toHaveText([
    'Dashboard',
    'Forms',
    'My Purchases',
    'Submissions',
    'Support Us',
    'Workspace Settings',
  ]);
  await sidebar.getByRole('link', { name: 'Workspace Settings' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Workspace settings');

  await page.goto('/client-intake/f1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Workspace' })).toHaveCount(0);
});

test('public navigation moves between remote pages without a reload', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'Blog',
    'Agencies',
    'Pricing',
    'Resources',
    'Login',
    'Signup',
  ]);
  // A visitor who is not logged in is offered Login and Signup, never Logout or Dashboard.
  await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing');
});
