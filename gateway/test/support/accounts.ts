/**
 * Real accounts for gateway tests: an SMTP catcher for identity's activation mails, and a sign-up
 * through the gateway's /auth routes that answers the browser's cookies.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** The cookies a browser would keep for the gateway's origin. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  keep(setCookie: string[]): void {
    for (const line of setCookie) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      if (/Max-Age=0/i.test(line)) this.cookies.delete(pair!.slice(0, eq));
      else this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
  }
}

export interface Mailbox {
  /** smtp://127.0.0.1:<port> */
  smtpUrl: string;
  /** The 6-digit code of the newest mail to `email` (waits for it up to 10 s). */
  codeFor(email: string): Promise<string>;
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const mails: { to: string[]; text: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            text: mail.text ?? '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    smtpUrl: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    async codeFor(email) {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const mail = mails.findLast((m) => m.to.includes(email.toLowerCase()));
        const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail for ${email}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Signs up and activates through the gateway's /auth routes; answers the signed-in cookies. */
export async function signUp(gatewayOrigin: string, mailbox: Mailbox, email: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${gatewayOrigin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-portico-csrf': '1', cookie: jar.header() },
      body: JSON.stringify(body),
    });
    jar.keep(res.headers.getSetCookie());
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  };
  await post('/auth/signup', { email, password: 'Str0ng-enough-pass', language: 'en' });
  await post('/auth/activate', { code: await mailbox.codeFor(email) });
  return jar;
}
