import type { EntityManager } from '@mikro-orm/postgresql';
import { Secret, TOTP } from 'otpauth';
import type { SubgraphContext } from '@portico/service-kit';
import { identitySettings } from '../../lib/config';
import { randomToken, sha256, sixDigitCode } from '../../lib/tokens';
import { audit, ctxMeta, Throttle, type RequestMeta } from '../audit/audit.service';
import { SessionService, type TokenPair } from '../session/session.service';
import { createWorkspaceWithAdmin } from '../workspace/workspace.service';
import { WorkspaceType } from '../workspace/workspace.entity';
import {
  ActivationCode,
  DuplicateSignup,
  EmailChange,
  LANGUAGES,
  PasswordReset,
  UserAccount,
  type Language,
} from './user.entity';
import { EmailChangeRequestOutput, UserOutput } from './dtos/account.output';
import { sendMail } from './mailer';
import { checkPasswordPolicy, hashPassword, verifyDummy, verifyPassword } from './passwords';
import {
  accountLocked,
  alreadyActivated,
  codeExpired,
  codeInvalid,
  codeLocked,
  currentPasswordWrong,
  emailChangeCodeExpired,
  emailChangeCodeInvalid,
  emailChangeCodeLocked,
  emailChangeNotStarted,
  emailChangeTooManyCodes,
  emailChangeTooSoon,
  emailInvalid,
  emailTaken,
  emailUnchanged,
  invalidCredentials,
  ipBlocked,
  languageInvalid,
  notActivated,
  notSignedIn,
  passwordWrong,
  resendTooSoon,
  resetTokenInvalid,
  tooManyCodes,
  tooManySignups,
  totpCodeWrong,
  totpInvalid,
  totpNotStarted,
  totpRequired,
  usersOnly,
} from './account.errors';

export const ACTIVATION_CODE_TTL_MS = 15 * 60_000;
export const RESEND_COOLDOWN_MS = 60_000;
export const MAX_CODE_ATTEMPTS = 5;
export const RESET_TTL_MS = 60 * 60_000;
/** Per IP and hour: sign-ups, and password-reset requests that send an e-mail. */
export const RESETS_PER_IP_HOUR = 10;
/** Activation e-mails per account and hour (the first one included). */
export const CODES_PER_HOUR = 5;

type Ctx = Pick<SubgraphContext, 'actor' | 'em'> & Partial<Pick<SubgraphContext, 'requestId' | 'logger'>>;

