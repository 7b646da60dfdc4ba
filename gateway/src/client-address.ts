/**
 * Who is on the other end: the client's IP address for identity's brute-force counters and audit
 * rows. It is the socket's peer, unless that peer is a proxy listed in TRUSTED_PROXIES: then
 * X-Forwarded-For is read from the right, skipping trusted proxies, and the first address that is
 * not one of ours is the client. A client can put anything into X-Forwarded-For, so from an
 * untrusted peer the header is ignored.
 */
import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

/** The longest user agent passed on to subgraphs (identity stores at most 512 characters). */
export const MAX_USER_AGENT = 512;

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is `10.0.0.1`. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  return (mapped ? mapped[1]! : trimmed).toLowerCase();
}

export interface TrustedProxies {
  /** The entries as configured, for logs and errors. */
  entries: string[];
  has(address: string): boolean;
}

/**
 * Parses TRUSTED_PROXIES: comma-separated IP addresses or CIDR ranges (`10.0.0.0/8`, `::1`,
 * `fd00::/8`). Throws a message naming the first bad entry.
 */
export function parseTrustedProxies(value: string): TrustedProxies {
  const list = new BlockList();
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    if (!family || extra !== undefined) throw new Error(`"${entry}" is not an IP address or CIDR range`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) {
      list.addAddress(normalizeAddress(address), type);
      continue;
    }
    const bits = Number(prefix);
    if (!/^\d{1,3}$/.test(prefix) || bits > (family === 4 ? 32 : 128))
      throw new Error(`"${entry}" has an invalid prefix length`);
    list.addSubnet(normalizeAddress(address), bits, type);
  }
  return {
    entries,
    has(address) {
      const normalized = normalizeAddress(address);
      const family = isIP(normalized);
      return family !== 0 && list.check(normalized, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

export const NO_TRUSTED_PROXIES: TrustedProxies = { entries: [], has: () => false };

function forwardedFor(req: IncomingMessage): string[] {
  const header = req.headers['x-forwarded-for'];
  const value = Array.isArray(header) ? header.join(',') : header;
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The client's address as described in the module comment; '' when the socket has none. */
export function clientAddress(req: IncomingMessage, trusted: TrustedProxies): string {
  let client = normalizeAddress(req.socket.remoteAddress ?? '');
  if (!client || !trusted.has(client)) return client;
  const hops = forwardedFor(req);
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = normalizeAddress(hops[i]!);
    // A malformed entry ends the chain: everything left of it is unverifiable.
    if (!isIP(hop)) break;
    client = hop;
    if (!trusted.has(hop)) break;
  }
  return client;
}

/** A User-Agent value bounded and without control characters; '' when absent. */
export function boundedUserAgent(value: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex
  return (value ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, MAX_USER_AGENT);
}

/** The request's User-Agent header, bounded (see boundedUserAgent). */
export function clientUserAgent(req: IncomingMessage): string {
  const header = req.headers['user-agent'];
  return boundedUserAgent(Array.isArray(header) ? header[0] : header);
}
