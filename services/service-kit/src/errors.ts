import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { OptimisticLockError } from '@mikro-orm/core';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'COUPON_INVALID'
  | 'COUPON_EXPIRED'
  | 'COUPON_USED_UP'
  | 'NO_CREDITS'
  | 'SERVICE_UNAVAILABLE'
  | 'OPERATION_TIMEOUT'
  | 'INTERNAL_SERVER_ERROR';

export const unauthenticated = (message = 'Not authenticated') =>
  new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
export const forbidden = (message = 'Not allowed') =>
  new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } });
export const notFound = (message = 'Not found') =>
  new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } });
export const badUserInput = (message: string, field?: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } });
export const conflict = (message = 'Changed by someone else', extensions: Record<string, unknown> = {}) =>
  new GraphQLError(message, { extensions: { code: 'CONFLICT', ...extensions } });

/**
 * Sent by the gateway to a subgraph with every operation: the milliseconds the operation has left
 * (ADR 0032). A subgraph stops the request when they run out, a little before the gateway would.
 */
export const DEADLINE_HEADER = 'x-portico-deadline-ms';

/** An operation stopped at its time limit: the client may retry (autosave does, with its idempotency key). */
export function operationTimeout(limitMs: number): GraphQLError {
  const seconds = Math.round(limitMs / 100) / 10;
  return new GraphQLError(`The operation took longer than ${seconds} s and was stopped. Please retry.`, {
    extensions: { code: 'OPERATION_TIMEOUT' },
  });
}

/** PostgreSQL's code for a statement cancelled, here by statement_timeout. */
const QUERY_CANCELED = '57014';

const PUBLIC_CODES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  /** A request reused an idempotency key with a different payload (forms saveAnswers). */
  'IDEMPOTENCY_KEY_REUSED',
  /** A coupon code at checkout that cannot be used (billing startCheckout). */
  'COUPON_INVALID',
  'COUPON_EXPIRED',
  'COUPON_USED_UP',
  /** A filing when the workspace has no form credit left (submission createSubmission). */
  'NO_CREDITS',
  /** Another service the answer depends on could not be reached; the message says to retry. */
  'SERVICE_UNAVAILABLE',
  /** The operation ran past its time limit and was stopped (operationTimeout). */
  'OPERATION_TIMEOUT',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
]);

/**
 * Apollo `formatError`: known codes pass with their message (never a stack trace); anything else
 * (SQL errors, bugs) becomes a plain internal error, logged by the caller.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  // statement_timeout cancelled a statement of this operation (createSubgraph sets it).
  if ((original as { code?: unknown } | null)?.code === QUERY_CANCELED) {
    return {
      message: 'A database statement took too long and was stopped. Please retry.',
      path: formatted.path,
      extensions: { code: 'OPERATION_TIMEOUT' },
    };
  }
  if (original instanceof OptimisticLockError) {
    return { message: 'Changed by someone else', path: formatted.path, extensions: { code: 'CONFLICT' } };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && PUBLIC_CODES.has(code)) {
    const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  // type-graphql argument validation errors come without a code: they are the client's fault.
  if (original instanceof Error && original.name === 'ArgumentValidationError') {
    return { message: original.message, path: formatted.path, extensions: { code: 'BAD_USER_INPUT' } };
  }
  return {
    message: 'Internal server error',
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}
