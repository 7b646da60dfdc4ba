import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export enum FormStatus {
  NOT_STARTED = 'NOT_STARTED',
  IN_PROGRESS = 'IN_PROGRESS',
  COMPLETED = 'COMPLETED',
  ARCHIVED = 'ARCHIVED',
}

@Entity({ tableName: 'form' })
@Index({ properties: ['workspaceId', 'createdAt'] })
export class Form {
  [OptionalProps]?: 'status' | 'version' | 'createdAt' | 'updatedAt' | 'createdByUserId';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  workspaceId!: string;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Enum({ items: () => FormStatus })
  status: FormStatus = FormStatus.NOT_STARTED;

  @Property({ type: 'integer', version: true })
  version!: number;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  /** identity's user id, opaque here. */
  @Property({ type: 'string', length: 64, nullable: true })
  createdByUserId: string | null = null;
}
