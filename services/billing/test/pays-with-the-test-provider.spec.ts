import { randomUUID } from 'node:crypto';
import {
  adminActor,
  checkoutInput,
  CREDIT_BALANCE,
  newBuyer,
  PUBLIC_URL,
  START_CHECKOUT,
  startBilling,
  type BillingHarness,
} from './support/billing-harness';
import { createLogger } from '@portico/service-kit';
import { seed } from '../src/seed';
import { PurchaseOrder } from '../src/modules/orders/order.entity';
import { deliverReceipt } from '../src/modules/orders/orders.service';

describe('billing checkout with the built-in test provider', () => {
  let h: BillingHarness;

  beforeAll(async () => {
    h = await startBilling({ TEST_PROVIDER_WEBHOOK_SECRET: 'whsec_billing_test_secret' });
    expect(await seed(h.billing.databaseUrl, { NODE_ENV: 'test' })).toBe(true);
  });
  afterAll(() => h?.close());

  const QUOTE = `query($input: QuoteInput!) { checkoutQuote(input: $input) {
    productCode quantity unitPriceMinor currency subtotalMinor discountMinor taxableMinor taxRateBasisPoints
    taxMinor totalMinor couponCode couponStatus couponMessage } }`;

  it('quotes anonymous visitors from the stored coupons, case-insensitively, and stores nothing', async () => {
    const res = await h.gql({ kind: 'anonymous' }, QUOTE, {
      input: {
        productCode: 'FAMILY_PACK',
        quantity: 3,
        couponCode: 'welcome10',
        country: 'us',
        region: 'ca',
      },
    });
    expect(res.body).toEqual({
      data: {
        checkoutQuote: {
          productCode: 'FAMILY_PACK',
          quantity: 3,
          unitPriceMinor: 2320,
          currency: 'USD',
          subtotalMinor: 6960,
          discountMinor: 696,
          taxableMinor: 6264,
          taxRateBasisPoints: 725,
          taxMinor: 454,
          totalMinor: 6718,
          couponCode: 'WELCOME10',
          couponStatus: 'VALID',
          couponMessage: null,
        },
      },
    });
    const statuses = [];
    for (const code of ['FAMILY5', 'EXPIRED20', 'USEDUP', 'NOPE']) {
      const q = await h.gql({ kind: 'anonymous' }, QUOTE, {
        input: { productCode: 'SINGLE_FORM', quantity: 1, couponCode: code, country: 'DE' },
      });
      const { couponStatus, couponMessage, discountMinor, taxMinor } = q.body.data!.checkoutQuote;
      statuses.push({ code, couponStatus, couponMessage, discountMinor, taxMinor });
    }
    expect(statuses).toEqual([
      { code: 'FAMILY5', couponStatus: 'VALID', couponMessage: null, discountMinor: 500, taxMinor: 456 }, // 2400 × 19 %
      {
        code: 'EXPIRED20',
        couponStatus: 'EXPIRED',
        couponMessage: 'This coupon code has expired.',
        discountMinor: 0,
        taxMinor: 551,
      },
      {
        code: 'USEDUP',
        couponStatus: 'USED_UP',
        couponMessage: 'This coupon code has been used up.',
        discountMinor: 0,
        taxMinor: 551,
      },
      {
        code: 'NOPE',
        couponStatus: 'INVALID',
        couponMessage: 'This coupon code is not valid.',
        discountMinor: 0,
        taxMinor: 551,
      },
    ]);
    expect(await h.sql(`select count(*)::int as n from billing.purchase_order`)).toEqual([{ n: 0 }]);
    expect(await h.sql(`select redemptions from billing.coupon where code = 'WELCOME10'`)).toEqual([
      { redemptions: 0 },
    ]);
  });

  it.each([
    ['FAMILY_PACK', 2],
    ['FAMILY_PACK', 51],
    ['SINGLE_FORM', 0],
    ['SINGLE_FORM', 11],
  ])('refuses %s × %i with BAD_USER_INPUT', async (productCode, quantity) => {
    const res = await h.gql({ kind: 'anonymous' }, QUOTE, {
      input: { productCode, quantity, country: 'US' },
    });
    expect(res.body.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'quantity' });
  });

  it('refuses a bad coupon, a bad quantity or a stranger at checkout, storing nothing', async () => {
    const buyer = newBuyer();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ couponCode: 'nope' }, 'COUPON_INVALID', 'This coupon code is not valid.'],
      [{ couponCode: 'expired20' }, 'COUPON_EXPIRED', 'This coupon code has expired.'],
      [{ couponCode: 'UsedUp' }, 'COUPON_USED_UP', 'This coupon code has been used up.'],
      [{ quantity: 2 }, 'BAD_USER_INPUT', 'The Family Pack is sold in quantities from 3 to 50.'],
    ];
    for (const [overrides, code, message] of cases) {
      const res = await h.gql(buyer.actor, START_CHECKOUT, { input: checkoutInput(buyer, overrides) });
      expect(res.body.errors?.[0]).toMatchObject({ message, extensions: { code } });
    }
    const stranger = newBuyer();
    const res = await h.gql(stranger.actor, START_CHECKOUT, { input: checkoutInput(buyer) });
    expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const anonymous = await h.gql({ kind: 'anonymous' }, START_CHECKOUT, { input: checkoutInput(buyer) });
    expect(anonymous.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(
      await h.sql(`select count(*)::int as n from billing.purchase_order where workspace_id = ?`, [
        buyer.workspaceId,
      ]),
    ).toEqual([{ n: 0 }]);
    expect(await h.sql(`select redemptions from billing.coupon where code = 'USEDUP'`)).toEqual([
      { redemptions: 1 },
    ]);
  });

  it('pays: the page posts a signed event to the webhook, the order is PAID once, credits are added once, a receipt goes out', async () => {
    const buyer = newBuyer();
    const input = checkoutInput(buyer, { couponCode: 'Welcome10', locale: 'es' });
    const started = await h.gql(buyer.actor, START_CHECKOUT, { input });
    const { checkoutUrl, order } = started.body.data!.startCheckout;
    expect(order).toMatchObject({
      number: expect.stringMatching(/^PO-\d{6}$/),
      status: 'PENDING',
      provider: 'test',
      quantity: 3,
      credits: 3,
      subtotalMinor: 6960,
      discountMinor: 696,
      taxMinor: 454,
      totalMinor: 6718,
      couponCode: 'WELCOME10',
      buyerEmail: buyer.email,
      receiptNumber: null,
    });
    expect(checkoutUrl).toMatch(new RegExp(`^${PUBLIC_URL}/pay/test/cs_test_[0-9a-f]{48}$`));

    // The same idempotency key answers the same order and URL.
    const again = await h.gql(buyer.actor, START_CHECKOUT, { input });
    expect(again.body.data!.startCheckout).toEqual({ checkoutUrl, order });
    const other = await h.gql(buyer.actor, START_CHECKOUT, { input: { ...input, quantity: 4 } });
    expect(other.body.errors?.[0].extensions?.code).toBe('IDEMPOTENCY_KEY_REUSED');

    const path = new URL(checkoutUrl).pathname;
    const page = await fetch(`${h.base}${path}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Pagar');
    expect(html).toContain('67,18'); // es formatting of 6718 minor units
    expect(html).toContain(order.number);

    const paid = await fetch(`${h.base}${path}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    // A path on the buyer's own origin (the gateway's CSP allows form-action 'self' only).
    expect(paid.headers.get('location')).toBe(`/workspaces/${buyer.workspaceId}/purchases?order=${order.id}`);

    const read = await h.gql(
      buyer.actor,
      `query($id: ID!) { order(id: $id) { status receiptNumber paidAt } }`,
      { id: order.id },
    );
    expect(read.body.data!.order).toMatchObject({
      status: 'PAID',
      receiptNumber: order.number.replace('PO-', 'RC-'),
    });
    const balance = await h.gql(buyer.actor, CREDIT_BALANCE, { w: buyer.workspaceId });
    expect(balance.body.data!.creditBalance).toEqual({
      workspaceId: buyer.workspaceId,
      available: 3,
      purchased: 3,
      used: 0,
      removed: 0,
    });

    const mail = await h.mailbox.waitFor(buyer.email);
    expect(mail.subject).toBe(`Su recibo de Portico ${order.number.replace('PO-', 'RC-')}`);
    expect(mail.text).toContain('Paquete familiar × 3');
    expect(mail.text).toContain('Subtotal: 69,60');
    expect(mail.text).toContain('Descuento (WELCOME10): −6,96');
    expect(mail.text).toContain('Impuestos (7,25');
    expect(mail.text).toContain('Total pagado: 67,18');

    // The test hook gives the last delivery; replaying it adds nothing.
    const last = await fetch(`${h.base}/pay/test/__last-webhook`);
    const { body, signature } = (await last.json()) as { body: string; signature: string };
    const replay = await fetch(`${h.base}/webhooks/test-provider`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    });
    expect({ status: replay.status, body: await replay.json() }).toEqual({
      status: 200,
      body: { received: true, duplicate: true },
    });
    // Paying the closed page again changes nothing either.
    const twice = await fetch(`${h.base}${path}/pay`, { method: 'POST', redirect: 'manual' });
    expect(twice.status).toBe(303);
    expect(
      (await h.gql(buyer.actor, CREDIT_BALANCE, { w: buyer.workspaceId })).body.data!.creditBalance.available,
    ).toBe(3);
    // WELCOME10 has no limit: its uses are counted from its orders (no shared counter row).
    expect(await h.sql(`select redemptions from billing.coupon where code = 'WELCOME10'`)).toEqual([
      { redemptions: 0 },
    ]);
    const coupons = await h.gql(adminActor(), `{ adminCoupons(limit: 10) { items { code redemptions } } }`);
    expect(coupons.body.data!.adminCoupons.items).toContainEqual({ code: 'WELCOME10', redemptions: 1 });

    const list = await h.gql(
      buyer.actor,
      `query($w: ID!) { purchases(workspaceId: $w, limit: 5) { totalCount items { id status } } }`,
      { w: buyer.workspaceId },
    );
    expect(list.body.data!.purchases).toEqual({ totalCount: 1, items: [{ id: order.id, status: 'PAID' }] });
    const stranger = newBuyer();
    const hidden = await h.gql(stranger.actor, `query($id: ID!) { order(id: $id) { id } }`, { id: order.id });
    expect(hidden.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const otherList = await h.gql(
      stranger.actor,
      `query($w: ID!) { purchases(workspaceId: $w) { totalCount } }`,
      {
        w: buyer.workspaceId,
      },
    );
    expect(otherList.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses a badly signed event with 400 and changes nothing', async () => {
    const buyer = newBuyer();
    const started = await h.gql(buyer.actor, START_CHECKOUT, { input: checkoutInput(buyer) });
    const { order, checkoutUrl } = started.body.data!.startCheckout;
    const sessionId = checkoutUrl.split('/').pop();
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, client_reference_id: order.id, payment_status: 'paid' } },
    });
    const Stripe = (await import('stripe')).default;
    for (const signature of [
      undefined,
      'garbage',
      Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_someone_else' }),
      Stripe.webhooks.generateTestHeaderString({ payload: `${body} `, secret: 'whsec_billing_test_secret' }),
    ]) {
      const res = await fetch(`${h.base}/webhooks/test-provider`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
        body,
      });
      expect(res.status).toBe(400);
    }
    expect(await h.sql(`select status from billing.purchase_order where id = ?`, [order.id])).toEqual([
      { status: 'PENDING' },
    ]);
    expect(await h.sql(`select count(*)::int as n from billing.processed_event`)).toEqual([{ n: 1 }]); // the paid one above
    expect(
      (await h.gql(buyer.actor, CREDIT_BALANCE, { w: buyer.workspaceId })).body.data!.creditBalance.available,
    ).toBe(0);
  });

  it('cancels: the order becomes CANCELLED, the coupon redemption comes back, the buyer returns to the checkout', async () => {
    const buyer = newBuyer();
    await h.sql(
      `insert into billing.coupon (code, kind, percent_off, max_redemptions, redemptions, active, created_at) values ('ONCE', 'PERCENT', 50, 1, 0, true, now())`,
    );
    const started = await h.gql(buyer.actor, START_CHECKOUT, {
      input: checkoutInput(buyer, { productCode: 'SINGLE_FORM', quantity: 2, couponCode: 'once' }),
    });
    const { order, checkoutUrl } = started.body.data!.startCheckout;
    expect(order.discountMinor).toBe(2900);
    // The only redemption is held by this pending order.
    const second = newBuyer();
    const refused = await h.gql(second.actor, START_CHECKOUT, {
      input: checkoutInput(second, { productCode: 'SINGLE_FORM', quantity: 1, couponCode: 'ONCE' }),
    });
    expect(refused.body.errors?.[0].extensions?.code).toBe('COUPON_USED_UP');

    const cancelled = await fetch(`${h.base}${new URL(checkoutUrl).pathname}/cancel`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe('/checkout/single-form?cancelled=1');
    expect(await h.sql(`select status from billing.purchase_order where id = ?`, [order.id])).toEqual([
      { status: 'CANCELLED' },
    ]);
    expect(await h.sql(`select redemptions from billing.coupon where code = 'ONCE'`)).toEqual([
      { redemptions: 0 },
    ]);
    const page = await fetch(`${h.base}${new URL(checkoutUrl).pathname}`, { redirect: 'manual' });
    expect(page.status).toBe(303);
    const retry = await h.gql(second.actor, START_CHECKOUT, {
      input: checkoutInput(second, { productCode: 'SINGLE_FORM', quantity: 1, couponCode: 'ONCE' }),
    });
    expect(retry.body.data!.startCheckout.order.discountMinor).toBe(1450);
  });

  it('gives the last use of a coupon to exactly one of two simultaneous checkouts', async () => {
    for (let round = 0; round < 4; round++) {
      const code = `LAST${round}${randomUUID().slice(0, 4).toUpperCase()}`;
      await h.sql(
        `insert into billing.coupon (code, kind, percent_off, max_redemptions, redemptions, active, created_at) values (?, 'PERCENT', 10, 1, 0, true, now())`,
        [code],
      );
      const buyers = [newBuyer(), newBuyer()];
      const results = await Promise.all(
        buyers.map((b) => h.gql(b.actor, START_CHECKOUT, { input: checkoutInput(b, { couponCode: code }) })),
      );
      const outcomes = results.map((r) => r.body.errors?.[0].extensions?.code ?? 'OK').sort();
      expect(outcomes).toEqual(['COUPON_USED_UP', 'OK']);
      expect(
        await h.sql(`select count(*)::int as n from billing.purchase_order where coupon_code = ?`, [code]),
      ).toEqual([{ n: 1 }]);
      expect(await h.sql(`select redemptions from billing.coupon where code = ?`, [code])).toEqual([
        { redemptions: 1 },
      ]);
    }
  });

  it('tries a receipt again when the mail server was away', async () => {
    const buyer = newBuyer();
    const started = await h.gql(buyer.actor, START_CHECKOUT, {
      input: checkoutInput(buyer, { locale: 'vi' }),
    });
    const order = await h.billing.orm.em
      .fork()
      .findOneOrFail(PurchaseOrder, { id: started.body.data!.startCheckout.order.id });
    process.env.SMTP_URL = 'smtp://127.0.0.1:1'; // nothing listens there
    const sending = deliverReceipt(
      h.billing.orm.em.fork(),
      order,
      createLogger({ name: 't', level: 'silent' }),
      [400],
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(
      await h.sql(`select receipt_sent_at from billing.purchase_order where id = ?`, [order.id]),
    ).toEqual([{ receipt_sent_at: null }]);
    process.env.SMTP_URL = h.mailbox.smtpUrl;
    await sending;
    expect((await h.mailbox.waitFor(buyer.email)).subject).toMatch(/^Biên lai Portico của bạn/);
    const [{ receipt_sent_at }] = await h.sql<{ receipt_sent_at: string | null }>(
      `select receipt_sent_at from billing.purchase_order where id = ?`,
      [order.id],
    );
    expect(receipt_sent_at).not.toBeNull();
  });

  it('numbers orders from a sequence and keeps idempotency keys per workspace', async () => {
    const a = newBuyer();
    const b = newBuyer();
    const key = `shared-key-${randomUUID()}`;
    const first = await h.gql(a.actor, START_CHECKOUT, { input: checkoutInput(a, { idempotencyKey: key }) });
    const second = await h.gql(b.actor, START_CHECKOUT, { input: checkoutInput(b, { idempotencyKey: key }) });
    const [n1, n2] = [first, second].map((r) => Number(r.body.data!.startCheckout.order.number.slice(3)));
    expect(n2).toBe(n1 + 1);
  });
});
