import { useMemo, useState } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import {
  DASHBOARD_SUBMISSIONS,
  DASHBOARD_SUBMISSION_CHANGED,
  type CardSubmission,
} from '../graphql/dashboard-submissions';

/** How many of the workspace's newest filings the board knows at first. */
export const CARD_SUBMISSIONS = 100;

/**
 * Each form's newest filing, live: the workspace's newest filings, then every
 * workspaceSubmissionsChanged event. If they cannot be read, the cards simply show none.
 */
export function useCardSubmissions(workspaceId: string): Map<string, CardSubmission> {
  const initial = useQuery(DASHBOARD_SUBMISSIONS, {
    variables: { workspaceId, limit: CARD_SUBMISSIONS },
    fetchPolicy: 'cache-and-network',
  });
  const [live, setLive] = useState<CardSubmission[]>([]);
  useSubscription(DASHBOARD_SUBMISSION_CHANGED, {
    variables: { workspaceId },
    onData: ({ data }) => {
      const changed = data.data?.workspaceSubmissionsChanged;
      if (changed) setLive((current) => [...current.filter((item) => item.id !== changed.id), changed]);
    },
  });
  return useMemo(() => {
    const byForm = new Map<string, CardSubmission>();
    const all = [...(initial.data?.submissions.items ?? []), ...live];
    for (const item of all) {
      const known = byForm.get(item.formId);
      // The newest filing of the form; a later event about the same filing replaces it.
      if (!known || known.id === item.id || known.createdAt <= item.createdAt) byForm.set(item.formId, item);
    }
    return byForm;
  }, [initial.data, live]);
}
