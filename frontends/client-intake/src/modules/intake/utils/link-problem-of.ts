import { ApiError } from '../api/api-error';
import { problemOfError, type LinkProblem } from './link-exchange';

/** The link problem behind a refused operation, or null for a failure worth trying again. */
export function linkProblemOf(error: unknown): LinkProblem | null {
  if (!(error instanceof ApiError)) return null;
  const problem = problemOfError(error.errors);
  if (problem) return problem;
  if (error.status === 401) return 'LINK_INVALID';
  return null;
}
