import { randomUUID } from 'node:crypto';
import { memberActor, type TestSubgraph } from '@portico/service-kit/testing';
import { C1D_CREW_MEMBER, MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import { READ_SECTIONS, Tab, caller, changesOf, createForm, startForms } from './support/forms-client';

// The crew page (issue 17) in a form's sections and progress: it applies to C1/D and D crew members
// only, and a crew member's form is complete only with it.
interface Sections {
  form: {
    status: string;
    progress: { completed: number; applicable: number };
    sections: { key: string; applies: boolean; status: string; total: number }[];
  };
}

describe('the crew page of a form', () => {
  let forms: TestSubgraph;
  const workspaceId = randomUUID();
  const alice = memberActor(workspaceId);
  const sections = async (id: string) =>
    (await caller(forms)<Sections>(alice, READ_SECTIONS, { id })).data!.form;

  beforeAll(async () => {
    forms = await startForms();
  });
  afterAll(() => forms?.close());

  it('applies to a C1/D crew member, counts in the progress and completes the form', async () => {
    const { id } = await createForm(forms, alice, workspaceId, 'Seafarer');
    const tab = new Tab(forms, alice, id);
    const { crewVisaPage, ...withoutCrew } = C1D_CREW_MEMBER;
    const partial = await tab.saved(changesOf(withoutCrew));
    expect(partial.invalid).toEqual([]);
    let form = await sections(id);
    expect(form.status).toBe('IN_PROGRESS');
    expect(form.sections.find((s) => s.key === 'crewVisaPage')).toMatchObject({
      applies: true,
      status: 'NOT_STARTED',
    });
    expect(form.progress.completed).toBe(form.progress.applicable - 1);

    const crew = changesOf({ crewVisaPage });
    await tab.saved(crew.map((c) => ({ ...c, baseVersion: partial.version })));
    form = await sections(id);
    expect(form.status).toBe('COMPLETED');
    expect(form.sections.find((s) => s.key === 'crewVisaPage')).toMatchObject({
      applies: true,
      status: 'COMPLETED',
      total: 16,
    });
  });

  it('does not apply to a tourist', async () => {
    const { id } = await createForm(forms, alice, workspaceId, 'Tourist');
    await new Tab(forms, alice, id).saved(changesOf(MARRIED_B1B2_TOURIST));
    const form = await sections(id);
    expect(form.sections.find((s) => s.key === 'crewVisaPage')).toMatchObject({ applies: false });
    expect(form.status).toBe('COMPLETED');
  });
});
