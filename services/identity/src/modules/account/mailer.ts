import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { identitySettings } from '../../lib/config';
import { renderMail, type MailKind } from './mail-templates';
import type { Language } from './user.entity';

let transport: { url: string; transporter: Transporter } | undefined;

function transporter(): Transporter {
  const { smtpUrl } = identitySettings();
  if (transport?.url !== smtpUrl) {
    transport = { url: smtpUrl, transporter: nodemailer.createTransport(smtpUrl) };
  }
  return transport.transporter;
}

/** Sends one of identity's e-mails in the user's language. */
export async function sendMail(
  to: string,
  kind: MailKind,
  language: Language,
  values: Record<string, string>,
): Promise<void> {
  const { subject, text } = renderMail(kind, language, values);
  await transporter().sendMail({ from: identitySettings().mailFrom, to, subject, text });
}

/** Sends a message built elsewhere (e.g. a client link with the agency's logo inline). */
export async function deliverMail(
  message: Pick<SendMailOptions, 'to' | 'subject' | 'text' | 'html' | 'attachments' | 'replyTo'>,
): Promise<void> {
  await transporter().sendMail({ from: identitySettings().mailFrom, ...message });
}
