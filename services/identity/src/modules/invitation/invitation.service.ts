import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { checkPage, parseId, type SubgraphContext } from '@portico/service-kit';
import { identitySettings } from '../../lib/config';
import { randomToken, sha256 } from '../../lib/tokens';
import { audit, ctxMeta } from '../audit/audit.service';
import { AddressUndeliverable, deliverMail } from '../account/mailer';
import { LANGUAGES, UserAccount, type Language } from '../account/user.entity';
import { MemberRole, Membership, Workspace, WorkspaceType } from '../workspace/workspace.entity';
import { toWorkspaceOutput, WorkspaceService, type Access } from '../workspace/workspace.service';
import type { WorkspaceOutput } from '../workspace/dtos/workspace.output';
import { Invitation, InvitationSend } from './invitation.entity';
import { renderInvitationMail } from './invitation-mail';
import {
  alreadyAnswered,
  alreadyMember,
  businessOnly,
  dailyLimit,
  invitationNotFound,
  invitationUnusable,
  inviteEmailInvalid,
  inviteLanguageInvalid,
  inviteRoleInvalid,
  mailRefused,
  mailUnavailable,
  notOpen,
  wrongAccount,
  type InvitationProblem,
} from './invitation.errors';
import {
  InvitationOutput,
  InvitationPage,
  InvitationPreviewOutput,
  InvitationState,
  invitationState,
} from './dtos/invitation.output';
import { normalizeEmail } from '../account/account.service';

type Ctx = Pick<SubgraphContext, 'actor' | 'em'> & Partial<Pick<SubgraphContext, 'requestId' | 'client'>>;

/** How long an invitation link works after it was (last) sent. */
export const INVITATION_TTL_DAYS = 7;
/**
 * Invitation e-mails one address receives in 24 hours, whatever the workspaces sending them; past it
 * the invitation is stored and answered as usual but no e-mail goes out (nobody can mail-bomb an
 * address through invitations, and the answer still says nothing about the address).
 */
export const MAILS_PER_ADDRESS_DAY = 5;
const DAY_MS = 24 * 60 * 60_000;
/** 32 random bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const invitationUrl = (token: string) =>
  `${identitySettings().publicUrl}/invitations/accept#token=${token}`;

interface InviteInput {
  workspaceId: string;
  email: string;
  role?: MemberRole | null;
  language?: string | null;
}

/** The account using an invited address, if any: its language, and whether it is a member already. */
interface Recipient {
  language: Language | null;
  member: boolean;
}

export class InvitationService {
  private readonly workspaces = new WorkspaceService();

  /** An admin of a business workspace. */
  private async adminAccess(ctx: Ctx, workspaceId: string): Promise<Access> {
    const access = await this.workspaces.access(ctx, workspaceId, { admin: true });
    if (access.workspace.type !== WorkspaceType.BUSINESS) throw businessOnly();
    return access;
  }

  /** The invitation and its admin's access; NOT_FOUND when the caller is not a member of its workspace. */
  private async ownInvitation(ctx: Ctx, id: string): Promise<{ invitation: Invitation; access: Access }> {
    const invitation = await ctx.em.findOne(Invitation, { id: parseId(id) });
    if (!invitation) throw invitationNotFound();
    try {
      return { invitation, access: await this.adminAccess(ctx, invitation.workspaceId) };
    } catch (error) {
      if ((error as { extensions?: { code?: string } }).extensions?.code === 'NOT_FOUND')
        throw invitationNotFound();
      throw error;
    }
  }

  private async toOutputs(em: EntityManager, invitations: Invitation[]): Promise<InvitationOutput[]> {
    const inviters = await em.find(UserAccount, {
      id: { $in: [...new Set(invitations.map((i) => i.invitedBy))] },
    });
    const emails = new Map(inviters.map((u) => [u.id, u.email]));
    const now = Date.now();
    return invitations.map((invitation) =>
      Object.assign(new InvitationOutput(), {
        id: invitation.id,
        workspaceId: invitation.workspaceId,
        email: invitation.email,
        role: invitation.role,
        language: invitation.language,
        invitedByEmail: emails.get(invitation.invitedBy) ?? '',
        sentAt: invitation.sentAt,
        expiresAt: invitation.expiresAt,
        state: invitationState(invitation, now),
      }),
    );
  }

