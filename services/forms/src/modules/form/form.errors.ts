import { GraphQLError } from 'graphql';
import { badUserInput, conflict, notFound } from '@portico/service-kit';

export const formNotFound = () => notFound('Form not found');
export const formNameInvalid = () => badUserInput('Form name must be 1-200 characters', 'name');
export const formVersionConflict = (currentVersion: number) =>
  conflict('The form was changed by someone else', { currentVersion });
export const formArchived = () => badUserInput('This form is archived. Unarchive it to edit.');
export const idempotencyKeyReused = () =>
  new GraphQLError('This idempotency key was already used for a different request', {
    extensions: { code: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotencyKey' },
  });
