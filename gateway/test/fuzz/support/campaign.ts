/**
 * Sends the generated inputs and checks every answer: no 5xx and no INTERNAL_SERVER_ERROR, every
 * process alive (an exit is charged to the request in flight, and the service is started again so the
 * run goes on), nothing stored by a refused input, every answer within the time limit, no
 * Access-Control-Allow-Credentials for a foreign Origin, no other tenant's data; canaries sent in the
 * inputs are looked for in every process's log at the end.
 */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { SubgraphName } from '../../../src/compose';
import { send, type Actor, type Answer, type Json } from './actors';
import { variablesText, type Canary, type Expectation, type Kind } from './inputs';
import type { FuzzSystem, StoredChange } from './system';

export type Check =
  | '5xx'
  | 'internal error'
  | 'process exit'
  | 'not ready'
  | 'stored change'
  | 'slow answer'
  | 'accepted bad input'
  | 'CORS credentials'
  | "other tenant's data"
  | 'canary in log'
  | 'property';

export interface Failure {
  check: Check;
  operation: string;
  actor: string;
  input: string;
  detail: string;
}

/**
 * Changes a refused request may store, and why: they record the refusal itself.
 * A table a change adds for the same purpose (a new throttle, a known device) belongs here.
 */
export const ALLOWED_ON_REFUSAL: { table: string; columns?: string[] | RegExp; why: string }[] = [
  { table: 'identity.audit_event', why: 'refusals are audited (access_denied, login_failed, …)' },
  {
    table: 'identity.auth_failure',
    why: 'throttle counters: failed sign-ins and codes, and costly actions, are counted per account and address',
  },
  {
    table: 'identity.api_key_usage',
    why: 'every call of an API key counts against its rate, refused or not',
  },
  {
    table: 'identity.api_key',
    columns: ['last_used_at'],
    why: 'an API key records when it was last presented',
  },
  {
    table: 'identity.client_link',
    columns: ['last_accessed_at'],
    why: 'a client link records when its session was last used',
  },
  {
    table: 'identity.activation_code',
    columns: ['failed_attempts'],
    why: 'wrong activation codes are counted',
  },
  {
    table: 'identity.duplicate_signup',
    columns: ['failed_attempts'],
    why: 'wrong activation codes are counted',
  },
  {
    table: 'identity.email_change',
    columns: ['failed_attempts'],
    why: 'wrong e-mail change codes are counted',
  },
  {
    table: 'identity.client_session',
    columns: /_at$/,
    why: 'a client session records when it was last used, refused or not (its idle end counts from there)',
  },
  {
    table: 'identity.session',
    columns: /_at$/,
    why: 'a sign-in records when it was last used, refused or not (its idle end counts from there)',
  },
  {
    table: 'forms.save_idempotency',
    why: 'a save that applied nothing is still remembered under its idempotency key, so a retry gets the same answer',
  },
  {
    table: 'forms.form_client_seq',
    why: "a save that applied nothing still advances its tab's sequence number",
  },
];

function allowedOnRefusal(change: StoredChange): boolean {
  return ALLOWED_ON_REFUSAL.some(
    (rule) =>
      rule.table === change.table &&
      (!rule.columns ||
        (change.op === 'UPDATE' &&
          (change.columns ?? []).every((c) =>
            Array.isArray(rule.columns) ? rule.columns.includes(c) : rule.columns!.test(c),
          ))),
  );
}

const SERVER_FAULT_CODES = new Set([
  'INTERNAL_SERVER_ERROR',
  'SUBREQUEST_HTTP_ERROR',
  'DOWNSTREAM_SERVICE_ERROR',
]);

export interface CampaignOptions {
  requestLimitMs: number;
  /**
   * Operations that wait on an outside system by design, with their own limit (e.g. fetching a logo
   * from a URL, which may take its whole fetch time-out): `mutation setWorkspaceLogoFromUrl` → ms.
   */
  outsideCallLimitsMs?: Record<string, number>;
  /** Texts only tenant A's and tenant C's own callers may ever read. */
  tenantMarkers: { A: string[]; C: string[] };
  foreignOrigins: string[];
  random: () => number;
  /** After a service exited and was started again: put back what made it exit, if the fixture can. */
  afterCrash?: () => Promise<void>;
}

export interface Outcome {
  /** The request crashed a process or got no answer in time: not worth repeating as another caller. */
  costly?: boolean;
  refused: boolean;
  codes: string[];
  status: number;
  text: string;
}

