/**
 * @jest-environment node
 */
import { ApolloLink, gql } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { Observable } from 'rxjs';
import { createApolloClient } from './create-apollo-client';

const FORM = gql`
  query Form($id: ID!) {
    form(id: $id) {
      id
    }
  }
`;
const SAVE = gql`
  mutation SaveAnswers($id: ID!) {
    saveAnswers(id: $id) {
      id
    }
  }
`;

/** A server whose session is expired until `renew()`; it answers 401 (HTTP) or UNAUTHENTICATED (GraphQL). */
function sessionServer(style: 'http' | 'graphql') {
  const state = { valid: false, calls: [] as { name?: string; csrf?: string }[] };
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const { headers } = operation.getContext() as { headers?: Record<string, string> };
        state.calls.push({ name: operation.operationName, csrf: headers?.['x-portico-csrf'] });
        const valid = state.valid; // the session as it was when the request left
        setTimeout(() => {
          if (valid) {
            const field = operation.operationName === 'Form' ? 'form' : 'saveAnswers';
            observer.next({ data: { [field]: { __typename: 'Form', id: String(operation.variables.id) } } });
            observer.complete();
          } else if (style === 'http') {
            observer.error(
              new ServerError('expired', { response: new Response('', { status: 401 }), bodyText: '' }),
            );
          } else {
            observer.next({ errors: [{ message: 'expired', extensions: { code: 'UNAUTHENTICATED' } }] });
            observer.complete();
          }
        }, 1);
      }),
  );
  return { link, state, renew: () => (state.valid = true) };
}

describe('expired session', () => {
  it.each(['http', 'graphql'] as const)(
    'renews once for concurrent %s 401s and replays every operation',
    async (style) => {
      const server = sessionServer(style);
      const refresh = jest.fn(async () => {
        server.renew();
        return true;
      });
      const reauthenticate = jest.fn(async () => undefined);
      const client = createApolloClient({ terminatingLink: server.link, auth: { refresh, reauthenticate } });
      const [a, b, saved] = await Promise.all([
        client.query({ query: FORM, variables: { id: 'a' } }),
        client.query({ query: FORM, variables: { id: 'b' } }),
        client.mutate({ mutation: SAVE, variables: { id: 'c' } }),
      ]);
      expect(a.data).toEqual({ form: { __typename: 'Form', id: 'a' } });
      expect(b.data).toEqual({ form: { __typename: 'Form', id: 'b' } });
      expect(saved.data).toEqual({ saveAnswers: { __typename: 'Form', id: 'c' } });
      expect(reauthenticate).not.toHaveBeenCalled();
      expect(server.state.calls).toHaveLength(6);
    },
  );

  it('asks the user to log in again when the session cannot be renewed, then replays the mutation', async () => {
    const server = sessionServer('http');
    let loggedIn!: () => void;
    const reauthenticate = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          loggedIn = () => {
            server.renew();
            resolve();
          };
        }),
    );
    const client = createApolloClient({
      terminatingLink: server.link,
      auth: { refresh: async () => false, reauthenticate },
    });
    let settled = false;
    const pending = client
      .mutate({ mutation: SAVE, variables: { id: 'kept' } })
      .finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reauthenticate).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);
    loggedIn();
    await expect(pending).resolves.toMatchObject({ data: { saveAnswers: { id: 'kept' } } });
  });

  it('sends the CSRF header with every operation', async () => {
    const server = sessionServer('http');
    server.renew();
    const client = createApolloClient({ terminatingLink: server.link });
    await client.mutate({ mutation: SAVE, variables: { id: 'x' } });
    expect(server.state.calls).toEqual([{ name: 'SaveAnswers', csrf: '1' }]);
  });

  it('fails the operation when the user gives up logging in again', async () => {
    const server = sessionServer('graphql');
    const client = createApolloClient({
      terminatingLink: server.link,
      auth: { refresh: async () => false, reauthenticate: () => Promise.reject(new Error('cancelled')) },
    });
    await expect(client.mutate({ mutation: SAVE, variables: { id: 'x' } })).rejects.toThrow('cancelled');
  });

  it('lets a client intake page see its ended link instead of asking anyone to log in', async () => {
    const server = sessionServer('graphql');
    const refresh = jest.fn(async () => false);
    const reauthenticate = jest.fn(async () => undefined);
    const client = createApolloClient({
      terminatingLink: server.link,
      auth: { refresh, reauthenticate, passThrough: () => true },
    });
    const result = await client.query({ query: FORM, variables: { id: 'x' }, errorPolicy: 'all' });
    expect(result.error?.message).toContain('expired');
    expect(refresh).not.toHaveBeenCalled();
    expect(reauthenticate).not.toHaveBeenCalled();
  });
});
