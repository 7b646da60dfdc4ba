import { generateActorKeyPair, verifyActor } from '@portico/service-kit';
import {
  AuthenticationUnavailableError,
  createAuthenticator,
  credentialsFrom,
  missingCsrf,
} from './authentication';

const keys = generateActorKeyPair();
const requestId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

function identity(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  const authenticator = createAuthenticator({
    identityUrl: 'http://identity.test:4101/graphql',
    privateKey: keys.privateKey,
    fetchFn,
  });
  return { authenticator, calls };
}

describe('credentialsFrom', () => {
  it('reads the session cookie and a bearer API key', () => {
    expect(credentialsFrom('a=1; portico_session=s%20t; b=2', 'Bearer key-123')).toEqual({
      sessionToken: 's t',
      apiKey: 'key-123',
    });
    expect(credentialsFrom('portico_session_x=1', 'Basic abc')).toEqual({});
  });

  it('reads the client-link cookie only when no session or API key is presented', () => {
    expect(credentialsFrom('portico_client=c1', undefined)).toEqual({ clientToken: 'c1' });
    expect(credentialsFrom('portico_client=c1; portico_session=s1', undefined)).toEqual({
      sessionToken: 's1',
    });
    expect(credentialsFrom('portico_client=c1', 'Bearer key-123')).toEqual({ apiKey: 'key-123' });
  });
});

describe('createAuthenticator', () => {
  it('does not call identity for a caller without credentials', async () => {
    const { authenticator, calls } = identity(200, {});
    await expect(authenticator.resolve({}, requestId)).resolves.toEqual({ kind: 'anonymous' });
    expect(calls).toHaveLength(0);
  });

  it('asks identity as the signed gateway system actor and returns its actor', async () => {
    const actor = { kind: 'apiKey', apiKeyId: 'k', workspaceId: 'w', memberships: [] };
    const { authenticator, calls } = identity(200, { actor });
    await expect(authenticator.resolve({ apiKey: 'key-123' }, requestId)).resolves.toEqual(actor);
    expect(calls[0].url).toBe('http://identity.test:4101/internal/actor');
    const headers = calls[0].init.headers as Record<string, string>;
    const signed = verifyActor(headers['x-portico-actor'], keys.publicKey);
    expect(signed.actor).toEqual({ kind: 'system', service: 'gateway' });
    expect(headers['x-request-id']).toBe(requestId);
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ apiKey: 'key-123' });
  });

  it('fails closed when identity refuses the gateway or errs', async () => {
    for (const status of [401, 500]) {
      const { authenticator } = identity(status, {});
      await expect(authenticator.resolve({ sessionToken: 's' }, requestId)).rejects.toBeInstanceOf(
        AuthenticationUnavailableError,
      );
    }
  });

  it('never accepts a system actor from identity for a browser credential', async () => {
    const { authenticator } = identity(200, { actor: { kind: 'system', service: 'gateway' } });
    await expect(authenticator.resolve({ sessionToken: 's' }, requestId)).rejects.toBeInstanceOf(
      AuthenticationUnavailableError,
    );
  });

  it('answers 401 UNAUTHENTICATED when identity rejects the presented credentials', async () => {
    const { authenticator } = identity(200, { actor: { kind: 'anonymous' }, rejected: 'session' });
    await expect(authenticator.resolve({ sessionToken: 's' }, requestId)).rejects.toMatchObject({
      extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
    });
  });

  it("answers 401 CLIENT_LINK_ENDED with the link's message when its client session ended", async () => {
    for (const [code, message] of [
      ['LINK_INVALID', 'Invalid or expired access link'],
      ['LINK_EXPIRED', 'This access link has expired'],
      ['LINK_USED_UP', 'This access link has reached its usage limit'],
    ]) {
      const { authenticator, calls } = identity(200, {
        actor: { kind: 'anonymous' },
        rejected: 'client',
        clientLinkEnded: code,
      });
      await expect(authenticator.resolve({ clientToken: 'c' }, requestId)).rejects.toMatchObject({
        message,
        extensions: { code: 'UNAUTHENTICATED', reason: 'CLIENT_LINK_ENDED', http: { status: 401 } },
      });
      expect(JSON.parse(String(calls[0].init.body))).toEqual({ clientToken: 'c' });
    }
  });

  it('answers 401 CLIENT_SESSION_ENDED when the client session ended by its own limits', async () => {
    for (const end of ['IDLE', 'MAX_AGE']) {
      const { authenticator } = identity(200, {
        actor: { kind: 'anonymous' },
        rejected: 'client',
        clientSessionEnded: end,
      });
      await expect(
        authenticator.resolve({ clientToken: 'c', passive: true }, requestId),
      ).rejects.toMatchObject({
        message:
          'Your session ended to protect your answers. Open the link from your e-mail again to continue.',
        extensions: {
          code: 'UNAUTHENTICATED',
          reason: 'CLIENT_SESSION_ENDED',
          sessionEnd: end,
          http: { status: 401 },
        },
      });
    }
  });

  it('answers 429 with Retry-After when an API key is over its rate', async () => {
    const { authenticator } = identity(429, { error: { retryAfterSeconds: 17 } });
    await expect(authenticator.resolve({ apiKey: 'k' }, requestId)).rejects.toMatchObject({
      extensions: { code: 'TOO_MANY_REQUESTS', http: { status: 429, headers: { 'Retry-After': '17' } } },
    });
  });
});

describe('missingCsrf', () => {
  it('asks for the header only when the session cookie is the credential', () => {
    expect(missingCsrf({ cookie: 'portico_session=a' })).toBe(true);
    expect(missingCsrf({ cookie: 'portico_session=a', 'x-portico-csrf': '1' })).toBe(false);
    expect(missingCsrf({ cookie: 'portico_session=a', authorization: 'Bearer k' })).toBe(false);
    expect(missingCsrf({ cookie: 'other=1' })).toBe(false);
    expect(missingCsrf({ cookie: 'portico_client=c' })).toBe(true);
    expect(missingCsrf({ cookie: 'portico_client=c', 'x-portico-csrf': '1' })).toBe(false);
  });
});
