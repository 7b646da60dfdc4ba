import { randomUUID } from 'node:crypto';
import { memberActor, type TestSubgraph } from '@portico/service-kit/testing';
import { MARRIED_B1B2_TOURIST, MEXICO_BORN_APPLICANT } from '@portico/shared-types/src/fixtures';
import { READ_SECTIONS, Tab, caller, changesOf, createForm, startForms } from './support/forms-client';

const TRANSITIONS = `query($id: ID!) { form(id: $id) { status version
  transitions(limit: 50) { totalCount items { from to by at } } } }`;
const ARCHIVE = `mutation($i: FormIdInput!) { archiveForm(input: $i) { status version } }`;
const UNARCHIVE = `mutation($i: FormIdInput!) { unarchiveForm(input: $i) { status version progress { completed applicable percent } } }`;

interface SectionShape {
  key: string;
  applies: boolean;
  status: string;
  answered: number;
  total: number;
  answers: Record<string, unknown>;
}

describe('form status follows the answers', () => {
  let forms: TestSubgraph;
  const workspaceId = randomUUID();
  const alice = memberActor(workspaceId);
  const aliceId = alice.kind === 'user' ? alice.userId : '';

  beforeAll(async () => {
    forms = await startForms();
  });
  afterAll(() => forms?.close());

  const transitions = async (id: string) =>
    (
      await caller(forms)<{
        form: {
          status: string;
          transitions: { totalCount: number; items: { from: string | null; to: string; by: string }[] };
        };
      }>(alice, TRANSITIONS, { id })
    ).data!.form;

  it('goes NOT_STARTED → IN_PROGRESS → COMPLETED with a complete application, and back when an answer breaks it', async () => {
    const { id } = await createForm(forms, alice, workspaceId, 'Tourist');
    const tab = new Tab(forms, alice, id);
    const first = await tab.saved([
      { section: 'personalP1', path: 'surname', value: 'WANG', baseVersion: 0 },
    ]);
    expect(first.form.status).toBe('IN_PROGRESS');

    const changes = changesOf(MARRIED_B1B2_TOURIST);
    const result = await tab.saved(changes.map((c) => ({ ...c, baseVersion: first.version })));
    expect(result.invalid).toEqual([]);
    expect(result.conflicts).toEqual([]);
    expect(result.form.status).toBe('COMPLETED');
    expect(result.form.progress.completed).toBe(result.form.progress.applicable);
    expect(result.form.progress.percent).toBe(100);

    const read = await caller(forms)<{ form: { sections: SectionShape[] } }>(alice, READ_SECTIONS, { id });
    const sections = read.data!.form.sections;
    expect(sections.map((s) => s.key)[0]).toBe('personalP1');
    for (const s of sections.filter((x) => x.applies)) {
      expect({ key: s.key, status: s.status }).toEqual({ key: s.key, status: 'COMPLETED' });
      expect(s.answered).toBeGreaterThan(0); // optional questions may stay empty
      expect(s.answered).toBeLessThanOrEqual(s.total);
      expect(s.answers).toEqual(MARRIED_B1B2_TOURIST[s.key as keyof typeof MARRIED_B1B2_TOURIST] ?? {});
    }
    expect(sections.find((s) => s.key === 'studentVisaPage1')).toMatchObject({ applies: false });

    const broken = await tab.saved([
      { section: 'personalP1', path: 'surname', value: null, baseVersion: result.version },
    ]);
    expect(broken.form.status).toBe('IN_PROGRESS');
    expect(broken.form.progress.completed).toBe(result.form.progress.applicable - 1);

    expect(await transitions(id)).toMatchObject({
      status: 'IN_PROGRESS',
      transitions: {
        totalCount: 4,
        items: [
          { from: 'COMPLETED', to: 'IN_PROGRESS', by: aliceId },
          { from: 'IN_PROGRESS', to: 'COMPLETED', by: aliceId },
          { from: 'NOT_STARTED', to: 'IN_PROGRESS', by: aliceId },
          { from: null, to: 'NOT_STARTED', by: aliceId },
        ],
      },
    });
  });

  it('reaches COMPLETED for an applicant born in Mexico (locked travel-plans answer applied)', async () => {
    const { id } = await createForm(forms, alice, workspaceId, 'Mexico');
    const result = await new Tab(forms, alice, id).saved(changesOf(MEXICO_BORN_APPLICANT));
    expect(result.invalid).toEqual([]);
    expect(result.form.status).toBe('COMPLETED');
  });

  it('archives and unarchives explicitly; unarchive returns to the status the answers give', async () => {
    const { id } = await createForm(forms, alice, workspaceId, 'Archive me');
    const tab = new Tab(forms, alice, id);
    await tab.saved([{ section: 'personalP1', path: 'surname', value: 'WANG', baseVersion: 0 }]);
    const archived = await caller(forms)<{ archiveForm: { status: string } }>(alice, ARCHIVE, { i: { id } });
    expect(archived.data?.archiveForm.status).toBe('ARCHIVED');
    const again = await caller(forms)<{ archiveForm: { status: string; version: number } }>(alice, ARCHIVE, {
      i: { id },
    });
    expect(again.data?.archiveForm.status).toBe('ARCHIVED');
    const back = await caller(forms)<{ unarchiveForm: { status: string } }>(alice, UNARCHIVE, { i: { id } });
    expect(back.data?.unarchiveForm.status).toBe('IN_PROGRESS');

    const blank = await createForm(forms, alice, workspaceId, 'Blank');
    await caller(forms)(alice, ARCHIVE, { i: { id: blank.id } });
    const blankBack = await caller(forms)<{ unarchiveForm: { status: string } }>(alice, UNARCHIVE, {
      i: { id: blank.id },
    });
    expect(blankBack.data?.unarchiveForm.status).toBe('NOT_STARTED');

    expect((await transitions(id)).transitions.items.map((t) => [t.from, t.to])).toEqual([
      ['ARCHIVED', 'IN_PROGRESS'],
      ['IN_PROGRESS', 'ARCHIVED'],
      ['NOT_STARTED', 'IN_PROGRESS'],
      [null, 'NOT_STARTED'],
    ]);
  });

  it('goes back to NOT_STARTED when every answer is cleared', async () => {
    const { id } = await createForm(forms, alice, workspaceId, 'Cleared');
    const tab = new Tab(forms, alice, id);
    const saved = await tab.saved([
      { section: 'personalP1', path: 'surname', value: 'WANG', baseVersion: 0 },
    ]);
    const cleared = await tab.saved([
      { section: 'personalP1', path: 'surname', value: null, baseVersion: saved.version },
    ]);
    expect(cleared.form.status).toBe('NOT_STARTED');
  });
});
