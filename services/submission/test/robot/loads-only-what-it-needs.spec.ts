// What the robot's browser asks of CEAC (docs/adr/0041), in a real Chromium against a real HTTP
// server: no style sheets, images or analytics on the pages it only reads; its scripts once a
// filing (the HTTP cache stays on); and the sign page as CEAC made it, for the live view.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { launchRobotBrowser } from '../../src/robot';
import { blockUnneededRequests } from '../../src/robot/resource-policy';

const PAGE = (title: string) => `<!doctype html><html><head><title>${title}</title>
<link rel="stylesheet" href="/GenNIV/_res/css/Main.css">
<script src="/GenNIV/ScriptResource.axd?d=1"></script>
<script src="/CEAC/GoogleAnalytics.js"></script></head>
<body><img src="/GenNIV/_res/images/banner.gif"><p id="done">${title}</p></body></html>`;

let server: Server;
let base: string;
let browser: Browser;
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    asked.push(path);
    if (path.endsWith('.aspx')) {
      res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE(path));
      return;
    }
    const type = path.endsWith('.css') ? 'text/css' : path.endsWith('.gif') ? 'image/gif' : 'text/javascript';
    res.writeHead(200, { 'content-type': type, 'cache-control': 'public, max-age=3600' }).end('');
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchRobotBrowser();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

it('reads pages without their styles, images and analytics, fetches their scripts once, and loads the sign page whole', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await blockUnneededRequests(page);
  for (const node of ['Personal1', 'Personal2'])
    await page.goto(`${base}/GenNIV/General/complete/complete_personal.aspx?node=${node}`);
  const count = (path: string) => asked.filter((p) => p === path).length;
  expect(count('/GenNIV/General/complete/complete_personal.aspx')).toBe(2);
  expect(count('/GenNIV/ScriptResource.axd')).toBe(1); // the cache stays on
  expect(count('/GenNIV/_res/css/Main.css')).toBe(0);
  expect(count('/GenNIV/_res/images/banner.gif')).toBe(0);
  expect(count('/CEAC/GoogleAnalytics.js')).toBe(0);

  await page.goto(`${base}/GenNIV/General/esign/signtheapplication.aspx?node=SignCertify`);
  await page.waitForLoadState('load');
  expect(count('/GenNIV/_res/css/Main.css')).toBe(1);
  expect(count('/GenNIV/_res/images/banner.gif')).toBe(1);
  expect(count('/CEAC/GoogleAnalytics.js')).toBe(0);
  await context.close();
});
