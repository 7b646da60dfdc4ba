import type { IncomingMessage } from 'node:http';
import {
  boundedUserAgent,
  clientAddress,
  MAX_USER_AGENT,
  NO_TRUSTED_PROXIES,
  normalizeAddress,
  parseTrustedProxies,
} from './client-address';
import { readConfig } from './config';

function request(peer: string, forwardedFor?: string | string[]): IncomingMessage {
  const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  return { socket: { remoteAddress: peer }, headers } as unknown as IncomingMessage;
}

describe('parseTrustedProxies', () => {
  it('matches addresses and CIDR ranges, IPv4 and IPv6', () => {
    const trusted = parseTrustedProxies(' 10.0.0.0/8, 192.168.1.7 ,::1, fd00::/8');
    expect(trusted.entries).toEqual(['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8']);
    expect(trusted.has('10.20.30.40')).toBe(true);
    expect(trusted.has('::ffff:10.1.2.3')).toBe(true);
    expect(trusted.has('192.168.1.7')).toBe(true);
    expect(trusted.has('192.168.1.8')).toBe(false);
    expect(trusted.has('::1')).toBe(true);
    expect(trusted.has('fd12:3456::1')).toBe(true);
    expect(trusted.has('2001:db8::1')).toBe(false);
    expect(trusted.has('not-an-ip')).toBe(false);
  });

  it.each(['10.0.0.0/33', 'example.com', '10.0.0.1/8/1', '::1/129', '10.0.0.0/x'])('refuses %s', (entry) => {
    expect(() => parseTrustedProxies(entry)).toThrow(entry);
  });

  it('is validated with the rest of the gateway configuration, naming the variable', () => {
    const base = { ACTOR_PRIVATE_KEY: 'k', NODE_ENV: 'test' };
    expect(() => readConfig({ ...base, TRUSTED_PROXIES: '10.0.0.0/99' })).toThrow(/TRUSTED_PROXIES/);
    expect(readConfig({ ...base, TRUSTED_PROXIES: '127.0.0.1' }).trustedProxies.has('127.0.0.1')).toBe(true);
    expect(readConfig(base).trustedProxies.entries).toEqual([]);
  });
});

describe('clientAddress', () => {
  const proxies = parseTrustedProxies('10.0.0.0/8');

  it('is the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(request('203.0.113.9', '198.51.100.1'), NO_TRUSTED_PROXIES)).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(clientAddress(request('203.0.113.9', '198.51.100.1'), proxies)).toBe('203.0.113.9');
  });

  it('takes the first untrusted address from the right behind a trusted proxy', () => {
    // The client forged the first entry; the proxy appended the real address it saw.
    expect(clientAddress(request('10.0.0.2', '1.2.3.4, 198.51.100.1'), proxies)).toBe('198.51.100.1');
    expect(clientAddress(request('10.0.0.2', '198.51.100.1, 10.0.0.5'), proxies)).toBe('198.51.100.1');
    expect(clientAddress(request('::ffff:10.0.0.2', ['198.51.100.1']), proxies)).toBe('198.51.100.1');
  });

  it('stops at a malformed entry and never returns it', () => {
    expect(clientAddress(request('10.0.0.2', 'evil<script>, 10.0.0.9'), proxies)).toBe('10.0.0.9');
    expect(clientAddress(request('10.0.0.2', 'unknown'), proxies)).toBe('10.0.0.2');
  });

  it('is the trusted peer itself when nothing was forwarded', () => {
    expect(clientAddress(request('10.0.0.2'), proxies)).toBe('10.0.0.2');
  });

  it('normalizes IPv4-mapped IPv6 peers', () => {
    expect(normalizeAddress('::FFFF:127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddress(request('::ffff:203.0.113.9'), NO_TRUSTED_PROXIES)).toBe('203.0.113.9');
  });
});

describe('boundedUserAgent', () => {
  it('drops control characters and keeps at most 512 characters', () => {
    expect(boundedUserAgent('Mozilla/5.0\r\nX-Evil: 1')).toBe('Mozilla/5.0X-Evil: 1');
    expect(boundedUserAgent('a'.repeat(600))).toHaveLength(MAX_USER_AGENT);
    expect(boundedUserAgent(undefined)).toBe('');
  });
});
