/**
 * Open graphql-ws sockets keep their subscriptions after the socket's first authentication. A member
 * removed or demoted must not keep receiving a workspace's events, so every socket's credentials are
 * resolved again every WS_ACTOR_RECHECK_MS; a socket whose actor lost access is closed with 4403
 * (the client reconnects, and its new subscriptions are authorised from the new actor). An identity
 * outage keeps sockets open: it is not evidence that access ended. A client-link session that ended
 * (its link revoked or expired, or the session idle or too old: ADR 0036) closes its sockets too; the
 * re-check itself is not the client's activity, so it never keeps such a session alive.
 */
import type { Actor } from '@portico/shared-types';
import type { Logger } from '@portico/service-kit';

/** The grants an actor holds, as strings, so that two actors can be compared. */
function grants(actor: Actor): Set<string> {
  switch (actor.kind) {
    case 'user':
      return new Set(actor.memberships.map((m) => `user:${actor.userId}:${m.workspaceId}:${m.role}`));
    case 'apiKey':
      return new Set(actor.memberships.map((m) => `key:${actor.apiKeyId}:${m.workspaceId}:${m.role}`));
    case 'client':
      return new Set(actor.permissions.map((p) => `client:${actor.clientLinkId}:${actor.formId}:${p}`));
    default:
      return new Set();
  }
}

function principal(actor: Actor): string {
  switch (actor.kind) {
    case 'user':
      return `user:${actor.userId}`;
    case 'apiKey':
      return `key:${actor.apiKeyId}`;
    case 'client':
      return `client:${actor.clientLinkId}`;
    case 'system':
      return `system:${actor.service}`;
    default:
      return 'anonymous';
  }
}

/** True when `after` is someone else, or lacks a grant `before` had (removal, demotion, revocation). */
export function lostAccess(before: Actor, after: Actor): boolean {
  if (principal(before) !== principal(after)) return true;
  const now = grants(after);
  for (const grant of grants(before)) if (!now.has(grant)) return true;
  return false;
}

export interface WatchedSocket {
  /** The actor the socket's operations were last authorised as. */
  actor: Actor;
  /** Resolves the socket's credentials again; rejects with `unavailable` when identity cannot answer. */
  resolve(): Promise<Actor>;
  close(code: number, reason: string): void;
}

export const ACCESS_LOST_CLOSE_CODE = 4403;

export function createSocketWatch(options: {
  intervalMs: number;
  logger: Logger;
  isUnavailable: (error: unknown) => boolean;
  /** Refusals that mean the socket's credentials ended for good (a client session or its link). */
  isEnded?: (error: unknown) => boolean;
}) {
  const sockets = new Set<WatchedSocket>();
  let running = false;

  async function recheck(): Promise<void> {
    if (running) return; // a slow identity must not pile up rounds
    running = true;
    try {
      await Promise.all(
        [...sockets].map(async (socket) => {
          let actor: Actor;
          try {
            actor = await socket.resolve();
          } catch (error) {
            if (options.isEnded?.(error)) actor = { kind: 'anonymous' };
            else {
              if (!options.isUnavailable(error))
                options.logger.warn({ err: (error as Error).message }, 'graphql-ws access recheck failed');
              return;
            }
          }
          if (!sockets.has(socket)) return;
          if (lostAccess(socket.actor, actor)) {
            sockets.delete(socket);
            options.logger.info({ actor: socket.actor.kind }, 'graphql-ws socket closed: access ended');
            socket.close(ACCESS_LOST_CLOSE_CODE, 'Forbidden');
          } else {
            socket.actor = actor;
          }
        }),
      );
    } finally {
      running = false;
    }
  }

  const timer = setInterval(() => void recheck(), options.intervalMs);
  timer.unref();

  return {
    watch(socket: WatchedSocket): void {
      sockets.add(socket);
    },
    forget(socket: WatchedSocket): void {
      sockets.delete(socket);
    },
    get size(): number {
      return sockets.size;
    },
    recheck,
    stop(): void {
      clearInterval(timer);
      sockets.clear();
    },
  };
}
