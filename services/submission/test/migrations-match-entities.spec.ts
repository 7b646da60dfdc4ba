import { createTestDatabase, pendingSchemaDiff, type TestDatabase } from '@portico/service-kit/testing';
import { runMigrations } from '@portico/service-kit';
import { submissionSubgraph } from '../src/submission-subgraph';

describe('submission migrations', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.drop());

  it('create the schema, match the entities, and run once when two replicas migrate together', async () => {
    const options = { ...submissionSubgraph, url: db.url, schema: submissionSubgraph.name };
    const [first, second] = await Promise.all([runMigrations(options), runMigrations(options)]);
    expect([...first, ...second]).toEqual([
      'Migration20261123000000CreateSubmission',
      'Migration20261124000000Filing',
      'Migration20261124010000Preparer',
      'Migration20261124020000Photo',
      'Migration20261124030000MessageCodes',
      'Migration20261127000000CreditReturn',
      'Migration20261127100000FilingOutcomes',
      'Migration20261128000000LiveViewAndSignatureEvidence',
    ]);
    expect(await pendingSchemaDiff(submissionSubgraph, db.url)).toBe('');
  });
});
