import { randomUUID } from 'node:crypto';
import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** The secret is shown once; only its SHA-256 is stored. */
@Entity({ tableName: 'api_key' })
@Index({ properties: ['workspaceId', 'createdAt'] })
export class ApiKey {
  [OptionalProps]?: 'createdAt' | 'lastUsedAt' | 'revokedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  workspaceId!: string;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 64, unique: true })
  secretHash!: string;

  @Property({ type: 'uuid', nullable: true })
  createdByUserId: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;
}
