import { createTestDatabase, pendingSchemaDiff, type TestDatabase } from '@portico/service-kit/testing';
import { runMigrations } from '@portico/service-kit';
import { identitySubgraph } from '../src/identity-subgraph';

describe('identity migrations', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.drop());

  it('create the schema, match the entities, and run once when two replicas migrate together', async () => {
    const options = { ...identitySubgraph, url: db.url, schema: identitySubgraph.name };
    const [first, second] = await Promise.all([runMigrations(options), runMigrations(options)]);
    expect([...first, ...second]).toEqual([
      'Migration20261123000000CreateIdentitySchema',
      'Migration20261123010000CreateAccounts',
      'Migration20261123020000SessionLimitsAndCodeHash',
      'Migration20261123030000TotpLastStep',
      'Migration20261123040000AuditRequestId',
      'Migration20261123050000DuplicateSignupAndEmailChange',
      'Migration20261123060000ClientLinks',
      'Migration20261123070000WorkspacePreparer',
      'Migration20261124003600ClientSessionLastSeen',
      'Migration20261126035000Invitations',
      'Migration20261127120000SignInThrottling',
    ]);
    expect(await pendingSchemaDiff(identitySubgraph, db.url)).toBe('');
  });
});
