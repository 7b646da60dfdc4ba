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
  /**
   * From now on, answers RCPT TO for this address with `responseCode`: a 5xx says the address cannot
   * receive mail (no such mailbox), a 4xx to try later, as a real relay would.
   */
  refuse(address: string, responseCode: number): void;
  /** Takes mail for the address again. */
  accept(address: string): void;
  close(): Promise<void>;
}

/** A real SMTP server (the same library as tools/mail-catcher.mjs) on a free port. */
export async function startMailbox(): Promise<Mailbox> {
  const messages: Mail[] = [];
  const refused = new Map<string, number>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onRcptTo(address, _session, callback) {
      const responseCode = refused.get(address.address.toLowerCase());
      if (responseCode === undefined) return callback();
      const error = new Error(
        responseCode >= 500 ? 'Mailbox unavailable' : 'Mailbox busy, try again later',
      ) as Error & { responseCode: number };
      error.responseCode = responseCode;
      callback(error);
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
    refuse: (address, responseCode) => void refused.set(address.toLowerCase(), responseCode),
    accept: (address) => void refused.delete(address.toLowerCase()),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
