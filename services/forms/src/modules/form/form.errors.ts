import { badUserInput, conflict, notFound } from '@portico/service-kit';

export const formNotFound = () => notFound('Form not found');
export const formNameInvalid = () => badUserInput('Form name must be 1-200 characters', 'name');
export const formVersionConflict = (currentVersion: number) =>
  conflict('The form was changed by someone else', { currentVersion });
