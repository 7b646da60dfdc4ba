/**
 * @jest-environment node
 */
import { ApolloLink, gql } from '@apollo/client';
import { Observable } from 'rxjs';
import { createApolloClient } from './create-apollo-client';
import { FreshnessTracker, STALE_AFTER_MS } from './freshness';

const QUERY = gql`
  query CurrentUser {
    me {
      id
    }
  }
`;

function countingLink() {
  const calls = { count: 0 };
  const link = new ApolloLink(() => {
    calls.count += 1;
    return new Observable((observer) => {
      observer.next({ data: { me: { __typename: 'User', id: `u${calls.count}` } } });
      observer.complete();
    });
  });
  return { link, calls };
}

describe('fetched data is stale after 5 minutes', () => {
  it('answers from the cache within 5 minutes and from the network after', async () => {
    let now = 1_000_000;
    const tracker = new FreshnessTracker(() => now);
    const { link, calls } = countingLink();
    const client = createApolloClient({ terminatingLink: link, tracker });

    await client.query({ query: QUERY });
    now += STALE_AFTER_MS - 1;
    const cached = await client.query({ query: QUERY });
    expect(calls.count).toBe(1);
    expect(cached.data).toEqual({ me: { __typename: 'User', id: 'u1' } });

    now += 1;
    const fresh = await client.query({ query: QUERY });
    expect(calls.count).toBe(2);
    expect(fresh.data).toEqual({ me: { __typename: 'User', id: 'u2' } });
  });
});
