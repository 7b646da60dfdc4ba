import { randomUUID } from 'node:crypto';
import type { Actor } from '@portico/shared-types';
import {
  adminActor,
  checkoutInput,
  CREDIT_BALANCE,
  newBuyer,
  START_CHECKOUT,
  startBilling,
  type BillingHarness,
  type Buyer,
} from './support/billing-harness';

const COUPON_FIELDS =
  'code kind percentOff amountOffMinor currency expiresAt maxRedemptions redemptions active state createdAt';
const CREATE = `mutation($input: CreateCouponInput!) { createCoupon(input: $input) { ${COUPON_FIELDS} } }`;
const DEACTIVATE = `mutation($code: String!) { deactivateCoupon(code: $code) { code active } }`;
const COUPONS = `query($limit: Int, $offset: Int) { adminCoupons(limit: $limit, offset: $offset) { totalCount items { code } } }`;
const ORDERS = `query($search: String, $status: OrderStatus, $limit: Int, $offset: Int) {
  adminOrders(search: $search, status: $status, limit: $limit, offset: $offset) { totalCount items { id number status buyerEmail } } }`;
const REFUND = `mutation($id: ID!) { refundOrder(orderId: $id) { id status refundedAt unitPriceMinor taxMinor totalMinor refundedMinor refundedCredits } }`;

