import { roundHalfUp, type Product } from '../catalog/catalog.service';
import type { TaxRates } from '../../lib/config';

export enum CouponStatus {
  NONE = 'NONE',
  VALID = 'VALID',
  INVALID = 'INVALID',
  EXPIRED = 'EXPIRED',
  USED_UP = 'USED_UP',
}

export enum CouponKind {
  PERCENT = 'PERCENT',
  FIXED = 'FIXED',
}

/** What pricing needs of a stored coupon. */
export interface CouponTerms {
  code: string;
  kind: CouponKind;
  percentOff: number | null;
  amountOffMinor: number | null;
  currency: string | null;
  expiresAt: Date | null;
  maxRedemptions: number | null;
  redemptions: number;
  active: boolean;
}

/** English messages (the contract's); screens translate by status. */
export const COUPON_MESSAGES: Record<
  Exclude<CouponStatus, CouponStatus.NONE | CouponStatus.VALID>,
  string
> = {
  [CouponStatus.INVALID]: 'This coupon code is not valid.',
  [CouponStatus.EXPIRED]: 'This coupon code has expired.',
  [CouponStatus.USED_UP]: 'This coupon code has been used up.',
};

/** Coupon codes are case-insensitive: stored and compared upper case, surrounding blanks ignored. */
export function normalizeCouponCode(code: string | null | undefined): string | null {
  const trimmed = (code ?? '').trim().toUpperCase();
  return trimmed === '' ? null : trimmed;
}

/**
 * Why a coupon does or does not apply at `now`. A coupon is usable strictly before `expiresAt`;
 * a fixed amount in another currency does not apply.
 */
export function couponStatus(coupon: CouponTerms | null, currency: string, now: Date): CouponStatus {
  if (!coupon || !coupon.active) return CouponStatus.INVALID;
  if (coupon.kind === CouponKind.FIXED && coupon.currency !== currency) return CouponStatus.INVALID;
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) return CouponStatus.EXPIRED;
  if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions)
    return CouponStatus.USED_UP;
  return CouponStatus.VALID;
}

/** Where a coupon stands for admins, whatever the buyer's currency. */
export enum CouponState {
  ACTIVE = 'ACTIVE',
  EXPIRED = 'EXPIRED',
  USED_UP = 'USED_UP',
  DISABLED = 'DISABLED',
}

/**
 * A coupon's state at `now`: DISABLED when deactivated, else EXPIRED from `expiresAt` on, else
 * USED_UP once its uses reach `maxRedemptions`, else ACTIVE (couponStatus's rules, without a currency).
 */
export function couponState(
  coupon: Pick<CouponTerms, 'active' | 'expiresAt' | 'maxRedemptions' | 'redemptions'>,
  now: Date,
): CouponState {
  if (!coupon.active) return CouponState.DISABLED;
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) return CouponState.EXPIRED;
  if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions)
    return CouponState.USED_UP;
  return CouponState.ACTIVE;
}

/** Basis points for a buyer: `COUNTRY-REGION` first, then `COUNTRY`, else 0 (unknown places are not taxed). */
export function taxRateFor(rates: TaxRates, country: string, region: string | null): number {
  if (region && rates[`${country}-${region}`] !== undefined) return rates[`${country}-${region}`];
  return rates[country] ?? 0;
}

export interface Quote {
  productCode: Product['code'];
  quantity: number;
  unitPriceMinor: number;
  currency: string;
  subtotalMinor: number;
  discountMinor: number;
  taxableMinor: number;
  taxRateBasisPoints: number;
  taxMinor: number;
  totalMinor: number;
  couponCode: string | null;
  couponStatus: CouponStatus;
  couponMessage: string | null;
}

/**
 * Prices `quantity` of `product`: integers only, half-up rounding. The discount applies only when the
 * coupon is VALID (a percentage of the subtotal, or a fixed amount capped at the subtotal); tax is on
 * subtotal − discount.
 */
export function priceQuote(input: {
  product: Product;
  quantity: number;
  couponCode: string | null;
  coupon: CouponTerms | null;
  taxRateBasisPoints: number;
  now: Date;
}): Quote {
  const { product, quantity, couponCode, coupon, taxRateBasisPoints, now } = input;
  const subtotalMinor = product.unitPriceMinor * quantity;
  const status = couponCode ? couponStatus(coupon, product.currency, now) : CouponStatus.NONE;
  let discountMinor = 0;
  if (status === CouponStatus.VALID && coupon) {
    discountMinor =
      coupon.kind === CouponKind.PERCENT
        ? roundHalfUp(subtotalMinor * (coupon.percentOff ?? 0), 100)
        : Math.min(coupon.amountOffMinor ?? 0, subtotalMinor);
  }
  const taxableMinor = subtotalMinor - discountMinor;
  const taxMinor = roundHalfUp(taxableMinor * taxRateBasisPoints, 10_000);
  return {
    productCode: product.code,
    quantity,
    unitPriceMinor: product.unitPriceMinor,
    currency: product.currency,
    subtotalMinor,
    discountMinor,
    taxableMinor,
    taxRateBasisPoints,
    taxMinor,
    totalMinor: taxableMinor + taxMinor,
    couponCode,
    couponStatus: status,
    couponMessage:
      status === CouponStatus.NONE || status === CouponStatus.VALID ? null : COUPON_MESSAGES[status],
  };
}
