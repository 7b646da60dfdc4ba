import { randomUUID } from 'node:crypto';
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

  it('drop answers stored past their repeater caps before saves were bounded, and move their forms on', async () => {
    const older = await createTestDatabase();
    const client = new Client({ connectionString: older.url });
    try {
      const base = { ...formsSubgraph, url: older.url, schema: formsSubgraph.name };
      const before = formsSubgraph.migrations.findIndex(
        (m) => m.name === 'Migration20261128000000DropAnswersPastRepeaterCaps',
      );
      await runMigrations({ ...base, migrations: formsSubgraph.migrations.slice(0, before) });
      await client.connect();
      const form = randomUUID();
      await client.query(
        `insert into forms.form (id, workspace_id, name, status, version, created_at, updated_at, translation_state,
           progress_completed, progress_applicable, progress_percent)
         values ($1, $2, 'Old', 'IN_PROGRESS', 7, now(), now(), 'NONE', 0, 12, 0)`,
        [form, randomUUID()],
      );
      const paths = [
        'otherNames',
        'otherNames.0.surname',
        'otherNames.9.surname',
        'otherNames.10.surname',
        'otherNames.100000.surname',
        'otherNames.99999999999999999999.givenName',
        'surname',
      ];
      for (const path of paths)
        await client.query(
          `insert into forms.form_answer (form_id, section, path, value, version, updated_at)
           values ($1, 'personalP1', $2, '"X"', 7, now())`,
          [form, path],
        );
      await client.query(
        `insert into forms.form_answer (form_id, section, path, value, version, updated_at)
         values ($1, 'additionalOccupationPage', 'countriesVisited.49.country', '"FRAN"', 7, now()),
                ($1, 'additionalOccupationPage', 'countriesVisited.50.country', '"FRAN"', 7, now())`,
        [form],
      );
      expect(await runMigrations(base)).toEqual(['Migration20261128000000DropAnswersPastRepeaterCaps']);
      const { rows } = await client.query<{ path: string }>(
        'select path from forms.form_answer where form_id = $1 order by section, path',
        [form],
      );
      expect(rows.map((r) => r.path)).toEqual([
        'countriesVisited.49.country',
        'otherNames',
        'otherNames.0.surname',
        'otherNames.9.surname',
        'surname',
      ]);
      const { rows: forms } = await client.query<{ version: number }>(
        'select version from forms.form where id = $1',
        [form],
      );
      expect(forms[0].version).toBe(8);
    } finally {
      await client.end().catch(() => undefined);
      await older.drop();
    }
  });
});