export class Campaign {
  readonly failures: Failure[] = [];
  readonly counted = { requests: 0, fiveHundreds: 0, internalErrors: 0, crashes: 0, stored: 0, slow: 0 };
  /** Time spent starting crashed services again and waiting for stalled ones (charged to their findings). */
  recoveryMs = 0;
  readonly operations = new Set<string>();
  /** Requests per operation, for the figures. */
  readonly perOperation = new Map<string, number>();
  readonly actors = new Set<string>();
  private readonly canaries = new Map<string, string>();
  private canarySeq = 0;
  private mark = 0;
  private exitsSeen = 0;
  private readonly sockets = new Map<string, Client>();

  constructor(
    private readonly system: FuzzSystem,
    private readonly options: CampaignOptions,
  ) {}

  async start(): Promise<void> {
    this.mark = await this.system.lastChange();
  }

  fail(failure: Failure): void {
    this.failures.push({ ...failure, detail: failure.detail.slice(0, 600) });
  }

  /** A canary unique to one request, remembered with what carried it. */
  canary(description: string): Canary {
    const seq = this.canarySeq++;
    const text = `zq${seq.toString(36).padStart(4, '0')}${Math.floor(this.options.random() * 36 ** 6)
      .toString(36)
      .padStart(6, '0')}`;
    const number = 8_100_000_000_000_000 + seq * 1_000 + Math.floor(this.options.random() * 1_000);
    this.canaries.set(text, description);
    this.canaries.set(String(number), description);
    return { text, number };
  }

  /**
   * Whether requests carry a random Origin (none, ours or a foreign one). Off for the probes that
   * decide how deep a caller gets and for the properties: a foreign Origin may rightly be refused.
   */
  varyOrigin = false;

  /** How long an answer to this operation may take. */
  private limitFor(operation: string): number {
    return this.options.outsideCallLimitsMs?.[operation] ?? this.options.requestLimitMs;
  }

  private origin(): string | undefined {
    if (!this.varyOrigin) return undefined;
    const r = this.options.random();
    if (r < 0.5) return undefined;
    if (r < 0.6) return this.system.gateway.origin;
    return this.options.foreignOrigins[
      Math.floor(this.options.random() * this.options.foreignOrigins.length)
    ];
  }

  private leakedMarker(actor: Actor, text: string): string | undefined {
    // A client reads its own form only (no marker); a platform administrator sees every workspace.
    const { A, C } = this.options.tenantMarkers;
    const forbidden =
      actor.tenant === 'platform' ? [] : actor.tenant === 'A' ? C : actor.tenant === 'C' ? A : [...A, ...C];
    return forbidden.find((marker) => text.includes(marker));
  }

  /** After every request: exits of any service, charged to this request; the service is started again. */
  private async checkProcesses(where: Omit<Failure, 'check' | 'detail'>): Promise<void> {
    // An exit is seen a moment after the failed answer: give it that moment.
    if (this.system.exits.length === this.exitsSeen) return;
    const started = performance.now();
    while (this.system.exits.length > this.exitsSeen) {
      const exit = this.system.exits[this.exitsSeen++];
      this.counted.crashes++;
      this.fail({
        check: 'process exit',
        ...where,
        detail: `${exit.service} exited (code ${exit.code}, signal ${exit.signal}): ${exit.tail}`,
      });
      await this.system.restart(exit.service as SubgraphName);
    }
    await this.options.afterCrash?.();
    this.recoveryMs += performance.now() - started;
  }

