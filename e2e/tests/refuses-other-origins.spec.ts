// Issue 16, ADR 0032: while a person is signed in, a page of another origin on the same host (a
// sibling port: same-site, so the browser sends SameSite=Lax cookies with it) can neither read their
// data nor change anything with their cookies: fetch with credentials, with and without the CSRF
// header, a no-cors request and an HTML form. A partner origin (PARTNER_ORIGINS; tools/portico.mjs
// lists the gateway's port + 299 for test systems) calls with an API key and never with cookies.
// The product's own pages keep working.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { graphql } from './editor-helpers';
import { createBusinessWorkspace, newAccount } from './identity-helpers';

test.describe.configure({ timeout: 120_000 });

const PAGE = '<!doctype html><html lang="en"><title>Another origin</title><h1>Another origin</h1></html>';
const FORMS = 'query Forms($w: ID!) { forms(workspaceId: $w) { totalCount } }';
const VIEWER = '{ viewer { user { email } } }';

function serve(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(PAGE);
    });
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}

/** What a fetch from the current page gets: the JSON it could read, or the error that stopped it. */
function fetchFrom(page: Page, url: string, init: RequestInit) {
  return page.evaluate(
    async ({ url, init }) => {
      try {
        const response = await fetch(url, init);
        const text = await response.text();
        try {
          return { status: response.status, body: JSON.parse(text) as unknown };
        } catch {
          return { status: response.status, body: text };
        }
      } catch (error) {
        return { error: String(error) };
      }
    },
    { url, init },
  );
}

test('a page of another origin reads and changes nothing with the signed-in person’s cookies; a partner uses its API key; our pages still work', async ({
  page,
  context,
  baseURL,
}) => {
  const email = await newAccount(page, 'origins');
  const workspaceId = await createBusinessWorkspace(page, `Origins ${Date.now()}`);
  const { createApiKey } = await graphql<{ createApiKey: { secret: string } }>(
    page,
    'mutation Key($i: CreateApiKeyInput!) { createApiKey(input: $i) { secret } }',
    { i: { workspaceId, name: 'partner' } },
  );
  const formCount = async () =>
    (await graphql<{ forms: { totalCount: number } }>(page, FORMS, { w: workspaceId })).forms.totalCount;
  const before = await formCount();

  const gateway = new URL(baseURL!);
  const graphqlUrl = `${gateway.origin}/graphql`;
  const create = JSON.stringify({
    query: 'mutation Create($i: CreateFormInput!) { createForm(input: $i) { id } }',
    variables: { i: { workspaceId, name: 'Made by another origin' } },
  });
  const attacker = await serve(0);
  const partner = await serve(Number(gateway.port) + 299);
  try {
    // --- Another origin: same host, another port.
    const other = await context.newPage();
    await other.goto(`http://${gateway.hostname}:${(attacker.address() as AddressInfo).port}/`);
    const preflighted: Record<string, string>[] = [
      { 'content-type': 'application/json', 'x-portico-csrf': '1' },
      { 'content-type': 'application/json' },
    ];
    for (const headers of preflighted) {
      // The preflight is refused: the browser never sends the request.
      for (const body of [JSON.stringify({ query: VIEWER }), create]) {
        const outcome = await fetchFrom(other, graphqlUrl, {
          method: 'POST',
          credentials: 'include',
          headers,
          body,
        });
        expect(outcome).toEqual({ error: expect.stringContaining('Failed to fetch') });
      }
    }
    // A simple request needs no preflight: it reaches the gateway with the cookies, which it drops.
    const simple = await fetchFrom(other, graphqlUrl, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'text/plain' },
      body: create,
    });
    expect(simple).toEqual({ error: expect.stringContaining('Failed to fetch') }); // and unreadable
    await fetchFrom(other, graphqlUrl, {
      method: 'POST',
      mode: 'no-cors',
      credentials: 'include',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(JSON.parse(create)).toString(),
    });
    // An HTML form posted to /graphql: the browser shows the gateway's answer, a refusal.
    await other.setContent(
      `<form method="post" action="${graphqlUrl}" enctype="application/x-www-form-urlencoded">
         <input name="query" value="mutation Create($i: CreateFormInput!) { createForm(input: $i) { id } }">
         <input name="variables" value='${JSON.stringify({ i: { workspaceId, name: 'Made by a form' } })}'>
         <button>Send</button>
       </form>`,
    );
    await Promise.all([other.waitForURL(graphqlUrl), other.getByRole('button', { name: 'Send' }).click()]);
    await expect(other.locator('body')).toContainText(/UNAUTHENTICATED|FORBIDDEN/);
    expect(await formCount()).toBe(before);

    // --- A partner origin: its API key works, without credentials; the person's cookies never do.
    const partnerPage = await context.newPage();
    await partnerPage.goto(`http://${gateway.hostname}:${(partner.address() as AddressInfo).port}/`);
    const withKey = await fetchFrom(partnerPage, graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${createApiKey.secret}` },
      body: JSON.stringify({ query: FORMS, variables: { w: workspaceId } }),
    });
    expect(withKey).toEqual({
      status: 200,
      body: { data: { forms: { totalCount: before } } },
    });
    // Asking for credentials fails: the answer never allows them.
    const withCookies = await fetchFrom(partnerPage, graphqlUrl, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: VIEWER }),
    });
    expect(withCookies).toEqual({ error: expect.stringContaining('Failed to fetch') });
    const csrf = await fetchFrom(partnerPage, graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-portico-csrf': '1' },
      body: create,
    });
    expect(csrf).toEqual({ error: expect.stringContaining('Failed to fetch') });
    const anonymous = await fetchFrom(partnerPage, graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: VIEWER }),
    });
    expect(anonymous).toEqual({ status: 200, body: { data: { viewer: { user: null } } } });
    expect(await formCount()).toBe(before);

    // --- Our own pages still work, cookies and all.
    await page.goto('/account');
    await expect(page.getByText(`Your account uses ${email}.`)).toBeVisible();
    const own = await fetchFrom(page, '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-portico-csrf': '1' },
      body: create,
    });
    expect(own).toMatchObject({ status: 200 });
    expect(await formCount()).toBe(before + 1);
  } finally {
    await new Promise((resolve) => attacker.close(resolve));
    await new Promise((resolve) => partner.close(resolve));
  }
});
