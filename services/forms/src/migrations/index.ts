import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261123000000CreateForm } from './20261123000000-create-form';

export const migrations: MigrationObject[] = [
  { name: 'Migration20261123000000CreateForm', class: Migration20261123000000CreateForm },
];
