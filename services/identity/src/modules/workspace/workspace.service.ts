import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badUserInput, checkPage, parseId, type SubgraphContext } from '@portico/service-kit';
import { audit, ctxMeta } from '../audit/audit.service';
import { UserAccount } from '../account/user.entity';
import { notActivated, notSignedIn, usersOnly } from '../account/account.errors';
import { findDuplicateSignup, toUserOutput } from '../account/account-records';
import { toViewerOutput, type ViewerOutput } from '../viewer/dtos/viewer.output';
import { MemberRole, Membership, Workspace, WorkspaceType } from './workspace.entity';
import { MemberOutput, MemberPage, WorkspaceOutput, WorkspacePage } from './dtos/workspace.output';
import { CreatorKind, CreatorOutput } from './dtos/creator.output';
import { ApiKey } from '../api-key/api-key.entity';
import {
  adminsOnly,
  enableOwnTotpFirst,
  lastAdmin,
  lastAdminCannotLeave,
  memberNotFound,
  notYourself,
  personalCannotBeLeft,
  totpRequiredHere,
  workspaceNameInvalid,
  workspaceNotFound,
} from './workspace.errors';

/** How forms records an API key as an author (see forms' Form.createdBy). */
const API_KEY_AUTHOR = 'apiKey:';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The most ids one creators query resolves (a page of forms). */
export const MAX_CREATOR_IDS = 100;

type Ctx = Pick<SubgraphContext, 'actor' | 'em'> & Partial<Pick<SubgraphContext, 'requestId'>>;

export async function createWorkspaceWithAdmin(
  em: EntityManager,
  userId: string,
  name: string,
  type: WorkspaceType,
): Promise<Workspace> {
  const workspace = em.create(Workspace, { id: randomUUID(), name, type });
  em.create(Membership, { workspaceId: workspace.id, userId, role: MemberRole.ADMIN });
  await em.flush();
  return workspace;
}

function cleanName(name: string): string {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (trimmed.length < 1 || trimmed.length > 200) throw workspaceNameInvalid();
  return trimmed;
}

export function toWorkspaceOutput(
  workspace: Workspace,
  membership: Membership,
  currentWorkspaceId: string | null,
): WorkspaceOutput {
  return Object.assign(new WorkspaceOutput(), {
    id: workspace.id,
    name: workspace.name,
    type: workspace.type,
    role: membership.role,
    isCurrent: workspace.id === currentWorkspaceId,
    requiresTotp: workspace.requiresTotp,
  });
}

function toMemberOutput(membership: Membership, email: string, youId: string): MemberOutput {
  return Object.assign(new MemberOutput(), {
    userId: membership.userId,
    email,
    role: membership.role,
    addedAt: membership.addedAt,
    isYou: membership.userId === youId,
  });
}

/**
 * A person who lost their current workspace (left or removed) continues in their personal workspace.
 * Answers the new current workspace, or null when `workspaceId` was not their current one.
 */
async function fallBackToPersonal(
  em: EntityManager,
  userId: string,
  workspaceId: string,
): Promise<string | null> {
  const rows = await em.execute<{ current_workspace_id: string | null }[]>(
    `update identity.user_account u
        set current_workspace_id = (select m.workspace_id from identity.membership m
                                      join identity.workspace w on w.id = m.workspace_id
                                     where m.user_id = u.id and w.type = 'PERSONAL'
                                     order by m.added_at limit 1)
      where u.id = ? and u.current_workspace_id = ?
      returning u.current_workspace_id`,
    [userId, workspaceId],
  );
  return rows.length > 0 ? rows[0].current_workspace_id : null;
}

export interface Access {
  user: UserAccount;
  workspace: Workspace;
  membership: Membership;
}

