import { createMailSender, type MailMessage } from '@portico/service-kit';
import { identitySettings } from '../../lib/config';
import { renderMail, type MailKind } from './mail-templates';
import type { Language } from './user.entity';

const mailer = createMailSender(identitySettings);

/** Sends one of identity's e-mails in the user's language. */
export async function sendMail(
  to: string,
  kind: MailKind,
  language: Language,
  values: Record<string, string>,
): Promise<void> {
  const { subject, text } = renderMail(kind, language, values);
  await mailer.send({ to, subject, text });
}

/** Sends a message built elsewhere (e.g. a client link with the agency's logo inline). */
export async function deliverMail(message: MailMessage): Promise<void> {
  await mailer.send(message);
}
