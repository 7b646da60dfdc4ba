import { randomUUID } from 'node:crypto';
import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

import { LANGUAGE_CODES, type LanguageCode } from '@portico/shared-types';

export const LANGUAGES = LANGUAGE_CODES;
export type Language = LanguageCode;

@Entity({ tableName: 'user_account' })
export class UserAccount {
  [OptionalProps]?:
    | 'createdAt'
    | 'activatedAt'
    | 'totpSecret'
    | 'totpPendingSecret'
    | 'currentWorkspaceId'
    | 'failuresClearedAt'
    | 'totpLastStep'
    | 'language';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Lower-cased. */
  @Property({ type: 'string', length: 320, unique: true })
  email!: string;

  @Property({ type: 'text' })
  passwordHash!: string;

  @Property({ type: 'string', length: 2 })
  language: Language = 'en';

  @Property({ type: 'datetime', nullable: true })
  activatedAt: Date | null = null;

  /** Base32 TOTP secret once enrolment is confirmed. */
  @Property({ type: 'string', length: 64, nullable: true })
  totpSecret: string | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  totpPendingSecret: string | null = null;

  /** The last accepted TOTP time step: a code is accepted once (no replay within its window). */
  @Property({ type: 'bigint', nullable: true })
  totpLastStep: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  currentWorkspaceId: string | null = null;

  /** When a password reset last cleared the account's failed sign-ins (docs/adr/0034). */
  @Property({ type: 'datetime', nullable: true })
  failuresClearedAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}

/** An e-mailed 6-digit code of an account: one per account, replaced by the next. */
@Entity({ abstract: true })
abstract class EmailedCode {
  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  /** argon2id of the 6-digit code (a 20-bit secret must not be a plain hash). */
  @Property({ type: 'text' })
  codeHash!: string;

  @Property({ type: 'datetime' })
  sentAt!: Date;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'integer' })
  failedAttempts: number = 0;
}

@Entity({ tableName: 'activation_code' })
export class ActivationCode extends EmailedCode {}

/**
 * A sign-in code e-mailed to a throttled account after its right password (docs/adr/0034): used
 * once.
 */
@Entity({ tableName: 'login_code' })
export class LoginCode extends EmailedCode {}

@Entity({ tableName: 'password_reset' })
export class PasswordReset {
  @PrimaryKey({ type: 'string', length: 64 })
  tokenHash!: string;

  @Property({ type: 'uuid', index: true })
  userId!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;
}

/**
 * A sign-up with an address that already has an account. It answers and behaves like a new account
 * that is never activated (so sign-up never reveals whether an e-mail exists); its id stands in for
 * the user id of its session. The owner of the address is told by e-mail instead.
 */
@Entity({ tableName: 'duplicate_signup' })
export class DuplicateSignup {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The account that already uses the address. */
  @Property({ type: 'uuid', index: true })
  ownerId!: string;

  @Property({ type: 'string', length: 320 })
  email!: string;

  /** The language the sign-up asked for (what a new account would answer). */
  @Property({ type: 'string', length: 2 })
  language: Language = 'en';

  @Property({ type: 'datetime' })
  sentAt!: Date;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'integer' })
  failedAttempts: number = 0;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}

/** A requested change of address, applied once the code sent to the new address is entered. */
@Entity({ tableName: 'email_change' })
export class EmailChange {
  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  /** Lower-cased. */
  @Property({ type: 'string', length: 320 })
  newEmail!: string;

  /** argon2id of the 6-digit code (of a random non-code when the address is taken). */
  @Property({ type: 'text' })
  codeHash!: string;

  @Property({ type: 'datetime' })
  sentAt!: Date;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'integer' })
  failedAttempts: number = 0;
}
