import { ApiError } from '../api/api-error';
import { problemOfError, sessionEndOf, type LinkProblem } from './link-exchange';

/**
 * The link problem behind a refused operation, or null for a failure worth trying again (an ended
 * client session is not a link problem: the session notice offers to continue, ADR 0036).
 */
export function linkProblemOf(error: unknown): LinkProblem | null {
  if (!(error instanceof ApiError)) return null;
  const problem = problemOfError(error.errors);
  if (problem) return problem;
  if (error.status === 401 && !sessionEndOf(error.errors)) return 'LINK_INVALID';
  return null;
}
