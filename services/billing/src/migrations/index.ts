import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261123000000CreateBillingSchema } from './20261123000000-create-billing-schema';
import { Migration20261123100000OrdersCouponsCredits } from './20261123100000-orders-coupons-credits';
import { Migration20261127000000CreditReturnToken } from './20261127000000-credit-return-token';
import { Migration20261128000000OrderRefundedAmounts } from './20261128000000-order-refunded-amounts';

export const migrations: MigrationObject[] = [
  { name: 'Migration20261123000000CreateBillingSchema', class: Migration20261123000000CreateBillingSchema },
  { name: 'Migration20261123100000OrdersCouponsCredits', class: Migration20261123100000OrdersCouponsCredits },
  { name: 'Migration20261127000000CreditReturnToken', class: Migration20261127000000CreditReturnToken },
  { name: 'Migration20261128000000OrderRefundedAmounts', class: Migration20261128000000OrderRefundedAmounts },
];
