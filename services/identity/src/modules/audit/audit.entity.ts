import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE. Never passwords, codes or tokens. */
@Entity({ tableName: 'audit_event' })
@Index({ properties: ['userId', 'at'] })
export class AuditEvent {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'datetime' })
  at: Date = new Date();

  @Property({ type: 'string', length: 64 })
  action!: string;

  /** Who acted (or whose account it concerns). */
  @Property({ type: 'uuid', nullable: true })
  userId: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  workspaceId: string | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  ip: string | null = null;

  @Property({ type: 'string', length: 512, nullable: true })
  userAgent: string | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  requestId: string | null = null;

  @Property({ type: 'json', nullable: true })
  details: Record<string, unknown> | null = null;
}

/** Failed login/activation/TOTP attempts, counted per account key and per IP (shared by replicas). */
@Entity({ tableName: 'auth_failure' })
@Index({ properties: ['scope', 'key', 'at'] })
export class AuthFailure {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  /**
   * account / ip: failed attempts; signup / reset (per IP), code (per account): costly actions;
   * link: failed client-link exchanges, link_try: every exchange (per IP); pair (account and
   * address), device (a known device), notice (the owner was told of throttling), second_factor
   * (wrong second factors after a right password), mail:<purpose> (mails to a typed address; the
   * column holds 16 characters): docs/adr/0034.
   */
  @Property({ type: 'string', length: 16 })
  scope!:
    | 'account'
    | 'ip'
    | 'signup'
    | 'reset'
    | 'code'
    | 'link'
    | 'link_try'
    | 'pair'
    | 'device'
    | 'notice'
    | 'second_factor'
    | `mail:${'signup' | 'reset' | 'email' | 'login' | 'clientLink'}`;

  @Property({ type: 'string', length: 320 })
  key!: string;

  @Property({ type: 'datetime' })
  at: Date = new Date();
}

/** Fixed one-minute windows of API key calls. */
@Entity({ tableName: 'api_key_usage' })
export class ApiKeyUsage {
  @PrimaryKey({ type: 'uuid' })
  apiKeyId!: string;

  @PrimaryKey({ type: 'datetime' })
  windowStart!: Date;

  @Property({ type: 'integer' })
  count: number = 0;
}
