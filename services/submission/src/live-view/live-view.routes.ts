import type { Router } from 'express';
import type { RouteDeps } from '@portico/service-kit';
import { FINAL_STATUSES, Submission } from '../modules/submission/submission.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'No live view for this submission' } };

/**
 * `GET /internal/live-view/:id` (docs/adr/0042): where the robot worker holding a filing takes its
 * live-view WebSockets (`{ url }`), for the gateway only (its own signed system actor). 404 while no
 * worker holds a live lease on an unfinished filing. Who may watch or sign is the ticket's business,
 * which the worker verifies; this only routes.
 */
export function liveViewRoutes(router: Router, { authenticate, orm }: RouteDeps): void {
  router.get('/internal/live-view/:id', async (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    const actor = authenticate(req)?.actor;
    if (!(actor?.kind === 'system' && actor.service === 'gateway'))
      return void res.status(401).json({ error: { code: 'UNAUTHENTICATED', message: 'Not authenticated' } });
    if (!UUID.test(req.params.id)) return void res.status(404).json(NOT_FOUND);
    try {
      const row = await orm.em
        .fork()
        .findOne(
          Submission,
          { id: req.params.id.toLowerCase() },
          { fields: ['id', 'status', 'liveViewUrl', 'leaseOwner', 'leaseUntil'] },
        );
      const held =
        row?.liveViewUrl &&
        row.leaseOwner &&
        row.leaseOwner !== 'queued' &&
        row.leaseUntil &&
        row.leaseUntil.getTime() > Date.now() &&
        !FINAL_STATUSES.includes(row.status);
      if (!held) return void res.status(404).json(NOT_FOUND);
      res.json({ url: row.liveViewUrl });
    } catch (error) {
      next(error);
    }
  });
}
