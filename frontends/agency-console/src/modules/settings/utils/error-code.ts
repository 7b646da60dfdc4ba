import { CombinedGraphQLErrors } from '@apollo/client/errors';

export interface ApiErrorDetails {
  /** `extensions.code`: BAD_USER_INPUT, NOT_FOUND, CONFLICT, FORBIDDEN, … */
  code?: string;
  /** `extensions.field` of a BAD_USER_INPUT. */
  field?: string;
  message?: string;
}

/** What the API said about the first GraphQL error of a failed operation. */
export function errorDetails(error: unknown): ApiErrorDetails {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const first = error.errors[0];
  const { code, field } = first?.extensions ?? {};
  return {
    code: typeof code === 'string' ? code : undefined,
    field: typeof field === 'string' ? field : undefined,
    message: first?.message,
  };
}
