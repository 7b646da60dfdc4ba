import type { Actor } from '@portico/shared-types';
import { isWorkspaceMember, unauthenticated } from '@portico/service-kit';
import { signPersonally, submissionNotFound } from './submission.errors';

interface Filed {
  workspaceId: string;
  formId: string;
  formCreatedBy?: string | null;
}

function clientOf(actor: Actor, filed: Filed) {
  return actor.kind === 'client' && actor.workspaceId === filed.workspaceId && actor.formId === filed.formId
    ? actor
    : null;
}

/** Members (and the workspace's API key) see every submission; a client link with view_status or submit, its form's. */
export function canRead(actor: Actor, filed: Filed): boolean {
  if (actor.kind === 'anonymous') throw unauthenticated();
  const client = clientOf(actor, filed);
  if (client) return client.permissions.some((p) => p === 'view_status' || p === 'submit');
  return isWorkspaceMember(actor, filed.workspaceId);
}

/** Who may file the form and answer the captchas the robot meets: members, and a client link with submit. */
export function canFile(actor: Actor, filed: Filed): boolean {
  if (actor.kind === 'anonymous') throw unauthenticated();
  const client = clientOf(actor, filed);
  if (client) return client.permissions.includes('submit');
  return isWorkspaceMember(actor, filed.workspaceId);
}

/**
 * Signing is the applicant's own act (22 CFR 41.103): a client link with submit on this form, or,
 * in a personal workspace, the member who owns the form. Other members (an agency) are told the
 * applicant must sign personally; anyone else does not learn the submission exists.
 */
export function requireSigner(actor: Actor, filed: Filed): void {
  if (actor.kind === 'anonymous') throw unauthenticated();
  const client = clientOf(actor, filed);
  if (client) {
    if (client.permissions.includes('submit')) return;
    if (canRead(actor, filed)) throw signPersonally();
    throw submissionNotFound();
  }
  if (!isWorkspaceMember(actor, filed.workspaceId)) throw submissionNotFound();
  const personalOwner =
    actor.kind === 'user' &&
    actor.userId === filed.formCreatedBy &&
    actor.memberships.some((m) => m.workspaceId === filed.workspaceId && m.workspaceType !== 'business');
  if (!personalOwner) throw signPersonally();
}

/** Whether the actor is the applicant who signs (requireSigner, without the refusal). */
export function isSigner(actor: Actor, filed: Filed): boolean {
  try {
    requireSigner(actor, filed);
    return true;
  } catch {
    return false;
  }
}

/** `created_by` of a submission. */
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