export class WorkspaceService {
  /** The signed-in, activated user (from the database, so changes apply at once). */
  async activeUser(ctx: Ctx): Promise<UserAccount> {
    if (ctx.actor.kind === 'anonymous') throw notSignedIn();
    if (ctx.actor.kind !== 'user') throw usersOnly();
    const user = await ctx.em.findOne(UserAccount, { id: ctx.actor.userId });
    if (!user) {
      // A sign-up with a taken address answers like any account that is not activated yet.
      if (await findDuplicateSignup(ctx.em, ctx.actor.userId)) throw notActivated();
      throw notSignedIn();
    }
    if (!user.activatedAt) throw notActivated();
    return user;
  }

  /** Membership of the caller in the workspace; NOT_FOUND for non-members so existence never leaks. */
  async access(
    ctx: Ctx,
    workspaceId: string,
    options: { admin?: boolean; totp?: boolean } = {},
  ): Promise<Access> {
    const id = parseId(workspaceId, 'workspaceId');
    const user = await this.activeUser(ctx);
    const membership = await ctx.em.findOne(Membership, { workspaceId: id, userId: user.id });
    const workspace = membership && (await ctx.em.findOne(Workspace, { id }));
    const denied = async (reason: string, error: Error) => {
      await audit(ctx.em, 'access_denied', {
        userId: user.id,
        workspaceId: id,
        meta: ctxMeta(ctx),
        details: { reason },
      });
      return error;
    };
    if (!membership || !workspace) throw await denied('not_member', workspaceNotFound());
    if ((options.totp ?? true) && workspace.requiresTotp && !user.totpSecret)
      throw await denied('totp_required', totpRequiredHere());
    if (options.admin && membership.role !== MemberRole.ADMIN) throw await denied('not_admin', adminsOnly());
    return { user, workspace, membership };
  }

  async list(ctx: Ctx, page: { limit: number; offset: number }): Promise<WorkspacePage> {
    const user = await this.activeUser(ctx);
    const { limit, offset } = checkPage(page);
    const [memberships, totalCount] = await ctx.em.findAndCount(
      Membership,
      { userId: user.id },
      { orderBy: { addedAt: 'asc', workspaceId: 'asc' }, limit, offset },
    );
    const workspaces = await ctx.em.find(Workspace, { id: { $in: memberships.map((m) => m.workspaceId) } });
    const byId = new Map(workspaces.map((w) => [w.id, w]));
    const items = memberships
      .filter((m) => byId.has(m.workspaceId))
      .map((m) => toWorkspaceOutput(byId.get(m.workspaceId)!, m, user.currentWorkspaceId));
    return { items, totalCount };
  }

  async get(ctx: Ctx, workspaceId: string): Promise<WorkspaceOutput> {
    const { user, workspace, membership } = await this.access(ctx, workspaceId, { totp: false });
    return toWorkspaceOutput(workspace, membership, user.currentWorkspaceId);
  }

  async create(ctx: Ctx, input: { name: string }): Promise<WorkspaceOutput> {
    const user = await this.activeUser(ctx);
    const name = cleanName(input.name);
    const workspace = await createWorkspaceWithAdmin(ctx.em, user.id, name, WorkspaceType.BUSINESS);
    await audit(ctx.em, 'workspace_create', {
      userId: user.id,
      workspaceId: workspace.id,
      meta: ctxMeta(ctx),
    });
    const membership = await ctx.em.findOneOrFail(Membership, { workspaceId: workspace.id, userId: user.id });
    return toWorkspaceOutput(workspace, membership, user.currentWorkspaceId);
  }

  async switch(ctx: Ctx, workspaceId: string): Promise<ViewerOutput> {
    const { user, workspace } = await this.access(ctx, workspaceId);
    user.currentWorkspaceId = workspace.id;
    await ctx.em.flush();
    const actor = ctx.actor.kind === 'user' ? { ...ctx.actor, currentWorkspaceId: workspace.id } : ctx.actor;
    return toViewerOutput(actor, toUserOutput(user));
  }

