import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

export interface Mailbox {
  smtpUrl: string;
  messages: Mail[];
  /** Waits for the n-th (1-based) message to this address. */
  waitFor(to: string, count?: number, timeoutMs?: number): Promise<Mail>;
  close(): Promise<void>;
}

export interface MailboxOptions {
  /** Recipients the server refuses with `550 mailbox unavailable`, as a real relay does for a dead address. */
  refuseRecipient?: (address: string) => boolean;
}

/** A real SMTP server (the same library as tools/mail-catcher.mjs) on a free port. */
export async function startMailbox(options: MailboxOptions = {}): Promise<Mailbox> {
  const messages: Mail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onRcptTo(address, _session, callback) {
      if (options.refuseRecipient?.(address.address.toLowerCase())) {
        const refused = new Error('mailbox unavailable') as Error & { responseCode: number };
        refused.responseCode = 550;
        return callback(refused);
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(to, count = 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const list = messages.filter((m) => m.to.includes(to.toLowerCase()));
        if (list.length >= count) return list[count - 1];
        if (Date.now() > deadline) throw new Error(`no mail #${count} for ${to}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
