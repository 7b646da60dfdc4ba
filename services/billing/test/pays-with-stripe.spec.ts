import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { ACTOR_HEADER } from '@portico/shared-types';
import {
  adminActor,
  checkoutInput,
  CREDIT_BALANCE,
  newBuyer,
  PUBLIC_URL,
  START_CHECKOUT,
  startBilling,
  type BillingHarness,
  type Buyer,
} from './support/billing-harness';
import { startFakeStripe, type FakeStripe } from './support/fake-stripe';
import { seed } from '../src/seed';

const WEBHOOK_SECRET = 'whsec_stripe_webhook_for_tests';

describe('billing with Stripe (the real SDK against a local server speaking Stripe’s API)', () => {
  let h: BillingHarness;
  let stripe: FakeStripe;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    h = await startBilling({
      STRIPE_SECRET_KEY: 'sk_test_billing',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(stripe.port),
      STRIPE_API_PROTOCOL: 'http',
      TAX_PROVIDER: 'table',
    });
    await seed(h.billing.databaseUrl, { NODE_ENV: 'test' });
    // A coupon with a limit keeps a counter of its uses (an unlimited one is counted from its orders).
    await h.sql(
      `insert into billing.coupon (code, kind, percent_off, max_redemptions, redemptions, active, created_at) values ('LIMITED5', 'PERCENT', 5, 100, 0, true, now())`,
    );
  });

  const usesOfLimited = async () =>
    (
      await h.sql<{ redemptions: number }>(`select redemptions from billing.coupon where code = 'LIMITED5'`)
    )[0].redemptions;
  afterAll(async () => {
    await h?.close();
    await stripe?.close();
    for (const name of [
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_API_HOST',
      'STRIPE_API_PORT',
      'STRIPE_API_PROTOCOL',
      'TAX_PROVIDER',
    ])
      delete process.env[name];
  });

  async function checkout(buyer: Buyer, overrides: Record<string, unknown> = {}) {
    const res = await h.gql(buyer.actor, START_CHECKOUT, { input: checkoutInput(buyer, overrides) });
    expect(res.body.errors).toBeUndefined();
    return res.body.data!.startCheckout as { checkoutUrl: string; order: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  function sessionIdOf(url: string): string {
    return url.split('/').pop()!;
  }

  async function deliver(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify(event);
    const res = await fetch(`${h.base}/webhooks/stripe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      body: payload,
    });
    return { status: res.status, body: await res.json() };
  }

  const completed = (sessionId: string, orderId: string, extra: Record<string, unknown> = {}) => ({
    id: `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        client_reference_id: orderId,
        metadata: { orderId },
        payment_intent: `pi_${randomUUID().replace(/-/g, '')}`,
        payment_status: 'paid',
        ...extra,
      },
    },
  });

  const balance = async (buyer: Buyer) =>
    (await h.gql(buyer.actor, CREDIT_BALANCE, { w: buyer.workspaceId })).body.data!.creditBalance;
  const statusOf = async (orderId: string) =>
    (await h.sql<{ status: string }>(`select status from billing.purchase_order where id = ?`, [orderId]))[0]
      .status;

  it('opens a Checkout Session with the line, the discount as a one-off coupon and the tax rate', async () => {
    const buyer = newBuyer();
    const { checkoutUrl, order } = await checkout(buyer, { couponCode: 'welcome10', locale: 'cn' });
    expect(order).toMatchObject({
      provider: 'stripe',
      status: 'PENDING',
      discountMinor: 696,
      taxMinor: 454,
      totalMinor: 6718,
    });
    expect(checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const [taxRate] = stripe.calls('POST', '/v1/tax_rates');
    expect(taxRate.form).toMatchObject({
      percentage: '7.25',
      inclusive: 'false',
      country: 'US',
      state: 'CA',
    });
    const [coupon] = stripe.calls('POST', '/v1/coupons');
    expect(coupon.form).toMatchObject({
      amount_off: '696',
      currency: 'usd',
      duration: 'once',
      max_redemptions: '1',
    });
    expect(coupon.idempotencyKey).toBe(`coupon-${order.id}`);
    const [session] = stripe.calls('POST', '/v1/checkout/sessions');
    expect(session.idempotencyKey).toBe(`checkout-${order.id}`);
    expect(session.authorization).toBe('Bearer sk_test_billing');
    expect(session.form).toMatchObject({
      mode: 'payment',
      client_reference_id: order.id,
      'metadata[orderId]': order.id,
      customer_email: buyer.email,
      locale: 'zh',
      success_url: `${PUBLIC_URL}/workspaces/${buyer.workspaceId}/purchases?order=${order.id}`,
      cancel_url: `${PUBLIC_URL}/checkout/family-pack?cancelled=1`,
      'line_items[0][quantity]': '3',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '2320',
      'line_items[0][price_data][product_data][name]': 'Family Pack',
      'line_items[0][tax_rates][0]': expect.stringMatching(/^txr_fake/),
      'discounts[0][coupon]': expect.stringMatching(/^coupon_fake/),
    });
    expect(session.form['automatic_tax[enabled]']).toBeUndefined();

    // Another order at the same rate reuses the Tax Rate; an untaxed place sends none.
    await checkout(newBuyer());
    await checkout(newBuyer(), { country: 'US', region: 'OR' });
    expect(stripe.calls('POST', '/v1/tax_rates')).toHaveLength(1);
    const untaxed = stripe.calls('POST', '/v1/checkout/sessions').at(-1)!;
    expect(untaxed.form['line_items[0][tax_rates][0]']).toBeUndefined();
  });

  it('refuses a bad signature with 400 and changes nothing; the same event twice credits once', async () => {
    const buyer = newBuyer();
    const { checkoutUrl, order } = await checkout(buyer);
    const event = completed(sessionIdOf(checkoutUrl), order.id);

    expect((await deliver(event, 'whsec_not_ours')).status).toBe(400);
    const unsigned = await fetch(`${h.base}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    expect(await statusOf(order.id)).toBe('PENDING');
    expect(await balance(buyer)).toMatchObject({ available: 0 });
    expect(
      await h.sql(`select count(*)::int as n from billing.processed_event where id = ?`, [
        `stripe:${event.id}`,
      ]),
    ).toEqual([{ n: 0 }]);

    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    // Stripe may also send a second, different event for the same session: still once.
    expect((await deliver(completed(sessionIdOf(checkoutUrl), order.id))).status).toBe(200);
    expect(await statusOf(order.id)).toBe('PAID');
    expect(await balance(buyer)).toEqual({
      workspaceId: buyer.workspaceId,
      available: 3,
      purchased: 3,
      used: 0,
      removed: 0,
    });
    const mail = await h.mailbox.waitFor(buyer.email);
    expect(mail.subject).toMatch(/^Your Portico receipt RC-\d{6}$/);
  });

  it('handles a refund that arrives before the payment: the order ends REFUNDED without credits', async () => {
    const buyer = newBuyer();
    const { checkoutUrl, order } = await checkout(buyer);
    const paid = completed(sessionIdOf(checkoutUrl), order.id);
    const paymentIntent = (paid.data.object as { payment_intent: string }).payment_intent;
    // The refund names a payment billing has not heard of yet: billing remembers it.
    const refund = {
      id: `evt_${randomUUID().replace(/-/g, '')}`,
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', object: 'charge', payment_intent: paymentIntent, refunded: true } },
    };
    expect((await deliver(refund)).status).toBe(200);
    expect(await statusOf(order.id)).toBe('PENDING');
    // The payment then arrives: paid and refunded at once, no credits, no receipt.
    expect((await deliver(paid)).status).toBe(200);
    expect(await statusOf(order.id)).toBe('REFUNDED');
    expect(await balance(buyer)).toEqual({
      workspaceId: buyer.workspaceId,
      available: 0,
      purchased: 0,
      used: 0,
      removed: 0,
    });
    // A late duplicate of the paid event adds nothing back.
    expect((await deliver(completed(sessionIdOf(checkoutUrl), order.id))).status).toBe(200);
    expect(await balance(buyer)).toMatchObject({ available: 0, purchased: 0 });
    expect(h.mailbox.messages.filter((m) => m.to.includes(buyer.email))).toEqual([]);
  });

  it('marks an expired session CANCELLED and gives its coupon redemption back', async () => {
    const buyer = newBuyer();
    const before = await usesOfLimited();
    const { checkoutUrl, order } = await checkout(buyer, { couponCode: 'limited5' });
    expect(order.discountMinor).toBe(348);
    expect(await usesOfLimited()).toBe(before + 1);
    const expired = {
      id: `evt_${randomUUID().replace(/-/g, '')}`,
      type: 'checkout.session.expired',
      data: {
        object: {
          id: sessionIdOf(checkoutUrl),
          object: 'checkout.session',
          client_reference_id: order.id,
          metadata: { orderId: order.id },
        },
      },
    };
    expect((await deliver(expired)).status).toBe(200);
    expect(await statusOf(order.id)).toBe('CANCELLED');
    expect(await usesOfLimited()).toBe(before);
    expect(await balance(buyer)).toMatchObject({ available: 0 });
  });

  it('refunds through Stripe (admin) and removes only the unused credits', async () => {
    const buyer = newBuyer();
    const { checkoutUrl, order } = await checkout(buyer);
    const paid = completed(sessionIdOf(checkoutUrl), order.id);
    await deliver(paid);
    const consume = await fetch(`${h.base}/internal/credits/consume`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [ACTOR_HEADER]: h.billing.signer.sign(buyer.actor) },
      body: JSON.stringify({ workspaceId: buyer.workspaceId, submissionId: randomUUID() }),
    });
    expect(await consume.json()).toEqual({ consumed: true, available: 2, returnToken: expect.any(String) });

    const REFUND = `mutation($id: ID!) { refundOrder(orderId: $id) { id status refundedAt totalMinor refundedMinor refundedCredits } }`;
    const refused = await h.gql(buyer.actor, REFUND, { id: order.id });
    expect(refused.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(stripe.calls('POST', '/v1/refunds')).toHaveLength(0);

    const res = await h.gql(adminActor(), REFUND, { id: order.id });
    const refunded = res.body.data!.refundOrder;
    // Two of the three credits were unused: two thirds of the payment go back, not all of it.
    const share = Math.floor((refunded.totalMinor * 2) / 3);
    expect(refunded).toMatchObject({
      id: order.id,
      status: 'REFUNDED',
      refundedAt: expect.any(String),
      refundedMinor: share,
      refundedCredits: 2,
    });
    const [refund] = stripe.calls('POST', '/v1/refunds');
    expect(refund.form).toMatchObject({
      payment_intent: (paid.data.object as { payment_intent: string }).payment_intent,
      amount: String(share),
    });
    expect(refund.idempotencyKey).toBe(`refund-${order.id}`);
    expect(await balance(buyer)).toEqual({
      workspaceId: buyer.workspaceId,
      available: 0,
      purchased: 3,
      used: 1,
      removed: 2,
    });
    // Stripe's own charge.refunded for it (a partial refund) changes nothing more; refunding again
    // refunds nothing more and asks Stripe nothing.
    await deliver({
      id: `evt_${randomUUID().replace(/-/g, '')}`,
      type: 'charge.refunded',
      data: {
        object: { payment_intent: refund.form.payment_intent, refunded: false, amount_refunded: share },
      },
    });
    expect(await balance(buyer)).toMatchObject({ removed: 2 });
    expect((await h.gql(adminActor(), REFUND, { id: order.id })).body.data!.refundOrder).toEqual(refunded);
    expect(stripe.calls('POST', '/v1/refunds')).toHaveLength(1);
  });

  it('a refund made in Stripe takes back only the credits its money paid for, never below zero', async () => {
    const buyer = newBuyer();
    const { checkoutUrl, order } = await checkout(buyer);
    const paid = completed(sessionIdOf(checkoutUrl), order.id);
    await deliver(paid);
    const paymentIntent = (paid.data.object as { payment_intent: string }).payment_intent;
    const refunded = (object: Record<string, unknown>) =>
      deliver({
        id: `evt_${randomUUID().replace(/-/g, '')}`,
        type: 'charge.refunded',
        data: { object: { payment_intent: paymentIntent, ...object } },
      });
    const total = order.totalMinor as number;
    // One credit's share, refunded in the dashboard: one credit goes.
    await refunded({ refunded: false, amount_refunded: Math.floor(total / 3) });
    expect(await balance(buyer)).toMatchObject({ available: 2, removed: 1 });
    const row = async () =>
      (
        await h.sql(
          `select status, refunded_minor, refunded_credits from billing.purchase_order where id = ?`,
          [order.id],
        )
      )[0];
    expect(await row()).toEqual({
      status: 'REFUNDED',
      refunded_minor: Math.floor(total / 3),
      refunded_credits: 1,
    });
    // A filing uses one, then the rest of the money goes back: only the one still unused is taken.
    const consume = await fetch(`${h.base}/internal/credits/consume`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [ACTOR_HEADER]: h.billing.signer.sign(buyer.actor) },
      body: JSON.stringify({ workspaceId: buyer.workspaceId, submissionId: randomUUID() }),
    });
    expect(await consume.json()).toMatchObject({ consumed: true, available: 1 });
    await refunded({ refunded: true, amount_refunded: total });
    expect(await balance(buyer)).toMatchObject({ available: 0, used: 1, removed: 2 });
    expect(await row()).toEqual({ status: 'REFUNDED', refunded_minor: total, refunded_credits: 2 });
  });

  it('refunds a free order (a coupon took everything) without asking Stripe', async () => {
    await h.sql(
      `insert into billing.coupon (code, kind, percent_off, active, created_at) values ('ALLFREE', 'PERCENT', 100, true, now()) on conflict do nothing`,
    );
    const buyer = newBuyer();
    const { checkoutUrl, order } = await checkout(buyer, { couponCode: 'allfree' });
    expect(order).toMatchObject({ discountMinor: 6960, taxMinor: 0, totalMinor: 0 });
    const free = completed(sessionIdOf(checkoutUrl), order.id, {
      payment_intent: null,
      payment_status: 'no_payment_required',
    });
    expect((await deliver(free)).status).toBe(200);
    expect(await statusOf(order.id)).toBe('PAID');
    const refunds = stripe.calls('POST', '/v1/refunds').length;
    const res = await h.gql(adminActor(), `mutation($id: ID!) { refundOrder(orderId: $id) { status } }`, {
      id: order.id,
    });
    expect(res.body.data!.refundOrder).toEqual({ status: 'REFUNDED' });
    expect(stripe.calls('POST', '/v1/refunds')).toHaveLength(refunds);
    expect(await balance(buyer)).toMatchObject({ available: 0, purchased: 3, removed: 3 });
  });

  it('stores nothing and takes no coupon use when Stripe cannot open the checkout', async () => {
    const buyer = newBuyer();
    const before = await usesOfLimited();
    process.env.STRIPE_API_PORT = '1'; // nothing listens there
    try {
      const res = await h.gql(buyer.actor, START_CHECKOUT, {
        input: checkoutInput(buyer, { couponCode: 'LIMITED5' }),
      });
      expect(res.body.errors?.[0]).toMatchObject({
        message: 'The payment provider is not available; please try again later.',
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
    } finally {
      process.env.STRIPE_API_PORT = String(stripe.port);
    }
    expect(
      await h.sql(`select count(*)::int as n from billing.purchase_order where workspace_id = ?`, [
        buyer.workspaceId,
      ]),
    ).toEqual([{ n: 0 }]);
    expect(await usesOfLimited()).toBe(before);
  });

  it('with Stripe Tax, asks for automatic tax and records the tax Stripe computed', async () => {
    process.env.TAX_PROVIDER = 'stripe';
    try {
      const buyer = newBuyer();
      const quote = await h.gql(
        { kind: 'anonymous' },
        `{ checkoutQuote(input: { productCode: SINGLE_FORM, quantity: 1, country: "US", region: "CA" }) { taxMinor totalMinor } }`,
      );
      expect(quote.body.data!.checkoutQuote).toEqual({ taxMinor: 0, totalMinor: 2900 });
      const { checkoutUrl, order } = await checkout(buyer, { productCode: 'SINGLE_FORM', quantity: 1 });
      const session = stripe.calls('POST', '/v1/checkout/sessions').at(-1)!;
      expect(session.form).toMatchObject({
        'automatic_tax[enabled]': 'true',
        'line_items[0][price_data][tax_behavior]': 'exclusive',
      });
      expect(session.form['line_items[0][tax_rates][0]']).toBeUndefined();
      await deliver(
        completed(sessionIdOf(checkoutUrl), order.id, {
          amount_total: 3110,
          total_details: { amount_tax: 210, amount_discount: 0 },
        }),
      );
      expect(
        await h.sql(`select status, tax_minor, total_minor from billing.purchase_order where id = ?`, [
          order.id,
        ]),
      ).toEqual([{ status: 'PAID', tax_minor: 210, total_minor: 3110 }]);
    } finally {
      process.env.TAX_PROVIDER = 'table';
    }
  });
});
