import type { EntityManager } from '@mikro-orm/postgresql';
import { AuditEvent, AuthFailure } from './audit.entity';
import { sourceKey } from './sign-in-throttle';

/** Where a request came from, as the gateway saw it. */
export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
  /** The gateway's x-request-id, to join the audit row with the logs. */
  requestId?: string | null;
}

/** GraphQL operations: the request id (the gateway does not pass the client's IP to subgraphs yet). */
export const ctxMeta = (ctx: {
  requestId?: string;
  client?: { ip: string | null; userAgent: string | null };
}): RequestMeta => ({
  ip: ctx.client?.ip ?? null,
  userAgent: ctx.client?.userAgent ?? null,
  requestId: ctx.requestId ?? null,
});

export type AuditAction =
  | 'signup'
  | 'signup_existing'
  | 'signup_undeliverable'
  | 'activation'
  | 'activation_failed'
  | 'login'
  | 'login_failed'
  | 'login_throttled'
  | 'login_code_failed'
  | 'logout'
  | 'logout_others'
  | 'refresh_reuse'
  | 'password_change'
  | 'password_reset_request'
  | 'password_reset_undeliverable'
  | 'password_reset'
  | 'email_change_request'
  | 'email_change_failed'
  | 'email_change'
  | 'totp_enable'
  | 'totp_disable'
  | 'totp_failed'
  | 'workspace_create'
  | 'workspace_requires_totp'
  | 'member_add'
  | 'member_role_change'
  | 'member_remove'
  | 'branding_update'
  | 'api_key_create'
  | 'api_key_revoke'
  | 'access_denied'
  | 'client_link_create'
  | 'client_link_send'
  | 'client_link_mail_failed'
  | 'client_link_revoke'
  | 'client_link_exchange'
  | 'client_link_exchange_failed'
  | 'client_link_use'
  | 'invitation_send'
  | 'invitation_revoke'
  | 'invitation_accept'
  | 'invitation_decline'
  | 'member_leave';

/** Appends to the audit log. Details must never carry passwords, codes or tokens. */
export async function audit(
  em: EntityManager,
  action: AuditAction,
  entry: {
    userId?: string | null;
    workspaceId?: string | null;
    meta?: RequestMeta;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await em.insert(AuditEvent, {
    action,
    at: new Date(),
    userId: entry.userId ?? null,
    workspaceId: entry.workspaceId ?? null,
    ip: entry.meta?.ip?.slice(0, 64) ?? null,
    userAgent: entry.meta?.userAgent?.slice(0, 512) ?? null,
    requestId: entry.meta?.requestId?.slice(0, 64) ?? null,
    details: entry.details ?? null,
  });
}

export const FAILURE_WINDOW_MS = 15 * 60_000;
export const IP_FAILURE_LIMIT = 20;

/** Failed attempts counted in PostgreSQL, so every replica sees the same numbers. */
export class Throttle {
  /** A failure that is no sign-in (a wrong current password, activation or TOTP set-up code). */
  async recordFailure(em: EntityManager, accountKey: string, ip: string | null): Promise<void> {
    const at = new Date();
    await em.insert(AuthFailure, { scope: 'account', key: accountKey, at });
    const source = sourceKey(ip);
    if (source) await em.insert(AuthFailure, { scope: 'ip', key: source, at });
  }

  /**
   * Counts a costly action (sign-up or reset e-mail per IP, activation e-mail per account); answers
   * false when it happened `limit` times in the last hour already.
   */
  async allowHourly(
    em: EntityManager,
    scope: 'signup' | 'reset' | 'code',
    key: string | null,
    limit: number,
  ): Promise<boolean> {
    if (!key) return true;
    const since = new Date(Date.now() - 60 * 60_000);
    if ((await em.count(AuthFailure, { scope, key, at: { $gt: since } })) >= limit) return false;
    await em.insert(AuthFailure, { scope, key, at: new Date() });
    return true;
  }

  /**
   * Counts an attempt in a sliding window; false when `limit` attempts happened within `windowMs`
   * already (the refused attempt is not counted, so a client that waits gets through).
   */
  async allowWithin(
    em: EntityManager,
    scope: 'link_try',
    key: string | null,
    limit: number,
    windowMs: number,
  ): Promise<boolean> {
    if (!key) return true;
    const since = new Date(Date.now() - windowMs);
    if ((await em.count(AuthFailure, { scope, key, at: { $gt: since } })) >= limit) return false;
    await em.insert(AuthFailure, { scope, key, at: new Date() });
    return true;
  }

  /** Failed client-link exchanges (unknown, malformed, revoked tokens) per address. */
  async recordLinkFailure(em: EntityManager, ip: string | null): Promise<void> {
    if (ip) await em.insert(AuthFailure, { scope: 'link', key: ip, at: new Date() });
  }

  async linkFailuresBlocked(em: EntityManager, ip: string | null): Promise<boolean> {
    if (!ip) return false;
    const since = new Date(Date.now() - FAILURE_WINDOW_MS);
    return (await em.count(AuthFailure, { scope: 'link', key: ip, at: { $gt: since } })) >= IP_FAILURE_LIMIT;
  }
}
