import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The `extensions.code` of the first GraphQL error (NOT_FOUND, CONFLICT, FORBIDDEN, …). */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
