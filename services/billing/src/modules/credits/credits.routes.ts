import type { Router } from 'express';
import { mayFileInWorkspace, type RouteDeps } from '@portico/service-kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { consumeCredit, NO_CREDITS_MESSAGE, releaseCredit } from './credits.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'Workspace not found' } };

/**
 * `POST /internal/credits/consume` and `/internal/credits/release` `{ workspaceId, submissionId }`:
 * the submission service relays the gateway's signed actor of the request it serves (like identity's
 * `/internal/workspaces/:id/preparer`). 404 when that actor may not file in the workspace.
 */
export function creditRoutes(router: Router, { authenticate, orm }: RouteDeps): void {
  const route = (
    path: string,
    handle: (em: EntityManager, workspaceId: string, submissionId: string) => Promise<[number, unknown]>,
  ) =>
    router.post(path, async (req, res, next) => {
      res.setHeader('Cache-Control', 'no-store');
      const actor = authenticate(req)?.actor;
      if (!actor || (actor.kind !== 'user' && actor.kind !== 'apiKey' && actor.kind !== 'client'))
        return void res
          .status(401)
          .json({ error: { code: 'UNAUTHENTICATED', message: 'Not authenticated' } });
      const body = (req.body ?? {}) as { workspaceId?: unknown; submissionId?: unknown };
      if (
        typeof body.workspaceId !== 'string' ||
        typeof body.submissionId !== 'string' ||
        !UUID.test(body.workspaceId) ||
        !UUID.test(body.submissionId)
      )
        return void res.status(400).json({
          error: { code: 'BAD_USER_INPUT', message: 'workspaceId and submissionId must be UUIDs' },
        });
      const workspaceId = body.workspaceId.toLowerCase();
      if (!mayFileInWorkspace(actor, workspaceId)) return void res.status(404).json(NOT_FOUND);
      try {
        const [status, answer] = await handle(
          orm.em.fork() as EntityManager,
          workspaceId,
          body.submissionId.toLowerCase(),
        );
        res.status(status).json(answer);
      } catch (error) {
        next(error);
      }
    });

  route('/internal/credits/consume', async (em, workspaceId, submissionId) => {
    const result = await consumeCredit(em, workspaceId, submissionId);
    return result.consumed
      ? [200, result]
      : [402, { error: { code: 'NO_CREDITS', message: NO_CREDITS_MESSAGE } }];
  });
  route('/internal/credits/release', async (em, workspaceId, submissionId) => [
    200,
    await releaseCredit(em, workspaceId, submissionId),
  ]);
}
