/**
 * Drives identity the way the gateway does: /auth/* signed as the gateway with the CSRF header and
 * the client's IP, cookies kept per client, GraphQL with the actor /internal/actor resolves.
 */
import { randomUUID } from 'node:crypto';
import { Client as PgClient } from 'pg';
import {
  postGraphql,
  startMailbox,
  startTestSubgraph,
  type Mail,
  type Mailbox,
  type TestSubgraph,
} from '@portico/service-kit/testing';
import type { Actor } from '@portico/shared-types';
import { identitySubgraph } from '../../src/identity-subgraph';

export { startMailbox, type Mail, type Mailbox };

export const activationCodeIn = (mail: Mail): string => /\b(\d{6})\b/.exec(mail.text)![1];
/** The token of the invitation link in an invitation e-mail. */
export const invitationTokenIn = (mail: Mail): string =>
  /\/invitations\/accept#token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1];

export const INVITE = `mutation($w: ID!, $e: String!, $r: WorkspaceRole, $l: String) {
  inviteMember(input: { workspaceId: $w, email: $e, role: $r, language: $l }) {
    id workspaceId email role language invitedByEmail sentAt expiresAt state
  }
}`;
export const ACCEPT = `mutation($t: String!) { acceptInvitation(input: { token: $t }) { id name type role isCurrent } }`;

export interface AuthResponse {
  status: number;
  body: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  setCookie: string[];
  headers: Headers;
  /** Milliseconds from sending the request to reading the whole answer. */
  ms: number;
}

let ipCounter = 1;
/** A fresh client IP per browser, so per-IP counters of one test do not affect another. */
export const nextIp = () => `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly harness: IdentityHarness,
    readonly ip: string = nextIp(),
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async post(path: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<AuthResponse> {
    const started = performance.now();
    const res = await fetch(`${this.harness.origin}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-portico-actor': this.harness.identity.signer.sign({ kind: 'system', service: 'gateway' }),
        'x-portico-csrf': '1',
        'x-portico-client-ip': this.ip,
        'user-agent': 'jest-browser',
        'x-request-id': randomUUID(),
        cookie: this.cookieHeader(),
        ...headers,
      },
      body: JSON.stringify(body),
    });
    const setCookie = res.headers.getSetCookie();
    for (const line of setCookie) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (/Max-Age=0/.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const json = (await res.json()) as AuthResponse['body'];
    return {
      status: res.status,
      body: json,
      setCookie,
      headers: res.headers,
      ms: performance.now() - started,
    };
  }

  /** What the gateway would sign for this browser (session cookie), as /internal/actor answers it. */
  async actor(): Promise<Actor> {
    return this.harness.actorFor({
      sessionToken: decodeURIComponent(this.cookies.get('portico_session') ?? '') || undefined,
    });
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async graphql<T = any>(query: string, variables?: Record<string, unknown>) {
    const actor = await this.actor();
    return postGraphql<T>(this.harness.identity.url, {
      query,
      variables,
      actor: this.harness.identity.signer.sign(actor),
      headers: { 'x-portico-client-ip': this.ip, 'user-agent': 'jest-browser' },
    });
  }
}

export class IdentityHarness {
  identity!: TestSubgraph;
  mailbox!: Mailbox;
  origin!: string;
  db!: PgClient;

  static async start(): Promise<IdentityHarness> {
    const harness = new IdentityHarness();
    harness.mailbox = await startMailbox();
    process.env.SMTP_URL = harness.mailbox.smtpUrl;
    harness.identity = await startTestSubgraph(identitySubgraph);
    harness.origin = harness.identity.url.replace(/\/graphql$/, '');
    harness.db = new PgClient({ connectionString: harness.identity.databaseUrl });
    await harness.db.connect();
    return harness;
  }

  browser(ip?: string): Browser {
    return new Browser(this, ip);
  }

  async actorFor(credentials: { sessionToken?: string; apiKey?: string }): Promise<Actor> {
    const res = await this.internalActor(credentials);
    return ((await res.json()) as { actor: Actor }).actor;
  }

  internalActor(credentials: { sessionToken?: string; apiKey?: string }): Promise<Response> {
    return fetch(`${this.origin}/internal/actor`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-portico-actor': this.identity.signer.sign({ kind: 'system', service: 'gateway' }),
      },
      body: JSON.stringify(credentials),
    });
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  sql<T = any>(text: string, params: unknown[] = []): Promise<T[]> {
    return this.db.query(text, params).then((r) => r.rows as T[]);
  }

  /** Signs up and activates a fresh account; returns its browser (signed in). */
  async activatedUser(email: string, password = 'Str0ng-enough-pass'): Promise<Browser> {
    const browser = this.browser();
    // An address may have had e-mails before (an invitation): the code is in the next one.
    const before = this.mailbox.messages.filter((m) => m.to.includes(email.toLowerCase())).length;
    const signup = await browser.post('/auth/signup', { email, password, language: 'en' });
    if (signup.status !== 201) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
    const code = activationCodeIn(await this.mailbox.waitFor(email, before + 1));
    const activated = await browser.post('/auth/activate', { code });
    if (activated.status !== 200) throw new Error(`activation failed: ${JSON.stringify(activated.body)}`);
    return browser;
  }

  /** The e-mail address of a signed-in browser. */
  async emailOf(browser: Browser): Promise<string> {
    const actor = await browser.actor();
    if (actor.kind !== 'user') throw new Error('not signed in');
    return actor.email;
  }

  /**
   * `admin` invites the address mailed to, and answers the token of the e-mail that arrives (the
   * n-th e-mail to that address since the harness started).
   */
  async invite(
    admin: Browser,
    workspaceId: string,
    email: string,
    options: { role?: 'MEMBER' | 'ADMIN'; language?: string } = {},
  ): Promise<string> {
    const before = this.mailbox.messages.filter((m) => m.to.includes(email.toLowerCase())).length;
    const res = await admin.graphql(INVITE, {
      w: workspaceId,
      e: email,
      r: options.role,
      l: options.language,
    });
    if (res.body.errors) throw new Error(`invite failed: ${JSON.stringify(res.body.errors)}`);
    return invitationTokenIn(await this.mailbox.waitFor(email, before + 1));
  }

  /** Makes `member` a member of the workspace the way people join: invited by `admin`, then accepted. */
  async join(admin: Browser, member: Browser, workspaceId: string, role: 'MEMBER' | 'ADMIN' = 'MEMBER') {
    const token = await this.invite(admin, workspaceId, await this.emailOf(member), { role });
    const res = await member.graphql(ACCEPT, { t: token });
    if (res.body.errors) throw new Error(`accept failed: ${JSON.stringify(res.body.errors)}`);
    return res.body.data.acceptInvitation as { id: string; role: string };
  }

  async close(): Promise<void> {
    await this.db?.end();
    await this.identity?.close();
    await this.mailbox?.close();
  }
}

let counter = 0;
export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${counter++}@example.test`;
