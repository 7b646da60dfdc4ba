// The live view (issue 18, docs/adr/0042): latency from a relayed click to the next frame the viewer
// receives, and the bytes a viewer receives per minute. Not a test: prints figures.
//
// Real parts: Debian's Chromium driven by playwright-core (the robot's browser), the robot worker's
// LiveViews (services/submission/dist) on an HTTP server as the worker takes it on its health port,
// the gateway's live-view proxy (gateway/dist) in front of it, and a WebSocket viewer with a phone's
// screen. The page is a sign-page-sized form whose text changes on every click, as CEAC's does when
// a box is ticked. The viewer holds a sign ticket while the page is handed over and clicks CLICKS
// times, waiting for the frame after each; then it only watches for IDLE_S seconds.
// Budget: p95 <= 150 ms locally.
//
//   npx nx run-many -t build -p @portico/submission @portico/gateway
//   node bench/live-view.mjs
//   CLICKS=200 IDLE_S=30 node bench/live-view.mjs
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { chromium } = require('playwright-core');
const WebSocket = require('ws');
const { createLogger } = require('@portico/service-kit');
const { LiveViews } = require(path.join(root, 'services/submission/dist/live-view/live-views.js'));
const { issueLiveViewTicket } = require(path.join(root, 'services/submission/dist/live-view/ticket.js'));
const { createLiveViewProxy, liveViewSubmission } = require(path.join(root, 'gateway/dist/live-view-proxy.js'));

const CLICKS = Number(process.env.CLICKS ?? 100);
const IDLE_S = Number(process.env.IDLE_S ?? 20);
const SUBMISSION = '00000000-0000-4000-8000-0000000b3c11';
process.env.NODE_ENV ??= 'test';

const PAGE = `<!doctype html><html><head><title>Sign and Submit</title>
<style>body{font:16px sans-serif;margin:24px} .box{height:80px;font-size:28px} p{max-width:60ch}</style></head>
<body><h2>Sign and Submit</h2>
<p>I certify under penalty of perjury under the laws of the United States of America that the foregoing is true and correct.</p>
<label><input type="checkbox" id="fgmc"> I certify that I have viewed and read the U.S. Government Fact Sheet on FGM/C.</label>
<p><label>Enter your Passport/Travel Document Number: <input id="passport"></label></p>
<button id="tick" class="box" style="width:300px">Ticks: <span id="count">0</span></button>
<p>${'CEAC text. '.repeat(80)}</p></body></html>`;

const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  const logger = createLogger({ name: 'bench', level: 'warn' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.setContent(PAGE);
  await page.evaluate(() => {
    const count = document.getElementById('count');
    document.getElementById('tick').addEventListener('click', () => {
      count.textContent = String(Number(count.textContent) + 1);
    });
  });

  // The worker: its live views on its own port.
  const views = new LiveViews({ logger });
  views.attach(SUBMISSION, page);
  const worker = createServer((_req, res) => res.writeHead(404).end());
  worker.on('upgrade', (req, socket, head) => views.handleUpgrade(req, socket, head));
  const workerPort = await listen(worker);
  // The submission service's answer to the gateway, and the gateway's proxy in front.
  const internal = createServer((req, res) => {
    if (req.url === `/internal/live-view/${SUBMISSION}`) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ url: `http://127.0.0.1:${workerPort}` }));
    }
    res.writeHead(404).end();
  });
  const internalPort = await listen(internal);
  const proxy = createLiveViewProxy({
    submissionUrl: `http://127.0.0.1:${internalPort}/graphql`,
    signSystemActor: () => 'bench',
    logger,
  });
  const gateway = createServer((_req, res) => res.writeHead(404).end());
  gateway.on('upgrade', (req, socket, head) => {
    const id = liveViewSubmission(new URL(req.url, 'http://x').pathname);
    if (!id) return void socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
    void proxy(req, socket, head, id, '127.0.0.1', 'bench');
  });
  const gatewayPort = await listen(gateway);

  // The applicant's viewer, with a phone's screen (390×844 CSS px at 2×).
  const handOff = views.handOff(SUBMISSION, { attempt: 1, error: null, deadline: Date.now() + 600_000 });
  const { ticket } = issueLiveViewTicket({ sub: SUBMISSION, role: 'sign', actor: 'user:bench', session: '', addr: '127.0.0.1' });
  const ws = new WebSocket(`ws://127.0.0.1:${gatewayPort}/live-view/${SUBMISSION}?ticket=${encodeURIComponent(ticket)}`);
  let bytes = 0;
  let frames = 0;
  let mode = null;
  let onFrame = null;
  ws.on('message', (data) => {
    bytes += data.length;
    const message = JSON.parse(String(data));
    if (message.type === 'frame') {
      frames += 1;
      onFrame?.(performance.now());
    } else if (message.type === 'mode') mode = message.mode;
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'hello', width: 780, height: 1688 }));
  while (frames === 0 || mode !== 'sign') await new Promise((resolve) => setTimeout(resolve, 20));
  const box = await page.evaluate(() => {
    const r = document.getElementById('tick').getBoundingClientRect();
    return { x: (r.left + r.width / 2) / innerWidth, y: (r.top + r.height / 2) / innerHeight };
  });

  const latencies = [];
  const started = performance.now();
  const bytesBefore = bytes;
  for (let i = 0; i < CLICKS; i++) {
    await new Promise((resolve) => setTimeout(resolve, 150)); // a person does not click faster
    const next = new Promise((resolve) => (onFrame = resolve));
    const sent = performance.now();
    for (const action of ['down', 'up'])
      ws.send(JSON.stringify({ type: 'input', kind: 'mouse', action, x: box.x, y: box.y, clickCount: 1 }));
    const at = await Promise.race([next, new Promise((resolve) => setTimeout(() => resolve(null), 2000))]);
    onFrame = null;
    latencies.push(at === null ? 2000 : at - sent);
  }
  const activeMinutes = (performance.now() - started) / 60_000;
  const activeBytesPerMinute = (bytes - bytesBefore) / activeMinutes;
  const ticks = await page.textContent('#count');

  // Only watching: the page does not change; the screencast sends only changes.
  const idleBefore = bytes;
  const idleStarted = performance.now();
  await new Promise((resolve) => setTimeout(resolve, IDLE_S * 1000));
  const idleBytesPerMinute = (bytes - idleBefore) / ((performance.now() - idleStarted) / 60_000);

  handOff.end();
  ws.close();
  await views.close();
  await browser.close();
  for (const server of [worker, internal, gateway]) {
    server.closeAllConnections();
    server.close();
  }

  const ms = (v) => `${v.toFixed(1)} ms`;
  const kb = (v) => `${(v / 1024).toFixed(0)} KiB`;
  console.log(`live view: ${CLICKS} relayed clicks through the gateway's proxy to Chromium (${os.cpus().length} cores)`);
  console.log(`  clicks that reached the page: ${ticks}/${CLICKS}`);
  console.log(
    `  click → next frame: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, max ${ms(Math.max(...latencies))} (budget p95 ≤ 150 ms)`,
  );
  console.log(`  bytes a viewer receives: ${kb(activeBytesPerMinute)}/min while clicking, ${kb(idleBytesPerMinute)}/min while the page stays still`);
  const ok = percentile(latencies, 95) <= 150 && Number(ticks) === CLICKS;
  console.log(ok ? '  within budget' : '  OVER BUDGET');
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
