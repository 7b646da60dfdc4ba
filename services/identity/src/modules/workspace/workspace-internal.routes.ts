import type { Router } from 'express';
import { mayFileInWorkspace, type RouteDeps } from '@portico/service-kit';
import { kindOf, Membership, Workspace } from './workspace.entity';
import { UserAccount } from '../account/user.entity';
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
 * `applicantLanguage` is the language that person reads the filing's e-mails in: the link's language
 * in a business workspace, the signed-in user's (else the owner's) account language in a personal one.
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
      let applicantLanguage = 'en';
      const em = orm.em.fork();
      if (kind === 'business' && UUID.test(formId)) {
        const link = await em.findOne(
          ClientLink,
          { workspaceId: workspace.id, formId, revokedAt: null },
          { orderBy: { createdAt: 'desc' }, fields: ['clientEmail', 'defaultLanguage'] },
        );
        applicantEmail = link?.clientEmail ?? null;
        applicantLanguage = link?.defaultLanguage ?? 'en';
      } else if (kind === 'personal') {
        const userId =
          actor.kind === 'user'
            ? actor.userId
            : (await em.findOne(Membership, { workspaceId: workspace.id }, { orderBy: { addedAt: 'asc' } }))
                ?.userId;
        const user = userId ? await em.findOne(UserAccount, { id: userId }, { fields: ['language'] }) : null;
        applicantLanguage = user?.language ?? 'en';
      }
      res.json({
        workspaceId: workspace.id,
        kind,
        preparer: kind === 'business' ? ceacPreparerOf(workspace) : null,
        applicantEmail,
        applicantLanguage,
      });
    } catch (error) {
      next(error);
    }
  });
}
