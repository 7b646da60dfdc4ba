// The live view (docs/adr/0042), robot worker side: the pages this worker's robots drive, streamed
// to viewers over a WebSocket with the Chrome DevTools Protocol screencast of the robot's own page,
// and, while a page waits for a person, that person's pointer and keys relayed to it as CDP input:
// CEAC's sign page to the applicant (a ticket with the `sign` right), a captcha page earlier in the
// filing to whoever may answer captchas (the `captcha` right, as `answerCaptcha`; docs/adr/0042,
// addendum). Anyone else's input (a watcher, an agency member on the sign page) never reaches it.
//
// Wire protocol (JSON text messages both ways):
//   viewer → worker  {type:'hello', width, height}           the viewer's screen (CSS px), to fit frames;
//                                   answered with the page as it is now (again when sent again)
//                    {type:'input', kind:'mouse', action:'move'|'down'|'up'|'wheel', x, y, button?, clickCount?, deltaY?}
//                                   x, y are fractions (0..1) of the frame shown
//                    {type:'input', kind:'key', action:'down'|'up', key}   a special key (Backspace, Tab, …)
//                    {type:'input', kind:'text', text}       printable text (IME or keyboard), ≤ 64 characters
//                    {type:'probe', id}                      NODE_ENV=test only: where element `id` is (journeys)
//   worker → viewer  {type:'hello', role, may, mode}         role 'watch' | 'sign' (the ticket's), may: its
//                                   rights ['captcha'?, 'sign'?]; mode as below
//                    {type:'frame', seq, data, width, height} a JPEG (base64) of the page, `width`×`height` CSS px
//                    {type:'mode', mode, waiting, attempt, error, deadline}  a hand-off began or ended:
//                                   waiting 'captcha' | 'signature' | null (what the page waits for);
//                                   mode 'captcha' | 'sign' (this viewer's input is relayed now: its
//                                   ticket has the right for what is waited for) | 'watch' (read-only);
//                                   error: CEAC's words refusing the previous attempt
//                    {type:'input-refused', reason}          'watch-only' | 'not-waiting' | 'invalid'
//                    {type:'ended', reason}                  the robot left the page (filed, stopped)
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { createHash } from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';
import type { CDPSession, Page } from 'playwright-core';
import { CLIENT_IP_HEADER } from '@portico/shared-types';
import { liveConnections, type Logger } from '@portico/service-kit';
import {
  TicketRefusedError,
  ticketRights,
  verifyLiveViewTicket,
  type LiveViewRight,
  type LiveViewRole,
  type LiveViewTicket,
} from './ticket';

/** What a page handed to a person waits for: the captcha of a captcha page, or the signature. */
export type HandOffKind = 'captcha' | 'signature';
/** A viewer's mode: its input is relayed now (to a captcha page, to the sign page) or it watches. */
export type LiveViewMode = 'watch' | 'captcha' | 'sign';

/** The right a hand-off asks of a viewer's ticket before its input reaches the page. */
const RIGHT_FOR: Record<HandOffKind, LiveViewRight> = { captcha: 'captcha', signature: 'sign' };

/** One relayed input event, as the evidence keeps it: its kind and time, never a value. */
export interface RelayedInput {
  kind: string;
  at: string;
  /** Which viewer (ticket id) it came from. */
  viewer: string;
}

/** What a hand-off of the page to the applicant saw: the evidence record is made of it. */
export interface HandOffRecord {
  startedAt: string;
  inputs: RelayedInput[];
  /** SHA-256 of each distinct frame the applicant was shown, in order (at most 200). */
  frames: string[];
  /** The viewers whose ticket has the right for this hand-off that connected during it. */
  signers: Pick<LiveViewTicket, 'actor' | 'session' | 'addr' | 'jti'>[];
  /** Input from viewers without the right for this hand-off, refused (counted, never relayed). */
  refused: number;
}

export interface HandOff {
  readonly record: HandOffRecord;
  /**
   * Ends the hand-off: no more input is relayed from now, and the promise resolves once the input
   * already on its way has reached the page (so the robot never acts while a person's click lands).
   */
  end(): Promise<void>;
}

interface Viewer {
  socket: WebSocket;
  claims: LiveViewTicket;
  width: number;
  height: number;
  events: number[];
}

