import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** One access/refresh pair. Rotation creates the next row of the same family. Only hashes are kept. */
@Entity({ tableName: 'session' })
export class Session {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid', index: true })
  userId!: string;

  @Property({ type: 'uuid', index: true })
  familyId!: string;

  @Property({ type: 'string', length: 64, unique: true })
  accessHash!: string;

  @Property({ type: 'datetime' })
  accessExpiresAt!: Date;

  @Property({ type: 'string', length: 64, unique: true })
  refreshHash!: string;

  @Property({ type: 'datetime' })
  refreshExpiresAt!: Date;

  /** Absolute end of the family (12 h after sign-in); rotation never extends it. */
  @Property({ type: 'datetime' })
  familyExpiresAt!: Date;

  /** When this pair's refresh token was exchanged; the successor is derived from rotationSeed. */
  @Property({ type: 'datetime', nullable: true })
  rotatedAt: Date | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  rotationSeed: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
