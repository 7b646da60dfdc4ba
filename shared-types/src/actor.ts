/**
 * Who is acting on a request. The gateway builds it from `identity` on every request and passes it
 * to subgraphs in the signed `x-portico-actor` header; subgraphs authorise every field from it.
 */
export type WorkspaceRole = 'member' | 'admin';

export type ClientLinkPermission = 'read' | 'fill' | 'submit' | 'view_status';

/** Every client-link permission, in the order screens list them. */
export const CLIENT_LINK_PERMISSIONS: readonly ClientLinkPermission[] = [
  'read',
  'fill',
  'submit',
  'view_status',
];

/** The HttpOnly cookie holding a client session (what a client link is exchanged for). */
export const CLIENT_SESSION_COOKIE = 'portico_client';

/**
 * identity records a client session's activity at most this often (one write a minute at most), so
 * the session ends between its idle limit minus this and its idle limit after the client's last
 * request; never later (docs/adr/0036).
 */
export const CLIENT_SESSION_ACTIVITY_STEP_MS = 60_000;

export type WorkspaceKind = 'personal' | 'business';

export interface WorkspaceMembership {
  workspaceId: string;
  role: WorkspaceRole;
  /**
   * The workspace's type, for what only business workspaces offer (translation, review of client
   * originals). identity always sets it; absent means unknown and is treated as personal.
   */
  workspaceType?: WorkspaceKind;
}

/** True when the actor belongs to this workspace and it is a business workspace. */
export function isBusinessMember(
  actor: { kind: string; memberships?: WorkspaceMembership[] },
  workspaceId: string,
): boolean {
  return (actor.memberships ?? []).some(
    (m) => m.workspaceId === workspaceId && m.workspaceType === 'business',
  );
}

/** True for a signed-in platform administrator (the /admin area: users, workspaces, orders, coupons). */
export function isPlatformAdmin(actor: { kind: string; platformAdmin?: boolean }): boolean {
  return actor.kind === 'user' && actor.platformAdmin === true;
}

export type Actor =
  | { kind: 'anonymous' }
  | {
      kind: 'user';
      userId: string;
      email: string;
      /** The workspace the user chose; null when none is selected. */
      currentWorkspaceId: string | null;
      memberships: WorkspaceMembership[];
      /** A Portico operator (identity's PLATFORM_ADMIN_EMAILS): the /admin area. Absent means false. */
      platformAdmin?: boolean;
    }
  | {
      kind: 'client';
      clientLinkId: string;
      workspaceId: string;
      formId: string;
      permissions: ClientLinkPermission[];
      /** The client session (one browser that exchanged the link); identity counts uses per session. */
      clientSessionId?: string;
    }
  | { kind: 'apiKey'; apiKeyId: string; workspaceId: string; memberships: WorkspaceMembership[] }
  /** Service-to-service calls made by the gateway itself (e.g. asking identity for the actor). */
  | { kind: 'system'; service: string };

/**
 * What the gateway signs. `exp` bounds replay. The gateway signs an actor once and reuses that
 * signature for the actor's requests during half its lifetime (docs/adr/0022), so the request id
 * travels in REQUEST_ID_HEADER; `rid`, when present, names the request the signature was made for.
 */
export interface SignedActorPayload {
  v: 1;
  iat: number;
  exp: number;
  rid?: string;
  actor: Actor;
}

export const ACTOR_HEADER = 'x-portico-actor';
export const REQUEST_ID_HEADER = 'x-request-id';
/** The client's address as the gateway determined it (socket peer, or X-Forwarded-For from TRUSTED_PROXIES). */
export const CLIENT_IP_HEADER = 'x-portico-client-ip';
/** How long a signed actor stays valid, in milliseconds. */
export const ACTOR_SIGNATURE_TTL_MS = 60_000;
