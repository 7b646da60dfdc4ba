/**
 * FormSection.missing (issue 21 item 8): what keeps a section from COMPLETED, with the answer paths
 * saveAnswers takes and the validators' message codes. It must agree with the status everywhere: an
 * applicable section is COMPLETED exactly when its list is empty — checked here after every save of
 * every complete application of the fixtures, filled section by section, and with one answer of each
 * section taken away again.
 */
import { randomUUID } from 'node:crypto';
import { memberActor, type TestSubgraph } from '@portico/service-kit/testing';
import { COMPLETE_APPLICATIONS, MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import type { FormAnswers } from '@portico/shared-types';
import { Tab, caller, changesOf, createForm, startForms, type Change } from './support/forms-client';

jest.setTimeout(120_000);

const READ = `query($id: ID!) { form(id: $id) { status version
  sections { key applies status missing { path messageId message } } } }`;

interface Missing {
  path: string;
  messageId: string;
  message: string;
}
interface Section {
  key: string;
  applies: boolean;
  status: string;
  missing: Missing[];
}

describe('a section says what it misses', () => {
  let forms: TestSubgraph;
  const workspaceId = randomUUID();
  const alice = memberActor(workspaceId);

  beforeAll(async () => {
    forms = await startForms();
  });
  afterAll(() => forms?.close());

  const read = async (id: string) => {
    const body = await caller(forms)<{ form: { status: string; version: number; sections: Section[] } }>(
      alice,
      READ,
      { id },
    );
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.form;
  };

  /** The rule: complete iff nothing is missing (applicable sections); nothing missing where none applies. */
  const agreement = (sections: Section[]) =>
    sections.map((s) => ({
      key: s.key,
      completedIffNothingMissing: s.applies ? (s.status === 'COMPLETED') === (s.missing.length === 0) : true,
      nothingMissingWhenNotApplying: s.applies || s.missing.length === 0,
      everyMissingExplained: s.missing.every(
        (m) => /^ds160\.error\./.test(m.messageId) && m.message.length > 0,
      ),
    }));
  const agreed = (sections: Section[]) =>
    sections.map((s) => ({
      key: s.key,
      completedIffNothingMissing: true,
      nothingMissingWhenNotApplying: true,
      everyMissingExplained: true,
    }));

  it.each(Object.entries(COMPLETE_APPLICATIONS))(
    'agrees with the status after every save while the %s fills the form section by section',
    async (_name, application: FormAnswers) => {
      const { id } = await createForm(forms, alice, workspaceId, 'Missing');
      const tab = new Tab(forms, alice, id);
      const empty = await read(id);
      expect(agreement(empty.sections)).toEqual(agreed(empty.sections));
      // Nothing answered: the first section misses its required questions, by path.
      const first = empty.sections.find((s) => s.key === 'personalP1')!;
      expect(first.missing.map((m) => m.path)).toEqual(expect.arrayContaining(['surname', 'givenName']));

      let version = empty.version;
      for (const [section, answers] of Object.entries(application)) {
        const changes = changesOf({ [section]: answers }).map((c) => ({ ...c, baseVersion: version }));
        const saved = await tab.saved(changes);
        expect(saved.invalid).toEqual([]);
        version = saved.version;
        const form = await read(id);
        expect(agreement(form.sections)).toEqual(agreed(form.sections));
      }
      const done = await read(id);
      expect(done.status).toBe('COMPLETED');
      expect(done.sections.filter((s) => s.applies).map((s) => [s.key, s.missing])).toEqual(
        done.sections.filter((s) => s.applies).map((s) => [s.key, []]),
      );
    },
  );

  it("names the answer taken away from each section of a complete application, and the section's status agrees", async () => {
    const { id } = await createForm(forms, alice, workspaceId, 'Taken away');
    const tab = new Tab(forms, alice, id);
    const all = changesOf(MARRIED_B1B2_TOURIST);
    let version = (await tab.saved(all)).version;
    const complete = await read(id);
    expect(complete.status).toBe('COMPLETED');

    for (const section of Object.keys(MARRIED_B1B2_TOURIST)) {
      // The section's first plain answer (a yes/no, a name, a date; not a companion box, whose
      // clearing asks for the answer it stood for), cleared and then given back.
      const taken = all.find(
        (c: Change) => c.section === section && !Array.isArray(c.value) && typeof c.value !== 'boolean',
      )!;
      version = (await tab.saved([{ ...taken, value: null, baseVersion: version }])).version;
      const form = await read(id);
      expect(agreement(form.sections)).toEqual(agreed(form.sections));
      const now = form.sections.find((s) => s.key === section)!;
      expect({ section, completed: now.status === 'COMPLETED' }).toEqual({ section, completed: false });
      expect(now.missing.map((m) => m.path)).toContain(taken.path);
      version = (await tab.saved([{ ...taken, baseVersion: version }])).version;
    }
    expect((await read(id)).status).toBe('COMPLETED');
  });

  it("asks for the rows of a repeater by its own path, and for each row's questions by item path", async () => {
    const { id } = await createForm(forms, alice, workspaceId, 'Rows');
    const tab = new Tab(forms, alice, id);
    const saved = await tab.saved([
      { section: 'personalP1', path: 'usedOtherNames', value: 'Y', baseVersion: 0 },
    ]);
    let section = (await read(id)).sections.find((s) => s.key === 'personalP1')!;
    expect(section.missing).toContainEqual(expect.objectContaining({ path: 'otherNames' }));

    await tab.saved([
      {
        section: 'personalP1',
        path: 'otherNames',
        value: [{ surname: 'SMITH' }],
        baseVersion: saved.version,
      },
    ]);
    section = (await read(id)).sections.find((s) => s.key === 'personalP1')!;
    expect(section.missing.map((m) => m.path)).not.toContain('otherNames');
    expect(section.missing).toContainEqual({
      path: 'otherNames.0.givenName',
      messageId: 'ds160.error.required',
      message: 'This field has not been completed.',
    });
    expect(section.missing.map((m) => m.path)).not.toContain('otherNames.0.surname');
  });
});
