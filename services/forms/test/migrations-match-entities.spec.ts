import { Client } from 'pg';
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
      'Migration20261128000000DropAnswersPastRepeaterCaps',
    ]);
    expect(await pendingSchemaDiff(formsSubgraph, db.url)).toBe('');
    // Room on each page for the in-place (HOT) updates every save makes (docs/adr/0031).
    const client = new Client({ connectionString: db.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ relname: string; reloptions: string[] }>(
        `select relname, reloptions from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'forms' and relname in ('form', 'form_answer', 'form_client_seq') order by relname`,
      );
      expect(rows).toEqual([
        { relname: 'form', reloptions: ['fillfactor=70'] },
        { relname: 'form_answer', reloptions: ['fillfactor=85'] },
        { relname: 'form_client_seq', reloptions: ['fillfactor=70'] },
      ]);
    } finally {
      await client.end();
    }
  });
});
