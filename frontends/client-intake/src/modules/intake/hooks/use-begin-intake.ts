import { useCallback, useState } from 'react';
import { useApiMutation } from '../api/use-api';
import { BEGIN_CLIENT_INTAKE, type BeginClientIntakeData } from '../graphql/mutations/begin-client-intake';
import { CLIENT_INTAKE } from '../graphql/queries/client-intake';
import { ApiError } from '../api/api-error';
import { sessionEndOf, type LinkProblem } from '../utils/link-exchange';
import { linkProblemOf } from '../utils/link-problem-of';

const REFETCH = [CLIENT_INTAKE];

/**
 * The client acts: beginClientIntake counts one use of the link (once per client session) before
 * the client goes on. Answers whether they may go on, and the link problem when they may not.
 */
export function useBeginIntake() {
  const { mutate: begin, loading } = useApiMutation<BeginClientIntakeData>(BEGIN_CLIENT_INTAKE, REFETCH);
  const [problem, setProblem] = useState<LinkProblem | null>(null);
  const [failed, setFailed] = useState(false);
  const start = useCallback(async (): Promise<boolean> => {
    setFailed(false);
    try {
      await begin();
      return true;
    } catch (error) {
      const found = linkProblemOf(error);
      if (found) setProblem(found);
      // An ended session is the session notice's to say (ADR 0036), not a failure of this page.
      else if (!(error instanceof ApiError && sessionEndOf(error.errors))) setFailed(true);
      return false;
    }
  }, [begin]);
  return { start, starting: loading, problem, failed };
}
