import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261123000000CreateSubmission } from './20261123000000-create-submission';

export const migrations: MigrationObject[] = [
  { name: 'Migration20261123000000CreateSubmission', class: Migration20261123000000CreateSubmission },
];
