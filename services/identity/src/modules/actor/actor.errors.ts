/** Bodies of the internal endpoint's refusals (plain JSON: it is not GraphQL). */
export const gatewayOnly = {
  error: { code: 'UNAUTHENTICATED', message: 'Only the gateway may ask for actors' },
};
export const badCredentials = {
  error: {
    code: 'BAD_USER_INPUT',
    message:
      'Body must be { sessionToken?: string, apiKey?: string, clientToken?: string, passive?: boolean }',
  },
};
