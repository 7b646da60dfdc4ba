import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor, WorkspaceMembership } from '@portico/shared-types';
import { SessionService } from '../session/session.service';
import { UserAccount } from '../account/user.entity';
import { findDuplicateSignup } from '../account/account.service';
import { Membership, MemberRole, Workspace } from '../workspace/workspace.entity';
import { ApiKeyService } from '../api-key/api-key.service';

export interface ActorCredentials {
  sessionToken?: string;
  apiKey?: string;
}

export type ActorResolution =
  | { actor: Actor }
  /** Credentials were presented but are unknown, expired or revoked. */
  | { actor: { kind: 'anonymous' }; rejected: 'session' | 'apiKey' }
  | { rateLimited: true; retryAfterSeconds: number };

/**
 * Turns the credentials the gateway saw into an actor, from the database on every request, so a
 * removed or demoted member is refused on the very next request in every service.
 */
export class ActorService {
  private readonly sessions = new SessionService();
  private readonly apiKeys = new ApiKeyService();

  async resolve(em: EntityManager, credentials: ActorCredentials): Promise<ActorResolution> {
    if (credentials.apiKey) {
      const result = await this.apiKeys.resolve(em, credentials.apiKey);
      if (result.status === 'rate_limited')
        return { rateLimited: true, retryAfterSeconds: result.retryAfterSeconds };
      if (result.status === 'ok') return { actor: result.actor };
      return { actor: { kind: 'anonymous' }, rejected: 'apiKey' };
    }
    if (credentials.sessionToken) {
      const session = await this.sessions.fromAccessToken(em, credentials.sessionToken);
      const user = session && (await em.findOne(UserAccount, { id: session.userId }));
      if (user) return { actor: await userActor(em, user) };
      // A sign-up with a taken address: a person without memberships, like a new account.
      const duplicate = session && (await findDuplicateSignup(em, session.userId));
      if (duplicate) {
        return {
          actor: {
            kind: 'user',
            userId: duplicate.id,
            email: duplicate.email,
            currentWorkspaceId: null,
            memberships: [],
          },
        };
      }
      return { actor: { kind: 'anonymous' }, rejected: 'session' };
    }
    return { actor: { kind: 'anonymous' } };
  }
}

/** Memberships usable now: none before activation; TOTP-only workspaces only with TOTP enabled. */
export async function userActor(em: EntityManager, user: UserAccount): Promise<Actor> {
  let memberships: WorkspaceMembership[] = [];
  if (user.activatedAt) {
    const rows = await em.find(Membership, { userId: user.id }, { orderBy: { addedAt: 'asc' } });
    const workspaces = await em.find(Workspace, { id: { $in: rows.map((m) => m.workspaceId) } });
    const blocked = new Set(workspaces.filter((w) => w.requiresTotp && !user.totpSecret).map((w) => w.id));
    memberships = rows
      .filter((m) => !blocked.has(m.workspaceId))
      .map((m) => ({ workspaceId: m.workspaceId, role: m.role === MemberRole.ADMIN ? 'admin' : 'member' }));
  }
  const current = memberships.some((m) => m.workspaceId === user.currentWorkspaceId)
    ? user.currentWorkspaceId
    : null;
  return { kind: 'user', userId: user.id, email: user.email, currentWorkspaceId: current, memberships };
}
