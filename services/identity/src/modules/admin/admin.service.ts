import type { EntityManager } from '@mikro-orm/postgresql';
import { isPlatformAdmin, type Actor } from '@portico/shared-types';
import { checkPage } from '@portico/service-kit';
import { notSignedIn } from '../account/account.errors';
import { WorkspaceType } from '../workspace/workspace.entity';
import { platformAdminsOnly, searchTooLong } from './admin.errors';
import {
  AdminUserOutput,
  type AdminUserPage,
  AdminWorkspaceOutput,
  type AdminWorkspacePage,
} from './dtos/admin.output';

interface Ctx {
  actor: Actor;
  em: EntityManager;
}

interface Page {
  search?: string | null;
  limit: number;
  offset: number;
}

/** The ILIKE pattern of a search ('%' alone when there is none); %, _ and \ match themselves. */
function pattern(search: string | null | undefined): string {
  const text = (search ?? '').trim();
  if (text.length > 200) throw searchTooLong();
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Every account and workspace of the platform, for platform administrators only (the actor's
 * platformAdmin flag, which identity sets from PLATFORM_ADMIN_EMAILS on every request; ADR 0029).
 */
export class AdminService {
  private authorize(ctx: Ctx): void {
    if (ctx.actor.kind === 'anonymous') throw notSignedIn();
    if (!isPlatformAdmin(ctx.actor)) throw platformAdminsOnly();
  }

  /** Accounts whose e-mail contains `search`, newest first. */
  async users(ctx: Ctx, page: Page): Promise<AdminUserPage> {
    this.authorize(ctx);
    const { limit, offset } = checkPage(page);
    const like = pattern(page.search);
    const db = ctx.em.getConnection();
    const rows = await db.execute<
      {
        id: string;
        email: string;
        language: string;
        activated: boolean;
        created_at: Date;
        workspaces: number;
      }[]
    >(
      `select u.id, u.email, u.language, u.activated_at is not null as activated, u.created_at,
              (select count(*) from identity.membership m where m.user_id = u.id)::int as workspaces
         from identity.user_account u
        where u.email ilike ?
        order by u.created_at desc, u.id desc
        limit ? offset ?`,
      [like, limit, offset],
    );
    const [{ total }] = await db.execute<{ total: number }[]>(
      `select count(*)::int as total from identity.user_account where email ilike ?`,
      [like],
    );
    const items = rows.map((row) =>
      Object.assign(new AdminUserOutput(), {
        id: row.id,
        email: row.email,
        language: row.language,
        activated: row.activated,
        createdAt: new Date(row.created_at),
        workspaceCount: row.workspaces,
      }),
    );
    return { items, totalCount: total };
  }

  /** Workspaces whose name, or one of whose members' e-mail, contains `search`, newest first. */
  async workspaces(ctx: Ctx, page: Page): Promise<AdminWorkspacePage> {
    this.authorize(ctx);
    const { limit, offset } = checkPage(page);
    const like = pattern(page.search);
    const matches = `(w.name ilike ? or exists (select 1 from identity.membership m
                        join identity.user_account u on u.id = m.user_id
                       where m.workspace_id = w.id and u.email ilike ?))`;
    const db = ctx.em.getConnection();
    const rows = await db.execute<
      { id: string; name: string; type: string; created_at: Date; members: number }[]
    >(
      `select w.id, w.name, w.type, w.created_at,
              (select count(*) from identity.membership m where m.workspace_id = w.id)::int as members
         from identity.workspace w
        where ${matches}
        order by w.created_at desc, w.id desc
        limit ? offset ?`,
      [like, like, limit, offset],
    );
    const [{ total }] = await db.execute<{ total: number }[]>(
      `select count(*)::int as total from identity.workspace w where ${matches}`,
      [like, like],
    );
    const items = rows.map((row) =>
      Object.assign(new AdminWorkspaceOutput(), {
        id: row.id,
        name: row.name,
        type: row.type === 'BUSINESS' ? WorkspaceType.BUSINESS : WorkspaceType.PERSONAL,
        memberCount: row.members,
        createdAt: new Date(row.created_at),
      }),
    );
    return { items, totalCount: total };
  }
}
