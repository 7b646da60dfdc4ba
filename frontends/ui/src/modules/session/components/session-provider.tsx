import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SessionContext, type SessionApi, type SessionStatus } from '../hooks/session-context';
import { fetchViewer, postAuth, type SessionViewer } from '../utils/auth-api';

export interface SessionProviderProps {
  children: ReactNode;
  /** Called after logout so the host can forget cached data of the previous user. */
  onLogout?: () => Promise<void> | void;
}

export function SessionProvider({ children, onLogout }: SessionProviderProps) {
  const [state, setState] = useState<{ status: SessionStatus; viewer: SessionViewer | null }>({
    status: 'loading',
    viewer: null,
  });
  const refresh = useCallback(async () => {
    try {
      const viewer = await fetchViewer();
      setState({ status: viewer ? 'authenticated' : 'anonymous', viewer });
      return viewer;
    } catch {
      setState((previous) =>
        previous.status === 'loading' ? { status: 'anonymous', viewer: null } : previous,
      );
      return null;
    }
  }, []);
  const logout = useCallback(async () => {
    await postAuth('logout');
    setState({ status: 'anonymous', viewer: null });
    await onLogout?.();
  }, [onLogout]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const api = useMemo<SessionApi>(
    () => ({
      status: state.status,
      user: state.viewer?.user ?? null,
      currentWorkspaceId: state.viewer?.currentWorkspaceId ?? null,
      platformAdmin: state.viewer?.platformAdmin === true,
      refresh,
      logout,
    }),
    [state, refresh, logout],
  );
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}
