import type { Router } from 'express';
import { mayFileInWorkspace, type RouteDeps } from '@portico/service-kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { consumeCredit, NO_CREDITS_MESSAGE, releaseCredit, returnCredit } from './credits.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'Workspace not found' } };
/** A return token: 32 random bytes in base64url. */
const RETURN_TOKEN = /^[A-Za-z0-9_-]{43}$/;

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

  /**
   * `POST /internal/credits/return` `{ workspaceId, submissionId, returnToken }`: the robot worker
   * gives back the credit of a filing that ended before CEAC had it signed (docs/adr/0041). It acts
   * for nobody in particular, so no signed actor: the return token billing gave with the credit is
   * the authority, and gives back that one credit, once. 404 for a token that does not match.
   */
  router.post('/internal/credits/return', async (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    const body = (req.body ?? {}) as { workspaceId?: unknown; submissionId?: unknown; returnToken?: unknown };
    if (
      typeof body.workspaceId !== 'string' ||
      typeof body.submissionId !== 'string' ||
      typeof body.returnToken !== 'string' ||
      !UUID.test(body.workspaceId) ||
      !UUID.test(body.submissionId) ||
      !RETURN_TOKEN.test(body.returnToken)
    )
      return void res.status(400).json({
        error: {
          code: 'BAD_USER_INPUT',
          message: 'workspaceId and submissionId must be UUIDs, and returnToken a return token',
        },
      });
    try {
      const result = await returnCredit(
        orm.em.fork() as EntityManager,
        body.workspaceId.toLowerCase(),
        body.submissionId.toLowerCase(),
        body.returnToken,
      );
      if (!result.found)
        return void res.status(404).json({ error: { code: 'NOT_FOUND', message: 'No such credit' } });
      res.status(200).json({ returned: result.returned, available: result.available });
    } catch (error) {
      next(error);
    }
  });
}