/** Keys a viewer may press besides text (CDP key definitions: key, code, Windows virtual key code). */
const KEYS: Record<string, { code: string; keyCode: number }> = {
  Backspace: { code: 'Backspace', keyCode: 8 },
  Tab: { code: 'Tab', keyCode: 9 },
  Enter: { code: 'Enter', keyCode: 13 },
  Escape: { code: 'Escape', keyCode: 27 },
  ' ': { code: 'Space', keyCode: 32 },
  End: { code: 'End', keyCode: 35 },
  Home: { code: 'Home', keyCode: 36 },
  ArrowLeft: { code: 'ArrowLeft', keyCode: 37 },
  ArrowUp: { code: 'ArrowUp', keyCode: 38 },
  ArrowRight: { code: 'ArrowRight', keyCode: 39 },
  ArrowDown: { code: 'ArrowDown', keyCode: 40 },
  Delete: { code: 'Delete', keyCode: 46 },
};

/** Most input events one viewer may relay per second (a person types and clicks far slower). */
const MAX_EVENTS_PER_SECOND = 60;
const MAX_FRAME_HASHES = 200;
/** A viewer with more than this waiting to be sent is behind: frames wait for it. */
const MAX_BUFFERED_BYTES = 256 * 1024;
/** A screencast that failed to start is tried again this much later (times the failures so far)… */
const SCREENCAST_RETRY_MS = 1000;
/** …this many times in a row, while anyone watches (each new viewer's hello tries once more). */
const MAX_SCREENCAST_RETRIES = 5;
/** Relayed input events one hand-off keeps (the evidence; the gateway's cost table counts on it). */
const MAX_RECORDED_INPUTS = 150;

/** The robot's page of one filing, its screencast, and who watches it. */
class LiveFiling {
  private cdp: CDPSession | null = null;
  private screencasting = false;
  private screencastQueue: Promise<void> = Promise.resolve();
  private failedStarts = 0;
  private closed = false;
  private seq = 0;
  private last: { data: string; width: number; height: number } | null = null;
  readonly viewers = new Set<Viewer>();
  /** Input events on their way to the page (awaited when a hand-off ends). */
  readonly relaying = new Set<Promise<unknown>>();
  handOff: {
    record: HandOffRecord;
    kind: HandOffKind;
    attempt: number;
    error: string | null;
    deadline: number;
  } | null = null;
  private size = { width: 0, height: 0 };

  constructor(
    readonly submissionId: string,
    readonly page: Page,
    private readonly logger: Logger,
    private readonly quality: number,
  ) {}

  /**
   * Starts (or restarts at a larger size) the screencast of the robot's page. Calls run one after
   * the other. One that fails (the page navigating under it, the CDP session gone) drops the CDP
   * session and tries again a little later while anyone watches: a failed start never leaves the
   * viewers without a stream, and the size counts as reached only once a start succeeded.
   */
  ensureScreencast(width: number, height: number): Promise<void> {
    const run = this.screencastQueue.then(async () => {
      if (this.closed) return;
      const wanted = {
        width: Math.max(this.size.width, width),
        height: Math.max(this.size.height, height),
      };
      if (this.screencasting && wanted.width === this.size.width && wanted.height === this.size.height)
        return;
      try {
        if (!this.cdp) {
          const cdp = await this.page.context().newCDPSession(this.page);
          cdp.on('Page.screencastFrame', (frame) => this.onFrame(frame));
          this.cdp = cdp;
        } else if (this.screencasting) await this.cdp.send('Page.stopScreencast').catch(() => undefined);
        this.screencasting = false;
        await this.cdp.send('Page.startScreencast', {
          format: 'jpeg',
          quality: this.quality,
          maxWidth: Math.max(160, Math.min(1600, Math.round(wanted.width))),
          maxHeight: Math.max(160, Math.min(2400, Math.round(wanted.height))),
          everyNthFrame: 1,
        });
        this.screencasting = true;
        this.size = wanted;
        this.failedStarts = 0;
      } catch (error) {
        const dead = this.cdp;
        this.cdp = null;
        this.screencasting = false;
        void dead?.detach().catch(() => undefined);
        this.failedStarts += 1;
        this.logger.warn(
          { err: error, submissionId: this.submissionId, failedStarts: this.failedStarts },
          'live view screencast did not start',
        );
        if (this.failedStarts <= MAX_SCREENCAST_RETRIES && this.viewers.size > 0 && !this.closed) {
          const retry = setTimeout(() => {
            this.ensureScreencast(wanted.width, wanted.height).catch(() => undefined);
          }, SCREENCAST_RETRY_MS * this.failedStarts);
          retry.unref();
        }
        throw error;
      }
    });
    this.screencastQueue = run.catch(() => undefined);
    return run;
  }

