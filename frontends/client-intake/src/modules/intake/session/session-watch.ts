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

export type ClientSessionWatch = ReturnType<typeof createClientSessionWatch>;

/**
 * The watch of one page's client session. A closure rather than a class: the intake's landing chunk
 * counts against the 150 KB first load (ADR 0017), and local names minify where properties do not.
 */
export function createClientSessionWatch(deps: SessionWatchDeps = defaultDeps) {
  let state: SessionState = { kind: 'unwatched' };
  let formId = '';
  let started = false;
  let idleMs = 0;
  /** When identity ends the session, on this device's clock, as far as the page knows. */
  let idleEndAt = Infinity;
  let endAt = Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let looking: Promise<void> | null = null;
  let renewing: Promise<void> | null = null;
  let lastRetry = -Infinity;
  let waiters: Waiter[] = [];
  let stopListening: (() => void) | null = null;
  let begin = deps.begin;
  const listeners = new Set<() => void>();
  const renewedListeners = new Set<() => void>();
  const live = () => state.kind === 'active' || state.kind === 'warning';

  function set(next: SessionState) {
    state = next;
    for (const listener of [...listeners]) listener();
  }

  function settleWaiters(error?: Error) {
    const pending = waiters;
    waiters = [];
    for (const waiter of pending)
      if (error) waiter.reject(error);
      else waiter.resolve();
  }

  function schedule(delayMs: number) {
    clearTimeout(timer);
    // Browsers cap timers near 24.8 days; a later look is scheduled again from the nearer one.
    if (Number.isFinite(delayMs)) timer = setTimeout(look, Math.min(Math.max(0, delayMs), 2 ** 31 - 1));
  }

  function end(ended: SessionEnd) {
    clearTimeout(timer);
    if (state.kind !== 'ended' || state.end !== ended) set({ kind: 'ended', end: ended });
  }

  function endLink(problem: LinkProblem) {
    clearTimeout(timer);
    set({ kind: 'link-ended', problem });
    settleWaiters(new Error('The access link has ended'));
  }

  /** From the known ends: active, or the warning, and the next look. */
  function settle() {
    if (!live()) return;
    const now = Date.now();
    const endsAt = Math.min(idleEndAt, endAt);
    if (endsAt - now > WARNING_MS) {
      if (state.kind !== 'active') set({ kind: 'active' });
      return schedule(endsAt - WARNING_MS - now);
    }
    const ending: SessionEnd = idleEndAt <= endAt ? 'IDLE' : 'MAX_AGE';
    if (state.kind !== 'warning' || state.endsAt !== endsAt || state.end !== ending)
      set({ kind: 'warning', end: ending, endsAt });
    // At the end, identity says whether it came (or another tab kept the session alive).
    schedule(endsAt - now + 1_000);
  }

  function apply(result: AuthResult) {
    if (state.kind === 'unwatched') return;
    if (result.ok) {
      const body = result.body as Record<string, unknown>;
      // The browser's session now belongs to another client link (another form): this page's ended.
      if (body.formId !== formId) return end('IDLE');
      const now = Date.now();
      idleMs = Number(body.idleMs) || 0;
      idleEndAt = now + (Number(body.idleEndsInMs) || 0);
      endAt = now + (Number(body.endsInMs) || 0);
      if (state.kind === 'ended') set({ kind: 'active' });
      return settle();
    }
    if (result.code === 'SESSION_ENDED') return end(result.error.reason === 'MAX_AGE' ? 'MAX_AGE' : 'IDLE');
    if (result.status === 401)
      return endLink(problemOfError([{ extensions: { code: result.code } }]) ?? 'LINK_INVALID');
    // No answer, or a server failure: look again a little later.
    schedule(RETRY_MS);
  }

  /** Asks identity how the session is doing, without counting as activity. */
  function look(renewal = false): Promise<void> {
    if (state.kind === 'unwatched') return Promise.resolve();
    looking ??= deps
      .look(false)
      .then((result) => {
        const wasEnded = state.kind === 'ended';
        apply(result);
        // The session works again without a message from another tab (the link was opened
        // elsewhere while this tab slept): go on as after a renewal.
        if (wasEnded && !renewal && live()) void renewed();
      })
      .finally(() => (looking = null));
    return looking;
  }

  async function renew(): Promise<void> {
    const wasEnded = state.kind === 'ended';
    await look(true);
    if (!live()) return;
    if (started) {
      const begun = await begin().catch(() => null);
      const problem = begun?.errors.length ? problemOfError(begun.errors) : null;
      if (problem) return endLink(problem);
      // Not reachable just now: the next look tries again.
      if (!begun || begun.errors.length > 0) return schedule(RETRY_MS);
    }
    settleWaiters();
    if (wasEnded || started) for (const listener of [...renewedListeners]) listener();
  }

  /**
   * A new client session exists in this browser (the link was opened again here or in another tab):
   * if it is this form's, the page goes on with it; a page whose client had started counts its use
   * (beginClientIntake), then unsent answers are saved and failed reads are made again.
   */
  function renewed(): Promise<void> {
    if (state.kind === 'unwatched') return Promise.resolve();
    renewing ??= renew().finally(() => (renewing = null));
    return renewing;
  }

  /** A request of the client was answered: identity recorded it (at most once a minute). */
  function noteActivity() {
    if (!live() || idleMs <= 0) return;
    idleEndAt = Math.max(idleEndAt, Date.now() + idleMs - CLIENT_SESSION_ACTIVITY_STEP_MS);
    settle();
  }

  /** A request was refused because the session ended by its limits. */
  function noteEnded(ended: SessionEnd) {
    if (state.kind !== 'unwatched' && state.kind !== 'link-ended') end(ended);
  }

  const onVisibility = () => {
    // A phone that slept ran no timers: look at once when the page shows again.
    if (document.visibilityState === 'visible') void look();
  };

  return {
    getSnapshot: (): SessionState => state,

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Runs after a new session replaced an ended one (the page reads again what it could not). */
    onRenewed(listener: () => void): () => void {
      renewedListeners.add(listener);
      return () => renewedListeners.delete(listener);
    },

    /** beginClientIntake through the page's own API transport (the one its pages read with). */
    beginWith(next: SessionWatchDeps['begin']) {
      begin = next;
    },

    /**
     * The page read its client session (the intake), or learnt that it ended (`ended`): watch it
     * from now on. `started`: the client had begun (a new session of this page counts its use).
     */
    start(form: string, hasStarted: boolean, ended?: SessionEnd) {
      formId = form;
      started ||= hasStarted;
      if (state.kind !== 'unwatched') {
        if (ended) noteEnded(ended);
        return;
      }
      set(ended ? { kind: 'ended', end: ended } : { kind: 'active' });
      stopListening = deps.listen((event) => void (event === 'started' ? renewed() : look()));
      document.addEventListener('visibilitychange', onVisibility);
      // A save refused before the watch started waits for it: it goes again as after a renewal.
      if (!ended)
        void look().then(() => {
          if (waiters.length > 0 && live()) void renewed();
        });
    },

    /** The client began work on this page (their first edit): a renewed session counts its use. */
    noteStarted() {
      started = true;
    },

    noteActivity,

    /** What a request's answer says about the session (status and GraphQL errors). */
    observe(status: number, errors: readonly GraphqlError[]) {
      const ended = sessionEndOf(errors);
      if (ended) noteEnded(ended);
      else if (status >= 200 && status < 300) noteActivity();
    },

    /** "Stay signed in": a request that counts as activity. */
    async stay(): Promise<boolean> {
      apply(await deps.look(true));
      const alive = state.kind === 'active';
      if (alive) deps.announce('active');
      return alive;
    },

    /**
     * For the autosave, whose save was refused as unauthenticated: resolves once a session works
     * again (at once if it does), rejects when the link itself ended (nothing the client can do here).
     */
    async whenRenewed(): Promise<void> {
      await look();
      if (state.kind === 'link-ended') throw new Error('The access link has ended');
      // The session works (another tab renewed it meanwhile): the save goes again at once, but only
      // once in a while, so a refusal this session cannot cure never turns into a loop of requests.
      const now = Date.now();
      if (live() && now - lastRetry > RETRY_MS) {
        lastRetry = now;
        return;
      }
      await new Promise<void>((resolve, reject) => waiters.push({ resolve, reject }));
    },

    renewed,

    /** Stops watching and forgets everything (tests). */
    stop() {
      clearTimeout(timer);
      stopListening?.();
      stopListening = null;
      document.removeEventListener('visibilitychange', onVisibility);
      settleWaiters(new Error('stopped'));
      state = { kind: 'unwatched' };
      started = false;
      idleMs = 0;
      idleEndAt = endAt = Infinity;
      lastRetry = -Infinity;
    },
  };
}

/** The page's one watch (like the autosave clients, in memory for the life of the page). */
export const clientSession = createClientSessionWatch();
