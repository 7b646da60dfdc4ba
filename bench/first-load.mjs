// First load of the home page (the shell plus the public-site remote) in headless Chromium, through
// the gateway as a browser sees it: JavaScript transferred (bytes on the wire from Chrome DevTools
// Protocol Network.loadingFinished encodedDataLength, headers included, plus the body alone) and
// the time until the remote's page heading is visible. Measured twice with cold caches: with
// `Accept-Encoding: gzip, deflate` (the budget for the home page: 120 KB gzip, issue 8; other pages
// 200 KB) and with brotli accepted too; then with gzip on a throttled connection (Chrome's "Slow 4G"
// profile by default: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), reporting first contentful
// paint and the heading's time. Figures are printed, not asserted.
//   FIRST_LOAD_THROTTLE=none skips the throttled runs; =3g uses Chrome's "Fast 3G" (562.5 ms, 1.47 Mbit/s).
//   PORTICO_URL=http://localhost:4000 node bench/first-load.mjs
//   FIRST_LOAD_PATH=/pricing FIRST_LOAD_RUNS=5 … measures another page, more runs.
//   FIRST_LOAD_PAGE=client-intake …  a client opening their link (shell + client-intake remote): logs
//     in as the seeded demo account (BENCH_EMAIL/BENCH_PASSWORD), creates a form in its business
//     workspace and a client link, then loads /client-intake/{formId}#token=… (the token exchange
//     included) until the landing's heading shows; budget 150 KB gzip. FIRST_LOAD_BUDGET_KB overrides.
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';

const base = process.env.PORTICO_URL ?? 'http://localhost:4000';
const intake = process.env.FIRST_LOAD_PAGE === 'client-intake';
const homePage = !intake && (process.env.FIRST_LOAD_PATH ?? '/') === '/';
const budgetBytes = Number(process.env.FIRST_LOAD_BUDGET_KB ?? (intake ? 150 : homePage ? 120 : 200)) * 1024;
/** Chrome DevTools' network presets (bytes per second; latency in ms). */
const THROTTLES = {
  slow4g: { label: 'Slow 4G', latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  '3g': { label: 'Fast 3G', latency: 562.5, downloadThroughput: (1.47 * 1024 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 },
};
const throttle = THROTTLES[process.env.FIRST_LOAD_THROTTLE ?? 'slow4g'] ?? null;
const runs = Number(process.env.FIRST_LOAD_RUNS ?? 3);

/** A client link to a new form of the demo agency, as an agency member would send it. */
async function newClientLinkPath() {
  const post = async (path, body, cookie = '') => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-portico-csrf': '1', cookie },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response;
  };
  const login = await post('/auth/login', {
    email: process.env.BENCH_EMAIL ?? 'demo@portico.test',
    password: process.env.BENCH_PASSWORD ?? 'Portico-demo-2026',
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const graphql = async (query, variables) => {
    const body = await (await post('/graphql', { query, variables }, cookie)).json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  const { workspaces } = await graphql('{ workspaces { items { id type } } }');
  const agency = workspaces.items.find((workspace) => workspace.type === 'BUSINESS');
  if (!agency) throw new Error('the bench account has no business workspace');
  const { createForm } = await graphql(
    'mutation($input: CreateFormInput!) { createForm(input: $input) { id } }',
    { input: { workspaceId: agency.id, name: `First-load bench ${new Date().toISOString()}` } },
  );
  const { createClientLink } = await graphql(
    'mutation($input: CreateClientLinkInput!) { createClientLink(input: $input) { url } }',
    {
      input: {
        workspaceId: agency.id,
        formId: createForm.id,
        clientName: 'Bench Client',
        clientEmail: 'bench-client@portico.test',
        permissions: ['READ', 'FILL'],
        defaultLanguage: 'ru',
        sendEmail: false,
      },
    },
  );
  const url = new URL(createClientLink.url);
  return `${url.pathname}${url.hash}`;
}

const pagePath = process.env.FIRST_LOAD_PATH ?? (intake ? await newClientLinkPath() : '/');
const ENCODINGS = [
  { label: 'gzip', acceptEncoding: 'gzip, deflate' },
  { label: 'brotli', acceptEncoding: 'br, gzip, deflate' },
  ...(throttle ? [{ label: 'slow', acceptEncoding: 'gzip, deflate', throttle }] : []),
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

/** One cold load: every response's type, encoding and bytes, and the heading's time. */
async function loadOnce(acceptEncoding, conditions) {
  const context = await browser.newContext(); // cold HTTP cache every run
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': acceptEncoding } });
  if (conditions)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: conditions.latency,
      downloadThroughput: conditions.downloadThroughput,
      uploadThroughput: conditions.uploadThroughput,
    });
  const responses = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const header = Object.entries(response.headers).find(
      ([name]) => name.toLowerCase() === 'content-encoding',
    );
    responses.set(requestId, {
      url: response.url,
      type,
      encoding: header?.[1] ?? 'identity',
      headerBytes: response.encodedDataLength, // bytes received by the time headers arrived
    });
  });
  const finished = [];
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = responses.get(requestId);
    if (response)
      finished.push({
        ...response,
        wire: encodedDataLength,
        body: Math.max(0, encodedDataLength - response.headerBytes),
      });
  });
  const started = performance.now();
  await page.goto(`${base}${pagePath}`, { waitUntil: 'commit' });
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
  const headingMs = performance.now() - started;
  // First contentful paint, from the page's own timeline (relative to its navigation start).
  const firstContentMs = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  );
  if (intake && (await page.getByTestId('link-problem').count()) > 0)
    throw new Error(`the link was refused: ${await page.locator('main').innerText()}`);
  await page.waitForLoadState('networkidle');
  // Module Federation's share scope: which shared packages this page loaded, and how many copies.
  const shared = await page.evaluate(() => {
    const loaded = [];
    for (const scopes of Object.values(globalThis.__FEDERATION__?.__SHARE__ ?? {}))
      for (const packages of Object.values(scopes))
        for (const [name, versions] of Object.entries(packages))
          for (const [version, entry] of Object.entries(versions))
            if (entry.loaded || entry.loading)
              loaded.push({ name, version, from: entry.from, useIn: entry.useIn ?? [] });
    return loaded;
  });
  await context.close();
  const scripts = finished.filter((entry) => entry.type === 'Script');
  const sum = (list, key) => list.reduce((total, entry) => total + entry[key], 0);
  return {
    headingMs,
    firstContentMs,
    scripts,
    jsWire: sum(scripts, 'wire'),
    jsBody: sum(scripts, 'body'),
    allWire: sum(finished, 'wire'),
    requests: finished.length,
    shared,
  };
}

