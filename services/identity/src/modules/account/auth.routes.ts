import type { Request, Response, Router } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import { clientInfo, readCookie, type RouteDeps } from '@portico/service-kit';
import { identitySettings } from '../../lib/config';
import type { RequestMeta } from '../audit/audit.service';
import type { TokenPair } from '../session/session.service';
import { DEVICE_TTL_MS } from '../session/known-device.service';
import { AccountService } from './account.service';
import type { UserOutput } from './dtos/account.output';

export const SESSION_COOKIE = 'portico_session';
export const REFRESH_COOKIE = 'portico_refresh';
/** A known device (docs/adr/0034): sent only to /auth/login, for 180 days after its last sign-in. */
export const DEVICE_COOKIE = 'portico_device';
export const CSRF_HEADER = 'x-portico-csrf';

const STATUS: Record<string, number> = {
  BAD_USER_INPUT: 400,
  INVALID_CREDENTIALS: 401,
  TOTP_REQUIRED: 401,
  TOTP_INVALID: 401,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

function meta(req: Request): RequestMeta {
  const requestId = req.headers['x-request-id'];
  return {
    ...clientInfo(req.headers),
    requestId: typeof requestId === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(requestId) ? requestId : null,
  };
}

function secure(req: Request): boolean {
  return identitySettings().production || req.headers['x-forwarded-proto'] === 'https';
}

function cookie(
  name: string,
  value: string,
  attributes: string[],
  maxAgeSeconds: number,
  req: Request,
): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    ...attributes,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    ...(secure(req) ? ['Secure'] : []),
  ].join('; ');
}

/**
 * Both cookies live until the sign-in's absolute end: after 10 minutes the gateway still sees the
 * access cookie and answers 401 UNAUTHENTICATED, which tells the front end to refresh.
 */
function setSessionCookies(req: Request, res: Response, pair: TokenPair, deviceToken?: string): void {
  const maxAge = Math.max(0, Math.floor((pair.familyExpiresAt.getTime() - Date.now()) / 1000));
  res.setHeader('Set-Cookie', [
    cookie(SESSION_COOKIE, pair.accessToken, ['Path=/', 'SameSite=Lax'], maxAge, req),
    cookie(REFRESH_COOKIE, pair.refreshToken, ['Path=/auth', 'SameSite=Strict'], maxAge, req),
    ...(deviceToken
      ? [
          cookie(
            DEVICE_COOKIE,
            deviceToken,
            ['Path=/auth/login', 'SameSite=Strict'],
            Math.floor(DEVICE_TTL_MS / 1000),
            req,
          ),
        ]
      : []),
  ]);
}

function clearSessionCookies(req: Request, res: Response): void {
  res.setHeader('Set-Cookie', [
    cookie(SESSION_COOKIE, '', ['Path=/', 'SameSite=Lax'], 0, req),
    cookie(REFRESH_COOKIE, '', ['Path=/auth', 'SameSite=Strict'], 0, req),
  ]);
}

function expiries(pair: TokenPair) {
  return {
    accessExpiresAt: pair.accessExpiresAt.toISOString(),
    refreshExpiresAt: pair.refreshExpiresAt.toISOString(),
    sessionExpiresAt: pair.familyExpiresAt.toISOString(),
  };
}

function sessionBody(user: UserOutput, pair: TokenPair) {
  return { user: { ...user }, ...expiries(pair) };
}

function sendError(res: Response, error: unknown): boolean {
  const extensions = (error as { extensions?: Record<string, unknown> }).extensions;
  const code = extensions?.code;
  if (typeof code !== 'string' || !(code in STATUS)) return false;
  const { http: _http, ...rest } = extensions!;
  if (typeof rest.retryAfterSeconds === 'number')
    res.setHeader('Retry-After', String(rest.retryAfterSeconds));
  res.status(STATUS[code]).json({ error: { ...rest, message: (error as Error).message } });
  return true;
}

/**
 * Plain-HTTP account endpoints under /auth (the gateway proxies /auth/* here, signed as itself, with
 * the client's IP in x-portico-client-ip). Every POST needs `x-portico-csrf: 1`.
 */
