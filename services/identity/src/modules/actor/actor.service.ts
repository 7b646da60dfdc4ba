import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor, WorkspaceMembership } from '@portico/shared-types';
import { sha256 } from '../../lib/tokens';
import { SessionService } from '../session/session.service';
import { UserAccount } from '../account/user.entity';
import { findDuplicateSignup } from '../account/account-records';
import { kindOf, Membership, MemberRole, Workspace } from '../workspace/workspace.entity';
import { ApiKeyService } from '../api-key/api-key.service';
import { ClientLinkService } from '../client-link/client-link.service';
import {
  LINK_MESSAGES,
  SESSION_ENDED_MESSAGE,
  type ClientSessionEnd,
} from '../client-link/client-link.errors';
import { identitySettings } from '../../lib/config';

export interface ActorCredentials {
  sessionToken?: string;
  apiKey?: string;
  /** The portico_client cookie (a client-link session); the gateway sends it only without the others. */
  clientToken?: string;
  /**
   * The gateway re-checks credentials the client did not just use (an open socket's periodic check):
   * a client session's activity is not recorded, so a re-check never keeps it alive (ADR 0036).
   */
  passive?: boolean;
}

export type ActorResolution =
  | { actor: Actor }
  /** Credentials were presented but are unknown, expired or revoked. */
  | { actor: { kind: 'anonymous' }; rejected: 'session' | 'apiKey' }
  /** A client session whose link was revoked, expired or used up (or an unknown session token). */
  | {
      actor: { kind: 'anonymous' };
      rejected: 'client';
      clientLinkEnded: 'LINK_INVALID' | 'LINK_EXPIRED' | 'LINK_USED_UP';
      message: string;
    }
  /** A client session that ended by its own limits (idle or 12 hours) while its link still works. */
  | {
      actor: { kind: 'anonymous' };
      rejected: 'client';
      clientSessionEnded: ClientSessionEnd;
      message: string;
    }
  | { rateLimited: true; retryAfterSeconds: number };

/**
 * Turns the credentials the gateway saw into an actor, from the database on every request, so a
 * removed or demoted member is refused on the very next request in every service.
 */
export class ActorService {
  private readonly sessions = new SessionService();
  private readonly apiKeys = new ApiKeyService();
  private readonly clientLinks = new ClientLinkService();

  async resolve(em: EntityManager, credentials: ActorCredentials): Promise<ActorResolution> {
    if (credentials.apiKey) {
      const result = await this.apiKeys.resolve(em, credentials.apiKey);
      if (result.status === 'rate_limited')
        return { rateLimited: true, retryAfterSeconds: result.retryAfterSeconds };
      if (result.status === 'ok') return { actor: result.actor };
      return { actor: { kind: 'anonymous' }, rejected: 'apiKey' };
    }
    if (credentials.sessionToken) {
      // The common case in one round trip; anything unusual (unknown, expired or revoked token, a
      // sign-up with a taken address) takes the full path below.
      const fast = await activeSessionActor(em, credentials.sessionToken);
      if (fast) return { actor: fast };
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
    if (credentials.clientToken) {
      const client = await this.clientLinks.resolve(
        em,
        credentials.clientToken,
        credentials.passive ? 'never' : 'throttled',
      );
      if (client.status === 'ok') return { actor: client.actor };
      if (client.status === 'session-ended')
        return {
          actor: { kind: 'anonymous' },
          rejected: 'client',
          clientSessionEnded: client.end,
          message: SESSION_ENDED_MESSAGE,
        };
      return {
        actor: { kind: 'anonymous' },
        rejected: 'client',
        clientLinkEnded: client.code,
        message: LINK_MESSAGES[client.code],
      };
    }
    return { actor: { kind: 'anonymous' } };
  }
}

interface SessionActorRow {
  id: string;
  email: string;
  activated: boolean;
  has_totp: boolean;
  current_workspace_id: string | null;
  memberships: { w: string; r: string; t: boolean; k: string }[];
}

/**
 * The actor of a live access token in one statement (session, account, memberships and their
 * workspaces' TOTP rule), or null when the token is not a live session of an account. Same rules as
 * userActor: it runs on every request through the gateway, so it avoids four ORM round trips.
 */
async function activeSessionActor(em: EntityManager, accessToken: string): Promise<Actor | null> {
  const rows = await em.getConnection().execute<SessionActorRow[]>(
    `select u.id, u.email, u.activated_at is not null as activated, u.totp_secret is not null as has_totp,
            u.current_workspace_id,
            coalesce((select json_agg(json_build_object('w', m.workspace_id, 'r', m.role, 't', w.requires_totp, 'k', w.type)
                                      order by m.added_at)
                        from identity.membership m join identity.workspace w on w.id = m.workspace_id
                       where m.user_id = u.id), '[]'::json) as memberships
       from identity.session s join identity.user_account u on u.id = s.user_id
      where s.access_hash = ? and s.revoked_at is null and s.access_expires_at > now()`,
    [sha256(accessToken)],
  );
  const row = rows[0];
  if (!row) return null;
  const memberships: WorkspaceMembership[] = row.activated
    ? row.memberships
        .filter((m) => !m.t || row.has_totp)
        .map((m) => ({
          workspaceId: m.w,
          role: m.r === MemberRole.ADMIN ? 'admin' : 'member',
          workspaceType: kindOf(m.k),
        }))
    : [];
  const current = memberships.some((m) => m.workspaceId === row.current_workspace_id)
    ? row.current_workspace_id
    : null;
  return withPlatformAdmin(
    { kind: 'user', userId: row.id, email: row.email, currentWorkspaceId: current, memberships },
    row.activated,
  );
}

/**
 * Marks an activated account listed in PLATFORM_ADMIN_EMAILS as a platform administrator. The list
 * is read on every call, so a change applies on the next request; absent means false (docs/adr/0029).
 */
function withPlatformAdmin(actor: Extract<Actor, { kind: 'user' }>, activated: boolean): Actor {
  if (!activated || !identitySettings().platformAdminEmails.has(actor.email.toLowerCase())) return actor;
  return { ...actor, platformAdmin: true };
}

/** Memberships usable now: none before activation; TOTP-only workspaces only with TOTP enabled. */
export async function userActor(em: EntityManager, user: UserAccount): Promise<Actor> {
  let memberships: WorkspaceMembership[] = [];
  if (user.activatedAt) {
    const rows = await em.find(Membership, { userId: user.id }, { orderBy: { addedAt: 'asc' } });
    const workspaces = await em.find(Workspace, { id: { $in: rows.map((m) => m.workspaceId) } });
    const blocked = new Set(workspaces.filter((w) => w.requiresTotp && !user.totpSecret).map((w) => w.id));
    const types = new Map(workspaces.map((w) => [w.id, w.type]));
    memberships = rows
      .filter((m) => !blocked.has(m.workspaceId))
      .map((m) => ({
        workspaceId: m.workspaceId,
        role: m.role === MemberRole.ADMIN ? 'admin' : 'member',
        workspaceType: kindOf(types.get(m.workspaceId) ?? ''),
      }));
  }
  const current = memberships.some((m) => m.workspaceId === user.currentWorkspaceId)
    ? user.currentWorkspaceId
    : null;
  return withPlatformAdmin(
    { kind: 'user', userId: user.id, email: user.email, currentWorkspaceId: current, memberships },
    user.activatedAt !== null,
  );
}