  /**
   * Shows `viewer` the page as it is now: the screencast's latest frame, else a screenshot of the
   * page to every viewer (CDP sends screencast frames only when the page changes, and a sign page
   * waiting for the applicant does not change).
   */
  async showPage(viewer: Viewer): Promise<void> {
    if (!this.last && this.cdp) {
      const cdp = this.cdp;
      const [shot, metrics] = await Promise.all([
        cdp.send('Page.captureScreenshot', { format: 'jpeg', quality: this.quality }),
        cdp.send('Page.getLayoutMetrics'),
      ]);
      // A screencast frame that arrived meanwhile is as new and went to every viewer already.
      if (this.last) return;
      const { clientWidth, clientHeight } = metrics.cssVisualViewport;
      void this.publish(shot.data, clientWidth, clientHeight, false);
      return;
    }
    const last = this.lastFrame();
    if (last && viewer.socket.readyState === viewer.socket.OPEN) viewer.socket.send(last);
  }

  private onFrame(frame: {
    data: string;
    sessionId: number;
    metadata: { deviceWidth: number; deviceHeight: number };
  }): void {
    const cdp = this.cdp;
    const sends = this.publish(frame.data, frame.metadata.deviceWidth, frame.metadata.deviceHeight, true);
    // CDP sends the next frame once this one is acknowledged: at once while every viewer keeps up,
    // else once the slowest has taken it (a slow viewer slows its own stream instead of piling
    // frames up in the worker).
    const ack = () =>
      cdp?.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => undefined);
    if (sends) void sends.then(ack);
    else void ack();
  }

  /**
   * A new picture of the page to every viewer (and into the hand-off's evidence). Returns, when a
   * viewer is behind and `waitForSlow` is asked, the promise of every send having left.
   */
  private publish(
    data: string,
    width: number,
    height: number,
    waitForSlow: boolean,
  ): Promise<unknown> | null {
    this.seq += 1;
    this.last = { data, width, height };
    const message = JSON.stringify({ type: 'frame', seq: this.seq, data, width, height });
    if (this.handOff && this.handOff.record.frames.length < MAX_FRAME_HASHES) {
      const hash = createHash('sha256').update(data, 'base64').digest('hex');
      const frames = this.handOff.record.frames;
      if (frames[frames.length - 1] !== hash) frames.push(hash);
    }
    const viewers = [...this.viewers].filter((v) => v.socket.readyState === v.socket.OPEN);
    const behind = viewers.some((v) => v.socket.bufferedAmount > MAX_BUFFERED_BYTES);
    const sends = viewers.map(
      (viewer) => new Promise<void>((resolve) => viewer.socket.send(message, () => resolve())),
    );
    return behind && waitForSlow ? Promise.all(sends) : null;
  }

  /** The latest frame, as a message. */
  private lastFrame(): string | null {
    return this.last
      ? JSON.stringify({
          type: 'frame',
          seq: this.seq,
          data: this.last.data,
          width: this.last.width,
          height: this.last.height,
        })
      : null;
  }

  mode(viewer: Viewer): LiveViewMode {
    const h = this.handOff;
    if (!h || !ticketRights(viewer.claims).includes(RIGHT_FOR[h.kind])) return 'watch';
    return h.kind === 'signature' ? 'sign' : 'captcha';
  }

  broadcastMode(): void {
    for (const viewer of this.viewers) this.sendMode(viewer);
  }

  sendMode(viewer: Viewer): void {
    const h = this.handOff;
    send(viewer.socket, {
      type: 'mode',
      mode: this.mode(viewer),
      waiting: h ? h.kind : null,
      attempt: h?.attempt ?? null,
      error: h?.error ?? null,
      deadline: h ? new Date(h.deadline).toISOString() : null,
    });
  }

  /**
   * A viewer's input: relayed to the page only during a hand-off, and only from a viewer whose ticket
   * has the right for it (the captcha right on a captcha page, the sign right on the sign page).
   */
  async input(viewer: Viewer, message: Record<string, unknown>): Promise<void> {
    const rights = ticketRights(viewer.claims);
    if (rights.length === 0) return this.refuse(viewer, 'watch-only');
    if (!this.handOff) return this.refuse(viewer, 'not-waiting');
    if (!rights.includes(RIGHT_FOR[this.handOff.kind])) return this.refuse(viewer, 'watch-only');
    const relayed = this.relay(viewer, message, this.handOff);
    this.relaying.add(relayed);
    try {
      await relayed;
    } finally {
      this.relaying.delete(relayed);
    }
  }

  private async relay(
    viewer: Viewer,
    message: Record<string, unknown>,
    handOff: NonNullable<LiveFiling['handOff']>,
  ): Promise<void> {
    const now = Date.now();
    viewer.events = viewer.events.filter((t) => now - t < 1000);
    if (viewer.events.length >= MAX_EVENTS_PER_SECOND) return this.refuse(viewer, 'invalid');
    viewer.events.push(now);
    const cdp = this.cdp;
    const frame = this.last;
    if (!cdp || !frame) return this.refuse(viewer, 'not-waiting');
    const kind = message.kind;
    let recorded: string;
    // The evidence keeps when the input was handed to the browser: a release on "Sign and Submit"
    // can post the form back before the browser answers the dispatch.
    const relayedAt = new Date().toISOString();
    if (kind === 'mouse') {
      const x = Number(message.x);
      const y = Number(message.y);
      const action = String(message.action);
      const type = { move: 'mouseMoved', down: 'mousePressed', up: 'mouseReleased', wheel: 'mouseWheel' }[
        action
      ];
      if (!type || !(x >= 0 && x <= 1 && y >= 0 && y <= 1)) return this.refuse(viewer, 'invalid');
      const clickCount = Math.min(3, Math.max(0, Math.trunc(Number(message.clickCount ?? 1)) || 0));
      await cdp.send('Input.dispatchMouseEvent', {
        type: type as 'mouseMoved',
        x: x * frame.width,
        y: y * frame.height,
        button: type === 'mouseMoved' || type === 'mouseWheel' ? 'none' : 'left',
        clickCount: type === 'mouseMoved' || type === 'mouseWheel' ? 0 : clickCount,
        ...(type === 'mouseWheel'
          ? { deltaX: 0, deltaY: Math.max(-2000, Math.min(2000, Number(message.deltaY) || 0)) }
          : {}),
      });
      recorded = `mouse-${action}`;
      // A pointer's movement is not kept in the evidence; presses, releases and scrolls are.
      if (action === 'move') return;
    } else if (kind === 'key') {
      const key = String(message.key);
      const def = KEYS[key];
      const action = String(message.action);
      if (!def || (action !== 'down' && action !== 'up')) return this.refuse(viewer, 'invalid');
      await cdp.send('Input.dispatchKeyEvent', {
        type: action === 'down' ? (key === ' ' || key === 'Enter' ? 'keyDown' : 'rawKeyDown') : 'keyUp',
        key,
        code: def.code,
        windowsVirtualKeyCode: def.keyCode,
        ...(action === 'down' && key === ' ' ? { text: ' ' } : {}),
        ...(action === 'down' && key === 'Enter' ? { text: '\r' } : {}),
      });
      recorded = `key-${action}`;
    } else if (kind === 'text') {
      const text = String(message.text ?? '');
      // eslint-disable-next-line no-control-regex
      if (text.length === 0 || text.length > 64 || /[\u0000-\u001f\u007f]/.test(text))
        return this.refuse(viewer, 'invalid');
      await cdp.send('Input.insertText', { text });
      recorded = 'text';
    } else return this.refuse(viewer, 'invalid');
    if (handOff.record.inputs.length < MAX_RECORDED_INPUTS)
      handOff.record.inputs.push({
        kind: recorded,
        at: relayedAt,
        viewer: viewer.claims.jti,
      });
  }

  private refuse(viewer: Viewer, reason: 'watch-only' | 'not-waiting' | 'invalid'): void {
    if (this.handOff && reason !== 'invalid') this.handOff.record.refused += 1;
    send(viewer.socket, { type: 'input-refused', reason });
  }

  async close(reason: string): Promise<void> {
    this.closed = true;
    for (const viewer of this.viewers) {
      send(viewer.socket, { type: 'ended', reason });
      viewer.socket.close(1000, reason);
    }
    this.viewers.clear();
    const cdp = this.cdp;
    this.cdp = null;
    await cdp?.detach().catch(() => undefined);
  }
}

