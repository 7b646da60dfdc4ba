// The robot's hold on the CEAC page in front of it: loading pages, and postbacks that either load a
// new page (a full postback: Next, Save, the start page's links) or update a part of it in the
// background (an ASP.NET AJAX partial postback: CEAC's UpdatePanels). The robot waits for
// whichever happens, never for a fixed time (ds160-page-environment §5.1, ADR 0041):
//   - a navigation: the main frame's next document is parsed;
//   - a partial postback (an XHR with `X-MicrosoftAjax: Delta=true`): its answer arrived, and the
//     page's PageRequestManager is idle again having applied it (its endRequest ran), or the answer
//     redirected the page (a navigation again).
// Elements are always looked up again by id after a postback: a panel's HTML is replaced whole, so
// nothing is held across one (no element handles are kept at all).
import type { Page, Request, Response } from 'playwright-core';
import { TransientRobotError } from './types';

/** What a postback turned out to be. */
export type PostbackKind = 'navigation' | 'partial';

/** An ASP.NET AJAX partial postback (the PageRequestManager's XHR). */
export function isPartialPostback(request: Request): boolean {
  return request.method() === 'POST' && /delta=true/i.test(request.headers()['x-microsoftajax'] ?? '');
}

/** The records of an ASP.NET AJAX delta answer (`length|type|id|content|` …), or null when it is not one. */
export function deltaRecords(text: string): { type: string; id: string; content: string }[] | null {
  const out: { type: string; id: string; content: string }[] = [];
  let at = 0;
  const until = (): string | null => {
    const end = text.indexOf('|', at);
    if (end < 0) return null;
    const part = text.slice(at, end);
    at = end + 1;
    return part;
  };
  while (at < text.length) {
    const length = Number(until());
    const type = until();
    const id = until();
    if (!Number.isInteger(length) || length < 0 || type === null || id === null) return null;
    const content = text.slice(at, at + length);
    at += length;
    if (text[at] !== '|') return null;
    at += 1;
    out.push({ type, id, content });
  }
  return out;
}

// ---- page-side functions (run by page.evaluate / untilInPage: self-contained) -------------------

interface ProbeState {
  /** A token naming this document: a predicate run on a newer document sees another (or none). */
  token: string;
  /** The page has an ASP.NET AJAX PageRequestManager. */
  manager: boolean;
  busy: boolean;
  /** endRequest events seen so far (-1: the manager offers no endRequest event). */
  ended: number;
}

/**
 * Marks the document and counts the PageRequestManager's endRequest events (the manager raises it
 * once a partial postback's answer is applied, or failed), installing the counter once per page.
 */
export function armProbe(): ProbeState {
  type Probe = { ended: number; error: string | null };
  type Manager = {
    get_isInAsyncPostBack(): boolean;
    add_endRequest?: (handler: (a: unknown, b?: unknown) => void) => void;
    __porticoProbe?: Probe;
  };
  const w = window as unknown as {
    Sys?: { WebForms?: { PageRequestManager?: { getInstance?: () => Manager | null } } };
    __porticoToken?: string;
  };
  w.__porticoToken ??= Math.random().toString(36).slice(2);
  const manager = w.Sys?.WebForms?.PageRequestManager?.getInstance?.() ?? null;
  if (!manager || typeof manager.get_isInAsyncPostBack !== 'function')
    return { token: w.__porticoToken, manager: false, busy: false, ended: -1 };
  if (!manager.__porticoProbe && typeof manager.add_endRequest === 'function') {
    const probe: Probe = { ended: 0, error: null };
    manager.__porticoProbe = probe;
    // ASP.NET's handlers get (sender, EndRequestEventArgs); a simpler manager may pass one argument.
    manager.add_endRequest((a: unknown, b?: unknown) => {
      const args = (b ?? a) as { get_error?: () => unknown; error?: unknown } | undefined;
      const error = typeof args?.get_error === 'function' ? args.get_error() : args?.error;
      probe.error = error ? String((error as { message?: string }).message ?? error) : null;
      probe.ended += 1;
    });
  }
  return {
    token: w.__porticoToken,
    manager: true,
    busy: manager.get_isInAsyncPostBack(),
    ended: manager.__porticoProbe ? manager.__porticoProbe.ended : -1,
  };
}

/**
 * Settled after a partial postback: 'gone' on another document; the manager idle with a new
 * endRequest (or, for a manager without that event, idle with every control the answer reveals on
 * the page); `{ error }` when the manager reported one; false while it is still at work.
 */
