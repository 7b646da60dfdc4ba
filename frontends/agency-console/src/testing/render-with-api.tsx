import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { AlertProvider } from '@portico/ui';
import en from '../i18n/en.json';

export type Handler = (variables: Record<string, unknown>) => { data?: unknown; errors?: unknown[] };

/** Calls made to the fake API: operation name and variables, in order. */
export type Calls = { operationName: string; variables: Record<string, unknown> }[];

/** Renders `page` at `path` with an Apollo Client whose API answers with `handlers[operationName]`. */
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
            </Routes>
          </MemoryRouter>
        </ApolloProvider>
      </AlertProvider>
    </IntlProvider>,
  );
  return { ...view, calls };
}
