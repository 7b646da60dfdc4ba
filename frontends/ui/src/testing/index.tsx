// Test helpers for the apps' page specs (not part of the runtime bundle: import '@portico/ui/testing').
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { AlertProvider } from '../modules/alerts/components/alert-provider';
import {
  GraphqlRequestContext,
  type GraphqlAnswer,
  type GraphqlError,
  type GraphqlOperation,
  type GraphqlRequest,
} from '../modules/api/hooks/graphql-request-context';

/** Answers one operation from its variables; throwing is a network failure. */
export type Handler = (variables: Record<string, unknown>) => { data?: unknown; errors?: unknown[] };

/** Operations the fake API received: name and variables, in order. */
export type Calls = { operationName: string; variables: Record<string, unknown> }[];

export interface RenderWithApiOptions {
  /** The address the page opens at. */
  path: string;
  /** The route pattern the page is mounted under (default: every path). */
  route?: string;
  /** The app's English catalog. */
  messages: Record<string, string>;
  handlers: Record<string, Handler>;
  /** Further providers around the router (locale, session …). */
  wrap?: (children: ReactNode) => ReactElement;
  closeLabel?: string;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `page` with a real Apollo Client whose link answers each operation with
 * `handlers[operationName]` (and the same handlers behind GraphqlRequestContext, for pages that send
 * operations with fetch), inside intl, the alert queue and a memory router. Other routes render
 * 'elsewhere'; `getByTestId('location')` shows where the page navigated.
 */
export function renderWithApi(page: ReactElement, options: RenderWithApiOptions) {
  const calls: Calls = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        calls.push({ operationName: operation.operationName ?? '', variables: operation.variables });
        setTimeout(() => {
          const handler = options.handlers[operation.operationName ?? ''];
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
  // Pages that send operations with plain fetch (the client intake) get the same handlers and calls.
  const request = ((operation: GraphqlOperation) =>
    new Promise<GraphqlAnswer>((resolve, reject) => {
      const variables = operation.variables ?? {};
      calls.push({ operationName: operation.operationName, variables });
      setTimeout(() => {
        const handler = options.handlers[operation.operationName];
        try {
          if (!handler) throw new Error(`no handler for ${operation.operationName}`);
          const answer = handler(variables);
          resolve({
            status: 200,
            data: answer.data ?? null,
            errors: (answer.errors ?? []) as GraphqlError[],
          });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }, 0);
    })) as GraphqlRequest;
  const route = options.route ?? '*';
  const routed = (
    <ApolloProvider client={client}>
      <GraphqlRequestContext.Provider value={request}>
        <MemoryRouter initialEntries={[options.path]}>
          <Routes>
            <Route path={route} element={page} />
            {route !== '*' && <Route path="*" element={<p>elsewhere</p>} />}
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </GraphqlRequestContext.Provider>
    </ApolloProvider>
  );
  const view = render(
    <IntlProvider locale="en" messages={options.messages}>
      <AlertProvider closeLabel={options.closeLabel ?? 'Close alert'}>
        {options.wrap ? options.wrap(routed) : routed}
      </AlertProvider>
    </IntlProvider>,
  );
  return { ...view, calls, client };
}

/** The variables of every call of one operation, in order. */
export function callsOf(calls: Calls, operationName: string): Record<string, unknown>[] {
  return calls.filter((call) => call.operationName === operationName).map((call) => call.variables);
}

/** The text of the alert the queue shows now ('' when none). */
export function alertText(): string {
  return document.querySelector('.ui-alerts')?.textContent ?? '';
}

/** A GraphQL refusal as the API sends it. */
export const refusal = (message: string, extensions: Record<string, unknown>) => ({
  errors: [{ message, extensions }],
});
export { relayedInput, startLiveViewTestServer, tapAndSend } from './live-view-server';