/** Whether two client addresses are one client (IPv4-mapped IPv6 as IPv4; loopback is loopback). */
export function sameClient(issuedTo: string, from: string): boolean {
  if (!issuedTo || !from) return true;
  const plain = (a: string) => a.replace(/^::ffff:/i, '').toLowerCase();
  const loopback = (a: string) => a === '::1' || /^127\./.test(a);
  const [a, b] = [plain(issuedTo), plain(from)];
  return a === b || (loopback(a) && loopback(b));
}

function send(socket: WebSocket, message: unknown): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

export interface LiveViewsOptions {
  logger: Logger;
  /** JPEG quality of the frames (default 60). */
  quality?: number;
  /** Tickets already used, by id, until they expire (a ticket opens one socket). */
  now?: () => number;
}

/**
 * The live views of one robot worker. `attach` when a filing's page exists, `handOff` while CEAC's
 * sign page waits for the applicant, `detach` when the filing's run ends; `handleUpgrade` takes the
 * WebSockets (`/live-view/<submission id>?ticket=…`) the gateway passes on.
 */
export class LiveViews {
  private readonly filings = new Map<string, LiveFiling>();
  private readonly used = new Map<string, number>();
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  private readonly now: () => number;

  constructor(private readonly options: LiveViewsOptions) {
    this.now = options.now ?? Date.now;
  }

