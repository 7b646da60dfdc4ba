import type { Request, Response, Router } from 'express';
import { clientInfo, readCookie, type RouteDeps } from '@portico/service-kit';
import { ACTOR_HEADER, CLIENT_SESSION_COOKIE } from '@portico/shared-types';
import { identitySettings } from '../../lib/config';
import { CSRF_HEADER } from '../account/auth.routes';
import type { RequestMeta } from '../audit/audit.service';
import { LINK_MESSAGES, SESSION_ENDED_MESSAGE } from './client-link.errors';
import { ClientLinkService, ExchangeRefused } from './client-link.service';

function meta(req: Request): RequestMeta {
  const requestId = req.headers['x-request-id'];
  return {
    ...clientInfo(req.headers),
    requestId: typeof requestId === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(requestId) ? requestId : null,
  };
}

/**
 * `POST /auth/client-link` `{ token }` (through the gateway, signed as it, with `x-portico-csrf: 1`):
 * exchanges a client link's token for a client session in the HttpOnly `portico_client` cookie.
 * 200 `{ formId, workspaceId }`; 400/404/410 `{ error: { code, message } }` with LINK_INVALID,
 * LINK_EXPIRED, LINK_USED_UP or FORM_UNAVAILABLE; 429 when the address tried too often.
 */

function clientCookie(req: Request, value: string, maxAgeSeconds: number): string {
  const secure = identitySettings().production || req.headers['x-forwarded-proto'] === 'https';
  return [
    `${CLIENT_SESSION_COOKIE}=${encodeURIComponent(value)}`,
    'Path=/',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

function bodyOf(req: Request): Record<string, unknown> {
  return typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body)
    ? (req.body as Record<string, unknown>)
    : {};
}

export function clientLinkRoutes(router: Router, { authenticate, orm }: RouteDeps): void {
  const links = new ClientLinkService();
  /** Only the gateway, with the CSRF header; answers false after refusing. */
  const fromGateway = (req: Request, res: Response): boolean => {
    res.setHeader('Cache-Control', 'no-store');
    const caller = authenticate(req)?.actor;
    if (caller?.kind !== 'system' || caller.service !== 'gateway') {
      res
        .status(401)
        .json({ error: { code: 'UNAUTHENTICATED', message: 'Only the gateway may call /auth' } });
      return false;
    }
    if (req.headers[CSRF_HEADER] !== '1') {
      res
        .status(403)
        .json({ error: { code: 'CSRF', message: `Requests must carry the header ${CSRF_HEADER}: 1` } });
      return false;
    }
    return true;
  };

  /**
   * `POST /auth/client-logout`: ends this browser's client session (its row and the cookie), for
   * example once its link was revoked or expired, so the browser is an anonymous visitor again.
   */
  router.post('/auth/client-logout', async (req, res, next) => {
    if (!fromGateway(req, res)) return;
    try {
      const token = readCookie(req.headers.cookie, CLIENT_SESSION_COOKIE);
      if (token) await links.endSession(orm.em.fork(), token);
      res.setHeader('Set-Cookie', clientCookie(req, '', 0));
      res.json({ ok: true });
    } catch (error) {
      next(error);
    }
  });

  /**
   * `POST /auth/client-session` `{ stay?: boolean }`: how long this browser's client session has left,
   * for the intake's warning before the idle end (ADR 0036). A plain look records no activity;
   * `stay: true` ("Stay signed in") does. 200 `{ formId, idleEndsInMs, endsInMs, idleMs }`; 401
   * `{ error: { code: 'SESSION_ENDED', reason: 'IDLE' | 'MAX_AGE' } }` when the session ended by its
   * limits (opening the link again starts a new one), or LINK_INVALID / LINK_EXPIRED / LINK_USED_UP.
   */
  router.post('/auth/client-session', async (req, res, next) => {
    if (!fromGateway(req, res)) return;
    const body = bodyOf(req);
    if (body.stay !== undefined && typeof body.stay !== 'boolean')
      return void res
        .status(400)
        .json({ error: { code: 'BAD_USER_INPUT', message: 'stay must be true or false', field: 'stay' } });
    try {
      const token = readCookie(req.headers.cookie, CLIENT_SESSION_COOKIE);
      const state = token
        ? await links.resolve(orm.em.fork(), token, body.stay === true ? 'always' : 'never')
        : ({ status: 'ended', code: 'LINK_INVALID' } as const);
      if (state.status === 'ok')
        return void res.json({
          formId: state.actor.formId,
          idleEndsInMs: state.idleEndsInMs,
          endsInMs: state.endsInMs,
          idleMs: identitySettings().clientSessionIdleMinutes * 60_000,
        });
      if (state.status === 'session-ended')
        return void res
          .status(401)
          .json({ error: { code: 'SESSION_ENDED', reason: state.end, message: SESSION_ENDED_MESSAGE } });
      res.status(401).json({ error: { code: state.code, message: LINK_MESSAGES[state.code] } });
    } catch (error) {
      next(error);
    }
  });

  router.post('/auth/client-link', async (req, res, next) => {
    if (!fromGateway(req, res)) return;
    const body = bodyOf(req);
    try {
      const signed = req.headers[ACTOR_HEADER];
      const em = orm.em.fork();
      const outcome = await links.exchange(
        em,
        body.token,
        meta(req),
        typeof signed === 'string' ? signed : undefined,
      );
      // Opening the link again replaces this browser's earlier client session, ended or not.
      const previous = readCookie(req.headers.cookie, CLIENT_SESSION_COOKIE);
      if (previous) await links.endSession(em, previous);
      const maxAge = Math.max(0, Math.floor((outcome.expiresAt.getTime() - Date.now()) / 1000));
      res.setHeader('Set-Cookie', clientCookie(req, outcome.sessionToken, maxAge));
      res.json({ formId: outcome.formId, workspaceId: outcome.workspaceId });
    } catch (error) {
      if (error instanceof ExchangeRefused) {
        if (error.status === 429) res.setHeader('Retry-After', '60');
        return void res.status(error.status).json({ error: { code: error.code, message: error.message } });
      }
      next(error);
    }
  });
}
