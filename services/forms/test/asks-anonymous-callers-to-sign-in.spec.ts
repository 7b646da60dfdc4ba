import { randomUUID } from 'node:crypto';
import type { Actor } from '@portico/shared-types';
import { memberActor, postGraphql, startTestSubgraph, type TestSubgraph } from '@portico/service-kit/testing';
import { formsSubgraph } from '../src/forms-subgraph';

// A session that ends mid-edit reaches forms as the anonymous actor. The editor pauses autosave and
// asks for the password in place only on UNAUTHENTICATED, so every form operation must answer it.
describe('forms asks anonymous callers to sign in', () => {
  let forms: TestSubgraph;
  const workspaceId = randomUUID();
  const member = memberActor(workspaceId);
  const anonymous: Actor = { kind: 'anonymous' };
  let formId: string;

  const call = (actor: Actor, query: string, variables: Record<string, unknown>) =>
    postGraphql<Record<string, unknown>>(forms.url, { query, variables, actor: forms.signer.sign(actor) });

  beforeAll(async () => {
    forms = await startTestSubgraph(formsSubgraph);
    const created = await call(
      member,
      `mutation($w: ID!) { createForm(input: { workspaceId: $w, name: "Mine" }) { id } }`,
      {
        w: workspaceId,
      },
    );
    formId = (created.body.data as { createForm: { id: string } }).createForm.id;
  });
  afterAll(() => forms?.close());

  it.each([
    ['form', `query($id: ID!) { form(id: $id) { name } }`, () => ({ id: formId })],
    ['forms', `query($w: ID!) { forms(workspaceId: $w) { totalCount } }`, () => ({ w: workspaceId })],
    [
      'saveAnswers',
      `mutation($input: SaveAnswersInput!) { saveAnswers(input: $input) { version } }`,
      () => ({
        input: {
          formId,
          clientId: randomUUID(),
          seq: 1,
          idempotencyKey: randomUUID(),
          changes: [{ section: 'personalP1', path: 'surname', value: 'GARCIA', baseVersion: 0 }],
        },
      }),
    ],
    [
      'renameForm',
      `mutation($id: ID!) { renameForm(input: { id: $id, name: "x" }) { name } }`,
      () => ({ id: formId }),
    ],
    [
      'archiveForm',
      `mutation($id: ID!) { archiveForm(input: { id: $id }) { status } }`,
      () => ({ id: formId }),
    ],
  ])('%s answers UNAUTHENTICATED and changes nothing', async (_name, query, variables) => {
    const res = await call(anonymous, query, variables());
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const after = await call(member, `query($id: ID!) { form(id: $id) { name version status } }`, {
      id: formId,
    });
    expect(after.body.data).toEqual({
      form: { name: 'Mine', version: expect.any(Number), status: 'NOT_STARTED' },
    });
  });
});
