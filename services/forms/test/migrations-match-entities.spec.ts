import { createTestDatabase, pendingSchemaDiff, type TestDatabase } from '@portico/service-kit/testing';
import { runMigrations } from '@portico/service-kit';
import { formsSubgraph } from '../src/forms-subgraph';

describe('forms migrations', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.drop());

  it('create the schema, match the entities, and run once when two replicas migrate together', async () => {
    const options = { ...formsSubgraph, url: db.url, schema: formsSubgraph.name };
    const [first, second] = await Promise.all([runMigrations(options), runMigrations(options)]);
    expect([...first, ...second]).toEqual([
      'Migration20261123000000CreateForm',
      'Migration20261123100000AnswersAndTransitions',
      'Migration20261123200000OriginalsAndReview',
      'Migration20261124300000FormPhoto',
      'Migration20261127000000RoomForHotUpdates',
    ]);
    expect(await pendingSchemaDiff(formsSubgraph, db.url)).toBe('');
  });
});
