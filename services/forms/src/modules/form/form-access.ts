import type { Actor } from '@portico/shared-types';
import { forbidden, isWorkspaceMember, unauthenticated } from '@portico/service-kit';

/** Who did it, as stored in `updated_by`, `by` and `created_by_user_id`. */
export function actorRef(actor: Actor): string | null {
  switch (actor.kind) {
    case 'user':
      return actor.userId;
    case 'apiKey':
      return `apiKey:${actor.apiKeyId}`;
    case 'client':
      return `client:${actor.clientLinkId}`;
    default:
      return null;
  }
}

/**
 * Members and the workspace's API keys see every form; a client link sees its own form. An anonymous
 * caller (no session, or one that ended) is told to sign in (UNAUTHENTICATED), never NOT_FOUND: the
 * screens pause autosave and re-authenticate in place on that code.
 */
export function canRead(actor: Actor, form: { id: string; workspaceId: string }): boolean {
  if (actor.kind === 'anonymous') throw unauthenticated();
  if (actor.kind === 'client') {
    return actor.workspaceId === form.workspaceId && actor.formId === form.id && actor.permissions.length > 0;
  }
  return isWorkspaceMember(actor, form.workspaceId);
}

/** Throws when the reader may not change the form: a client link needs the fill permission. */
export function requireWrite(actor: Actor, _form: { id: string; workspaceId: string }): void {
  if (actor.kind === 'anonymous') throw unauthenticated();
  if (actor.kind === 'client' && !actor.permissions.includes('fill')) throw forbidden();
}

/**
 * Answers (and everything derived from them) are for members and for clients who may read, fill or
 * submit; a view_status-only link sees the form's status and progress, and its answers come back
 * empty (redacted, so the status screens that share the form query keep working).
 */
export function canSeeAnswers(actor: Actor): boolean {
  return (
    actor.kind !== 'client' || actor.permissions.some((p) => p === 'read' || p === 'fill' || p === 'submit')
  );
}
