// The robot worker files submissions on the real CEAC simulator with real Chromium: people answer the
// captcha and sign through the GraphQL API, every change reaches subscribers, and outcomes (completed,
// ds160Error, errored after a CEAC change or repeated failures) are stored as a person needs them.
import { randomUUID } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { businessMemberActor, memberActor, subscribeGraphql } from '@portico/service-kit/testing';
import { MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import {
  formWith,
  startFilingSystem,
  startTestRobotWorker,
  type FilingSystem,
} from './support/filing-system';
import { actAsApplicant, startSim, type Sim } from './support/applicant';
import { compareWithCeac, expectedCeacValues, type SimRecord } from './robot/harness';
import type { RunningRobotWorker } from '../src/robot-worker';
import { secretCipher, secretPlace } from '../src/modules/submission/secret-cipher';

jest.setTimeout(180_000);

const CREATE = `mutation($f: ID!) { createSubmission(formId: $f) { id status } }`;

describe('the robot worker files on CEAC', () => {
  const startWorker = () => startTestRobotWorker(system, sim.url, { concurrency: 2 });
  let system: FilingSystem;
  let sim: Sim;
  let worker: RunningRobotWorker;
  let smtp: SMTPServer;
  const mails: { to: string[]; subject: string; text: string }[] = [];
  const workspaceId = randomUUID();
  const applicant = memberActor(workspaceId);

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            mails.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`;
    [system, sim] = await Promise.all([startFilingSystem(), startSim()]);
    worker = await startWorker();
  });
  afterAll(async () => {
    await worker?.stop();
    await system?.close();
    await sim?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });

  it('files a complete form: captcha and signature by people, live events, the simulator holds every answer', async () => {
    const form = await formWith(system, applicant, workspaceId, MARRIED_B1B2_TOURIST, 'Tourist');
    const created = await system.call(applicant, CREATE, { f: form.id });
    const submissionId = created.data!.createSubmission.id as string;

    const watcher = subscribeGraphql<{ submissionChanged: { status: string; currentPage: string | null } }>(
      system.submission.wsUrl,
      {
        query: `subscription($id: ID!) { submissionChanged(submissionId: $id) { status currentPage } }`,
        variables: { id: submissionId },
        actor: system.signer.sign(applicant),
      },
    );
    const workspaceWatcher = subscribeGraphql<{
      workspaceSubmissionsChanged: { id: string; status: string };
    }>(system.submission.wsUrl, {
      query: `subscription($w: ID!) { workspaceSubmissionsChanged(workspaceId: $w) { id status } }`,
      variables: { w: workspaceId },
      actor: system.signer.sign(applicant),
    });
    await Promise.all([watcher.connected, workspaceWatcher.connected]);
    const seen: string[] = [];
    const collecting = (async () => {
      for (;;) {
        const event = await watcher.next(60_000).catch(() => null);
        if (!event?.data) return;
        seen.push(event.data.submissionChanged.status);
        if (event.data.submissionChanged.status === 'COMPLETED') return;
      }
    })();

    const outcome = await actAsApplicant(system, sim, applicant, submissionId, MARRIED_B1B2_TOURIST);
    await collecting;
    expect(outcome).toMatchObject({ status: 'COMPLETED', errors: [], errorMessage: null, signatures: 1 });
    expect(outcome.captchas).toBeGreaterThanOrEqual(1);
    expect(outcome.confirmationNumber).toMatch(/^AA[A-Z0-9]{8}$/);

    // Every status the spec names on the way, delivered live, in order of first appearance.
    const firsts = seen.filter((s, i) => seen.indexOf(s) === i);
    expect(firsts).toEqual(
      expect.arrayContaining(['FILLING_FORM', 'AWAITING_CAPTCHA', 'IN_PROGRESS', 'COMPLETED']),
    );
    expect(firsts.indexOf('IN_PROGRESS')).toBeGreaterThan(firsts.indexOf('FILLING_FORM'));
    expect(seen[seen.length - 1]).toBe('COMPLETED');
    const workspaceEvent = await workspaceWatcher.next();
    expect(workspaceEvent.data!.workspaceSubmissionsChanged.id).toBe(submissionId);
    await Promise.all([watcher.dispose(), workspaceWatcher.dispose()]);

    // The simulator filed exactly one application, with every answer of the form and our security answer.
    const record = await sim.hook<SimRecord & { securityQuestion: string; securityAnswer: string }>(
      `/applications/${outcome.applicationId}`,
    );
    expect(record).toMatchObject({
      signed: true,
      submitCount: 1,
      confirmationNumber: outcome.confirmationNumber,
      securityQuestion: outcome.securityQuestion,
      securityAnswer: outcome.securityAnswer,
    });
    const filed = await system.call(
      applicant,
      `query($id: ID!) { submission(id: $id) { steps(limit: 100) { items { code page } } } }`,
      { id: submissionId },
    );
    const filedSteps = (
      filed.data!.submission as { steps: { items: { code: string; page: string | null }[] } }
    ).steps.items;
    expect(compareWithCeac(expectedCeacValues(MARRIED_B1B2_TOURIST), record, filedSteps)).toEqual([]);

    // The timeline: every step stored in order; the form shows the confirmation number.
    const steps = await system.call(
      applicant,
      `query($id: ID!) { submission(id: $id) { completedAt steps(limit: 100) { totalCount items { kind page status } } } }`,
      { id: submissionId },
    );
    const timeline = steps.data!.submission.steps;
    expect(steps.data!.submission.completedAt).not.toBeNull();
    expect(timeline.totalCount).toBeGreaterThan(20);
    expect(timeline.items.map((s: { kind: string }) => s.kind)).toEqual(
      expect.arrayContaining(['page', 'saved', 'captcha', 'review', 'sign', 'confirmation']),
    );
    // The last step, "Submitted: confirmation number …", reads as done, not "In progress".
    expect(timeline.items.at(-1)).toMatchObject({ kind: 'confirmation', status: 'COMPLETED' });
    const entities = await system.call(
      applicant,
      `query($r: [_Any!]!) { _entities(representations: $r) { ... on Form { confirmationNumber } } }`,
      { r: [{ __typename: 'Form', id: form.id }] },
    );
    expect(entities.data!._entities[0].confirmationNumber).toBe(outcome.confirmationNumber);

    // The applicant (a personal workspace member) gets the number by e-mail.
    // (Earlier mails to the same address said a captcha and the signature were awaited, ADR 0043.)
    const filedMail = (m: { to: string[]; subject: string }) =>
      m.to.includes(applicant.kind === 'user' ? applicant.email : '') &&
      m.subject.includes(outcome.confirmationNumber!);
    const deadline = Date.now() + 10_000;
    while (!mails.some(filedMail) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const mail = mails.find(filedMail)!;
    expect(mail.subject).toContain(outcome.confirmationNumber!);
    expect(mail.text).toContain(outcome.applicationId!);
    expect(mail.text).not.toContain(outcome.securityAnswer!);
  });

  it("declares an agency as preparer on CEAC's sign page with its branding details (ADR 0024)", async () => {
    const agencyWorkspace = randomUUID();
    await system.agency(agencyWorkspace);
    const agent = businessMemberActor(agencyWorkspace);
    const form = await formWith(system, agent, agencyWorkspace, MARRIED_B1B2_TOURIST, 'Agency client');
    // The form's client links (identity): the newest unrevoked one names who gets the confirmation.
    const clientEmail = `client-${randomUUID().slice(0, 8)}@example.test`;
    const link = (email: string, minutesAgo: number, revoked: boolean) =>
      system.sql(
        `insert into identity.client_link (id, workspace_id, form_id, client_name, client_email, permissions,
           expires_at, default_language, token_hash, created_by, created_at, revoked_at)
         values ($1, $2, $3, 'Client', $4, '["submit"]', now() + interval '7 days', 'ru', $5, $6,
           now() - make_interval(mins => $7), ${revoked ? 'now()' : 'null'})`,
        [
          randomUUID(),
          agencyWorkspace,
          form.id,
          email,
          randomUUID().replace(/-/g, ''),
          randomUUID(),
          minutesAgo,
        ],
      );
    await link('older-link@example.test', 30, false);
    await link(clientEmail, 20, false);
    await link('revoked-link@example.test', 10, true);
    const created = await system.call(agent, CREATE, { f: form.id });
    expect(created.errors).toBeUndefined();
    // The client signs through a link with the submit permission (the applicant's own act).
    const applicantLink = {
      kind: 'client' as const,
      clientLinkId: randomUUID(),
      workspaceId: agencyWorkspace,
      formId: form.id,
      permissions: ['submit' as const],
    };
    const outcome = await actAsApplicant(
      system,
      sim,
      applicantLink,
      created.data!.createSubmission.id,
      MARRIED_B1B2_TOURIST,
    );
    expect(outcome).toMatchObject({ status: 'COMPLETED', errorMessage: null });
    const record = await sim.hook<{ preparer: unknown; submitCount: number }>(
      `/applications/${outcome.applicationId}`,
    );
    expect(record.submitCount).toBe(1);
    expect(record.preparer).toEqual({
      surname: 'OKAFOR',
      givenName: 'ADA',
      organization: 'GLOBE VISA SERVICES',
      address: {
        line1: '221 HARBOUR ROAD',
        line2: 'SUITE 4',
        city: 'LAGOS',
        state: null,
        zipCode: '101241',
        country: 'NRA',
      },
      relationship: 'AGENT',
    });
    // The agency's client gets the confirmation number by e-mail (the newest unrevoked link's address).
    // In the link's language (Russian), after the mails that said a captcha and the signature were awaited.
    const filedMail = (m: { to: string[]; subject: string }) =>
      m.to.includes(clientEmail) && m.subject.includes(outcome.confirmationNumber!);
    const deadline = Date.now() + 15_000;
    while (!mails.some(filedMail) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const mail = mails.find(filedMail);
    expect(mail?.text).toContain(`Номер подтверждения: ${outcome.confirmationNumber}`);
    expect(
      mails.some(
        (m) => m.to.includes('older-link@example.test') || m.to.includes('revoked-link@example.test'),
      ),
    ).toBe(false);
  });

  it('ends in DS160_ERROR on the right section and field when CEAC refuses an answer', async () => {
    const form = await formWith(system, applicant, workspaceId, MARRIED_B1B2_TOURIST, 'Refused by CEAC');
    await worker.stop(); // so the robot files the snapshot written below
    const submissionId = (await system.call(applicant, CREATE, { f: form.id })).data!.createSubmission
      .id as string;
    // An answer our checks let through and CEAC refuses: the frozen snapshot loses the surname.
    const broken = structuredClone(MARRIED_B1B2_TOURIST);
    delete broken.personalP1!.surname;
    await system.sql(`update submission.submission set answers_encrypted = $2 where id = $1`, [
      submissionId,
      secretCipher().encrypt(JSON.stringify(broken), secretPlace.answers(submissionId)),
    ]);
    worker = await startWorker();
    const outcome = await actAsApplicant(system, sim, applicant, submissionId, MARRIED_B1B2_TOURIST);
    expect(outcome.status).toBe('DS160_ERROR');
    expect(outcome.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ section: 'personalP1', field: 'surname', page: 'Personal1' }),
      ]),
    );
    expect(outcome.signatures).toBe(0);
    // Nothing was signed on CEAC.
    const record = await sim.hook<SimRecord>(`/applications/${outcome.applicationId}`);
    expect(record.submitCount ?? 0).toBe(0);
  });

  it('ends in ERRORED with a message a person understands: a changed CEAC page, and CEAC failing every time', async () => {
    await sim.hook('/faults', {
      method: 'POST',
      body: JSON.stringify({
        renameElement: {
          from: 'ctl00_SiteContentPlaceHolder_FormView1_tbxAPP_SURNAME',
          to: 'ctl00_SiteContentPlaceHolder_FormView1_tbxAPP_SURNAME_NEW',
        },
      }),
    });
    try {
      const form = await formWith(system, applicant, workspaceId, MARRIED_B1B2_TOURIST, 'CEAC changed');
      const submissionId = (await system.call(applicant, CREATE, { f: form.id })).data!.createSubmission
        .id as string;
      const outcome = await actAsApplicant(system, sim, applicant, submissionId, MARRIED_B1B2_TOURIST);
      expect(outcome.status).toBe('ERRORED');
      expect(outcome.errorMessage).toContain('CEAC changed');
    } finally {
      await sim.hook('/faults', { method: 'DELETE' });
    }

    await sim.hook('/faults', { method: 'POST', body: JSON.stringify({ errorRate: 1 }) });
    try {
      const form = await formWith(system, applicant, workspaceId, MARRIED_B1B2_TOURIST, 'CEAC down');
      const submissionId = (await system.call(applicant, CREATE, { f: form.id })).data!.createSubmission
        .id as string;
      const outcome = await actAsApplicant(system, sim, applicant, submissionId, MARRIED_B1B2_TOURIST);
      expect(outcome.status).toBe('ERRORED');
      expect(outcome.errorMessage).toMatch(/^CEAC kept failing, so filing stopped after 3 tries/);
      const steps = await system.call(
        applicant,
        `query($id: ID!) { submission(id: $id) { steps { items { kind message } } } }`,
        { id: submissionId },
      );
      expect(
        steps.data!.submission.steps.items.filter((s: { kind: string }) => s.kind === 'retry'),
      ).toHaveLength(2);
    } finally {
      await sim.hook('/faults', { method: 'DELETE' });
    }
  });
});
