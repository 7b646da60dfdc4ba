import { CombinedGraphQLErrors } from '@apollo/client/errors';

export interface ApiError {
  /** `extensions.code` (BAD_USER_INPUT, FORBIDDEN, …); undefined for a network failure. */
  code?: string;
  field?: string;
  reason?: string;
  attemptsLeft?: number;
  retryAfterSeconds?: number;
  message?: string;
}

/** What the API said about the first GraphQL error of a failed operation ({} when it said nothing). */
export function apiError(error: unknown): ApiError {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const first = error.errors[0];
  const { code, field, reason, attemptsLeft, retryAfterSeconds } = first?.extensions ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const number = (value: unknown) => (typeof value === 'number' ? value : undefined);
  return {
    code: text(code),
    field: text(field),
    reason: text(reason),
    attemptsLeft: number(attemptsLeft),
    retryAfterSeconds: number(retryAfterSeconds),
    message: first?.message,
  };
}
