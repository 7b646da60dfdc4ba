import { GraphQLError } from 'graphql';
import { forbidden, formatError } from './errors';

describe('formatError', () => {
  it('keeps known codes and drops stack traces', () => {
    const error = forbidden();
    const out = formatError(
      { message: error.message, extensions: { code: 'FORBIDDEN', stacktrace: ['at x'] } },
      error,
    );
    expect(out).toEqual({ message: 'Not allowed', extensions: { code: 'FORBIDDEN' } });
  });

  it('tells the caller when a service it needs is down, or the workspace has no credit, in the words given', () => {
    for (const code of ['SERVICE_UNAVAILABLE', 'NO_CREDITS']) {
      const error = new GraphQLError('Billing could not be reached just now. Please try again.', {
        extensions: { code },
      });
      expect(formatError({ message: error.message, extensions: { code } }, error)).toEqual({
        message: 'Billing could not be reached just now. Please try again.',
        extensions: { code },
      });
    }
  });

  it('hides SQL and internal messages', () => {
    const error = new GraphQLError('select * from "forms"."form" failed', {
      originalError: new Error('select * from "forms"."form" failed'),
    });
    const out = formatError({ message: error.message, extensions: { stacktrace: ['at y'] } }, error);
    expect(out.message).toBe('Internal server error');
    expect(JSON.stringify(out)).not.toContain('select');
  });
});
