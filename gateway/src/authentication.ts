/**
 * Who is calling: the session cookie or an API key (Authorization: Bearer), resolved to an Actor by
 * identity's POST /internal/actor, then signed for the subgraphs.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import {
  ACTOR_HEADER,
  ACTOR_SIGNATURE_TTL_MS,
  CLIENT_IP_HEADER,
  CLIENT_SESSION_COOKIE,
  REQUEST_ID_HEADER,
  type Actor,
} from '@portico/shared-types';
import { createActorSigner, readCookie } from '@portico/service-kit';

/** The cookie `name` of a Cookie header (the `cookie` package, through service-kit). */
export { readCookie };
import { clientUserAgent } from './client-address';

export const SESSION_COOKIE = 'portico_session';
export const REFRESH_COOKIE = 'portico_refresh';
/** A client-link session (POST /auth/client-link); a credential only when no session or API key is sent. */
export const CLIENT_COOKIE = CLIENT_SESSION_COOKIE;
/**
 * CSRF guard: state-changing /auth/* calls and cookie-authenticated GraphQL POSTs must carry
 * `x-portico-csrf: 1`. A browser cannot add a custom header cross-site without a CORS preflight,
 * which the gateway never allows.
 */
export const CSRF_HEADER = 'x-portico-csrf';
/**
 * The client's address (see client-address.ts), for identity's brute-force counters and audit rows.
 * Sent to identity on /auth/* and to every subgraph on GraphQL calls, with the client's User-Agent.
 */
export { CLIENT_IP_HEADER };
/** Test-only header (and connectionParams key) carrying an Actor as JSON; see config.ts. */
export const TEST_ACTOR_HEADER = 'x-portico-test-actor';

export interface Credentials {
  sessionToken?: string;
  apiKey?: string;
  clientToken?: string;
  /** A re-check the client did not ask for (an open socket's): identity records no client activity. */
  passive?: boolean;
}

export class AuthenticationUnavailableError extends Error {
  constructor(reason: string) {
    super(`identity could not resolve the actor: ${reason}`);
    this.name = 'AuthenticationUnavailableError';
  }
}

/** True when a GraphQL POST rides on the session cookie (no API key) without the CSRF header. */
export function missingCsrf(headers: IncomingMessage['headers']): boolean {
  const cookie = Array.isArray(headers.cookie) ? headers.cookie.join('; ') : headers.cookie;
  const authorization = Array.isArray(headers.authorization)
    ? headers.authorization[0]
    : headers.authorization;
  if (!(readCookie(cookie, SESSION_COOKIE) || readCookie(cookie, CLIENT_COOKIE)) || readBearer(authorization))
    return false;
  return headers[CSRF_HEADER] !== '1';
}

export const CSRF_REFUSED_BODY = JSON.stringify({
  errors: [
    {
      message: `Requests signed in with a cookie must carry the header ${CSRF_HEADER}: 1`,
      extensions: { code: 'CSRF' },
    },
  ],
});

export function readBearer(authorization: string | null | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}

export function credentialsFrom(
  cookie: string | null | undefined,
  authorization: string | null | undefined,
): Credentials {
  const credentials: Credentials = {};
  const sessionToken = readCookie(cookie, SESSION_COOKIE);
  const apiKey = readBearer(authorization);
  if (sessionToken) credentials.sessionToken = sessionToken;
  if (apiKey) credentials.apiKey = apiKey;
  // A signed-in person (or an API key) stays themselves even if the browser also holds a client session.
  const clientToken = sessionToken || apiKey ? undefined : readCookie(cookie, CLIENT_COOKIE);
  if (clientToken) credentials.clientToken = clientToken;
  return credentials;
}

const signers = new Map<string, ReturnType<typeof createActorSigner>>();

/**
 * The signed actor header for subgraph calls: one signature per actor, reused for half its lifetime
 * (docs/adr/0022); the request id goes alongside in REQUEST_ID_HEADER.
 */
export function signActorFor(actor: Actor, privateKey: string, now = Date.now()): string {
  let signer = signers.get(privateKey);
  if (!signer) {
    signer = createActorSigner(privateKey, ACTOR_SIGNATURE_TTL_MS);
    signers.set(privateKey, signer);
  }
  return signer(actor, now);
}

const ACTOR_KINDS = new Set(['anonymous', 'user', 'client', 'apiKey']);

export interface Authenticator {
  resolve(credentials: Credentials, requestId: string): Promise<Actor>;
}

