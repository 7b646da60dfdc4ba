import type { Actor } from '@portico/shared-types';
import { badUserInput, forbidden, unauthenticated } from './errors';

/** True when the actor may act inside the workspace (a member user, or the workspace's API key). */
export function isWorkspaceMember(actor: Actor, workspaceId: string): boolean {
  switch (actor.kind) {
    case 'user':
      return actor.memberships.some((m) => m.workspaceId === workspaceId);
    case 'apiKey':
      return actor.workspaceId === workspaceId;
    default:
      return false;
  }
}

/**
 * True when the actor may file the workspace's forms: a member, the workspace's API key, or a client
 * link of that workspace with the `submit` permission (who may spend its filing credits, learn its preparer).
 */
export function mayFileInWorkspace(actor: Actor, workspaceId: string): boolean {
  if (actor.kind === 'client')
    return actor.workspaceId === workspaceId && actor.permissions.includes('submit');
  return isWorkspaceMember(actor, workspaceId);
}

/** Throws UNAUTHENTICATED for anonymous actors and FORBIDDEN for non-members. */
export function requireWorkspaceMember(actor: Actor, workspaceId: string): void {
  if (actor.kind === 'anonymous') throw unauthenticated();
  if (!isWorkspaceMember(actor, workspaceId)) throw forbidden();
}

export function actorUserId(actor: Actor): string | null {
  return actor.kind === 'user' ? actor.userId : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else is the client's mistake, not a database error. */
export function parseId(value: string, field = 'id'): string {
  if (!UUID.test(value)) throw badUserInput(`${field} must be a UUID`, field);
  return value.toLowerCase();
}
