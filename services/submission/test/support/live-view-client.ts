// A live-view viewer as the browser is one (docs/adr/0042): opens the WebSocket with a ticket, tells
// its screen size, counts the frames and bytes it receives, and sends a person's pointer and keys.
// `signOnThePage` plays the applicant: it finds where CEAC's controls are on the robot's page (as a
// person sees them in the frames) and clicks and types there through the socket only.
import WebSocket from 'ws';
import type { Page } from 'playwright-core';
import { CEAC } from '../../src/robot/ceac-ids';

export interface ReceivedFrame {
  seq: number;
  at: number;
  bytes: number;
  width: number;
  height: number;
}

export class LiveViewClient {
  readonly frames: ReceivedFrame[] = [];
  readonly messages: Record<string, unknown>[] = [];
  readonly refused: string[] = [];
  mode: string | null = null;
  role: string | null = null;
  /** The ticket's rights, as the worker's hello says them. */
  may: string[] = [];
  /** What the page waits for now ('captcha', 'signature' or null), from the latest mode message. */
  waiting: string | null = null;
  ended: string | null = null;
  closed: { code: number; reason: string } | null = null;
  /** Every byte of every message received. */
  bytes = 0;
  private waiters = new Set<() => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const text = String(data);
      this.bytes += Buffer.byteLength(text);
      const message = JSON.parse(text) as Record<string, unknown>;
      if (message.type === 'frame')
        this.frames.push({
          seq: Number(message.seq),
          at: performance.now(),
          bytes: Buffer.byteLength(text),
          width: Number(message.width),
          height: Number(message.height),
        });
      else this.messages.push(message);
      if (message.type === 'hello') {
        this.role = String(message.role);
        this.may = Array.isArray(message.may) ? message.may.map(String) : [];
      }
      if (message.type === 'mode') {
        this.mode = String(message.mode);
        this.waiting = message.waiting === null ? null : String(message.waiting);
      }
      if (message.type === 'input-refused') this.refused.push(String(message.reason));
      if (message.type === 'ended') this.ended = String(message.reason);
      for (const wake of this.waiters) wake();
    });
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
      for (const wake of this.waiters) wake();
    });
  }

  /** Opens `path` (from openLiveView) on `origin` (the gateway, or a worker's ROBOT_LIVE_VIEW_URL). */
  static open(
    origin: string,
    path: string,
    screen = { width: 390, height: 844 },
    headers: Record<string, string> = {},
  ): Promise<LiveViewClient> {
    const url = `${origin.replace(/^http/, 'ws')}${path}`;
    const socket = new WebSocket(url, { headers });
    return new Promise((resolve, reject) => {
      socket.once('unexpected-response', (_req, res) =>
        reject(new Error(`live view refused: HTTP ${res.statusCode}`)),
      );
      socket.once('error', reject);
      socket.once('open', () => {
        const client = new LiveViewClient(socket);
        socket.send(JSON.stringify({ type: 'hello', ...screen }));
        resolve(client);
      });
    });
  }

  async waitFor(what: () => boolean, timeoutMs = 15_000, label = 'live view condition'): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!what()) {
      if (this.closed && !what())
        throw new Error(`live view closed (${this.closed.code}) waiting for ${label}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${label}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, Math.min(left, 200));
        this.waiters.add(wake);
      });
    }
  }

  send(message: Record<string, unknown>): void {
    this.socket.send(JSON.stringify(message));
  }

  /** A click at (x, y), fractions of the frame. */
  click(x: number, y: number): void {
    this.send({ type: 'input', kind: 'mouse', action: 'move', x, y });
    this.send({ type: 'input', kind: 'mouse', action: 'down', x, y, clickCount: 1 });
    this.send({ type: 'input', kind: 'mouse', action: 'up', x, y, clickCount: 1 });
  }

  text(text: string): void {
    this.send({ type: 'input', kind: 'text', text });
  }

  key(key: string): void {
    this.send({ type: 'input', kind: 'key', action: 'down', key });
    this.send({ type: 'input', kind: 'key', action: 'up', key });
  }

  wheel(deltaY: number): void {
    this.send({ type: 'input', kind: 'mouse', action: 'wheel', x: 0.5, y: 0.5, deltaY });
  }

  close(): void {
    this.socket.close();
  }
}

/** Where an element is in the frame (fractions), after scrolling it into view with the viewer's wheel. */
export async function whereOnScreen(
  client: LiveViewClient,
  page: Page,
  id: string,
): Promise<{ x: number; y: number }> {
  for (let tries = 0; ; tries++) {
    const box = await page.evaluate((wanted: string) => {
      const el = document.getElementById(wanted);
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { top: r.top, left: r.left, width: r.width, height: r.height, vw: innerWidth, vh: innerHeight };
    }, id);
    if (!box) throw new Error(`no ${id} on the robot's page`);
    const middle = box.top + box.height / 2;
    if (middle > 10 && middle < box.vh - 10)
      return { x: (box.left + box.width / 2) / box.vw, y: middle / box.vh };
    if (tries > 20) throw new Error(`${id} never came into view`);
    client.wheel(middle - box.vh / 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The applicant signs on CEAC's page through the live view: ticks the FGM/C box, types the passport
 * number and the captcha, and clicks Sign and Submit — every act a relayed input event.
 */
export async function signOnThePage(
  client: LiveViewClient,
  page: Page,
  answer: { passportNumber: string; captcha: string },
): Promise<{ signClickAt: number }> {
  const S = CEAC.sign;
  await client.waitFor(() => client.mode === 'sign' && client.frames.length > 0, 15_000, 'the sign mode');
  if (!(await page.isChecked(`[id="${S.fgmc}"]`))) {
    const at = await whereOnScreen(client, page, S.fgmc);
    client.click(at.x, at.y);
    await waitUntil(() => page.isChecked(`[id="${S.fgmc}"]`), 'the FGM/C box ticked');
  }
  await typeOnThePage(client, page, S.passportNumber, answer.passportNumber);
  await typeOnThePage(client, page, S.captchaCode, answer.captcha);
  const at = await whereOnScreen(client, page, S.signAndSubmit);
  const signClickAt = Date.now();
  client.click(at.x, at.y);
  return { signClickAt };
}

/** Clicks into the box `id` through the view, clears it with relayed keys and types `text` there. */
export async function typeOnThePage(client: LiveViewClient, page: Page, id: string, text: string) {
  const at = await whereOnScreen(client, page, id);
  client.click(at.x, at.y);
  await waitUntil(
    async () => (await page.evaluate(() => document.activeElement?.id)) === id,
    `focus on ${id}`,
  );
  const typed = await page.inputValue(`[id="${id}"]`);
  client.key('End');
  for (let i = 0; i < typed.length; i++) client.key('Backspace');
  client.text(text);
  await waitUntil(async () => (await page.inputValue(`[id="${id}"]`)) === text, `${id} typed`);
}

/**
 * Whoever may answer captchas answers the start page's captcha on CEAC's page through the view:
 * types the characters into CEAC's box and presses CEAC's own button (Start an Application).
 */
export async function answerCaptchaOnThePage(
  client: LiveViewClient,
  page: Page,
  code: string,
): Promise<void> {
  await client.waitFor(
    () => client.mode === 'captcha' && client.frames.length > 0,
    15_000,
    'the captcha mode',
  );
  await typeOnThePage(client, page, CEAC.start.captchaCode, code);
  const at = await whereOnScreen(client, page, CEAC.start.newApplication);
  client.click(at.x, at.y);
}

async function waitUntil(check: () => Promise<boolean> | boolean, label: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** `read()` again every 100 ms until `ok` holds of its value (which it returns), for at most `ms`. */
export async function until<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  label: string,
  ms = 90_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
