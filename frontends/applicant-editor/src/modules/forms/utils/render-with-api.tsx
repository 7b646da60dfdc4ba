import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { AlertProvider } from '@portico/ui';
import en from '../../../i18n/en.json';

// Test helper (used by the *.spec.tsx files beside the pages): a fake API per operation name.
export type Handler = (variables: Record<string, unknown>) => { data?: unknown; errors?: unknown[] };

/** Calls made to the fake API: operation name and variables, in order. */
export type Calls = { operationName: string; variables: Record<string, unknown> }[];

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `page` at `path` (matching `route`) with an Apollo Client answered by `handlers[operationName]`. */
export function renderWithApi(
  page: ReactElement,
  path: string,
  route: string,
  handlers: Record<string, Handler>,
) {
  const calls: Calls = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        calls.push({ operationName: operation.operationName ?? '', variables: operation.variables });
        const handler = handlers[operation.operationName ?? ''];
        setTimeout(() => {
          if (!handler) {
            observer.error(new Error(`no handler for ${operation.operationName}`));
            return;
          }
          observer.next(handler(operation.variables) as never);
          observer.complete();
        }, 0);
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const view = render(
    <IntlProvider locale="en" messages={en}>
      <AlertProvider closeLabel="Close alert">
        <ApolloProvider client={client}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={page} />
              <Route path="*" element={<p>elsewhere</p>} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </ApolloProvider>
      </AlertProvider>
    </IntlProvider>,
  );
  return { ...view, calls, client };
}

/** The variables of every call of one operation, in order. */
export function callsOf(calls: Calls, operationName: string): Record<string, unknown>[] {
  return calls.filter((call) => call.operationName === operationName).map((call) => call.variables);
}
