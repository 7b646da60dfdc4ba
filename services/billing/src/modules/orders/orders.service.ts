import { GraphQLError } from 'graphql';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  badUserInput,
  conflict,
  forbidden,
  notFound,
  parseId,
  requireWorkspaceMember,
  unauthenticated,
  type Logger,
} from '@portico/service-kit';
import { isPlatformAdmin, type Actor } from '@portico/shared-types';
import { billingSettings } from '../../lib/config';
import { pickLocale } from '../../lib/locale';
import { findProduct, PRODUCT_SLUGS, ProductCode, type Product } from '../catalog/catalog.service';
import {
  COUPON_MESSAGES,
  CouponStatus,
  couponStatus,
  normalizeCouponCode,
  priceQuote,
  taxRateFor,
  type Quote,
} from '../pricing/pricing';
import { Coupon } from '../pricing/coupon.entity';
import { addPurchasedCredits, takeBackRefundedCredits, unusedCreditsOf } from '../credits/credits.service';
import { checkoutProvider, providerNamed } from '../payments/providers';
import type { PaymentEvent } from '../payments/payment-provider';
import { OrderStatus, PurchaseOrder } from './order.entity';
import { sendReceipt } from './receipt-mail';

export interface QuoteRequest {
  productCode: ProductCode;
  quantity: number;
  couponCode?: string | null;
  country: string;
  region?: string | null;
}

export interface CheckoutRequestInput extends QuoteRequest {
  workspaceId: string;
  locale?: string | null;
  idempotencyKey: string;
}

const COUPON_ERROR_CODES: Record<CouponStatus.INVALID | CouponStatus.EXPIRED | CouponStatus.USED_UP, string> =
  {
    [CouponStatus.INVALID]: 'COUPON_INVALID',
    [CouponStatus.EXPIRED]: 'COUPON_EXPIRED',
    [CouponStatus.USED_UP]: 'COUPON_USED_UP',
  };

function couponError(status: CouponStatus): GraphQLError {
  const known =
    status === CouponStatus.EXPIRED || status === CouponStatus.USED_UP ? status : CouponStatus.INVALID;
  return new GraphQLError(COUPON_MESSAGES[known], {
    extensions: { code: COUPON_ERROR_CODES[known], field: 'couponCode' },
  });
}

/** Checks what pricing needs; BAD_USER_INPUT naming the field otherwise. */
function checkQuoteRequest(input: QuoteRequest): {
  product: Product;
  quantity: number;
  couponCode: string | null;
  country: string;
  region: string | null;
} {
  const settings = billingSettings();
  if (!Object.values(ProductCode).includes(input.productCode))
    throw badUserInput('Unknown product', 'productCode');
  const product = findProduct(settings, input.productCode);
  if (
    !Number.isInteger(input.quantity) ||
    input.quantity < product.minQuantity ||
    input.quantity > product.maxQuantity
  )
    throw badUserInput(
      `The ${product.name} is sold in quantities from ${product.minQuantity} to ${product.maxQuantity}.`,
      'quantity',
    );
  const country = (input.country ?? '').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country))
    throw badUserInput('country must be an ISO 3166-1 alpha-2 code', 'country');
  const region = (input.region ?? '').trim().toUpperCase() || null;
  if (region !== null && !/^[A-Z0-9]{1,3}$/.test(region))
    throw badUserInput('region must be a subdivision code such as CA', 'region');
  const couponCode = normalizeCouponCode(input.couponCode);
  if (couponCode !== null && couponCode.length > 32) throw couponError(CouponStatus.INVALID);
  return { product, quantity: input.quantity, couponCode, country, region };
}

function taxRate(country: string, region: string | null): number {
  const settings = billingSettings();
  // With Stripe Tax, Stripe computes tax on its page; the paid event's amount is recorded.
  return settings.taxProvider === 'table' ? taxRateFor(settings.taxRates, country, region) : 0;
}

/** Prices a cart; stores nothing. Anyone may ask (anonymous visitors too). */
export async function quote(em: EntityManager, input: QuoteRequest, now = new Date()): Promise<Quote> {
  const checked = checkQuoteRequest(input);
  const coupon = checked.couponCode ? await em.findOne(Coupon, { code: checked.couponCode }) : null;
  return priceQuote({
    product: checked.product,
    quantity: checked.quantity,
    couponCode: checked.couponCode,
    coupon,
    taxRateBasisPoints: taxRate(checked.country, checked.region),
    now,
  });
}

