import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { badUserInput, conflict, forbidden, notFound } from '@portico/service-kit';
import { isPlatformAdmin, type Actor } from '@portico/shared-types';
import { billingSettings } from '../../lib/config';
import { Coupon } from './coupon.entity';
import { CouponKind, normalizeCouponCode, type CouponTerms } from './pricing';

export interface NewCoupon {
  code: string;
  kind: CouponKind;
  percentOff?: number | null;
  amountOffMinor?: number | null;
  expiresAt?: Date | null;
  maxRedemptions?: number | null;
}

/** A coupon as admins see it: `redemptions` counts the uses of an unlimited coupon from its orders. */
export type CouponView = CouponTerms & { createdAt: Date };

/**
 * Only a coupon with a limit keeps its counter up to date at checkout (the counter is what enforces
 * the limit); an unlimited coupon's uses are its orders that were not cancelled (docs/adr/0025).
 */
async function withUses(em: EntityManager, coupons: Coupon[]): Promise<CouponView[]> {
  const unlimited = coupons.filter((c) => c.maxRedemptions === null).map((c) => c.code);
  const counts = new Map<string, number>();
  if (unlimited.length > 0) {
    const rows: { coupon_code: string; n: number }[] = await em.execute(
      `select coupon_code, count(*)::int as n from billing.purchase_order
        where coupon_code in (${unlimited.map(() => '?').join(', ')}) and status <> 'CANCELLED' group by coupon_code`,
      unlimited,
    );
    for (const row of rows) counts.set(row.coupon_code, row.n);
  }
  return coupons.map((c) => ({ ...c, redemptions: c.redemptions + (counts.get(c.code) ?? 0) }));
}

function requireAdmin(actor: Actor): void {
  if (!isPlatformAdmin(actor)) throw forbidden();
}

/** Checks a new coupon: code A-Z0-9- of 3..32 (upper-cased), one discount that fits its kind. */
export function checkNewCoupon(
  input: NewCoupon,
  now = new Date(),
): Required<NewCoupon> & { currency: string | null } {
  const code = normalizeCouponCode(input.code) ?? '';
  if (!/^[A-Z0-9-]{3,32}$/.test(code))
    throw badUserInput('The code must be 3 to 32 letters, digits or hyphens', 'code');
  if (input.kind === CouponKind.PERCENT) {
    if (!Number.isInteger(input.percentOff) || input.percentOff! < 1 || input.percentOff! > 100)
      throw badUserInput('percentOff must be a whole number from 1 to 100', 'percentOff');
    if (input.amountOffMinor != null)
      throw badUserInput('A percentage coupon has no amount', 'amountOffMinor');
  } else if (input.kind === CouponKind.FIXED) {
    if (
      !Number.isInteger(input.amountOffMinor) ||
      input.amountOffMinor! < 1 ||
      input.amountOffMinor! > 10_000_000
    )
      throw badUserInput('amountOffMinor must be a whole number of minor units above 0', 'amountOffMinor');
    if (input.percentOff != null) throw badUserInput('A fixed coupon has no percentage', 'percentOff');
  } else throw badUserInput('Unknown coupon kind', 'kind');
  if (input.maxRedemptions != null && (!Number.isInteger(input.maxRedemptions) || input.maxRedemptions < 1))
    throw badUserInput('maxRedemptions must be a whole number above 0', 'maxRedemptions');
  if (input.expiresAt != null && (Number.isNaN(input.expiresAt.getTime()) || input.expiresAt <= now))
    throw badUserInput('expiresAt must be in the future', 'expiresAt');
  return {
    code,
    kind: input.kind,
    percentOff: input.kind === CouponKind.PERCENT ? input.percentOff! : null,
    amountOffMinor: input.kind === CouponKind.FIXED ? input.amountOffMinor! : null,
    currency: input.kind === CouponKind.FIXED ? billingSettings().currency : null,
    expiresAt: input.expiresAt ?? null,
    maxRedemptions: input.maxRedemptions ?? null,
  };
}

export async function createCoupon(em: EntityManager, actor: Actor, input: NewCoupon): Promise<CouponView> {
  requireAdmin(actor);
  const checked = checkNewCoupon(input);
  const coupon = em.create(Coupon, checked);
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException)
      throw conflict('A coupon with this code exists already', { field: 'code' });
    throw error;
  }
  return coupon;
}

export async function deactivateCoupon(em: EntityManager, actor: Actor, code: string): Promise<CouponView> {
  requireAdmin(actor);
  const normalized = normalizeCouponCode(code);
  const coupon =
    normalized && normalized.length <= 32 ? await em.findOne(Coupon, { code: normalized }) : null;
  if (!coupon) throw notFound('Coupon not found');
  coupon.active = false;
  await em.flush();
  return (await withUses(em, [coupon]))[0];
}

export async function adminCoupons(
  em: EntityManager,
  actor: Actor,
  page: { limit: number; offset: number },
): Promise<{ items: CouponView[]; totalCount: number }> {
  requireAdmin(actor);
  const [items, totalCount] = await em.findAndCount(
    Coupon,
    {},
    { orderBy: { createdAt: 'desc', code: 'asc' }, limit: page.limit, offset: page.offset },
  );
  return { items: await withUses(em, items), totalCount };
}
