/**
 * Demo coupons for `npm start` and e2e (development and test only; idempotent: running it again
 * changes nothing). `tools/portico.mjs` runs it after migrating.
 */
import 'reflect-metadata';
import { createLogger, openOrm } from '@portico/service-kit';
import { billingSubgraph } from './billing-subgraph';
import { billingSettings } from './lib/config';
import { CouponKind } from './modules/pricing/pricing';

/** The contract's demo coupons (issue 8). */
export function demoCoupons(currency: string) {
  return [
    { code: 'WELCOME10', kind: CouponKind.PERCENT, percentOff: 10 },
    { code: 'FAMILY5', kind: CouponKind.FIXED, amountOffMinor: 500, currency },
    {
      code: 'EXPIRED20',
      kind: CouponKind.PERCENT,
      percentOff: 20,
      expiresAt: new Date('2026-01-01T00:00:00Z'),
    },
    { code: 'USEDUP', kind: CouponKind.PERCENT, percentOff: 15, maxRedemptions: 1, redemptions: 1 },
  ];
}

/** Seeds only under NODE_ENV development or test; answers whether it did. */
export async function seed(databaseUrl: string, env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  const nodeEnv = env.NODE_ENV ?? 'development';
  if (nodeEnv !== 'development' && nodeEnv !== 'test') return false;
  const orm = await openOrm({ ...billingSubgraph, url: databaseUrl, schema: billingSubgraph.name });
  try {
    const em = orm.em.fork();
    for (const c of demoCoupons(billingSettings(env).currency)) {
      await em.execute(
        `insert into billing.coupon (code, kind, percent_off, amount_off_minor, currency, expires_at, max_redemptions, redemptions, active, created_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, true, now()) on conflict (code) do nothing`,
        [
          c.code,
          c.kind,
          c.percentOff ?? null,
          c.amountOffMinor ?? null,
          c.currency ?? null,
          c.expiresAt ?? null,
          c.maxRedemptions ?? null,
          c.redemptions ?? 0,
        ],
      );
    }
    return true;
  } finally {
    await orm.close();
  }
}

if (require.main === module) {
  const logger = createLogger({ name: 'billing-seed', level: process.env.LOG_LEVEL ?? 'info' });
  const url = process.env.DATABASE_URL;
  if (!url) {
    logger.fatal('Missing environment variable DATABASE_URL');
    process.exit(1);
  }
  seed(url).then(
    (seeded) => {
      if (seeded)
        process.stdout.write(
          'billing demo coupons: WELCOME10, FAMILY5, EXPIRED20 (expired), USEDUP (used up)\n',
        );
    },
    (error: unknown) => {
      logger.fatal({ err: (error as Error).message }, 'billing seed failed');
      process.exit(1);
    },
  );
}
