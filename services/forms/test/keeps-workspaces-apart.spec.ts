import { randomUUID } from 'node:crypto';
import {
  memberActor,
  postGraphql,
  startTestSubgraph,
  subscribeGraphql,
  type TestSubgraph,
} from '@portico/service-kit/testing';
import type { Actor } from '@portico/shared-types';
import { formsSubgraph } from '../src/forms-subgraph';

const FORM_FIELDS = 'id workspaceId name status version';
const LIST = `query($w: ID!, $limit: Int, $offset: Int) {
  forms(workspaceId: $w, limit: $limit, offset: $offset) { totalCount items { ${FORM_FIELDS} } }
}`;
const READ = `query($id: ID!) { form(id: $id) { ${FORM_FIELDS} } }`;
const CREATE = `mutation($input: CreateFormInput!) { createForm(input: $input) { ${FORM_FIELDS} } }`;
const RENAME = `mutation($input: RenameFormInput!) { renameForm(input: $input) { ${FORM_FIELDS} } }`;
const CHANGED = `subscription($w: ID!) { formChanged(workspaceId: $w) { formId change } }`;
const SAVE = `mutation($input: SaveAnswersInput!) { saveAnswers(input: $input) { formId version applied { path } } }`;

interface FormShape {
  id: string;
  workspaceId: string;
  name: string;
  status: string;
  version: number;
}

