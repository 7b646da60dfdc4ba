import { createMailSender } from '@portico/service-kit';
import { filingMessage, type FilingMessageCode } from '@portico/shared-types';
import { submissionSettings } from '../config';

const mailer = createMailSender(submissionSettings);

/** Whom a filing's e-mail goes to, in their language, and where they act. */
export interface FilingReader {
  id: string;
  workspaceId: string;
  formId: string;
  formName: string;
  notifyEmail: string;
  /** en, es, ru, cn or vi (anything else reads English). */
  notifyLanguage: string;
  /** The applicant is an agency's client (a business workspace files with a preparer): they act through their link. */
  client: boolean;
}

/**
 * Where the reader acts: an account's submission page in the applicant editor, or a client's intake
 * status page (their link's session opens it; an ended session asks for the link again).
 */
export function actionUrl(reader: Pick<FilingReader, 'id' | 'workspaceId' | 'formId' | 'client'>): string {
  const base = submissionSettings().publicUrl;
  return reader.client
    ? `${base}/client-intake/${reader.formId}/overview`
    : `${base}/workspaces/${reader.workspaceId}/forms/${reader.formId}/submissions/${reader.id}`;
}

async function send(
  reader: FilingReader,
  subject: FilingMessageCode,
  body: FilingMessageCode,
  params: Record<string, string>,
): Promise<void> {
  const all = { formName: reader.formName, url: actionUrl(reader), ...params };
  await mailer.send({
    to: reader.notifyEmail,
    subject: filingMessage(subject, all, reader.notifyLanguage),
    text: filingMessage(body, all, reader.notifyLanguage),
  });
}

/** The DS-160 was filed: the confirmation number, in the reader's language. The security answer stays off e-mail. */
export function sendFiledMail(
  reader: FilingReader,
  filed: { applicationId: string; confirmationNumber: string },
): Promise<void> {
  return send(reader, 'mailFiledSubject', 'mailFiledBody', {
    applicationId: filed.applicationId,
    confirmationNumber: filed.confirmationNumber,
  });
}

/** A captcha or the signature is awaited from the reader: within `minutes`, at the link. */
export function sendAwaitedMail(
  reader: FilingReader,
  kind: 'CAPTCHA' | 'SIGNATURE',
  minutes: number,
): Promise<void> {
  return kind === 'CAPTCHA'
    ? send(reader, 'mailCaptchaSubject', 'mailCaptchaBody', { minutes: String(minutes) })
    : send(reader, 'mailSignSubject', 'mailSignBody', { minutes: String(minutes) });
}

/** The hand-off window ends in `minutes`: the one reminder of this hand-off. */
export function sendReminderMail(reader: FilingReader, minutes: number): Promise<void> {
  return send(reader, 'mailReminderSubject', 'mailReminderBody', { minutes: String(minutes) });
}
