import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';

/** What a service sends: the sender comes from its MAIL_FROM. */
export type MailMessage = Pick<
  SendMailOptions,
  'to' | 'subject' | 'text' | 'html' | 'attachments' | 'replyTo'
>;

export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

const transports = new Map<string, Transporter>();

/**
 * Sends through SMTP_URL with MAIL_FROM as the sender; one nodemailer transport per SMTP URL per
 * process (a pool of connections is nodemailer's business), created on the first message.
 */
export function createMailSender(settings: () => { smtpUrl: string; mailFrom: string }): MailSender {
  return {
    async send(message) {
      const { smtpUrl, mailFrom } = settings();
      let transport = transports.get(smtpUrl);
      if (!transport) {
        transport = nodemailer.createTransport(smtpUrl);
        transports.set(smtpUrl, transport);
      }
      await transport.sendMail({ from: mailFrom, ...message });
    },
  };
}
