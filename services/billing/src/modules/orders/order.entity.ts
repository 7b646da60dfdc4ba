import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { ProductCode } from '../catalog/catalog.service';

export enum OrderStatus {
  PENDING = 'PENDING',
  PAID = 'PAID',
  CANCELLED = 'CANCELLED',
  REFUNDED = 'REFUNDED',
}

/** One checkout: the priced lines frozen at start, then the provider's outcome. */
@Entity({ tableName: 'purchase_order' })
@Unique({ properties: ['workspaceId', 'idempotencyKey'] })
@Index({ properties: ['workspaceId', 'createdAt'] })
export class PurchaseOrder {
  [OptionalProps]?:
    | 'createdAt'
    | 'paidAt'
    | 'refundedAt'
    | 'refundedMinor'
    | 'refundedCredits'
    | 'cancelledAt'
    | 'status'
    | 'receiptNumber'
    | 'receiptSentAt'
    | 'providerSessionId'
    | 'providerPaymentId'
    | 'checkoutUrl'
    | 'couponCode'
    | 'region';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** `PO-000001`, from the billing.order_number sequence. */
  @Property({ type: 'string', length: 20, unique: true })
  number!: string;

  @Property({ type: 'uuid' })
  workspaceId!: string;

  @Property({ type: 'uuid' })
  buyerUserId!: string;

  @Property({ type: 'string', length: 254 })
  buyerEmail!: string;

  /** Language of the receipt and the test provider's page (en, es, ru, cn, vi). */
  @Property({ type: 'string', length: 5 })
  locale!: string;

  @Property({ type: 'string', length: 100 })
  idempotencyKey!: string;

  @Enum({ items: () => ProductCode, type: 'string', length: 20 })
  productCode!: ProductCode;

  @Property({ type: 'string', length: 100 })
  productName!: string;

  @Property({ type: 'integer' })
  quantity!: number;

  @Property({ type: 'integer' })
  unitPriceMinor!: number;

  @Property({ type: 'integer' })
  subtotalMinor!: number;

  @Property({ type: 'integer' })
  discountMinor!: number;

  @Property({ type: 'integer' })
  taxRateBasisPoints!: number;

  @Property({ type: 'integer' })
  taxMinor!: number;

  @Property({ type: 'integer' })
  totalMinor!: number;

  @Property({ type: 'string', length: 3 })
  currency!: string;

  @Property({ type: 'string', length: 32, nullable: true })
  couponCode: string | null = null;

  @Property({ type: 'string', length: 2 })
  country!: string;

  @Property({ type: 'string', length: 3, nullable: true })
  region: string | null = null;

  @Enum({ items: () => OrderStatus, type: 'string', length: 10 })
  status: OrderStatus = OrderStatus.PENDING;

  /** `test` or `stripe`. */
  @Property({ type: 'string', length: 10 })
  provider!: string;

  @Property({ type: 'string', length: 255, nullable: true, unique: true })
  providerSessionId: string | null = null;

  /** Stripe's payment intent (what a refund names). */
  @Property({ type: 'string', length: 255, nullable: true })
  providerPaymentId: string | null = null;

  @Property({ type: 'text', nullable: true })
  checkoutUrl: string | null = null;

  @Property({ type: 'string', length: 20, nullable: true })
  receiptNumber: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  receiptSentAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  paidAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  cancelledAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  refundedAt: Date | null = null;

  /** Money given back so far (minor units): only the share of the credits that were still unused. */
  @Property({ type: 'integer', default: 0 })
  refundedMinor: number = 0;

  /** Credits taken back by refunds (never more than were unused; used ones stay used). */
  @Property({ type: 'integer', default: 0 })
  refundedCredits: number = 0;
}

/** A provider event already handled (its id is unique), so a repeated delivery changes nothing. */
@Entity({ tableName: 'processed_event' })
export class ProcessedEvent {
  [OptionalProps]?: 'receivedAt';

  /** `<provider>:<event id>`. */
  @PrimaryKey({ type: 'string', length: 300 })
  id!: string;

  @Property({ type: 'string', length: 100 })
  type!: string;

  @Property({ type: 'datetime' })
  receivedAt: Date = new Date();
}
