import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { problemOfError, type LinkProblem } from './link-exchange';

/** The link problem behind an Apollo error, or null for a failure worth trying again. */
export function linkProblemOf(error: unknown): LinkProblem | null {
  if (CombinedGraphQLErrors.is(error)) return problemOfError(error.errors);
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as {
        errors?: { message?: string; extensions?: Record<string, unknown> }[];
      };
      const problem = problemOfError(body.errors ?? []);
      if (problem) return problem;
    } catch {
      // Not JSON: the status says enough.
    }
    if (error.statusCode === 401) return 'LINK_INVALID';
  }
  return null;
}
