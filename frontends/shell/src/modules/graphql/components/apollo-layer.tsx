import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { getApolloClient } from '../utils/apollo-client-singleton';

export default function ApolloLayer({ children }: { children: ReactNode }) {
  return <ApolloProvider client={getApolloClient()}>{children}</ApolloProvider>;
}
