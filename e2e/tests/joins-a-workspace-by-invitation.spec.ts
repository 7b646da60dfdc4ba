import { expect, test } from '@playwright/test';
import {
  PASSWORD,
  activationCode,
  createBusinessWorkspace,
  invitationMail,
  inviteFromSettings,
  newAccount,
  newEmail,
  violations,
} from '../tests/identity-helpers';

test.describe.configure({ timeout: 150_000 });

test('a person without an account is invited, signs up from the e-mail, accepts, works in the workspace, then leaves it', async ({
  browser,
}) => {
  const ownerContext = await browser.newContext();
  const newcomerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const newcomer = await newcomerContext.newPage();

  const ownerEmail = await newAccount(owner, 'inviter');
  const agency = `Invite agency ${Date.now().toString(36)}`;
  const workspaceId = await createBusinessWorkspace(owner, agency);
  await owner.goto(`/workspaces/${workspaceId}/settings`);

  // The admin invites with the keyboard, choosing Spanish for a person who has no account yet.
  const email = newEmail('newcomer');
  await owner.getByLabel('E-mail address').focus();
  await owner.keyboard.type(email);
  await owner.keyboard.press('Tab');
  await expect(owner.getByLabel('Role', { exact: true })).toBeFocused();
  await owner.keyboard.press('Tab');
  await expect(owner.getByLabel('Language of the e-mail')).toBeFocused();
  await expect(owner.getByLabel('Language of the e-mail')).toHaveValue('en');
  await owner.getByLabel('Language of the e-mail').selectOption('es');
  await owner.keyboard.press('Tab');
  await expect(owner.getByRole('button', { name: 'Send invitation' })).toBeFocused();
  await owner.keyboard.press('Enter');
  await expect(
    owner.getByTestId('alert').filter({ hasText: `We sent an invitation to ${email}.` }),
  ).toBeVisible();
  const pending = owner.getByTestId('invitation-row').filter({ hasText: email });
  await expect(pending).toContainText('Member');
  await expect(pending).toContainText(ownerEmail);
  expect(await violations(owner), 'settings with an invitation').toEqual([]);

  // The e-mail, in Spanish, names the agency, who invited and the role.
  const mail = await invitationMail(newcomer.request, email);
  expect(mail.subject).toBe(`${ownerEmail} le invitó a ${agency} en Portico`);
  expect(mail.text).toContain(
    `${ownerEmail} le invita a unirse al espacio de trabajo «${agency}» en Portico como miembro.`,
  );

  // The link: the token leaves the address bar; the visitor signs up from the invitation.
  await newcomer.addInitScript(() => window.localStorage.setItem('portico.locale', 'en'));
  await newcomer.goto(mail.link);
  await expect(newcomer).toHaveURL(/\/invitations\/accept$/);
  await expect(newcomer.getByText(`${ownerEmail} invited you to join ${agency} as a member.`)).toBeVisible();
  await expect(newcomer.getByText(`This invitation is for ${email}.`, { exact: false })).toBeVisible();
  expect(await violations(newcomer), 'invitation page').toEqual([]);
  await newcomer.getByRole('link', { name: 'Sign up' }).click();
  await expect(newcomer).toHaveURL(/\/signup\?next=%2Finvitations%2Faccept$/);
  await newcomer.getByLabel('E-mail').fill(email);
  await newcomer.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await newcomer.getByRole('button', { name: 'Sign up' }).click();
  await expect(newcomer).toHaveURL(/\/activate\?next=%2Finvitations%2Faccept$/);
  await newcomer.getByLabel('Activation code').fill(await activationCode(newcomer.request, email));
  await newcomer.getByRole('button', { name: 'Activate' }).click();

  // Back on the invitation, signed in with the invited address: accept, and go to the workspace.
  await expect(newcomer).toHaveURL(/\/invitations\/accept$/);
  await newcomer.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(newcomer.getByRole('heading', { level: 1, name: `Welcome to ${agency}` })).toBeVisible();
  await newcomer.getByRole('button', { name: `Switch to ${agency} and go to forms` }).click();
  await expect(newcomer).toHaveURL(new RegExp(`/workspaces/${workspaceId}/forms$`));

  // The link works once.
  await newcomer.goto(mail.link);
  await expect(newcomer.getByText('This invitation has already been accepted.')).toBeVisible();

  // The admin sees a new member and no pending invitation.
  await owner.reload();
  await expect(owner.getByTestId('member-row').filter({ hasText: email })).toContainText('Member');
  await expect(owner.getByText('No pending invitations.')).toBeVisible();

  // The member leaves, after a confirmation, and loses access at once.
  await newcomer.goto('/workspaces');
  const row = newcomer.getByRole('row').filter({ has: newcomer.getByRole('rowheader', { name: agency }) });
  await row.getByRole('button', { name: `Leave ${agency}` }).click();
  const confirm = newcomer.getByRole('alertdialog', { name: `Leave ${agency}?` });
  await expect(confirm).toContainText('To come back, an admin must invite you again.');
  await confirm.getByRole('button', { name: 'Leave workspace' }).click();
  await expect(
    newcomer.getByTestId('alert').filter({ hasText: `You no longer have access to ${agency}.` }),
  ).toBeVisible();
  await expect(newcomer.getByRole('rowheader', { name: agency })).toHaveCount(0);
  await expect(newcomer.getByRole('row').filter({ hasText: 'Personal' })).toContainText('Current');
  await newcomer.goto(`/workspaces/${workspaceId}/forms`);
  await expect(newcomer.getByTestId('no-workspace-selected')).toBeVisible();
  await owner.reload();
  await expect(owner.getByTestId('member-row')).toHaveCount(1);

  // The owner, last admin, cannot leave and is told why.
  await owner.goto('/workspaces');
  const ownerRow = owner.getByRole('row').filter({ has: owner.getByRole('rowheader', { name: agency }) });
  await ownerRow.getByRole('button', { name: `Leave ${agency}` }).click();
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Leave workspace' }).click();
  await expect(
    owner.getByTestId('alert').filter({
      hasText: `You are the last admin of ${agency}. Make another member an admin before you leave.`,
    }),
  ).toBeVisible();
  await expect(owner.getByRole('rowheader', { name: agency })).toHaveCount(1);

  await ownerContext.close();
  await newcomerContext.close();
});

