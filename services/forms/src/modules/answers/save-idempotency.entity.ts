import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The first result of a saveAnswers idempotency key, per workspace and actor, kept 24 hours.
 * The result may hold answer values (conflicts), so it is stored encrypted like sensitive answers.
 */
@Entity({ tableName: 'save_idempotency' })
@Index({ properties: ['createdAt'] })
export class SaveIdempotency {
  @PrimaryKey({ type: 'uuid' })
  workspaceId!: string;

  @PrimaryKey({ type: 'string', length: 100 })
  actorKey!: string;

  @PrimaryKey({ type: 'uuid' })
  key!: string;

  /** sha256 of the request (form, client, seq, changes). */
  @Property({ type: 'string', length: 64 })
  requestHash!: string;

  @Property({ type: 'blob' })
  result!: Buffer;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