describe('forms keeps workspaces apart', () => {
  let forms: TestSubgraph;
  const workspaceA = randomUUID();
  const workspaceB = randomUUID();
  const alice = memberActor(workspaceA);
  const bob = memberActor(workspaceB);
  let aliceForm: FormShape;

  const call = (actor: Actor, query: string, variables: Record<string, unknown>) =>
    postGraphql<Record<string, unknown>>(forms.url, { query, variables, actor: forms.signer.sign(actor) });

  beforeAll(async () => {
    forms = await startTestSubgraph(formsSubgraph);
    const res = await call(alice, CREATE, { input: { workspaceId: workspaceA, name: 'Alice DS-160' } });
    aliceForm = res.body.data!.createForm as FormShape;
  });
  afterAll(() => forms?.close());

  it('lets a member create, list, read and rename forms of her workspace', async () => {
    expect(aliceForm).toMatchObject({
      workspaceId: workspaceA,
      name: 'Alice DS-160',
      status: 'NOT_STARTED',
      version: 1,
    });
    const list = await call(alice, LIST, { w: workspaceA });
    expect(list.body.data).toEqual({ forms: { totalCount: 1, items: [aliceForm] } });
    expect((await call(alice, READ, { id: aliceForm.id })).body.data).toEqual({ form: aliceForm });
    const renamed = await call(alice, RENAME, {
      input: { id: aliceForm.id, name: 'Renamed', expectedVersion: 1 },
    });
    expect(renamed.body.data?.renameForm).toMatchObject({ id: aliceForm.id, name: 'Renamed', version: 2 });
    aliceForm = renamed.body.data!.renameForm as FormShape;
  });

  it('refuses a stale rename with CONFLICT and keeps the stored name', async () => {
    const res = await call(alice, RENAME, { input: { id: aliceForm.id, name: 'Stale', expectedVersion: 1 } });
    expect(res.body.errors?.[0].extensions).toMatchObject({
      code: 'CONFLICT',
      currentVersion: aliceForm.version,
    });
    expect(((await call(alice, READ, { id: aliceForm.id })).body.data?.form as FormShape).name).toBe(
      aliceForm.name,
    );
  });

  it('refuses a member of another workspace to list them', async () => {
    const res = await call(bob, LIST, { w: workspaceA });
    expect(res.body.data).toBeNull();
    expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(res.body)).not.toContain('Alice DS-160');
  });

  it('answers NOT_FOUND to an outsider exactly as for a form that does not exist', async () => {
    const foreign = await call(bob, READ, { id: aliceForm.id });
    const missing = await call(bob, READ, { id: randomUUID() });
    expect(foreign.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(foreign.body).toEqual(missing.body);
  });

  it('refuses an outsider to rename, and the name stays', async () => {
    const res = await call(bob, RENAME, { input: { id: aliceForm.id, name: 'Hijacked' } });
    expect(res.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const read = await call(alice, READ, { id: aliceForm.id });
    expect((read.body.data?.form as FormShape).name).toBe(aliceForm.name);
  });

  it('refuses an outsider to create forms in the workspace', async () => {
    const res = await call(bob, CREATE, { input: { workspaceId: workspaceA, name: 'Planted' } });
    expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await call(alice, LIST, { w: workspaceA })).body.data?.forms).toMatchObject({ totalCount: 1 });
  });

  it('refuses an outsider to subscribe to the workspace events', async () => {
    const sub = subscribeGraphql(forms.wsUrl, {
      query: CHANGED,
      variables: { w: workspaceA },
      actor: forms.signer.sign(bob),
    });
    const result = await sub.next();
    expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(result.data ?? null).toBeNull();
    await sub.dispose();
  });

  it('resolves federation references only for members', async () => {
    const ENTITIES = `query($r: [_Any!]!) { _entities(representations: $r) { ... on Form { id name } } }`;
    const r = [{ __typename: 'Form', id: aliceForm.id }];
    expect((await call(alice, ENTITIES, { r })).body.data).toEqual({
      _entities: [{ id: aliceForm.id, name: aliceForm.name }],
    });
    expect((await call(bob, ENTITIES, { r })).body.data).toEqual({ _entities: [null] });
  });

  it('refuses anonymous callers with UNAUTHENTICATED', async () => {
    const res = await call({ kind: 'anonymous' }, LIST, { w: workspaceA });
    expect(res.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('rejects ids that are not UUIDs and blank names as BAD_USER_INPUT', async () => {
    const badId = await call(alice, READ, { id: "1' or '1'='1" });
    expect(badId.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const blank = await call(alice, CREATE, { input: { workspaceId: workspaceA, name: '   ' } });
    expect(blank.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
  });

  it('pages a workspace list with limit and offset and reports the total', async () => {
    const carol = memberActor(randomUUID());
    const w = carol.kind === 'user' ? carol.memberships[0].workspaceId : '';
    for (const name of ['one', 'two', 'three'])
      await call(carol, CREATE, { input: { workspaceId: w, name } });
    const first = await call(carol, LIST, { w, limit: 2, offset: 0 });
    const second = await call(carol, LIST, { w, limit: 2, offset: 2 });
    const page1 = first.body.data?.forms as { totalCount: number; items: FormShape[] };
    const page2 = second.body.data?.forms as { totalCount: number; items: FormShape[] };
    expect(page1.totalCount).toBe(3);
    expect(page1.items).toHaveLength(2);
    expect(page2.items).toHaveLength(1);
    const names = [...page1.items, ...page2.items].map((f) => f.name).sort();
    expect(names).toEqual(['one', 'three', 'two']);
    const tooMany = await call(carol, LIST, { w, limit: 1000 });
    expect(tooMany.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('forms keeps workspaces apart in every operation on answers, copies, status and lists', () => {
  let forms: TestSubgraph;
  const workspaceA = randomUUID();
  const workspaceB = randomUUID();
  const alice = memberActor(workspaceA);
  const bob = memberActor(workspaceB);
  const bobKey: Actor = { kind: 'apiKey', apiKeyId: randomUUID(), workspaceId: workspaceB, memberships: [] };
  let formA: string;
  let formB: string;
  let aliceVersion: number;

  const call = (actor: Actor, query: string, variables: Record<string, unknown>) =>
    postGraphql<Record<string, unknown>>(forms.url, { query, variables, actor: forms.signer.sign(actor) });
  const save = (actor: Actor, formId: string, value: string) =>
    call(actor, SAVE, {
      input: {
        formId,
        clientId: randomUUID(),
        seq: 1,
        idempotencyKey: randomUUID(),
        changes: [{ section: 'personalP1', path: 'surname', value, baseVersion: 99 }],
      },
    });
  const readA = async () =>
    (
      await call(
        alice,
        `query($id: ID!) { form(id: $id) { name status version section(key: "personalP1") { answers } } }`,
        { id: formA },
      )
    ).body.data?.form as {
      name: string;
      status: string;
      version: number;
      section: { answers: Record<string, unknown> };
    };

  beforeAll(async () => {
    forms = await startTestSubgraph(formsSubgraph);
    formA = (
      (await call(alice, CREATE, { input: { workspaceId: workspaceA, name: 'Alice secret' } })).body.data!
        .createForm as FormShape
    ).id;
    formB = (
      (await call(bob, CREATE, { input: { workspaceId: workspaceB, name: 'Bob own' } })).body.data!
        .createForm as FormShape
    ).id;
    await save(alice, formA, 'ALICE');
    aliceVersion = (await readA()).version;
  });
  afterAll(() => forms?.close());

  const expectNotFound = (res: {
    body: { errors?: readonly { extensions?: { code?: string } }[]; data?: unknown };
  }) => {
    expect(res.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(JSON.stringify(res.body)).not.toContain('Alice secret');
    expect(JSON.stringify(res.body)).not.toContain('ALICE');
  };

  it('refuses an outsider (member or API key) to save answers, and nothing changes', async () => {
    for (const actor of [bob, bobKey]) expectNotFound(await save(actor, formA, 'HIJACK'));
    expect(await readA()).toMatchObject({
      version: aliceVersion,
      section: { answers: { surname: 'ALICE' } },
    });
  });

  it('refuses an outsider to duplicate, renew from, or copy a family member from a foreign form', async () => {
    expectNotFound(
      await call(bob, `mutation($i: DuplicateFormInput!) { duplicateForm(input: $i) { id } }`, {
        i: { formId: formA, name: 'Stolen', sections: ['personalP1'] },
      }),
    );
    for (const source of ['RENEWAL', 'FAMILY_MEMBER']) {
      expectNotFound(
        await call(bob, CREATE, {
          input: { workspaceId: workspaceB, name: 'Stolen', source, fromFormId: formA },
        }),
      );
    }
    const bobs = await call(bob, `query($w: ID!) { forms(workspaceId: $w) { totalCount } }`, {
      w: workspaceB,
    });
    expect(bobs.body.data).toEqual({ forms: { totalCount: 1 } });
  });

  it('refuses an outsider to archive or unarchive, and the status stays', async () => {
    for (const m of ['archiveForm', 'unarchiveForm']) {
      expectNotFound(
        await call(bob, `mutation($i: FormIdInput!) { ${m}(input: $i) { id } }`, { i: { id: formA } }),
      );
    }
    expect((await readA()).status).toBe('IN_PROGRESS');
  });

  it('refuses an outsider the list with search and filters, and the dashboard', async () => {
    const list = await call(
      bob,
      `query($w: ID!) { forms(workspaceId: $w, search: "alice", status: IN_PROGRESS) { totalCount } }`,
      {
        w: workspaceA,
      },
    );
    expect(list.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const board = await call(bob, `query($w: ID!) { dashboard(workspaceId: $w) { totalCount } }`, {
      w: workspaceA,
    });
    expect(board.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const own = await call(bob, `query($w: ID!) { dashboard(workspaceId: $w) { status totalCount } }`, {
      w: workspaceB,
    });
    expect(JSON.stringify(own.body)).not.toContain('Alice');
    expect((own.body.data?.dashboard as { totalCount: number }[]).reduce((n, c) => n + c.totalCount, 0)).toBe(
      1,
    );
  });

  it('keeps a client link to its own form', async () => {
    const client: Actor = {
      kind: 'client',
      clientLinkId: randomUUID(),
      workspaceId: workspaceB,
      formId: formB,
      permissions: ['read', 'fill'],
    };
    expectNotFound(await call(client, `query($id: ID!) { form(id: $id) { name } }`, { id: formA }));
    expectNotFound(await save(client, formA, 'CLIENT'));
    const own = await save(client, formB, 'CLIENT');
    expect(own.body.errors).toBeUndefined();
    const readOnly: Actor = { ...client, permissions: ['read'] } as Actor;
    expect((await save(readOnly, formB, 'READER')).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(
      (await call(client, `query($w: ID!) { forms(workspaceId: $w) { totalCount } }`, { w: workspaceB })).body
        .errors?.[0].extensions?.code,
    ).toBe('FORBIDDEN');
  });

  it('scopes idempotency keys to the workspace and user: another user with the same key gets no foreign result', async () => {
    const key = randomUUID();
    const input = (formId: string) => ({
      input: {
        formId,
        clientId: randomUUID(),
        seq: 1,
        idempotencyKey: key,
        changes: [{ section: 'personalP1', path: 'givenName', value: 'ANA', baseVersion: 0 }],
      },
    });
    const first = await call(alice, SAVE, input(formA));
    expect(first.body.errors).toBeUndefined();
    const other = await call(bob, SAVE, input(formB));
    expect(other.body.errors).toBeUndefined();
    expect((other.body.data?.saveAnswers as { formId: string }).formId).toBe(formB);
  });

  it('sends an outsider no event of the workspace', async () => {
    const sub = subscribeGraphql(forms.wsUrl, {
      query: CHANGED,
      variables: { w: workspaceB },
      actor: forms.signer.sign(bob),
    });
    await sub.connected;
    await new Promise((r) => setTimeout(r, 200));
    const applied = (res: Awaited<ReturnType<typeof save>>) =>
      (res.body.data?.saveAnswers as { applied: { path: string }[] }).applied.map((a) => a.path);
    expect(applied(await save(alice, formA, 'ALICEOTHER'))).toEqual(['surname']);
    // Bob's own save after Alice's proves the subscription is live; events of Bob's earlier saves may still
    // be on their way, so every event until the stream is quiet is read, and none may name Alice's form.
    expect(applied(await save(bob, formB, 'BOBOTHER'))).toEqual(['surname']);
    const seen: string[] = [];
    for (;;) {
      const event = await sub.next(1_500).catch(() => undefined);
      if (!event) break;
      seen.push((event.data as { formChanged: { formId: string } }).formChanged.formId);
    }
    expect(seen).toContain(formB);
    expect(seen).not.toContain(formA);
    await sub.dispose();
  });
});