/** Asks identity for the actor on every request (no cache: a removed member is refused at once). */
export function createAuthenticator(options: {
  identityUrl: string;
  privateKey: string;
  timeoutMs?: number;
  fetchFn?: typeof fetch;
}): Authenticator {
  const endpoint = new URL('/internal/actor', options.identityUrl).toString();
  const fetchFn = options.fetchFn ?? fetch;
  return {
    async resolve(credentials, requestId) {
      if (!credentials.sessionToken && !credentials.apiKey && !credentials.clientToken)
        return { kind: 'anonymous' };
      const system: Actor = { kind: 'system', service: 'gateway' };
      let response: Response;
      try {
        response = await fetchFn(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-portico-actor': signActorFor(system, options.privateKey),
            'x-request-id': requestId,
          },
          body: JSON.stringify(credentials),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
        });
      } catch (error) {
        throw new AuthenticationUnavailableError((error as Error).name);
      }
      // identity answers 200 { actor } (with `rejected` for unknown, expired or revoked credentials)
      // or 429 for an API key over its rate; any other status (401: it did not accept our system
      // signature) is a fault, and we fail closed.
      if (response.status === 429) {
        const body = (await response.json().catch(() => null)) as {
          error?: { message?: string; retryAfterSeconds?: number };
        } | null;
        const retry = Number(body?.error?.retryAfterSeconds ?? response.headers.get('retry-after') ?? 60);
        throw rateLimited(retry);
      }
      if (!response.ok) throw new AuthenticationUnavailableError(`status ${response.status}`);
      const body = (await response.json().catch(() => null)) as {
        actor?: Actor | null;
        rejected?: 'session' | 'apiKey' | 'client';
        clientLinkEnded?: string;
        clientSessionEnded?: string;
      } | null;
      // Credentials were presented but are unknown, expired or revoked: 401, so the front end
      // refreshes its session (or asks for a new API key) instead of carrying on anonymously.
      if (body?.rejected === 'client' && body.clientSessionEnded)
        throw clientSessionEnded(body.clientSessionEnded);
      if (body?.rejected === 'client') throw clientLinkEnded(body.clientLinkEnded);
      if (body?.rejected) throw credentialsRejected(body.rejected);
      const actor = body?.actor;
      if (!actor) return { kind: 'anonymous' };
      // identity must never hand out a system actor for a browser credential.
      if (typeof actor !== 'object' || !ACTOR_KINDS.has(actor.kind)) {
        throw new AuthenticationUnavailableError('unexpected actor kind');
      }
      return actor;
    },
  };
}

export function credentialsRejected(kind: 'session' | 'apiKey'): GraphQLError {
  return new GraphQLError(
    kind === 'session'
      ? 'Your session has expired. Refresh it or sign in again.'
      : 'This API key is not valid or has been revoked.',
    {
      extensions: {
        code: 'UNAUTHENTICATED',
        reason: kind === 'session' ? 'SESSION_EXPIRED' : 'API_KEY_INVALID',
        http: { status: 401 },
      },
    },
  );
}

const CLIENT_LINK_MESSAGES: Record<string, string> = {
  LINK_INVALID: 'Invalid or expired access link',
  LINK_EXPIRED: 'This access link has expired',
  LINK_USED_UP: 'This access link has reached its usage limit',
};

/** A client session whose link was revoked, expired or used up: refused on this very request. */
export function clientLinkEnded(code: string | undefined): GraphQLError {
  const linkCode = code && code in CLIENT_LINK_MESSAGES ? code : 'LINK_INVALID';
  return new GraphQLError(CLIENT_LINK_MESSAGES[linkCode], {
    extensions: { code: 'UNAUTHENTICATED', reason: 'CLIENT_LINK_ENDED', linkCode, http: { status: 401 } },
  });
}

/**
 * A client session that ended by its own limits (idle 30 minutes, open 12 hours) while its link still
 * works: opening the link again starts a new one (docs/adr/0036). Refused on this very request.
 */
export function clientSessionEnded(end: string): GraphQLError {
  return new GraphQLError(
    'Your session ended to protect your answers. Open the link from your e-mail again to continue.',
    {
      extensions: {
        code: 'UNAUTHENTICATED',
        reason: 'CLIENT_SESSION_ENDED',
        sessionEnd: end === 'MAX_AGE' ? 'MAX_AGE' : 'IDLE',
        http: { status: 401 },
      },
    },
  );
}

