import { badUserInput, notFound } from '@portico/service-kit';

export const apiKeyNotFound = () => notFound('API key not found');
export const apiKeyNameInvalid = () => badUserInput('API key name must be 1-100 characters.', 'name');
