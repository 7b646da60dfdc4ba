// The person who must act is e-mailed in their own language (docs/adr/0043): when a captcha or the
// signature is awaited (with a link straight to where they act), once more shortly before the
// hand-off window ends (once per hand-off), and when the DS-160 is filed. Mail goes through the
// real mail adapter to a real SMTP catcher; the languages come from identity (the account's, or
// the client link's).
import { randomUUID } from 'node:crypto';
import { businessMemberActor, startMailbox, type Mailbox } from '@portico/service-kit/testing';
import { filingMessage } from '@portico/shared-types';
import { MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import type { Actor } from '@portico/shared-types';
import {
  formWith,
  startFilingSystem,
  startTestRobotWorker,
  type FilingSystem,
} from './support/filing-system';
import { actAsApplicant, startSim, type Sim } from './support/applicant';
import { sendFiledMail } from '../src/worker/filing-mail';
import type { RunningRobotWorker } from '../src/robot-worker';

jest.setTimeout(180_000);

const CREATE = `mutation($f: ID!) { createSubmission(formId: $f) { id } }`;
const PUBLIC_URL = 'https://portico.example';

describe("the filing's e-mails, in the reader's language", () => {
  let system: FilingSystem;
  let sim: Sim;
  let mailbox: Mailbox;
  let worker: RunningRobotWorker | undefined;
  const saved = { smtp: process.env.SMTP_URL, publicUrl: process.env.PUBLIC_URL };

  beforeAll(async () => {
    [system, sim, mailbox] = await Promise.all([startFilingSystem(), startSim(), startMailbox()]);
    process.env.SMTP_URL = mailbox.smtpUrl;
    process.env.PUBLIC_URL = PUBLIC_URL;
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
  });
  afterAll(async () => {
    process.env.SMTP_URL = saved.smtp;
    process.env.PUBLIC_URL = saved.publicUrl;
    await system?.close();
    await sim?.close();
    await mailbox?.close();
  });

  const to = (address: string) => mailbox.messages.filter((m) => m.to.includes(address));

  it('a Russian account: the captcha mail links to its submission page, one reminder before the window ends, in Russian', async () => {
    const workspaceId = randomUUID();
    const userId = randomUUID();
    const email = `anna-${userId.slice(0, 8)}@example.com`;
    await system.personal(workspaceId, { id: userId, email, language: 'ru' });
    const owner: Actor = {
      kind: 'user',
      userId,
      email,
      currentWorkspaceId: workspaceId,
      memberships: [{ workspaceId, role: 'admin', workspaceType: 'personal' }],
    };
    worker = await startTestRobotWorker(system, sim.url, {
      handOffTimeoutMs: 4_000,
      handOffReminderMs: 2_000,
    });
    const form = await formWith(system, owner, workspaceId, MARRIED_B1B2_TOURIST, 'Анна 2026');
    const submissionId = (await system.call(owner, CREATE, { f: form.id })).data!.createSubmission
      .id as string;
    const url = `${PUBLIC_URL}/workspaces/${workspaceId}/forms/${form.id}/submissions/${submissionId}`;

    const awaited = await mailbox.waitFor(email, 1, 30_000);
    expect(awaited.subject).toBe(filingMessage('mailCaptchaSubject', { formName: 'Анна 2026' }, 'ru'));
    expect(awaited.subject).toBe('Portico ждёт вас: введите код, который показывает CEAC (Анна 2026)');
    expect(awaited.text.trim()).toBe(
      filingMessage('mailCaptchaBody', { formName: 'Анна 2026', url, minutes: '1' }, 'ru'),
    );
    const reminder = await mailbox.waitFor(email, 2, 10_000);
    expect(reminder.subject).toBe(
      filingMessage('mailReminderSubject', { formName: 'Анна 2026', minutes: '1' }, 'ru'),
    );
    expect(reminder.text).toContain(url);

    // Nobody answered: the filing stops; no more mail for that hand-off.
    for (let i = 0; i < 100; i++) {
      const [row] = await system.sql<{ status: string }>(
        `select status from submission.submission where id = $1`,
        [submissionId],
      );
      if (row.status === 'ERRORED') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(to(email).map((m) => m.subject)).toEqual([awaited.subject, reminder.subject]);
  });

  it('a Vietnamese account that does not sign: the signature mail, one reminder before the window ends, then the filing stops', async () => {
    const workspaceId = randomUUID();
    const userId = randomUUID();
    const email = `lan-${userId.slice(0, 8)}@example.com`;
    await system.personal(workspaceId, { id: userId, email, language: 'vi' });
    const owner: Actor = {
      kind: 'user',
      userId,
      email,
      currentWorkspaceId: workspaceId,
      memberships: [{ workspaceId, role: 'admin', workspaceType: 'personal' }],
    };
    worker = await startTestRobotWorker(system, sim.url, {
      handOffTimeoutMs: 8_000,
      handOffReminderMs: 3_000,
    });
    const form = await formWith(system, owner, workspaceId, MARRIED_B1B2_TOURIST, 'Lan 2026');
    const submissionId = (await system.call(owner, CREATE, { f: form.id })).data!.createSubmission
      .id as string;
    // The captchas are answered at once (no reminder for them); the signature never comes.
    const answered = new Set<string>();
    for (let i = 0; ; i++) {
      const s = (
        await system.call(
          owner,
          `query($id: ID!) { submission(id: $id) { pendingAction { kind askedAt } } }`,
          {
            id: submissionId,
          },
        )
      ).data!.submission;
      if (s.pendingAction?.kind === 'SIGNATURE') break;
      if (s.pendingAction && !answered.has(s.pendingAction.askedAt)) {
        answered.add(s.pendingAction.askedAt);
        const { code } = await sim.hook<{ code: string }>('/last-captcha');
        await system.call(
          owner,
          `mutation($id: ID!, $a: String!) { answerCaptcha(submissionId: $id, answer: $a) { status } }`,
          { id: submissionId, a: code },
        );
      }
      if (i > 1_200) throw new Error('the sign page was never handed over');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const subjects = () => to(email).map((m) => m.subject);
    const sign = filingMessage('mailSignSubject', { formName: 'Lan 2026' }, 'vi');
    const reminder = filingMessage('mailReminderSubject', { formName: 'Lan 2026', minutes: '1' }, 'vi');
    for (let i = 0; i < 150 && !subjects().includes(reminder); i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(subjects().filter((subject) => subject === sign)).toHaveLength(1);
    expect(subjects().filter((subject) => subject === reminder)).toHaveLength(1);
    for (let i = 0; i < 100; i++) {
      const [row] = await system.sql<{ status: string; error_code: string | null }>(
        `select status, error_code from submission.submission where id = $1`,
        [submissionId],
      );
      if (row.status === 'ERRORED') {
        expect(row.error_code).toBe('signatureTimedOut');
        break;
      }
      if (i === 99) throw new Error(`still ${row.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it("an agency's Spanish client: awaited captcha and signature mails link to the intake status page, and the filed mail is Spanish", async () => {
    const workspaceId = randomUUID();
    await system.agency(workspaceId);
    const agent = businessMemberActor(workspaceId);
    const email = `lucia-${randomUUID().slice(0, 8)}@example.com`;
    worker = await startTestRobotWorker(system, sim.url);
    const form = await formWith(system, agent, workspaceId, MARRIED_B1B2_TOURIST, 'Lucía 2026');
    await system.clientLink(workspaceId, form.id, { email, language: 'es' });
    const submissionId = (await system.call(agent, CREATE, { f: form.id })).data!.createSubmission
      .id as string;
    const signer: Actor = {
      kind: 'client',
      clientLinkId: randomUUID(),
      workspaceId,
      formId: form.id,
      permissions: ['read', 'fill', 'submit', 'view_status'],
    };
    const outcome = await actAsApplicant(system, sim, signer, submissionId, MARRIED_B1B2_TOURIST);
    expect(outcome.status).toBe('COMPLETED');
    // The filed mail follows the COMPLETED status.
    for (let i = 0; i < 100 && !to(email).some((m) => m.subject.startsWith('Su DS-160')); i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const mails = to(email);
    const url = `${PUBLIC_URL}/client-intake/${form.id}/overview`;
    const params = { formName: 'Lucía 2026', url, minutes: '18' };
    expect(mails[0]).toMatchObject({
      subject: 'Portico le espera: escriba el código que muestra CEAC (Lucía 2026)',
      text: expect.stringContaining(filingMessage('mailCaptchaBody', params, 'es')),
    });
    const sign = mails.find((m) => m.subject === filingMessage('mailSignSubject', params, 'es'));
    expect(sign?.text.trim()).toBe(filingMessage('mailSignBody', params, 'es'));
    const filed = mails.at(-1)!;
    expect(filed.subject).toBe(
      `Su DS-160 fue presentado: número de confirmación ${outcome.confirmationNumber}`,
    );
    expect(filed.text).toContain(`ID de la solicitud: ${outcome.applicationId}`);
    expect(filed.text).toContain(url);
    // No reminders (answered at once), and the agency's member gets none of these.
    expect(mails.filter((m) => m.subject.startsWith('Recordatorio'))).toEqual([]);
    expect(mailbox.messages.filter((m) => m.to.includes((agent as { email: string }).email))).toEqual([]);
  });

  it.each([
    ['en', 'Your DS-160 was filed: confirmation number AA00BCDE12', 'Application ID: AA00F5NCG1'],
    ['es', 'Su DS-160 fue presentado: número de confirmación AA00BCDE12', 'ID de la solicitud: AA00F5NCG1'],
    ['ru', 'Ваша DS-160 подана: номер подтверждения AA00BCDE12', 'Номер заявления: AA00F5NCG1'],
    ['cn', '您的 DS-160 已提交：确认号 AA00BCDE12', '申请编号：AA00F5NCG1'],
    ['vi', 'DS-160 của bạn đã được nộp: số xác nhận AA00BCDE12', 'Mã đơn: AA00F5NCG1'],
  ])('the "filed" e-mail reads %s', async (language, subject, line) => {
    const email = `${language}-${randomUUID().slice(0, 8)}@example.com`;
    await sendFiledMail(
      {
        id: randomUUID(),
        workspaceId: randomUUID(),
        formId: randomUUID(),
        formName: 'Form',
        notifyEmail: email,
        notifyLanguage: language,
        client: true,
      },
      { applicationId: 'AA00F5NCG1', confirmationNumber: 'AA00BCDE12' },
    );
    const mail = await mailbox.waitFor(email);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(line);
    expect(mail.text).not.toContain('{');
  });
});