  async members(ctx: Ctx, workspaceId: string, page: { limit: number; offset: number }): Promise<MemberPage> {
    const { user, workspace } = await this.access(ctx, workspaceId);
    const { limit, offset } = checkPage(page);
    const [memberships, totalCount] = await ctx.em.findAndCount(
      Membership,
      { workspaceId: workspace.id },
      { orderBy: { addedAt: 'asc', userId: 'asc' }, limit, offset },
    );
    const users = await ctx.em.find(UserAccount, { id: { $in: memberships.map((m) => m.userId) } });
    const emails = new Map(users.map((u) => [u.id, u.email]));
    return {
      items: memberships.map((m) => toMemberOutput(m, emails.get(m.userId) ?? '', user.id)),
      totalCount,
    };
  }

  /**
   * Who recorded author ids stand for (a form's createdBy: a user id, or `apiKey:<id>` when an API
   * key acted): members by e-mail, the workspace's API keys by name (and the member who made the
   * key), and FORMER_MEMBER only for a user who is not a member any more. Members only.
   */
  async creators(ctx: Ctx, workspaceId: string, ids: string[]): Promise<CreatorOutput[]> {
    const { workspace } = await this.access(ctx, workspaceId);
    if (ids.length > MAX_CREATOR_IDS) throw badUserInput(`At most ${MAX_CREATOR_IDS} ids at once.`, 'ids');
    if (ids.some((id) => typeof id !== 'string' || id.length > 64))
      throw badUserInput('Not an author id.', 'ids');
    const unique = [...new Set(ids)];
    const keyIds = unique.flatMap((id) => {
      const keyId = id.startsWith(API_KEY_AUTHOR) ? id.slice(API_KEY_AUTHOR.length) : null;
      return keyId && UUID.test(keyId) ? [keyId] : [];
    });
    const keys = keyIds.length
      ? await ctx.em.find(ApiKey, { id: { $in: keyIds }, workspaceId: workspace.id })
      : [];
    const userIds = [
      ...unique.filter((id) => UUID.test(id)),
      ...keys.flatMap((key) => (key.createdByUserId ? [key.createdByUserId] : [])),
    ];
    const memberships = userIds.length
      ? await ctx.em.find(Membership, { workspaceId: workspace.id, userId: { $in: userIds } })
      : [];
    const users = memberships.length
      ? await ctx.em.find(UserAccount, { id: { $in: memberships.map((m) => m.userId) } })
      : [];
    const memberEmail = new Map(users.map((u) => [u.id, u.email]));
    const keyById = new Map(keys.map((key) => [`${API_KEY_AUTHOR}${key.id}`, key]));
    return unique.map((id) => {
      const creator = Object.assign(new CreatorOutput(), { id, name: null, keyCreatedBy: null });
      const key = keyById.get(id);
      if (key)
        return Object.assign(creator, {
          kind: CreatorKind.API_KEY,
          name: key.name,
          keyCreatedBy: (key.createdByUserId && memberEmail.get(key.createdByUserId)) ?? null,
        });
      if (id.startsWith(API_KEY_AUTHOR)) return Object.assign(creator, { kind: CreatorKind.API_KEY });
      const email = memberEmail.get(id);
      return Object.assign(
        creator,
        email ? { kind: CreatorKind.MEMBER, name: email } : { kind: CreatorKind.FORMER_MEMBER },
      );
    });
  }

  /**
   * Role changes and removals lock the workspace's memberships, so two admins demoting each other at
   * the same moment cannot leave the workspace without an admin.
   */
  private async changeMembership(
    ctx: Ctx,
    input: { workspaceId: string; userId: string },
    change: (target: Membership, em: EntityManager) => void,
    willRemainAdmin: boolean,
  ): Promise<{ actorId: string; target: Membership; workspaceId: string }> {
    const targetId = parseId(input.userId, 'userId');
    const { user, workspace } = await this.access(ctx, input.workspaceId, { admin: true });
    if (targetId === user.id) throw notYourself();
    return ctx.em.transactional(async (tx) => {
      const all = await tx.find(
        Membership,
        { workspaceId: workspace.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { userId: 'asc' } },
      );
      const me = all.find((m) => m.userId === user.id);
      if (!me || me.role !== MemberRole.ADMIN) throw adminsOnly();
      const target = all.find((m) => m.userId === targetId);
      if (!target) throw memberNotFound();
      const admins = all.filter((m) => m.role === MemberRole.ADMIN).length;
      if (target.role === MemberRole.ADMIN && !willRemainAdmin && admins <= 1) throw lastAdmin();
      change(target, tx);
      await tx.flush();
      return { actorId: user.id, target, workspaceId: workspace.id };
    });
  }

