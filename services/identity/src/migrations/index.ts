import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261123000000CreateIdentitySchema } from './20261123000000-create-identity-schema';
import { Migration20261123010000CreateAccounts } from './20261123010000-create-accounts';

export const migrations: MigrationObject[] = [
  { name: 'Migration20261123000000CreateIdentitySchema', class: Migration20261123000000CreateIdentitySchema },
  { name: 'Migration20261123010000CreateAccounts', class: Migration20261123010000CreateAccounts },
];
