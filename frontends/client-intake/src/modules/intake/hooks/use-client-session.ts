import { useSyncExternalStore } from 'react';
import { clientSession, type SessionState } from '../session/session-watch';

/** The client session as the page sees it: active, warned, ended (ADR 0036). */
export function useClientSession(): SessionState {
  return useSyncExternalStore(clientSession.subscribe, clientSession.getSnapshot, clientSession.getSnapshot);
}