  /** Open invitations (pending or expired), the latest sent first (admins). */
  async list(
    ctx: Ctx,
    workspaceId: string,
    page: { limit: number; offset: number },
  ): Promise<InvitationPage> {
    const { workspace } = await this.adminAccess(ctx, workspaceId);
    const { limit, offset } = checkPage(page);
    const [invitations, totalCount] = await ctx.em.findAndCount(
      Invitation,
      { workspaceId: workspace.id, acceptedAt: null, declinedAt: null, revokedAt: null },
      { orderBy: { sentAt: 'desc', id: 'asc' }, limit, offset },
    );
    return { items: await this.toOutputs(ctx.em, invitations), totalCount };
  }

  /**
   * Invites an address. Whether an account uses it changes only the e-mail's language: the answer,
   * the rows stored and the work done are the same (one lookup, one insert, one e-mail), so the
   * mutation tells nobody whether an address has an account (docs/adr/0035).
   */
  async invite(ctx: Ctx, input: InviteInput): Promise<InvitationOutput> {
    const { user, workspace } = await this.adminAccess(ctx, input.workspaceId);
    let email: string;
    try {
      email = normalizeEmail(input.email);
    } catch {
      throw inviteEmailInvalid();
    }
    const role = input.role ?? MemberRole.MEMBER;
    if (!Object.values(MemberRole).includes(role)) throw inviteRoleInvalid();
    const language = input.language ?? user.language;
    if (!(LANGUAGES as readonly string[]).includes(language)) throw inviteLanguageInvalid();
    const recipient = await this.recipient(ctx.em, workspace.id, email);
    // Members are listed to the admin anyway: saying so reveals nothing the admin cannot see.
    if (recipient.member) throw alreadyMember();

    const invitation = await ctx.em.transactional(async (tx) => {
      await this.lockWorkspace(tx, workspace.id);
      await this.checkDailyLimits(tx, workspace.id, user.id);
      // One open invitation per address and workspace: a new one replaces (revokes) the old.
      await tx.nativeUpdate(
        Invitation,
        { workspaceId: workspace.id, email, acceptedAt: null, declinedAt: null, revokedAt: null },
        { revokedAt: new Date() },
      );
      const created = tx.create(Invitation, {
        workspaceId: workspace.id,
        email,
        role,
        language,
        tokenHash: '',
        invitedBy: user.id,
        sentAt: new Date(),
        expiresAt: new Date(),
      });
      await this.send(tx, created, workspace, user, recipient.language);
      return created;
    });
    await audit(ctx.em, 'invitation_send', {
      userId: user.id,
      workspaceId: workspace.id,
      meta: ctxMeta(ctx),
      details: { invitationId: invitation.id, role, resend: false },
    });
    return (await this.toOutputs(ctx.em, [invitation]))[0];
  }

  /** Sends a pending or expired invitation again, with a new link (the old one stops working). */
  async resend(ctx: Ctx, id: string): Promise<InvitationOutput> {
    const { invitation, access } = await this.ownInvitation(ctx, id);
    const state = invitationState(invitation);
    if (state !== InvitationState.PENDING && state !== InvitationState.EXPIRED) throw notOpen();
    const sent = await ctx.em.transactional(async (tx) => {
      await this.lockWorkspace(tx, access.workspace.id);
      const current = await tx.findOneOrFail(Invitation, { id: invitation.id });
      const now = invitationState(current);
      if (now !== InvitationState.PENDING && now !== InvitationState.EXPIRED) throw notOpen();
      await this.checkDailyLimits(tx, access.workspace.id, access.user.id);
      const { language } = await this.recipient(tx, access.workspace.id, current.email);
      await this.send(tx, current, access.workspace, access.user, language);
      return current;
    });
    await audit(ctx.em, 'invitation_send', {
      userId: access.user.id,
      workspaceId: access.workspace.id,
      meta: ctxMeta(ctx),
      details: { invitationId: sent.id, role: sent.role, resend: true },
    });
    return (await this.toOutputs(ctx.em, [sent]))[0];
  }