describe('billing admin (platform administrators only)', () => {
  let h: BillingHarness;
  const admin = adminActor();

  beforeAll(async () => {
    h = await startBilling();
  });
  afterAll(() => h?.close());

  async function paidOrder(buyer: Buyer, overrides: Record<string, unknown> = {}) {
    const started = await h.gql(buyer.actor, START_CHECKOUT, { input: checkoutInput(buyer, overrides) });
    const { checkoutUrl, order } = started.body.data!.startCheckout;
    const paid = await fetch(`${h.base}${new URL(checkoutUrl).pathname}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    return order as { id: string; number: string };
  }

  it('refuses every admin field to members, API keys and anonymous visitors', async () => {
    const buyer = newBuyer();
    const notAdmins: Actor[] = [
      buyer.actor,
      { ...buyer.actor, platformAdmin: false },
      { kind: 'apiKey', apiKeyId: randomUUID(), workspaceId: buyer.workspaceId, memberships: [] },
      { kind: 'anonymous' },
    ];
    for (const actor of notAdmins) {
      for (const [query, variables] of [
        [ORDERS, {}],
        [COUPONS, {}],
        [CREATE, { input: { code: 'NOPE1', kind: 'PERCENT', percentOff: 5 } }],
        [DEACTIVATE, { code: 'NOPE1' }],
        [REFUND, { id: randomUUID() }],
      ] as const) {
        const res = await h.gql(actor, query, variables);
        expect({ actor: actor.kind, code: res.body.errors?.[0].extensions?.code }).toEqual({
          actor: actor.kind,
          code: 'FORBIDDEN',
        });
      }
    }
    expect(await h.sql(`select count(*)::int as n from billing.coupon`)).toEqual([{ n: 0 }]);
  });

  it('creates coupons (upper-cased, checked), lists them with pages, and deactivates them', async () => {
    const created = await h.gql(admin, CREATE, {
      input: {
        code: 'spring-25',
        kind: 'PERCENT',
        percentOff: 25,
        maxRedemptions: 100,
        expiresAt: '2030-01-01T00:00:00.000Z',
      },
    });
    expect(created.body.data!.createCoupon).toEqual({
      code: 'SPRING-25',
      kind: 'PERCENT',
      percentOff: 25,
      amountOffMinor: null,
      currency: null,
      expiresAt: '2030-01-01T00:00:00.000Z',
      maxRedemptions: 100,
      redemptions: 0,
      active: true,
      state: 'ACTIVE',
      createdAt: expect.any(String),
    });
    const fixed = await h.gql(admin, CREATE, {
      input: { code: 'TENOFF', kind: 'FIXED', amountOffMinor: 1000 },
    });
    expect(fixed.body.data!.createCoupon).toMatchObject({
      amountOffMinor: 1000,
      currency: 'USD',
      percentOff: null,
    });

    const bad: [Record<string, unknown>, string][] = [
      [{ code: 'ab', kind: 'PERCENT', percentOff: 5 }, 'code'],
      [{ code: 'WITH SPACE', kind: 'PERCENT', percentOff: 5 }, 'code'],
      [{ code: 'X'.repeat(33), kind: 'PERCENT', percentOff: 5 }, 'code'],
      [{ code: 'P0', kind: 'PERCENT', percentOff: 0 }, 'code'],
      [{ code: 'PZERO', kind: 'PERCENT', percentOff: 0 }, 'percentOff'],
      [{ code: 'PBIG', kind: 'PERCENT', percentOff: 101 }, 'percentOff'],
      [{ code: 'PBOTH', kind: 'PERCENT', percentOff: 5, amountOffMinor: 5 }, 'amountOffMinor'],
      [{ code: 'FNONE', kind: 'FIXED' }, 'amountOffMinor'],
      [{ code: 'FPCT', kind: 'FIXED', amountOffMinor: 100, percentOff: 5 }, 'percentOff'],
      [{ code: 'MAX0', kind: 'PERCENT', percentOff: 5, maxRedemptions: 0 }, 'maxRedemptions'],
      [{ code: 'PAST', kind: 'PERCENT', percentOff: 5, expiresAt: '2020-01-01T00:00:00Z' }, 'expiresAt'],
    ];
    for (const [input, field] of bad) {
      const res = await h.gql(admin, CREATE, { input });
      expect({ input, ext: res.body.errors?.[0].extensions }).toEqual({
        input,
        ext: { code: 'BAD_USER_INPUT', field },
      });
    }
    const duplicate = await h.gql(admin, CREATE, {
      input: { code: 'Spring-25', kind: 'PERCENT', percentOff: 5 },
    });
    expect(duplicate.body.errors?.[0].extensions).toEqual({ code: 'CONFLICT', field: 'code' });

    const page1 = await h.gql(admin, COUPONS, { limit: 1, offset: 0 });
    const page2 = await h.gql(admin, COUPONS, { limit: 1, offset: 1 });
    expect(page1.body.data!.adminCoupons).toEqual({ totalCount: 2, items: [{ code: 'TENOFF' }] });
    expect(page2.body.data!.adminCoupons).toEqual({ totalCount: 2, items: [{ code: 'SPRING-25' }] });
    expect((await h.gql(admin, COUPONS, { limit: 101 })).body.errors?.[0].extensions?.code).toBe(
      'BAD_USER_INPUT',
    );

    expect((await h.gql(admin, DEACTIVATE, { code: 'spring-25' })).body.data!.deactivateCoupon).toEqual({
      code: 'SPRING-25',
      active: false,
    });
    expect((await h.gql(admin, DEACTIVATE, { code: 'missing' })).body.errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
    const buyer = newBuyer();
    const refused = await h.gql(buyer.actor, START_CHECKOUT, {
      input: checkoutInput(buyer, { couponCode: 'SPRING-25' }),
    });
    expect(refused.body.errors?.[0].extensions?.code).toBe('COUPON_INVALID');
  });

  it('searches and filters every order, newest first, in pages', async () => {
    const alice = newBuyer(`alice-${randomUUID().slice(0, 6)}@example.test`);
    const bob = newBuyer(`bob-${randomUUID().slice(0, 6)}@example.test`);
    const a = await paidOrder(alice);
    await h.gql(bob.actor, START_CHECKOUT, { input: checkoutInput(bob) });
    const byEmail = await h.gql(admin, ORDERS, { search: alice.email.toUpperCase() });
    expect(byEmail.body.data!.adminOrders).toEqual({
      totalCount: 1,
      items: [{ id: a.id, number: a.number, status: 'PAID', buyerEmail: alice.email }],
    });
    const byNumber = await h.gql(admin, ORDERS, { search: a.number });
    expect(byNumber.body.data!.adminOrders.items.map((o: { id: string }) => o.id)).toEqual([a.id]);
    const pending = await h.gql(admin, ORDERS, { status: 'PENDING' });
    expect(pending.body.data!.adminOrders.items.map((o: { buyerEmail: string }) => o.buyerEmail)).toContain(
      bob.email,
    );
    expect(
      pending.body.data!.adminOrders.items.every((o: { status: string }) => o.status === 'PENDING'),
    ).toBe(true);
    const wildcard = await h.gql(admin, ORDERS, { search: '%' });
    expect(wildcard.body.data!.adminOrders.totalCount).toBe(0);
    const first = await h.gql(admin, ORDERS, { limit: 1 });
    expect(first.body.data!.adminOrders.items[0].buyerEmail).toBe(bob.email); // newest first
    expect(first.body.data!.adminOrders.totalCount).toBeGreaterThanOrEqual(2);
    // Admins may open any order.
    const one = await h.gql(admin, `query($id: ID!) { order(id: $id) { id } }`, { id: a.id });
    expect(one.body.data!.order).toEqual({ id: a.id });
  });

  const consumeOne = (workspaceId: string) =>
    h.sql(
      `insert into billing.credit_entry (id, workspace_id, movement, amount, dedupe_key, submission_id, created_at)
       values (gen_random_uuid(), ?, 'CONSUME', -1, ?, ?, now())`,
      [workspaceId, `consume:${randomUUID()}`, randomUUID()],
    );

  it('refunds a paid order: only the money of the credits not used yet, and only those credits', async () => {
    const buyer = newBuyer();
    const order = await paidOrder(buyer);
    await consumeOne(buyer.workspaceId);
    const res = await h.gql(admin, REFUND, { id: order.id });
    const refunded = res.body.data!.refundOrder;
    expect(refunded).toMatchObject({ id: order.id, status: 'REFUNDED', refundedCredits: 2 });
    // Two of three credits: two thirds of what was paid, rounded down.
    expect(refunded.refundedMinor).toBe(Math.floor((refunded.totalMinor * 2) / 3));
    expect(
      (await h.gql(buyer.actor, CREDIT_BALANCE, { w: buyer.workspaceId })).body.data!.creditBalance,
    ).toEqual({
      workspaceId: buyer.workspaceId,
      available: 0,
      purchased: 3,
      used: 1,
      removed: 2,
    });
    // Asked again: nothing more is refunded, nothing more is taken.
    const again = await h.gql(admin, REFUND, { id: order.id });
    expect(again.body.data!.refundOrder).toEqual(refunded);
    expect(
      (await h.gql(buyer.actor, CREDIT_BALANCE, { w: buyer.workspaceId })).body.data!.creditBalance,
    ).toMatchObject({ available: 0, removed: 2 });
    expect((await h.gql(admin, REFUND, { id: randomUUID() })).body.errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
    const pendingBuyer = newBuyer();
    const pending = await h.gql(pendingBuyer.actor, START_CHECKOUT, { input: checkoutInput(pendingBuyer) });
    const refusePending = await h.gql(admin, REFUND, { id: pending.body.data!.startCheckout.order.id });
    expect(refusePending.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('buy 2, use 1, refund: the price of one credit comes back and the balance stays at 0', async () => {
    const buyer = newBuyer();
    const order = await paidOrder(buyer, { productCode: 'SINGLE_FORM', quantity: 2 });
    await consumeOne(buyer.workspaceId);
    const res = await h.gql(admin, REFUND, { id: order.id });
    const refunded = res.body.data!.refundOrder;
    expect(refunded).toMatchObject({ status: 'REFUNDED', refundedCredits: 1 });
    // The price of one credit (and half the tax on two): not the whole payment.
    expect(refunded.refundedMinor).toBe(Math.floor(refunded.totalMinor / 2));
    expect(refunded.refundedMinor - refunded.unitPriceMinor).toBe(Math.floor(refunded.taxMinor / 2));
    const balance = async () =>
      (await h.gql(buyer.actor, CREDIT_BALANCE, { w: buyer.workspaceId })).body.data!.creditBalance;
    expect(await balance()).toMatchObject({ available: 0, purchased: 2, used: 1, removed: 1 });
    expect((await h.gql(admin, REFUND, { id: order.id })).body.data!.refundOrder).toEqual(refunded);
    expect(await balance()).toMatchObject({ available: 0, removed: 1 });
  });

  it('refuses to refund an order whose credits were all used, and changes nothing', async () => {
    const buyer = newBuyer();
    const order = await paidOrder(buyer, { productCode: 'SINGLE_FORM', quantity: 2 });
    await consumeOne(buyer.workspaceId);
    await consumeOne(buyer.workspaceId);
    const res = await h.gql(admin, REFUND, { id: order.id });
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'Nothing to refund: every credit of this order has been used for a filing',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(
      await h.sql(`select status, refunded_minor from billing.purchase_order where id = ?`, [order.id]),
    ).toEqual([{ status: 'PAID', refunded_minor: 0 }]);
    expect(
      (await h.gql(buyer.actor, CREDIT_BALANCE, { w: buyer.workspaceId })).body.data!.creditBalance,
    ).toMatchObject({ available: 0, used: 2, removed: 0 });
  });

  it('lists each coupon with its real state: active, expired, used up or disabled', async () => {
    const insert = (
      code: string,
      expiresAt: string | null,
      max: number | null,
      used: number,
      active = true,
    ) =>
      h.sql(
        `insert into billing.coupon (code, kind, percent_off, expires_at, max_redemptions, redemptions, active, created_at)
         values (?, 'PERCENT', 10, ?, ?, ?, ?, now())`,
        [code, expiresAt, max, used, active],
      );
    await insert('ST-ACTIVE', '2099-01-01T00:00:00Z', 5, 4);
    await insert('ST-EXPIRED', '2020-01-01T00:00:00Z', null, 0);
    await insert('ST-USEDUP', null, 2, 2);
    await insert('ST-OFF', null, null, 0, false);
    await insert('ST-EXPIRED-OFF', '2020-01-01T00:00:00Z', 1, 1, false);
    const STATES = `query { adminCoupons(limit: 100) { items { code active state } } }`;
    const items: { code: string; active: boolean; state: string }[] = (await h.gql(admin, STATES)).body.data!
      .adminCoupons.items;
    const stateOf = Object.fromEntries(
      items.filter((c) => c.code.startsWith('ST-')).map((c) => [c.code, c.state]),
    );
    expect(stateOf).toEqual({
      'ST-ACTIVE': 'ACTIVE',
      'ST-EXPIRED': 'EXPIRED',
      'ST-USEDUP': 'USED_UP',
      'ST-OFF': 'DISABLED',
      'ST-EXPIRED-OFF': 'DISABLED',
    });
  });
});
