import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { MemberRole } from '../workspace/workspace.entity';

/**
 * An invitation to join a business workspace, sent to an e-mail address whether or not an account
 * uses it (docs/adr/0035). The link's token is never stored: only its SHA-256. A resend replaces the
 * token (the old link stops working). Accepted, declined and revoked invitations are kept as a record.
 */
@Entity({ tableName: 'invitation' })
@Index({ properties: ['workspaceId', 'createdAt'] })
export class Invitation {
  [OptionalProps]?: 'createdAt' | 'acceptedAt' | 'acceptedBy' | 'declinedAt' | 'revokedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  workspaceId!: string;

  /** Lower-cased. */
  @Property({ type: 'string', length: 320 })
  email!: string;

  @Enum({ items: () => MemberRole })
  role!: MemberRole;

  /**
   * The language the admin chose for a person without an account. A person with an account reads the
   * e-mail in their account's language, which is looked up when sending and never stored here (it
   * would tell the admin that the account exists).
   */
  @Property({ type: 'string', length: 2 })
  language!: string;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  /** The admin who invited (or last re-sent). */
  @Property({ type: 'uuid' })
  invitedBy!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  sentAt!: Date;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  acceptedAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  acceptedBy: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  declinedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;
}

/**
 * One invitation e-mail asked for (an invitation or a resend): the daily caps count these per
 * workspace and per inviting account, and per address (`delivered` false: held back by that cap).
 */
@Entity({ tableName: 'invitation_send' })
@Index({ properties: ['workspaceId', 'at'] })
@Index({ properties: ['invitedBy', 'at'] })
@Index({ properties: ['email', 'at'] })
export class InvitationSend {
  [OptionalProps]?: 'at';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'uuid' })
  invitationId!: string;

  @Property({ type: 'uuid' })
  workspaceId!: string;

  @Property({ type: 'uuid' })
  invitedBy!: string;

  /** Lower-cased. */
  @Property({ type: 'string', length: 320 })
  email!: string;

  @Property({ type: 'boolean' })
  delivered!: boolean;

  @Property({ type: 'datetime' })
  at: Date = new Date();
}
