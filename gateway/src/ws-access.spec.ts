import type { Actor } from '@portico/shared-types';
import { createLogger } from '@portico/service-kit';
import { ACCESS_LOST_CLOSE_CODE, createSocketWatch, lostAccess, type WatchedSocket } from './ws-access';

const user = (
  memberships: { workspaceId: string; role: 'member' | 'admin' }[],
  currentWorkspaceId = 'w1',
): Actor => ({
  kind: 'user',
  userId: 'u1',
  email: 'u1@example.test',
  currentWorkspaceId,
  memberships,
});

describe('lostAccess', () => {
  const both = user([
    { workspaceId: 'w1', role: 'admin' },
    { workspaceId: 'w2', role: 'member' },
  ]);

  it('is false when nothing was taken away (same grants, a new workspace, another current workspace)', () => {
    expect(lostAccess(both, user(both.kind === 'user' ? both.memberships : [], 'w2'))).toBe(false);
    expect(
      lostAccess(
        both,
        user([
          { workspaceId: 'w1', role: 'admin' },
          { workspaceId: 'w2', role: 'member' },
          { workspaceId: 'w3', role: 'member' },
        ]),
      ),
    ).toBe(false);
  });

  it('is true on removal, demotion, another principal, an ended session or a revoked key', () => {
    expect(lostAccess(both, user([{ workspaceId: 'w1', role: 'admin' }]))).toBe(true);
    expect(
      lostAccess(
        both,
        user([
          { workspaceId: 'w1', role: 'member' },
          { workspaceId: 'w2', role: 'member' },
        ]),
      ),
    ).toBe(true);
    expect(lostAccess(both, { ...both, userId: 'u2' } as Actor)).toBe(true);
    expect(lostAccess(both, { kind: 'anonymous' })).toBe(true);
    const key: Actor = {
      kind: 'apiKey',
      apiKeyId: 'k1',
      workspaceId: 'w1',
      memberships: [{ workspaceId: 'w1', role: 'member' }],
    };
    expect(lostAccess(key, key)).toBe(false);
    expect(lostAccess(key, { kind: 'anonymous' })).toBe(true);
  });
});

describe('createSocketWatch', () => {
  const logger = createLogger({ name: 'test', level: 'silent' });
  const unavailable = new Error('identity down');

  function socket(actor: Actor, next: () => Promise<Actor>) {
    const closed: [number, string][] = [];
    const watched: WatchedSocket = {
      actor,
      resolve: next,
      close: (code, reason) => closed.push([code, reason]),
    };
    return { watched, closed };
  }

  it('closes only the sockets whose actor lost access, and keeps sockets open while identity is down', async () => {
    const watch = createSocketWatch({ intervalMs: 60_000, logger, isUnavailable: (e) => e === unavailable });
    const member = user([{ workspaceId: 'w1', role: 'member' }]);
    const kept = socket(member, async () => member);
    const removed = socket(member, async () => user([]));
    const outage = socket(member, () => Promise.reject(unavailable));
    for (const s of [kept, removed, outage]) watch.watch(s.watched);
    await watch.recheck();
    expect(kept.closed).toEqual([]);
    expect(outage.closed).toEqual([]);
    expect(removed.closed).toEqual([[ACCESS_LOST_CLOSE_CODE, 'Forbidden']]);
    expect(watch.size).toBe(2);
    watch.forget(kept.watched);
    expect(watch.size).toBe(1);
    watch.stop();
  });

  it('closes the sockets whose client session or link ended (a refusal, not an outage)', async () => {
    const ended = new Error('Your session ended');
    const watch = createSocketWatch({
      intervalMs: 60_000,
      logger,
      isUnavailable: (e) => e === unavailable,
      isEnded: (e) => e === ended,
    });
    const client: Actor = {
      kind: 'client',
      clientLinkId: 'l1',
      workspaceId: 'w1',
      formId: 'f1',
      permissions: ['read'],
      clientSessionId: 's1',
    };
    const idle = socket(client, () => Promise.reject(ended));
    const outage = socket(client, () => Promise.reject(unavailable));
    for (const s of [idle, outage]) watch.watch(s.watched);
    await watch.recheck();
    expect(idle.closed).toEqual([[ACCESS_LOST_CLOSE_CODE, 'Forbidden']]);
    expect(outage.closed).toEqual([]);
    expect(watch.size).toBe(1);
    watch.stop();
  });
});
