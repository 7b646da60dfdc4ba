/**
 * Real accounts for gateway tests: a sign-up through the gateway's /auth routes, its activation code
 * read from service-kit's SMTP mailbox, that answers the browser's cookies.
 */
import type { Mailbox } from '@portico/service-kit/testing';

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
  const mail = await mailbox.waitFor(email);
  await post('/auth/activate', { code: /\b(\d{6})\b/.exec(mail.text)![1] });
  return jar;
}
