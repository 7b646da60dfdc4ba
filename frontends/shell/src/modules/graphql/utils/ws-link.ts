import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';

/** Subscriptions over graphql-ws on the same origin; loaded only when a page first subscribes. */
export function createWsLink(): GraphQLWsLink {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return new GraphQLWsLink(
    createClient({ url: `${protocol}//${window.location.host}/graphql`, lazy: true, retryAttempts: 5 }),
  );
}