export function partialSettled(arg: {
  token: string;
  ended: number;
  reveals: string[];
}): false | 'gone' | 'done' | { error: string } {
  type Manager = {
    get_isInAsyncPostBack(): boolean;
    __porticoProbe?: { ended: number; error: string | null };
  };
  const w = window as unknown as {
    Sys?: { WebForms?: { PageRequestManager?: { getInstance?: () => Manager | null } } };
    __porticoToken?: string;
  };
  if (w.__porticoToken !== arg.token) return 'gone';
  const manager = w.Sys?.WebForms?.PageRequestManager?.getInstance?.() ?? null;
  if (!manager) return 'gone';
  if (manager.get_isInAsyncPostBack()) return false;
  const probe = manager.__porticoProbe;
  if (probe && arg.ended >= 0) {
    if (probe.ended <= arg.ended) return false;
    return probe.error ? { error: probe.error } : 'done';
  }
  return arg.reveals.every((id) => document.getElementById(id) !== null) ? 'done' : false;
}

/** Idle: no partial postback in flight (or no manager at all). */
export function managerIdle(): boolean {
  const w = window as unknown as {
    Sys?: {
      WebForms?: { PageRequestManager?: { getInstance?: () => { get_isInAsyncPostBack(): boolean } | null } };
    };
  };
  const manager = w.Sys?.WebForms?.PageRequestManager?.getInstance?.() ?? null;
  return !manager || !manager.get_isInAsyncPostBack();
}

// ---- node side ----------------------------------------------------------------------------------

/**
 * Page side of `untilInPage`: calls `predicate(arg)` at every animation frame until it answers
 * something truthy (`{ value }`), throws (`{ error }`) or `timeoutMs` passed (`{ timeout }`).
 */
function pollEveryFrame(
  predicate: (arg: unknown) => unknown,
  arg: unknown,
  timeoutMs: number,
): Promise<{ value?: unknown; error?: string; timeout?: true }> {
  return new Promise((resolve) => {
    const end = Date.now() + timeoutMs;
    const next = () => {
      let value: unknown;
      try {
        value = predicate(arg);
      } catch (error) {
        return resolve({ error: String(error) });
      }
      if (value) return resolve({ value });
      if (Date.now() > end) return resolve({ timeout: true });
      requestAnimationFrame(next);
    };
    next();
  });
}

/**
 * Waits in the page until `predicate(arg)` (a self-contained page-side function) answers something
 * truthy, in one evaluation. Playwright's waitForFunction first installs its injected script in the
 * page's main world, about 25 ms of renderer CPU a document (docs/adr/0041). Answers `null` when the
 * document went away under the wait (a navigation); CEAC not answering in `timeoutMs` is transient.
 */
export async function untilInPage<A, R>(
  page: Page,
  predicate: (arg: A) => R,
  arg: A,
  timeoutMs: number,
  what: string,
): Promise<Exclude<R, false | null | undefined | 0 | ''> | null> {
  const expression = `(${pollEveryFrame.toString()})(${predicate.toString()}, ${JSON.stringify(arg ?? null)}, ${timeoutMs})`;
  let answer: { value?: unknown; error?: string; timeout?: true };
  try {
    answer = await page.evaluate(expression);
  } catch (error) {
    if (/Execution context was destroyed|navigat|Target .*closed|frame was detached/i.test(String(error)))
      return null;
    throw error;
  }
  if (answer.timeout)
    throw new TransientRobotError(`CEAC did not answer in time (${Math.round(timeoutMs / 1000)} s) ${what}`);
  if (answer.error !== undefined) throw new Error(`The page's check failed ${what}: ${answer.error}`);
  return answer.value as Exclude<R, false | null | undefined | 0 | ''>;
}

/**
 * Listens to the page while one postback runs: the main frame's navigation requests (the last one
 * of a redirect chain wins), its failure, the new document's DOMContentLoaded, and the first partial
 * postback request.
 */
class PostbackWatch {
  navigation: Request | null = null;
  navigationFailed: string | null = null;
  loaded = false;
  partial: Request | null = null;
  /** Pending waits: each is checked at every page event; dispose() drops them (they never settle). */
  private waiters = new Map<() => void, () => void>();
  private readonly onRequest = (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === this.page.mainFrame()) {
      this.navigation = request;
      this.navigationFailed = null;
      this.loaded = false;
    } else if (!this.partial && isPartialPostback(request)) this.partial = request;
    this.wake();
  };
  private readonly onFailed = (request: Request) => {
    if (request === this.navigation) this.navigationFailed = request.failure()?.errorText ?? 'failed';
    this.wake();
  };
  private readonly onLoaded = () => {
    if (this.navigation) this.loaded = true;
    this.wake();
  };

  constructor(private readonly page: Page) {
    page.on('request', this.onRequest);
    page.on('requestfailed', this.onFailed);
    page.on('domcontentloaded', this.onLoaded);
  }

  private wake(): void {
    for (const check of [...this.waiters.keys()]) check();
  }

  /** Resolves with the first non-undefined answer of `test`, checked at every page event. */
  until<T>(test: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      const check = () => {
        let value: T | undefined;
        try {
          value = test();
        } catch (error) {
          finish();
          return reject(error);
        }
        if (value === undefined) return;
        finish();
        resolve(value);
      };
      const timer = setTimeout(() => {
        finish();
        reject(
          new TransientRobotError(`CEAC did not answer in time (${Math.round(timeoutMs / 1000)} s) ${what}`),
        );
      }, timeoutMs);
      this.waiters.set(check, finish);
      check();
    });
  }

  dispose(): void {
    this.page.off('request', this.onRequest);
    this.page.off('requestfailed', this.onFailed);
    this.page.off('domcontentloaded', this.onLoaded);
    for (const finish of [...this.waiters.values()]) finish();
  }
}