export function rateLimited(retryAfterSeconds: number): GraphQLError {
  const seconds =
    Number.isFinite(retryAfterSeconds) && retryAfterSeconds > 0 ? Math.ceil(retryAfterSeconds) : 60;
  return new GraphQLError(`This API key made too many requests. Please retry in ${seconds} seconds.`, {
    extensions: {
      code: 'TOO_MANY_REQUESTS',
      retryAfterSeconds: seconds,
      http: { status: 429, headers: { 'Retry-After': String(seconds) } },
    },
  });
}

const AUTH_ROUTES = new Set([
  '/auth/signup',
  '/auth/login',
  '/auth/logout',
  '/auth/logout-others',
  '/auth/refresh',
  '/auth/activate',
  '/auth/resend-activation',
  '/auth/password-reset/request',
  '/auth/password-reset/confirm',
  '/auth/client-link',
  '/auth/client-logout',
  '/auth/client-session',
]);
const MAX_AUTH_BODY = 100 * 1024;

function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        resolve(null);
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  extra: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...extra,
  });
  res.end(JSON.stringify(body));
}

/**
 * `/auth/*`: forwards the account endpoints to identity (POST only, JSON up to 100 kB), signed as
 * the gateway, with the request id, the client's IP, the cookies and the CSRF header; passes
 * Set-Cookie and Retry-After back. Refuses POSTs without `x-portico-csrf: 1` before calling identity.
 */
export function createAuthProxy(options: {
  identityUrl: string;
  privateKey: string;
  isHttps: (req: IncomingMessage) => boolean;
  timeoutMs?: number;
  fetchFn?: typeof fetch;
}) {
  const fetchFn = options.fetchFn ?? fetch;
  return async function proxy(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
    requestId: string,
    clientIp: string,
  ) {
    if (!AUTH_ROUTES.has(pathname))
      return sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    if (req.method !== 'POST') {
      return sendJson(
        res,
        405,
        { error: { code: 'METHOD_NOT_ALLOWED', message: 'Use POST' } },
        { Allow: 'POST' },
      );
    }
    if (req.headers[CSRF_HEADER] !== '1') {
      return sendJson(res, 403, {
        error: { code: 'CSRF', message: `Requests must carry the header ${CSRF_HEADER}: 1` },
      });
    }
    const body = await readBody(req, MAX_AUTH_BODY);
    if (body === null)
      return sendJson(res, 413, { error: { code: 'BAD_REQUEST', message: 'Body too large' } });
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      [CSRF_HEADER]: '1',
      [ACTOR_HEADER]: signActorFor({ kind: 'system', service: 'gateway' }, options.privateKey),
      [REQUEST_ID_HEADER]: requestId,
      [CLIENT_IP_HEADER]: clientIp,
      'x-forwarded-proto': options.isHttps(req) ? 'https' : 'http',
    };
    const cookie = Array.isArray(req.headers.cookie) ? req.headers.cookie.join('; ') : req.headers.cookie;
    if (cookie) headers.cookie = cookie;
    const userAgent = clientUserAgent(req);
    if (userAgent) headers['user-agent'] = userAgent;
    let response: Response;
    try {
      response = await fetchFn(new URL(pathname, options.identityUrl).toString(), {
        method: 'POST',
        headers,
        body: body.length > 0 ? body.toString('utf8') : '{}',
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        redirect: 'manual',
      });
    } catch {
      return sendJson(res, 503, {
        error: { code: 'SERVICE_UNAVAILABLE', message: 'Sign-in is temporarily unavailable; please retry.' },
      });
    }
    const out: Record<string, string | string[]> = {
      'Content-Type': response.headers.get('content-type') ?? 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
    };
    const setCookie = response.headers.getSetCookie();
    if (setCookie.length > 0) out['Set-Cookie'] = setCookie;
    const retryAfter = response.headers.get('retry-after');
    if (retryAfter) out['Retry-After'] = retryAfter;
    const text = await response.text();
    res.writeHead(response.status, out);
    res.end(text);
  };
}

/** Parses the test-only actor header; null when absent or invalid. Callers check that it is enabled. */
export function parseTestActor(value: unknown): Actor | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    const actor = JSON.parse(value) as Actor;
    return actor && typeof actor === 'object' && ACTOR_KINDS.has(actor.kind) ? actor : null;
  } catch {
    return null;
  }
}
