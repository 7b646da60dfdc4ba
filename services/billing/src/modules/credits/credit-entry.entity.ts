import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export enum CreditMovement {
  /** +quantity when an order is paid (once per order). */
  PURCHASE = 'PURCHASE',
  /** −1 for a filing (once per submission). */
  CONSUME = 'CONSUME',
  /** +1 when a filing that consumed could not be created (once per submission). */
  RELEASE = 'RELEASE',
  /** −min(order credits, available) when an order is refunded (once per order). */
  REFUND = 'REFUND',
}

/** The credits ledger: one row per movement; the balance is the sum. `dedupeKey` makes each movement happen once. */
@Entity({ tableName: 'credit_entry' })
@Index({ properties: ['workspaceId', 'createdAt'] })
export class CreditEntry {
  [OptionalProps]?: 'createdAt' | 'orderId' | 'submissionId';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  workspaceId!: string;

  @Enum({ items: () => CreditMovement, type: 'string', length: 10 })
  movement!: CreditMovement;

  /** Signed: credits added (> 0) or taken (< 0). */
  @Property({ type: 'integer' })
  amount!: number;

  /** `purchase:<orderId>`, `consume:<submissionId>`, `release:<submissionId>`, `refund:<orderId>`. */
  @Property({ type: 'string', length: 100, unique: true })
  dedupeKey!: string;

  @Property({ type: 'uuid', nullable: true })
  orderId: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  submissionId: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
