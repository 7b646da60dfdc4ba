import { randomUUID } from 'node:crypto';
import { memberActor, type TestSubgraph } from '@portico/service-kit/testing';
import { READ_SECTION, Tab, caller, createForm, startForms } from './support/forms-client';

// Option lists are shown in the reader's language (issue 21), but an answer is CEAC's code: a label
// in any language, English included, is refused through the API; the code is stored as sent.
describe('a list answer is CEAC’s code, whatever language the list is shown in', () => {
  let forms: TestSubgraph;
  const workspaceId = randomUUID();
  const alice = memberActor(workspaceId);

  beforeAll(async () => {
    forms = await startForms();
  });
  afterAll(() => forms?.close());

  it('refuses a localized label and stores the code', async () => {
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
    const read = await caller(forms)<{ form: { section: { answers: Record<string, unknown> } } }>(
      alice,
      READ_SECTION,
      { id, key: 'personalP1' },
    );
    expect(read.data!.form.section.answers).toEqual({ birthCountry: 'RUS' });
  });
});
