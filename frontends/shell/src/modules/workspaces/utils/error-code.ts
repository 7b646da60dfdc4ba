import { CombinedGraphQLErrors } from '@apollo/client/errors';

function firstExtension(error: unknown, key: 'code' | 'reason'): string | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const value = error.errors[0]?.extensions?.[key];
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

/** The `extensions.code` of the first GraphQL error (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, …). */
export const errorCode = (error: unknown) => firstExtension(error, 'code');

/** The `extensions.reason` of the first GraphQL error (LAST_ADMIN, INVITATION_EXPIRED, …). */
export const errorReason = (error: unknown) => firstExtension(error, 'reason');
