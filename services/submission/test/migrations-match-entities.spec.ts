import { createTestDatabase, pendingSchemaDiff, type TestDatabase } from '@portico/service-kit/testing';
import { runMigrations } from '@portico/service-kit';
import { submissionSubgraph } from '../src/submission-subgraph';

describe('submission migrations', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.drop());

  it('create the schema and match the entities', async () => {
    const applied = await runMigrations({
      ...submissionSubgraph,
      url: db.url,
      schema: submissionSubgraph.name,
    });
    expect(applied).toEqual(['Migration20261123000000CreateSubmission']);
    expect(await pendingSchemaDiff(submissionSubgraph, db.url)).toBe('');
  });
});