  /** The checks every answer gets; refused answers are also checked for stored changes. */
  private async judge(
    where: Omit<Failure, 'check' | 'detail'>,
    actor: Actor,
    answer: { status: number; text: string; codes: string[]; ms: number | null; headers?: Headers },
    refused: boolean,
    expect: Expectation,
    origin: string | undefined,
  ): Promise<void> {
    this.counted.requests++;
    this.perOperation.set(where.operation, (this.perOperation.get(where.operation) ?? 0) + 1);
    if (answer.status >= 500 || answer.codes.some((code) => SERVER_FAULT_CODES.has(code)))
      // A process that is dying answers first and exits a moment later.
      await new Promise((resolve) => setTimeout(resolve, 300));
    if (answer.status >= 500) {
      this.counted.fiveHundreds++;
      this.fail({ check: '5xx', ...where, detail: `HTTP ${answer.status}: ${answer.text.slice(0, 400)}` });
    }
    const fault = answer.codes.find((code) => SERVER_FAULT_CODES.has(code));
    if (fault) {
      this.counted.internalErrors++;
      this.fail({ check: 'internal error', ...where, detail: `${fault}: ${answer.text.slice(0, 400)}` });
    }
    if (answer.ms !== null && answer.ms > this.limitFor(where.operation)) {
      this.counted.slow++;
      this.fail({ check: 'slow answer', ...where, detail: `${Math.round(answer.ms)} ms` });
    }
    if (
      origin &&
      origin !== this.system.gateway.origin &&
      answer.headers?.get('access-control-allow-credentials')
    )
      this.fail({
        check: 'CORS credentials',
        ...where,
        detail: `Origin ${origin} got Access-Control-Allow-Credentials: ${answer.headers.get('access-control-allow-credentials')}, Access-Control-Allow-Origin: ${answer.headers.get('access-control-allow-origin')}`,
      });
    const leak = this.leakedMarker(actor, answer.text);
    if (leak) this.fail({ check: "other tenant's data", ...where, detail: `answer contains ${leak}` });
    const mustRefuse = expect === 'refuse' || (expect === 'foreign' && !where.operation.startsWith('query '));
    if (!refused && mustRefuse)
      this.fail({ check: 'accepted bad input', ...where, detail: answer.text.slice(0, 400) });
    const changes = await this.system.changesSince(this.mark);
    await this.checkProcesses(where);
    if (refused) {
      const stored = changes.filter((change) => !allowedOnRefusal(change));
      if (stored.length) {
        this.counted.stored++;
        const list = stored.map((c) => `${c.op} ${c.table}${c.columns ? ` (${c.columns.join(', ')})` : ''}`);
        this.fail({
          check: 'stored change',
          ...where,
          detail: `refused (${answer.codes.join(', ') || answer.status}) yet stored: ${[...new Set(list)].join('; ')}`,
        });
      }
    }
  }

  async graphql(
    actor: Actor,
    operation: { kind: Kind; name: string },
    document: string,
    variables: Json,
    input: string,
    expect: Expectation,
  ): Promise<Outcome> {
    this.operations.add(`${operation.kind} ${operation.name}`);
    this.actors.add(actor.name);
    const where = { operation: `${operation.kind} ${operation.name}`, actor: actor.name, input };
    this.mark = await this.system.lastChange();
    if (operation.kind === 'subscription') return this.subscribe(actor, where, document, variables, expect);
    const origin = this.origin();
    const payload = `{"query":${JSON.stringify(document)},"variables":${variablesText(variables)}}`;
    let answer: Answer;
    try {
      answer = await send(this.system, '/graphql', actor.credentials, payload, {
        origin,
        timeoutMs: this.limitFor(where.operation) * 3,
      });
    } catch (error) {
      const detail = `no answer within ${this.limitFor(where.operation) * 3} ms (${(error as Error).message})`;
      this.counted.requests++;
      this.counted.slow++;
      this.fail({ check: 'slow answer', ...where, detail });
      await this.settle();
      await this.checkProcesses(where);
      return { refused: true, codes: [], status: 0, text: detail, costly: true };
    }
    const errors = (answer.body?.errors ?? []) as Json[];
    const codes = errors.map((e) => String(e.extensions?.code ?? 'NO_CODE'));
    const value = answer.body?.data?.[operation.name];
    // A payload that reports what it applied and applied nothing refused its input (saveAnswers answers
    // invalid changes and conflicts in its result instead of an error).
    const appliedNothing = Array.isArray(value?.applied) && value.applied.length === 0;
    const refused = answer.status >= 400 || value === null || value === undefined || appliedNothing;
    const crashes = this.counted.crashes;
    await this.judge(where, actor, { ...answer, codes }, refused, expect, origin);
    const costly = this.counted.crashes > crashes || answer.ms > this.limitFor(where.operation);
    return { refused, codes, status: answer.status, text: answer.text, costly };
  }

  /**
   * After a request that was given up on, a service may still be working on it: wait (at most a
   * minute) until every process answers /readyz promptly, or one exits, so the stall or the exit is
   * charged to the request that caused it and not to the next ones.
   */
  private async settle(): Promise<void> {
    const begun = performance.now();
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && this.system.exits.length === this.exitsSeen) {
      const started = performance.now();
      const down = await this.system.ready();
      if (down.length === 0 && performance.now() - started < 250) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    this.recoveryMs += performance.now() - begun;
  }

