import type { EntityManager } from '@mikro-orm/postgresql';
import { checkPage, parseId, type SubgraphContext } from '@portico/service-kit';
import type { Actor } from '@portico/shared-types';
import { identitySettings } from '../../lib/config';
import { randomToken, sha256 } from '../../lib/tokens';
import { audit, ctxMeta } from '../audit/audit.service';
import { WorkspaceService } from '../workspace/workspace.service';
import { kindOf, Workspace } from '../workspace/workspace.entity';
import { ApiKey } from './api-key.entity';
import { apiKeyNameInvalid, apiKeyNotFound } from './api-key.errors';

type Ctx = Pick<SubgraphContext, 'actor' | 'em'> & Partial<Pick<SubgraphContext, 'requestId'>>;

export const API_KEY_PREFIX = 'ptk_';

export type ApiKeyResolution =
  | { status: 'ok'; actor: Actor }
  | { status: 'unknown' }
  | { status: 'rate_limited'; retryAfterSeconds: number };

export class ApiKeyService {
  private readonly workspaces = new WorkspaceService();

  async list(ctx: Ctx, workspaceId: string, page: { limit: number; offset: number }) {
    const { workspace } = await this.workspaces.access(ctx, workspaceId, { admin: true });
    const { limit, offset } = checkPage(page);
    const [items, totalCount] = await ctx.em.findAndCount(
      ApiKey,
      { workspaceId: workspace.id },
      { orderBy: { createdAt: 'desc', id: 'asc' }, limit, offset },
    );
    return { items, totalCount };
  }

  async create(
    ctx: Ctx,
    input: { workspaceId: string; name: string },
  ): Promise<{ key: ApiKey; secret: string }> {
    const { user, workspace } = await this.workspaces.access(ctx, input.workspaceId, { admin: true });
    const name = typeof input.name === 'string' ? input.name.trim() : '';
    if (name.length < 1 || name.length > 100) throw apiKeyNameInvalid();
    const secret = `${API_KEY_PREFIX}${randomToken(32)}`;
    const key = ctx.em.create(ApiKey, {
      workspaceId: workspace.id,
      name,
      secretHash: sha256(secret),
      createdByUserId: user.id,
    });
    await ctx.em.flush();
    await audit(ctx.em, 'api_key_create', {
      userId: user.id,
      workspaceId: workspace.id,
      meta: ctxMeta(ctx),
      details: { apiKeyId: key.id },
    });
    return { key, secret };
  }

  async revoke(ctx: Ctx, id: string): Promise<ApiKey> {
    const key = await ctx.em.findOne(ApiKey, { id: parseId(id) });
    if (!key) throw apiKeyNotFound();
    let userId: string;
    try {
      ({
        user: { id: userId },
      } = await this.workspaces.access(ctx, key.workspaceId, { admin: true }));
    } catch (error) {
      if ((error as { extensions?: { code?: string } }).extensions?.code === 'NOT_FOUND')
        throw apiKeyNotFound();
      throw error;
    }
    if (!key.revokedAt) {
      key.revokedAt = new Date();
      await ctx.em.flush();
      await audit(ctx.em, 'api_key_revoke', {
        userId,
        workspaceId: key.workspaceId,
        meta: ctxMeta(ctx),
        details: { apiKeyId: key.id },
      });
    }
    return key;
  }

  /** For /internal/actor: the key's actor, counting the call in a per-minute window in PostgreSQL. */
  async resolve(em: EntityManager, secret: string): Promise<ApiKeyResolution> {
    if (!secret.startsWith(API_KEY_PREFIX)) return { status: 'unknown' };
    const key = await em.findOne(ApiKey, { secretHash: sha256(secret), revokedAt: null });
    if (!key) return { status: 'unknown' };
    const rows = await em.getConnection().execute<{ count: number; window_start: Date }[]>(
      `insert into "identity"."api_key_usage" ("api_key_id", "window_start", "count")
       values (?, date_trunc('minute', now()), 1)
       on conflict ("api_key_id", "window_start") do update set "count" = "api_key_usage"."count" + 1
       returning "count", "window_start"`,
      [key.id],
    );
    const { count, window_start: windowStart } = rows[0];
    if (count > identitySettings().apiKeyRatePerMinute) {
      const retry = Math.max(1, Math.ceil((new Date(windowStart).getTime() + 60_000 - Date.now()) / 1000));
      return { status: 'rate_limited', retryAfterSeconds: retry };
    }
    const workspace = await em.findOne(Workspace, { id: key.workspaceId }, { fields: ['type'] });
    if (!key.lastUsedAt || Date.now() - key.lastUsedAt.getTime() > 60_000) {
      await em.nativeUpdate(ApiKey, { id: key.id }, { lastUsedAt: new Date() });
    }
    return {
      status: 'ok',
      actor: {
        kind: 'apiKey',
        apiKeyId: key.id,
        workspaceId: key.workspaceId,
        memberships: [
          { workspaceId: key.workspaceId, role: 'member', workspaceType: kindOf(workspace?.type ?? '') },
        ],
      },
    };
  }
}
