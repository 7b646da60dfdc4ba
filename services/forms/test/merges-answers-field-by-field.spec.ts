import { randomUUID } from 'node:crypto';
import { memberActor, type TestSubgraph } from '@portico/service-kit/testing';
import { AnswersService } from '../src/modules/answers/answers.service';
import { READ_SECTION, Tab, caller, createForm, rawQuery, startForms } from './support/forms-client';

describe('saveAnswers merges field by field', () => {
  let forms: TestSubgraph;
  const workspaceId = randomUUID();
  const alice = memberActor(workspaceId);
  const bob = memberActor(workspaceId);
  const userOf = (a: typeof alice) => (a.kind === 'user' ? a.userId : '');

  beforeAll(async () => {
    forms = await startForms();
  });
  afterAll(() => forms?.close());

  const section = async (formId: string, key: string) => {
    const body = await caller(forms)<{
      form: {
        version: number;
        status: string;
        section: { answers: Record<string, unknown>; versions: Record<string, number>; answered: number };
      };
    }>(alice, READ_SECTION, { id: formId, key });
    return body.data!.form;
  };

  it('keeps both edits when two tabs change different fields from the same version', async () => {
    const { id } = await createForm(forms, alice, workspaceId);
    const tabA = new Tab(forms, alice, id);
    const tabB = new Tab(forms, bob, id);
    const [a, b] = await Promise.all([
      tabA.saved([{ section: 'personalP1', path: 'surname', value: 'GARCIA', baseVersion: 0 }]),
      tabB.saved([{ section: 'personalP1', path: 'givenName', value: 'ANA', baseVersion: 0 }]),
    ]);
    expect(a.conflicts).toEqual([]);
    expect(b.conflicts).toEqual([]);
    expect(new Set([a.version, b.version])).toEqual(new Set([2, 3]));
    const read = await section(id, 'personalP1');
    expect(read.section.answers).toEqual({ surname: 'GARCIA', givenName: 'ANA' });
    expect(read.version).toBe(3);
    expect(read.section.versions).toEqual({
      surname: a.applied[0].version,
      givenName: b.applied[0].version,
    });
  });

  it('applies saves of many tabs racing on one form exactly once each, in some order', async () => {
    const { id } = await createForm(forms, alice, workspaceId);
    const fields = ['surname', 'givenName', 'birthCity', 'nativeFullName', 'gender', 'maritalStatus'];
    const values = ['GARCIA', 'ANA', 'MADRID', 'X', 'F', 'S'];
    const results = await Promise.all(
      fields.map((path, i) =>
        new Tab(forms, i % 2 ? bob : alice, id).saved([
          { section: 'personalP1', path, value: values[i], baseVersion: 0 },
        ]),
      ),
    );
    expect(results.flatMap((r) => r.conflicts)).toEqual([]);
    expect(results.map((r) => r.version).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7]);
    const read = await section(id, 'personalP1');
    expect(read.version).toBe(7);
    expect(read.section.answers).toEqual(Object.fromEntries(fields.map((f, i) => [f, values[i]])));
  });

  it('reports a same-field edit to the later writer with the current value, and keeps the first', async () => {
    const { id } = await createForm(forms, alice, workspaceId);
    const tabA = new Tab(forms, alice, id);
    const tabB = new Tab(forms, bob, id);
    const first = await tabA.saved([
      { section: 'personalP1', path: 'surname', value: 'GARCIA', baseVersion: 0 },
    ]);
    const later = await tabB.saved([
      { section: 'personalP1', path: 'surname', value: 'LOPEZ', baseVersion: 0 },
      { section: 'personalP1', path: 'givenName', value: 'ANA', baseVersion: 0 },
    ]);
    expect(later.conflicts).toEqual([
      {
        section: 'personalP1',
        path: 'surname',
        value: 'GARCIA',
        version: first.version,
        updatedBy: userOf(alice),
        updatedAt: expect.any(String),
      },
    ]);
    expect(later.applied).toEqual([{ section: 'personalP1', path: 'givenName', version: first.version + 1 }]);
    expect((await section(id, 'personalP1')).section.answers).toEqual({
      surname: 'GARCIA',
      givenName: 'ANA',
    });
    // Having seen the conflict, the later writer may overwrite from the version it was told.
    const retry = await tabB.saved([
      { section: 'personalP1', path: 'surname', value: 'LOPEZ', baseVersion: first.version },
    ]);
    expect(retry.conflicts).toEqual([]);
    expect((await section(id, 'personalP1')).section.answers).toMatchObject({ surname: 'LOPEZ' });
  });

  it('does not call an equal value a conflict', async () => {
    const { id } = await createForm(forms, alice, workspaceId);
    const first = await new Tab(forms, alice, id).saved([
      { section: 'personalP1', path: 'surname', value: 'GARCIA', baseVersion: 0 },
    ]);
    const same = await new Tab(forms, bob, id).saved([
      { section: 'personalP1', path: 'surname', value: 'GARCIA', baseVersion: 0 },
    ]);
    expect(same.conflicts).toEqual([]);
    expect(same.applied).toEqual([{ section: 'personalP1', path: 'surname', version: first.version }]);
    expect(same.version).toBe(first.version); // nothing written
  });

  it('gives a retried idempotency key one effect and refuses the key with another payload', async () => {
    const { id } = await createForm(forms, alice, workspaceId);
    const tab = new Tab(forms, alice, id);
    const key = randomUUID();
    const change = [{ section: 'personalP1', path: 'surname', value: 'GARCIA', baseVersion: 0 }];
    const first = await tab.saved(change, { idempotencyKey: key, seq: 1 });
    const retry = await tab.saved(change, { idempotencyKey: key, seq: 1 });
    expect(retry).toEqual(first);
    expect(retry.stale).toBe(false);
    const transitions = await rawQuery(
      forms.databaseUrl,
      'select * from forms.form_transition where form_id = $1',
      [id],
    );
    expect(transitions).toHaveLength(2); // created, first answer
    expect((await section(id, 'personalP1')).version).toBe(first.version);

    const reused = await tab.save(
      [{ section: 'personalP1', path: 'surname', value: 'LOPEZ', baseVersion: first.version }],
      { idempotencyKey: key, seq: 2 },
    );
    expect(reused.data).toBeNull();
    expect(reused.errors?.[0].extensions?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await section(id, 'personalP1')).section.answers).toEqual({ surname: 'GARCIA' });
  });

  it('scopes idempotency keys per user: the same key from another member is a new request', async () => {
    const { id } = await createForm(forms, alice, workspaceId);
    const key = randomUUID();
    await new Tab(forms, alice, id).saved(
      [{ section: 'personalP1', path: 'surname', value: 'GARCIA', baseVersion: 0 }],
      { idempotencyKey: key },
    );
    const other = await new Tab(forms, bob, id).saved(
      [{ section: 'personalP1', path: 'givenName', value: 'ANA', baseVersion: 0 }],
      { idempotencyKey: key },
    );
    expect(other.applied).toHaveLength(1);
    expect((await section(id, 'personalP1')).section.answers).toEqual({
      surname: 'GARCIA',
      givenName: 'ANA',
    });
  });

  it('applies nothing for a seq not above the last applied one of the tab', async () => {
    const { id } = await createForm(forms, alice, workspaceId);
    const tab = new Tab(forms, alice, id);
    const newer = await tab.saved(
      [{ section: 'personalP1', path: 'surname', value: 'NEWER', baseVersion: 0 }],
      {
        seq: 5,
      },
    );
    const stale = await tab.saved(
      [{ section: 'personalP1', path: 'surname', value: 'OLDER', baseVersion: newer.version }],
      { seq: 4 },
    );
    expect(stale).toMatchObject({
      stale: true,
      applied: [],
      conflicts: [],
      invalid: [],
      seq: 5,
      version: newer.version,
    });
    const again = await tab.saved(
      [{ section: 'personalP1', path: 'givenName', value: 'ANA', baseVersion: 0 }],
      {
        seq: 5,
      },
    );
    expect(again.stale).toBe(true);
    expect((await section(id, 'personalP1')).section.answers).toEqual({ surname: 'NEWER' });
    // Another tab has its own sequence.
    const otherTab = await new Tab(forms, alice, id).saved(
      [{ section: 'personalP1', path: 'givenName', value: 'ANA', baseVersion: 0 }],
      { seq: 1 },
    );
    expect(otherTab.stale).toBe(false);
  });

  it('refuses a bad value with the rule message and stores nothing for it, keeping the good ones', async () => {
    const { id } = await createForm(forms, alice, workspaceId);
    const res = await new Tab(forms, alice, id).saved([
      { section: 'personalP1', path: 'surname', value: 'GARCÍA', baseVersion: 0 },
      { section: 'personalP1', path: 'givenName', value: 'ANA', baseVersion: 0 },
      { section: 'personalP1', path: 'maritalStatus', value: 'XX', baseVersion: 0 },
      { section: 'personalP1', path: 'birthDate', value: { day: 31, month: 2, year: 1990 }, baseVersion: 0 },
    ]);
    expect(res.invalid).toEqual([
      {
        section: 'personalP1',
        path: 'surname',
        messageId: 'ds160.error.englishOnly',
        message: 'Answers must be in English, using only English (A-Z) characters.',
      },
      {
        section: 'personalP1',
        path: 'maritalStatus',
        messageId: 'ds160.error.invalidOption',
        message: 'Select a value from the list.',
      },
      {
        section: 'personalP1',
        path: 'birthDate',
        messageId: 'ds160.error.dateInvalid',
        message: 'This date does not exist.',
      },
    ]);
    expect(res.applied).toEqual([{ section: 'personalP1', path: 'givenName', version: 2 }]);
    expect((await section(id, 'personalP1')).section.answers).toEqual({ givenName: 'ANA' });
    const rows = await rawQuery(forms.databaseUrl, 'select path from forms.form_answer where form_id = $1', [
      id,
    ]);
    expect(rows.map((r) => r.path)).toEqual(['givenName']);
  });

  // Option lists are shown in the reader's language (issue 21), but an answer is CEAC's code: a label
  // in any language, English included, is refused; the code is stored as sent.
  it('refuses an option’s label in any language and stores its CEAC code', async () => {
    const { id } = await createForm(forms, alice, workspaceId);
    const tab = new Tab(forms, alice, id);
    const refused = await tab.saved([
      { section: 'personalP1', path: 'birthCountry', value: 'Россия', baseVersion: 0 },
      { section: 'personalP2', path: 'nationality', value: 'RUSSIA', baseVersion: 0 },
      { section: 'visaPurposePage', path: 'stayAddress.state', value: 'Нью-Йорк', baseVersion: 0 },
    ]);
    expect(refused.applied).toEqual([]);
    expect(refused.invalid.map((problem) => [problem.path, problem.messageId])).toEqual([
      ['birthCountry', 'ds160.error.invalidOption'],
      ['nationality', 'ds160.error.invalidOption'],
      ['stayAddress.state', 'ds160.error.invalidOption'],
    ]);

    const accepted = await new Tab(forms, alice, id).saved([
      { section: 'personalP1', path: 'birthCountry', value: 'RUS', baseVersion: 0 },
    ]);
    expect(accepted.invalid).toEqual([]);
    expect((await section(id, 'personalP1')).section.answers).toEqual({ birthCountry: 'RUS' });
  });

  it('keeps an unfinished date (year first) and reports the section in progress', async () => {
    const { id } = await createForm(forms, alice, workspaceId);
    const res = await new Tab(forms, alice, id).saved([
      { section: 'personalP1', path: 'birthDate', value: { year: 1990 }, baseVersion: 0 },
    ]);
    expect(res.invalid).toEqual([]);
    expect((await section(id, 'personalP1')).section.answers).toEqual({ birthDate: { year: 1990 } });
  });

  it('refuses unknown sections and paths as BAD_USER_INPUT and changes nothing', async () => {
    const { id } = await createForm(forms, alice, workspaceId);
    const tab = new Tab(forms, alice, id);
    for (const change of [
      { section: 'nope', path: 'surname', value: 'X', baseVersion: 0 },
      { section: 'personalP1', path: 'noSuchField', value: 'X', baseVersion: 0 },
      { section: 'personalP1', path: 'otherNames', value: 'not a list', baseVersion: 0 },
    ]) {
      const res = await tab.save([
        { section: 'personalP1', path: 'surname', value: 'GARCIA', baseVersion: 0 },
        change,
      ]);
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await section(id, 'personalP1')).section.answers).toEqual({});
  });

  it('replaces a repeater list: rows of removed items go, kept items keep their versions', async () => {
    const { id } = await createForm(forms, alice, workspaceId);
    const tab = new Tab(forms, alice, id);
    await tab.saved([{ section: 'personalP1', path: 'usedOtherNames', value: 'Y', baseVersion: 0 }]);
    const two = await tab.saved([
      {
        section: 'personalP1',
        path: 'otherNames',
        value: [
          { surname: 'SMITH', givenName: 'ANA' },
          { surname: 'JONES', givenName: 'ANNA' },
        ],
        baseVersion: 0,
      },
    ]);
    const one = await tab.saved([
      {
        section: 'personalP1',
        path: 'otherNames',
        value: [{ surname: 'SMITH', givenName: 'ANA' }, {}],
        baseVersion: two.version,
      },
    ]);
    const read = await section(id, 'personalP1');
    expect(read.section.answers).toEqual({
      usedOtherNames: 'Y',
      otherNames: [{ surname: 'SMITH', givenName: 'ANA' }, {}],
    });
    expect(read.section.versions).toMatchObject({
      otherNames: one.version,
      'otherNames.0.surname': two.version,
      'otherNames.0.givenName': two.version,
    });
    const rows = await rawQuery<{ path: string }>(
      forms.databaseUrl,
      `select path from forms.form_answer where form_id = $1 and path like 'otherNames.1%'`,
      [id],
    );
    expect(rows).toEqual([]);
    // An item field edited from an older version of a list that was since replaced is a conflict.
    const stale = await new Tab(forms, bob, id).saved([
      { section: 'personalP1', path: 'otherNames.1.surname', value: 'BROWN', baseVersion: two.version },
      { section: 'personalP1', path: 'otherNames.0.surname', value: 'SMYTHE', baseVersion: two.version },
    ]);
    expect(stale.conflicts.map((c) => c.path)).toEqual(['otherNames.1.surname']);
    expect(stale.applied.map((c) => c.path)).toEqual(['otherNames.0.surname']);
  });

  it('refuses to save into an archived form', async () => {
    const { id } = await createForm(forms, alice, workspaceId);
    await caller(forms)(alice, `mutation($i: FormIdInput!) { archiveForm(input: $i) { status } }`, {
      i: { id },
    });
    const res = await new Tab(forms, alice, id).save([
      { section: 'personalP1', path: 'surname', value: 'GARCIA', baseVersion: 0 },
    ]);
    expect(res.errors?.[0]).toMatchObject({
      message: 'This form is archived. Unarchive it to edit.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await section(id, 'personalP1')).section.answers).toEqual({});
  });

  // A save first assumes the form is as this process last saw it and writes without reading; these
  // cover what another replica may have done meanwhile (docs/adr/0009).
  it('reads the form again when another replica moved it on since this process last saw it', async () => {
    const { id } = await createForm(forms, alice, workspaceId);
    const tab = new Tab(forms, alice, id);
    const first = await tab.saved([
      { section: 'personalP1', path: 'surname', value: 'GARCIA', baseVersion: 0 },
    ]);
    await rawQuery(forms.databaseUrl, 'update forms.form set version = version + 1 where id = $1', [id]);
    const next = await tab.saved([
      { section: 'personalP1', path: 'givenName', value: 'ANA', baseVersion: 0 },
    ]);
    expect(next.applied).toEqual([{ section: 'personalP1', path: 'givenName', version: first.version + 2 }]);
    const read = await section(id, 'personalP1');
    expect(read.version).toBe(first.version + 2);
    expect(read.section.answers).toEqual({ surname: 'GARCIA', givenName: 'ANA' });
  });

  it('refuses a save into a form archived elsewhere even when its version did not move', async () => {
    const { id } = await createForm(forms, alice, workspaceId);
    const tab = new Tab(forms, alice, id);
    await tab.saved([{ section: 'personalP1', path: 'surname', value: 'GARCIA', baseVersion: 0 }]);
    await rawQuery(forms.databaseUrl, `update forms.form set status = 'ARCHIVED' where id = $1`, [id]);
    const res = await tab.save([{ section: 'personalP1', path: 'givenName', value: 'ANA', baseVersion: 0 }]);
    expect(res.errors?.[0]).toMatchObject({ message: 'This form is archived. Unarchive it to edit.' });
    const [row] = await rawQuery<{ n: string }>(
      forms.databaseUrl,
      `select count(*) as n from forms.form_answer where form_id = $1 and path = 'givenName'`,
      [id],
    );
    expect(Number(row.n)).toBe(0);
  });
});

