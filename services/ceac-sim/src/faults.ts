// Misbehaviour switches for tests (POST/DELETE /__test/faults): slow pages, occasional server
// errors, a changed element id, throttling, and CEAC's drift (src/drift.ts). Expiring every session is a one-shot action in app.ts.
import type { NextFunction, Request, Response } from 'express';
import { decodeDelta, encodeDelta } from './async-postback';
import { postName } from './ceac-names';
import { parseDrift, type Drift } from './drift';
import { ALL_PAGES } from './pages';

export interface Faults extends Drift {
  /** Every page answers this many milliseconds late. */
  slowMs: number;
  /** Share of page requests (0..1) answered with ASP.NET's 500 page, before anything is done. */
  errorRate: number;
  /** The element `from` is rendered, and must be posted, as `to`. */
  renameElement: { from: string; to: string } | null;
  /** Throttling: more page requests than this per client address in 60 s get the F5 block page. */
  throttlePerMinute: number | null;
  /**
   * The F5 challenge frame (ds160-facts §2.1): a session meets an iframe `clntcap_frame` with an
   * image, an `ans` field and a `jar` button before the location page, once.
   */
  f5Challenge: boolean;
}

export const NO_FAULTS: Faults = {
  slowMs: 0,
  errorRate: 0,
  renameElement: null,
  throttlePerMinute: null,
  f5Challenge: false,
  unknownQuestion: null,
  renameOption: null,
  reorderPages: null,
};

/** The F5 ASM block page CEAC's anti-bot layer serves (status 200, a support id). */
export function rejectedHtml(supportId: string): string {
  return `<html><head><title>Request Rejected</title></head><body>The requested URL was rejected. Please consult with your administrator.<br><br>Your support ID is: ${supportId}<br><br><a href='javascript:history.back();'>[Go Back]</a></body></html>`;
}

export const SERVER_ERROR_HTML = `<!DOCTYPE html>
<html><head><title>Runtime Error</title></head>
<body bgcolor="white"><span><h1>Server Error in '/' Application.<hr width="100%" size="1" color="silver"></h1>
<h2><i>Runtime Error</i></h2></span>
<b>Description:</b> An application error occurred on the server.</body></html>`;

/** Parses the hook's body; a message when it is not valid. */
/** The switches a simulator starts with: env CEAC_SIM_FAULTS, a JSON body as the hook takes. */
export function faultsFromEnv(raw: string | undefined): Faults {
  if (!raw?.trim()) return { ...NO_FAULTS };
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new Error('CEAC_SIM_FAULTS must be a JSON object (the body POST /__test/faults takes)');
  }
  const parsed = parseFaults(body, NO_FAULTS);
  if ('error' in parsed) throw new Error(`CEAC_SIM_FAULTS: ${parsed.error}`);
  return parsed.faults;
}

export function parseFaults(
  body: unknown,
  current: Faults,
): { faults: Faults; expireSessions: boolean } | { error: string } {
  const b = (body ?? {}) as Record<string, unknown>;
  const next: Faults = { ...current };
  if (b.slowMs !== undefined) {
    const ms = Number(b.slowMs);
    if (!Number.isFinite(ms) || ms < 0 || ms > 120_000) return { error: 'slowMs must be 0..120000' };
    next.slowMs = ms;
  }
  if (b.errorRate !== undefined) {
    const rate = Number(b.errorRate);
    if (!Number.isFinite(rate) || rate < 0 || rate > 1) return { error: 'errorRate must be 0..1' };
    next.errorRate = rate;
  }
  if (b.renameElement !== undefined) {
    const r = b.renameElement as { from?: unknown; to?: unknown } | null;
    if (r === null) next.renameElement = null;
    else if (
      typeof r !== 'object' ||
      typeof r.from !== 'string' ||
      typeof r.to !== 'string' ||
      !/^[A-Za-z0-9_]+$/.test(r.from) ||
      !/^[A-Za-z0-9_]+$/.test(r.to) ||
      r.from === r.to
    )
      return { error: 'renameElement must be { from, to }: two different element ids' };
    else next.renameElement = { from: r.from, to: r.to };
  }
  if (b.throttlePerMinute !== undefined) {
    const n = b.throttlePerMinute === null ? null : Number(b.throttlePerMinute);
    if (n !== null && (!Number.isInteger(n) || n < 1))
      return { error: 'throttlePerMinute must be a positive integer or null' };
    next.throttlePerMinute = n;
  }
  if (b.f5Challenge !== undefined) {
    if (typeof b.f5Challenge !== 'boolean') return { error: 'f5Challenge must be a boolean' };
    next.f5Challenge = b.f5Challenge;
  }
  if (b.expireSessions !== undefined && typeof b.expireSessions !== 'boolean')
    return { error: 'expireSessions must be a boolean' };
  const drift = parseDrift(b, next, ALL_PAGES);
  if ('error' in drift) return drift;
  return { faults: { ...next, ...drift }, expireSessions: b.expireSessions === true };
}

function exempt(req: Request): boolean {
  return req.path.startsWith('/__test') || req.path === '/livez';
}

/** Applies the switches to every page request (never to /__test or /livez). */
export function faultMiddleware(
  faults: () => Faults,
  random: () => number = Math.random,
  now: () => number = Date.now,
) {
  /** Recent page requests per client address (for throttling). */
  const seen = new Map<string, number[]>();
  return (req: Request, res: Response, next: NextFunction): void => {
    if (exempt(req)) return next();
    const f = faults();
    if (f.throttlePerMinute !== null) {
      const key = req.socket.remoteAddress ?? '?';
      const t = now();
      const recent = (seen.get(key) ?? []).filter((at) => t - at < 60_000);
      recent.push(t);
      seen.set(key, recent);
      if (recent.length > f.throttlePerMinute) {
        res
          .status(200)
          .type('html')
          .send(rejectedHtml(String(Math.floor(random() * 1e19))));
        return;
      }
    } else seen.clear();
    const go = () => {
      if (f.errorRate > 0 && random() < f.errorRate) {
        res.status(500).type('html').send(SERVER_ERROR_HTML);
        return;
      }
      if (f.renameElement) rename(req, res, f.renameElement);
      next();
    };
    if (f.slowMs > 0) setTimeout(go, f.slowMs);
    else go();
  };
}

function rename(req: Request, res: Response, { from, to }: { from: string; to: string }): void {
  const [oldName, newName] = [postName(from), postName(to)];
  // Requests: only the new name is understood; the old one is unknown to the server now.
  if (req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body)) {
    const body = req.body as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(body)) {
      if (key.startsWith(newName)) out[oldName + key.slice(newName.length)] = value;
      else if (!key.startsWith(oldName)) out[key] = value;
    }
    const target = out.__EVENTTARGET;
    if (typeof target === 'string')
      out.__EVENTTARGET = target.startsWith(newName)
        ? oldName + target.slice(newName.length)
        : target.startsWith(oldName)
          ? ''
          : target;
    req.body = out;
  }
  // Responses: the page shows the element under its new id and post name.
  const send = res.send.bind(res);
  const swap = (text: string) => text.split(oldName).join(newName).split(from).join(to);
  res.send = ((payload?: unknown) => {
    const type = String(res.get('Content-Type') ?? '');
    if (typeof payload === 'string' && type.includes('html')) return send(swap(payload));
    // A partial postback's delta: rename inside each record and keep the lengths true.
    if (typeof payload === 'string' && type.includes('text/plain') && req.headers['x-microsoftajax'])
      return send(encodeDelta(decodeDelta(payload).map((r) => ({ ...r, content: swap(r.content) }))));
    return send(payload);
  }) as typeof res.send;
}
