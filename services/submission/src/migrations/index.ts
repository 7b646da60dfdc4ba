import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261123000000CreateSubmission } from './20261123000000-create-submission';
import { Migration20261124000000Filing } from './20261124000000-filing';
import { Migration20261124010000Preparer } from './20261124010000-preparer';
import { Migration20261124020000Photo } from './20261124020000-photo';
import { Migration20261124030000MessageCodes } from './20261124030000-message-codes';
import { Migration20261127000000CreditReturn } from './20261127000000-credit-return';
import { Migration20261127100000FilingOutcomes } from './20261127100000-filing-outcomes';
import { Migration20261128000000LiveViewAndSignatureEvidence } from './20261128000000-live-view-and-signature-evidence';

export const migrations: MigrationObject[] = [
  { name: 'Migration20261123000000CreateSubmission', class: Migration20261123000000CreateSubmission },
  { name: 'Migration20261124000000Filing', class: Migration20261124000000Filing },
  { name: 'Migration20261124010000Preparer', class: Migration20261124010000Preparer },
  { name: 'Migration20261124020000Photo', class: Migration20261124020000Photo },
  { name: 'Migration20261124030000MessageCodes', class: Migration20261124030000MessageCodes },
  { name: 'Migration20261127000000CreditReturn', class: Migration20261127000000CreditReturn },
  { name: 'Migration20261127100000FilingOutcomes', class: Migration20261127100000FilingOutcomes },
  {
    name: 'Migration20261128000000LiveViewAndSignatureEvidence',
    class: Migration20261128000000LiveViewAndSignatureEvidence,
  },
];
