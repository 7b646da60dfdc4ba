import type { Router } from 'express';
import { isWorkspaceMember, type RouteDeps } from '@portico/service-kit';
import { Form, FormStatus } from './form.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'Form not found' } };

/**
 * `GET /internal/forms/:id`: whether a form exists, for identity's client links. The caller relays
 * the gateway's signed actor of the request it is serving: a member (or the workspace's API key)
 * learns about forms of their workspaces; the gateway itself (a client-link exchange) about any
 * form. Answers `{ id, workspaceId, archived }` or 404 (also for forms the actor may not see).
 */
export function formInternalRoutes(router: Router, { authenticate, orm }: RouteDeps): void {
  router.get('/internal/forms/:id', async (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    const actor = authenticate(req)?.actor;
    const gateway = actor?.kind === 'system' && actor.service === 'gateway';
    if (!actor || (!gateway && actor.kind !== 'user' && actor.kind !== 'apiKey')) {
      return void res.status(401).json({ error: { code: 'UNAUTHENTICATED', message: 'Not authenticated' } });
    }
    if (!UUID.test(req.params.id)) return void res.status(404).json(NOT_FOUND);
    try {
      const form = await orm.em
        .fork()
        .findOne(Form, { id: req.params.id }, { fields: ['id', 'workspaceId', 'status'] });
      if (!form || (!gateway && !isWorkspaceMember(actor, form.workspaceId)))
        return void res.status(404).json(NOT_FOUND);
      res.json({ id: form.id, workspaceId: form.workspaceId, archived: form.status === FormStatus.ARCHIVED });
    } catch (error) {
      next(error);
    }
  });
}