describe('idempotency keys last 24 hours', () => {
  let forms: TestSubgraph;
  const workspaceId = randomUUID();
  const alice = memberActor(workspaceId);

  beforeAll(async () => {
    forms = await startForms();
  });
  afterAll(() => forms?.close());

  it('treats a key older than 24 hours as new, and the purge removes only expired keys', async () => {
    const { id } = await createForm(forms, alice, workspaceId);
    const tab = new Tab(forms, alice, id);
    const key = randomUUID();
    const first = await tab.saved(
      [{ section: 'personalP1', path: 'surname', value: 'OLD', baseVersion: 0 }],
      {
        idempotencyKey: key,
      },
    );
    const fresh = randomUUID();
    await tab.saved([{ section: 'personalP1', path: 'givenName', value: 'ANA', baseVersion: 0 }], {
      idempotencyKey: fresh,
    });
    await rawQuery(
      forms.databaseUrl,
      `update forms.save_idempotency set created_at = now() - interval '25 hours' where key = $1`,
      [key],
    );
    const again = await tab.saved(
      [{ section: 'personalP1', path: 'surname', value: 'NEW', baseVersion: first.version }],
      { idempotencyKey: key },
    );
    expect(again.applied).toEqual([{ section: 'personalP1', path: 'surname', version: expect.any(Number) }]);
    // The new request's result replaced the expired one: its retry has one effect.
    const retry = await tab.saved(
      [{ section: 'personalP1', path: 'surname', value: 'NEW', baseVersion: first.version }],
      { idempotencyKey: key, seq: tab.seq },
    );
    expect(retry).toEqual(again);
    await rawQuery(
      forms.databaseUrl,
      `update forms.save_idempotency set created_at = now() - interval '25 hours' where key = $1`,
      [key],
    );
    const purged = await new AnswersService().purgeIdempotencyKeys(forms.orm.em.fork());
    expect(purged).toBe(1);
    const left = await rawQuery<{ key: string }>(forms.databaseUrl, 'select key from forms.save_idempotency');
    expect(left.map((r) => r.key)).toEqual([fresh]);
  });
});
