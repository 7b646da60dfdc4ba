import type { EntityManager } from '@mikro-orm/postgresql';
import { Secret, TOTP } from 'otpauth';
import type { Logger, SubgraphContext } from '@portico/service-kit';
import { identitySettings } from '../../lib/config';
import { randomToken, sha256, sixDigitCode } from '../../lib/tokens';
import { audit, ctxMeta, Throttle, type RequestMeta } from '../audit/audit.service';
import { MailBudget } from '../audit/mail-budget';
import { SignInThrottle, type Refusal, type SignInAttempt } from '../audit/sign-in-throttle';
import { KnownDevices, type PresentedDevice } from '../session/known-device.service';
import { SessionService, type TokenPair } from '../session/session.service';
import { createWorkspaceWithAdmin } from '../workspace/workspace.service';
import { WorkspaceType } from '../workspace/workspace.entity';
import {
  ActivationCode,
  DuplicateSignup,
  EmailChange,
  LANGUAGES,
  LoginCode,
  PasswordReset,
  UserAccount,
  type Language,
} from './user.entity';
import { findDuplicateSignup, toUserOutput } from './account-records';
import { EmailChangeRequestOutput, UserOutput } from './dtos/account.output';
import { mailFailure, mailRefusal, sendMail } from './mailer';
import { checkPasswordPolicy, hashPassword, prepareDummy, verifyDummy, verifyPassword } from './passwords';
import {
  accountThrottled,
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
  secondFactorInvalid,
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
/** Activation (and e-mail change) codes per account and hour, the first one included. */
export const CODES_PER_HOUR = 3;
/** A code e-mailed to a throttled account after its right password (docs/adr/0034). */
export const LOGIN_CODE_TTL_MS = 10 * 60_000;

type Ctx = Pick<SubgraphContext, 'actor' | 'em'> & Partial<Pick<SubgraphContext, 'requestId' | 'logger'>>;

/** A security notice must not undo the change it reports: failures are logged, not thrown. */
async function notify(ctx: Ctx, ...args: Parameters<typeof sendMail>): Promise<void> {
  try {
    await sendMail(...args);
  } catch (error) {
    ctx.logger?.error({ err: (error as Error).message, kind: args[1] }, 'notification e-mail failed');
  }
}

/**
 * Sends a mail that what it came with must not outlive: a refused address answers BAD_USER_INPUT on
 * `field`, any other failure SERVICE_UNAVAILABLE, and the caller's transaction rolls back.
 */
async function sendOrUndo(field: string, ...args: Parameters<typeof sendMail>): Promise<void> {
  try {
    await sendMail(...args);
  } catch (error) {
    throw mailRefusal(error, field);
  }
}

/** The row of a code sent now: it ends `ttlMs` later and has had no wrong tries yet. */
function freshCode(userId: string, codeHash: string, ttlMs: number) {
  const now = new Date();
  return { userId, codeHash, sentAt: now, expiresAt: new Date(now.getTime() + ttlMs), failedAttempts: 0 };
}

/** A code the person typed: null when none was given. */
function typedCode(...values: unknown[]): string | null {
  for (const value of values) {
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 32);
  }
  return null;
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

/** A sign-in also answers the known-device cookie's value (docs/adr/0034). */
export interface LoggedIn extends SignedIn {
  deviceToken: string;
}

export class AccountService {
  private readonly sessions = new SessionService();
  private readonly throttle = new Throttle();
  private readonly signIns = new SignInThrottle();
  private readonly mailBudget = new MailBudget();
  private readonly devices = new KnownDevices();

  /** `logger` reports mails sent after the answer (sign-in codes, throttling notices). */
  constructor(private readonly logger?: Logger) {
    void prepareDummy();
  }

  async findOutput(em: EntityManager, userId: string): Promise<UserOutput | null> {
    const user = await em.findOne(UserAccount, { id: userId });
    if (user) return toUserOutput(user);
    const duplicate = await findDuplicateSignup(em, userId);
    return duplicate ? duplicateOutput(duplicate) : null;
  }

  /**
   * Answers the same for a taken address as for a new one (same body, cookies and argon2 work), so
   * sign-up never reveals whether an e-mail has an account; the owner of a taken address is e-mailed
   * in their language instead, and that sign-up can never be activated. Nothing is stored unless
   * the relay took the e-mail (docs/adr/0034): a refused address answers BAD_USER_INPUT, any other
   * mail failure SERVICE_UNAVAILABLE.
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
    // An activation code's argon2 work, spent for a taken address too.
    const code = sixDigitCode();
    const codeHash = await hashPassword(code);
    let owner = await em.findOne(UserAccount, { email });
    if (!owner) {
      try {
        const user = await this.createAccount(em, { email, passwordHash, language }, code, codeHash, meta);
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

  /** The account, its code and the activation e-mail together, or none of them. */
  private async createAccount(
    em: EntityManager,
    data: { email: string; passwordHash: string; language: Language },
    code: string,
    codeHash: string,
    meta: RequestMeta,
  ): Promise<UserAccount> {
    const ticket = await this.mailBudget.take(em, 'signup', data.email);
    try {
      return await em.transactional(async (tx) => {
        const user = tx.create(UserAccount, data);
        await tx.flush();
        await tx.insert(ActivationCode, freshCode(user.id, codeHash, ACTIVATION_CODE_TTL_MS));
        await audit(tx, 'signup', { userId: user.id, meta });
        if (ticket) await sendOrUndo('email', user.email, 'activation', user.language, { code });
        return user;
      });
    } catch (error) {
      await ticket?.giveBack();
      const reason = mailFailure(error);
      if (reason) await audit(em, 'signup_undeliverable', { meta, details: { reason } });
      throw error;
    }
  }

  private async signUpWithTakenAddress(
    em: EntityManager,
    owner: UserAccount,
    language: Language,
    meta: RequestMeta,
  ): Promise<SignedIn> {
    const ticket = await this.mailBudget.take(em, 'signup', owner.email);
    let duplicate: DuplicateSignup;
    try {
      duplicate = await em.transactional(async (tx) => {
        const now = new Date();
        const row = tx.create(DuplicateSignup, {
          ownerId: owner.id,
          email: owner.email,
          language,
          sentAt: now,
          expiresAt: new Date(now.getTime() + ACTIVATION_CODE_TTL_MS),
          failedAttempts: 0,
          createdAt: now,
        });
        await tx.flush();
        await audit(tx, 'signup_existing', {
          userId: owner.id,
          meta,
          details: { duplicateSignupId: row.id },
        });
        if (ticket) await this.noticeOfDuplicate(owner);
        return row;
      });
    } catch (error) {
      await ticket?.giveBack();
      const reason = mailFailure(error);
      if (reason) await audit(em, 'signup_undeliverable', { userId: owner.id, meta, details: { reason } });
      throw error;
    }
    const pair = await this.sessions.create(em, duplicate.id);
    return { user: duplicateOutput(duplicate), pair };
  }

  private noticeOfDuplicate(owner: UserAccount): Promise<void> {
    return sendOrUndo('email', owner.email, 'signupExisting', owner.language, {
      loginUrl: publicLink('/login'),
      resetUrl: publicLink('/forgot-password'),
    });
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
    const blocked = await this.signIns.sourceRefusal(em, meta.ip);
    if (blocked) throw ipBlocked(blocked.retryAfterSeconds);
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
    const blocked = await this.signIns.sourceRefusal(em, meta.ip);
    if (blocked) throw ipBlocked(blocked.retryAfterSeconds);
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

  /**
   * A new code replaces the old one, in one transaction with its e-mail. Past the address's mail
   * budget nothing changes and the answer is the same (the old code keeps working).
   */
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
    const code = sixDigitCode();
    const codeHash = await hashPassword(code);
    const ticket = await this.mailBudget.take(em, 'signup', user.email);
    if (!ticket) return;
    try {
      await em.transactional(async (tx) => {
        await tx.upsert(ActivationCode, freshCode(user.id, codeHash, ACTIVATION_CODE_TTL_MS));
        await sendOrUndo('email', user.email, 'activation', user.language, { code });
      });
    } catch (error) {
      await ticket.giveBack();
      throw error;
    }
  }

  /** Same cool-down, hourly limit, mail budget and argon2 work as a real resend; the owner is told again. */
  private async resendDuplicate(em: EntityManager, duplicate: DuplicateSignup): Promise<void> {
    const wait = duplicate.sentAt.getTime() + RESEND_COOLDOWN_MS - Date.now();
    if (wait > 0) throw resendTooSoon(Math.ceil(wait / 1000));
    if (!(await this.throttle.allowHourly(em, 'code', duplicate.id, CODES_PER_HOUR - 1)))
      throw tooManyCodes();
    await hashPassword(randomToken());
    const owner = await em.findOneOrFail(UserAccount, { id: duplicate.ownerId });
    const ticket = await this.mailBudget.take(em, 'signup', owner.email);
    if (!ticket) return;
    try {
      await em.transactional(async (tx) => {
        const now = new Date();
        await tx.nativeUpdate(
          DuplicateSignup,
          { id: duplicate.id },
          { sentAt: now, expiresAt: new Date(now.getTime() + ACTIVATION_CODE_TTL_MS), failedAttempts: 0 },
        );
        await this.noticeOfDuplicate(owner);
      });
    } catch (error) {
      await ticket.giveBack();
      throw error;
    }
  }

  /**
   * Same answer and similar time whether or not the e-mail has an account. Failures slow down the
   * account (from devices it never signed in from) and the client address (docs/adr/0034); a
   * throttled account still opens from a known device, or with the password and a second factor.
   */
  async logIn(
    em: EntityManager,
    input: { email: unknown; password: unknown; totpCode?: unknown; loginCode?: unknown },
    meta: RequestMeta,
    deviceToken?: string,
  ): Promise<LoggedIn> {
    const password = typeof input.password === 'string' ? input.password.slice(0, 1024) : '';
    let email: string | null = null;
    try {
      email = normalizeEmail(input.email);
    } catch {
      // Counted against the client address below, answered like a wrong password.
    }
    const user = email ? await em.findOne(UserAccount, { email }) : null;
    const presented = await this.devices.find(em, deviceToken);
    const known = presented && user && presented.device.userId === user.id ? presented : null;
    const attempt = await this.signIns.begin(em, {
      ip: meta.ip,
      email: email ?? undefined,
      deviceId: known?.device.id,
    });
    const refusal = attempt.refusal;
    if (refusal?.scope === 'ip') {
      await audit(em, 'login_throttled', {
        userId: user?.id ?? null,
        meta,
        details: { by: 'ip', retryAfterSeconds: refusal.retryAfterSeconds },
      });
      throw ipBlocked(refusal.retryAfterSeconds);
    }
    if (!email) {
      await verifyDummy(password);
      await attempt.fail();
      await audit(em, 'login_failed', { meta });
      throw invalidCredentials();
    }
    if (refusal) {
      const code = typedCode(input.loginCode, input.totpCode);
      return this.logInWhileThrottled(em, { user, email, password, code, presented, attempt, refusal }, meta);
    }
    const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyDummy(password);
    if (!user || !ok) {
      await attempt.fail();
      await audit(em, 'login_failed', { userId: user?.id ?? null, meta, details: { knownDevice: !!known } });
      if (!known) await this.tellOwnerIfThrottlingBegins(em, email, user);
      throw invalidCredentials();
    }
    if (user.totpSecret) {
      const totp = typedCode(input.totpCode, input.loginCode);
      if (totp === null) {
        await attempt.release();
        throw totpRequired();
      }
      if (!(await consumeTotp(em, user, user.totpSecret, totp))) {
        await attempt.fail();
        await audit(em, 'totp_failed', { userId: user.id, meta });
        if (!known) await this.tellOwnerIfThrottlingBegins(em, email, user);
        throw totpInvalid();
      }
    }
    await attempt.succeed();
    return this.signIn(em, user, presented, meta, known ? 'known_device' : 'password');
  }

  /**
   * The account (or the known device) is slowed down. A password alone is answered 429 whether it is
   * right or not, and the owner's right password has a code e-mailed (unless the account uses an
   * authenticator app); the password with that code (or the app's) signs in. The same work and the
   * same answers for any address, known or not.
   */
  private async logInWhileThrottled(
    em: EntityManager,
    attemptOf: {
      user: UserAccount | null;
      email: string;
      password: string;
      code: string | null;
      presented: PresentedDevice | null;
      attempt: SignInAttempt;
      refusal: Refusal;
    },
    meta: RequestMeta,
  ): Promise<LoggedIn> {
    const { user, password, code, attempt, refusal } = attemptOf;
    const right = user ? await verifyPassword(user.passwordHash, password) : await verifyDummy(password);
    const owner = user && right ? user : null;
    if (code === null) {
      if (owner && !owner.totpSecret) await this.offerLoginCode(em, owner);
      else await hashPassword(randomToken()); // what issuing a code costs
      await attempt.fail();
      await audit(em, 'login_throttled', {
        userId: user?.id ?? null,
        meta,
        details: { by: refusal.scope, retryAfterSeconds: refusal.retryAfterSeconds },
      });
      throw accountThrottled(refusal.retryAfterSeconds);
    }
    if (!(owner ? await this.secondFactorPasses(em, owner, code) : await verifyDummy(code))) {
      await attempt.fail();
      await audit(em, 'login_code_failed', { userId: user?.id ?? null, meta });
      throw secondFactorInvalid();
    }
    await attempt.succeed();
    return this.signIn(em, owner!, attemptOf.presented, meta, 'second_factor');
  }

  /** The account's authenticator code, or the code e-mailed to it; one argon2 check either way. */
  private async secondFactorPasses(em: EntityManager, owner: UserAccount, code: string): Promise<boolean> {
    if (owner.totpSecret) {
      await verifyDummy(code);
      if (!(await this.signIns.secondFactorAllowed(em, owner.email))) return false;
      if (await consumeTotp(em, owner, owner.totpSecret, code)) return true;
      await this.signIns.recordSecondFactorFailure(em, owner.email);
      return false;
    }
    const row = await em.findOne(LoginCode, { userId: owner.id });
    if (!row || row.failedAttempts >= MAX_CODE_ATTEMPTS || row.expiresAt.getTime() <= Date.now()) {
      await verifyDummy(code);
      return false;
    }
    if (!/^\d{6}$/.test(code) || !(await verifyPassword(row.codeHash, code))) {
      await em.execute(
        `update "identity"."login_code" set "failed_attempts" = "failed_attempts" + 1 where "user_id" = ?`,
        [owner.id],
      );
      return false;
    }
    // Used once: of two requests with the same code, one deletes the row.
    const used = await em.execute<{ user_id: string }[]>(
      `delete from "identity"."login_code" where "user_id" = ? and "code_hash" = ? returning "user_id"`,
      [owner.id, row.codeHash],
    );
    return used.length === 1;
  }

  /**
   * E-mails the owner of a throttled account a sign-in code after their right password: one per
   * minute at most (a code on its way is not replaced), within the address's mail budget, sent after
   * the answer so the time taken says nothing about the password.
   */
  private async offerLoginCode(em: EntityManager, owner: UserAccount): Promise<void> {
    const pending = await em.findOne(LoginCode, { userId: owner.id });
    const now = Date.now();
    if (
      pending &&
      pending.sentAt.getTime() + RESEND_COOLDOWN_MS > now &&
      pending.expiresAt.getTime() > now &&
      pending.failedAttempts < MAX_CODE_ATTEMPTS
    ) {
      await hashPassword(randomToken());
      return;
    }
    const code = sixDigitCode();
    const codeHash = await hashPassword(code);
    const ticket = await this.mailBudget.take(em, 'login', owner.email);
    if (!ticket) return;
    await em.upsert(LoginCode, freshCode(owner.id, codeHash, LOGIN_CODE_TTL_MS));
    this.inBackground(
      'loginCode',
      sendMail(owner.email, 'loginCode', owner.language, {
        code,
        resetUrl: publicLink('/forgot-password'),
      }).catch(async (error: unknown) => {
        await ticket.giveBack();
        await em.nativeDelete(LoginCode, { userId: owner.id, codeHash });
        throw error;
      }),
    );
  }

  /** Once per throttling period, the owner is told what happened and what to do (in their language). */
  private async tellOwnerIfThrottlingBegins(
    em: EntityManager,
    email: string,
    user: UserAccount | null,
  ): Promise<void> {
    const failures = await this.signIns.throttlingBegins(em, email);
    if (failures === null || !user) return;
    this.inBackground(
      'signInThrottled',
      sendMail(user.email, 'signInThrottled', user.language, {
        failures: String(failures),
        resetUrl: publicLink('/forgot-password'),
      }),
    );
  }

  /** A mail sent after the answer: its failure is logged (kind and cause only, never the address). */
  private inBackground(kind: string, sending: Promise<void>): void {
    sending.catch((error: unknown) =>
      this.logger?.error({ kind, failure: mailFailure(error) ?? 'ERROR' }, 'e-mail after the answer failed'),
    );
  }

  private async signIn(
    em: EntityManager,
    user: UserAccount,
    presented: PresentedDevice | null,
    meta: RequestMeta,
    via: 'password' | 'known_device' | 'second_factor',
  ): Promise<LoggedIn> {
    const pair = await this.sessions.create(em, user.id);
    const deviceToken = await this.devices.remember(em, user.id, presented);
    await audit(em, 'login', { userId: user.id, meta, details: { via } });
    return { user: toUserOutput(user), pair, deviceToken };
  }

  /**
   * Same answer whether or not the e-mail has an account, even when the mail cannot be sent (that a
   * mail was tried says the account exists): the reset row goes with the failed mail.
   */
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
    // Same answer either way; only the e-mail is not sent beyond the per-IP and per-address budgets.
    if (!(await this.throttle.allowHourly(em, 'reset', meta.ip, RESETS_PER_IP_HOUR))) return;
    const ticket = await this.mailBudget.take(em, 'reset', user.email);
    if (!ticket) return;
    const token = randomToken();
    try {
      await em.transactional(async (tx) => {
        await tx.insert(PasswordReset, {
          tokenHash: sha256(token),
          userId: user.id,
          expiresAt: new Date(Date.now() + RESET_TTL_MS),
          usedAt: null,
        });
        await audit(tx, 'password_reset_request', { userId: user.id, meta });
        const link = `${identitySettings().publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await sendMail(user.email, 'passwordReset', user.language, { link });
      });
    } catch (error) {
      const reason = mailFailure(error);
      if (!reason) throw error;
      await ticket.giveBack();
      await audit(em, 'password_reset_undeliverable', { userId: user.id, meta, details: { reason } });
    }
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
    // A fresh start: failed sign-ins no longer count, and no device is trusted any more.
    await this.signIns.clearAccount(em, user.email);
    await this.devices.forgetAll(em, user.id);
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
    const codeHash = await hashPassword(owner ? randomToken() : code);
    const now = new Date();
    const expiresAt = new Date(now.getTime() + ACTIVATION_CODE_TTL_MS);
    // Past the address's mail budget the answer is the same and nothing changes (docs/adr/0034).
    const ticket = await this.mailBudget.take(ctx.em, 'email', email);
    if (ticket) {
      try {
        await ctx.em.transactional(async (tx) => {
          await tx.upsert(EmailChange, {
            userId: user.id,
            newEmail: email,
            codeHash,
            sentAt: now,
            expiresAt,
            failedAttempts: 0,
          });
          await audit(tx, 'email_change_request', { userId: user.id, meta: ctxMeta(ctx) });
          if (owner) {
            await sendOrUndo('newEmail', email, 'emailInUse', owner.language, {
              resetUrl: publicLink('/forgot-password'),
            });
          } else {
            await sendOrUndo('newEmail', email, 'emailChangeCode', user.language, { code });
          }
        });
      } catch (error) {
        await ticket.giveBack();
        throw error;
      }
    } else {
      await audit(ctx.em, 'email_change_request', {
        userId: user.id,
        meta: ctxMeta(ctx),
        details: { mailed: false },
      });
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
