// The client's session as this page sees it (ADR 0036). identity ends a client session after 30
// minutes without a request and 12 hours after the link was opened; the page warns about two minutes
// before the idle end ("Stay signed in", NIST SP 800-63B §7.2), says plainly when the session has
// ended, and continues as soon as the link is opened again, in this tab or another one. Everything
// is decided from identity's own answer (POST /auth/client-session, which records no activity), so
// other tabs' activity, a sleeping phone and a wrong device clock change nothing.
import { fetchGraphql, postAuth, type AuthResult, type GraphqlError } from '@portico/ui';
// The one constant, not the package's index: the landing's first load stays small (ADR 0017).
import { CLIENT_SESSION_ACTIVITY_STEP_MS } from '@portico/shared-types/src/actor';
import { BEGIN_CLIENT_INTAKE } from '../graphql/mutations/begin-client-intake';
import { problemOfError, sessionEndOf, type LinkProblem } from '../utils/link-exchange';
import { listenToSessions, announceSession, type SessionEvent } from './session-channel';

/** The warning comes this long before the idle end. */
export const WARNING_MS = 2 * 60_000;
/** A look that could not reach the server is tried again after this long. */
const RETRY_MS = 30_000;

export type SessionEnd = 'IDLE' | 'MAX_AGE';

export type SessionState =
  /** No client session is watched yet (the page has not read its intake). */
  | { kind: 'unwatched' }
  | { kind: 'active' }
  /** The session ends at `endsAt` (this device's clock) unless the client acts (IDLE). */
  | { kind: 'warning'; end: SessionEnd; endsAt: number }
  /** Ended by its own limits: opening the link again continues. */
  | { kind: 'ended'; end: SessionEnd }
  /** The link itself ended (revoked, expired, used up): opening it again does not help. */
  | { kind: 'link-ended'; problem: LinkProblem };

/** How the watch reaches the server and the other tabs; tests give their own. */
export interface SessionWatchDeps {
  /** POST /auth/client-session; `stay` records activity ("Stay signed in"). */
  look(stay: boolean): Promise<AuthResult>;
  /** beginClientIntake for a new session of a page whose client had started (a use, as on Continue). */
  begin(): Promise<{ status: number; errors: readonly GraphqlError[] }>;
  announce(event: SessionEvent): void;
  listen(listener: (event: SessionEvent) => void): () => void;
}

const defaultDeps: SessionWatchDeps = {
  look: (stay) => postAuth('client-session', stay ? { stay: true } : {}),
  begin: () => fetchGraphql(BEGIN_CLIENT_INTAKE),
  announce: announceSession,
  listen: listenToSessions,
};

interface Waiter {
  resolve: () => void;
  reject: (error: Error) => void;
}

