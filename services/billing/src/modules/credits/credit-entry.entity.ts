import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export enum CreditMovement {
  /** +quantity when an order is paid (once per order). */
  PURCHASE = 'PURCHASE',
  /** −1 for a filing (once per submission). */
  CONSUME = 'CONSUME',
  /**
   * +1 when a filing that consumed gives its credit back (once per submission): it could not be
   * created, or it ended before CEAC had it signed (docs/adr/0041).
   */
  RELEASE = 'RELEASE',
  /** −(the order's credits still unused) when an order is refunded (once per refund of it). */
  REFUND = 'REFUND',
}

/** The credits ledger: one row per movement; the balance is the sum. `dedupeKey` makes each movement happen once. */
@Entity({ tableName: 'credit_entry' })
@Index({ properties: ['workspaceId', 'createdAt'] })
export class CreditEntry {
  [OptionalProps]?: 'createdAt' | 'orderId' | 'submissionId' | 'returnTokenHash';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  workspaceId!: string;

  @Enum({ items: () => CreditMovement, type: 'string', length: 10 })
  movement!: CreditMovement;

  /** Signed: credits added (> 0) or taken (< 0). */
  @Property({ type: 'integer' })
  amount!: number;

  /** `purchase:<orderId>`, `consume:<submissionId>`, `release:<submissionId>`, `refund:<orderId>:<refunded minor units after it>` (`refund:<orderId>` before 2026-11-28). */
  @Property({ type: 'string', length: 100, unique: true })
  dedupeKey!: string;

  @Property({ type: 'uuid', nullable: true })
  orderId: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  submissionId: string | null = null;

  /**
   * A CONSUME row only: SHA-256 (hex) of the return token given to the submission service with the
   * credit, the capability its robot worker later shows to give the credit back (docs/adr/0041).
   */
  @Property({ type: 'string', length: 64, nullable: true })
  returnTokenHash: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
