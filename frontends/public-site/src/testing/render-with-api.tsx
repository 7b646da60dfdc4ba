import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { AlertProvider, LocaleProvider, SessionProvider } from '@portico/ui';
import en from '../i18n/en.json';

export type Handler = (variables: Record<string, unknown>) => { data?: unknown; errors?: unknown[] };

/** Operations the fake API received: name and variables, in order. */
export type Calls = { operationName: string; variables: Record<string, unknown> }[];

/**
 * Renders `page` with an Apollo Client whose API answers each operation with `handlers[name]`
 * (a thrown handler is a network failure); the session and /auth/* go through `fakeServer`.
 */
export function renderWithApi(page: ReactElement, path: string, handlers: Record<string, Handler>) {
  const calls: Calls = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        calls.push({ operationName: operation.operationName ?? '', variables: operation.variables });
        setTimeout(() => {
          const handler = handlers[operation.operationName ?? ''];
          try {
            if (!handler) throw new Error(`no handler for ${operation.operationName}`);
            observer.next(handler(operation.variables) as never);
            observer.complete();
          } catch (error) {
            observer.error(error);
          }
        }, 0);
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const view = render(
    <LocaleProvider>
      <IntlProvider locale="en" messages={en}>
        <AlertProvider closeLabel="Close">
          <SessionProvider>
            <ApolloProvider client={client}>
              <MemoryRouter initialEntries={[path]}>
                <Routes>
                  <Route path="*" element={page} />
                </Routes>
              </MemoryRouter>
            </ApolloProvider>
          </SessionProvider>
        </AlertProvider>
      </IntlProvider>
    </LocaleProvider>,
  );
  return { ...view, calls };
}

/** The text of the alert the shell's queue shows now ('' when none). */
export function alertText(): string {
  return document.querySelector('.ui-alerts')?.textContent ?? '';
}

/** A GraphQL refusal as the API sends it. */
export const refusal = (message: string, extensions: Record<string, unknown>) => ({
  errors: [{ message, extensions }],
});