  /** Withdraws an invitation: its link stops working at once. Idempotent. */
  async revoke(ctx: Ctx, id: string): Promise<InvitationOutput> {
    const { invitation, access } = await this.ownInvitation(ctx, id);
    if (invitation.acceptedAt || invitation.declinedAt) throw alreadyAnswered();
    if (!invitation.revokedAt) {
      const changed = await ctx.em.nativeUpdate(
        Invitation,
        { id: invitation.id, acceptedAt: null, declinedAt: null, revokedAt: null },
        { revokedAt: new Date() },
      );
      await ctx.em.refresh(invitation);
      if (changed === 0 && !invitation.revokedAt) throw alreadyAnswered();
      if (changed > 0)
        await audit(ctx.em, 'invitation_revoke', {
          userId: access.user.id,
          workspaceId: invitation.workspaceId,
          meta: ctxMeta(ctx),
          details: { invitationId: invitation.id },
        });
    }
    return (await this.toOutputs(ctx.em, [invitation]))[0];
  }

  /** What the link's holder may see before answering: workspace, inviter, role, address, expiry. */
  async preview(ctx: Ctx, token: string): Promise<InvitationPreviewOutput> {
    const invitation = await ctx.em.findOne(Invitation, { tokenHash: this.hashOf(token) });
    this.refuseUnusable(invitation);
    const [workspace, inviter] = await Promise.all([
      ctx.em.findOne(Workspace, { id: invitation.workspaceId }),
      ctx.em.findOne(UserAccount, { id: invitation.invitedBy }),
    ]);
    return Object.assign(new InvitationPreviewOutput(), {
      workspaceName: workspace?.name ?? '',
      invitedByEmail: inviter?.email ?? '',
      role: invitation.role,
      email: invitation.email,
      language: invitation.language,
      expiresAt: invitation.expiresAt,
    });
  }

  /**
   * Joins the workspace. Only the account whose e-mail is the invited address may accept, once, before
   * the link expires and unless it was revoked or declined.
   */
  async accept(ctx: Ctx, token: string): Promise<WorkspaceOutput> {
    const user = await this.workspaces.activeUser(ctx);
    const tokenHash = this.hashOf(token);
    const outcome = await ctx.em.transactional(async (tx) => {
      const invitation = await this.lockedByHash(tx, tokenHash);
      this.refuseUnusable(invitation);
      if (invitation.email !== user.email) return { kind: 'refused', invitation } as const;
      const existing = await tx.findOne(Membership, { workspaceId: invitation.workspaceId, userId: user.id });
      const membership =
        existing ??
        tx.create(Membership, {
          workspaceId: invitation.workspaceId,
          userId: user.id,
          role: invitation.role,
        });
      invitation.acceptedAt = new Date();
      invitation.acceptedBy = user.id;
      await tx.flush();
      const workspace = await tx.findOneOrFail(Workspace, { id: invitation.workspaceId });
      return { kind: 'joined', invitation, membership, workspace, joined: !existing } as const;
    });
    if (outcome.kind === 'refused') {
      await audit(ctx.em, 'access_denied', {
        userId: user.id,
        workspaceId: outcome.invitation.workspaceId,
        meta: ctxMeta(ctx),
        details: { reason: 'invitation_other_account', invitationId: outcome.invitation.id },
      });
      throw wrongAccount();
    }
    await audit(ctx.em, 'invitation_accept', {
      userId: user.id,
      workspaceId: outcome.workspace.id,
      meta: ctxMeta(ctx),
      details: {
        invitationId: outcome.invitation.id,
        role: outcome.membership.role,
        invitedBy: outcome.invitation.invitedBy,
        joined: outcome.joined,
      },
    });
    return toWorkspaceOutput(outcome.workspace, outcome.membership, user.currentWorkspaceId);
  }

  /** Declines: whoever holds the link may (no account needed). Declining twice answers true again. */
  async decline(ctx: Ctx, token: string): Promise<boolean> {
    const tokenHash = this.hashOf(token);
    const declined = await ctx.em.transactional(async (tx) => {
      const invitation = await this.lockedByHash(tx, tokenHash);
      if (invitation?.declinedAt) return null;
      this.refuseUnusable(invitation);
      invitation.declinedAt = new Date();
      await tx.flush();
      return invitation;
    });
    if (declined)
      await audit(ctx.em, 'invitation_decline', {
        userId: ctx.actor.kind === 'user' ? ctx.actor.userId : null,
        workspaceId: declined.workspaceId,
        meta: ctxMeta(ctx),
        details: { invitationId: declined.id },
      });
    return true;
  }

