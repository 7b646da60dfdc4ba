import { useCallback, useEffect, useRef } from 'react';
import { useSubscription } from '@apollo/client/react';
import { WORKSPACE_SUBMISSIONS_CHANGED, type SubmissionListItem } from '../utils/submissions-api';

/** Live events arriving together cause one refetch. */
export const LIVE_REFRESH_DELAY_MS = 250;

/**
 * Refetches a submissions list when any submission of the workspace changes (those `accept` keeps),
 * and on returning to the tab or the network, since events missed meanwhile are not replayed.
 */
export function useLiveRefetch(
  workspaceId: string,
  refetch: () => Promise<unknown>,
  accept: (item: SubmissionListItem) => boolean = () => true,
) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(refetch);
  latest.current = refetch;
  const refresh = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void latest.current().catch(() => undefined), LIVE_REFRESH_DELAY_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  useSubscription(WORKSPACE_SUBMISSIONS_CHANGED, {
    variables: { workspaceId },
    skip: !workspaceId,
    onData: ({ data }) => {
      const item = data.data?.workspaceSubmissionsChanged;
      if (item && accept(item)) refresh();
    },
  });
  useEffect(() => {
    const onReturn = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('online', onReturn);
    return () => {
      document.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener('online', onReturn);
    };
  }, [refresh]);
}
