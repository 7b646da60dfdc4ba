// Helpers of the client-intake journey: creating and revoking links in the agency console as an
// agency member does, and moving a link's time forward for the expiry case.
import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import pg from 'pg';

export interface NewLink {
  clientName: string;
  clientEmail: string;
  /** The console's permission labels: Read, Fill, Submit, View status. */
  permissions: string[];
  language: string;
  expiresInDays?: number;
  maxUses?: number;
}

/** Creates a link on the form's client-link page and answers the shareable URL it shows once. */
export async function createClientLink(
  page: Page,
  workspaceId: string,
  formId: string,
  link: NewLink,
): Promise<string> {
  const linksPage = `/workspaces/${workspaceId}/forms/${formId}/client-links`;
  if (!page.url().endsWith(linksPage)) await page.goto(linksPage);
  await expect(page.getByRole('heading', { level: 1, name: 'Client links' })).toBeVisible();
  await page.getByLabel('Client name').fill(link.clientName);
  await page.getByLabel('Client e-mail').fill(link.clientEmail);
  for (const permission of ['Read', 'Fill', 'Submit', 'View status']) {
    const box = page.getByRole('checkbox', { name: new RegExp(`^${permission}\\b`) });
    if (link.permissions.includes(permission)) await box.check();
    else await box.uncheck();
  }
  await page.getByLabel('Expires in (days)').fill(String(link.expiresInDays ?? 90));
  await page.getByLabel('Maximum number of uses (optional)').fill(link.maxUses ? String(link.maxUses) : '');
  await page.getByLabel("Client's language").selectOption(link.language);
  const mail = page.getByLabel('E-mail the link to the client now');
  if (await mail.isChecked()) await mail.uncheck();
  await page.getByRole('button', { name: 'Create link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link created' });
  const url = await dialog.getByLabel('Shareable URL').inputValue();
  expect(url).toMatch(new RegExp(`/client-intake/${formId}#token=[A-Za-z0-9_-]{43}$`));
  await dialog.getByRole('button', { name: 'Done' }).click();
  return url;
}

/** Revokes the client's link after the spec's confirmation. */
export async function revokeClientLink(page: Page, clientName: string): Promise<void> {
  const row = page.getByTestId('client-link-row').filter({ hasText: clientName });
  await row.getByRole('button', { name: `Revoke the link of ${clientName}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Are you sure you want to revoke this token? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('Revoked');
}

/**
 * The system's PostgreSQL: E2E_DATABASE_URL, else the embedded one `tools/portico.mjs` starts beside
 * the gateway (port 54320 + the same offset as the gateway's 4000).
 */
function databaseUrl(): string {
  if (process.env.E2E_DATABASE_URL) return process.env.E2E_DATABASE_URL;
  const gatewayPort = Number(new URL(process.env.PORTICO_URL || 'http://localhost:4000').port || 80);
  return `postgres://postgres:postgres@127.0.0.1:${54320 + (gatewayPort - 4000)}/portico`;
}

/**
 * Time moves forward for one link: its expiry passes, as if its days had gone by. identity decides
 * expiry on every request from the stored `expires_at` (ADR 0013); the link is found by the hash
 * of its token, the only form identity keeps.
 */
export async function letClientLinkExpire(url: string): Promise<void> {
  const token = new URL(url).hash.replace(/^#token=/, '');
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const result = await client.query(
      `update identity.client_link set expires_at = now() - interval '1 second' where token_hash = $1`,
      [createHash('sha256').update(token).digest('hex')],
    );
    expect(result.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}
