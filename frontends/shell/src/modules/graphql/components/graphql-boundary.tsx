import { lazy, Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { messages } from '../../layout/utils/messages';

// Apollo Client, graphql and rxjs load with the first page that talks to the API,
// so marketing pages (the home page first of all) start without them.
const ApolloLayer = lazy(() => import('./apollo-layer'));

export function GraphqlBoundary({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p className="app-loading" role="status">
          <FormattedMessage {...messages.loading} />
        </p>
      }
    >
      <ApolloLayer>{children}</ApolloLayer>
    </Suspense>
  );
}
