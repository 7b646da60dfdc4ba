/**
 * What the gateway sends to a subgraph, observed by a recording subgraph over real HTTP: the
 * client's address and user agent for audit rows (X-Forwarded-For believed only from a trusted
 * proxy, spoofed x-portico-client-ip never passed on), and many concurrent calls without piling
 * abort listeners onto one shared signal (the MaxListenersExceededWarning seen under load).
 */
import { getEventListeners } from 'node:events';
import http, { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CLIENT_IP_HEADER } from '../src/authentication';
import {
  composeForTest,
  generateActorKeyPair,
  startTestGateway,
  type RunningGateway,
} from './support/portico-system';

jest.setTimeout(60_000);

const QUERY = JSON.stringify({ query: '{ catalog { totalCount } }' });

/**
 * Stands in for billing (answers `catalog` after a short delay) and for identity's /auth/login;
 * records each call's headers.
 */
let subgraph: Server;
let subgraphUrl: string;
const calls: IncomingHttpHeaders[] = [];
const authCalls: IncomingHttpHeaders[] = [];
let plain: RunningGateway;
let behindProxy: RunningGateway;
/** Every call through Hive Gateway's planner and HTTP executor (whose shared signal is the subject below). */
let plannerOnly: RunningGateway;

beforeAll(async () => {
  subgraph = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/auth/login') {
        authCalls.push(req.headers);
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end('{"user":null}');
      }
      calls.push(req.headers);
      // Answers what was asked: the planner adds __typename, a direct route (ADR 0016) sends the
      // client's own document.
      const asked = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { query: string }).query;
      const catalog = asked.includes('__typename')
        ? { __typename: 'ProductPage', totalCount: 7 }
        : { totalCount: 7 };
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data: { catalog } }));
      }, 40);
    });
  });
  await new Promise<void>((resolve) => subgraph.listen(0, '127.0.0.1', resolve));
  subgraphUrl = `http://127.0.0.1:${(subgraph.address() as AddressInfo).port}/graphql`;
  const supergraphFile = composeForTest();
  const keys = generateActorKeyPair();
  [plain, behindProxy, plannerOnly] = await Promise.all([
    startTestGateway({ keys, urls: { billing: subgraphUrl, identity: subgraphUrl }, supergraphFile }),
    // The test client connects from 127.0.0.1: to this gateway it is a trusted proxy.
    startTestGateway({
      keys,
      urls: { billing: subgraphUrl, identity: subgraphUrl },
      supergraphFile,
      trustedProxies: '127.0.0.0/8, ::1',
    }),
    startTestGateway({ keys, urls: { billing: subgraphUrl }, supergraphFile, directRoutes: false }),
  ]);
});

afterAll(async () => {
  await Promise.all([plain?.stop(), behindProxy?.stop(), plannerOnly?.stop()]);
  await new Promise((resolve) => subgraph?.close(resolve));
});

/** One GraphQL POST from 127.0.0.1; returns the headers the subgraph received for it. */
async function callThrough(gateway: RunningGateway, headers: Record<string, string>) {
  const before = calls.length;
  const res = await fetch(gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...headers },
    body: QUERY,
  });
  expect(await res.json()).toEqual({ data: { catalog: { totalCount: 7 } } });
  expect(calls.length).toBe(before + 1);
  return calls[calls.length - 1]!;
}

describe('the client behind each subgraph call', () => {
  it('passes the socket address and the user agent on to the subgraph', async () => {
    const seen = await callThrough(plain, { 'user-agent': 'Mozilla/5.0 (Portico test)' });
    expect(seen[CLIENT_IP_HEADER]).toBe('127.0.0.1');
    expect(seen['user-agent']).toBe('Mozilla/5.0 (Portico test)');
  });

  it('replaces an x-portico-client-ip the client sent itself', async () => {
    const seen = await callThrough(plain, { [CLIENT_IP_HEADER]: '6.6.6.6' });
    expect(seen[CLIENT_IP_HEADER]).toBe('127.0.0.1');
  });

  it('ignores a spoofed X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const seen = await callThrough(plain, { 'x-forwarded-for': '198.51.100.23' });
    expect(seen[CLIENT_IP_HEADER]).toBe('127.0.0.1');
    expect(seen['x-forwarded-for']).toBeUndefined();
  });

  it('uses X-Forwarded-For when the peer is a trusted proxy', async () => {
    const seen = await callThrough(behindProxy, {
      'x-forwarded-for': '6.6.6.6, 198.51.100.23',
      [CLIENT_IP_HEADER]: '6.6.6.6',
    });
    // The right-most address the trusted proxy appended, not the left-most the client wrote.
    expect(seen[CLIENT_IP_HEADER]).toBe('198.51.100.23');
  });

  it('sends the same client address and user agent to identity on /auth', async () => {
    const login = (gateway: RunningGateway) =>
      fetch(`${gateway.origin}/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-portico-csrf': '1',
          'x-forwarded-for': '198.51.100.23',
          [CLIENT_IP_HEADER]: '6.6.6.6',
          'user-agent': 'Mozilla/5.0 (auth)',
        },
        body: '{}',
      });
    expect((await login(plain)).status).toBe(200);
    expect(authCalls.at(-1)?.[CLIENT_IP_HEADER]).toBe('127.0.0.1');
    expect(authCalls.at(-1)?.['user-agent']).toBe('Mozilla/5.0 (auth)');
    expect((await login(behindProxy)).status).toBe(200);
    expect(authCalls.at(-1)?.[CLIENT_IP_HEADER]).toBe('198.51.100.23');
    expect(authCalls).toHaveLength(2);
  });
});

describe('many subgraph calls at once', () => {
  it('gives each call its own abort signal, so listeners never pile up on a shared one', async () => {
    // Hive Gateway's HTTP client calls node:http's request(); watch the signal each call carries.
    const signals: AbortSignal[] = [];
    let mostListeners = 0;
    const original = http.request;
    const spy = jest.spyOn(http, 'request').mockImplementation(((...args: unknown[]) => {
      const options = args.find((arg) => typeof arg === 'object' && arg !== null && 'signal' in arg) as
        | { signal?: AbortSignal }
        | undefined;
      if (options?.signal) {
        signals.push(options.signal);
        mostListeners = Math.max(mostListeners, getEventListeners(options.signal, 'abort').length);
      }
      return (original as (...a: unknown[]) => http.ClientRequest)(...args);
    }) as typeof http.request);
    try {
      const one = async () => {
        const res = await fetch(plannerOnly.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
          body: QUERY,
        });
        await res.text();
        return res.status;
      };
      const statuses = await Promise.all(Array.from({ length: 40 }, one));
      expect(statuses.every((status) => status === 200)).toBe(true);
    } finally {
      spy.mockRestore();
    }
    expect(signals).toHaveLength(40);
    expect(new Set(signals).size).toBe(40);
    // Node warns (MaxListenersExceededWarning) past 10 listeners on one signal.
    expect(mostListeners).toBeLessThan(10);
  });
});
