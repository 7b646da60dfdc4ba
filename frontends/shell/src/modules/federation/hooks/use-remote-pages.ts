import { useEffect, useState } from 'react';
import { loadRemotePages, type RemotePages } from '../utils/remote-modules';
import type { RemoteName } from '../utils/remote-routes';

export type RemotePagesState =
  | { status: 'loading' }
  | { status: 'ready'; pages: RemotePages }
  | { status: 'error'; error: unknown };

export function useRemotePages(remote: RemoteName): RemotePagesState {
  const [state, setState] = useState<{ remote: RemoteName; value: RemotePagesState }>({
    remote,
    value: { status: 'loading' },
  });
  useEffect(() => {
    let live = true;
    loadRemotePages(remote).then(
      (pages) => live && setState({ remote, value: { status: 'ready', pages } }),
      (error: unknown) => live && setState({ remote, value: { status: 'error', error } }),
    );
    return () => {
      live = false;
    };
  }, [remote]);
  return state.remote === remote ? state.value : { status: 'loading' };
}
