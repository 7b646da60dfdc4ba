import { randomUUID } from 'node:crypto';
import { memberActor, subscribeGraphql, type TestSubgraph } from '@portico/service-kit/testing';
import { Tab, caller, createForm, startForms } from './support/forms-client';

const CHANGED = `subscription($w: ID!) { formChanged(workspaceId: $w) {
  change formId workspaceId version status by clientId paths } }`;

describe('form events follow saves, status changes, archive and rename', () => {
  let forms: TestSubgraph;
  const workspaceId = randomUUID();
  const alice = memberActor(workspaceId);
  const aliceId = alice.kind === 'user' ? alice.userId : '';

  beforeAll(async () => {
    forms = await startForms();
  });
  afterAll(() => forms?.close());

  it('delivers ANSWERS_SAVED with the tab and paths, then STATUS_CHANGED, ARCHIVED, UNARCHIVED, RENAMED', async () => {
    const { id } = await createForm(forms, alice, workspaceId);
    const sub = subscribeGraphql(forms.wsUrl, {
      query: CHANGED,
      variables: { w: workspaceId },
      actor: forms.signer.sign(alice),
    });
    await sub.connected;
    await new Promise((r) => setTimeout(r, 200));

    const tab = new Tab(forms, alice, id);
    const saved = await tab.saved([
      { section: 'personalP1', path: 'surname', value: 'GARCIA', baseVersion: 0 },
      { section: 'personalP1', path: 'givenName', value: 'ANA', baseVersion: 0 },
      { section: 'personalP1', path: 'maritalStatus', value: 'BAD', baseVersion: 0 },
    ]);
    const base = { formId: id, workspaceId, by: aliceId };
    expect((await sub.next()).data?.formChanged).toEqual({
      ...base,
      change: 'ANSWERS_SAVED',
      version: saved.version,
      status: 'IN_PROGRESS',
      clientId: tab.clientId,
      paths: ['personalP1.surname', 'personalP1.givenName'],
    });
    expect((await sub.next()).data?.formChanged).toEqual({
      ...base,
      change: 'STATUS_CHANGED',
      version: saved.version,
      status: 'IN_PROGRESS',
      clientId: null,
      paths: [],
    });

    // A save that applies nothing (stale) sends nothing.
    await tab.saved([{ section: 'personalP1', path: 'surname', value: 'X', baseVersion: 9 }], { seq: 1 });

    await caller(forms)(alice, `mutation($i: FormIdInput!) { archiveForm(input: $i) { id } }`, { i: { id } });
    expect((await sub.next()).data?.formChanged).toMatchObject({ change: 'ARCHIVED', status: 'ARCHIVED' });
    await caller(forms)(alice, `mutation($i: FormIdInput!) { unarchiveForm(input: $i) { id } }`, {
      i: { id },
    });
    expect((await sub.next()).data?.formChanged).toMatchObject({
      change: 'UNARCHIVED',
      status: 'IN_PROGRESS',
    });
    await caller(forms)(alice, `mutation($i: RenameFormInput!) { renameForm(input: $i) { id } }`, {
      i: { id, name: 'Renamed' },
    });
    expect((await sub.next()).data?.formChanged).toMatchObject({
      change: 'RENAMED',
      version: saved.version + 3,
    });
    await sub.dispose();
  });
});
