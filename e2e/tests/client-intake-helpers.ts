// Helpers of the client-intake journeys: creating forms and links and revoking links in the agency
// console as an agency member does, and moving a link's or a client session's time forward.
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

/** Creates a blank form in the workspace, as an agency member does, and answers its id. */
export async function createForm(page: Page, workspaceId: string, name: string): Promise<string> {
  await page.goto(`/workspaces/${workspaceId}/forms/new`);
  await page.getByLabel('Form name').fill(name);
  await page.getByRole('button', { name: 'Create form' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return /\/forms\/([^/]+)$/.exec(new URL(page.url()).pathname)![1];
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

/** Runs one statement on the system's database with the hash of the link's token as $1. */
async function byLinkHash(url: string, sql: string, params: unknown[] = []) {
  const token = new URL(url).hash.replace(/^#token=/, '');
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return await client.query(sql, [createHash('sha256').update(token).digest('hex'), ...params]);
  } finally {
    await client.end();
  }
}

/**
 * Time moves forward for one link: its expiry passes, as if its days had gone by. identity decides
 * expiry on every request from the stored `expires_at` (ADR 0013); the link is found by the hash
 * of its token, the only form identity keeps.
 */
export async function letClientLinkExpire(url: string): Promise<void> {
  const result = await byLinkHash(
    url,
    `update identity.client_link set expires_at = now() - interval '1 second' where token_hash = $1`,
  );
  expect(result.rowCount).toBe(1);
}

/**
 * Time passes without a request from the client on the server's side: the last request of every
 * session of the link moves back (identity decides idle ends from the stored last request, ADR 0036).
 */
export async function letClientSessionIdle(url: string, seconds: number): Promise<void> {
  const result = await byLinkHash(
    url,
    `update identity.client_session s set last_seen_at = s.last_seen_at - $2::int * interval '1 second'
       from identity.client_link l where l.id = s.link_id and l.token_hash = $1`,
    [seconds],
  );
  expect(result.rowCount).toBeGreaterThan(0);
}

/** Seconds since the last request identity recorded for the link's newest session. */
export async function clientSessionIdleSeconds(url: string): Promise<number> {
  const result = await byLinkHash(
    url,
    `select extract(epoch from now() - s.last_seen_at)::float8 as idle
       from identity.client_session s join identity.client_link l on l.id = s.link_id
      where l.token_hash = $1 order by s.created_at desc limit 1`,
  );
  return Number(result.rows[0].idle);
}
