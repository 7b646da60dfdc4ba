import type { Router } from 'express';
import { mayFileInWorkspace, type RouteDeps } from '@portico/service-kit';
import { kindOf, Workspace } from './workspace.entity';
import { ClientLink } from '../client-link/client-link.entity';
import { ceacPreparerOf } from './preparer';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'Workspace not found' } };

/**
 * `GET /internal/workspaces/:id/preparer`: what the submission service freezes with a filing (docs/adr/0024).
 * The caller relays the gateway's signed actor of the request it serves (like forms' internal
 * routes): a member or the API key of the workspace, or a client link with the submit permission
 * there. Answers `{ workspaceId, kind: 'personal' | 'business', preparer, applicantEmail }`, where
 * preparer is the robot's `RobotInput.preparer` (CEAC-ready, upper case) for a business workspace
 * whose details are complete, else null; with `?formId=`, applicantEmail is the client e-mail of that
 * form's newest unrevoked client link in the workspace (who gets the confirmation number), else null.
 * 404 for anything the actor may not see.
 */
export function workspaceInternalRoutes(router: Router, { authenticate, orm }: RouteDeps): void {
  router.get('/internal/workspaces/:id/preparer', async (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    const actor = authenticate(req)?.actor;
    if (!actor || (actor.kind !== 'user' && actor.kind !== 'apiKey' && actor.kind !== 'client'))
      return void res.status(401).json({ error: { code: 'UNAUTHENTICATED', message: 'Not authenticated' } });
    const id = req.params.id.toLowerCase();
    if (!UUID.test(id) || !mayFileInWorkspace(actor, id)) return void res.status(404).json(NOT_FOUND);
    try {
      const workspace = await orm.em.fork().findOne(Workspace, { id });
      if (!workspace) return void res.status(404).json(NOT_FOUND);
      const kind = kindOf(workspace.type);
      const formId = typeof req.query.formId === 'string' ? req.query.formId.toLowerCase() : '';
      let applicantEmail: string | null = null;
      if (kind === 'business' && UUID.test(formId)) {
        const link = await orm.em
          .fork()
          .findOne(
            ClientLink,
            { workspaceId: workspace.id, formId, revokedAt: null },
            { orderBy: { createdAt: 'desc' }, fields: ['clientEmail'] },
          );
        applicantEmail = link?.clientEmail ?? null;
      }
      res.json({
        workspaceId: workspace.id,
        kind,
        preparer: kind === 'business' ? ceacPreparerOf(workspace) : null,
        applicantEmail,
      });
    } catch (error) {
      next(error);
    }
  });
}
