import { randomUUID } from 'node:crypto';
import { businessMemberActor, memberActor, subscribeGraphql } from '@portico/service-kit/testing';
import type { Actor, ClientLinkPermission } from '@portico/shared-types';
import { MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import {
  AGENCY_PREPARER,
  SUBMISSION_FIELDS,
  formWith,
  startFilingSystem,
  type FilingSystem,
} from './support/filing-system';
import { secretCipher, secretPlace } from '../src/modules/submission/secret-cipher';
import { verifyLiveViewTicket } from '../src/live-view/ticket';

jest.setTimeout(60_000);

const CREATE = `mutation($f: ID!) { createSubmission(formId: $f) { ${SUBMISSION_FIELDS} } }`;
const READ = `query($id: ID!) { submission(id: $id) { ${SUBMISSION_FIELDS} steps { totalCount items { id kind } } } }`;
const FORM_LIST = `query($f: ID!, $l: Int, $o: Int) { formSubmissions(formId: $f, limit: $l, offset: $o) { totalCount items { id status } } }`;
const LIST = `query($w: ID!, $s: SubmissionStatus, $l: Int, $o: Int) { submissions(workspaceId: $w, status: $s, limit: $l, offset: $o) { totalCount items { id status } } }`;
const CAPTCHA = `mutation($id: ID!, $a: String!) { answerCaptcha(submissionId: $id, answer: $a) { status pendingAction { kind } } }`;
const OPEN_LIVE_VIEW = `mutation($id: ID!) { openLiveView(submissionId: $id) { path role expiresAt } }`;
const ENTITIES = `query($r: [_Any!]!) { _entities(representations: $r) { ... on Form { id confirmationNumber latestSubmission { id status } } } }`;

const client = (workspaceId: string, formId: string, permissions: ClientLinkPermission[]): Actor => ({
  kind: 'client',
  clientLinkId: randomUUID(),
  workspaceId,
  formId,
  permissions,
});

describe('filing a form on CEAC: creation, refusals and who may do what', () => {
  let system: FilingSystem;
  const workspaceId = randomUUID();
  const owner = memberActor(workspaceId);
  let completeFormId: string;

  const counts = async () => {
    const [row] = await system.sql<{ submissions: string; jobs: string }>(
      `select (select count(*) from submission.submission) as submissions,
              (select count(*) from submission_jobs.job where name = 'submission-filing') as jobs`,
    );
    return { submissions: Number(row.submissions), jobs: Number(row.jobs) };
  };

  beforeAll(async () => {
    system = await startFilingSystem();
    const form = await formWith(system, owner, workspaceId, MARRIED_B1B2_TOURIST, 'Tourist');
    expect(form.status).toBe('COMPLETED');
    completeFormId = form.id;
  });
  afterAll(() => system?.close());

  let submissionId: string;

  it('freezes the answers encrypted, chooses a security question and answer, and queues the robot', async () => {
    const res = await system.call(owner, CREATE, { f: completeFormId });
    expect(res.errors).toBeUndefined();
    const created = res.data!.createSubmission;
    submissionId = created.id;
    expect(created).toMatchObject({
      workspaceId,
      formId: completeFormId,
      formName: 'Tourist',
      status: 'PENDING_START',
      confirmationNumber: null,
      pendingAction: null,
      errors: [],
    });
    expect(Number(created.securityQuestion)).toBeGreaterThanOrEqual(1);
    expect(Number(created.securityQuestion)).toBeLessThanOrEqual(20);
    expect(created.securityAnswer).toMatch(/^[A-Z]{10}$/);

    // At rest: no answer and no security answer in clear text.
    const [row] = await system.sql<Record<string, unknown>>(
      `select * from submission.submission where id = $1`,
      [submissionId],
    );
    const raw = JSON.stringify(row) + Buffer.from(row.answers_encrypted as Buffer).toString('latin1');
    expect(raw).not.toContain(MARRIED_B1B2_TOURIST.personalP1!.surname as string);
    expect(raw).not.toContain(MARRIED_B1B2_TOURIST.passportPage!.passportDocumentNumber as string);
    expect(raw).not.toContain(created.securityAnswer);
    const jobs = await system.sql<{ data: { submissionId: string } }>(
      `select data from submission_jobs.job where name = 'submission-filing'`,
    );
    expect(jobs.map((j) => j.data.submissionId)).toEqual([submissionId]);
  });

  it("freezes an agency's preparer with the filing; a personal workspace files without one", async () => {
    expect(
      (
        await system.sql<{ preparer: unknown }>(`select preparer from submission.submission where id = $1`, [
          submissionId,
        ])
      )[0].preparer,
    ).toBeNull();
    const agencyWorkspace = randomUUID();
    await system.agency(agencyWorkspace);
    const agent = businessMemberActor(agencyWorkspace);
    const form = await formWith(system, agent, agencyWorkspace, MARRIED_B1B2_TOURIST, 'Agency client');
    const created = await system.call(agent, CREATE, { f: form.id });
    expect(created.errors).toBeUndefined();
    const frozen = {
      surname: 'OKAFOR',
      givenName: 'ADA',
      organization: 'GLOBE VISA SERVICES',
      address: {
        line1: '221 HARBOUR ROAD',
        line2: 'SUITE 4',
        city: 'LAGOS',
        zipCode: '101241',
        country: 'NRA',
      },
      relationship: 'AGENT',
    };
    const stored = async () =>
      (
        await system.sql<{ preparer: unknown }>(`select preparer from submission.submission where id = $1`, [
          created.data!.createSubmission.id,
        ])
      )[0].preparer;
    expect(await stored()).toEqual(frozen);
    // Later branding changes do not touch a filing already made.
    await system.sql(`update identity.workspace set preparer_city = 'ABUJA' where id = $1`, [
      agencyWorkspace,
    ]);
    expect(await stored()).toEqual(frozen);
  });

  it('refuses to file for an agency without preparer details, pointing to Branding, storing nothing', async () => {
    const agencyWorkspace = randomUUID();
    await system.agency(agencyWorkspace, { agencyName: AGENCY_PREPARER.agencyName });
    const agent = businessMemberActor(agencyWorkspace);
    const form = await formWith(system, agent, agencyWorkspace, MARRIED_B1B2_TOURIST, 'No preparer');
    const before = await counts();
    expect((await system.call(agent, CREATE, { f: form.id })).errors?.[0]).toMatchObject({
      message:
        "CEAC asks who prepared the application: add your agency's preparer details (street address, city and country) in Workspace settings → Branding, then file again.",
      extensions: { code: 'BAD_USER_INPUT', field: 'preparer' },
    });
    // A client link with submit, filing that agency's form, is refused the same way.
    expect(
      (await system.call(client(agencyWorkspace, form.id, ['submit']), CREATE, { f: form.id })).errors?.[0]
        .extensions?.field,
    ).toBe('preparer');
    expect(await counts()).toEqual(before);
  });

  it('refuses a second filing while one is in flight, also when two arrive at once, storing nothing', async () => {
    const before = await counts();
    const again = await system.call(owner, CREATE, { f: completeFormId });
    expect(again.errors?.[0]).toMatchObject({
      message: 'This form is already being filed. Wait for that submission to finish.',
      extensions: { code: 'CONFLICT' },
    });
    expect(await counts()).toEqual(before);

    const other = await formWith(system, owner, workspaceId, MARRIED_B1B2_TOURIST, 'Twice');
    const both = await Promise.all([1, 2].map(() => system.call(owner, CREATE, { f: other.id })));
    expect(both.filter((r) => r.data?.createSubmission).length).toBe(1);
    expect(both.filter((r) => r.errors?.[0]?.extensions?.code === 'CONFLICT').length).toBe(1);
    expect(await counts()).toEqual({ submissions: before.submissions + 1, jobs: before.jobs + 1 });
  });

  it('refuses incomplete, archived, unknown and foreign forms and anonymous callers, storing nothing', async () => {
    const before = await counts();
    const partial = await formWith(system, owner, workspaceId, { personalP1: { surname: 'DOE' } }, 'Partial');
    const archived = await formWith(system, owner, workspaceId, MARRIED_B1B2_TOURIST, 'Archived');
    const archive = await system.forms(
      owner,
      'mutation($i: FormIdInput!) { archiveForm(input: $i) { status } }',
      {
        i: { id: archived.id },
      },
    );
    expect(archive.errors).toBeUndefined();

    const refusal = async (actor: Actor, formId: string) =>
      (await system.call(actor, CREATE, { f: formId })).errors?.[0];
    expect(await refusal(owner, partial.id)).toMatchObject({
      message: 'Complete every section before filing.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await refusal(owner, archived.id)).toMatchObject({
      message: 'An archived form cannot be filed. Unarchive it first.',
    });
    expect(await refusal(owner, randomUUID())).toMatchObject({ message: 'Form not found.' });
    expect(await refusal(memberActor(randomUUID()), completeFormId)).toMatchObject({
      message: 'Form not found.',
    });
    expect(
      await refusal(client(workspaceId, partial.id, ['read', 'fill', 'view_status']), partial.id),
    ).toMatchObject({
      message: 'Form not found.',
    });
    expect(await refusal({ kind: 'anonymous' }, completeFormId)).toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(await refusal(owner, 'not-a-uuid')).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(await counts()).toEqual(before);
  });

  it('lets members and view_status/submit client links of the form read it, and nobody else', async () => {
    const read = async (actor: Actor) =>
      (await system.call(actor, READ, { id: submissionId })).data?.submission?.id ?? null;
    expect(await read(owner)).toBe(submissionId);
    expect(await read(client(workspaceId, completeFormId, ['view_status']))).toBe(submissionId);
    expect(await read(client(workspaceId, completeFormId, ['submit']))).toBe(submissionId);
    expect(await read(client(workspaceId, completeFormId, ['read', 'fill']))).toBeNull();
    expect(await read(client(workspaceId, randomUUID(), ['view_status']))).toBeNull();
    expect(await read(memberActor(randomUUID()))).toBeNull();

    const formList = async (actor: Actor) =>
      (await system.call(actor, FORM_LIST, { f: completeFormId })).data?.formSubmissions.totalCount;
    expect(await formList(owner)).toBe(1);
    expect(await formList(client(workspaceId, completeFormId, ['view_status']))).toBe(1);
    expect(
      (await system.call(client(workspaceId, completeFormId, ['read']), FORM_LIST, { f: completeFormId }))
        .errors?.[0].extensions?.code,
    ).toBe('FORBIDDEN');
    expect(await formList(memberActor(randomUUID()))).toBe(0);

    const list = await system.call(owner, LIST, { w: workspaceId, s: 'PENDING_START', l: 1, o: 0 });
    expect(list.data!.submissions).toMatchObject({ totalCount: 2, items: [{ status: 'PENDING_START' }] });
    const second = await system.call(owner, LIST, { w: workspaceId, s: 'PENDING_START', l: 1, o: 1 });
    expect(second.data!.submissions.items[0].id).not.toBe(list.data!.submissions.items[0].id);
    expect(
      (await system.call(owner, LIST, { w: workspaceId, s: 'COMPLETED' })).data!.submissions.totalCount,
    ).toBe(0);
    expect(
      (await system.call(client(workspaceId, completeFormId, ['view_status']), LIST, { w: workspaceId }))
        .errors?.[0].extensions?.code,
    ).toBe('FORBIDDEN');
    expect((await system.call(owner, LIST, { w: workspaceId, l: 101 })).errors?.[0].extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
  });

  const ask = async (kind: 'CAPTCHA' | 'SIGNATURE') => {
    const actionId = randomUUID();
    await system.sql(
      `update submission.submission set status = 'AWAITING_CAPTCHA', pending_action = $2 where id = $1`,
      [
        submissionId,
        JSON.stringify({
          id: actionId,
          kind,
          imageDataUrl: 'data:image/png;base64,AAAA',
          attempt: 1,
          error: null,
          askedAt: new Date().toISOString(),
          resumeStatus: 'FILLING_FORM',
        }),
      ],
    );
    return actionId;
  };
  const stored = async () =>
    (
      await system.sql<{
        status: string;
        action_answer_for: string | null;
        action_answer_encrypted: Buffer | null;
        pending_action: unknown;
      }>(
        `select status, action_answer_for, action_answer_encrypted, pending_action from submission.submission where id = $1`,
        [submissionId],
      )
    )[0];

  it('takes a captcha answer for the captcha that is pending only, stores it encrypted and tells watchers', async () => {
    const none = await system.call(owner, CAPTCHA, { id: submissionId, a: 'ABC123' });
    expect(none.errors?.[0]).toMatchObject({
      message: 'Nothing is waiting for a captcha answer on this submission.',
    });

    const actionId = await ask('CAPTCHA');
    const watcher = subscribeGraphql<{ submissionChanged: { status: string } }>(system.submission.wsUrl, {
      query: `subscription($id: ID!) { submissionChanged(submissionId: $id) { status pendingAction { kind } } }`,
      variables: { id: submissionId },
      actor: system.signer.sign(client(workspaceId, completeFormId, ['view_status'])),
    });
    await watcher.connected;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      (
        await system.call(client(workspaceId, completeFormId, ['view_status']), CAPTCHA, {
          id: submissionId,
          a: 'X',
        })
      ).errors?.[0].extensions?.code,
    ).toBe('FORBIDDEN');
    expect(
      (await system.call(owner, CAPTCHA, { id: submissionId, a: '   ' })).errors?.[0].extensions?.code,
    ).toBe('BAD_USER_INPUT');
    expect((await stored()).action_answer_for).toBeNull();

    const answered = await system.call(owner, CAPTCHA, { id: submissionId, a: ' ABC123 ' });
    expect(answered.data!.answerCaptcha).toEqual({ status: 'FILLING_FORM', pendingAction: null });
    const row = await stored();
    expect(row.action_answer_for).toBe(actionId);
    expect(Buffer.from(row.action_answer_encrypted!).toString('latin1')).not.toContain('ABC123');
    expect((await watcher.next()).data!.submissionChanged).toEqual({
      status: 'FILLING_FORM',
      pendingAction: null,
    });
    await watcher.dispose();
  });

  it("gives the live view's sign role to the applicant only: members and watchers get a read-only view", async () => {
    await ask('SIGNATURE');
    const agencyWorkspace = randomUUID();
    await system.agency(agencyWorkspace);
    const agent = businessMemberActor(agencyWorkspace);
    const agencyForm = await formWith(system, agent, agencyWorkspace, MARRIED_B1B2_TOURIST, 'Agency form');
    const agencySubmission = (await system.call(agent, CREATE, { f: agencyForm.id })).data!.createSubmission
      .id as string;
    const role = async (actor: Actor, id: string) => {
      const res = await system.call(actor, OPEN_LIVE_VIEW, { id });
      if (res.errors) return res.errors[0];
      const access = res.data!.openLiveView as { path: string; role: string; expiresAt: string };
      const ticket = decodeURIComponent(access.path.split('ticket=')[1]);
      expect(access.path.startsWith(`/live-view/${id}?ticket=`)).toBe(true);
      const claims = verifyLiveViewTicket(ticket);
      expect(claims).toMatchObject({ sub: id, role: access.role.toLowerCase() });
      expect(Date.parse(access.expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
      return access.role;
    };
    // An agency member watches; the agency's client with submit is the applicant and signs.
    expect(await role(agent, agencySubmission)).toBe('WATCH');
    expect(await role(client(agencyWorkspace, agencyForm.id, ['submit']), agencySubmission)).toBe('SIGN');
    expect(await role(client(agencyWorkspace, agencyForm.id, ['view_status']), agencySubmission)).toBe(
      'WATCH',
    );
    // In a personal workspace: the form's owner signs; another member only watches.
    expect(await role(owner, submissionId)).toBe('SIGN');
    expect(await role(memberActor(workspaceId), submissionId)).toBe('WATCH');
    // Nobody else learns the submission exists; a finished filing has nothing to watch.
    expect(await role(memberActor(randomUUID()), submissionId)).toMatchObject({
      extensions: { code: 'NOT_FOUND' },
    });
    expect(await role(client(workspaceId, completeFormId, ['fill']), submissionId)).toMatchObject({
      extensions: { code: 'NOT_FOUND' },
    });
    await system.sql(
      `update submission.submission set status = 'COMPLETED', pending_action = null where id = $1`,
      [agencySubmission],
    );
    expect(await role(agent, agencySubmission)).toMatchObject({
      message: 'This submission is not being filed right now, so there is no live view to open.',
      extensions: { code: 'CONFLICT', messageCode: 'notFilingNow' },
    });
    // The old relay of the passport number and captcha is gone from the API.
    const old = await system.call(
      owner,
      `mutation($id: ID!) { signSubmission(submissionId: $id) { status } }`,
      {
        id: submissionId,
      },
    );
    expect(old.errors?.[0].message).toMatch(/Cannot query field "signSubmission"/);
    // The applicant signed on CEAC's page: the worker settles the hand-off (as FilingStore.settle does).
    await system.sql(
      `update submission.submission set status = 'IN_PROGRESS', pending_action = null where id = $1`,
      [submissionId],
    );
  });

  it("adds the form's latest submission and its confirmation number to Form", async () => {
    const rep = [{ __typename: 'Form', id: completeFormId }];
    const before = await system.call(owner, ENTITIES, { r: rep });
    expect(before.data!._entities[0]).toEqual({
      id: completeFormId,
      confirmationNumber: null,
      latestSubmission: { id: submissionId, status: 'IN_PROGRESS' },
    });
    await system.sql(
      `update submission.submission set status = 'COMPLETED', confirmation_number = 'AA00BCDE12', completed_at = now() where id = $1`,
      [submissionId],
    );
    const after = await system.call(client(workspaceId, completeFormId, ['view_status']), ENTITIES, {
      r: rep,
    });
    expect(after.data!._entities[0]).toMatchObject({ confirmationNumber: 'AA00BCDE12' });
    const stranger = await system.call(memberActor(randomUUID()), ENTITIES, { r: rep });
    expect(stranger.data!._entities[0]).toEqual({
      id: completeFormId,
      confirmationNumber: null,
      latestSubmission: null,
    });
    // Completed: the form is filed again only as a deliberate new DS-160 (docs/adr/0043).
    expect((await system.call(owner, CREATE, { f: completeFormId })).errors?.[0].extensions).toMatchObject({
      code: 'CONFLICT',
      messageCode: 'alreadyFiled',
    });
    const again = await system.call(
      owner,
      `mutation($f: ID!) { createSubmission(formId: $f, fileAgain: true) { status } }`,
      { f: completeFormId },
    );
    expect(again.data?.createSubmission.status).toBe('PENDING_START');
  });
});

describe('a filing takes one credit from billing', () => {
  let system: FilingSystem;
  const workspaceId = randomUUID();
  const owner = memberActor(workspaceId);
  let formId: string;

  const stored = async () =>
    Number(
      (
        await system.sql<{ n: string }>(
          `select count(*) as n from submission.submission where form_id = $1`,
          [formId],
        )
      )[0].n,
    );

  beforeAll(async () => {
    system = await startFilingSystem();
    formId = (await formWith(system, owner, workspaceId, MARRIED_B1B2_TOURIST, 'Credits')).id;
  });
  afterAll(() => system?.close());

  it("refuses with billing's message and stores nothing when the workspace has no credit left", async () => {
    system.credits.setBalance(workspaceId, 0);
    const res = await system.call(owner, CREATE, { f: formId });
    expect(res.errors?.[0]).toMatchObject({
      message: 'No form credits left. Buy credits on the Pricing page to file this form.',
      extensions: { code: 'NO_CREDITS' },
    });
    expect(await stored()).toBe(0);
  });

  it('refuses and stores nothing while billing cannot be reached, and gives back a credit it may have taken', async () => {
    system.credits.setBalance(workspaceId, 1);
    system.credits.down = true;
    try {
      const res = await system.call(owner, CREATE, { f: formId });
      expect(res.errors?.[0].extensions?.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      system.credits.down = false;
    }
    expect(await stored()).toBe(0);
    expect(system.credits.calls.at(-1)?.path).toBe('/internal/credits/release');
    expect(system.credits.balance(workspaceId)).toBe(1);
  });

  it('takes exactly one credit for the submission it stores, relaying the signed actor', async () => {
    system.credits.setBalance(workspaceId, 2);
    const res = await system.call(owner, CREATE, { f: formId });
    expect(res.errors).toBeUndefined();
    const submissionId = res.data!.createSubmission.id as string;
    expect(system.credits.balance(workspaceId)).toBe(1);
    expect(system.credits.consumed(workspaceId)).toEqual([submissionId]);
    const consume = system.credits.calls.filter((c) => c.path === '/internal/credits/consume').at(-1)!;
    expect(consume).toEqual({
      path: '/internal/credits/consume',
      body: { workspaceId, submissionId },
      signed: true,
    });
    // The credit's return token (docs/adr/0041) is kept, encrypted to this submission.
    const token = system.credits.returnTokenOf(submissionId)!;
    const [row] = await system.sql<{ sealed: Buffer }>(
      `select credit_return_token_encrypted as sealed from submission.submission where id = $1`,
      [submissionId],
    );
    expect(row.sealed.includes(Buffer.from(token))).toBe(false);
    expect(secretCipher().decrypt(row.sealed, secretPlace.creditReturnToken(submissionId))).toBe(token);
    // A second filing of the same form while the first runs is refused before any credit is taken.
    const again = await system.call(owner, CREATE, { f: formId });
    expect(again.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(system.credits.balance(workspaceId)).toBe(1);
  });
});
