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

/**
 * A save refused whole for breaking a bound of docs/adr/0033 (nothing is stored): `field` names the
 * input (`changes`, `changes.3`), `section` and `path` the answer when there is one, and `messageId`
 * the questionnaire message the screens show in the reader's language.
 */
export const answersOutOfBounds = (
  refused: { field: string; messageId: string; section?: string; path?: string },
  detail: string,
) =>
  new GraphQLError(`${refused.field}: ${detail}`.slice(0, 400), {
    extensions: {
      code: 'BAD_USER_INPUT',
      field: refused.field,
      messageId: refused.messageId,
      ...(refused.section !== undefined ? { section: refused.section.slice(0, 60) } : {}),
      ...(refused.path !== undefined ? { path: refused.path.slice(0, 200) } : {}),
    },
  });