test('pending invitations fit a phone, and can be sent again and revoked', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await newAccount(page, 'phone');
  const workspaceId = await createBusinessWorkspace(page, `Phone agency ${Date.now().toString(36)}`);
  await page.goto(`/workspaces/${workspaceId}/settings`);
  const email = newEmail('invitee');
  await inviteFromSettings(page, email, { role: 'Admin' });
  const row = page.getByTestId('invitation-row').filter({ hasText: email });
  await expect(row).toContainText('Admin');
  // One card per invitation, nothing wider than the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await violations(page), 'settings on a phone').toEqual([]);

  const first = await invitationMail(page.request, email);
  await row.getByRole('button', { name: `Resend: ${email}` }).click();
  await expect(
    page.getByTestId('alert').filter({ hasText: 'The previous link no longer works.' }),
  ).toBeVisible();
  const second = await invitationMail(page.request, email, [first.link]);
  expect(second.link).not.toBe(first.link);

  await row.getByRole('button', { name: `Revoke: ${email}` }).click();
  await page
    .getByRole('alertdialog', { name: `Revoke the invitation to ${email}?` })
    .getByRole('button', {
      name: 'Revoke invitation',
    })
    .click();
  await expect(page.getByText('No pending invitations.')).toBeVisible();

  // Both links are dead now.
  const visitor = await browser.newPage();
  await visitor.addInitScript(() => window.localStorage.setItem('portico.locale', 'en'));
  await visitor.goto(first.link);
  await expect(visitor.getByText('This invitation link is not valid.', { exact: false })).toBeVisible();
  await visitor.goto('about:blank'); // a new document: a fragment-only change would not load the page
  await visitor.goto(second.link);
  await expect(visitor.getByText('This invitation was withdrawn by the workspace admin.')).toBeVisible();
  await visitor.close();
  await context.close();
});
