import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261123000000CreateForm } from './20261123000000-create-form';
import { Migration20261123100000AnswersAndTransitions } from './20261123100000-answers-and-transitions';

export const migrations: MigrationObject[] = [
  { name: 'Migration20261123000000CreateForm', class: Migration20261123000000CreateForm },
  {
    name: 'Migration20261123100000AnswersAndTransitions',
    class: Migration20261123100000AnswersAndTransitions,
  },
];
