/**
 * @jest-environment node
 */
import { ApolloLink, gql } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { Observable } from 'rxjs';
import { createApolloClient } from './create-apollo-client';

const QUERY = gql`
  query Forms {
    forms {
      id
    }
  }
`;

function failingLink(status: number) {
  const calls = { count: 0 };
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        calls.count += 1;
        observer.error(new ServerError('failed', { response: new Response('', { status }), bodyText: '' }));
      }),
  );
  return { link, calls };
}

describe('retries', () => {
  it.each([500, 502])('tries 1 + 3 times on a %s answer', async (status) => {
    const { link, calls } = failingLink(status);
    const client = createApolloClient({ terminatingLink: link, retryDelayMs: 1 });
    await expect(client.query({ query: QUERY })).rejects.toBeTruthy();
    expect(calls.count).toBe(4);
  });

  it.each([401, 403])('never retries a %s answer', async (status) => {
    const { link, calls } = failingLink(status);
    // The session cannot be renewed and the user gives up logging in again: no replay either.
    const auth = { refresh: async () => false, reauthenticate: () => Promise.reject(new Error('gave up')) };
    const client = createApolloClient({ terminatingLink: link, retryDelayMs: 1, auth });
    await expect(client.query({ query: QUERY })).rejects.toBeTruthy();
    expect(calls.count).toBe(1);
  });
});
