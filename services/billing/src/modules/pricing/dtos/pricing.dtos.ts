import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ProductCode } from '../../catalog/catalog.service';
import { CouponKind, couponState, CouponState, CouponStatus, type Quote } from '../pricing';
import type { CouponView } from '../coupons.service';

registerEnumType(CouponStatus, {
  name: 'CouponStatus',
  description: 'Whether the coupon code of a quote applies (NONE when no code was given).',
});
registerEnumType(CouponState, {
  name: 'CouponState',
  description:
    'Where a coupon stands now: ACTIVE (usable), EXPIRED (from expiresAt on), USED_UP (redemptions reached maxRedemptions), DISABLED (deactivated).',
});
registerEnumType(CouponKind, {
  name: 'CouponKind',
  description: 'A percentage of the subtotal, or a fixed amount.',
});

@InputType('QuoteInput')
export class QuoteInput {
  @Field(() => ProductCode)
  productCode!: ProductCode;

  @Field(() => Int, { description: 'Forms to buy, within the product’s minQuantity..maxQuantity.' })
  quantity!: number;

  @Field(() => String, { nullable: true, description: 'Case-insensitive.' })
  couponCode?: string | null;

  @Field(() => String, { description: 'The buyer’s country, ISO 3166-1 alpha-2 (e.g. US).' })
  country!: string;

  @Field(() => String, { nullable: true, description: 'The buyer’s region, e.g. CA for a US state.' })
  region?: string | null;
}

@ObjectType('Quote', { simpleResolvers: true })
export class QuoteOutput {
  @Field(() => ProductCode)
  productCode!: ProductCode;

  @Field(() => Int)
  quantity!: number;

  @Field(() => Int)
  unitPriceMinor!: number;

  @Field(() => String)
  currency!: string;

  @Field(() => Int, { description: 'unitPriceMinor × quantity.' })
  subtotalMinor!: number;

  @Field(() => Int)
  discountMinor!: number;

  @Field(() => Int, { description: 'subtotalMinor − discountMinor: what tax is computed on.' })
  taxableMinor!: number;

  @Field(() => Int, { description: 'Tax rate in basis points (725 = 7.25 %).' })
  taxRateBasisPoints!: number;

  @Field(() => Int, { description: 'Rounded half up to the minor unit.' })
  taxMinor!: number;

  @Field(() => Int)
  totalMinor!: number;

  @Field(() => String, { nullable: true, description: 'The code as applied (upper case).' })
  couponCode!: string | null;

  @Field(() => CouponStatus)
  couponStatus!: CouponStatus;

  @Field(() => String, { nullable: true, description: 'In English; screens translate by couponStatus.' })
  couponMessage!: string | null;
}

export const toQuoteOutput = (quote: Quote): QuoteOutput => Object.assign(new QuoteOutput(), quote);

@ObjectType('Coupon', { simpleResolvers: true })
export class CouponOutput {
  @Field(() => String)
  code!: string;

  @Field(() => CouponKind)
  kind!: CouponKind;

  @Field(() => Int, { nullable: true })
  percentOff!: number | null;

  @Field(() => Int, { nullable: true })
  amountOffMinor!: number | null;

  @Field(() => String, { nullable: true, description: 'Currency of amountOffMinor.' })
  currency!: string | null;

  @Field(() => Date, { nullable: true, description: 'Usable strictly before this instant.' })
  expiresAt!: Date | null;

  @Field(() => Int, { nullable: true })
  maxRedemptions!: number | null;

  @Field(() => Int, {
    description:
      'Orders holding the coupon that were not cancelled (a cancelled checkout gives its use back).',
  })
  redemptions!: number;

  @Field(() => Boolean, { description: 'False once deactivated (see state for expiry and use).' })
  active!: boolean;

  @Field(() => CouponState, { description: 'Computed when read, from active, expiresAt and the uses.' })
  state!: CouponState;

  @Field(() => Date)
  createdAt!: Date;
}

export function toCouponOutput(coupon: CouponView, now = new Date()): CouponOutput {
  const {
    code,
    kind,
    percentOff,
    amountOffMinor,
    currency,
    expiresAt,
    maxRedemptions,
    redemptions,
    active,
    createdAt,
  } = coupon;
  return Object.assign(new CouponOutput(), {
    code,
    kind,
    percentOff,
    amountOffMinor,
    currency,
    expiresAt,
    maxRedemptions,
    redemptions,
    active,
    state: couponState(coupon, now),
    createdAt,
  });
}

@ObjectType('CouponPage', { simpleResolvers: true })
export class CouponPage {
  @Field(() => [CouponOutput])
  items!: CouponOutput[];

  @Field(() => Int)
  totalCount!: number;
}

@InputType('CreateCouponInput')
export class CreateCouponInput {
  @Field(() => String, { description: 'A-Z, 0-9 and -, 3 to 32 characters; stored upper case.' })
  code!: string;

  @Field(() => CouponKind)
  kind!: CouponKind;

  @Field(() => Int, { nullable: true, description: 'PERCENT: 1 to 100.' })
  percentOff?: number | null;

  @Field(() => Int, { nullable: true, description: 'FIXED: minor units of the billing currency.' })
  amountOffMinor?: number | null;

  @Field(() => Date, { nullable: true })
  expiresAt?: Date | null;

  @Field(() => Int, { nullable: true })
  maxRedemptions?: number | null;
}
