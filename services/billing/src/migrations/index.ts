import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261123000000CreateBillingSchema } from './20261123000000-create-billing-schema';

export const migrations: MigrationObject[] = [
  { name: 'Migration20261123000000CreateBillingSchema', class: Migration20261123000000CreateBillingSchema },
];