  attach(submissionId: string, page: Page): void {
    const previous = this.filings.get(submissionId);
    if (previous?.page === page) return;
    const filing = new LiveFiling(submissionId, page, this.options.logger, this.options.quality ?? 60);
    this.filings.set(submissionId, filing);
    if (!previous) return;
    // A new run of the same filing (a retry): its viewers go on watching the new page.
    for (const viewer of previous.viewers) filing.viewers.add(viewer);
    previous.viewers.clear();
    void previous.close('page replaced');
    const [first] = filing.viewers;
    if (first)
      void filing
        .ensureScreencast(
          Math.max(...[...filing.viewers].map((v) => v.width || 1280)),
          Math.max(...[...filing.viewers].map((v) => v.height || 800)),
        )
        .catch(() => undefined);
  }

  /** The robot's page of a filing (tests and the bench read where an element is, as a person sees it). */
  pageOf(submissionId: string): Page | null {
    return this.filings.get(submissionId)?.page ?? null;
  }

  async detach(submissionId: string, reason: string): Promise<void> {
    const filing = this.filings.get(submissionId);
    if (!filing) return;
    this.filings.delete(submissionId);
    await filing.close(reason);
  }

  /**
   * A page waits for a person: CEAC's sign page for the applicant (`signature`, the default) or a
   * captcha page for whoever may answer captchas (`captcha`). Their input is relayed until `end()`.
   */
  handOff(
    submissionId: string,
    details: { kind?: HandOffKind; attempt: number; error: string | null; deadline: number },
  ): HandOff {
    const record: HandOffRecord = {
      startedAt: new Date(this.now()).toISOString(),
      inputs: [],
      frames: [],
      signers: [],
      refused: 0,
    };
    const filing = this.filings.get(submissionId);
    const state = { record, ...details, kind: details.kind ?? 'signature' };
    if (filing) {
      filing.handOff = state;
      for (const viewer of filing.viewers) this.noteSigner(state, viewer.claims);
      filing.broadcastMode();
    }
    return {
      record,
      end: async () => {
        if (!filing || filing.handOff !== state) return;
        filing.handOff = null;
        filing.broadcastMode();
        await Promise.allSettled([...filing.relaying]);
      },
    };
  }

  private noteSigner(
    { record, kind }: { record: HandOffRecord; kind: HandOffKind },
    claims: LiveViewTicket,
  ): void {
    if (!ticketRights(claims).includes(RIGHT_FOR[kind]) || record.signers.some((s) => s.jti === claims.jti))
      return;
    // A member's live-view session is its ticket (one socket); a client's is its client session.
    record.signers.push({
      actor: claims.actor,
      session: claims.session || claims.jti,
      addr: claims.addr,
      jti: claims.jti,
    });
  }

