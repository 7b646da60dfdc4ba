import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { createLogger, runMigrations, startSubgraph, type RunningSubgraph } from '@portico/service-kit';
import {
  createTestActorSigner,
  createTestDatabase,
  memberActor,
  type TestDatabase,
  type TestSubgraph,
} from '@portico/service-kit/testing';
import { formsSubgraph } from '../src/forms-subgraph';
import { READ_SECTION, Tab, caller, createForm, ensureAnswersKey, rawQuery } from './support/forms-client';

describe('sensitive answers are encrypted at rest and never logged', () => {
  let db: TestDatabase;
  let running: RunningSubgraph;
  let forms: TestSubgraph;
  const logs: string[] = [];
  const workspaceId = randomUUID();
  const alice = memberActor(workspaceId);
  const bob = memberActor(workspaceId);
  const PASSPORT = 'QX7731904';
  const SSN = '987650123';
  const BAD_SSN = '98765X123';
  const NATIONAL_ID = 'ZK55501234';

  beforeAll(async () => {
    ensureAnswersKey();
    db = await createTestDatabase();
    const signer = createTestActorSigner();
    const logger = createLogger(
      { name: 'forms', level: 'trace' },
      new Writable({
        write(chunk, _enc, done) {
          logs.push(chunk.toString());
          done();
        },
      }),
    );
    await runMigrations({ ...formsSubgraph, url: db.url, schema: 'forms' }, logger);
    running = await startSubgraph(formsSubgraph, {
      port: 0,
      host: '127.0.0.1',
      databaseUrl: db.url,
      actorPublicKey: signer.publicKey,
      logger,
    });
    forms = { ...running, signer, databaseUrl: db.url, close: async () => undefined };
  });
  afterAll(async () => {
    await running?.stop();
    await db?.drop();
  });

  it('stores ciphertext only, reads back the value, and keeps it out of logs and errors', async () => {
    const { id } = await createForm(forms, alice, workspaceId);
    const tab = new Tab(forms, alice, id);
    const saved = await tab.saved([
      { section: 'passportPage', path: 'passportDocumentNumber', value: PASSPORT, baseVersion: 0 },
      { section: 'personalP2', path: 'usSocialSecurityNumber', value: SSN, baseVersion: 0 },
      { section: 'personalP2', path: 'nationalId', value: NATIONAL_ID, baseVersion: 0 },
      { section: 'passportPage', path: 'passportType', value: 'R', baseVersion: 0 },
    ]);
    expect(saved.applied).toHaveLength(4);

    const rows = await rawQuery<{ path: string; value: unknown; value_encrypted: Buffer | null }>(
      db.url,
      'select path, value, value_encrypted from forms.form_answer where form_id = $1 order by path',
      [id],
    );
    const byPath = Object.fromEntries(rows.map((r) => [r.path, r]));
    for (const path of ['passportDocumentNumber', 'usSocialSecurityNumber', 'nationalId']) {
      expect(byPath[path].value).toBeNull();
      expect(byPath[path].value_encrypted?.length).toBeGreaterThan(28);
    }
    expect(byPath.passportType.value).toBe('R');
    const dump = JSON.stringify(
      await rawQuery(
        db.url,
        `select to_jsonb(a)::text from forms.form_answer a union all select encode(result, 'hex') from forms.save_idempotency`,
      ),
    );
    for (const secret of [PASSPORT, SSN, NATIONAL_ID]) {
      expect(dump).not.toContain(secret);
      expect(dump).not.toContain(Buffer.from(secret).toString('hex'));
    }

    const read = await caller(forms)<{ form: { section: { answers: Record<string, unknown> } } }>(
      alice,
      READ_SECTION,
      {
        id,
        key: 'passportPage',
      },
    );
    expect(read.data?.form.section.answers).toEqual({ passportDocumentNumber: PASSPORT, passportType: 'R' });

    // A refused value and a conflict over a sensitive value: neither the message nor a log line holds it.
    const refused = await new Tab(forms, bob, id).save([
      { section: 'personalP2', path: 'usSocialSecurityNumber', value: BAD_SSN, baseVersion: saved.version },
      { section: 'passportPage', path: 'passportDocumentNumber', value: 'OTHER1234', baseVersion: 0 },
    ]);
    expect(refused.data?.saveAnswers.invalid).toEqual([
      {
        section: 'personalP2',
        path: 'usSocialSecurityNumber',
        messageId: 'ds160.error.format.ssn',
        message: 'U.S. Social Security Number must be exactly 9 digits.',
      },
    ]);
    // The conflict tells the editor of the form the current value (it may read it anyway).
    expect(refused.data?.saveAnswers.conflicts[0]).toMatchObject({
      path: 'passportDocumentNumber',
      value: PASSPORT,
    });
    expect(JSON.stringify(refused.data?.saveAnswers.invalid)).not.toContain(BAD_SSN);

    // An error path: a path that does not exist, sent with a sensitive value.
    const bad = await tab.save([
      { section: 'personalP2', path: 'usSocialSecurityNumberX', value: SSN, baseVersion: 0 },
    ]);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(bad)).not.toContain(SSN);

    expect(logs.length).toBeGreaterThan(0);
    const logged = logs.join('');
    for (const secret of [PASSPORT, SSN, BAD_SSN, NATIONAL_ID]) expect(logged).not.toContain(secret);
  });

  it('binds ciphertext to its place: a value copied to another row does not decrypt', async () => {
    const { id } = await createForm(forms, alice, workspaceId);
    await new Tab(forms, alice, id).saved([
      { section: 'personalP2', path: 'usSocialSecurityNumber', value: SSN, baseVersion: 0 },
    ]);
    await rawQuery(
      db.url,
      `insert into forms.form_answer (form_id, section, path, value, value_encrypted, version, updated_at)
       select form_id, section, 'usTaxPayerId', null, value_encrypted, version, now() from forms.form_answer
        where form_id = $1 and path = 'usSocialSecurityNumber'`,
      [id],
    );
    // Every real change of answers bumps the version (the service caches answers by version).
    await rawQuery(db.url, 'update forms.form set version = version + 1 where id = $1', [id]);
    const res = await caller(forms)(alice, READ_SECTION, { id, key: 'personalP2' });
    expect(res.errors?.[0].extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(JSON.stringify(res)).not.toContain(SSN);
    const logged = logs.join('');
    expect(logged).toContain('unexpected error');
    expect(logged).not.toContain(SSN);
  });
});
