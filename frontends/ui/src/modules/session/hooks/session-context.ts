import { createContext } from 'react';
import type { SessionUser, SessionViewer } from '../utils/auth-api';

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

export interface SessionApi {
  status: SessionStatus;
  user: SessionUser | null;
  currentWorkspaceId: string | null;
  /** Whether the person may use /admin (the header links it). */
  platformAdmin: boolean;
  /** Reads the viewer again (after login, activation, switching workspace); answers the new viewer. */
  refresh(): Promise<SessionViewer | null>;
  /** Ends the session on the server and forgets the viewer. */
  logout(): Promise<void>;
}

export const SessionContext = createContext<SessionApi | null>(null);
