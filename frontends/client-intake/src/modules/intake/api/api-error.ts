import type { GraphqlAnswer, GraphqlError } from '@portico/ui';

/** A refused or failed operation: the HTTP status (0: no answer) and the GraphQL errors sent. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: readonly GraphqlError[],
  ) {
    super(errors[0]?.message ?? (status ? `HTTP ${status}` : 'No answer from the API'));
    this.name = 'ApiError';
  }

  static of(error: unknown): ApiError {
    return error instanceof ApiError ? error : new ApiError(0, []);
  }
}

/** The answer's data, or an ApiError for errors or a non-2xx status. */
export function dataOf<T>(answer: GraphqlAnswer<T>): T {
  if (answer.errors.length > 0 || answer.status < 200 || answer.status >= 300 || answer.data === null)
    throw new ApiError(answer.status, answer.errors);
  return answer.data;
}
