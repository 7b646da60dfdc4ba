import { randomUUID } from 'node:crypto';
import { memberActor, type TestSubgraph } from '@portico/service-kit/testing';
import type { Actor } from '@portico/shared-types';
import { MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import { Tab, caller, changesOf, createForm, rawQuery, startForms } from './support/forms-client';

const REVIEW = `query($id: ID!, $key: String!) { form(id: $id) { status version reviewCount
  notInEnglish { section path messageId message } completionBlockedReason
  section(key: $key) { status answers versions originals
    reviews { path originalBy originalAt agencyBy agencyAt needsReview translation } } } }`;

interface Review {
  path: string;
  originalBy: string | null;
  originalAt: string | null;
  agencyBy: string | null;
  agencyAt: string | null;
  needsReview: boolean;
  translation: string | null;
}
interface ReviewRead {
  form: {
    status: string;
    version: number;
    reviewCount: number;
    notInEnglish: { section: string; path: string; messageId: string; message: string }[];
    completionBlockedReason: string | null;
    section: {
      status: string;
      answers: Record<string, unknown>;
      versions: Record<string, number>;
      originals: Record<string, unknown>;
      reviews: Review[];
    };
  };
}

/** The tourist with a Russian name and address, as a client would type them. */
function russianApplication() {
  return changesOf(MARRIED_B1B2_TOURIST).map((c) => {
    if (c.section === 'personalP1' && c.path === 'surname') return { ...c, value: 'Иванова' };
    if (c.section === 'addressAndPhonePage' && c.path === 'homeAddress.line1')
      return { ...c, value: 'ул. Ленина, д. 5' };
    return c;
  });
}

describe('client originals beside the agency value (ADR 0014)', () => {
  let forms: TestSubgraph;
  const workspaceId = randomUUID();
  const agent = memberActor(workspaceId);
  const agentId = agent.kind === 'user' ? agent.userId : '';
  let formId: string;
  let client: Actor;
  const clientLinkId = randomUUID();

  const read = async (actor: Actor, key: string) => {
    const body = await caller(forms)<ReviewRead>(actor, REVIEW, { id: formId, key });
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.form;
  };

  beforeAll(async () => {
    forms = await startForms();
    formId = (await createForm(forms, agent, workspaceId, 'Intake')).id;
    client = { kind: 'client', clientLinkId, workspaceId, formId, permissions: ['read', 'fill'] };
  });
  afterAll(() => forms?.close());

  it('accepts native script from a client, keeps it as the original, and refuses completion until it is English', async () => {
    const saved = await new Tab(forms, client, formId).saved(russianApplication());
    expect(saved.invalid).toEqual([]);
    expect(saved.conflicts).toEqual([]);
    // Every section is complete in the client's script, but CEAC needs English.
    expect(saved.form.progress.completed).toBe(saved.form.progress.applicable);
    expect(saved.form.status).toBe('IN_PROGRESS');

    const form = await read(agent, 'personalP1');
    expect(form.section.status).toBe('COMPLETED');
    expect(form.notInEnglish.map((p) => `${p.section}.${p.path}`).sort()).toEqual([
      'addressAndPhonePage.homeAddress.line1',
      'personalP1.surname',
    ]);
    expect(form.notInEnglish[0].message).toBe(
      'Answers must be in English, using only English (A-Z) characters.',
    );
    expect(form.completionBlockedReason).toBe(
      'The form cannot be completed until these answers are in English: personalP1.surname, addressAndPhonePage.homeAddress.line1.',
    );
    expect(form.section.answers.surname).toBe('Иванова');
    expect(form.section.originals.surname).toBe('Иванова');
    const surname = form.section.reviews.find((r) => r.path === 'surname')!;
    expect(surname).toMatchObject({
      originalBy: `client:${clientLinkId}`,
      agencyBy: null,
      needsReview: false,
    });
    expect(new Date(surname.originalAt!).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses native script from a member (English-only rules) and stores nothing', async () => {
    const before = await read(agent, 'personalP1');
    const tab = new Tab(forms, agent, formId);
    const result = await tab.saved([
      { section: 'personalP1', path: 'surname', value: 'Петрова', baseVersion: before.version },
    ]);
    expect(result.invalid).toEqual([
      expect.objectContaining({ path: 'surname', messageId: 'ds160.error.englishOnly' }),
    ]);
    expect((await read(agent, 'personalP1')).section.answers.surname).toBe('Иванова');
  });

  it('keeps the agency value for CEAC and the original for the client; English answers complete the form', async () => {
    const before = await read(agent, 'personalP1');
    const tab = new Tab(forms, agent, formId);
    const result = await tab.saved([
      { section: 'personalP1', path: 'surname', value: 'IVANOVA', baseVersion: before.version },
      {
        section: 'addressAndPhonePage',
        path: 'homeAddress.line1',
        value: 'UL. LENINA, D. 5',
        baseVersion: before.version,
      },
    ]);
    expect(result.invalid).toEqual([]);
    expect(result.form.status).toBe('COMPLETED');

    const agency = await read(agent, 'personalP1');
    expect(agency.notInEnglish).toEqual([]);
    expect(agency.completionBlockedReason).toBeNull();
    expect(agency.section.answers.surname).toBe('IVANOVA');
    expect(agency.section.originals.surname).toBe('Иванова');
    expect(agency.section.reviews.find((r) => r.path === 'surname')).toMatchObject({
      originalBy: `client:${clientLinkId}`,
      agencyBy: agentId,
      needsReview: false,
    });

    const mine = await read(client, 'personalP1');
    expect(mine.section.answers.surname).toBe('Иванова');
    expect(mine.section.originals).toEqual({});
    expect(mine.section.reviews).toEqual([]);
    expect(mine.reviewCount).toBe(0);
  });

  it('flags a later client change to an edited answer for review, and a member save clears it', async () => {
    const mine = await read(client, 'personalP1');
    const changed = await new Tab(forms, client, formId).saved([
      {
        section: 'personalP1',
        path: 'surname',
        value: 'Петрова',
        baseVersion: mine.section.versions.surname,
      },
    ]);
    expect(changed.conflicts).toEqual([]);
    expect(changed.applied).toHaveLength(1);

    const flagged = await read(agent, 'personalP1');
    expect(flagged.section.answers.surname).toBe('IVANOVA'); // CEAC still gets the agency value
    expect(flagged.section.originals.surname).toBe('Петрова');
    expect(flagged.reviewCount).toBe(1);
    expect(flagged.section.reviews.find((r) => r.path === 'surname')).toMatchObject({
      needsReview: true,
      agencyBy: agentId,
    });
    expect(flagged.status).toBe('COMPLETED');

    // A client save of an answer the agency never edited is not flagged.
    await new Tab(forms, client, formId).saved([
      {
        section: 'personalP1',
        path: 'givenName',
        value: 'Ольга',
        baseVersion: (await read(client, 'personalP1')).section.versions.givenName,
      },
    ]);
    const after = await read(agent, 'personalP1');
    expect(after.reviewCount).toBe(1);
    expect(after.section.answers.givenName).toBe('Ольга');
    expect(after.status).toBe('IN_PROGRESS');
    expect(after.completionBlockedReason).toContain('personalP1.givenName');

    await new Tab(forms, agent, formId).saved([
      { section: 'personalP1', path: 'surname', value: 'PETROVA', baseVersion: after.version },
      { section: 'personalP1', path: 'givenName', value: 'OLGA', baseVersion: after.version },
    ]);
    const cleared = await read(agent, 'personalP1');
    expect(cleared.reviewCount).toBe(0);
    expect(cleared.status).toBe('COMPLETED');
  });

  it('lets the client add an item to a list the agency wrote, without flagging the list itself', async () => {
    const before = await read(agent, 'personalP1');
    await new Tab(forms, agent, formId).saved([
      { section: 'personalP1', path: 'usedOtherNames', value: 'Y', baseVersion: before.version },
      {
        section: 'personalP1',
        path: 'otherNames',
        value: [{ surname: 'SMITH', givenName: 'ANNA' }],
        baseVersion: before.version,
      },
    ]);
    const mine = await read(client, 'personalP1');
    const added = await new Tab(forms, client, formId).saved([
      {
        section: 'personalP1',
        path: 'otherNames',
        value: [
          { surname: 'SMITH', givenName: 'ANNA' },
          { surname: 'Петрова', givenName: 'Анна' },
        ],
        baseVersion: mine.section.versions.otherNames,
      },
    ]);
    expect(added.conflicts).toEqual([]);
    expect(added.invalid).toEqual([]);
    const agency = await read(agent, 'personalP1');
    expect(agency.section.answers.otherNames).toEqual([
      { surname: 'SMITH', givenName: 'ANNA' },
      { surname: 'Петрова', givenName: 'Анна' },
    ]);
    expect(agency.section.reviews.find((r) => r.path === 'otherNames')?.needsReview).toBe(false);
    expect(agency.reviewCount).toBe(0);
    expect(agency.completionBlockedReason).toContain('personalP1.otherNames.1.surname');
  });

  it('encrypts a sensitive original like the value', async () => {
    const mine = await read(client, 'passportPage');
    await new Tab(forms, client, formId).saved([
      {
        section: 'passportPage',
        path: 'passportDocumentNumber',
        value: 'QZ9988776',
        baseVersion: mine.section.versions.passportDocumentNumber ?? 0,
      },
    ]);
    const [row] = await rawQuery<{ original: unknown; original_encrypted: Buffer | null; value: unknown }>(
      forms.databaseUrl,
      `select original, original_encrypted, value from forms.form_answer
        where form_id = $1 and section = 'passportPage' and path = 'passportDocumentNumber'`,
      [formId],
    );
    expect(row.original).toBeNull();
    expect(row.value).toBeNull();
    expect(row.original_encrypted!.length).toBeGreaterThan(28);
    expect(row.original_encrypted!.toString('latin1')).not.toContain('QZ9988776');
    const agency = await read(agent, 'passportPage');
    expect(agency.section.originals.passportDocumentNumber).toBe('QZ9988776');
  });
});
