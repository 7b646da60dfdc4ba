import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { checkPage, parseId, type MailMessage, type SubgraphContext } from '@portico/service-kit';
import {
  CLIENT_LINK_PERMISSIONS,
  CLIENT_SESSION_ACTIVITY_STEP_MS,
  type Actor,
  type ClientLinkPermission,
} from '@portico/shared-types';
import { identitySettings } from '../../lib/config';
import { randomToken, sha256 } from '../../lib/tokens';
import { audit, ctxMeta, Throttle, type RequestMeta } from '../audit/audit.service';
import { normalizeEmail } from '../account/account.service';
import { deliverMail, mailFailure, mailRefusal } from '../account/mailer';
import { MailBudget } from '../audit/mail-budget';
import { LANGUAGES, type Language } from '../account/user.entity';
import { logoDataUrl } from '../workspace/logo';
import { Workspace, WorkspaceType } from '../workspace/workspace.entity';
import { WorkspaceService, type Access } from '../workspace/workspace.service';
import { ClientLink, ClientSession } from './client-link.entity';
import { renderClientLinkMail } from './client-link-mail';
import {
  accessDenied,
  businessOnly,
  clientEmailInvalid,
  clientLinkNotFound,
  clientNameInvalid,
  clientsOnly,
  createMailBudgetReached,
  expiryInvalid,
  formNotFound,
  languageInvalid,
  linkEnded,
  linkNotActive,
  linkUsedUp,
  maxUsesInvalid,
  permissionsInvalid,
  sendMailBudgetReached,
  sessionEnded,
  tokenInvalid,
  LINK_MESSAGES,
  type ClientSessionEnd,
  type LinkErrorCode,
} from './client-link.errors';
import { fetchFormFacts } from './forms-client';
import {
  ClientIntakeAgencyOutput,
  ClientIntakeOutput,
  ClientLinkPermissionValue,
  ClientLinkState,
  linkState,
} from './dtos/client-link.output';

type Ctx = Pick<SubgraphContext, 'actor' | 'em'> &
  Partial<Pick<SubgraphContext, 'requestId' | 'client' | 'signedActor'>>;

/** Who acts on a workspace's client links: a member (their user id) or the workspace's API key. */
interface LinkAccess {
  workspace: Workspace;
  /** The member's user id (audited); null for an API key. */
  userId: string | null;
  /** What the link records as its creator: the member's user id, or the API key's id. */
  createdBy: string;
  apiKeyId: string | null;
}