export function authRoutes(router: Router, { authenticate, orm, logger }: RouteDeps): void {
  const accounts = new AccountService(logger);

  const route = (
    path: string,
    handler: (req: Request, res: Response, em: EntityManager) => Promise<void>,
  ) => {
    router.post(path, async (req, res, next) => {
      res.setHeader('Cache-Control', 'no-store');
      const caller = authenticate(req)?.actor;
      if (caller?.kind !== 'system' || caller.service !== 'gateway') {
        return void res
          .status(401)
          .json({ error: { code: 'UNAUTHENTICATED', message: 'Only the gateway may call /auth' } });
      }
      if (req.headers[CSRF_HEADER] !== '1') {
        return void res
          .status(403)
          .json({ error: { code: 'CSRF', message: `Requests must carry the header ${CSRF_HEADER}: 1` } });
      }
      try {
        await handler(req, res, orm.em.fork());
      } catch (error) {
        if (!sendError(res, error)) next(error);
      }
    });
  };
  const body = (req: Request): Record<string, unknown> =>
    typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? req.body : {};

  route('/auth/signup', async (req, res, em) => {
    const { email, password, language } = body(req);
    const { user, pair } = await accounts.signUp(em, { email, password, language }, meta(req));
    setSessionCookies(req, res, pair);
    res.status(201).json(sessionBody(user, pair));
  });

  route('/auth/login', async (req, res, em) => {
    const { email, password, totpCode, loginCode } = body(req);
    const { user, pair, deviceToken } = await accounts.logIn(
      em,
      { email, password, totpCode, loginCode },
      meta(req),
      readCookie(req.headers.cookie, DEVICE_COOKIE),
    );
    setSessionCookies(req, res, pair, deviceToken);
    res.json(sessionBody(user, pair));
  });

  route('/auth/logout', async (req, res, em) => {
    await accounts.logOut(
      em,
      {
        accessToken: readCookie(req.headers.cookie, SESSION_COOKIE),
        refreshToken: readCookie(req.headers.cookie, REFRESH_COOKIE),
      },
      meta(req),
    );
    clearSessionCookies(req, res);
    res.json({ ok: true });
  });

  route('/auth/logout-others', async (req, res, em) => {
    const ended = await accounts.logOutOthers(em, readCookie(req.headers.cookie, SESSION_COOKIE), meta(req));
    res.json({ ok: true, sessionsEnded: ended });
  });

  route('/auth/refresh', async (req, res, em) => {
    const token = readCookie(req.headers.cookie, REFRESH_COOKIE);
    const outcome = token
      ? await accounts.refresh(em, token, meta(req))
      : ({ ok: false, reason: 'invalid' } as const);
    if (!outcome.ok) {
      clearSessionCookies(req, res);
      return void res.status(401).json({
        error: {
          code: 'UNAUTHENTICATED',
          reason: outcome.reason === 'reused' ? 'REFRESH_REUSED' : 'REFRESH_INVALID',
          message: 'Your session has ended. Please sign in again.',
        },
      });
    }
    setSessionCookies(req, res, outcome.pair);
    res.json(expiries(outcome.pair));
  });

  route('/auth/activate', async (req, res, em) => {
    const holder = await accounts.userFromAccessToken(em, readCookie(req.headers.cookie, SESSION_COOKIE));
    const activated = await accounts.activate(em, holder, body(req).code, meta(req));
    res.json({ user: { ...activated } });
  });

  route('/auth/resend-activation', async (req, res, em) => {
    const holder = await accounts.userFromAccessToken(em, readCookie(req.headers.cookie, SESSION_COOKIE));
    await accounts.resendActivation(em, holder);
    res.json({ ok: true, retryAfterSeconds: 60 });
  });

  route('/auth/password-reset/request', async (req, res, em) => {
    await accounts.requestPasswordReset(em, body(req).email, meta(req));
    res.status(202).json({
      ok: true,
      message: 'If an account uses this e-mail address, we have sent it a link to reset the password.',
    });
  });

  route('/auth/password-reset/confirm', async (req, res, em) => {
    const { token, password } = body(req);
    await accounts.confirmPasswordReset(em, { token, password }, meta(req));
    clearSessionCookies(req, res);
    res.json({ ok: true });
  });
}
