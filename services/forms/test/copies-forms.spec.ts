import { randomUUID } from 'node:crypto';
import { memberActor, type TestSubgraph } from '@portico/service-kit/testing';
import { F1_STUDENT } from '@portico/shared-types/src/fixtures';
import { TRAVEL_PLAN_KEYS } from '@portico/shared-types';
import {
  CREATE,
  FORM_FIELDS,
  READ_SECTIONS,
  Tab,
  caller,
  changesOf,
  createForm,
  rawQuery,
  startForms,
} from './support/forms-client';

const DUPLICATE = `mutation($input: DuplicateFormInput!) { duplicateForm(input: $input) { ${FORM_FIELDS} } }`;

type Sections = { key: string; answers: Record<string, unknown> }[];

describe('new forms from earlier ones', () => {
  let forms: TestSubgraph;
  const workspaceId = randomUUID();
  const otherWorkspace = randomUUID();
  const alice = memberActor(workspaceId, otherWorkspace);
  let sourceId: string;

  beforeAll(async () => {
    forms = await startForms();
    sourceId = (await createForm(forms, alice, workspaceId, 'Student 2025')).id;
    const saved = await new Tab(forms, alice, sourceId).saved(changesOf(F1_STUDENT));
    expect(saved.form.status).toBe('COMPLETED');
  });
  afterAll(() => forms?.close());

  const sectionsOf = async (id: string) =>
    Object.fromEntries(
      (
        await caller(forms)<{ form: { sections: Sections } }>(alice, READ_SECTIONS, { id })
      ).data!.form.sections.map((s) => [s.key, s.answers]),
    );

  it('renews with every answer but the travel plans and companions, re-encrypting sensitive ones', async () => {
    const res = await caller(forms)<{ createForm: { id: string; status: string; version: number } }>(
      alice,
      CREATE,
      {
        input: { workspaceId, name: 'Student 2026', source: 'RENEWAL', fromFormId: sourceId },
      },
    );
    const renewal = res.data!.createForm;
    expect(renewal).toMatchObject({ status: 'IN_PROGRESS', version: 1 });
    const copied = await sectionsOf(renewal.id);
    expect(copied.personalP1).toEqual(F1_STUDENT.personalP1);
    expect(copied.passportPage).toEqual(F1_STUDENT.passportPage);
    expect(copied.studentVisaPage1).toEqual(F1_STUDENT.studentVisaPage1);
    expect(copied.travelCompanionsPage).toEqual({});
    for (const key of TRAVEL_PLAN_KEYS) expect(copied.visaPurposePage[key]).toBeUndefined();
    expect(copied.visaPurposePage.tripPurposes).toEqual(F1_STUDENT.visaPurposePage?.tripPurposes);
    const raw = JSON.stringify(
      await rawQuery(forms.databaseUrl, 'select * from forms.form_answer where form_id = $1', [renewal.id]),
    );
    expect(raw).not.toContain(String(F1_STUDENT.passportPage?.passportDocumentNumber));
  });

  it('copies the shared trip and household for a family member', async () => {
    const res = await caller(forms)<{ createForm: { id: string } }>(alice, CREATE, {
      input: { workspaceId, name: 'Sibling', source: 'FAMILY_MEMBER', fromFormId: sourceId },
    });
    const copied = await sectionsOf(res.data!.createForm.id);
    expect(copied.personalP1).toEqual({});
    expect(copied.passportPage).toEqual({});
    expect(copied.contactInfoPage).toEqual(F1_STUDENT.contactInfoPage);
    expect(copied.addressAndPhonePage).toEqual({
      homeAddress: F1_STUDENT.addressAndPhonePage?.homeAddress,
      mailingAddressType: F1_STUDENT.addressAndPhonePage?.mailingAddressType,
      ...(F1_STUDENT.addressAndPhonePage?.mailingAddress
        ? { mailingAddress: F1_STUDENT.addressAndPhonePage.mailingAddress }
        : {}),
    });
  });

  it('needs fromFormId of the same workspace for a renewal', async () => {
    const missing = await caller(forms)(alice, CREATE, {
      input: { workspaceId, name: 'R', source: 'RENEWAL' },
    });
    expect(missing.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'fromFormId' });
    const elsewhere = await caller(forms)(alice, CREATE, {
      input: { workspaceId: otherWorkspace, name: 'R', source: 'RENEWAL', fromFormId: sourceId },
    });
    expect(elsewhere.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('duplicates only the chosen sections', async () => {
    const res = await caller(forms)<{ duplicateForm: { id: string; name: string; workspaceId: string } }>(
      alice,
      DUPLICATE,
      {
        input: { formId: sourceId, name: 'Copy', sections: ['personalP1', 'familyInfoPage'] },
      },
    );
    expect(res.data?.duplicateForm).toMatchObject({ name: 'Copy', workspaceId });
    const copied = await sectionsOf(res.data!.duplicateForm.id);
    expect(copied.personalP1).toEqual(F1_STUDENT.personalP1);
    expect(copied.familyInfoPage).toEqual(F1_STUDENT.familyInfoPage);
    for (const key of Object.keys(copied).filter((k) => !['personalP1', 'familyInfoPage'].includes(k))) {
      expect({ key, answers: copied[key] }).toEqual({ key, answers: {} });
    }
  });

  it('refuses an unknown section key with BAD_USER_INPUT and creates nothing', async () => {
    const before = await rawQuery(forms.databaseUrl, 'select count(*)::int as n from forms.form');
    const res = await caller(forms)(alice, DUPLICATE, {
      input: { formId: sourceId, name: 'Copy', sections: ['personalP1', 'nope'] },
    });
    expect(res.errors?.[0]).toMatchObject({
      message: 'Unknown section key: nope',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await rawQuery(forms.databaseUrl, 'select count(*)::int as n from forms.form')).toEqual(before);
  });
});