/** Takes one use of the coupon if it is still usable now, in the caller's transaction; false otherwise. */
async function redeemCoupon(tx: EntityManager, code: string, currency: string, now: Date): Promise<boolean> {
  const rows: { code: string }[] = await tx.execute(
    `update billing.coupon set redemptions = redemptions + 1
      where code = ? and active and (expires_at is null or expires_at > ?)
        and (max_redemptions is null or redemptions < max_redemptions)
        and (kind = 'PERCENT' or currency = ?)
      returning code`,
    [code, now, currency],
  );
  return rows.length === 1;
}

async function giveBackCoupon(tx: EntityManager, code: string | null): Promise<void> {
  if (!code) return;
  await tx.execute(
    `update billing.coupon set redemptions = greatest(redemptions - 1, 0) where code = ? and max_redemptions is not null`,
    [code],
  );
}

function requireUser(actor: Actor): Extract<Actor, { kind: 'user' }> {
  if (actor.kind === 'anonymous') throw unauthenticated();
  if (actor.kind !== 'user') throw forbidden('Only a signed-in person can buy');
  return actor;
}

function sameRequest(order: PurchaseOrder, input: ReturnType<typeof checkQuoteRequest>): boolean {
  return (
    order.productCode === input.product.code &&
    order.quantity === input.quantity &&
    order.couponCode === input.couponCode &&
    order.country === input.country &&
    order.region === input.region
  );
}

/**
 * Creates the order PENDING at the quoted prices and opens the provider's hosted checkout. The same
 * idempotency key in the same workspace answers the same order and URL (a different cart under that
 * key is IDEMPOTENCY_KEY_REUSED). A bad coupon or quantity stores nothing.
 */
