import type { Router } from 'express';
import { isWorkspaceMember, type RouteDeps } from '@portico/service-kit';
import { ceacAnswers } from '@portico/shared-types';
import { Form, FormStatus } from './form.entity';
import { findForm, loadAnswerRows } from './form-records';
import { toFormAnswers } from './answer-model';
import { loadPhoto } from '../photo/photo.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'Form not found' } };

/**
 * `GET /internal/forms/:id`: whether a form exists, for identity's client links. The caller relays
 * the gateway's signed actor of the request it is serving: a member (or the workspace's API key)
 * learns about forms of their workspaces; the gateway itself (a client-link exchange) about any
 * form. Answers `{ id, workspaceId, archived }` or 404 (also for forms the actor may not see).
 * `GET /internal/forms/:id/snapshot` (below) gives the answers to file.
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

  /**
   * `GET /internal/forms/:id/snapshot`: what the submission service freezes when a form is filed on
   * CEAC: name, status, workspace, creator and the CEAC-bound answers (the agency's English values,
   * decrypted; never a client's original). Same relayed signed actor as above: a member (or the
   * workspace's API key) of the form's workspace, or a client link with the submit permission on
   * this very form. 404 for anything else. The answers are never logged. `photo` is the applicant's
   * compliant JPEG (base64, docs/adr/0023) or null: the robot uploads it at CEAC's photo step.
   */
  router.get('/internal/forms/:id/snapshot', async (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    const actor = authenticate(req)?.actor;
    if (!actor || (actor.kind !== 'user' && actor.kind !== 'apiKey' && actor.kind !== 'client')) {
      return void res.status(401).json({ error: { code: 'UNAUTHENTICATED', message: 'Not authenticated' } });
    }
    if (!UUID.test(req.params.id)) return void res.status(404).json(NOT_FOUND);
    try {
      const em = orm.em.fork();
      const form = await findForm(em, req.params.id.toLowerCase());
      const allowed =
        form &&
        (actor.kind === 'client'
          ? actor.formId === form.id &&
            actor.workspaceId === form.workspaceId &&
            actor.permissions.includes('submit')
          : isWorkspaceMember(actor, form.workspaceId));
      if (!form || !allowed) return void res.status(404).json(NOT_FOUND);
      const [rows, photo] = await Promise.all([loadAnswerRows(em, form.id), loadPhoto(em, form.id, true)]);
      // As CEAC gets them (the robot types these values): text in upper case but e-mail addresses,
      // social media handles and the native-alphabet name (shared-types' ceacAnswers).
      const answers = ceacAnswers(toFormAnswers(rows));
      res.json({
        id: form.id,
        workspaceId: form.workspaceId,
        name: form.name,
        status: form.status,
        createdBy: form.createdBy,
        version: form.version,
        answers,
        photo: photo?.jpeg
          ? { jpegBase64: photo.jpeg.toString('base64'), width: photo.width, height: photo.height }
          : null,
      });
    } catch (error) {
      next(error);
    }
  });
}
