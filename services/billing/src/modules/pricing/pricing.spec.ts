import { loadBillingSettings, DEFAULT_TAX_RATES } from '../../lib/config';
import { findProduct, ProductCode } from '../catalog/catalog.service';
import {
  CouponKind,
  couponState,
  CouponState,
  CouponStatus,
  normalizeCouponCode,
  priceQuote,
  taxRateFor,
  type CouponTerms,
} from './pricing';

const settings = loadBillingSettings({});
const family = findProduct(settings, ProductCode.FAMILY_PACK);
const single = findProduct(settings, ProductCode.SINGLE_FORM);
const now = new Date('2026-11-23T12:00:00Z');

const coupon = (terms: Partial<CouponTerms>): CouponTerms => ({
  code: 'X',
  kind: CouponKind.PERCENT,
  percentOff: 10,
  amountOffMinor: null,
  currency: null,
  expiresAt: null,
  maxRedemptions: null,
  redemptions: 0,
  active: true,
  ...terms,
});

const price = (
  c: CouponTerms | null,
  opts: { quantity?: number; rate?: number; code?: string | null } = {},
) =>
  priceQuote({
    product: family,
    quantity: opts.quantity ?? 3,
    couponCode: opts.code === undefined ? 'X' : opts.code,
    coupon: c,
    taxRateBasisPoints: opts.rate ?? 0,
    now,
  });