/** A security notice must not undo the change it reports: failures are logged, not thrown. */
async function notify(ctx: Ctx, ...args: Parameters<typeof sendMail>): Promise<void> {
  try {
    await sendMail(...args);
  } catch (error) {
    ctx.logger?.error({ err: (error as Error).message, kind: args[1] }, 'notification e-mail failed');
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(email: unknown): string {
  if (typeof email !== 'string') throw emailInvalid();
  const value = email.trim().toLowerCase();
  if (value.length > 320 || !EMAIL.test(value)) throw emailInvalid();
  return value;
}

function parseLanguage(language: unknown): Language {
  if (language === undefined || language === null) return 'en';
  if (typeof language !== 'string' || !(LANGUAGES as readonly string[]).includes(language))
    throw languageInvalid();
  return language as Language;
}

export function toUserOutput(user: UserAccount): UserOutput {
  return Object.assign(new UserOutput(), {
    id: user.id,
    email: user.email,
    language: user.language,
    activated: user.activatedAt !== null,
    totpEnabled: user.totpSecret !== null,
  });
}

/** What a sign-up with a taken address answers: exactly what a new account would. */
function duplicateOutput(duplicate: DuplicateSignup): UserOutput {
  return Object.assign(new UserOutput(), {
    id: duplicate.id,
    email: duplicate.email,
    language: duplicate.language,
    activated: false,
    totpEnabled: false,
  });
}

/** The sign-up with a taken address behind a session's user id, if that is what it is. */
export function findDuplicateSignup(em: EntityManager, id: string): Promise<DuplicateSignup | null> {
  return em.findOne(DuplicateSignup, { id });
}

/** Sessions of a sign-up with a taken address (see DuplicateSignup) reach activation, never further. */
export type SessionHolder = { user: UserAccount } | { duplicate: DuplicateSignup };

const publicLink = (path: string) => `${identitySettings().publicUrl}${path}`;

function totpFor(user: UserAccount, secret: string): TOTP {
  return new TOTP({
    issuer: 'Portico',
    label: user.email,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

/** The time step of a valid code (±1 step of clock drift), or null. */
export function totpStep(user: UserAccount, secret: string, code: unknown, now = Date.now()): number | null {
  if (typeof code !== 'string' || !/^\d{6}$/.test(code.trim())) return null;
  const delta = totpFor(user, secret).validate({ token: code.trim(), window: 1, timestamp: now });
  return delta === null ? null : Math.floor(now / 30_000) + delta;
}

/**
 * Accepts a code once: the step must be newer than the last accepted one, recorded atomically so two
 * concurrent requests with the same code cannot both pass.
 */
async function consumeTotp(
  em: EntityManager,
  user: UserAccount,
  secret: string,
  code: unknown,
): Promise<boolean> {
  const step = totpStep(user, secret, code);
  if (step === null) return false;
  const updated = await em.getConnection().execute<{ id: string }[]>(
    `update "identity"."user_account" set "totp_last_step" = ?
     where "id" = ? and ("totp_last_step" is null or "totp_last_step" < ?) returning "id"`,
    [step, user.id, step],
  );
  if (updated.length === 0) return false;
  user.totpLastStep = String(step);
  return true;
}

export interface SignedIn {
  user: UserOutput;
  pair: TokenPair;
}

export class AccountService {
  private readonly sessions = new SessionService();
  private readonly throttle = new Throttle();

  async findOutput(em: EntityManager, userId: string): Promise<UserOutput | null> {
    const user = await em.findOne(UserAccount, { id: userId });
    if (user) return toUserOutput(user);
    const duplicate = await findDuplicateSignup(em, userId);
    return duplicate ? duplicateOutput(duplicate) : null;
  }

  /**
   * Answers the same for a taken address as for a new one (same body, cookies and argon2 work), so
   * sign-up never reveals whether an e-mail has an account; the owner of a taken address is e-mailed
   * in their language instead, and that sign-up can never be activated.
   */
  async signUp(
    em: EntityManager,
    input: { email: unknown; password: unknown; language?: unknown },
    meta: RequestMeta,
  ): Promise<SignedIn> {
    const email = normalizeEmail(input.email);
    const language = parseLanguage(input.language);
    checkPasswordPolicy(input.password as string, email);
    if (!(await this.throttle.allowHourly(em, 'signup', meta.ip, identitySettings().signupsPerIpHour)))
      throw tooManySignups();
    const passwordHash = await hashPassword(input.password as string);
    let owner = await em.findOne(UserAccount, { email });
    if (!owner) {
      const user = em.create(UserAccount, { email, passwordHash, language });
      try {
        await em.flush();
        await audit(em, 'signup', { userId: user.id, meta });
        await this.issueActivationCode(em, user);
        const pair = await this.sessions.create(em, user.id);
        return { user: toUserOutput(user), pair };
      } catch (error) {
        if ((error as { code?: string }).code !== '23505') throw error;
        em.clear();
        owner = await em.findOneOrFail(UserAccount, { email });
      }
    }
    return this.signUpWithTakenAddress(em, owner, language, meta);
  }

  private async signUpWithTakenAddress(
    em: EntityManager,
    owner: UserAccount,
    language: Language,
    meta: RequestMeta,
  ): Promise<SignedIn> {
    const now = new Date();
    const duplicate = em.create(DuplicateSignup, {
      ownerId: owner.id,
      email: owner.email,
      language,
      sentAt: now,
      expiresAt: new Date(now.getTime() + ACTIVATION_CODE_TTL_MS),
      failedAttempts: 0,
      createdAt: now,
    });
    await em.flush();
    await audit(em, 'signup_existing', {
      userId: owner.id,
      meta,
      details: { duplicateSignupId: duplicate.id },
    });
    await this.noticeOfDuplicate(owner);
    const pair = await this.sessions.create(em, duplicate.id);
    return { user: duplicateOutput(duplicate), pair };
  }

  /** Costs what an activation code costs (an argon2 hash and an e-mail), to the address's owner. */
  private async noticeOfDuplicate(owner: UserAccount): Promise<void> {
    await hashPassword(randomToken());
    await sendMail(owner.email, 'signupExisting', owner.language, {
      loginUrl: publicLink('/login'),
      resetUrl: publicLink('/forgot-password'),
    });
  }

  private async issueActivationCode(em: EntityManager, user: UserAccount): Promise<void> {
    const code = sixDigitCode();
    const now = new Date();
    await em.upsert(ActivationCode, {
      userId: user.id,
      codeHash: await hashPassword(code),
      sentAt: now,
      expiresAt: new Date(now.getTime() + ACTIVATION_CODE_TTL_MS),
      failedAttempts: 0,
    });
    await sendMail(user.email, 'activation', user.language, { code });
  }

  async userFromAccessToken(em: EntityManager, accessToken: string | undefined): Promise<SessionHolder> {
    if (!accessToken) throw notSignedIn();
    const session = await this.sessions.fromAccessToken(em, accessToken);
    if (!session) throw notSignedIn();
    const user = await em.findOne(UserAccount, { id: session.userId });
    if (user) return { user };
    const duplicate = await findDuplicateSignup(em, session.userId);
    if (duplicate) return { duplicate };
    throw notSignedIn();
  }

  async activate(
    em: EntityManager,
    holder: SessionHolder,
    code: unknown,
    meta: RequestMeta,
  ): Promise<UserOutput> {
    if ('duplicate' in holder) return this.activateDuplicate(em, holder.duplicate, code, meta);
    const { user } = holder;
    if (user.activatedAt) throw alreadyActivated();
    if (await this.throttle.ipBlocked(em, meta.ip)) throw ipBlocked();
    const row = await em.findOne(ActivationCode, { userId: user.id });
    if (!row) throw codeExpired();
    if (row.failedAttempts >= MAX_CODE_ATTEMPTS) throw codeLocked();
    if (row.expiresAt.getTime() <= Date.now()) throw codeExpired();
    const given = typeof code === 'string' ? code.trim() : '';
    if (!/^\d{6}$/.test(given) || !(await verifyPassword(row.codeHash, given))) {
      const updated = await em.getConnection().execute<{ failed_attempts: number }[]>(
        `update "identity"."activation_code" set "failed_attempts" = "failed_attempts" + 1
         where "user_id" = ? returning "failed_attempts"`,
        [user.id],
      );
      await this.throttle.recordFailure(em, `activation:${user.id}`, meta.ip);
      await audit(em, 'activation_failed', { userId: user.id, meta });
      const attempts = updated[0]?.failed_attempts ?? MAX_CODE_ATTEMPTS;
      if (attempts >= MAX_CODE_ATTEMPTS) throw codeLocked();
      throw codeInvalid(MAX_CODE_ATTEMPTS - attempts);
    }
    await em.transactional(async (tx) => {
      const fresh = await tx.findOneOrFail(UserAccount, { id: user.id });
      if (fresh.activatedAt) return;
      fresh.activatedAt = new Date();
      const workspace = await createWorkspaceWithAdmin(tx, fresh.id, 'Personal', WorkspaceType.PERSONAL);
      fresh.currentWorkspaceId = workspace.id;
      await tx.nativeDelete(ActivationCode, { userId: fresh.id });
      await audit(tx, 'activation', { userId: fresh.id, workspaceId: workspace.id, meta });
    });
    return toUserOutput(await em.findOneOrFail(UserAccount, { id: user.id }, { refresh: true }));
  }

  /** The same checks, counters and argon2 work as a real code; no code is ever right. */
  private async activateDuplicate(
    em: EntityManager,
    duplicate: DuplicateSignup,
    code: unknown,
    meta: RequestMeta,
  ): Promise<never> {
    if (await this.throttle.ipBlocked(em, meta.ip)) throw ipBlocked();
    if (duplicate.failedAttempts >= MAX_CODE_ATTEMPTS) throw codeLocked();
    if (duplicate.expiresAt.getTime() <= Date.now()) throw codeExpired();
    const given = typeof code === 'string' ? code.trim() : '';
    if (/^\d{6}$/.test(given)) await verifyDummy(given);
    const updated = await em.getConnection().execute<{ failed_attempts: number }[]>(
      `update "identity"."duplicate_signup" set "failed_attempts" = "failed_attempts" + 1
       where "id" = ? returning "failed_attempts"`,
      [duplicate.id],
    );
    await this.throttle.recordFailure(em, `activation:${duplicate.id}`, meta.ip);
    await audit(em, 'activation_failed', {
      userId: duplicate.ownerId,
      meta,
      details: { duplicateSignupId: duplicate.id },
    });
    const attempts = updated[0]?.failed_attempts ?? MAX_CODE_ATTEMPTS;
    if (attempts >= MAX_CODE_ATTEMPTS) throw codeLocked();
    throw codeInvalid(MAX_CODE_ATTEMPTS - attempts);
  }

  async resendActivation(em: EntityManager, holder: SessionHolder): Promise<void> {
    if ('duplicate' in holder) return this.resendDuplicate(em, holder.duplicate);
    const { user } = holder;
    if (user.activatedAt) throw alreadyActivated();
    const row = await em.findOne(ActivationCode, { userId: user.id });
    if (row) {
      const wait = row.sentAt.getTime() + RESEND_COOLDOWN_MS - Date.now();
      if (wait > 0) throw resendTooSoon(Math.ceil(wait / 1000));
    }
    if (!(await this.throttle.allowHourly(em, 'code', user.id, CODES_PER_HOUR - 1))) throw tooManyCodes();
    await this.issueActivationCode(em, user);
  }

  /** Same cool-down and hourly limit as a real resend; the owner is told again instead. */
  private async resendDuplicate(em: EntityManager, duplicate: DuplicateSignup): Promise<void> {
    const wait = duplicate.sentAt.getTime() + RESEND_COOLDOWN_MS - Date.now();
    if (wait > 0) throw resendTooSoon(Math.ceil(wait / 1000));
    if (!(await this.throttle.allowHourly(em, 'code', duplicate.id, CODES_PER_HOUR - 1)))
      throw tooManyCodes();
    const owner = await em.findOneOrFail(UserAccount, { id: duplicate.ownerId });
    const now = new Date();
    duplicate.sentAt = now;
    duplicate.expiresAt = new Date(now.getTime() + ACTIVATION_CODE_TTL_MS);
    duplicate.failedAttempts = 0;
    await em.flush();
    await this.noticeOfDuplicate(owner);
  }

  /** Same answer and similar time whether or not the e-mail has an account. */
  async logIn(
    em: EntityManager,
    input: { email: unknown; password: unknown; totpCode?: unknown },
    meta: RequestMeta,
  ): Promise<SignedIn> {
    if (await this.throttle.ipBlocked(em, meta.ip)) throw ipBlocked();
    const password = typeof input.password === 'string' ? input.password.slice(0, 1024) : '';
    let email: string;
    try {
      email = normalizeEmail(input.email);
    } catch {
      await verifyDummy(password);
      throw invalidCredentials();
    }
    const user = await em.findOne(UserAccount, { email });
    if (await this.throttle.accountLocked(em, email, user?.failuresClearedAt ?? null)) throw accountLocked();
    const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyDummy(password);
    if (!user || !ok) {
      await this.throttle.recordFailure(em, email, meta.ip);
      await audit(em, 'login_failed', { userId: user?.id ?? null, meta });
      throw invalidCredentials();
    }
    if (user.totpSecret) {
      if (input.totpCode === undefined || input.totpCode === null || input.totpCode === '')
        throw totpRequired();
      if (!(await consumeTotp(em, user, user.totpSecret, input.totpCode))) {
        await this.throttle.recordFailure(em, email, meta.ip);
        await audit(em, 'totp_failed', { userId: user.id, meta });
        throw totpInvalid();
      }
    }
    const pair = await this.sessions.create(em, user.id);
    await audit(em, 'login', { userId: user.id, meta });
    return { user: toUserOutput(user), pair };
  }

  async requestPasswordReset(em: EntityManager, emailInput: unknown, meta: RequestMeta): Promise<void> {
    let email: string;
    try {
      email = normalizeEmail(emailInput);
    } catch {
      return;
    }
    const user = await em.findOne(UserAccount, { email });
    if (!user) return;
    const recent = await em.findOne(PasswordReset, {
      userId: user.id,
      expiresAt: { $gt: new Date(Date.now() + RESET_TTL_MS - RESEND_COOLDOWN_MS) },
    });
    if (recent) return; // one e-mail a minute at most
    // Same answer either way; only the e-mail is not sent beyond the per-IP budget.
    if (!(await this.throttle.allowHourly(em, 'reset', meta.ip, RESETS_PER_IP_HOUR))) return;
    const token = randomToken();
    await em.insert(PasswordReset, {
      tokenHash: sha256(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + RESET_TTL_MS),
      usedAt: null,
    });
    await audit(em, 'password_reset_request', { userId: user.id, meta });
    const link = `${identitySettings().publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await sendMail(user.email, 'passwordReset', user.language, { link });
  }

  /** Sets the new password, unlocks the account and signs every session out. */
  async confirmPasswordReset(
    em: EntityManager,
    input: { token: unknown; password: unknown },
    meta: RequestMeta,
  ): Promise<void> {
    if (typeof input.token !== 'string' || input.token.length > 200) throw resetTokenInvalid();
    const reset = await em.findOne(PasswordReset, { tokenHash: sha256(input.token) });
    if (!reset || reset.usedAt || reset.expiresAt.getTime() <= Date.now()) throw resetTokenInvalid();
    const user = await em.findOneOrFail(UserAccount, { id: reset.userId });
    checkPasswordPolicy(input.password as string, user.email);
    user.passwordHash = await hashPassword(input.password as string);
    user.failuresClearedAt = new Date();
    reset.usedAt = new Date();
    await em.flush();
    await this.sessions.revokeAllOfUser(em, user.id);
    await audit(em, 'password_reset', { userId: user.id, meta });
  }

  async logOut(
    em: EntityManager,
    tokens: { accessToken?: string; refreshToken?: string },
    meta: RequestMeta,
  ): Promise<void> {
    const userId = await this.sessions.revokeByTokens(em, tokens);
    if (userId) await audit(em, 'logout', { userId, meta });
  }

  /** Signs out every other sign-in of the caller (other browsers and devices); this one stays. */
  async logOutOthers(em: EntityManager, accessToken: string | undefined, meta: RequestMeta): Promise<number> {
    if (!accessToken) throw notSignedIn();
    const session = await this.sessions.fromAccessToken(em, accessToken);
    if (!session) throw notSignedIn();
    const ended = await this.sessions.revokeOtherFamilies(em, session.userId, session.familyId);
    await audit(em, 'logout_others', { userId: session.userId, meta, details: { sessionsEnded: ended } });
    return ended;
  }

  refresh(em: EntityManager, refreshToken: string, meta: RequestMeta) {
    return this.sessions.refresh(em, refreshToken, meta);
  }

  // ---- GraphQL (signed-in user) ----

  /** The signed-in, activated person: account settings wait for the address to be proven. */
  private async currentUser(ctx: Ctx): Promise<UserAccount> {
    if (ctx.actor.kind === 'anonymous') throw notSignedIn();
    if (ctx.actor.kind !== 'user') throw usersOnly();
    const user = await ctx.em.findOne(UserAccount, { id: ctx.actor.userId });
    if (!user) {
      if (await findDuplicateSignup(ctx.em, ctx.actor.userId)) throw notActivated();
      throw notSignedIn();
    }
    if (!user.activatedAt) throw notActivated();
    return user;
  }

  async changePassword(ctx: Ctx, input: { currentPassword: string; newPassword: string }): Promise<void> {
    const user = await this.currentUser(ctx);
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      await this.throttle.recordFailure(ctx.em, user.email, null);
      throw currentPasswordWrong();
    }
    checkPasswordPolicy(input.newPassword, user.email);
    user.passwordHash = await hashPassword(input.newPassword);
    await ctx.em.flush();
    await audit(ctx.em, 'password_change', { userId: user.id, meta: ctxMeta(ctx) });
    await notify(ctx, user.email, 'passwordChanged', user.language, {});
  }

  /**
   * Re-authenticates, then e-mails a code to the new address; the address changes only when
   * confirmEmailChange gets that code. A taken address answers the same (its owner is told, and no
   * code can ever match), so this never reveals whether an e-mail has an account.
   */
  async requestEmailChange(
    ctx: Ctx,
    input: { currentPassword: string; newEmail: string },
  ): Promise<EmailChangeRequestOutput> {
    const user = await this.currentUser(ctx);
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      await this.throttle.recordFailure(ctx.em, user.email, null);
      throw currentPasswordWrong();
    }
    const email = normalizeEmail(input.newEmail);
    if (email === user.email) throw emailUnchanged();
    const pending = await ctx.em.findOne(EmailChange, { userId: user.id });
    if (pending) {
      const wait = pending.sentAt.getTime() + RESEND_COOLDOWN_MS - Date.now();
      if (wait > 0) throw emailChangeTooSoon(Math.ceil(wait / 1000));
    }
    if (!(await this.throttle.allowHourly(ctx.em, 'code', `email:${user.id}`, CODES_PER_HOUR)))
      throw emailChangeTooManyCodes();
    const owner = await ctx.em.findOne(UserAccount, { email });
    const code = sixDigitCode();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + ACTIVATION_CODE_TTL_MS);
    await ctx.em.upsert(EmailChange, {
      userId: user.id,
      newEmail: email,
      codeHash: await hashPassword(owner ? randomToken() : code),
      sentAt: now,
      expiresAt,
      failedAttempts: 0,
    });
    await audit(ctx.em, 'email_change_request', { userId: user.id, meta: ctxMeta(ctx) });
    if (owner) {
      await sendMail(email, 'emailInUse', owner.language, { resetUrl: publicLink('/forgot-password') });
    } else {
      await sendMail(email, 'emailChangeCode', user.language, { code });
    }
    return Object.assign(new EmailChangeRequestOutput(), { pendingEmail: email, expiresAt });
  }

  async confirmEmailChange(ctx: Ctx, code: string): Promise<UserOutput> {
    const user = await this.currentUser(ctx);
    const pending = await ctx.em.findOne(EmailChange, { userId: user.id });
    if (!pending) throw emailChangeNotStarted();
    if (pending.failedAttempts >= MAX_CODE_ATTEMPTS) throw emailChangeCodeLocked();
    if (pending.expiresAt.getTime() <= Date.now()) throw emailChangeCodeExpired();
    const given = typeof code === 'string' ? code.trim() : '';
    if (!/^\d{6}$/.test(given) || !(await verifyPassword(pending.codeHash, given))) {
      const updated = await ctx.em.getConnection().execute<{ failed_attempts: number }[]>(
        `update "identity"."email_change" set "failed_attempts" = "failed_attempts" + 1
         where "user_id" = ? returning "failed_attempts"`,
        [user.id],
      );
      await this.throttle.recordFailure(ctx.em, user.email, null);
      await audit(ctx.em, 'email_change_failed', { userId: user.id, meta: ctxMeta(ctx) });
      const attempts = updated[0]?.failed_attempts ?? MAX_CODE_ATTEMPTS;
      if (attempts >= MAX_CODE_ATTEMPTS) throw emailChangeCodeLocked();
      throw emailChangeCodeInvalid(MAX_CODE_ATTEMPTS - attempts);
    }
    const previous = user.email;
    try {
      await ctx.em.transactional(async (tx) => {
        await tx.nativeUpdate(UserAccount, { id: user.id }, { email: pending.newEmail });
        await tx.nativeDelete(EmailChange, { userId: user.id });
        await audit(tx, 'email_change', { userId: user.id, meta: ctxMeta(ctx) });
      });
    } catch (error) {
      // Taken between the request and the code (a sign-up in the meantime).
      if ((error as { code?: string }).code === '23505') throw emailTaken();
      throw error;
    }
    await notify(ctx, previous, 'emailChanged', user.language, { newEmail: pending.newEmail });
    return toUserOutput(await ctx.em.findOneOrFail(UserAccount, { id: user.id }, { refresh: true }));
  }

  async beginTotp(ctx: Ctx): Promise<{ secret: string; otpauthUri: string }> {
    const user = await this.currentUser(ctx);
    const secret = new Secret({ size: 20 }).base32;
    user.totpPendingSecret = secret;
    if (!user.totpSecret) user.totpLastStep = null;
    await ctx.em.flush();
    return { secret, otpauthUri: totpFor(user, secret).toString() };
  }

  async confirmTotp(ctx: Ctx, code: string): Promise<UserOutput> {
    const user = await this.currentUser(ctx);
    if (!user.totpPendingSecret) throw totpNotStarted();
    if (!(await consumeTotp(ctx.em, user, user.totpPendingSecret, code))) {
      await this.throttle.recordFailure(ctx.em, user.email, null);
      await audit(ctx.em, 'totp_failed', { userId: user.id, meta: ctxMeta(ctx) });
      throw totpCodeWrong();
    }
    user.totpSecret = user.totpPendingSecret;
    user.totpPendingSecret = null;
    await ctx.em.flush();
    await audit(ctx.em, 'totp_enable', { userId: user.id, meta: ctxMeta(ctx) });
    return toUserOutput(user);
  }

  async disableTotp(ctx: Ctx, password: string): Promise<UserOutput> {
    const user = await this.currentUser(ctx);
    if (!(await verifyPassword(user.passwordHash, password))) {
      await this.throttle.recordFailure(ctx.em, user.email, null);
      throw passwordWrong();
    }
    user.totpSecret = null;
    user.totpPendingSecret = null;
    await ctx.em.flush();
    await audit(ctx.em, 'totp_disable', { userId: user.id, meta: ctxMeta(ctx) });
    return toUserOutput(user);
  }
}
