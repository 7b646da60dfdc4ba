import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261123000000CreateIdentitySchema } from './20261123000000-create-identity-schema';

export const migrations: MigrationObject[] = [
  { name: 'Migration20261123000000CreateIdentitySchema', class: Migration20261123000000CreateIdentitySchema },
];
