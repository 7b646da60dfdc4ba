// The autosave client: field-level edits in, ordered idempotent saveAnswers requests out.
// Pure TypeScript (no React, no DOM): the page binds it to the window and the renderer.
//
// Rules (security-and-reliability-targets §2.3, points 3-4, and the forms contract):
// - one request in flight at a time; edits made meanwhile wait and are coalesced into the next
//   one, the latest value of a path winning;
// - each request carries this tab's clientId, a growing seq and its own idempotency key, reused
//   unchanged on every retry of that request;
// - network errors and server failures are retried with exponential backoff and jitter, forever
//   while the page lives (nothing is written to browser storage);
// - 401 / UNAUTHENTICATED pauses the queue until the user has logged in again in place, then the
//   same request is replayed;
// - 'saved' only once nothing is pending, in flight, conflicting or refused as invalid;
// - every path's baseVersion is the newest version this tab saw for it (load, acks, live events).
import { answerKey, getAtPath, isInside, sameAnswer, setAtPath, splitKey } from './answer-keys';
import type {
  AnswerConflict,
  InvalidAnswer,
  SaveAnswersInput,
  SaveOutcome,
  SaveTransport,
  SavedForm,
} from './save-types';
import { currentTab, randomId, type TabIdentity } from './tab-identity';

export type SaveState =
  /** Nothing edited yet on this page. */
  | 'idle'
  | 'saving'
  | 'saved'
  /** The server failed; the same request is retried after a pause. */
  | 'retrying'
  /** The server could not be reached; retried after a pause and as soon as the browser is online. */
  | 'offline'
  /** The session ended: waiting for the user to log in again in place. */
  | 'paused'
  /** Some answers were not stored: refused as invalid, or changed elsewhere (conflicts). */
  | 'attention'
  /** The server refused the save (archived form, no access…): kept here, retried on the next edit. */
  | 'failed';

export interface AutosaveSnapshot {
  state: SaveState;
  /** Something typed here is not stored yet (pending, in flight, conflicting or invalid). */
  unsaved: boolean;
  /** Answers saved elsewhere that differ from this tab's edit, by answer key ("section.path"). */
  conflicts: Readonly<Record<string, AnswerConflict>>;
  /** Answers the server refused, by answer key. */
  invalid: Readonly<Record<string, InvalidAnswer>>;
  /** Why the server refused the last save, when it did. */
  refusal: string | null;
  /** The same as a questionnaire message id, when the server gave one (shown translated). */
  refusalMessageId: string | null;
  /** The form as the last acknowledged save left it (status, progress, sections). */
  form: SavedForm | null;
  /** Milliseconds until the next retry, when one is scheduled. */
  retryInMs: number | null;
}

export interface AutosaveOptions {
  formId: string;
  transport: SaveTransport;
  /** Stored versions by answer key, as the page loaded them. */
  versions?: Readonly<Record<string, number>>;
  tab?: TabIdentity;
  newKey?: () => string;
  /** Renews the session, or asks the user to log in again in place; resolves once they have. */
  reauthenticate?: () => Promise<void>;
  /** Backoff of retries: the first pause and the longest one, in milliseconds. */
  backoff?: { initialMs: number; maxMs: number };
  random?: () => number;
}

interface SaveRequest {
  input: SaveAnswersInput;
  /** The values sent, by answer key. */
  values: Map<string, unknown>;
  attempt: number;
  keepalive: boolean;
}

type Listener = () => void;

export const DEFAULT_BACKOFF = { initialMs: 500, maxMs: 10_000 };