  private socket(actor: Actor): Client {
    let client = this.sockets.get(actor.name);
    if (!client) {
      // The cookie as it is when the socket connects (sessions are refreshed during the run).
      const headers = () => (actor.credentials.jar ? { cookie: actor.credentials.jar.header() } : {});
      class Socket extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: headers() });
        }
      }
      client = createClient({
        url: this.system.gateway.wsUrl,
        webSocketImpl: Socket,
        connectionParams: actor.wsParams,
        lazy: true,
        retryAttempts: 0,
      });
      this.sockets.set(actor.name, client);
    }
    return client;
  }

  private async subscribe(
    actor: Actor,
    where: Omit<Failure, 'check' | 'detail'>,
    document: string,
    variables: Json,
    expect: Expectation,
  ): Promise<Outcome> {
    const started = performance.now();
    const outcome = await new Promise<{ kind: string; payload: string; ms: number | null }>((resolve) => {
      let done = false;
      const finish = (kind: string, payload: unknown, timed = true) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        stop();
        resolve({
          kind,
          payload: JSON.stringify(payload ?? null),
          ms: timed ? performance.now() - started : null,
        });
      };
      // An accepted subscription stays silent: after a while it counts as accepted.
      const timer = setTimeout(() => finish('silent', null, false), 400);
      const stop = this.socket(actor).subscribe(
        { query: document, variables: JSON.parse(variablesText(variables)) as Json },
        {
          next: (value) => finish(value.errors ? 'error' : 'event', value),
          error: (error) => finish('error', error instanceof Error ? { message: error.message } : error),
          complete: () => finish('complete', null),
        },
      );
    });
    const text = outcome.payload;
    const codes = [...text.matchAll(/"code":"([A-Z_]+)"/g)].map((m) => m[1]);
    // A socket closed for a server fault (1011) counts like a 5xx.
    const status = /"code":1011/.test(text) ? 500 : 200;
    const refused = outcome.kind === 'error' || outcome.kind === 'complete';
    await this.judge(where, actor, { status, text, codes, ms: outcome.ms }, refused, expect, undefined);
    return { refused, codes, status, text };
  }

  /** A plain-HTTP call (/auth/*, a raw /graphql body) with the same checks. */
  async http(
    actor: Actor,
    path: string,
    payload: string,
    input: string,
    options: { ip?: string; contentType?: string } = {},
  ): Promise<Answer & { refused: boolean }> {
    const where = { operation: `POST ${path}`, actor: actor.name, input };
    this.mark = await this.system.lastChange();
    this.operations.add(`POST ${path}`);
    this.actors.add(actor.name);
    const origin = this.origin();
    const answer = await send(this.system, path, actor.credentials, payload, { ip: options.ip, origin });
    const codes = [
      ...((answer.body?.errors ?? []) as Json[]).map((e) => String(e.extensions?.code ?? 'NO_CODE')),
      ...(answer.body?.error?.code ? [String(answer.body.error.code)] : []),
    ];
    const refused = answer.status >= 400 || (Array.isArray(answer.body?.errors) && !answer.body?.data);
    await this.judge(where, actor, { ...answer, codes }, refused, 'any', origin);
    return { ...answer, refused };
  }

  /** Every canary found in any process's output, with the request that sent it. */
  scanLogs(): void {
    const sources: [string, string[]][] = [
      ['gateway', this.system.gatewayLines],
      ...Object.values(this.system.services).map((s) => [s.name, s.lines] as [string, string[]]),
    ];
    for (const [name, lines] of sources) {
      const text = lines.join('\n');
      const found = new Set<string>();
      for (const match of text.matchAll(/zq[0-9a-z]{10}|81\d{14}/g)) found.add(match[0]);
      for (const token of found) {
        const description = this.canaries.get(token);
        if (!description) continue;
        const at = text.indexOf(token);
        const line = text.slice(text.lastIndexOf('\n', at) + 1, text.indexOf('\n', at)).slice(0, 300);
        const [operation, actor, input] = description.split(' | ');
        this.fail({ check: 'canary in log', operation, actor, input, detail: `${name} logged it: ${line}` });
      }
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.sockets.values()].map((client) => client.dispose()));
  }
}