export interface CeacPageOptions {
  /** How long one page, or one partial postback, may take. */
  timeoutMs: number;
  /** Throws when the filing was stopped (checked before every action). */
  checkAbort(): void;
  /** Reads the new page after a navigation (health, landmarks); its response, and what the robot was doing. */
  onPage(response: Response | null, what: string): Promise<void>;
}

/** Loads and posts back CEAC pages, waiting for whichever way each postback goes. */
export class CeacPage {
  constructor(
    readonly page: Page,
    private readonly options: CeacPageOptions,
  ) {}

  /** Waits until no partial postback is in flight: the robot never starts one over another. */
  async idle(): Promise<ProbeState> {
    const state = await this.page.evaluate(armProbe);
    if (!state.busy) return state;
    await untilInPage(
      this.page,
      managerIdle,
      undefined,
      this.options.timeoutMs,
      'while a partial postback ran',
    );
    return this.page.evaluate(armProbe);
  }

  async goto(url: string, what: string): Promise<void> {
    this.options.checkAbort();
    const response = await this.page.goto(url, { waitUntil: 'domcontentloaded' });
    await this.options.onPage(response, what);
  }

  /**
   * Runs `action` (a click, a selection) and waits for what it causes: a new page, or a partial
   * postback applied. `reveals` are the controls the answer is expected to show (used only when the
   * page's manager offers no endRequest event). A partial postback that fails, or whose answer CEAC
   * marks as an error, is a TransientRobotError (CEAC being unwell).
   */
  async postback(
    action: () => Promise<unknown>,
    what: string,
    reveals: readonly string[] = [],
  ): Promise<PostbackKind> {
    this.options.checkAbort();
    const timeout = this.options.timeoutMs;
    const before = await this.idle();
    const watch = new PostbackWatch(this.page);
    try {
      await action();
      const first = await watch.until(
        () => (watch.navigation ? 'navigation' : watch.partial ? 'partial' : undefined),
        timeout,
        what,
      );
      if (first === 'partial') {
        const request = watch.partial!;
        const response = await Promise.race([
          request.response(),
          watch.until(() => (watch.navigation ? null : undefined), timeout, what),
        ]);
        if (response) {
          if (response.status() >= 400)
            throw new TransientRobotError(
              `CEAC answered HTTP ${response.status()} to a partial postback ${what}`,
            );
          const records = deltaRecords(await response.text().catch(() => ''));
          const error = records?.find((r) => r.type === 'error');
          if (error)
            throw new TransientRobotError(`CEAC's partial postback failed ${what}: ${error.content}`);
        } else if (!watch.navigation)
          throw new TransientRobotError(
            `CEAC's partial postback failed ${what}: ${request.failure()?.errorText}`,
          );
        // The manager applies the answer (and goes idle), or the answer sends the page elsewhere.
        const settled = watch.navigation
          ? 'gone'
          : await Promise.race([
              untilInPage(
                this.page,
                partialSettled,
                { token: before.token, ended: before.ended, reveals: [...reveals] },
                timeout,
                what,
              ).then((answer) => answer ?? ('gone' as const)),
              watch.until(() => (watch.navigation ? ('gone' as const) : undefined), timeout, what),
            ]);
        if (settled === 'done') return 'partial';
        if (typeof settled === 'object' && settled && 'error' in settled)
          throw new TransientRobotError(`CEAC's partial postback failed ${what}: ${settled.error}`);
        if (!watch.navigation) await watch.until(() => watch.navigation ?? undefined, timeout, what);
      }
      await watch.until(
        () => (watch.navigationFailed !== null ? 'failed' : watch.loaded ? 'loaded' : undefined),
        timeout,
        what,
      );
      if (watch.navigationFailed !== null)
        throw new TransientRobotError(`CEAC could not be reached ${what}: ${watch.navigationFailed}`);
      const response = await watch.navigation!.response();
      await this.options.onPage(response, what);
      return 'navigation';
    } finally {
      watch.dispose();
    }
  }
}