/** The pause before retry number `attempt` (1-based): exponential, capped, with jitter in [½, 1]. */
export function backoffDelay(
  attempt: number,
  { initialMs, maxMs }: { initialMs: number; maxMs: number },
  random: () => number,
): number {
  const ceiling = Math.min(maxMs, initialMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** Puts `value` for `key` into `target`, merged with what waits there for overlapping paths. */
function mergeInto(target: Map<string, unknown>, key: string, value: unknown) {
  for (const other of [...target.keys()]) if (isInside(other, key)) target.delete(other);
  const ancestor = [...target.keys()].find((other) => isInside(key, other));
  if (ancestor !== undefined)
    target.set(ancestor, setAtPath(target.get(ancestor), key.slice(ancestor.length + 1), value));
  else target.set(key, value);
}

export class AutosaveClient {
  private readonly formId: string;
  private readonly transport: SaveTransport;
  private readonly tab: TabIdentity;
  private readonly newKey: () => string;
  private readonly reauthenticate: () => Promise<void>;
  private readonly backoff: { initialMs: number; maxMs: number };
  private readonly random: () => number;

  private readonly versions = new Map<string, number>();
  private readonly pending = new Map<string, unknown>();
  /** What the user set in this page, by key (tells touched answers from untouched ones). */
  private readonly local = new Map<string, unknown>();
  /** Answers being typed whose values the renderer still holds for their pause. */
  private readonly editing = new Map<string, unknown>();
  private readonly conflicts = new Map<string, AnswerConflict>();
  private readonly invalid = new Map<string, InvalidAnswer>();
  private inFlight: SaveRequest | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retryAt: number | null = null;
  private offline = false;
  private paused = false;
  private reauthenticating = false;
  private refusal: string | null = null;
  private refusalMessageId: string | null = null;
  private form: SavedForm | null = null;
  private edited = false;
  private hidden = false;
  private scheduled = false;
  private disposed = false;
  private readonly listeners = new Set<Listener>();
  private snapshot: AutosaveSnapshot;

  constructor(options: AutosaveOptions) {
    this.formId = options.formId;
    this.transport = options.transport;
    this.tab = options.tab ?? currentTab();
    this.newKey = options.newKey ?? randomId;
    this.reauthenticate = options.reauthenticate ?? (() => Promise.reject(new Error('no re-authentication')));
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.random = options.random ?? Math.random;
    for (const [key, version] of Object.entries(options.versions ?? {})) this.versions.set(key, version);
    this.snapshot = this.computeSnapshot();
  }

  get clientId(): string {
    return this.tab.clientId;
  }

  /** The user changed one answer (null or undefined clears it). */
  edit(section: string, path: string, value: unknown): void {
    const key = answerKey(section, path);
    this.edited = true;
    for (const other of [...this.editing.keys()])
      if (other === key || isInside(other, key)) this.editing.delete(other);
    this.refusal = null;
    this.refusalMessageId = null;
    for (const other of [...this.local.keys()]) if (isInside(other, key)) this.local.delete(other);
    this.local.set(key, value);
    for (const other of [...this.invalid.keys()])
      if (other === key || isInside(other, key)) this.invalid.delete(other);
    mergeInto(this.pending, key, value);
    // While the page is hidden or being left, every edit goes at once in a request that outlives it.
    if (this.hidden) this.flushBeforeUnload();
    else this.schedule();
  }

  /** The page was hidden (or is being left): flush now and keep flushing edits until it shows again. */
  setHidden(hidden: boolean): void {
    this.hidden = hidden;
    if (hidden) this.flushBeforeUnload();
  }

  /** Versions the page read from the server (a fresh load): newer ones than known are kept. */
  learnVersions(section: string, versions: Readonly<Record<string, number>>): void {
    for (const [path, version] of Object.entries(versions))
      this.seeVersion(answerKey(section, path), version);
  }

  /**
   * The user is typing this answer; the value comes with `edit` after a pause. Until then a change
   * saved elsewhere to the same answer is a conflict, and leaving the page asks first.
   */
  noteEditing(section: string, path: string, value: unknown): void {
    const key = answerKey(section, path);
    this.editing.set(key, value);
    this.local.set(key, value);
    this.emit();
  }

  /**
   * Settles a conflict. 'mine' sends this tab's answer again on top of the version found
   * elsewhere; 'theirs' adopts the saved answer and drops the local edit.
   */
  resolveConflict(section: string, path: string, choice: 'mine' | 'theirs'): void {
    const key = answerKey(section, path);
    const conflict = this.conflicts.get(key);
    if (!conflict) return;
    this.conflicts.delete(key);
    this.seeVersion(key, conflict.version);
    if (choice === 'theirs') {
      for (const other of [...this.pending.keys()])
        if (other === key || isInside(other, key)) this.pending.delete(other);
      this.local.delete(key);
    } else if (!this.pending.has(key)) {
      mergeInto(this.pending, key, this.local.get(key) ?? null);
    }
    this.schedule();
  }

  /**
   * Someone else saved answers of `section` (a live event): compares the stored answers and
   * versions with what this tab has. Untouched answers are returned to be shown in place;
   * answers this tab changed to something else become conflicts.
   */
  receiveRemote(
    section: string,
    answers: Readonly<Record<string, unknown>>,
    versions: Readonly<Record<string, number>>,
  ): Record<string, unknown> {
    const updates: Record<string, unknown> = {};
    for (const [path, version] of Object.entries(versions)) {
      const key = answerKey(section, path);
      if (version <= (this.versions.get(key) ?? 0)) continue;
      const value = getAtPath(answers, path) ?? null;
      const touched =
        this.touches(this.local, key) || this.touches(this.pending, key) || this.conflicts.has(key);
      if (touched && !sameAnswer(this.localValue(key), value)) {
        this.conflicts.set(key, { section, path, value, version });
      } else {
        this.seeVersion(key, version);
        updates[path] = value;
      }
    }
    this.emit();
    return updates;
  }

  /** The page is being hidden or left: sends what is not stored yet with a request that outlives it. */
  flushBeforeUnload(): void {
    if (this.disposed || this.paused) return;
    if (this.pending.size === 0 && (!this.inFlight || this.inFlight.keepalive)) return;
    const values = new Map(this.inFlight?.values ?? []);
    for (const [key, value] of this.pending) mergeInto(values, key, value);
    this.pending.clear();
    this.clearRetry();
    // A new seq covers the request still in flight: whichever lands first, nothing is lost.
    this.send(this.buildRequest(values, true));
  }

  /** Retry now (the browser came back online, or the user asked). */
  retryNow(): void {
    if (this.disposed) return;
    this.refusal = null;
    this.refusalMessageId = null;
    if (this.paused) {
      this.startReauthentication();
      return;
    }
    if (this.retryTimer !== null && this.inFlight) {
      const request = this.inFlight;
      this.clearRetry();
      this.send(request);
      return;
    }
    this.schedule();
  }

  /** Edits not acknowledged yet, as (section, path, value): a page opened again shows them over the loaded answers. */
  unsavedEdits(): { section: string; path: string; value: unknown }[] {
    const values = new Map(this.inFlight?.values ?? []);
    for (const [key, value] of this.pending) mergeInto(values, key, value);
    return [...values].map(([key, value]) => ({ ...splitKey(key), value }));
  }

  hasUnsaved(): boolean {
    return this.computeSnapshot().unsaved;
  }

  /** The newest version this tab knows for an answer (0 when none). */
  versionOf(section: string, path: string): number {
    return this.baseVersion(answerKey(section, path));
  }

  getSnapshot = (): AutosaveSnapshot => this.snapshot;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  dispose(): void {
    this.disposed = true;
    this.clearRetry();
    this.listeners.clear();
  }

  // --- sending -------------------------------------------------------------------------------

  private schedule() {
    this.emit();
    if (this.scheduled) return;
    this.scheduled = true;
    // A microtask: edits of the same tick (a conflict's "keep mine" and its re-send) go together.
    void Promise.resolve().then(() => {
      this.scheduled = false;
      this.sendNext();
    });
  }

  private sendNext() {
    if (this.disposed || this.paused || this.refusal !== null || this.inFlight || this.pending.size === 0)
      return;
    const values = new Map(this.pending);
    this.pending.clear();
    this.send(this.buildRequest(values, false));
  }

  private buildRequest(values: Map<string, unknown>, keepalive: boolean): SaveRequest {
    const changes = [...values].map(([key, value]) => {
      const { section, path } = splitKey(key);
      return { section, path, value: value === undefined ? null : value, baseVersion: this.baseVersion(key) };
    });
    return {
      input: {
        formId: this.formId,
        clientId: this.tab.clientId,
        seq: this.tab.nextSeq(),
        idempotencyKey: this.newKey(),
        changes,
      },
      values,
      attempt: 0,
      keepalive,
    };
  }

  private send(request: SaveRequest) {
    this.inFlight = request;
    this.emit();
    const sent = request.keepalive
      ? this.transport.saveBeforeUnload(request.input)
      : this.transport.save(request.input);
    sent.then(
      (outcome) => this.settle(request, outcome),
      () => this.settle(request, { kind: 'network' }),
    );
  }

  private settle(request: SaveRequest, outcome: SaveOutcome) {
    if (this.disposed) return;
    const current = request === this.inFlight;
    if (outcome.kind === 'ok') {
      const { result } = outcome;
      if (!result.stale) this.record(result);
      if (current) {
        this.inFlight = null;
        this.offline = false;
        // A stale answer applied nothing: its edits go again with a new seq (newer ones win).
        if (result.stale) this.requeue(request);
      }
      this.schedule();
      return;
    }
    // An earlier request replaced by a later one (flushed on hide) has nothing more to do.
    if (!current) return;
    if (outcome.kind === 'network' || outcome.kind === 'server') {
      this.offline = outcome.kind === 'network';
      request.attempt += 1;
      request.keepalive = false;
      const delay = Math.max(
        backoffDelay(request.attempt, this.backoff, this.random),
        outcome.kind === 'server' ? (outcome.retryAfterMs ?? 0) : 0,
      );
      this.retryAt = Date.now() + delay;
      this.retryTimer = setTimeout(() => {
        this.clearRetry();
        if (this.inFlight === request) this.send(request);
      }, delay);
      this.emit();
      return;
    }
    if (outcome.kind === 'unauthenticated') {
      this.paused = true;
      request.keepalive = false;
      this.emit();
      this.startReauthentication();
      return;
    }
    this.inFlight = null;
    this.requeue(request);
    this.refusal = outcome.message;
    this.refusalMessageId = outcome.messageId ?? null;
    this.emit();
  }

  private record(result: {
    applied: { section: string; path: string; version: number }[];
    conflicts: AnswerConflict[];
    invalid: InvalidAnswer[];
    form?: SavedForm;
  }) {
    for (const applied of result.applied) {
      const key = answerKey(applied.section, applied.path);
      this.seeVersion(key, applied.version);
      this.conflicts.delete(key);
      this.invalid.delete(key);
    }
    for (const conflict of result.conflicts) {
      const key = answerKey(conflict.section, conflict.path);
      // A version this tab already based itself on (the user chose after seeing it) is no news.
      if (conflict.version <= (this.versions.get(key) ?? 0)) continue;
      this.conflicts.set(key, conflict);
    }
    for (const invalid of result.invalid) {
      const key = answerKey(invalid.section, invalid.path);
      // A newer edit of the same answer is on its way and will be judged on its own.
      if (!this.touches(this.pending, key)) this.invalid.set(key, invalid);
    }
    if (result.form) this.form = result.form;
  }

  private requeue(request: SaveRequest) {
    const newer = new Map(this.pending);
    this.pending.clear();
    for (const [key, value] of request.values) mergeInto(this.pending, key, value);
    for (const [key, value] of newer) mergeInto(this.pending, key, value);
  }

  private startReauthentication() {
    if (this.reauthenticating) return;
    this.reauthenticating = true;
    this.emit();
    this.reauthenticate().then(
      () => {
        this.reauthenticating = false;
        this.paused = false;
        const request = this.inFlight;
        // The same request (same seq, same key) is replayed.
        if (request) this.send(request);
        else this.schedule();
      },
      () => {
        this.reauthenticating = false;
        this.emit();
      },
    );
  }

  private clearRetry() {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.retryAt = null;
  }

  // --- versions and values -----------------------------------------------------------------------

  private seeVersion(key: string, version: number) {
    if (version > (this.versions.get(key) ?? 0)) this.versions.set(key, version);
  }

  /** The newest version seen for this answer, its enclosing list or anything inside it. */
  private baseVersion(key: string): number {
    let newest = 0;
    for (const [other, version] of this.versions)
      if ((other === key || isInside(key, other) || isInside(other, key)) && version > newest)
        newest = version;
    return newest;
  }

  private touches(map: Map<string, unknown>, key: string): boolean {
    for (const other of map.keys())
      if (other === key || isInside(other, key) || isInside(key, other)) return true;
    return false;
  }

  /** This tab's value of an answer: exact, or read inside an enclosing list it set. */
  private localValue(key: string): unknown {
    for (const map of [this.pending, this.local]) {
      if (map.has(key)) return map.get(key);
      for (const [other, value] of map)
        if (isInside(key, other)) return getAtPath(value, key.slice(other.length + 1));
    }
    return undefined;
  }

  // --- state ---------------------------------------------------------------------------------------

  private computeSnapshot(): AutosaveSnapshot {
    const busy = this.inFlight !== null || this.pending.size > 0;
    const troubled = this.conflicts.size > 0 || this.invalid.size > 0;
    let state: SaveState;
    if (this.paused) state = 'paused';
    else if (this.refusal !== null) state = 'failed';
    // A retry on its way still reads 'offline' / 'retrying' (no flicker, no repeated announcement).
    else if (this.retryTimer !== null || (this.inFlight?.attempt ?? 0) > 0)
      state = this.offline ? 'offline' : 'retrying';
    else if (busy) state = 'saving';
    else if (troubled) state = 'attention';
    else state = this.edited ? 'saved' : 'idle';
    return {
      state,
      unsaved: busy || troubled || this.editing.size > 0,
      conflicts: Object.fromEntries(this.conflicts),
      invalid: Object.fromEntries(this.invalid),
      refusal: this.refusal,
      refusalMessageId: this.refusalMessageId,
      form: this.form,
      retryInMs: this.retryAt === null ? null : Math.max(0, this.retryAt - Date.now()),
    };
  }

  private emit() {
    if (this.disposed) return;
    this.snapshot = this.computeSnapshot();
    for (const listener of [...this.listeners]) listener();
  }
}