export const DEFAULT_EXPIRY_DAYS = 90;
export const MAX_EXPIRY_DAYS = 365;
export const MAX_USES_CAP = 10_000;
const DAY_MS = 24 * 60 * 60_000;
/** 32 random bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface CreateClientLinkInput {
  workspaceId: string;
  formId: string;
  clientName: string;
  clientEmail: string;
  permissions: ClientLinkPermission[];
  expiresInDays?: number | null;
  maxUses?: number | null;
  defaultLanguage?: string | null;
  sendEmail?: boolean | null;
}

export const linkUrl = (formId: string, token: string) =>
  `${identitySettings().publicUrl}/client-intake/${formId}#token=${token}`;

/** A refused exchange: the contract's code and HTTP status. */
export class ExchangeRefused extends Error {
  constructor(
    readonly code: LinkErrorCode | 'TOO_MANY_REQUESTS',
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export type ClientSessionResolution =
  | {
      status: 'ok';
      actor: Extract<Actor, { kind: 'client' }>;
      /** Until the idle end, from the activity recorded (this request's included, when it counted). */
      idleEndsInMs: number;
      /** Until the session's absolute end (CLIENT_SESSION_MAX_HOURS after the link was opened). */
      endsInMs: number;
    }
  | { status: 'ended'; code: 'LINK_INVALID' | 'LINK_EXPIRED' | 'LINK_USED_UP' }
  /** The link still works; this session was idle too long or open too long (ADR 0036). */
  | { status: 'session-ended'; end: ClientSessionEnd };

/**
 * Whether resolving a session counts as the client's activity: `throttled` for the client's own
 * requests (recorded at most once a minute), `always` for "Stay signed in", `never` for reads the
 * client did not make (the gateway's socket re-checks, the intake's look at its own session).
 */
export type ClientActivity = 'throttled' | 'always' | 'never';

interface ClientSessionRow {
  session_id: string;
  link_id: string;
  workspace_id: string;
  form_id: string;
  permissions: ClientLinkPermission[];
  revoked: boolean;
  expired: boolean;
  used_up: boolean;
  too_old: boolean;
  idle: boolean;
  idle_ends_in_ms: number;
  ends_in_ms: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Why a session has ended by its own limits at `now`, or null while it lives (ADR 0036). */
export function clientSessionEnd(
  session: { createdAt: Date; lastSeenAt: Date },
  now = Date.now(),
): ClientSessionEnd | null {
  const { clientSessionIdleMinutes, clientSessionMaxHours } = identitySettings();
  if (now - session.createdAt.getTime() >= clientSessionMaxHours * HOUR_MS) return 'MAX_AGE';
  if (now - session.lastSeenAt.getTime() >= clientSessionIdleMinutes * MINUTE_MS) return 'IDLE';
  return null;
}

export class ClientLinkService {
  private readonly workspaces = new WorkspaceService();
  private readonly throttle = new Throttle();
  private readonly mailBudget = new MailBudget();

  /**
   * A member (member or admin) of a business workspace, or that workspace's API key (a key acts with
   * a member's rights, docs/api/getting-started.md; docs/adr/0043); 'Access denied' to anyone else.
   */
  private async access(ctx: Ctx, workspaceId: string): Promise<LinkAccess> {
    const actor = ctx.actor;
    if (actor.kind === 'apiKey') {
      const id = parseId(workspaceId, 'workspaceId');
      const workspace = actor.workspaceId === id ? await ctx.em.findOne(Workspace, { id }) : null;
      if (!workspace) throw accessDenied();
      if (workspace.type !== WorkspaceType.BUSINESS) throw businessOnly();
      return { workspace, userId: null, createdBy: actor.apiKeyId, apiKeyId: actor.apiKeyId };
    }
    let access: Access;
    try {
      access = await this.workspaces.access(ctx, workspaceId);
    } catch (error) {
      const code = (error as { extensions?: { code?: string } }).extensions?.code;
      if (code === 'NOT_FOUND' || (code === 'FORBIDDEN' && actor.kind !== 'user')) throw accessDenied();
      throw error;
    }
    if (access.workspace.type !== WorkspaceType.BUSINESS) throw businessOnly();
    return { workspace: access.workspace, userId: access.user.id, createdBy: access.user.id, apiKeyId: null };
  }

  /** The link and the caller's access to its workspace; NOT_FOUND for links of other workspaces. */
  private async ownLink(ctx: Ctx, id: string): Promise<{ link: ClientLink; access: LinkAccess }> {
    const link = await ctx.em.findOne(ClientLink, { id: parseId(id) });
    if (!link) throw clientLinkNotFound();
    try {
      return { link, access: await this.access(ctx, link.workspaceId) };
    } catch (error) {
      if ((error as Error).message === 'Access denied') throw clientLinkNotFound();
      throw error;
    }
  }

  async list(ctx: Ctx, workspaceId: string, formId: string, page: { limit: number; offset: number }) {
    const { workspace } = await this.access(ctx, workspaceId);
    const form = parseId(formId, 'formId');
    const { limit, offset } = checkPage(page);
    const [items, totalCount] = await ctx.em.findAndCount(
      ClientLink,
      { workspaceId: workspace.id, formId: form },
      { orderBy: { createdAt: 'desc', id: 'asc' }, limit, offset },
    );
    return { items, totalCount };
  }

  async create(
    ctx: Ctx,
    input: CreateClientLinkInput,
  ): Promise<{ link: ClientLink; url: string; emailed: boolean }> {
    const by = await this.access(ctx, input.workspaceId);
    const { workspace } = by;
    const formId = parseId(input.formId, 'formId');
    const clientName = typeof input.clientName === 'string' ? input.clientName.trim() : '';
    if (clientName.length < 1 || clientName.length > 200) throw clientNameInvalid();
    let clientEmail: string;
    try {
      clientEmail = normalizeEmail(input.clientEmail);
    } catch {
      throw clientEmailInvalid();
    }
    const permissions = this.permissions(input.permissions);
    const days = input.expiresInDays ?? DEFAULT_EXPIRY_DAYS;
    if (!Number.isInteger(days) || days < 1 || days > MAX_EXPIRY_DAYS) throw expiryInvalid();
    const maxUses = input.maxUses ?? null;
    if (maxUses !== null && (!Number.isInteger(maxUses) || maxUses < 1 || maxUses > MAX_USES_CAP))
      throw maxUsesInvalid();
    const language = input.defaultLanguage ?? 'en';
    if (!(LANGUAGES as readonly string[]).includes(language)) throw languageInvalid();
    const form = await fetchFormFacts(formId, ctx.signedActor);
    if (!form || form.workspaceId !== workspace.id || form.archived) throw formNotFound();

    const token = randomToken(32);
    const url = linkUrl(formId, token);
    const data = {
      workspaceId: workspace.id,
      formId,
      clientName,
      clientEmail,
      permissions,
      expiresAt: new Date(Date.now() + days * DAY_MS),
      maxUses,
      defaultLanguage: language,
      tokenHash: sha256(token),
      createdBy: by.createdBy,
    };
    const store = async (em: EntityManager) => {
      const link = em.create(ClientLink, data);
      await em.flush();
      await audit(em, 'client_link_create', {
        userId: by.userId,
        workspaceId: workspace.id,
        meta: ctxMeta(ctx),
        details: {
          clientLinkId: link.id,
          formId,
          permissions,
          expiresInDays: days,
          maxUses,
          ...(by.apiKeyId ? { apiKeyId: by.apiKeyId } : {}),
        },
      });
      return link;
    };
    if (!input.sendEmail) return { link: await ctx.em.transactional(store), url, emailed: false };

    // The link and its e-mail together, or neither (docs/adr/0034).
    const message = await this.message(ctx, data, workspace, url);
    const link = await this.withMailBudget(
      ctx,
      { address: clientEmail, userId: by.userId, workspaceId: workspace.id, formId },
      createMailBudgetReached,
      () =>
        ctx.em.transactional(async (tx) => {
          const stored = await store(tx);
          await this.deliver(ctx, tx, stored, message, by.userId, 'clientEmail');
          return stored;
        }),
    );
    return { link, url, emailed: true };
  }

  private permissions(value: unknown): ClientLinkPermission[] {
    if (!Array.isArray(value) || value.length === 0) throw permissionsInvalid();
    const chosen = new Set<ClientLinkPermission>();
    for (const item of value) {
      if (!(CLIENT_LINK_PERMISSIONS as readonly unknown[]).includes(item)) throw permissionsInvalid();
      chosen.add(item as ClientLinkPermission);
    }
    return CLIENT_LINK_PERMISSIONS.filter((p) => chosen.has(p));
  }

  /** Irreversible and idempotent: revoking twice answers the same revoked link. */
  async revoke(ctx: Ctx, id: string): Promise<ClientLink> {
    const { link, access } = await this.ownLink(ctx, id);
    if (!link.revokedAt) {
      const revokedAt = new Date();
      const changed = await ctx.em.nativeUpdate(ClientLink, { id: link.id, revokedAt: null }, { revokedAt });
      if (changed > 0) {
        await audit(ctx.em, 'client_link_revoke', {
          userId: access.userId,
          workspaceId: link.workspaceId,
          meta: ctxMeta(ctx),
          details: { clientLinkId: link.id, formId: link.formId },
        });
      }
      await ctx.em.refresh(link);
    }
    return link;
  }

  /** E-mails the URL again; the caller gives the token (identity only has its hash). Changes nothing. */
  async send(ctx: Ctx, id: string, token: string): Promise<ClientLink> {
    const { link, access } = await this.ownLink(ctx, id);
    if (typeof token !== 'string' || !TOKEN_PATTERN.test(token) || sha256(token) !== link.tokenHash)
      throw tokenInvalid();
    if (linkState(link) !== ClientLinkState.ACTIVE) throw linkNotActive();
    const message = await this.message(ctx, link, access.workspace, linkUrl(link.formId, token));
    await this.withMailBudget(
      ctx,
      {
        address: link.clientEmail,
        userId: access.userId,
        workspaceId: link.workspaceId,
        formId: link.formId,
        clientLinkId: link.id,
      },
      sendMailBudgetReached,
      () => this.deliver(ctx, ctx.em, link, message, access.userId, 'id'),
    );
    return link;
  }

  /**
   * Runs `mailing` with one client-link mail to the address taken from its budget (past the budget,
   * `overBudget` before anything is done). When `mailing` fails, the mail is given back and why the
   * mail failed is audited (without the address).
   */
  private async withMailBudget<T>(
    ctx: Ctx,
    to: { address: string; userId: string | null; workspaceId: string; formId: string; clientLinkId?: string },
    overBudget: () => Error,
    mailing: () => Promise<T>,
  ): Promise<T> {
    const failed = (reason: string) =>
      audit(ctx.em, 'client_link_mail_failed', {
        userId: to.userId,
        workspaceId: to.workspaceId,
        meta: ctxMeta(ctx),
        details: { reason, formId: to.formId, clientLinkId: to.clientLinkId ?? null },
      });
    const ticket = await this.mailBudget.take(ctx.em, 'clientLink', to.address);
    if (!ticket) {
      await failed('MAIL_BUDGET');
      throw overBudget();
    }
    try {
      return await mailing();
    } catch (error) {
      await ticket.giveBack();
      const reason = mailFailure(error);
      if (reason) await failed(reason);
      throw error;
    }
  }

  /** The client-link e-mail in the link's language, with the agency's branding and logo. */
  private async message(
    ctx: Ctx,
    link: Pick<ClientLink, 'clientName' | 'clientEmail' | 'defaultLanguage' | 'expiresAt'>,
    workspace: Workspace,
    url: string,
  ): Promise<MailMessage> {
    await ctx.em.populate(workspace, ['logo']);
    const logo = workspace.logo && workspace.logoMime ? workspace.logo : null;
    const { subject, text, html } = renderClientLinkMail(
      link.defaultLanguage as Language,
      {
        clientName: link.clientName,
        agencyName: workspace.agencyName ?? workspace.name,
        link: url,
        expires: link.expiresAt.toISOString().slice(0, 10),
        contactEmail: workspace.contactEmail,
        contactPhone: workspace.contactPhone,
        contactAddress: workspace.contactAddress,
      },
      logo !== null,
    );
    return {
      to: link.clientEmail,
      subject,
      text,
      html,
      replyTo: workspace.contactEmail ?? undefined,
      attachments: logo
        ? [
            {
              filename: workspace.logoMime === 'image/png' ? 'logo.png' : 'logo.jpg',
              content: logo,
              cid: 'agency-logo',
              contentType: workspace.logoMime!,
            },
          ]
        : [],
    };
  }

  /**
   * Sends `message` and audits it in `em`: a refused address answers BAD_USER_INPUT on `field`, any
   * other failure SERVICE_UNAVAILABLE (MAIL_UNAVAILABLE), and nothing is audited as sent.
   */
  private async deliver(
    ctx: Ctx,
    em: EntityManager,
    link: ClientLink,
    message: MailMessage,
    userId: string | null,
    field: string,
  ): Promise<void> {
    try {
      await deliverMail(message);
    } catch (error) {
      throw mailRefusal(error, field);
    }
    await audit(em, 'client_link_send', {
      userId,
      workspaceId: link.workspaceId,
      meta: ctxMeta(ctx),
      details: { clientLinkId: link.id, language: link.defaultLanguage },
    });
  }

  /**
   * `POST /auth/client-link`: the token for a new client session (an opaque token of its own). Every
   * attempt counts per address; failures count again, so guessing is stopped long before it could
   * matter (a 256-bit token cannot be guessed anyway; the limit keeps the endpoint cheap).
   */
  async exchange(
    em: EntityManager,
    token: unknown,
    meta: RequestMeta,
    signedGatewayActor: string | undefined,
  ): Promise<{ formId: string; workspaceId: string; sessionToken: string; expiresAt: Date }> {
    const settings = identitySettings();
    if (
      (await this.throttle.linkFailuresBlocked(em, meta.ip)) ||
      !(await this.throttle.allowWithin(
        em,
        'link_try',
        meta.ip,
        settings.clientLinkExchangesPerIpMinute,
        60_000,
      ))
    ) {
      throw new ExchangeRefused(
        'TOO_MANY_REQUESTS',
        429,
        'Too many attempts to open access links from your network. Please try again in a few minutes.',
      );
    }
    const refuse = async (code: LinkErrorCode, status: number, link?: ClientLink): Promise<never> => {
      if (code === 'LINK_INVALID') await this.throttle.recordLinkFailure(em, meta.ip);
      await audit(em, 'client_link_exchange_failed', {
        workspaceId: link?.workspaceId ?? null,
        meta,
        details: { code, clientLinkId: link?.id ?? null },
      });
      throw new ExchangeRefused(code, status, LINK_MESSAGES[code]);
    };
    if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return refuse('LINK_INVALID', 400);
    const link = await em.findOne(ClientLink, { tokenHash: sha256(token) });
    if (!link || link.revokedAt) return refuse('LINK_INVALID', 404, link ?? undefined);
    if (link.expiresAt.getTime() <= Date.now()) return refuse('LINK_EXPIRED', 410, link);
    if (link.maxUses !== null && link.uses >= link.maxUses) return refuse('LINK_USED_UP', 410, link);
    const workspace = await em.findOne(Workspace, { id: link.workspaceId });
    if (!workspace || workspace.type !== WorkspaceType.BUSINESS) return refuse('FORM_UNAVAILABLE', 404, link);
    const form = await fetchFormFacts(link.formId, signedGatewayActor);
    if (!form || form.workspaceId !== link.workspaceId || form.archived)
      return refuse('FORM_UNAVAILABLE', 404, link);

    const sessionToken = randomToken(32);
    const now = new Date();
    await em.insert(ClientSession, {
      id: randomUUID(),
      started: false,
      tokenHash: sha256(sessionToken),
      linkId: link.id,
      createdAt: now,
      lastSeenAt: now,
    });
    await audit(em, 'client_link_exchange', {
      workspaceId: link.workspaceId,
      meta,
      details: { clientLinkId: link.id, formId: link.formId },
    });
    return { formId: link.formId, workspaceId: link.workspaceId, sessionToken, expiresAt: link.expiresAt };
  }

  /** Forgets one client session (the browser left, or its link ended). */
  async endSession(em: EntityManager, sessionToken: string): Promise<void> {
    await em.nativeDelete(ClientSession, { tokenHash: sha256(sessionToken) });
  }

  /**
   * For /internal/actor, on every request: the client session, its link's revocation, expiry and
   * usage cap, and the session's own idle and absolute limits in one statement, so a revoked or
   * expired link or an ended session is refused on the very next request. A live session's activity
   * is recorded in the same statement, at most once a minute (`throttled`): the session ends between
   * idle − 1 minute and idle after the client's last request, never later.
   */
  async resolve(
    em: EntityManager,
    sessionToken: string,
    activity: ClientActivity = 'throttled',
  ): Promise<ClientSessionResolution> {
    const { clientSessionIdleMinutes: idle, clientSessionMaxHours: maxHours } = identitySettings();
    const step = activity === 'always' ? 0 : CLIENT_SESSION_ACTIVITY_STEP_MS;
    const rows = await em.getConnection().execute<ClientSessionRow[]>(
      `with found as (
         select s.id as session_id, l.id as link_id, l.workspace_id, l.form_id, l.permissions,
                l.revoked_at is not null as revoked, l.expires_at <= now() as expired,
                (not s.started and l.max_uses is not null and l.uses >= l.max_uses) as used_up,
                s.created_at <= now() - ?::int * interval '1 hour' as too_old,
                s.last_seen_at <= now() - ?::int * interval '1 minute' as idle,
                s.created_at, s.last_seen_at
           from identity.client_session s join identity.client_link l on l.id = s.link_id
          where s.token_hash = ?
       ), touched as (
         update identity.client_session s set last_seen_at = now()
           from found f
          where ?::boolean and s.id = f.session_id
            and not (f.revoked or f.expired or f.used_up or f.too_old or f.idle)
            and s.last_seen_at <= now() - ?::int * interval '1 millisecond'
         returning s.last_seen_at
       )
       select f.session_id, f.link_id, f.workspace_id, f.form_id, f.permissions, f.revoked, f.expired,
              f.used_up, f.too_old, f.idle,
              extract(epoch from coalesce((select last_seen_at from touched), f.last_seen_at)
                + ?::int * interval '1 minute' - now())::float8 * 1000 as idle_ends_in_ms,
              extract(epoch from f.created_at + ?::int * interval '1 hour' - now())::float8 * 1000 as ends_in_ms
         from found f`,
      [maxHours, idle, sha256(sessionToken), activity !== 'never', step, idle, maxHours],
    );
    const row = rows[0];
    if (!row || row.revoked) return { status: 'ended', code: 'LINK_INVALID' };
    if (row.expired) return { status: 'ended', code: 'LINK_EXPIRED' };
    if (row.used_up) return { status: 'ended', code: 'LINK_USED_UP' };
    if (row.too_old) return { status: 'session-ended', end: 'MAX_AGE' };
    if (row.idle) return { status: 'session-ended', end: 'IDLE' };
    return {
      status: 'ok',
      actor: {
        kind: 'client',
        clientLinkId: row.link_id,
        workspaceId: row.workspace_id,
        formId: row.form_id,
        permissions: row.permissions,
        clientSessionId: row.session_id,
      },
      idleEndsInMs: Math.max(0, Math.floor(row.idle_ends_in_ms)),
      endsInMs: Math.max(0, Math.floor(row.ends_in_ms)),
    };
  }

  private clientActor(ctx: Ctx): Extract<Actor, { kind: 'client' }> {
    if (ctx.actor.kind !== 'client' || !ctx.actor.clientSessionId) throw clientsOnly();
    return ctx.actor;
  }

  async intake(ctx: Ctx): Promise<ClientIntakeOutput> {
    const actor = this.clientActor(ctx);
    const link = await ctx.em.findOne(ClientLink, { id: actor.clientLinkId });
    const session = await ctx.em.findOne(ClientSession, {
      id: actor.clientSessionId,
      linkId: actor.clientLinkId,
    });
    if (!link || !session || link.revokedAt) throw linkEnded('LINK_INVALID');
    if (link.expiresAt.getTime() <= Date.now()) throw linkEnded('LINK_EXPIRED');
    const end = clientSessionEnd(session);
    if (end) throw sessionEnded(end);
    const workspace = await ctx.em.findOne(Workspace, { id: link.workspaceId }, { populate: ['logo'] });
    if (!workspace) throw linkEnded('LINK_INVALID');
    return Object.assign(new ClientIntakeOutput(), {
      formId: link.formId,
      workspaceId: link.workspaceId,
      clientName: link.clientName,
      permissions: link.permissions as ClientLinkPermissionValue[],
      defaultLanguage: link.defaultLanguage,
      expiresAt: link.expiresAt,
      started: session.started,
      agency: Object.assign(new ClientIntakeAgencyOutput(), {
        name: workspace.agencyName ?? workspace.name,
        logoUrl: logoDataUrl(workspace.logo, workspace.logoMime),
        email: workspace.contactEmail,
        phone: workspace.contactPhone,
        website: null,
        address: workspace.contactAddress,
      }),
    });
  }

  /**
   * Get Started / Continue Editing: the first time a client session acts it counts one use (in one
   * transaction with the session row locked, and a conditional UPDATE so the cap is never exceeded);
   * every time it updates last accessed.
   */
  async begin(ctx: Ctx): Promise<ClientIntakeOutput> {
    const actor = this.clientActor(ctx);
    await ctx.em.transactional(async (em) => {
      // em.execute runs in this transaction (the connection's own execute would take another
      // connection from the pool, where the row lock below would not hold).
      const [session] = await em.execute<
        { started: boolean; created_at: Date | string; last_seen_at: Date | string }[]
      >(
        `select started, created_at, last_seen_at from identity.client_session
          where id = ? and link_id = ? for update`,
        [actor.clientSessionId, actor.clientLinkId],
      );
      if (!session) throw linkEnded('LINK_INVALID');
      const end = clientSessionEnd({
        createdAt: new Date(session.created_at),
        lastSeenAt: new Date(session.last_seen_at),
      });
      if (end) throw sessionEnded(end);
      const live = `id = ? and revoked_at is null and expires_at > now()`;
      if (session.started) {
        const touched = await em.execute(
          `update identity.client_link set last_accessed_at = now() where ${live}`,
          [actor.clientLinkId],
          'run',
        );
        if ((touched as { affectedRows?: number }).affectedRows === 0)
          await this.whyEnded(em, actor.clientLinkId);
        return;
      }
      const counted = await em.execute(
        `update identity.client_link set uses = uses + 1, last_accessed_at = now()
          where ${live} and (max_uses is null or uses < max_uses)`,
        [actor.clientLinkId],
        'run',
      );
      if ((counted as { affectedRows?: number }).affectedRows === 0) {
        await this.whyEnded(em, actor.clientLinkId);
        throw linkUsedUp();
      }
      await em.execute(`update identity.client_session set started = true where id = ?`, [
        actor.clientSessionId,
      ]);
      await audit(em, 'client_link_use', {
        workspaceId: actor.workspaceId,
        meta: ctxMeta(ctx),
        details: { clientLinkId: actor.clientLinkId },
      });
    });
    return this.intake(ctx);
  }

  private async whyEnded(em: EntityManager, linkId: string): Promise<void> {
    const link = await em.findOne(ClientLink, { id: linkId });
    if (!link || link.revokedAt) throw linkEnded('LINK_INVALID');
    if (link.expiresAt.getTime() <= Date.now()) throw linkEnded('LINK_EXPIRED');
  }
}
