import type { Router } from 'express';
import type { RouteDeps } from '@portico/service-kit';
import { ActorService, type ActorCredentials } from './actor.service';
import { badCredentials, gatewayOnly } from './actor.errors';

function parseCredentials(body: unknown): ActorCredentials | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { sessionToken, apiKey, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return undefined;
  if (sessionToken !== undefined && (typeof sessionToken !== 'string' || sessionToken.length > 512))
    return undefined;
  if (apiKey !== undefined && (typeof apiKey !== 'string' || apiKey.length > 512)) return undefined;
  return { sessionToken, apiKey } as ActorCredentials;
}

/** `POST /internal/actor`: the gateway, signed as `{ kind: 'system', service: 'gateway' }`, asks who is calling. */
export function actorRoutes(router: Router, { authenticate }: RouteDeps): void {
  const actors = new ActorService();
  router.post('/internal/actor', async (req, res, next) => {
    const caller = authenticate(req)?.actor;
    if (caller?.kind !== 'system' || caller.service !== 'gateway')
      return void res.status(401).json(gatewayOnly);
    const credentials = parseCredentials(req.body ?? {});
    if (!credentials) return void res.status(400).json(badCredentials);
    try {
      res.json({ actor: await actors.resolve(credentials) });
    } catch (error) {
      next(error);
    }
  });
}
