import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { urlRefused, urlUnreachable, imageTooLarge } from './workspace.errors';

function v4ToInt(ip: string): number {
  return ip.split('.').reduce((acc, part) => (acc << 8) + Number(part), 0) >>> 0;
}

const BLOCKED_V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

function blockedV4(ip: string): boolean {
  const value = v4ToInt(ip);
  return BLOCKED_V4.some(([base, bits]) => {
    const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
    return (value & mask) >>> 0 === (v4ToInt(base) & mask) >>> 0;
  });
}

function expandV6(ip: string): number[] | null {
  let address = ip.split('%')[0].toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (v4) {
    const n = v4ToInt(v4[1]);
    address = address.replace(v4[1], `${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`);
  }
  const [head, tail] = address.split('::');
  const h = head ? head.split(':') : [];
  const t = tail !== undefined ? (tail ? tail.split(':') : []) : [];
  const fill = address.includes('::') ? 8 - h.length - t.length : 0;
  const groups = [...h, ...Array(fill).fill('0'), ...t].map((g) => parseInt(g || '0', 16));
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}

/** True for loopback, private, link-local, metadata, CGNAT, multicast, reserved and unspecified addresses. */
export function isBlockedAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 4) return blockedV4(ip);
  if (family !== 6) return true;
  const g = expandV6(ip);
  if (!g) return true;
  if (g.slice(0, 7).every((x) => x === 0) && (g[7] === 0 || g[7] === 1)) return true; // :: and ::1
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    return blockedV4(`${g[6] >> 8}.${g[6] & 255}.${g[7] >> 8}.${g[7] & 255}`); // ::ffff:a.b.c.d
  }
  if (g[0] === 0x64 && g[1] === 0xff9b) return true; // NAT64
  if ((g[0] & 0xfe00) === 0xfc00) return true; // unique local
  if ((g[0] & 0xffc0) === 0xfe80) return true; // link-local
  if ((g[0] & 0xff00) === 0xff00) return true; // multicast
  if (g[0] === 0x2001 && g[1] === 0x0db8) return true; // documentation
  return false;
}

class BlockedAddressError extends Error {}

/** dns.lookup that refuses blocked answers: the socket connects to the very address that was checked. */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as unknown as LookupAddress[];
    if (list.length === 0 || list.some((a) => isBlockedAddress(a.address))) {
      return callback(new BlockedAddressError('blocked address'), '', 0);
    }
    if ((options as { all?: boolean }).all)
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    callback(null, list[0].address, list[0].family);
  });
};

export interface SafeFetchOptions {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects?: number;
}

/**
 * GETs a public http(s) URL for the server: no private, loopback, link-local or metadata targets
 * (checked after DNS resolution, on every redirect), bounded size and time.
 */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions): Promise<Buffer> {
  const deadline = Date.now() + options.timeoutMs;
  let current = rawUrl;
  for (let hop = 0; hop <= (options.maxRedirects ?? 3); hop++) {
    let url: URL;
    try {
      url = new URL(current);
    } catch {
      throw urlRefused();
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw urlRefused();
    if (url.username || url.password) throw urlRefused();
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && isBlockedAddress(host)) throw urlRefused();
    if (/^localhost$|\.localhost$|\.internal$|\.local$/i.test(host)) throw urlRefused();
    const result = await getOnce(url, options.maxBytes, Math.max(1, deadline - Date.now()));
    if (result.redirect) {
      current = new URL(result.redirect, url).toString();
      continue;
    }
    return result.body!;
  }
  throw urlUnreachable();
}

function getOnce(
  url: URL,
  maxBytes: number,
  timeoutMs: number,
): Promise<{ body?: Buffer; redirect?: string }> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: guardedLookup,
        timeout: timeoutMs,
        headers: { 'user-agent': 'Portico logo fetcher', accept: 'image/*' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ redirect: response.headers.location });
        }
        if (status !== 200) {
          response.resume();
          return reject(urlUnreachable());
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > maxBytes) {
          response.destroy();
          return reject(imageTooLarge());
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            reject(imageTooLarge());
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ body: Buffer.concat(chunks) }));
        response.on('error', () => reject(urlUnreachable()));
      },
    );
    const timer = setTimeout(() => request.destroy(new Error('timeout')), timeoutMs);
    request.on('close', () => clearTimeout(timer));
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) =>
      reject(error instanceof BlockedAddressError ? urlRefused() : urlUnreachable()),
    );
  });
}
