import { ServerError, ServerParseError } from '@apollo/client/errors';

/** Spec §7: up to 3 retries, never after a 401 or 403 answer. */
export const MAX_RETRIES = 3;

export function shouldRetry(error: unknown): boolean {
  if (ServerError.is(error) || ServerParseError.is(error))
    return error.statusCode !== 401 && error.statusCode !== 403;
  return true;
}
