import { randomUUID } from 'node:crypto';
import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { ClientLinkPermission } from '@portico/shared-types';

/**
 * A link an agency sends to one client for one form. The token is shown once, at creation; only its
 * SHA-256 is stored. Revocation is irreversible; `uses` counts client sessions that started work.
 */
@Entity({ tableName: 'client_link' })
@Index({ properties: ['workspaceId', 'formId', 'createdAt'] })
export class ClientLink {
  [OptionalProps]?: 'createdAt' | 'uses' | 'maxUses' | 'lastAccessedAt' | 'revokedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  workspaceId!: string;

  @Property({ type: 'uuid' })
  formId!: string;

  @Property({ type: 'string', length: 200 })
  clientName!: string;

  @Property({ type: 'string', length: 320 })
  clientEmail!: string;

  @Property({ type: 'json' })
  permissions!: ClientLinkPermission[];

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'integer', nullable: true })
  maxUses: number | null = null;

  @Property({ type: 'integer' })
  uses: number = 0;

  @Property({ type: 'string', length: 2 })
  defaultLanguage!: string;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Property({ type: 'uuid' })
  createdBy!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  lastAccessedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;
}

/**
 * One browser that exchanged a link: an opaque token (stored as SHA-256) in the portico_client cookie.
 * It ends after CLIENT_SESSION_IDLE_MINUTES without a request and CLIENT_SESSION_MAX_HOURS after
 * `createdAt` (docs/adr/0036); the link's revocation and expiry end it earlier.
 */
@Entity({ tableName: 'client_session' })
@Index({ properties: ['linkId'] })
export class ClientSession {
  [OptionalProps]?: 'createdAt' | 'started' | 'lastSeenAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Property({ type: 'uuid' })
  linkId!: string;

  /** Set when the client first acted (Get Started / Continue Editing): that counted one use. */
  @Property({ type: 'boolean' })
  started: boolean = false;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  /** The client's last request, recorded at most once a minute (CLIENT_SESSION_ACTIVITY_STEP_MS). */
  @Property({ type: 'datetime' })
  lastSeenAt: Date = new Date();
}
