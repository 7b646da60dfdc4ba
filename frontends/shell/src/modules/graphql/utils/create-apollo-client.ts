import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { RetryLink } from '@apollo/client/link/retry';
import { Observable } from 'rxjs';
import { tap } from 'rxjs/operators';
import { FreshnessTracker, operationKey, withFreshness } from './freshness';
import { refreshSession } from '@portico/ui';
import { MAX_RETRIES, shouldRetry } from './retry-policy';
import { createAuthLink, type AuthLinkOptions } from './auth-link';
import { requestReauthentication } from '../../session/utils/reauth-store';

function isSubscription(operation: ApolloLink.Operation): boolean {
  return operation.query.definitions.some(
    (definition) => definition.kind === 'OperationDefinition' && definition.operation === 'subscription',
  );
}

/** Defers graphql-ws and its Apollo link to the first subscription, keeping them off the first load. */
function lazyWsLink(): ApolloLink {
  let link: Promise<ApolloLink> | undefined;
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let subscription: { unsubscribe(): void } | undefined;
        let closed = false;
        link ??= import('./ws-link').then((module) => module.createWsLink());
        link.then(
          (ws) => {
            if (!closed) subscription = ws.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      }),
  );
}

/** The client intake's pages: a client link's session, which cannot be renewed or logged into again. */
export function onClientIntake(): boolean {
  return typeof window !== 'undefined' && window.location.pathname.startsWith('/client-intake/');
}

export interface PorticoApolloOptions {
  uri?: string;
  terminatingLink?: ApolloLink;
  tracker?: FreshnessTracker;
  retryDelayMs?: number;
  auth?: AuthLinkOptions;
}

export function createApolloClient(options: PorticoApolloOptions = {}): ApolloClient {
  const tracker = options.tracker ?? new FreshnessTracker();
  const recordFreshness = new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap((result) => {
        if (!result.errors?.length)
          tracker.recordFetch(operationKey(operation.operationName, operation.variables));
      }),
    ),
  );
  const retry = new RetryLink({
    delay: { initial: options.retryDelayMs ?? 300, max: 3000, jitter: true },
    attempts: { max: MAX_RETRIES + 1, retryIf: (error) => shouldRetry(error) },
  });
  const http =
    options.terminatingLink ?? new HttpLink({ uri: options.uri ?? '/graphql', credentials: 'same-origin' });
  const link = ApolloLink.split(
    isSubscription,
    lazyWsLink(),
    ApolloLink.from([
      recordFreshness,
      createAuthLink(
        options.auth ?? {
          refresh: refreshSession,
          reauthenticate: requestReauthentication,
          passThrough: onClientIntake,
        },
      ),
      retry,
      http,
    ]),
  );
  const client = new ApolloClient({
    link,
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-first' }, query: { fetchPolicy: 'cache-first' } },
  });
  const watchQuery = client.watchQuery.bind(client);
  const query = client.query.bind(client);
  client.watchQuery = ((queryOptions: Parameters<typeof watchQuery>[0]) =>
    watchQuery(withFreshness(queryOptions, tracker))) as typeof client.watchQuery;
  client.query = ((queryOptions: Parameters<typeof query>[0]) =>
    query(withFreshness(queryOptions, tracker))) as typeof client.query;
  client.onClearStore(async () => tracker.clear());
  return client;
}
