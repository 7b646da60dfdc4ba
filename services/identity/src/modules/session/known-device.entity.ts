import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A browser an account signed in from (docs/adr/0034): its random token lives in the HttpOnly
 * `portico_device` cookie, only its SHA-256 here. Sign-ins from it are not slowed down by the
 * failures of other devices.
 */
@Entity({ tableName: 'known_device' })
export class KnownDevice {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid', index: true })
  userId!: string;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  lastSignInAt: Date = new Date();

  /** 180 days after the last sign-in from it. */
  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
