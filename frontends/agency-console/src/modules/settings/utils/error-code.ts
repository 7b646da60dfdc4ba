import { CombinedGraphQLErrors } from '@apollo/client/errors';

export interface ApiErrorDetails {
  /** `extensions.code`: BAD_USER_INPUT, NOT_FOUND, CONFLICT, FORBIDDEN, … */
  code?: string;
  /** `extensions.field` of a BAD_USER_INPUT. */
  field?: string;
  /** `extensions.reason`, where the API names why (INVITATION_DAILY_LIMIT, MAIL_REFUSED, LAST_ADMIN…). */
  reason?: string;
  /** `extensions.limit` of a limit reached. */
  limit?: number;
  message?: string;
}

/** What the API said about the first GraphQL error of a failed operation. */
export function errorDetails(error: unknown): ApiErrorDetails {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const first = error.errors[0];
  const { code, field, reason, limit } = first?.extensions ?? {};
  return {
    code: typeof code === 'string' ? code : undefined,
    field: typeof field === 'string' ? field : undefined,
    reason: typeof reason === 'string' ? reason : undefined,
    limit: typeof limit === 'number' ? limit : undefined,
    message: first?.message,
  };
}
