/**
 * Every kind of caller, with credentials obtained the way the product issues them: session cookies from
 * sign-up, activation and sign-in (sent with the CSRF header), a partner API key as `Authorization:
 * Bearer`, and client sessions from a real client-link exchange.
 */
import { CLIENT_SESSION_COOKIE } from '@portico/shared-types';
import type { FuzzSystem } from './system';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const PASSWORD = 'Fuzz-Str0ng-pass-2026';

export class Jar {
  readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  take(setCookie: string[]): void {
    for (const line of setCookie) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      if (/Max-Age=0(;|$)/i.test(line)) this.cookies.delete(pair.slice(0, eq));
      else this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  }
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: Json | null;
  ms: number;
}

/** How a request reaches the gateway: credentials, and the network facts an attacker controls. */
export interface Credentials {
  jar?: Jar;
  bearer?: string;
}

export interface SendOptions {
  /** X-Forwarded-For (the gateway trusts the loopback proxy): the caller's address. */
  ip?: string;
  origin?: string;
  timeoutMs?: number;
}

export async function send(
  system: FuzzSystem,
  path: string,
  credentials: Credentials,
  payload: string,
  options: SendOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
  };
  if (credentials.bearer) headers.authorization = `Bearer ${credentials.bearer}`;
  if (credentials.jar) {
    const cookie = credentials.jar.header();
    if (cookie) headers.cookie = cookie;
  }
  // Every product call carries it: cookie-authenticated POSTs need it; it is harmless otherwise.
  headers['x-portico-csrf'] = '1';
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  if (options.origin) headers.origin = options.origin;
  const started = performance.now();
  const res = await fetch(`${system.gateway.origin}${path}`, {
    method: 'POST',
    headers,
    body: payload,
    signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (path.startsWith('/auth/') && credentials.jar) credentials.jar.take(res.headers.getSetCookie());
  let body: Json | null = null;
  try {
    body = JSON.parse(text) as Json;
  } catch {
    body = null;
  }
  return { status: res.status, headers: res.headers, text, body, ms };
}

export interface Actor {
  /** e.g. `business admin`, `client (fill)`. */
  name: string;
  credentials: Credentials;
  /** For subscriptions over graphql-ws (the cookie is read from the jar when a socket opens). */
  wsParams: Record<string, unknown>;
  userId?: string;
  email?: string;
  /** The tenant the actor belongs to; ids of the other tenant are foreign to it. */
  tenant: 'A' | 'C' | 'personal' | 'none' | 'platform' | 'client';
}

export function actorFor(
  name: string,
  credentials: Credentials,
  tenant: Actor['tenant'],
  extra: Partial<Actor> = {},
): Actor {
  return {
    name,
    credentials,
    wsParams: credentials.bearer ? { authorization: `Bearer ${credentials.bearer}` } : {},
    tenant,
    ...extra,
  };
}

export class Setup {
  private counter = 0;
  constructor(private readonly system: FuzzSystem) {}

  uniqueEmail(label: string): string {
    return `${label}-${Date.now().toString(36)}-${this.counter++}@example.test`;
  }

  async auth(jar: Jar, path: string, body: Json, ip = '127.0.0.1'): Promise<Answer> {
    return send(this.system, path, { jar }, JSON.stringify(body), { ip });
  }

  /** GraphQL that must succeed (the set-up itself). */
  async data(credentials: Credentials, query: string, variables: Json = {}): Promise<Json> {
    const answer = await send(this.system, '/graphql', credentials, JSON.stringify({ query, variables }));
    if (answer.status !== 200 || answer.body?.errors)
      throw new Error(`set-up call failed (${answer.status}): ${answer.text.slice(0, 500)}\n${query}`);
    return answer.body!.data as Json;
  }

  async activationCode(email: string): Promise<string> {
    const mail = await this.system.mailbox.waitFor(email);
    return /\b(\d{6})\b/.exec(mail.text)![1];
  }

  /** Signs up, activates with the mailed code; the jar holds the session cookie. */
  async user(email = this.uniqueEmail('user')): Promise<{ jar: Jar; email: string; userId: string }> {
    const jar = new Jar();
    const signup = await this.auth(jar, '/auth/signup', { email, password: PASSWORD, language: 'en' });
    if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.text}`);
    const activated = await this.auth(jar, '/auth/activate', { code: await this.activationCode(email) });
    if (activated.status !== 200) throw new Error(`activation failed: ${activated.text}`);
    return { jar, email, userId: signup.body!.user.id as string };
  }

  async login(email: string, password = PASSWORD): Promise<Jar> {
    const jar = new Jar();
    const answer = await this.auth(jar, '/auth/login', { email, password });
    if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.text}`);
    return jar;
  }

  /**
   * Membership straight in identity's table: how a person joins a workspace is being changed
   * (issue 16: invitations), and the fuzz suite needs a member whatever that way becomes.
   */
  async addMember(workspaceId: string, userId: string, role: 'admin' | 'member'): Promise<void> {
    await this.system.db.query(
      `insert into identity.membership (workspace_id, user_id, role, added_at) values ($1, $2, $3, now())`,
      [workspaceId, userId, role.toUpperCase()],
    );
  }

  async clientSession(
    owner: Credentials,
    link: { workspaceId: string; formId: string; permissions: string[]; clientName?: string },
  ): Promise<{ jar: Jar; linkId: string; token: string }> {
    const created = await this.data(
      owner,
      `mutation($input: CreateClientLinkInput!) { createClientLink(input: $input) { url clientLink { id } } }`,
      {
        input: {
          workspaceId: link.workspaceId,
          formId: link.formId,
          clientName: link.clientName ?? 'Fuzz Client',
          clientEmail: this.uniqueEmail('client'),
          permissions: link.permissions,
        },
      },
    );
    const token = (created.createClientLink.url as string).split('#token=')[1];
    const jar = new Jar();
    const exchanged = await this.auth(jar, '/auth/client-link', { token });
    if (exchanged.status !== 200 || !jar.cookies.has(CLIENT_SESSION_COOKIE))
      throw new Error(`client-link exchange failed: ${exchanged.text}`);
    return { jar, linkId: created.createClientLink.clientLink.id as string, token };
  }
}
