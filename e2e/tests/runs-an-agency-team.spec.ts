import { expect, test } from '@playwright/test';
import {
  createBusinessWorkspace,
  invitationMail,
  inviteFromSettings,
  newAccount,
  newEmail,
  violations,
} from '../tests/identity-helpers';

test.describe.configure({ timeout: 120_000 });

test('an agency owner signs up, creates a business workspace, invites and manages a team member', async ({
  browser,
}) => {
  const ownerContext = await browser.newContext();
  const beaContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const bea = await beaContext.newPage();

  const ownerEmail = await newAccount(owner, 'owner');
  // Logged in: the header offers Logout and Dashboard, not Login and Signup.
  const nav = owner.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(owner.getByRole('row').filter({ hasText: 'Personal' })).toHaveCount(1);

  const agency = `Agency ${Date.now().toString(36)}`;
  const workspaceId = await createBusinessWorkspace(owner, agency);
  const settings = `/workspaces/${workspaceId}/settings`;
  await owner.goto(settings);
  await expect(owner.getByRole('heading', { level: 1, name: 'Workspace settings' })).toBeVisible();
  const ownerRow = owner.getByTestId('member-row').filter({ hasText: ownerEmail });
  await expect(ownerRow).toContainText('you');
  await expect(ownerRow).toContainText('Admin');
  await expect(ownerRow.getByRole('button')).toHaveCount(0);

  // Inviting says the same whether or not an account uses the address (docs/adr/0035).
  const stranger = newEmail('stranger');
  await inviteFromSettings(owner, stranger);
  await expect(owner.getByTestId('invitation-row').filter({ hasText: stranger })).toContainText('Member');

  // Bea, who has an account, is invited, opens the link and accepts.
  const beaEmail = await newAccount(bea, 'bea');
  await inviteFromSettings(owner, beaEmail);
  const { link } = await invitationMail(bea.request, beaEmail);
  await bea.goto(link);
  await bea.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(bea.getByRole('heading', { level: 1, name: `Welcome to ${agency}` })).toBeVisible();
  await owner.reload();
  const beaRow = owner.getByTestId('member-row').filter({ hasText: beaEmail });
  await expect(beaRow).toContainText('Member');
  await expect(owner.getByTestId('invitation-row')).toHaveCount(1);

  await beaRow.getByRole('button', { name: `Promote to admin: ${beaEmail}` }).click();
  await expect(beaRow.getByRole('cell').first()).toHaveText('Admin');
  await beaRow.getByRole('button', { name: `Make member: ${beaEmail}` }).click();
  await expect(beaRow.getByRole('cell').first()).toHaveText('Member');

  // Bea sees the workspace, switches to it and reads its team (a member has no actions).
  await bea.goto('/workspaces');
  const beaWorkspaceRow = bea.getByRole('row').filter({ has: bea.getByRole('rowheader', { name: agency }) });
  await beaWorkspaceRow.getByRole('button', { name: `Switch to ${agency} and go to forms` }).click();
  await expect(bea).toHaveURL(new RegExp(`/workspaces/${workspaceId}/forms$`));
  await bea.goto(settings);
  await expect(bea.getByTestId('member-row')).toHaveCount(2);
  await expect(bea.getByRole('button', { name: /^Remove/ })).toHaveCount(0);

  // Removal asks first and says what it means.
  await beaRow.getByRole('button', { name: `Remove: ${beaEmail}` }).click();
  const confirm = owner.getByRole('alertdialog', { name: `Remove ${beaEmail}?` });
  await expect(confirm).toContainText('will lose access to all forms and data');
  await confirm.getByRole('button', { name: 'Remove member' }).click();
  await expect(owner.getByTestId('member-row').filter({ hasText: beaEmail })).toHaveCount(0);

  // The removed member is refused: the workspace is gone from her list and its pages stay closed.
  await bea.goto('/workspaces');
  await expect(bea.getByRole('row').filter({ hasText: 'Personal' })).toHaveCount(1);
  await expect(bea.getByRole('rowheader', { name: agency })).toHaveCount(0);
  await bea.goto(settings);
  await expect(bea.getByText(/No workspace selected|Failed to load workspace members/)).toBeVisible();
  await expect(bea.getByTestId('member-row')).toHaveCount(0);

  await ownerContext.close();
  await beaContext.close();
});

test('an agency uploads its logo and sees it stored at 400 × 400', async ({ page }) => {
  await newAccount(page, 'logo');
  expect(await violations(page), '/workspaces').toEqual([]);
  const workspaceId = await createBusinessWorkspace(page, `Logo agency ${Date.now().toString(36)}`);
  await page.goto(`/workspaces/${workspaceId}/settings`);
  await expect(page.getByRole('heading', { name: 'Branding' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible();
  await expect(page.getByTestId('member-row')).toHaveCount(1);
  expect(await violations(page), 'settings').toEqual([]);

  // A wrong file type is refused before anything is sent.
  await page
    .locator('#logo-file')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please select a valid image file.')).toBeVisible();

  // A 900 × 300 PNG drawn in the page.
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 300;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1c4fa8';
    context.fillRect(0, 0, 900, 300);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  await page
    .locator('#logo-file')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  await expect(page.getByTestId('alert')).toContainText('Branding settings updated successfully');
  const logo = page.getByRole('img', { name: 'Current agency logo' });
  await expect(logo).toBeVisible();
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]))
    .toEqual([400, 400]);
  await expect(page.getByLabel('Change logo')).toBeAttached();

  await page.getByRole('button', { name: 'Remove logo' }).click();
  await expect(page.getByText('No logo yet.')).toBeVisible();
});