export class ClientSessionWatch {
  private state: SessionState = { kind: 'unwatched' };
  private formId = '';
  private started = false;
  private idleMs = 0;
  /** When identity ends the session, on this device's clock, as far as the page knows. */
  private idleEndAt = Infinity;
  private endAt = Infinity;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private looking: Promise<void> | null = null;
  private renewing: Promise<void> | null = null;
  private waiters: Waiter[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly renewedListeners = new Set<() => void>();
  private stopListening: (() => void) | null = null;
  private lastRetry = -Infinity;

  private begin: SessionWatchDeps['begin'];

  constructor(private readonly deps: SessionWatchDeps = defaultDeps) {
    this.begin = deps.begin;
  }

  /** beginClientIntake through the page's own API transport (the one its pages read with). */
  beginWith(begin: SessionWatchDeps['begin']): void {
    this.begin = begin;
  }

  getSnapshot = (): SessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Runs after a new session replaced an ended one (the page reads again what it could not). */
  onRenewed(listener: () => void): () => void {
    this.renewedListeners.add(listener);
    return () => this.renewedListeners.delete(listener);
  }

  /**
   * The page read its client session (the intake), or learnt that it ended (`ended`): watch it from
   * now on. `started`: the client had begun (a new session of this page counts its use).
   */
  start(formId: string, started: boolean, ended?: SessionEnd): void {
    this.formId = formId;
    this.started = this.started || started;
    if (this.state.kind === 'unwatched') {
      this.set(ended ? { kind: 'ended', end: ended } : { kind: 'active' });
      this.stopListening = this.deps.listen((event) => {
        if (event === 'started') void this.renewed();
        else void this.look();
      });
      document.addEventListener('visibilitychange', this.onVisibility);
      if (!ended) void this.look();
    } else if (ended) this.noteEnded(ended);
  }

  /** The client began work on this page (their first edit): a renewed session counts its use. */
  noteStarted(): void {
    this.started = true;
  }

  /** A request of the client was answered: identity recorded it (at most once a minute). */
  noteActivity(): void {
    if (this.state.kind !== 'active' && this.state.kind !== 'warning') return;
    if (this.idleMs <= 0) return;
    this.idleEndAt = Math.max(this.idleEndAt, Date.now() + this.idleMs - CLIENT_SESSION_ACTIVITY_STEP_MS);
    this.settle();
  }

  /** A request was refused because the session ended by its limits. */
  noteEnded(end: SessionEnd): void {
    if (this.state.kind === 'unwatched' || this.state.kind === 'link-ended') return;
    this.clearTimer();
    if (this.state.kind !== 'ended') this.set({ kind: 'ended', end });
  }

  /** What a request's answer says about the session (status and GraphQL errors). */
  observe(status: number, errors: readonly GraphqlError[]): void {
    const end = sessionEndOf(errors);
    if (end) this.noteEnded(end);
    else if (status >= 200 && status < 300) this.noteActivity();
  }

  /** "Stay signed in": a request that counts as activity. */
  async stay(): Promise<boolean> {
    const result = await this.deps.look(true);
    this.apply(result);
    const alive = this.state.kind === 'active';
    if (alive) this.deps.announce('active');
    return alive;
  }

  /**
   * For the autosave, whose save was refused as unauthenticated: resolves once a session works again
   * (at once if it does), rejects when the link itself ended (nothing the client can do here).
   */
  whenRenewed = async (): Promise<void> => {
    await this.look();
    const state = this.state;
    if (state.kind === 'link-ended') throw new Error('The access link has ended');
    // The session works (another tab renewed it meanwhile): the save goes again at once, but only
    // once in a while, so a refusal this session cannot cure never turns into a loop of requests.
    const now = Date.now();
    if ((state.kind === 'active' || state.kind === 'warning') && now - this.lastRetry > RETRY_MS) {
      this.lastRetry = now;
      return;
    }
    await new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
  };

  /**
   * A new client session exists in this browser (the link was opened again here or in another tab):
   * if it is this form's, the page goes on with it; a page whose client had started counts its use
   * (beginClientIntake), then unsent answers are saved and failed reads are made again.
   */
  renewed(): Promise<void> {
    if (this.state.kind === 'unwatched') return Promise.resolve();
    this.renewing ??= this.renew().finally(() => (this.renewing = null));
    return this.renewing;
  }

  stop(): void {
    this.clearTimer();
    this.stopListening?.();
    this.stopListening = null;
    document.removeEventListener('visibilitychange', this.onVisibility);
    for (const waiter of this.waiters.splice(0)) waiter.reject(new Error('stopped'));
    this.state = { kind: 'unwatched' };
    this.started = false;
    this.idleMs = 0;
    this.idleEndAt = this.endAt = Infinity;
    this.lastRetry = -Infinity;
  }

  // --- inside ----------------------------------------------------------------------------------------

  private async renew(): Promise<void> {
    const wasEnded = this.state.kind === 'ended';
    await this.look({ renewal: true });
    if (this.state.kind !== 'active' && this.state.kind !== 'warning') return;
    if (this.started) {
      const begun = await this.begin().catch(() => null);
      const problem = begun && begun.errors.length > 0 ? problemOfError(begun.errors) : null;
      if (problem) return this.endLink(problem);
      if (!begun || begun.errors.length > 0) {
        // Not reachable just now: the next look tries again.
        this.schedule(RETRY_MS);
        return;
      }
    }
    for (const waiter of this.waiters.splice(0)) waiter.resolve();
    if (wasEnded || this.started) for (const listener of [...this.renewedListeners]) listener();
  }

  /** Asks identity how the session is doing, without counting as activity. */
  private look({ renewal = false } = {}): Promise<void> {
    if (this.state.kind === 'unwatched') return Promise.resolve();
    this.looking ??= this.deps
      .look(false)
      .then((result) => {
        const wasEnded = this.state.kind === 'ended';
        this.apply(result);
        // The session works again without a message from another tab (it was opened elsewhere
        // while this tab slept): go on as after a renewal.
        if (wasEnded && !renewal && this.state.kind !== 'ended' && this.state.kind !== 'link-ended')
          void this.renewed();
      })
      .finally(() => (this.looking = null));
    return this.looking;
  }

  private apply(result: AuthResult): void {
    if (this.state.kind === 'unwatched') return;
    if (result.ok) {
      const body = result.body as {
        formId?: unknown;
        idleEndsInMs?: unknown;
        endsInMs?: unknown;
        idleMs?: unknown;
      };
      // The browser's session now belongs to another client link (another form): this page's ended.
      if (body.formId !== this.formId) return this.end('IDLE');
      const now = Date.now();
      this.idleMs = Number(body.idleMs) || 0;
      this.idleEndAt = now + (Number(body.idleEndsInMs) || 0);
      this.endAt = now + (Number(body.endsInMs) || 0);
      if (this.state.kind === 'ended') this.set({ kind: 'active' });
      this.settle();
      return;
    }
    if (result.code === 'SESSION_ENDED')
      return this.end(result.error.reason === 'MAX_AGE' ? 'MAX_AGE' : 'IDLE');
    const problem = problemOfError([{ extensions: { code: result.code } }]);
    if (result.status === 401 && problem) return this.endLink(problem);
    if (result.status === 401) return this.endLink('LINK_INVALID');
    // No answer, or a server failure: look again a little later.
    this.schedule(RETRY_MS);
  }

  /** From the known ends: active, or the warning, and the next look. */
  private settle(): void {
    if (this.state.kind !== 'active' && this.state.kind !== 'warning') return;
    const now = Date.now();
    const idleFirst = this.idleEndAt <= this.endAt;
    const endsAt = Math.min(this.idleEndAt, this.endAt);
    if (endsAt - now <= WARNING_MS) {
      const end: SessionEnd = idleFirst ? 'IDLE' : 'MAX_AGE';
      if (this.state.kind !== 'warning' || this.state.endsAt !== endsAt || this.state.end !== end)
        this.set({ kind: 'warning', end, endsAt });
      // At the end, identity says whether it came (or another tab kept the session alive).
      this.schedule(endsAt - now + 1_000);
    } else {
      if (this.state.kind !== 'active') this.set({ kind: 'active' });
      this.schedule(endsAt - WARNING_MS - now);
    }
  }

  private end(end: SessionEnd): void {
    this.clearTimer();
    if (this.state.kind !== 'ended' || this.state.end !== end) this.set({ kind: 'ended', end });
  }

  private endLink(problem: LinkProblem): void {
    this.clearTimer();
    this.set({ kind: 'link-ended', problem });
    for (const waiter of this.waiters.splice(0)) waiter.reject(new Error('The access link has ended'));
  }

  private schedule(delayMs: number): void {
    this.clearTimer();
    if (!Number.isFinite(delayMs)) return;
    // Browsers cap timers near 24.8 days; a later look is scheduled again from the nearer one.
    this.timer = setTimeout(() => void this.look(), Math.min(Math.max(0, delayMs), 2 ** 31 - 1));
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private readonly onVisibility = () => {
    // A phone that slept ran no timers: look at once when the page shows again.
    if (document.visibilityState === 'visible') void this.look();
  };

  private set(state: SessionState): void {
    this.state = state;
    for (const listener of [...this.listeners]) listener();
  }
}

/** The page's one watch (like the autosave clients, in memory for the life of the page). */
export const clientSession = new ClientSessionWatch();
