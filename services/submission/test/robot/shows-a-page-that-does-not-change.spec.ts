// The live view shows a page that does not change (docs/adr/0042), in the robot's real Chromium:
// CDP's screencast sends a frame only when the page repaints, and CEAC's sign page waiting for the
// applicant is still. Every viewer who arrives — the first, one that restarts the screencast at a
// larger size (a phone beside a desktop), one whose hello the worker answers again — sees the page.
// A CI run once left a phone's view without a picture for minutes, the applicant unable to sign.
// The last case: the evidence stamps each relayed input no later than the page acts on it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { launchRobotBrowser } from '../../src/robot';
import { LiveViews } from '../../src/live-view/live-views';
import { issueLiveViewTicket } from '../../src/live-view/ticket';
import { LiveViewClient, whereOnScreen } from '../support/live-view-client';

const SUBMISSION = '7d0c5a9e-4f7b-4c1e-9a55-0f7c1f6f2a10';
const silent = {
  warn: () => undefined,
  debug: () => undefined,
  info: () => undefined,
  error: () => undefined,
} as unknown as ConstructorParameters<typeof LiveViews>[0]['logger'];

let browser: Browser;
let server: Server;
let origin: string;
let views: LiveViews;
let page: Page;

beforeAll(async () => {
  browser = await launchRobotBrowser();
  views = new LiveViews({ logger: silent });
  server = createServer((_req, res) => res.writeHead(404).end());
  server.on('upgrade', (req, socket, head) => views.handleUpgrade(req, socket, head));
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await views?.close();
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  await page.setContent(
    '<!doctype html><title>Sign</title><h1>Sign and Submit</h1><p>Nothing here moves.</p>',
  );
  // Whatever painting the load caused is over before anyone watches.
  await page.waitForTimeout(500);
  views.attach(SUBMISSION, page);
});
afterEach(async () => {
  await views.detach(SUBMISSION, 'test over');
  await page.close();
});

const path = (role: 'watch' | 'sign' = 'watch') =>
  `/live-view/${SUBMISSION}?ticket=${encodeURIComponent(
    issueLiveViewTicket({ sub: SUBMISSION, role, actor: 'user:w', session: '', addr: '' }).ticket,
  )}`;

it('the first viewer of a still page sees it at once', async () => {
  const first = await LiveViewClient.open(origin, path(), { width: 1280, height: 720 });
  await first.waitFor(() => first.frames.length > 0, 5_000, 'a picture of the still page');
  expect(first.frames[0].width).toBe(1024);
  expect(first.frames[0].height).toBe(768);
  first.close();
});

it('a phone that restarts the screencast larger, and a viewer that says hello again, each see the still page', async () => {
  const desktop = await LiveViewClient.open(origin, path(), { width: 1280, height: 720 });
  await desktop.waitFor(() => desktop.frames.length > 0, 5_000, "the desktop's picture");
  await page.waitForTimeout(500);
  // A phone's screen is taller (390×844 at 2×): the screencast restarts at its size.
  const phone = await LiveViewClient.open(origin, path(), { width: 780, height: 1688 });
  await phone.waitFor(() => phone.frames.length > 0, 5_000, "the phone's picture");
  const seen = phone.frames.length;
  phone.send({ type: 'hello', width: 780, height: 1688 });
  await phone.waitFor(() => phone.frames.length > seen, 5_000, 'the picture again');
  desktop.close();
  phone.close();
});

it('a screencast that failed to start (the page navigating under it) starts again by itself: the viewer sees the page, then its changes', async () => {
  // One Page.startScreencast fails, as CDP fails one sent while the page's target is swapped.
  const context = page.context();
  const open = context.newCDPSession.bind(context);
  let failures = 1;
  context.newCDPSession = async (target) => {
    const session = await open(target);
    const send = session.send.bind(session);
    session.send = ((method: string, params?: object) =>
      method === 'Page.startScreencast' && failures-- > 0
        ? Promise.reject(new Error('Protocol error (Page.startScreencast): Target closed'))
        : send(method as 'Page.startScreencast', params as never)) as typeof session.send;
    return session;
  };
  const viewer = await LiveViewClient.open(origin, path(), { width: 1280, height: 720 });
  await viewer.waitFor(() => viewer.frames.length > 0, 5_000, 'a picture after the failed start');
  expect(failures).toBeLessThan(0);
  const seen = viewer.frames.length;
  await page.evaluate(() => {
    document.querySelector('p')!.textContent = 'The applicant ticked a box.';
  });
  await viewer.waitFor(() => viewer.frames.length > seen, 5_000, "the page's change, streamed");
  viewer.close();
});

it("the evidence stamps a relayed click when it is handed to the browser, never after the page acted on it", async () => {
  // CEAC's Sign and Submit posts back as the click lands; the browser answers the dispatch later
  // (here 300 ms later). A CI run saw the postback 7 ms before the click's stamp.
  await page.setContent(
    '<!doctype html><h1>Sign</h1><button id="sign" onclick="window.clickedAt = Date.now()">Sign and Submit</button>',
  );
  const context = page.context();
  const open = context.newCDPSession.bind(context);
  context.newCDPSession = async (target) => {
    const session = await open(target);
    const send = session.send.bind(session);
    session.send = (async (method: string, params?: object) => {
      const answer = await send(method as 'Input.dispatchMouseEvent', params as never);
      if (method === 'Input.dispatchMouseEvent') await new Promise((resolve) => setTimeout(resolve, 300));
      return answer;
    }) as typeof session.send;
    return session;
  };
  const handOff = views.handOff(SUBMISSION, { attempt: 1, error: null, deadline: Date.now() + 60_000 });
  const signer = await LiveViewClient.open(origin, path('sign'), { width: 1280, height: 720 });
  await signer.waitFor(() => signer.mode === 'sign' && signer.frames.length > 0, 5_000, 'the sign mode');
  const at = await whereOnScreen(signer, page, 'sign');
  signer.click(at.x, at.y);
  await signer.waitFor(
    () => handOff.record.inputs.some((i) => i.kind === 'mouse-up'),
    5_000,
    'the release in the evidence',
  );
  const clickedAt = await page.evaluate(() => (window as unknown as { clickedAt?: number }).clickedAt);
  expect(clickedAt).toBeDefined();
  const released = Date.parse(handOff.record.inputs.find((i) => i.kind === 'mouse-up')!.at);
  expect(released).toBeLessThanOrEqual(clickedAt!);
  await handOff.end();
  signer.close();
});
