import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { billingAddress, createPaymentsProxy, isPaymentPath, MAX_PAYMENT_BODY_BYTES } from './payments-proxy';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

describe('the payments proxy', () => {
  let billing: Server;
  let front: Server;
  let frontUrl: string;
  let billingUrl: string;
  const seen: Seen[] = [];

  beforeAll(async () => {
    billing = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks) });
        if (req.url?.startsWith('/pay/test/session-1/pay')) {
          res.writeHead(303, { Location: '/workspaces/w/purchases?order=o' });
          return void res.end();
        }
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'X-Internal': 'secret' });
        res.end('<p>pay</p>');
      });
    });
    billingUrl = await listen(billing);
    const proxy = createPaymentsProxy({ billingUrl: `${billingUrl}/graphql` });
    front = createServer((req, res) => void proxy(req, res, 'req-1', '203.0.113.9'));
    frontUrl = await listen(front);
  });

  afterAll(async () => {
    await new Promise((resolve) => front.close(resolve));
    await new Promise((resolve) => billing.close(resolve));
  });

  beforeEach(() => {
    seen.length = 0;
  });

  it('claims only /pay/* and /webhooks/*', () => {
    expect(['/pay/test/x', '/webhooks/stripe'].map(isPaymentPath)).toEqual([true, true]);
    expect(['/pay', '/payments', '/webhooks', '/graphql', '/'].map(isPaymentPath)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('forwards a webhook byte for byte with its signature, and nothing that would sign as an actor', async () => {
    const raw = '{"id":"evt_1","type":"checkout.session.completed" ,  "data":{}}\n';
    const response = await fetch(`${frontUrl}/webhooks/stripe?x=1`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': 't=1,v1=abc',
        'x-portico-actor': 'forged',
        cookie: 'portico_session=s',
      },
      body: raw,
    });
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe('POST');
    expect(seen[0].url).toBe('/webhooks/stripe?x=1');
    expect(seen[0].body.toString('utf8')).toBe(raw);
    expect(seen[0].headers['stripe-signature']).toBe('t=1,v1=abc');
    expect(seen[0].headers['x-request-id']).toBe('req-1');
    expect(seen[0].headers['x-portico-client-ip']).toBe('203.0.113.9');
    expect(seen[0].headers['x-portico-actor']).toBeUndefined();
    expect(seen[0].headers.cookie).toBeUndefined();
  });

  it('passes a redirect back to the browser instead of following it', async () => {
    const response = await fetch(`${frontUrl}/pay/test/session-1/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/workspaces/w/purchases?order=o');
    expect(seen[0].body.toString()).toBe('action=pay');
  });

  it("returns the page with its type but not billing's other headers", async () => {
    const response = await fetch(`${frontUrl}/pay/test/session-2`);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('x-internal')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('<p>pay</p>');
  });

  it('refuses other methods and oversized bodies without calling billing', async () => {
    const put = await fetch(`${frontUrl}/webhooks/stripe`, { method: 'PUT', body: 'x' });
    expect(put.status).toBe(405);
    const big = await fetch(`${frontUrl}/webhooks/stripe`, {
      method: 'POST',
      body: 'x'.repeat(MAX_PAYMENT_BODY_BYTES + 1),
    });
    expect(big.status).toBe(413);
    expect(seen).toHaveLength(0);
  });

  it('answers 503 when billing cannot be reached', async () => {
    const proxy = createPaymentsProxy({ billingUrl: 'http://127.0.0.1:9/graphql', timeoutMs: 2000 });
    const down = createServer((req, res) => void proxy(req, res, 'req-2', '127.0.0.1'));
    const url = await listen(down);
    try {
      const response = await fetch(`${url}/webhooks/stripe`, { method: 'POST', body: '{}' });
      expect(response.status).toBe(503);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await new Promise((resolve) => down.close(resolve));
    }
  });

  it("always stays on billing's origin", () => {
    expect(billingAddress('//evil.example/pay/x?a=1', 'http://127.0.0.1:4103/graphql')).toBe(
      'http://127.0.0.1:4103/pay/x?a=1',
    );
    expect(billingAddress('/pay/test/abc?lang=es', 'http://127.0.0.1:4103/graphql')).toBe(
      'http://127.0.0.1:4103/pay/test/abc?lang=es',
    );
  });
});
