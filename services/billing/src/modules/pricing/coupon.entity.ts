import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { CouponKind, type CouponTerms } from './pricing';

/** A discount code (stored upper case). `redemptions` counts orders holding it (released when one is cancelled). */
@Entity({ tableName: 'coupon' })
export class Coupon implements CouponTerms {
  [OptionalProps]?:
    | 'redemptions'
    | 'active'
    | 'createdAt'
    | 'percentOff'
    | 'amountOffMinor'
    | 'currency'
    | 'expiresAt'
    | 'maxRedemptions';

  @PrimaryKey({ type: 'string', length: 32 })
  code!: string;

  @Enum({ items: () => CouponKind, type: 'string', length: 10 })
  kind!: CouponKind;

  @Property({ type: 'integer', nullable: true })
  percentOff: number | null = null;

  @Property({ type: 'integer', nullable: true })
  amountOffMinor: number | null = null;

  @Property({ type: 'string', length: 3, nullable: true })
  currency: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  expiresAt: Date | null = null;

  @Property({ type: 'integer', nullable: true })
  maxRedemptions: number | null = null;

  @Property({ type: 'integer' })
  redemptions: number = 0;

  @Property({ type: 'boolean' })
  active: boolean = true;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
