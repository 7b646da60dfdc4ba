// The client session's code (the watch and its notices, ADR 0036) is not needed to show a page: the
// first warning can come no sooner than two minutes after a page loads (idle limit ≥ 5 minutes). It
// loads a little after the page has shown, at once when an answer says the session ended, and with
// the section editor; so the intake's first load stays within its 150 KB (ADR 0017).
import type { GraphqlError } from '@portico/ui';
import { sessionEndOf } from '../utils/link-exchange';

type SessionModule = typeof import('./session-area');

/** How long after a page showed its intake the session's code is fetched. */
export const SESSION_DEFER_MS = 15_000;

let loading: Promise<SessionModule> | null = null;
let loaded: SessionModule | null = null;
const waiting = new Set<() => void>();

export function loadSession(): Promise<SessionModule> {
  if (!loading) {
    loading = import(/* webpackChunkName: "intake-session" */ './session-area').then(
      (module) => (loaded = module),
    );
    for (const listener of [...waiting]) listener();
  }
  return loading;
}

/** Calls `listener` once the session's code is on its way (at once if it already is). */
export function whenSessionLoads(listener: () => void): () => void {
  if (loading) listener();
  else waiting.add(listener);
  return () => waiting.delete(listener);
}

/** What an API answer says about the client session, for the watch; an ended session loads it at once. */
export function observeAnswer(status: number, errors: readonly GraphqlError[]): void {
  if (loaded) loaded.clientSession.observe(status, errors);
  else if (sessionEndOf(errors)) void loadSession();
}

/** Stops watching the client session (tests). */
export function resetSession(): void {
  loaded?.clientSession.stop();
}