  async changeRole(
    ctx: Ctx,
    input: { workspaceId: string; userId: string; role: MemberRole },
  ): Promise<MemberOutput> {
    const { actorId, target, workspaceId } = await this.changeMembership(
      ctx,
      input,
      (membership) => {
        membership.role = input.role;
      },
      input.role === MemberRole.ADMIN,
    );
    await audit(ctx.em, 'member_role_change', {
      userId: actorId,
      workspaceId,
      meta: ctxMeta(ctx),
      details: { memberUserId: target.userId, role: input.role },
    });
    const member = await ctx.em.findOneOrFail(UserAccount, { id: target.userId });
    return toMemberOutput(target, member.email, actorId);
  }

  async removeMember(ctx: Ctx, input: { workspaceId: string; userId: string }): Promise<boolean> {
    const { actorId, target, workspaceId } = await this.changeMembership(
      ctx,
      input,
      (membership, em) => em.remove(membership),
      false,
    );
    await fallBackToPersonal(ctx.em, target.userId, workspaceId);
    await audit(ctx.em, 'member_remove', {
      userId: actorId,
      workspaceId,
      meta: ctxMeta(ctx),
      details: { memberUserId: target.userId },
    });
    return true;
  }

  /**
   * The caller leaves a business workspace: refused for a personal workspace and for its last admin
   * (under the same lock as role changes). Their current workspace becomes their personal one; the
   * gateway resolves the actor on every request, so access ends with the next one.
   */
  async leave(ctx: Ctx, workspaceId: string): Promise<ViewerOutput> {
    const { user, workspace } = await this.access(ctx, workspaceId, { totp: false });
    if (workspace.type !== WorkspaceType.BUSINESS) throw personalCannotBeLeft();
    await ctx.em.transactional(async (tx) => {
      const all = await tx.find(
        Membership,
        { workspaceId: workspace.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { userId: 'asc' } },
      );
      const me = all.find((m) => m.userId === user.id);
      if (!me) throw workspaceNotFound();
      const admins = all.filter((m) => m.role === MemberRole.ADMIN).length;
      if (me.role === MemberRole.ADMIN && admins <= 1) throw lastAdminCannotLeave();
      tx.remove(me);
      await tx.flush();
    });
    const fallback = await fallBackToPersonal(ctx.em, user.id, workspace.id);
    await audit(ctx.em, 'member_leave', { userId: user.id, workspaceId: workspace.id, meta: ctxMeta(ctx) });
    await ctx.em.refresh(user);
    const actor =
      ctx.actor.kind === 'user' && ctx.actor.currentWorkspaceId === workspace.id
        ? { ...ctx.actor, currentWorkspaceId: fallback }
        : ctx.actor;
    return toViewerOutput(actor, toUserOutput(user));
  }

  async setRequiresTotp(
    ctx: Ctx,
    input: { workspaceId: string; requiresTotp: boolean },
  ): Promise<WorkspaceOutput> {
    const { user, workspace, membership } = await this.access(ctx, input.workspaceId, { admin: true });
    if (input.requiresTotp && !user.totpSecret) throw enableOwnTotpFirst();
    workspace.requiresTotp = input.requiresTotp;
    await ctx.em.flush();
    await audit(ctx.em, 'workspace_requires_totp', {
      userId: user.id,
      workspaceId: workspace.id,
      meta: ctxMeta(ctx),
      details: { requiresTotp: input.requiresTotp },
    });
    return toWorkspaceOutput(workspace, membership, user.currentWorkspaceId);
  }
}
