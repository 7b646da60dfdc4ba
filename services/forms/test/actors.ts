import { randomUUID } from 'node:crypto';
import type { Actor } from '@portico/shared-types';

export function memberOf(...workspaceIds: string[]): Actor {
  return {
    kind: 'user',
    userId: randomUUID(),
    email: `${randomUUID()}@example.com`,
    currentWorkspaceId: workspaceIds[0] ?? null,
    memberships: workspaceIds.map((workspaceId) => ({ workspaceId, role: 'member' as const })),
  };
}
