/**
 * Who may call the gateway from a browser page, and with what (ADR 0032).
 *
 * - Our own origin (PUBLIC_URL's, or the request's own scheme://host, as the browser sees it): the
 *   product's pages. Cookies are honoured; `/graphql` answers CORS with credentials.
 * - A partner origin (PARTNER_ORIGINS): may call `/graphql` with an API key (`Authorization: Bearer`)
 *   and nothing else: its answers never carry `Access-Control-Allow-Credentials`, its preflights never
 *   allow the CSRF header, and any cookie it sends is dropped.
 * - Any other origin: no CORS at all, and any cookie it sends is dropped before anything reads it.
 *
 * A request without `Origin` is a same-origin GET or navigation, or no browser at all; its cookies are
 * kept unless `Sec-Fetch-Site` says a page of another origin sent it (`same-site` is a sibling origin
 * on the same host, another port or subdomain: still not ours).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CSRF_HEADER } from './authentication';
import { isHttps } from './security-headers';

export interface OriginPolicy {
  /** PUBLIC_URL's origin, when configured. */
  publicOrigin: string | null;
  /** Origins allowed to call /graphql with an API key (never with cookies). */
  partnerOrigins: ReadonlySet<string>;
}

export type Caller = 'own' | 'partner' | 'foreign' | 'unstated';

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** scheme://host[:port] of this request as the browser addressed it, or null when the Host is odd. */
export function requestOwnOrigin(req: IncomingMessage): string | null {
  const host = req.headers.host;
  if (!host || !HOST.test(host)) return null;
  return `${isHttps(req) ? 'https' : 'http'}://${host.toLowerCase()}`;
}

/** Parses PARTNER_ORIGINS: comma-separated `scheme://host[:port]`, nothing else (no path, no `*`). */
export function parsePartnerOrigins(value: string): Set<string> {
  const origins = new Set<string>();
  for (const entry of value.split(',').map((part) => part.trim())) {
    if (!entry) continue;
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`not an origin: ${entry}`);
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== entry.replace(/\/$/, ''))
      throw new Error(`not an origin (scheme://host[:port], no path): ${entry}`);
    origins.add(url.origin);
  }
  return origins;
}

/** Which kind of page sent this request. */
export function callerOf(req: IncomingMessage, policy: OriginPolicy): Caller {
  const origin = single(req.headers.origin);
  if (origin === undefined) {
    const site = single(req.headers['sec-fetch-site']);
    return site === 'cross-site' || site === 'same-site' ? 'foreign' : 'unstated';
  }
  const normalized = origin.toLowerCase();
  if (normalized === policy.publicOrigin || normalized === requestOwnOrigin(req)) return 'own';
  if (policy.partnerOrigins.has(normalized)) return 'partner';
  return 'foreign';
}

/** True when the request's cookies may authenticate it: it came from our own pages, or from no page. */
export function cookiesHonoured(caller: Caller): boolean {
  return caller === 'own' || caller === 'unstated';
}

/** Request headers the product's own pages send to /graphql. */
const OWN_HEADERS = ['content-type', 'accept', 'authorization', CSRF_HEADER, 'x-request-id'];
/** Request headers a partner page may send: an API key, never the CSRF header (no cookies to guard). */
const PARTNER_HEADERS = ['content-type', 'accept', 'authorization', 'x-request-id'];
const METHODS = 'GET, POST';
const EXPOSED = 'x-request-id, retry-after';
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/**
 * CORS for /graphql. Sets the response headers for an actual request, or answers a preflight
 * (OPTIONS) completely and returns true. Other origins get no CORS header at all, and their
 * preflight is refused with 403.
 */
export function graphqlCors(req: IncomingMessage, res: ServerResponse, caller: Caller): boolean {
  res.setHeader('Vary', 'Origin');
  const origin = single(req.headers.origin);
  const allowed = origin !== undefined && (caller === 'own' || caller === 'partner');
  if (allowed) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Expose-Headers', EXPOSED);
    if (caller === 'own') res.setHeader('Access-Control-Allow-Credentials', 'true');
  }
  if (req.method !== 'OPTIONS') return false;
  if (!allowed) {
    res.writeHead(403, { 'Content-Length': '0' });
    res.end();
    return true;
  }
  res.writeHead(204, {
    'Access-Control-Allow-Methods': METHODS,
    'Access-Control-Allow-Headers': (caller === 'own' ? OWN_HEADERS : PARTNER_HEADERS).join(', '),
    'Access-Control-Max-Age': PREFLIGHT_MAX_AGE_SECONDS,
    'Content-Length': '0',
  });
  res.end();
  return true;
}
