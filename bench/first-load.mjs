// First load of the home page (shell + the public-site remote): JavaScript transferred
// (gzip bytes as sent, from each response's encoded body size) and the time until the
// remote's page heading is visible. Figures are printed, not asserted; the budget is
// 200 KB gzip of JavaScript for the shell plus one remote.
//   PORTICO_URL=http://localhost:4000 node bench/first-load.mjs
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';

const base = process.env.PORTICO_URL ?? 'http://localhost:4000';
// Another page can be measured the same way, e.g. FIRST_LOAD_PATH=/workspaces/demo/forms.
const pagePath = process.env.FIRST_LOAD_PATH ?? '/';
const budgetBytes = 200 * 1024;
const runs = Number(process.env.FIRST_LOAD_RUNS ?? 3);

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

const results = [];
try {
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext(); // cold cache every run
    const page = await context.newPage();
    const scripts = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      const sizes = await request.sizes().catch(() => null);
      const response = await request.response();
      const encoding = (await response?.headerValue('content-encoding').catch(() => null)) ?? 'identity';
      if (sizes) scripts.push({ url: request.url(), bytes: sizes.responseBodySize, encoding });
    });
    const started = performance.now();
    await page.goto(`${base}${pagePath}`, { waitUntil: 'commit' });
    await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
    const headingMs = performance.now() - started;
    await page.waitForLoadState('networkidle');
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    results.push({ headingMs, total, scripts: [...scripts] });
    await context.close();
  }
} finally {
  await browser.close();
}

const last = results[results.length - 1];
console.log(`first load of ${base}${pagePath} (shell + one remote), ${runs} cold runs`);
console.log('JavaScript transferred per file (last run):');
for (const script of [...last.scripts].sort((a, b) => b.bytes - a.bytes))
  console.log(
    `  ${(script.bytes / 1024).toFixed(1).padStart(7)} KB  ${script.encoding.padEnd(8)} ${script.url.replace(/^https?:\/\/[^/]+/, (o) => o.replace('http://', ''))}`,
  );
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `JavaScript transferred: ${kb(last.total)} in ${last.scripts.length} files (budget ${kb(budgetBytes)} gzip)`,
);
const times = results.map((result) => result.headingMs).sort((a, b) => a - b);
console.log(
  `time to remote heading visible: median ${times[Math.floor(times.length / 2)].toFixed(0)} ms (runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms)`,
);
