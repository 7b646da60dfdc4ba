/**
 * Who is calling: the session cookie or an API key (Authorization: Bearer), resolved to an Actor by
 * identity's POST /internal/actor, then signed for the subgraphs.
 */
import { ACTOR_SIGNATURE_TTL_MS, type Actor } from '@portico/shared-types';
import { signActor } from '@portico/service-kit';

export const SESSION_COOKIE = 'portico_session';
/** Test-only header (and connectionParams key) carrying an Actor as JSON; see config.ts. */
export const TEST_ACTOR_HEADER = 'x-portico-test-actor';

export interface Credentials {
  sessionToken?: string;
  apiKey?: string;
}

export class AuthenticationUnavailableError extends Error {
  constructor(reason: string) {
    super(`identity could not resolve the actor: ${reason}`);
    this.name = 'AuthenticationUnavailableError';
  }
}

export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value) || undefined;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

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
  return credentials;
}

export function signActorFor(actor: Actor, requestId: string, privateKey: string, now = Date.now()): string {
  return signActor({ v: 1, iat: now, exp: now + ACTOR_SIGNATURE_TTL_MS, rid: requestId, actor }, privateKey);
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
      if (!credentials.sessionToken && !credentials.apiKey) return { kind: 'anonymous' };
      const system: Actor = { kind: 'system', service: 'gateway' };
      let response: Response;
      try {
        response = await fetchFn(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-portico-actor': signActorFor(system, requestId, options.privateKey),
            'x-request-id': requestId,
          },
          body: JSON.stringify(credentials),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
        });
      } catch (error) {
        throw new AuthenticationUnavailableError((error as Error).name);
      }
      // identity answers 200 { actor: anonymous } for unknown, expired or revoked credentials; any
      // other status (401: it did not accept our system signature) is a fault, and we fail closed.
      if (!response.ok) throw new AuthenticationUnavailableError(`status ${response.status}`);
      const body = (await response.json().catch(() => null)) as { actor?: Actor | null } | null;
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
