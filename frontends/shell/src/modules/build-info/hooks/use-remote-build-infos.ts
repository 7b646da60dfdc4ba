import { useEffect, useState } from 'react';
import type { BuildInfo } from '@portico/ui';
import { loadRemoteBuildInfo } from '../../federation/utils/remote-modules';
import { REMOTE_NAMES, type RemoteName } from '../../federation/utils/remote-routes';

export type RemoteBuildInfoState = { remote: RemoteName } & (
  | { status: 'loading' }
  | { status: 'ready'; info: BuildInfo }
  | { status: 'error' }
);

export function useRemoteBuildInfos(): RemoteBuildInfoState[] {
  const [states, setStates] = useState<RemoteBuildInfoState[]>(() =>
    REMOTE_NAMES.map((remote) => ({ remote, status: 'loading' })),
  );
  useEffect(() => {
    let live = true;
    const update = (next: RemoteBuildInfoState) =>
      live && setStates((current) => current.map((state) => (state.remote === next.remote ? next : state)));
    for (const remote of REMOTE_NAMES)
      loadRemoteBuildInfo(remote).then(
        (info) => update({ remote, status: 'ready', info }),
        () => update({ remote, status: 'error' }),
      );
    return () => {
      live = false;
    };
  }, []);
  return states;
}