describe('pricing', () => {
  it('takes a percentage off the subtotal and taxes the rest (Family Pack × 3, 10 %, California 7.25 %)', () => {
    expect(price(coupon({ percentOff: 10 }), { rate: 725 })).toEqual({
      productCode: 'FAMILY_PACK',
      quantity: 3,
      unitPriceMinor: 2320,
      currency: 'USD',
      subtotalMinor: 6960,
      discountMinor: 696,
      taxableMinor: 6264,
      taxRateBasisPoints: 725,
      taxMinor: 454, // 6264 × 7.25 % = 454.14
      totalMinor: 6718,
      couponCode: 'X',
      couponStatus: CouponStatus.VALID,
      couponMessage: null,
    });
  });

  it('rounds a percentage discount and the tax half up', () => {
    // 2900 × 15 % = 435 exactly; 2900 × 12.5 % = 362.5 → 363
    const q = priceQuote({
      product: single,
      quantity: 1,
      couponCode: 'X',
      coupon: coupon({ percentOff: 15 }),
      taxRateBasisPoints: 1250,
      now,
    });
    expect(q).toMatchObject({ discountMinor: 435, taxableMinor: 2465, taxMinor: 308 }); // 308.125 → 308
    const half = priceQuote({
      product: single,
      quantity: 1,
      couponCode: null,
      coupon: null,
      taxRateBasisPoints: 1250,
      now,
    });
    expect(half).toMatchObject({ taxMinor: 363, totalMinor: 3263 }); // 362.5 → 363
    const below = priceQuote({
      product: single,
      quantity: 1,
      couponCode: null,
      coupon: null,
      taxRateBasisPoints: 1249,
      now,
    });
    expect(below.taxMinor).toBe(362); // 362.21 → 362
  });

  it('caps a fixed amount at the subtotal', () => {
    expect(
      price(coupon({ kind: CouponKind.FIXED, percentOff: null, amountOffMinor: 500, currency: 'USD' })),
    ).toMatchObject({
      discountMinor: 500,
      totalMinor: 6460,
    });
    expect(
      price(coupon({ kind: CouponKind.FIXED, percentOff: null, amountOffMinor: 99_999, currency: 'USD' }), {
        rate: 725,
      }),
    ).toMatchObject({ discountMinor: 6960, taxableMinor: 0, taxMinor: 0, totalMinor: 0 });
  });

  it('does not apply a fixed amount in another currency', () => {
    expect(
      price(coupon({ kind: CouponKind.FIXED, percentOff: null, amountOffMinor: 500, currency: 'EUR' })),
    ).toMatchObject({
      discountMinor: 0,
      couponStatus: CouponStatus.INVALID,
      couponMessage: 'This coupon code is not valid.',
    });
  });

  it('treats a coupon as expired from its expiry instant on', () => {
    const before = new Date(now.getTime() + 1);
    expect(price(coupon({ expiresAt: before })).couponStatus).toBe(CouponStatus.VALID);
    expect(price(coupon({ expiresAt: now }))).toMatchObject({
      couponStatus: CouponStatus.EXPIRED,
      couponMessage: 'This coupon code has expired.',
      discountMinor: 0,
    });
  });

  it('refuses a used-up, an inactive and an unknown coupon, without discount', () => {
    expect(price(coupon({ maxRedemptions: 2, redemptions: 1 })).couponStatus).toBe(CouponStatus.VALID);
    expect(price(coupon({ maxRedemptions: 2, redemptions: 2 }))).toMatchObject({
      couponStatus: CouponStatus.USED_UP,
      couponMessage: 'This coupon code has been used up.',
      discountMinor: 0,
    });
    expect(price(coupon({ active: false }))).toMatchObject({
      couponStatus: CouponStatus.INVALID,
      discountMinor: 0,
    });
    expect(price(null)).toMatchObject({ couponStatus: CouponStatus.INVALID, discountMinor: 0 });
    expect(price(null, { code: null })).toMatchObject({
      couponStatus: CouponStatus.NONE,
      couponMessage: null,
    });
  });

  it('normalises coupon codes case-insensitively', () => {
    expect(normalizeCouponCode('  welcome10 ')).toBe('WELCOME10');
    expect(normalizeCouponCode('   ')).toBeNull();
    expect(normalizeCouponCode(undefined)).toBeNull();
  });

  it('finds the tax rate by region, then country, and taxes unknown places at 0 %', () => {
    expect(taxRateFor(DEFAULT_TAX_RATES, 'US', 'CA')).toBe(725);
    expect(taxRateFor(DEFAULT_TAX_RATES, 'US', 'OR')).toBe(0);
    expect(taxRateFor(DEFAULT_TAX_RATES, 'US', null)).toBe(0);
    expect(taxRateFor(DEFAULT_TAX_RATES, 'GB', null)).toBe(2000);
    expect(taxRateFor(DEFAULT_TAX_RATES, 'GB', 'ENG')).toBe(2000);
    expect(taxRateFor(DEFAULT_TAX_RATES, 'ZZ', null)).toBe(0);
    expect(taxRateFor(loadBillingSettings({ TAX_RATES: '{"FR":550}' }).taxRates, 'FR', null)).toBe(550);
    expect(taxRateFor(loadBillingSettings({ TAX_RATES: '{"FR":550}' }).taxRates, 'GB', null)).toBe(0);
  });
});

describe('couponState (what admins see)', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const terms = (over: Partial<Parameters<typeof couponState>[0]> = {}) => ({
    active: true,
    expiresAt: null,
    maxRedemptions: null,
    redemptions: 0,
    ...over,
  });
  it('is ACTIVE while usable, EXPIRED from expiresAt on, USED_UP at the limit, DISABLED when deactivated', () => {
    expect(couponState(terms({ expiresAt: new Date('2026-11-28T12:00:01Z') }), now)).toBe(CouponState.ACTIVE);
    expect(couponState(terms({ expiresAt: now }), now)).toBe(CouponState.EXPIRED);
    expect(couponState(terms({ maxRedemptions: 3, redemptions: 2 }), now)).toBe(CouponState.ACTIVE);
    expect(couponState(terms({ maxRedemptions: 3, redemptions: 3 }), now)).toBe(CouponState.USED_UP);
    expect(couponState(terms({ redemptions: 1000 }), now)).toBe(CouponState.ACTIVE);
    expect(
      couponState(terms({ active: false, expiresAt: now, maxRedemptions: 1, redemptions: 1 }), now),
    ).toBe(CouponState.DISABLED);
  });
});