const results = {};
try {
  for (const { label, acceptEncoding, throttle: conditions } of ENCODINGS) {
    results[label] = [];
    for (let run = 0; run < runs; run += 1) results[label].push(await loadOnce(acceptEncoding, conditions));
  }
} finally {
  await browser.close();
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const short = (url) => url.replace(/^https?:\/\//, '');

const shown = pagePath.replace(/#token=.*/, '#token=…');
console.log(`first load of ${base}${shown} (shell + one remote), ${runs} cold runs per encoding`);
const gzipLast = results.gzip.at(-1);
console.log('JavaScript per file, gzip run (bytes on the wire incl. headers / body):');
for (const script of [...gzipLast.scripts].sort((a, b) => b.wire - a.wire))
  console.log(
    `  ${kb(script.wire).padStart(9)} ${kb(script.body).padStart(9)}  ${script.encoding.padEnd(8)} ${short(script.url)}`,
  );
const uncompressed = gzipLast.scripts.filter(
  (script) => script.encoding === 'identity' && script.body > 1024,
);
if (uncompressed.length > 0)
  console.log(
    `  NOTE: ${uncompressed.length} script(s) over 1 KB came uncompressed: ${uncompressed.map((s) => short(s.url)).join(', ')}`,
  );
const copies = new Map();
for (const entry of gzipLast.shared) copies.set(entry.name, [...(copies.get(entry.name) ?? []), entry]);
console.log('shared modules loaded (provided by -> used in):');
for (const [name, entries] of [...copies].sort())
  console.log(
    `  ${name.padEnd(22)} ${entries.map((e) => `${e.version} ${e.from} -> ${e.useIn.join(', ')}`).join(' | ')}` +
      (entries.length > 1 ? '  DUPLICATED' : ''),
  );
if (gzipLast.shared.some((entry) => entry.name.startsWith('@apollo/client')))
  console.log(
    intake
      ? '  NOTE: Apollo Client loaded on the client intake (it talks to the API with fetch: ADR 0017)'
      : '  NOTE: Apollo Client loaded on this page (it should load only with pages that use it)',
  );
for (const { label, throttle: conditions } of ENCODINGS) {
  const list = results[label];
  const last = list.at(-1);
  const times = list.map((result) => result.headingMs);
  const paints = list.map((result) => result.firstContentMs).filter((t) => t !== null);
  if (conditions)
    console.log(
      `${label.padEnd(6)}: gzip on ${conditions.label} (${conditions.latency} ms, ` +
        `${((conditions.downloadThroughput * 8) / 1024 / 1024).toFixed(2)} Mbit/s down): first contentful paint ` +
        `median ${paints.length ? median(paints).toFixed(0) : 'n/a'} ms (runs: ${paints.map((t) => t.toFixed(0)).join(', ')} ms)`,
    );
  console.log(
    `${label.padEnd(6)}: JavaScript transferred ${kb(last.jsWire)} on the wire (${kb(last.jsBody)} bodies) in ` +
      `${last.scripts.length} files; all responses ${kb(last.allWire)} in ${last.requests}; ` +
      `remote heading visible: median ${median(times).toFixed(0)} ms (runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms)`,
  );
}
const verdict = gzipLast.jsWire <= budgetBytes ? 'within' : 'OVER';
console.log(
  `budget: ${kb(gzipLast.jsWire)} of JavaScript with gzip vs ${kb(budgetBytes)}: ${verdict} budget`,
);
