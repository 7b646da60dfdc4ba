/**
 * `/pay/*` and `/webhooks/*`: the payment routes billing serves to browsers and to payment providers
 * (docs/adr/0025). The gateway is the one public origin, so it forwards them to billing as they came:
 * method, path and query, the raw body (a webhook's signature is over the exact bytes), and the
 * headers a payment flow needs. Nothing is signed as an actor: a hosted checkout page is reached by
 * its unguessable session id and a webhook by its provider's signature, both checked by billing.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER } from '@portico/shared-types';
import { CLIENT_IP_HEADER } from './authentication';
import { BodyTooLargeError, readBody } from './direct-route';

/** Stripe's events stay well under this; a hosted page's form is a few hundred bytes. */
export const MAX_PAYMENT_BODY_BYTES = 512 * 1024;

const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'accept-language', 'stripe-signature'];
const RETURNED_RESPONSE_HEADERS = ['content-type', 'location', 'cache-control', 'retry-after'];

export function isPaymentPath(pathname: string): boolean {
  return pathname.startsWith('/pay/') || pathname.startsWith('/webhooks/');
}

function sendJson(res: ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ error: { code, message } }));
}

/** The same path and query on billing's origin (never another host, whatever the request line says). */
export function billingAddress(requestUrl: string, billingUrl: string): string {
  const asked = new URL(requestUrl, 'http://gateway.invalid');
  const target = new URL(billingUrl);
  target.pathname = asked.pathname;
  target.search = asked.search;
  return target.toString();
}

export function createPaymentsProxy(options: {
  billingUrl: string;
  timeoutMs?: number;
  fetchFn?: typeof fetch;
}) {
  const fetchFn = options.fetchFn ?? fetch;
  return async function proxy(
    req: IncomingMessage,
    res: ServerResponse,
    requestId: string,
    clientIp: string,
  ) {
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
      res.setHeader('Allow', 'GET, HEAD, POST');
      return sendJson(res, 405, 'METHOD_NOT_ALLOWED', 'Use GET or POST');
    }
    let body: Buffer | undefined;
    if (method === 'POST') {
      try {
        body = await readBody(req, MAX_PAYMENT_BODY_BYTES);
      } catch (error) {
        if (!(error instanceof BodyTooLargeError)) throw error;
        res.setHeader('Connection', 'close');
        return sendJson(res, 413, 'BAD_REQUEST', 'The request is too large.');
      }
    }
    const headers: Record<string, string> = {
      [REQUEST_ID_HEADER]: requestId,
      [CLIENT_IP_HEADER]: clientIp,
    };
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    let response: Response;
    try {
      response = await fetchFn(billingAddress(req.url ?? '/', options.billingUrl), {
        method,
        headers,
        body: body === undefined ? undefined : new Uint8Array(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch {
      // A provider retries a webhook that was not answered 2xx; a buyer can reload the page.
      return sendJson(res, 503, 'SERVICE_UNAVAILABLE', 'Payments are temporarily unavailable; please retry.');
    }
    const out: Record<string, string> = {};
    for (const name of RETURNED_RESPONSE_HEADERS) {
      const value = response.headers.get(name);
      if (value !== null) out[name] = value;
    }
    out['cache-control'] ??= 'no-store';
    const payload = Buffer.from(await response.arrayBuffer());
    res.writeHead(response.status, { ...out, 'content-length': String(payload.length) });
    res.end(method === 'HEAD' ? undefined : payload);
  };
}
