import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/core';
import { SubmissionStatus } from './submission.entity';

/** One step the robot reported (RobotStep), in order, with the status the submission had then. */
@Entity({ tableName: 'submission_step' })
export class SubmissionStep {
  @PrimaryKey({ type: 'uuid' })
  submissionId!: string;

  @PrimaryKey({ type: 'integer' })
  seq!: number;

  @Property({ type: 'datetime' })
  at: Date = new Date();

  @Property({ type: 'string', length: 20 })
  kind!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  page: string | null = null;

  @Property({ type: 'text' })
  message!: string;

  /** The message as a code of the shared filing catalog and its parameters (the reader's language). */
  @Property({ type: 'string', length: 40, nullable: true })
  code: string | null = null;

  @Property({ type: 'json', nullable: true })
  params: Record<string, string> | null = null;

  @Enum({ items: () => SubmissionStatus })
  status!: SubmissionStatus;
}
