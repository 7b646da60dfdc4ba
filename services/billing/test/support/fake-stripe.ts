/**
 * A local HTTP server speaking the part of Stripe's API billing uses, so the real `stripe` SDK is
 * exercised end to end (its form encoding, headers, idempotency keys and response parsing). It
 * records every request and answers the shapes Stripe answers; it keeps only what later GETs need.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeRequest {
  method: string;
  path: string;
  /** Form fields as sent (`line_items[0][quantity]` → '3'). */
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

export interface FakeStripe {
  port: number;
  requests: StripeRequest[];
  /** Requests to one path (e.g. POST /v1/checkout/sessions). */
  calls(method: string, path: string): StripeRequest[];
  close(): Promise<void>;
}

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: StripeRequest[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  let counter = 0;
  const next = (prefix: string) => `${prefix}_fake${String(++counter).padStart(6, '0')}`;

  const server: Server = createServer(async (req, res) => {
    const body = await read(req);
    const url = new URL(req.url ?? '/', 'http://fake');
    const form = Object.fromEntries(new URLSearchParams(body));
    const record: StripeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      form,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      authorization: req.headers.authorization,
    };
    requests.push(record);
    const reply = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
      res.end(JSON.stringify(json));
    };
    if (!record.authorization?.startsWith('Bearer sk_test_'))
      return reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });

    if (record.method === 'POST' && url.pathname === '/v1/tax_rates') {
      return reply(200, {
        id: next('txr'),
        object: 'tax_rate',
        active: true,
        country: form.country ?? null,
        state: form.state ?? null,
        display_name: form.display_name,
        inclusive: form.inclusive === 'true',
        percentage: Number(form.percentage),
        livemode: false,
      });
    }
    if (record.method === 'POST' && url.pathname === '/v1/coupons') {
      return reply(200, {
        id: next('coupon'),
        object: 'coupon',
        amount_off: Number(form.amount_off),
        currency: form.currency,
        duration: form.duration,
        max_redemptions: Number(form.max_redemptions),
        name: form.name,
        valid: true,
        livemode: false,
      });
    }
    if (record.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (!form.success_url || !form.cancel_url || form.mode !== 'payment')
        return reply(400, { error: { type: 'invalid_request_error', message: 'Missing required param' } });
      const id = `cs_test_${next('sess')}`;
      const session = {
        id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: form.client_reference_id ?? null,
        customer_email: form.customer_email ?? null,
        metadata: { orderId: form['metadata[orderId]'] },
        payment_intent: null,
        url: `https://checkout.stripe.test/c/pay/${id}`,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        livemode: false,
      };
      sessions.set(id, session);
      return reply(200, session);
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (record.method === 'GET' && sessionPath) {
      const session = sessions.get(sessionPath[1]);
      return session
        ? reply(200, session)
        : reply(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
    }
    if (record.method === 'POST' && url.pathname === '/v1/refunds') {
      if (!form.payment_intent)
        return reply(400, { error: { type: 'invalid_request_error', message: 'Missing payment_intent' } });
      return reply(200, {
        id: next('re'),
        object: 'refund',
        payment_intent: form.payment_intent,
        status: 'succeeded',
        livemode: false,
      });
    }
    reply(404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${record.method}: ${url.pathname})`,
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    calls: (method, path) => requests.filter((r) => r.method === method && r.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