  /** SHA-256 of a well-formed token; a malformed one can match nothing. */
  private hashOf(token: unknown): string {
    if (typeof token !== 'string' || !TOKEN_PATTERN.test(token))
      throw invitationUnusable('INVITATION_INVALID');
    return sha256(token);
  }

  private refuseUnusable(invitation: Invitation | null): asserts invitation is Invitation {
    if (!invitation) throw invitationUnusable('INVITATION_INVALID');
    const problems: Partial<Record<InvitationState, InvitationProblem>> = {
      [InvitationState.ACCEPTED]: 'INVITATION_ACCEPTED',
      [InvitationState.DECLINED]: 'INVITATION_DECLINED',
      [InvitationState.REVOKED]: 'INVITATION_REVOKED',
      [InvitationState.EXPIRED]: 'INVITATION_EXPIRED',
    };
    const problem = problems[invitationState(invitation)];
    if (problem) throw invitationUnusable(problem);
  }

  /** The invitation of a token, locked until the transaction ends (concurrent answers wait). */
  private lockedByHash(tx: EntityManager, tokenHash: string): Promise<Invitation | null> {
    return tx.findOne(Invitation, { tokenHash }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  /** Invitations of one workspace are made one at a time (the daily cap and one-open-per-address hold). */
  private async lockWorkspace(tx: EntityManager, workspaceId: string): Promise<void> {
    await tx.findOneOrFail(Workspace, { id: workspaceId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  private async checkDailyLimits(tx: EntityManager, workspaceId: string, inviterId: string): Promise<void> {
    const limit = identitySettings().invitationsPerWorkspaceDay;
    const since = new Date(Date.now() - DAY_MS);
    const [byWorkspace, byInviter] = await Promise.all([
      tx.count(InvitationSend, { workspaceId, at: { $gt: since } }),
      tx.count(InvitationSend, { invitedBy: inviterId, at: { $gt: since } }),
    ]);
    if (byWorkspace >= limit || byInviter >= limit) throw dailyLimit(limit);
  }

  /** The account using the address, if any: one statement whether or not there is one. */
  private async recipient(em: EntityManager, workspaceId: string, email: string): Promise<Recipient> {
    const rows = await em.execute<{ language: Language; member: boolean }[]>(
      `select u.language,
              exists(select 1 from identity.membership m where m.user_id = u.id and m.workspace_id = ?) as member
         from identity.user_account u where u.email = ?`,
      [workspaceId, email],
    );
    return { language: rows[0]?.language ?? null, member: rows[0]?.member ?? false };
  }

  /**
   * Gives the invitation a new token and expiry and e-mails the link, in the account's language when
   * the address has an account, else in the invitation's. Runs inside the caller's transaction: an
   * e-mail the mail server refuses leaves nothing stored.
   */
  private async send(
    tx: EntityManager,
    invitation: Invitation,
    workspace: Workspace,
    sender: UserAccount,
    accountLanguage: Language | null,
  ) {
    const token = randomToken(32);
    const now = new Date();
    invitation.tokenHash = sha256(token);
    invitation.sentAt = now;
    invitation.expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);
    const sinceDay = new Date(now.getTime() - DAY_MS);
    const delivered =
      (await tx.count(InvitationSend, { email: invitation.email, delivered: true, at: { $gt: sinceDay } })) <
      MAILS_PER_ADDRESS_DAY;
    tx.create(InvitationSend, {
      invitationId: invitation.id,
      workspaceId: workspace.id,
      invitedBy: sender.id,
      email: invitation.email,
      delivered,
    });
    await tx.flush();
    if (!delivered) return;
    const inviter =
      invitation.invitedBy === sender.id
        ? sender
        : await tx.findOne(UserAccount, { id: invitation.invitedBy });
    const mail = renderInvitationMail(accountLanguage ?? (invitation.language as Language), {
      workspaceName: workspace.name,
      inviterEmail: inviter?.email ?? sender.email,
      email: invitation.email,
      role: invitation.role,
      link: invitationUrl(token),
      expires: invitation.expiresAt.toISOString().slice(0, 10),
    });
    try {
      await deliverMail({ to: invitation.email, ...mail });
    } catch (error) {
      throw error instanceof AddressUndeliverable ? mailRefused() : mailUnavailable();
    }
  }
}
