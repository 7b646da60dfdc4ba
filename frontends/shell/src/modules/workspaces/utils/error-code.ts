import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The `extensions.code` of the first GraphQL error (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, …). */
export function errorCode(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}
