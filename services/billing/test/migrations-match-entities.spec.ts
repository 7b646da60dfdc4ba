import { createTestDatabase, pendingSchemaDiff, type TestDatabase } from '@portico/service-kit/testing';
import { runMigrations } from '@portico/service-kit';
import { billingSubgraph } from '../src/billing-subgraph';
import { seed } from '../src/seed';

describe('billing migrations and seed', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.drop());

  it('create the schema, match the entities, and run once when two replicas migrate together', async () => {
    const options = { ...billingSubgraph, url: db.url, schema: billingSubgraph.name };
    const [first, second] = await Promise.all([runMigrations(options), runMigrations(options)]);
    expect([...first, ...second]).toEqual([
      'Migration20261123000000CreateBillingSchema',
      'Migration20261123100000OrdersCouponsCredits',
      'Migration20261127000000CreditReturnToken',
      'Migration20261128000000OrderRefundedAmounts',
    ]);
    expect(await pendingSchemaDiff(billingSubgraph, db.url)).toBe('');
  });

  it('seeds the demo coupons in development and test only, and again changes nothing', async () => {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: db.url });
    await client.connect();
    try {
      expect(await seed(db.url, { NODE_ENV: 'production' })).toBe(false);
      expect((await client.query('select count(*)::int as n from billing.coupon')).rows).toEqual([{ n: 0 }]);
      expect(await seed(db.url, { NODE_ENV: 'development' })).toBe(true);
      await client.query(`update billing.coupon set redemptions = 7 where code = 'WELCOME10'`);
      expect(await seed(db.url, { NODE_ENV: 'test' })).toBe(true);
      const { rows } = await client.query(
        `select code, kind, percent_off, amount_off_minor, currency, expires_at < now() as expired, max_redemptions, redemptions, active
           from billing.coupon order by code`,
      );
      expect(rows).toEqual([
        {
          code: 'EXPIRED20',
          kind: 'PERCENT',
          percent_off: 20,
          amount_off_minor: null,
          currency: null,
          expired: true,
          max_redemptions: null,
          redemptions: 0,
          active: true,
        },
        {
          code: 'FAMILY5',
          kind: 'FIXED',
          percent_off: null,
          amount_off_minor: 500,
          currency: 'USD',
          expired: null,
          max_redemptions: null,
          redemptions: 0,
          active: true,
        },
        {
          code: 'USEDUP',
          kind: 'PERCENT',
          percent_off: 15,
          amount_off_minor: null,
          currency: null,
          expired: null,
          max_redemptions: 1,
          redemptions: 1,
          active: true,
        },
        {
          code: 'WELCOME10',
          kind: 'PERCENT',
          percent_off: 10,
          amount_off_minor: null,
          currency: null,
          expired: null,
          max_redemptions: null,
          redemptions: 7,
          active: true,
        },
      ]);
    } finally {
      await client.end();
    }
  });
});
