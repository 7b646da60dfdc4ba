import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from './create-apollo-client';

let client: ApolloClient | undefined;

/** The page's one Apollo Client (one cache for the shell and every remote). */
export function getApolloClient(): ApolloClient {
  client ??= createApolloClient();
  return client;
}
