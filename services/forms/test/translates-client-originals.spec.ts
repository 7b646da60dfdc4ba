import { randomUUID } from 'node:crypto';
import {
  businessMemberActor,
  memberActor,
  subscribeGraphql,
  type TestSubgraph,
} from '@portico/service-kit/testing';
import type { Actor } from '@portico/shared-types';
import { MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import { Tab, caller, changesOf, createForm, startForms } from './support/forms-client';

const FORM = `status version translationState reviewCount completionBlockedReason
  notInEnglish { section path messageId }`;
const TRANSLATE_ALL = `mutation($id: ID!) { translateAll(input: { id: $id }) {
  translated needsHuman unchanged form { ${FORM} } } }`;
const TRANSLATE_FIELD = `mutation($formId: ID!, $section: String!, $path: String!) {
  translateField(input: { formId: $formId, section: $section, path: $path }) {
    outcome value form { version } } }`;
const RESET = `mutation($id: ID!) { resetTranslations(input: { id: $id }) { reset form { ${FORM} } } }`;
const REVIEW_ANSWER = `mutation($input: ReviewAnswerInput!) { reviewAnswer(input: $input) { ${FORM} } }`;
const READ = `query($id: ID!, $key: String!) { form(id: $id) { ${FORM}
  section(key: $key) { answers versions originals reviews { path agencyBy needsReview translation } } } }`;

interface Read {
  status: string;
  version: number;
  translationState: string;
  reviewCount: number;
  completionBlockedReason: string | null;
  notInEnglish: { section: string; path: string }[];
  section: {
    answers: Record<string, unknown>;
    versions: Record<string, number>;
    originals: Record<string, unknown>;
    reviews: { path: string; agencyBy: string | null; needsReview: boolean; translation: string | null }[];
  };
}

const ORIGINALS: Record<string, unknown> = {
  'personalP1.surname': 'Щербакова',
  'personalP1.givenName': 'Юлия',
  'addressAndPhonePage.homeAddress.line1': '文三路88号',
  'addressAndPhonePage.homeAddress.city': '杭州市',
  'presentOccupationPage.dutiesDescription': 'Разрабатываю платёжные системы',
};

describe('translation of client originals to English (ADR 0014)', () => {
  let forms: TestSubgraph;
  const workspaceId = randomUUID();
  const agent = businessMemberActor(workspaceId);
  const agentId = agent.kind === 'user' ? agent.userId : '';
  const outsider = memberActor(randomUUID());
  let formId: string;
  let client: Actor;
  const call = <T>(actor: Actor, query: string, variables: Record<string, unknown>) =>
    caller(forms)<T>(actor, query, variables);
  const read = async (actor: Actor, key: string) => {
    const body = await call<{ form: Read }>(actor, READ, { id: formId, key });
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.form;
  };
  const translateAll = async () => {
    const body = await call<{
      translateAll: { translated: number; needsHuman: number; unchanged: number; form: Read };
    }>(agent, TRANSLATE_ALL, { id: formId });
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.translateAll;
  };
  const clientSave = async (section: string, path: string, value: string) => {
    const mine = await read(client, section);
    return new Tab(forms, client, formId).saved([
      { section, path, value, baseVersion: mine.section.versions[path] ?? 0 },
    ]);
  };

  beforeAll(async () => {
    forms = await startForms();
    formId = (await createForm(forms, agent, workspaceId, 'Intake')).id;
    client = { kind: 'client', clientLinkId: randomUUID(), workspaceId, formId, permissions: ['fill'] };
    const changes = changesOf(MARRIED_B1B2_TOURIST).map((c) => {
      const original = ORIGINALS[`${c.section}.${c.path}`];
      return original === undefined ? c : { ...c, value: original };
    });
    const saved = await new Tab(forms, client, formId).saved(changes);
    expect(saved.invalid).toEqual([]);
  });
  afterAll(() => forms?.close());

  it('refuses client links, other workspaces and personal workspaces, and changes nothing', async () => {
    const before = await read(agent, 'personalP1');
    const asClient = await call(client, TRANSLATE_ALL, { id: formId });
    expect(asClient.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const asOutsider = await call(outsider, RESET, { id: formId });
    expect(asOutsider.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const asClientReview = await call(client, REVIEW_ANSWER, {
      input: { formId, section: 'personalP1', path: 'surname', decision: 'KEEP_AGENCY' },
    });
    expect(asClientReview.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // The same workspace seen as a personal one (the actor says its type): not offered.
    const personal = memberActor(workspaceId);
    const asPersonal = await call(personal, TRANSLATE_ALL, { id: formId });
    expect(asPersonal.errors?.[0]).toMatchObject({
      message: 'Translation and review are offered in business workspaces.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await call(personal, RESET, { id: formId })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await read(agent, 'personalP1')).version).toBe(before.version);
  });

  it('translates names and addresses offline and marks free text it cannot translate for a human', async () => {
    const result = await translateAll();
    expect(result).toMatchObject({ translated: 4, needsHuman: 1 });
    expect(result.form.translationState).toBe('IN_PROGRESS');
    expect(result.form.status).toBe('IN_PROGRESS');
    expect(result.form.notInEnglish).toEqual([
      { section: 'presentOccupationPage', path: 'dutiesDescription', messageId: 'ds160.error.englishOnly' },
    ]);

    const p1 = await read(agent, 'personalP1');
    expect(p1.section.answers).toMatchObject({ surname: 'SHCHERBAKOVA', givenName: 'IULIIA' });
    expect(p1.section.originals).toMatchObject({ surname: 'Щербакова', givenName: 'Юлия' });
    expect(p1.section.reviews.find((r) => r.path === 'surname')).toMatchObject({
      agencyBy: agentId,
      translation: 'MACHINE',
    });
    const address = await read(agent, 'addressAndPhonePage');
    expect(address.section.answers.homeAddress).toMatchObject({
      line1: 'WENSANLU 88 HAO',
      city: 'HANGZHOUSHI',
    });
    const work = await read(agent, 'presentOccupationPage');
    // Never passed on as English: the original stays and is marked.
    expect(work.section.answers.dutiesDescription).toBe('Разрабатываю платёжные системы');
    expect(work.section.reviews.find((r) => r.path === 'dutiesDescription')).toMatchObject({
      translation: 'NEEDS_HUMAN',
      agencyBy: null,
    });
    // The client still sees what they typed.
    expect((await read(client, 'personalP1')).section.answers.surname).toBe('Щербакова');
  });

  it('completes the form once a member writes the free text in English', async () => {
    const before = await read(agent, 'presentOccupationPage');
    const saved = await new Tab(forms, agent, formId).saved([
      {
        section: 'presentOccupationPage',
        path: 'dutiesDescription',
        value: 'I develop payment systems.',
        baseVersion: before.version,
      },
    ]);
    expect(saved.form.status).toBe('COMPLETED');
  });

  it('re-translates a machine value the client changed, but keeps a hand edit and flags it', async () => {
    const p1 = await read(agent, 'personalP1');
    await new Tab(forms, agent, formId).saved([
      { section: 'personalP1', path: 'givenName', value: 'JULIA', baseVersion: p1.version },
    ]);
    await clientSave('personalP1', 'surname', 'Хорошилова');
    await clientSave('personalP1', 'givenName', 'Юлиана');
    const flagged = await read(agent, 'personalP1');
    expect(flagged.reviewCount).toBe(2);

    const again = await translateAll();
    expect(again.translated).toBe(1); // the surname's machine value follows the new original
    const after = await read(agent, 'personalP1');
    expect(after.section.answers).toMatchObject({ surname: 'KHOROSHILOVA', givenName: 'JULIA' });
    expect(after.section.reviews.find((r) => r.path === 'givenName')).toMatchObject({
      needsReview: true,
      translation: null,
    });
    expect(after.reviewCount).toBe(1);
  });

  it('settles a flagged answer: keep the agency value, or accept the client change', async () => {
    const keep = await call<{ reviewAnswer: Read }>(agent, REVIEW_ANSWER, {
      input: { formId, section: 'personalP1', path: 'givenName', decision: 'KEEP_AGENCY' },
    });
    expect(keep.data!.reviewAnswer.reviewCount).toBe(0);
    expect((await read(agent, 'personalP1')).section.answers.givenName).toBe('JULIA');

    const notFlagged = await call(agent, REVIEW_ANSWER, {
      input: { formId, section: 'personalP1', path: 'givenName', decision: 'ACCEPT_CLIENT' },
    });
    expect(notFlagged.errors?.[0]?.message).toBe('This answer is not flagged for review.');

    await clientSave('personalP1', 'givenName', 'Юля');
    const accepted = await call<{ reviewAnswer: Read }>(agent, REVIEW_ANSWER, {
      input: { formId, section: 'personalP1', path: 'givenName', decision: 'ACCEPT_CLIENT' },
    });
    expect(accepted.data!.reviewAnswer.status).toBe('IN_PROGRESS'); // the original is Cyrillic
    expect(accepted.data!.reviewAnswer.completionBlockedReason).toContain('personalP1.givenName');

    const one = await call<{ translateField: { outcome: string; value: unknown } }>(agent, TRANSLATE_FIELD, {
      formId,
      section: 'personalP1',
      path: 'givenName',
    });
    expect(one.data!.translateField).toMatchObject({ outcome: 'TRANSLATED', value: 'IULIA' });
    const noOriginal = await call(agent, TRANSLATE_FIELD, {
      formId,
      section: 'personalP1',
      path: 'nativeFullName',
    });
    expect(noOriginal.errors?.[0]?.message).toMatch(/no client original|Only names/);
  });

  it('puts a translated form back in progress when the client types new text', async () => {
    const done = await translateAll();
    expect(done.form.translationState).toBe('TRANSLATED');
    await clientSave('addressAndPhonePage', 'homeAddress.line2', 'кв. 7');
    expect((await read(agent, 'personalP1')).translationState).toBe('IN_PROGRESS');
    // A code (not text) does not.
    expect((await translateAll()).form.translationState).toBe('TRANSLATED');
    const mine = await read(client, 'personalP1');
    await new Tab(forms, client, formId).saved([
      { section: 'personalP1', path: 'gender', value: 'M', baseVersion: mine.section.versions.gender },
    ]);
    expect((await read(agent, 'personalP1')).translationState).toBe('TRANSLATED');
  });

  it('tells the workspace live, like a save: ANSWERS_SAVED with the translated paths (never values)', async () => {
    const sub = subscribeGraphql(forms.wsUrl, {
      query: `subscription($w: ID!) { formChanged(workspaceId: $w) { change formId version by clientId paths } }`,
      variables: { w: workspaceId },
      actor: forms.signer.sign(agent),
    });
    await sub.connected;
    await new Promise((r) => setTimeout(r, 200));
    await clientSave('personalP1', 'surname', 'Щербакова');
    const saved = (await sub.next()).data?.formChanged as { change: string; paths: string[] };
    expect(saved).toMatchObject({ change: 'ANSWERS_SAVED', paths: ['personalP1.surname'] });
    const result = await translateAll();
    let event = (await sub.next()).data?.formChanged as {
      change: string;
      version: number;
      by: string;
      clientId: string | null;
      paths: string[];
    };
    if (event.change === 'STATUS_CHANGED') event = (await sub.next()).data?.formChanged as typeof event;
    expect(event).toEqual({
      change: 'ANSWERS_SAVED',
      formId,
      version: result.form.version,
      by: agentId,
      clientId: null,
      paths: ['personalP1.surname'],
    });
    expect(JSON.stringify(event)).not.toContain('SHCHERBAKOVA');
    await sub.dispose();
  });

  it('resets every agency value to the client original', async () => {
    const body = await call<{ resetTranslations: { reset: number; form: Read } }>(agent, RESET, {
      id: formId,
    });
    const { reset, form } = body.data!.resetTranslations;
    expect(reset).toBeGreaterThanOrEqual(5);
    expect(form.translationState).toBe('NONE');
    expect(form.status).toBe('IN_PROGRESS');
    const p1 = await read(agent, 'personalP1');
    expect(p1.section.answers).toMatchObject({ surname: 'Щербакова', givenName: 'Юля' });
    expect(p1.section.reviews.every((r) => r.agencyBy === null && r.translation === null)).toBe(true);
  });
});
