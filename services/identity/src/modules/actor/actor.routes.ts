import type { Router } from 'express';
import type { RouteDeps } from '@portico/service-kit';
import { ActorService, type ActorCredentials } from './actor.service';
import { badCredentials, gatewayOnly } from './actor.errors';

function parseCredentials(body: unknown): ActorCredentials | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { sessionToken, apiKey, clientToken, passive, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return undefined;
  if (passive !== undefined && typeof passive !== 'boolean') return undefined;
  if (sessionToken !== undefined && (typeof sessionToken !== 'string' || sessionToken.length > 512))
    return undefined;
  if (apiKey !== undefined && (typeof apiKey !== 'string' || apiKey.length > 512)) return undefined;
  if (clientToken !== undefined && (typeof clientToken !== 'string' || clientToken.length > 512))
    return undefined;
  return { sessionToken, apiKey, clientToken, passive } as ActorCredentials;
}

/**
 * `POST /internal/actor`: the gateway, signed as `{ kind: 'system', service: 'gateway' }`, asks who is
 * calling. Answers `{ actor }`, plus `rejected: 'session' | 'apiKey' | 'client'` when credentials were
 * presented but are unknown, expired or revoked (for a client session also `clientLinkEnded`:
 * LINK_INVALID, LINK_EXPIRED or LINK_USED_UP, or `clientSessionEnded`: IDLE or MAX_AGE, with
 * `message`); 429 `{ error }` when an API key is over its rate. `passive: true` resolves a client
 * session without recording activity (the gateway's re-check of an open socket, ADR 0036).
 */
export function actorRoutes(router: Router, { authenticate, orm }: RouteDeps): void {
  const actors = new ActorService();
  router.post('/internal/actor', async (req, res, next) => {
    const caller = authenticate(req)?.actor;
    if (caller?.kind !== 'system' || caller.service !== 'gateway')
      return void res.status(401).json(gatewayOnly);
    const credentials = parseCredentials(req.body ?? {});
    if (!credentials) return void res.status(400).json(badCredentials);
    try {
      const result = await actors.resolve(orm.em.fork(), credentials);
      if ('rateLimited' in result) {
        res.setHeader('Retry-After', String(result.retryAfterSeconds));
        return void res.status(429).json({
          error: {
            code: 'TOO_MANY_REQUESTS',
            message: `This API key made too many requests. Please retry in ${result.retryAfterSeconds} seconds.`,
            retryAfterSeconds: result.retryAfterSeconds,
          },
        });
      }
      res.json(result);
    } catch (error) {
      next(error);
    }
  });
}