  /** Viewers now, per submission (tests, figures). */
  viewerCount(submissionId: string): number {
    return this.filings.get(submissionId)?.viewers.size ?? 0;
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const refuse = (status: number, text: string) => {
      socket.end(`HTTP/1.1 ${status} ${text}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
    };
    const url = new URL(req.url ?? '/', 'http://worker');
    const match = /^\/live-view\/([0-9a-f-]{36})$/i.exec(url.pathname);
    if (!match) return refuse(404, 'Not Found');
    const submissionId = match[1].toLowerCase();
    let claims: LiveViewTicket;
    try {
      claims = verifyLiveViewTicket(url.searchParams.get('ticket') ?? '', this.now());
    } catch (error) {
      if (error instanceof TicketRefusedError) return refuse(403, 'Forbidden');
      throw error;
    }
    // The ticket is for this submission, from the address it was issued to (as the gateway saw it),
    // and opens one socket.
    const from = String(req.headers[CLIENT_IP_HEADER] ?? req.socket.remoteAddress ?? '');
    if (claims.sub !== submissionId || !sameClient(claims.addr, from) || this.used.has(claims.jti))
      return refuse(403, 'Forbidden');
    const filing = this.filings.get(submissionId);
    if (!filing) return refuse(409, 'Conflict');
    this.used.set(claims.jti, claims.exp);
    for (const [jti, exp] of this.used) if (exp <= this.now()) this.used.delete(jti);
    this.wss.handleUpgrade(req, socket, head, (ws) => this.welcome(filing, ws, claims));
  }

  private welcome(first: LiveFiling, socket: WebSocket, claims: LiveViewTicket): void {
    const viewer: Viewer = { socket, claims, width: 0, height: 0, events: [] };
    liveConnections.inc({ kind: 'live-view' });
    socket.once('close', () => liveConnections.dec({ kind: 'live-view' }));
    const id = first.submissionId;
    // A retry replaces the filing's page (attach): the viewer follows it.
    const current = () => this.filings.get(id) ?? first;
    first.viewers.add(viewer);
    if (first.handOff) this.noteSigner(first.handOff, claims);
    send(socket, {
      type: 'hello',
      role: claims.role satisfies LiveViewRole,
      may: ticketRights(claims),
      mode: first.mode(viewer),
    });
    first.sendMode(viewer);
    socket.on('message', (data, binary) => {
      if (binary) return;
      let message: Record<string, unknown>;
      try {
        message = JSON.parse(String(data)) as Record<string, unknown>;
      } catch {
        return;
      }
      if (!message || typeof message !== 'object') return;
      const filing = current();
      if (message.type === 'hello') {
        viewer.width = Math.min(4000, Math.max(0, Number(message.width) || 0));
        viewer.height = Math.min(4000, Math.max(0, Number(message.height) || 0));
        // The page as it is now, whether or not the screencast (re)started: a viewer with nothing
        // to show says hello again (live-view.tsx).
        void filing
          .ensureScreencast(viewer.width || 1280, viewer.height || 800)
          .catch(() => undefined) // logged, and tried again, by ensureScreencast
          .then(() => filing.showPage(viewer))
          .catch((err: unknown) =>
            this.options.logger.warn({ err, submissionId: id }, 'live view could not show the page'),
          );
      } else if (message.type === 'probe' && process.env.NODE_ENV === 'test') {
        // Test systems only (NODE_ENV=test, as the simulator's test hooks): where an element of the
        // page is, as fractions of the frame, so a journey can click it as a person sees it. Reads
        // the page, never acts on it.
        const wanted = String(message.id ?? '').slice(0, 200);
        filing.page
          .evaluate((elementId: string) => {
            const el = document.getElementById(elementId);
            if (!el) return null;
            const r = el.getBoundingClientRect();
            return { x: (r.left + r.width / 2) / innerWidth, y: (r.top + r.height / 2) / innerHeight };
          }, wanted)
          .then(
            (box) => send(socket, { type: 'probe', id: wanted, box }),
            () => send(socket, { type: 'probe', id: wanted, box: null }),
          );
      } else if (message.type === 'input') {
        filing.input(viewer, message).catch((err: unknown) => {
          // The page navigated or closed under the event: the viewer is told nothing reached it.
          this.options.logger.debug({ err, submissionId: id }, 'live view input not relayed');
          send(socket, { type: 'input-refused', reason: 'not-waiting' });
        });
      }
    });
    const gone = () => current().viewers.delete(viewer);
    socket.on('close', gone);
    socket.on('error', gone);
  }

  async close(): Promise<void> {
    await Promise.all([...this.filings.keys()].map((id) => this.detach(id, 'worker stopping')));
    this.wss.close();
  }
}
