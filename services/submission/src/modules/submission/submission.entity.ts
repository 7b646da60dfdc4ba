import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export enum SubmissionStatus {
  PENDING_START = 'PENDING_START',
  FILLING_FORM = 'FILLING_FORM',
  AWAITING_CAPTCHA = 'AWAITING_CAPTCHA',
  IN_PROGRESS = 'IN_PROGRESS',
  COMPLETED = 'COMPLETED',
  ERRORED = 'ERRORED',
  DS160_ERROR = 'DS160_ERROR',
}

@Entity({ tableName: 'submission' })
@Index({ properties: ['workspaceId', 'createdAt'] })
export class Submission {
  [OptionalProps]?: 'status' | 'createdAt' | 'completedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  workspaceId!: string;

  @Property({ type: 'uuid' })
  formId!: string;

  @Enum({ items: () => SubmissionStatus })
  status: SubmissionStatus = SubmissionStatus.PENDING_START;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  completedAt: Date | null = null;
}
