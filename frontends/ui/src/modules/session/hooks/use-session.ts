import { useContext } from 'react';
import { SessionContext, type SessionApi } from './session-context';

/** The logged-in user as the shell knows it; shared by the shell and every remote. */
export function useSession(): SessionApi {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside the SessionProvider');
  return session;
}

/** The session when the page has one (the shell provides it); null in a tree without the provider. */
export function useOptionalSession(): SessionApi | null {
  return useContext(SessionContext);
}
