import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { memberActor, type TestSubgraph } from '@portico/service-kit/testing';
import { MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import { Tab, caller, changesOf, createForm, startForms } from './support/forms-client';

const LIST = `query($w: ID!, $search: String, $createdBy: ID, $status: FormStatus, $sort: FormSort, $direction: SortDirection, $limit: Int, $offset: Int) {
  forms(workspaceId: $w, search: $search, createdBy: $createdBy, status: $status, sort: $sort, direction: $direction, limit: $limit, offset: $offset) {
    totalCount workspaceTotal items { name createdBy status progress { percent } }
  }
}`;
const DASHBOARD = `query($w: ID!, $n: Int) { dashboard(workspaceId: $w, perColumn: $n) { status totalCount items { name status } } }`;

interface Page {
  totalCount: number;
  workspaceTotal: number;
  items: { name: string; createdBy: string; status: string; progress: { percent: number } }[];
}

describe('forms list: search, filters, sort, paging; the dashboard', () => {
  let forms: TestSubgraph;
  const workspaceId = randomUUID();
  const alice = memberActor(workspaceId);
  const bob = memberActor(workspaceId);
  const aliceId = alice.kind === 'user' ? alice.userId : '';
  const bobId = bob.kind === 'user' ? bob.userId : '';

  beforeAll(async () => {
    forms = await startForms();
    // alice: Ana Garcia (in progress), Zoe 100% Done (completed), Old one (archived)
    // bob:   bob family (not started), ana_lee (not started)
    const ana = await createForm(forms, alice, workspaceId, 'Ana Garcia');
    await new Tab(forms, alice, ana.id).saved([
      { section: 'personalP1', path: 'surname', value: 'GARCIA', baseVersion: 0 },
    ]);
    const zoe = await createForm(forms, alice, workspaceId, 'Zoe 100% Done');
    await new Tab(forms, alice, zoe.id).saved(changesOf(MARRIED_B1B2_TOURIST));
    const old = await createForm(forms, alice, workspaceId, 'Old one');
    await caller(forms)(alice, `mutation($i: FormIdInput!) { archiveForm(input: $i) { id } }`, {
      i: { id: old.id },
    });
    await createForm(forms, bob, workspaceId, 'bob family');
    await createForm(forms, bob, workspaceId, 'ana_lee');
    await createForm(forms, memberActor(randomUUID()), randomUUID(), 'Ana elsewhere').catch(() => undefined);
  });
  afterAll(() => forms?.close());

  const list = async (vars: Record<string, unknown>) => {
    const body = await caller(forms)<{ forms: Page }>(alice, LIST, { w: workspaceId, ...vars });
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.forms;
  };
  const names = (page: Page) => page.items.map((i) => i.name);

  it('lists every non-archived form, newest first, with the workspace total', async () => {
    const page = await list({});
    expect(names(page)).toEqual(['ana_lee', 'bob family', 'Zoe 100% Done', 'Ana Garcia']);
    expect(page).toMatchObject({ totalCount: 4, workspaceTotal: 4 });
  });

  it('searches names by any part, in any case, taking % and _ literally', async () => {
    expect(names(await list({ search: 'ANA', sort: 'NAME', direction: 'ASC' }))).toEqual([
      'Ana Garcia',
      'ana_lee',
    ]);
    expect(await list({ search: '  garc ' })).toMatchObject({ totalCount: 1, workspaceTotal: 4 });
    expect(names(await list({ search: '100%' }))).toEqual(['Zoe 100% Done']);
    expect(names(await list({ search: 'a_l' }))).toEqual(['ana_lee']);
    expect(await list({ search: 'nobody' })).toMatchObject({ totalCount: 0, workspaceTotal: 4, items: [] });
  });

  it('filters by creator and by status; ARCHIVED lists the archived ones', async () => {
    const mine = await list({ createdBy: aliceId });
    expect(names(mine).sort()).toEqual(['Ana Garcia', 'Zoe 100% Done']);
    expect(mine.items.every((i) => i.createdBy === aliceId)).toBe(true);
    expect(
      names(await list({ createdBy: bobId, status: 'NOT_STARTED', sort: 'NAME', direction: 'ASC' })),
    ).toEqual(['ana_lee', 'bob family']);
    expect(names(await list({ status: 'COMPLETED' }))).toEqual(['Zoe 100% Done']);
    expect(names(await list({ status: 'ARCHIVED' }))).toEqual(['Old one']);
    expect(await list({ search: 'ana', createdBy: bobId })).toMatchObject({ totalCount: 1 });
  });

  it('sorts by name, created date, status and progress, both ways', async () => {
    expect(names(await list({ sort: 'NAME', direction: 'ASC' }))).toEqual([
      'Ana Garcia',
      'ana_lee',
      'bob family',
      'Zoe 100% Done',
    ]);
    expect(names(await list({ sort: 'NAME', direction: 'DESC' }))[0]).toBe('Zoe 100% Done');
    expect(names(await list({ sort: 'CREATED_AT', direction: 'ASC' }))).toEqual([
      'Ana Garcia',
      'Zoe 100% Done',
      'bob family',
      'ana_lee',
    ]);
    expect((await list({ sort: 'STATUS', direction: 'ASC' })).items.map((i) => i.status)).toEqual([
      'NOT_STARTED',
      'NOT_STARTED',
      'IN_PROGRESS',
      'COMPLETED',
    ]);
    const byProgress = await list({ sort: 'PROGRESS', direction: 'DESC' });
    expect(byProgress.items[0]).toMatchObject({ name: 'Zoe 100% Done', progress: { percent: 100 } });
    expect(byProgress.items.map((i) => i.progress.percent)).toEqual([100, 0, 0, 0]);
    expect(names(await list({ sort: 'PROGRESS', direction: 'ASC' }))[3]).toBe('Zoe 100% Done');
  });

  it('pages on the server and refuses a page larger than 100', async () => {
    const first = await list({ sort: 'NAME', direction: 'ASC', limit: 3, offset: 0 });
    const second = await list({ sort: 'NAME', direction: 'ASC', limit: 3, offset: 3 });
    expect(names(first)).toEqual(['Ana Garcia', 'ana_lee', 'bob family']);
    expect(names(second)).toEqual(['Zoe 100% Done']);
    expect(second.totalCount).toBe(4);
    const tooMany = await caller(forms)(alice, LIST, { w: workspaceId, limit: 101 });
    expect(tooMany.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('shows one dashboard column per status, in order, with counts', async () => {
    const body = await caller(forms)<{
      dashboard: { status: string; totalCount: number; items: { name: string }[] }[];
    }>(alice, DASHBOARD, { w: workspaceId, n: 1 });
    expect(body.data?.dashboard.map((c) => [c.status, c.totalCount, c.items.length])).toEqual([
      ['NOT_STARTED', 2, 1],
      ['IN_PROGRESS', 1, 1],
      ['COMPLETED', 1, 1],
      ['ARCHIVED', 1, 1],
    ]);
  });

  it('uses the trigram index for a search in a large workspace', async () => {
    const client = new Client({ connectionString: forms.databaseUrl });
    await client.connect();
    try {
      await client.query('set enable_seqscan = off');
      const plan = await client.query(`explain select id from forms.form where lower(name) like '%garc%'`);
      expect(JSON.stringify(plan.rows)).toContain('form_lower_name_trgm_index');
    } finally {
      await client.end();
    }
  });
});
