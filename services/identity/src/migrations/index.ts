import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261123000000CreateIdentitySchema } from './20261123000000-create-identity-schema';
import { Migration20261123010000CreateAccounts } from './20261123010000-create-accounts';
import { Migration20261123020000SessionLimitsAndCodeHash } from './20261123020000-session-limits-and-code-hash';
import { Migration20261123030000TotpLastStep } from './20261123030000-totp-last-step';
import { Migration20261123040000AuditRequestId } from './20261123040000-audit-request-id';
import { Migration20261123050000DuplicateSignupAndEmailChange } from './20261123050000-duplicate-signup-and-email-change';
import { Migration20261123060000ClientLinks } from './20261123060000-client-links';
import { Migration20261123070000WorkspacePreparer } from './20261123070000-workspace-preparer';
import { Migration20261124003600ClientSessionLastSeen } from './20261124003600-client-session-last-seen';
import { Migration20261126035000Invitations } from './20261126035000-invitations';
import { Migration20261127120000SignInThrottling } from './20261127120000-sign-in-throttling';

export const migrations: MigrationObject[] = [
  { name: 'Migration20261123000000CreateIdentitySchema', class: Migration20261123000000CreateIdentitySchema },
  { name: 'Migration20261123010000CreateAccounts', class: Migration20261123010000CreateAccounts },
  {
    name: 'Migration20261123020000SessionLimitsAndCodeHash',
    class: Migration20261123020000SessionLimitsAndCodeHash,
  },
  { name: 'Migration20261123030000TotpLastStep', class: Migration20261123030000TotpLastStep },
  { name: 'Migration20261123040000AuditRequestId', class: Migration20261123040000AuditRequestId },
  {
    name: 'Migration20261123050000DuplicateSignupAndEmailChange',
    class: Migration20261123050000DuplicateSignupAndEmailChange,
  },
  { name: 'Migration20261123060000ClientLinks', class: Migration20261123060000ClientLinks },
  { name: 'Migration20261123070000WorkspacePreparer', class: Migration20261123070000WorkspacePreparer },
  {
    name: 'Migration20261124003600ClientSessionLastSeen',
    class: Migration20261124003600ClientSessionLastSeen,
  },
  { name: 'Migration20261126035000Invitations', class: Migration20261126035000Invitations },
  { name: 'Migration20261127120000SignInThrottling', class: Migration20261127120000SignInThrottling },
];
