// Bounds on everything input sets a size in forms (docs/adr/0033): a save past one is refused whole
// with BAD_USER_INPUT naming the change and a questionnaire message id, quickly, and stores nothing
// (no answer, no version, no tab seq, no idempotency record); the service keeps serving.
import { randomUUID } from 'node:crypto';
import { businessMemberActor, memberActor, type TestSubgraph } from '@portico/service-kit/testing';
import { SAVE_BOUNDS, type Actor } from '@portico/shared-types';
import {
  CREATE,
  FORM_FIELDS,
  READ_SECTION,
  SAVE,
  Tab,
  caller,
  createForm,
  rawQuery,
  startForms,
  type Change,
} from './support/forms-client';

interface Refusal {
  message: string;
  extensions: { code: string; field?: string; messageId?: string; section?: string; path?: string };
}

jest.setTimeout(60_000);

describe('saves are bounded by the definition and refused whole past a bound', () => {
  let forms: TestSubgraph;
  const workspaceId = randomUUID();
  const alice = businessMemberActor(workspaceId);

  beforeAll(async () => {
    forms = await startForms();
  });
  afterAll(() => forms?.close());

  /** What a save could have changed: the form's version, its answer rows, tab seqs and idempotency records. */
  const storedState = async (formId: string) => {
    const [form] = await rawQuery<{ version: number }>(
      forms.databaseUrl,
      'select version from forms.form where id = $1',
      [formId],
    );
    const [counts] = await rawQuery<{ answers: string; seqs: string; keys: string }>(
      forms.databaseUrl,
      `select (select count(*) from forms.form_answer where form_id = $1) as answers,
              (select count(*) from forms.form_client_seq where form_id = $1) as seqs,
              (select count(*) from forms.save_idempotency where workspace_id = $2) as keys`,
      [formId, workspaceId],
    );
    return { version: form.version, ...counts };
  };

  /** Saves `changes` expecting a refusal: the error, how long it took, and that nothing was stored. */
  const refused = async (tab: Tab, changes: Change[], idempotencyKey = randomUUID()) => {
    const before = await storedState(tab.formId);
    const started = performance.now();
    const body = await tab.save(changes, { idempotencyKey });
    const ms = performance.now() - started;
    expect(body.data ?? null).toBeNull();
    expect(await storedState(tab.formId)).toEqual(before);
    return { error: body.errors![0] as unknown as Refusal, ms };
  };

  const change = (path: string, value: unknown, section = 'personalP1'): Change => ({
    section,
    path,
    value,
    baseVersion: 0,
  });

  it('refuses the repeater index that ran forms out of memory at once, and keeps serving', async () => {
    const { id } = await createForm(forms, alice, workspaceId);
    const tab = new Tab(forms, alice, id);
    const { error, ms } = await refused(tab, [
      change('surname', 'GARCIA'),
      change('otherNames.99999999.surname', 'SMITH'),
    ]);
    expect(error.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'changes.1',
      messageId: 'ds160.error.repeaterMax',
      section: 'personalP1',
      path: 'otherNames.99999999.surname',
    });
    expect(error.message).toContain('personalP1.otherNames.99999999.surname');
    expect(ms).toBeLessThan(1000);
    // The same request again is refused again (no idempotent replay was recorded), and the
    // service goes on answering saves.
    const key = randomUUID();
    await refused(tab, [change('otherNames.100000.surname', 'SMITH')], key);
    await refused(tab, [change('otherNames.100000.surname', 'SMITH')], key);
    const ok = await tab.saved([change('surname', 'GARCIA')]);
    expect(ok.applied).toEqual([{ section: 'personalP1', path: 'surname', version: 2 }]);
  });

  it('keeps item indexes below the cap and never past the next free item', async () => {
    const { id } = await createForm(forms, alice, workspaceId);
    const tab = new Tab(forms, alice, id);
    await tab.saved([
      change('usedOtherNames', 'Y'),
      change('otherNames', [{ surname: 'A' }, { surname: 'B' }]),
    ]);
    // Skipping ahead (item 4 while there are 2) is refused; the next free item (2) is fine.
    const gap = await refused(tab, [{ ...change('otherNames.4.surname', 'E'), baseVersion: 2 }]);
    expect(gap.error.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageId: 'ds160.error.repeaterGap',
    });
    const appended = await tab.saved([{ ...change('otherNames.2.surname', 'C'), baseVersion: 2 }]);
    expect(appended.applied).toHaveLength(1);
    // Up to the cap (10 other names, fields.ts) and no further, one item at a time or as a list.
    const cap = await refused(tab, [{ ...change('otherNames.10.surname', 'K'), baseVersion: 9 }]);
    expect(cap.error.extensions).toMatchObject({ messageId: 'ds160.error.repeaterMax', field: 'changes.0' });
    const list = await refused(tab, [
      {
        ...change(
          'otherNames',
          Array.from({ length: 11 }, () => ({ surname: 'X' })),
        ),
        baseVersion: 9,
      },
    ]);
    expect(list.error.extensions).toMatchObject({ messageId: 'ds160.error.repeaterMax', path: 'otherNames' });
    const full = await tab.saved([
      {
        ...change(
          'otherNames',
          Array.from({ length: 10 }, () => ({ surname: 'X' })),
        ),
        baseVersion: 9,
      },
    ]);
    expect(full.applied).toHaveLength(1);
    const read = await caller(forms)<{ form: { section: { answers: { otherNames: unknown[] } } } }>(
      alice,
      READ_SECTION,
      { id, key: 'personalP1' },
    );
    expect(read.data?.form.section.answers.otherNames).toHaveLength(10);
  });

  it('refuses unknown, over-long and over-deep paths, text past its CEAC maximum and values nested like no answer', async () => {
    const { id } = await createForm(forms, alice, workspaceId);
    const tab = new Tab(forms, alice, id);
    const cases: [Change, string][] = [
      [change('nope', 'x'), 'ds160.error.unknownAnswer'],
      [change('otherNames.0.nope', 'x'), 'ds160.error.unknownAnswer'],
      [change('x'.repeat(100_000), 'x'), 'ds160.error.unknownAnswer'],
      [change('a.b.c.d.e.f.g.h', 'x'), 'ds160.error.unknownAnswer'],
      [change('surname', 'A'.repeat(34)), 'ds160.error.maxLength'],
      [change('surname', 'A'.repeat(100_000)), 'ds160.error.maxLength'],
      [change('surname', 'A'.repeat(1_000_000)), 'ds160.error.saveTooLarge'],
      [change('otherNames', [{ surname: 'A'.repeat(34) }]), 'ds160.error.maxLength'],
      [change('surname', { a: { b: 'c' } }), 'ds160.error.invalidValue'],
      [change('otherNames', [{ surname: { a: { a: { a: { a: 'x' } } } } }]), 'ds160.error.invalidValue'],
      [change('otherNames', [{ a: { a: { a: { a: { a: 'x' } } } } }]), 'ds160.error.unknownAnswer'],
      [{ section: 'nope', path: 'surname', value: 'x', baseVersion: 0 }, 'ds160.error.unknownAnswer'],
    ];
    for (const [refusedChange, messageId] of cases) {
      const { error, ms } = await refused(tab, [change('givenName', 'ANA'), refusedChange]);
      expect({
        path: refusedChange.path.slice(0, 40),
        code: error.extensions.code,
        messageId: error.extensions.messageId,
      }).toEqual({
        path: refusedChange.path.slice(0, 40),
        code: 'BAD_USER_INPUT',
        messageId,
      });
      expect(error.extensions.field).toBe(messageId === 'ds160.error.saveTooLarge' ? 'changes' : 'changes.1');
      expect(ms).toBeLessThan(1000);
    }
    // A value nested ten thousand levels deep (written by hand: JSON.stringify cannot) is refused
    // before anything walks it.
    const before = await storedState(id);
    const depth = 10_000;
    const res = await fetch(forms.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-portico-actor': forms.signer.sign(alice) },
      body: `{"query":${JSON.stringify(SAVE)},"variables":{"input":{"formId":"${id}","clientId":"${randomUUID()}","seq":1,"idempotencyKey":"${randomUUID()}","changes":[{"section":"personalP1","path":"otherNames","baseVersion":0,"value":${'['.repeat(depth)}"x"${']'.repeat(depth)}}]}}}`,
    });
    const deep = (await res.json()) as { errors: Refusal[] };
    expect(res.status).toBeLessThan(500);
    // The service's input guard (ADR 0032) refuses it at the edge, before the save reads it.
    expect(deep.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await storedState(id)).toEqual(before);
    // Nested past the answers' own bound (5 levels) but within the edge's: the save refuses it.
    const shallow = 8;
    const res8 = await fetch(forms.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-portico-actor': forms.signer.sign(alice) },
      body: `{"query":${JSON.stringify(SAVE)},"variables":{"input":{"formId":"${id}","clientId":"${randomUUID()}","seq":1,"idempotencyKey":"${randomUUID()}","changes":[{"section":"personalP1","path":"otherNames","baseVersion":0,"value":${'['.repeat(shallow)}"x"${']'.repeat(shallow)}}]}}}`,
    });
    const nested = (await res8.json()) as { errors: Refusal[] };
    expect(nested.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageId: 'ds160.error.invalidValue',
    });
    expect(await storedState(id)).toEqual(before);
    // Text at its maximum is fine.
    expect((await tab.saved([change('surname', 'A'.repeat(33))])).invalid).toEqual([]);
  });

  it('refuses a save with too many changes or too many bytes', async () => {
    const { id } = await createForm(forms, alice, workspaceId);
    const tab = new Tab(forms, alice, id);
    const many = await refused(
      tab,
      Array.from({ length: SAVE_BOUNDS.maxChanges + 1 }, () => change('surname', 'A')),
    );
    expect(many.error.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'changes',
      messageId: 'ds160.error.saveTooLarge',
    });
    // Each explanation within its 4000 characters, but together past the bytes of one save.
    const big = await refused(
      tab,
      Array.from({ length: Math.ceil(SAVE_BOUNDS.maxBytes / 4000) + 1 }, () =>
        change('visaRefusedExplanation', 'E'.repeat(4000), 'previousUsTravelPage'),
      ),
    );
    expect(big.error.extensions).toMatchObject({ field: 'changes', messageId: 'ds160.error.saveTooLarge' });
  });

  it('gives a client link (fill) the same refusals', async () => {
    const { id } = await createForm(forms, alice, workspaceId);
    const client: Actor = {
      kind: 'client',
      clientLinkId: randomUUID(),
      workspaceId,
      formId: id,
      permissions: ['read', 'fill'],
    };
    const tab = new Tab(forms, client, id);
    const { error } = await refused(tab, [change('otherNames.99999999.surname', 'SMITH')]);
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageId: 'ds160.error.repeaterMax' });
  });

  it('reads, copies and files past answers stored before the bounds without building their items', async () => {
    const { id } = await createForm(forms, alice, workspaceId);
    const tab = new Tab(forms, alice, id);
    await tab.saved([change('usedOtherNames', 'Y'), change('otherNames', [{ surname: 'A' }])]);
    // As an earlier version let it be stored, then a new version so no cache hides it.
    await rawQuery(
      forms.databaseUrl,
      `insert into forms.form_answer (form_id, section, path, value, version, updated_at)
       values ($1, 'personalP1', 'otherNames.100000.surname', '"OLD"', 3, now()),
              ($1, 'personalP1', 'otherNames.99999999.givenName', '"OLD"', 3, now())`,
      [id],
    );
    await rawQuery(forms.databaseUrl, 'update forms.form set version = 3 where id = $1', [id]);
    const started = performance.now();
    const read = await caller(forms)<{ form: { section: { answers: { otherNames: unknown[] } } } }>(
      alice,
      READ_SECTION,
      { id, key: 'personalP1' },
    );
    expect(read.data?.form.section.answers.otherNames).toEqual([{ surname: 'A' }]);
    // A save to the form builds its answers the same bounded way.
    const saved = await tab.saved([{ ...change('givenName', 'ANA'), baseVersion: 3 }]);
    expect(saved.applied).toHaveLength(1);
    const copy = await caller(forms)<{ duplicateForm: { id: string } }>(
      alice,
      `mutation($input: DuplicateFormInput!) { duplicateForm(input: $input) { ${FORM_FIELDS} } }`,
      { input: { formId: id, name: 'Copy', sections: ['personalP1'] } },
    );
    const rows = await rawQuery<{ path: string }>(
      forms.databaseUrl,
      `select path from forms.form_answer where form_id = $1 and path like 'otherNames.%' order by path`,
      [copy.data!.duplicateForm.id],
    );
    expect(rows.map((r) => r.path)).toEqual(['otherNames.0.surname']);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('bounds the other inputs that name answers or set a size', async () => {
    const call = caller(forms);
    const { id } = await createForm(forms, alice, workspaceId);
    const translate = await call(
      alice,
      `mutation($formId: ID!, $path: String!) { translateField(input: { formId: $formId, section: "personalP1", path: $path }) { path } }`,
      { formId: id, path: 'otherNames.99999999.surname' },
    );
    expect(translate.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'path',
      messageId: 'ds160.error.repeaterMax',
    });
    const review = await call(
      alice,
      `mutation($formId: ID!, $path: String!) { reviewAnswer(input: { formId: $formId, section: "personalP1", path: $path, decision: KEEP_AGENCY }) { id } }`,
      { formId: id, path: 'no.such.answer' },
    );
    expect(review.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageId: 'ds160.error.unknownAnswer',
    });
    const duplicate = await call(
      alice,
      `mutation($input: DuplicateFormInput!) { duplicateForm(input: $input) { id } }`,
      { input: { formId: id, name: 'Copy', sections: Array.from({ length: 10_000 }, () => 'personalP1') } },
    );
    expect(duplicate.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'sections' });
    // Every list of forms refuses a page over 100.
    const lists = [
      [`query($w: ID!) { forms(workspaceId: $w, limit: 101) { totalCount } }`, 'limit'],
      [`query($w: ID!) { dashboard(workspaceId: $w, perColumn: 101) { status } }`, 'limit'],
      [`query($id: ID!) { form(id: $id) { transitions(limit: 101) { totalCount } } }`, 'limit'],
      [`query($id: ID!) { form(id: $id) { transitions(offset: -1) { totalCount } } }`, 'offset'],
    ] as const;
    for (const [query, field] of lists) {
      const body = await call(alice, query, { w: workspaceId, id });
      expect({ query, error: body.errors?.[0].extensions }).toEqual({
        query,
        error: { code: 'BAD_USER_INPUT', field },
      });
    }
    const created = await call(memberActor(workspaceId), CREATE, {
      input: { workspaceId, name: 'N'.repeat(201) },
    });
    expect(created.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