export async function startCheckout(
  em: EntityManager,
  actor: Actor,
  input: CheckoutRequestInput,
  logger: Logger,
): Promise<PurchaseOrder> {
  const user = requireUser(actor);
  const workspaceId = parseId(input.workspaceId, 'workspaceId');
  requireWorkspaceMember(actor, workspaceId);
  const idempotencyKey = (input.idempotencyKey ?? '').trim();
  if (!/^[A-Za-z0-9_.:-]{8,100}$/.test(idempotencyKey))
    throw badUserInput('idempotencyKey must be 8 to 100 letters, digits or -_.:', 'idempotencyKey');
  const checked = checkQuoteRequest(input);

  const replay = async (): Promise<PurchaseOrder | null> => {
    const existing = await em.fork().findOne(PurchaseOrder, { workspaceId, idempotencyKey });
    if (!existing) return null;
    if (!sameRequest(existing, checked))
      throw new GraphQLError('This idempotency key was used for another checkout', {
        extensions: { code: 'IDEMPOTENCY_KEY_REUSED' },
      });
    if (!existing.checkoutUrl) throw conflict('This checkout is still being opened; try again');
    return existing;
  };
  const previous = await replay();
  if (previous) return previous;

  const settings = billingSettings();
  const provider = checkoutProvider();
  const now = new Date();
  // Priced from the coupon as read now; a limited coupon's use is taken when the order is stored.
  const coupon = checked.couponCode ? await em.fork().findOne(Coupon, { code: checked.couponCode }) : null;
  if (checked.couponCode) {
    const status = couponStatus(coupon, checked.product.currency, now);
    if (status !== CouponStatus.VALID) throw couponError(status);
  }
  const priced = priceQuote({
    product: checked.product,
    quantity: checked.quantity,
    couponCode: checked.couponCode,
    coupon,
    taxRateBasisPoints: taxRate(checked.country, checked.region),
    now,
  });
  const [{ n }]: { n: string }[] = await em.execute(`select nextval('billing.order_number') as n`);
  const order = Object.assign(new PurchaseOrder(), {
    number: `PO-${n.padStart(6, '0')}`,
    workspaceId,
    buyerUserId: user.userId,
    buyerEmail: user.email,
    locale: pickLocale(input.locale),
    idempotencyKey,
    productCode: checked.product.code,
    productName: checked.product.name,
    quantity: priced.quantity,
    unitPriceMinor: priced.unitPriceMinor,
    subtotalMinor: priced.subtotalMinor,
    discountMinor: priced.discountMinor,
    taxRateBasisPoints: priced.taxRateBasisPoints,
    taxMinor: priced.taxMinor,
    totalMinor: priced.totalMinor,
    currency: priced.currency,
    couponCode: priced.couponStatus === CouponStatus.VALID ? priced.couponCode : null,
    country: checked.country,
    region: checked.region,
    provider: provider.name,
    createdAt: now,
  });

  // The provider first (never an HTTP call inside a transaction), then the order with its session in
  // one transaction: a provider that fails leaves nothing stored; a session whose order could not be
  // stored (the last use of a coupon taken meanwhile) is never shown to anyone and expires.
  try {
    const hosted = await provider.createCheckout({
      order,
      successUrl: `${settings.publicUrl}/workspaces/${workspaceId}/purchases?order=${order.id}`,
      cancelUrl: `${settings.publicUrl}/checkout/${PRODUCT_SLUGS[order.productCode]}?cancelled=1`,
    });
    order.providerSessionId = hosted.sessionId;
    order.checkoutUrl = hosted.url;
  } catch (error) {
    logger.error({ err: error, orderNumber: order.number }, 'the payment provider refused the checkout');
    throw new GraphQLError('The payment provider is not available; please try again later.', {
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
  }
  try {
    await em.fork().transactional(async (tx) => {
      tx.persist(order);
      await tx.flush();
      // Only a coupon with a limit keeps a counter (and so a row every buyer of it must lock); the
      // uses of an unlimited one are counted from its orders (adminCoupons). Taken last, so the row
      // stays locked only until the commit.
      if (
        coupon?.maxRedemptions != null &&
        !(await redeemCoupon(tx, coupon.code, checked.product.currency, now))
      ) {
        const stored = await tx.findOne(Coupon, { code: coupon.code }, { refresh: true });
        const status = couponStatus(stored, checked.product.currency, now);
        throw couponError(status === CouponStatus.VALID ? CouponStatus.USED_UP : status);
      }
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      const raced = await replay();
      if (raced) return raced;
    }
    throw error;
  }
  return order;
}

async function findOrderFor(tx: EntityManager, event: { orderId?: string | null; sessionId?: string }) {
  const byId =
    event.orderId && /^[0-9a-f-]{36}$/i.test(event.orderId)
      ? await tx.findOne(PurchaseOrder, { id: event.orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE })
      : null;
  if (byId) return byId;
  return event.sessionId
    ? tx.findOne(
        PurchaseOrder,
        { providerSessionId: event.sessionId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      )
    : null;
}

/**
 * Applies a verified provider event exactly once: the event id is stored (unique) in the same
 * transaction as its effect, so a repeated delivery changes nothing. Returns the order paid now
 * (its receipt is then sent), if any.
 */
export async function handlePaymentEvent(
  em: EntityManager,
  providerName: string,
  event: PaymentEvent,
): Promise<{ duplicate: boolean; paid: PurchaseOrder | null }> {
  return em.fork().transactional(async (tx) => {
    const inserted: unknown[] = await tx.execute(
      `insert into billing.processed_event (id, type, received_at) values (?, ?, now()) on conflict (id) do nothing returning id`,
      [`${providerName}:${event.eventId}`, event.kind === 'ignored' ? event.type : event.kind],
    );
    if (inserted.length === 0) return { duplicate: true, paid: null };
    const now = new Date();
    switch (event.kind) {
      case 'paid': {
        const order = await findOrderFor(tx, event);
        if (!order || order.provider !== providerName) return { duplicate: false, paid: null };
        // Already paid, or refunded before this (late) event arrived: nothing more to add.
        if (order.status === OrderStatus.PAID || order.status === OrderStatus.REFUNDED)
          return { duplicate: false, paid: null };
        order.providerSessionId ??= event.sessionId;
        order.providerPaymentId = event.paymentId ?? order.providerPaymentId;
        if (order.status === OrderStatus.CANCELLED && order.couponCode) {
          // Paid after all (the money was taken): the coupon counts again.
          await tx.execute(
            `update billing.coupon set redemptions = redemptions + 1 where code = ? and max_redemptions is not null`,
            [order.couponCode],
          );
        }
        if (event.amountTaxMinor !== null && event.amountTotalMinor !== null && providerName === 'stripe') {
          order.taxMinor = event.amountTaxMinor;
          order.totalMinor = event.amountTotalMinor;
        }
        // Out of order: the payment's refund came first (see 'refunded'); paid and refunded at once, no credits.
        const refundedFirst: unknown[] = event.paymentId
          ? await tx.execute(`select 1 from billing.processed_event where id = ?`, [
              refundMarker(providerName, event.paymentId),
            ])
          : [];
        if (refundedFirst.length > 0) {
          order.status = OrderStatus.REFUNDED;
          order.paidAt = now;
          order.refundedAt = now;
          order.refundedMinor = order.totalMinor;
          order.refundedCredits = order.quantity;
          await tx.flush();
          return { duplicate: false, paid: null };
        }
        order.status = OrderStatus.PAID;
        order.paidAt = now;
        order.cancelledAt = null;
        order.receiptNumber = order.number.replace(/^PO-/, 'RC-');
        await tx.flush();
        await addPurchasedCredits(tx, order);
        return { duplicate: false, paid: order };
      }
      case 'expired': {
        const order = await findOrderFor(tx, event);
        if (order && order.provider === providerName && order.status === OrderStatus.PENDING) {
          await cancelPending(tx, order, now);
        }
        return { duplicate: false, paid: null };
      }
      case 'refunded': {
        const order = await tx.findOne(
          PurchaseOrder,
          { providerPaymentId: event.paymentId, provider: providerName },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        if (!order) {
          // A full refund before payment (events are not delivered in order): remembered for the paid event.
          if (event.full)
            await tx.execute(
              `insert into billing.processed_event (id, type, received_at) values (?, 'refund-before-payment', now()) on conflict (id) do nothing`,
              [refundMarker(providerName, event.paymentId)],
            );
        } else if (order.status !== OrderStatus.CANCELLED) {
          const refundedMinor = event.full ? order.totalMinor : (event.amountRefundedMinor ?? 0);
          await recordProviderRefund(tx, order, Math.min(refundedMinor, order.totalMinor), now);
        }
        return { duplicate: false, paid: null };
      }
      default:
        return { duplicate: false, paid: null };
    }
  });
}

const refundMarker = (provider: string, paymentId: string) => `${provider}:refunded-payment:${paymentId}`;

async function cancelPending(tx: EntityManager, order: PurchaseOrder, now: Date): Promise<void> {
  order.status = OrderStatus.CANCELLED;
  order.cancelledAt = now;
  await tx.flush();
  await giveBackCoupon(tx, order.couponCode);
}

/**
 * The money that `credits` of an order's credits paid for: their share of what was paid (discount
 * and tax included), rounded down; all of them paid the whole total.
 */
export function refundableMinor(
  order: Pick<PurchaseOrder, 'quantity' | 'totalMinor'>,
  credits: number,
): number {
  if (credits >= order.quantity) return order.totalMinor;
  return Math.floor((order.totalMinor * Math.max(0, credits)) / order.quantity);
}

/** How many credits `amountMinor` paid for (the most whose share it covers). */
function creditsPaidBy(order: Pick<PurchaseOrder, 'quantity' | 'totalMinor'>, amountMinor: number): number {
  let credits = 0;
  while (credits < order.quantity && refundableMinor(order, credits + 1) <= amountMinor) credits++;
  return credits;
}

/**
 * A refund the provider reports (also one made in its dashboard), in the caller's transaction: money
 * beyond what billing already recorded takes back the credits it paid for, as far as they are still
 * unused (never a negative balance). Billing's own refunds come back here as no change.
 */
async function recordProviderRefund(
  tx: EntityManager,
  order: PurchaseOrder,
  refundedMinor: number,
  now: Date,
): Promise<void> {
  if (refundedMinor <= order.refundedMinor) return;
  // A pending order never added credits (unusedCreditsOf finds no purchase).
  const unused = await unusedCreditsOf(tx, order);
  const wanted = Math.max(0, creditsPaidBy(order, refundedMinor) - order.refundedCredits);
  const count = Math.min(unused, wanted);
  order.refundedCredits += await takeBackRefundedCredits(tx, order, count, String(refundedMinor));
  order.status = OrderStatus.REFUNDED;
  order.refundedAt = now;
  order.refundedMinor = Math.max(order.refundedMinor, refundedMinor);
  await tx.flush();
}

/** Waits before each further attempt to send a receipt (a mail server that is briefly away). */
export const RECEIPT_RETRY_DELAYS_MS = [5_000, 60_000];

/**
 * Sends the receipt of an order paid now, trying again after RECEIPT_RETRY_DELAYS_MS; a failure is
 * logged and never fails the webhook. `receipt_sent_at` records success.
 */
export async function deliverReceipt(
  em: EntityManager,
  order: PurchaseOrder,
  logger: Logger,
  delays: number[] = RECEIPT_RETRY_DELAYS_MS,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await sendReceipt(order);
      await em.fork().nativeUpdate(PurchaseOrder, { id: order.id }, { receiptSentAt: new Date() });
      return;
    } catch (error) {
      const retryIn = delays[attempt];
      logger.error(
        { err: error, orderId: order.id, attempt: attempt + 1, retryIn },
        'the receipt could not be sent',
      );
      if (retryIn === undefined) return;
      await new Promise((resolve) => setTimeout(resolve, retryIn).unref());
    }
  }
}

/** The test provider's Cancel: a pending order becomes CANCELLED (its coupon redemption is given back). */
export async function cancelTestCheckout(
  em: EntityManager,
  sessionId: string,
): Promise<PurchaseOrder | null> {
  return em.fork().transactional(async (tx) => {
    const order = await tx.findOne(
      PurchaseOrder,
      { providerSessionId: sessionId, provider: 'test' },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (order?.status === OrderStatus.PENDING) await cancelPending(tx, order, new Date());
    return order;
  });
}

/**
 * Platform admins: gives back the money of the order's UNUSED credits only (their share of what was
 * paid, a partial refund at the provider) and takes back exactly those credits; credits used for
 * filings stay used and paid. Under the order's row lock and the workspace's credit lock, so no
 * filing takes a credit between the count and the refund. A refunded order is returned as it is
 * (asking again refunds nothing more); an order whose credits were all used has nothing to refund.
 */
export async function refundOrder(em: EntityManager, actor: Actor, orderId: string): Promise<PurchaseOrder> {
  if (!isPlatformAdmin(actor)) throw forbidden();
  const id = parseId(orderId, 'orderId');
  return em.fork().transactional(async (tx) => {
    const order = await tx.findOne(PurchaseOrder, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!order) throw notFound('Order not found');
    if (order.status === OrderStatus.REFUNDED) return order;
    if (order.status !== OrderStatus.PAID) throw badUserInput('Only a paid order can be refunded', 'orderId');
    const provider = providerNamed(order.provider);
    if (!provider) throw badUserInput(`The ${order.provider} payment provider is not configured`, 'orderId');
    const credits = await unusedCreditsOf(tx, order);
    if (credits === 0)
      throw badUserInput(
        'Nothing to refund: every credit of this order has been used for a filing',
        'orderId',
      );
    const refundedMinor = refundableMinor(order, order.refundedCredits + credits);
    const amountMinor = refundedMinor - order.refundedMinor;
    // A free order (a coupon took everything) has no payment to give back.
    if (amountMinor > 0) await provider.refund(order, amountMinor);
    order.refundedCredits += await takeBackRefundedCredits(tx, order, credits, String(refundedMinor));
    order.refundedMinor = refundedMinor;
    order.status = OrderStatus.REFUNDED;
    order.refundedAt = new Date();
    await tx.flush();
    return order;
  });
}

/** A member of the order's workspace, or a platform admin; NOT_FOUND for anyone else (no probing). */
export async function orderFor(em: EntityManager, actor: Actor, orderId: string): Promise<PurchaseOrder> {
  if (actor.kind === 'anonymous') throw unauthenticated();
  const id = parseId(orderId, 'id');
  const order = await em.findOne(PurchaseOrder, { id });
  if (!order) throw notFound('Order not found');
  if (isPlatformAdmin(actor)) return order;
  try {
    requireWorkspaceMember(actor, order.workspaceId);
  } catch {
    throw notFound('Order not found');
  }
  return order;
}

export async function purchases(
  em: EntityManager,
  actor: Actor,
  workspaceId: string,
  page: { limit: number; offset: number },
): Promise<{ items: PurchaseOrder[]; totalCount: number }> {
  const id = parseId(workspaceId, 'workspaceId');
  requireWorkspaceMember(actor, id);
  const [items, totalCount] = await em.findAndCount(
    PurchaseOrder,
    { workspaceId: id },
    { orderBy: { createdAt: 'desc', number: 'desc' }, limit: page.limit, offset: page.offset },
  );
  return { items, totalCount };
}

export async function adminOrders(
  em: EntityManager,
  actor: Actor,
  filter: { search?: string | null; status?: OrderStatus | null },
  page: { limit: number; offset: number },
): Promise<{ items: PurchaseOrder[]; totalCount: number }> {
  if (!isPlatformAdmin(actor)) throw forbidden();
  const search = (filter.search ?? '').trim();
  if (search.length > 254) throw badUserInput('search is too long', 'search');
  const where: Record<string, unknown> = {};
  if (filter.status) where.status = filter.status;
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const or: Record<string, unknown>[] = [
      { number: { $ilike: like } },
      { buyerEmail: { $ilike: like } },
      { couponCode: { $ilike: like } },
    ];
    if (/^[0-9a-f-]{36}$/i.test(search))
      or.push({ id: search.toLowerCase() }, { workspaceId: search.toLowerCase() });
    where.$or = or;
  }
  const [items, totalCount] = await em.findAndCount(PurchaseOrder, where, {
    orderBy: { createdAt: 'desc', number: 'desc' },
    limit: page.limit,
    offset: page.offset,
  });
  return { items, totalCount };
}
