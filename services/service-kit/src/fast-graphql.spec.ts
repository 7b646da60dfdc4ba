import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema, GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import { answerMediaType, createFastGraphql } from './fast-graphql';

const schema = buildSchema(`
  type Query { hello(name: String!): String!  broken: String  denied: String  secret: String  busy: String  odd: String }
  type Mutation { bump(by: Int!): Int! }
  type Subscription { ticks: Int! }
`);
let counter = 0;
const root = {
  hello: ({ name }: { name: string }, ctx: { who: string }) => `hello ${name} from ${ctx.who}`,
  broken: () => {
    throw new Error('select * from secrets failed');
  },
  denied: () => {
    throw new GraphQLError('Not authenticated', {
      extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
    });
  },
  secret: () => {
    throw new GraphQLError('Nope', { extensions: { code: 'FORBIDDEN' } });
  },
  busy: () => {
    throw new GraphQLError('Slow down', {
      extensions: { code: 'FORBIDDEN', http: { status: 429, headers: new Map([['Retry-After', '60']]) } },
    });
  },
  // Not an HTTP head Apollo Server knows (headers not a Map): it stays in the error.
  odd: () => {
    throw new GraphQLError('Odd', { extensions: { code: 'FORBIDDEN', http: { headers: { a: 'b' } } } });
  },
};
for (const [name, resolve] of Object.entries(root))
  schema.getQueryType()!.getFields()[name]!.resolve = (_s, args, ctx) =>
    (resolve as (a: unknown, c: unknown) => unknown)(args, ctx);
schema.getMutationType()!.getFields().bump!.resolve = (_s, args: { by: number }) => (counter += args.by);

/** The formatError of a service: codes it knows pass, anything else is masked. */
function formatError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  return code === 'UNAUTHENTICATED' || code === 'FORBIDDEN'
    ? formatted
    : {
        message: 'Internal server error',
        path: formatted.path,
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      };
}

describe('the fast GraphQL path', () => {
  let server: Server;
  let url: string;
  const fallbacks: { url: string | undefined; body: unknown; readable: boolean }[] = [];
  const unexpected: string[] = [];

  function start(introspection: boolean) {
    const handle = createFastGraphql<{ who: string }>({
      schema,
      introspection,
      maxBodyBytes: 1000,
      context: (req) => (req.headers['x-actor'] ? { who: String(req.headers['x-actor']) } : undefined),
      formatError: (formatted) => formatError(formatted),
      onError: (error) => {
        const code = error.extensions.code;
        if (!code || code === 'INTERNAL_SERVER_ERROR')
          unexpected.push(error.originalError?.message ?? error.message);
      },
    });
    server = createServer((req, res) =>
      handle(req, res, () => {
        const message = req as IncomingMessage & { body?: unknown };
        fallbacks.push({ url: req.url, body: message.body, readable: !req.readableEnded });
        const reply = () => {
          res.writeHead(418, { 'content-type': 'text/plain' });
          res.end('fallback');
        };
        // Reads what is left of the body, as Express would.
        if (req.readableEnded) return reply();
        req.resume();
        req.on('end', reply);
      }),
    );
    return new Promise<void>((resolve) =>
      server.listen(0, '127.0.0.1', () => {
        url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
        resolve();
      }),
    );
  }

  beforeEach(async () => {
    fallbacks.length = 0;
    unexpected.length = 0;
    await start(false);
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (body: unknown, headers: Record<string, string> = {}, target = url) =>
    fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-actor': 'ann', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('answers a valid operation itself, with the context, as Apollo Server would', async () => {
    // The first time through graphql-js, then compiled: the same answers.
    for (const n of ['Bo', 'Cy', 'Di']) {
      const res = await post({
        query: 'query Q($n: String!) { hello(name: $n) }',
        variables: { n },
        extensions: { clientLibrary: { name: '@apollo/client' } },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await res.json()).toEqual({ data: { hello: `hello ${n} from ann` } });
    }
    expect(fallbacks).toHaveLength(0);
  });

  it('runs a mutation once per request', async () => {
    const before = counter;
    const res = await post({ query: 'mutation { bump(by: 2) }' });
    expect(await res.json()).toEqual({ data: { bump: before + 2 } });
    expect(counter).toBe(before + 2);
  });

  it('formats errors with the service formatter, takes the HTTP status from them and logs unexpected ones', async () => {
    // The first time through graphql-js, then compiled: the same answers.
    for (let i = 1; i <= 3; i++) {
      const masked = await post({ query: '{ broken secret }' });
      expect(masked.status).toBe(200);
      const body = (await masked.json()) as { data: unknown; errors: GraphQLFormattedError[] };
      expect(body.data).toEqual({ broken: null, secret: null });
      expect(body.errors.map((e) => [e.message, e.extensions?.code, e.path])).toEqual([
        ['Internal server error', 'INTERNAL_SERVER_ERROR', ['broken']],
        ['Nope', 'FORBIDDEN', ['secret']],
      ]);
      expect(JSON.stringify(body)).not.toContain('secrets');
      expect(unexpected).toEqual(Array(i).fill('select * from secrets failed'));

      const denied = await post({ query: '{ denied }' });
      expect(denied.status).toBe(401);
      const deniedBody = (await denied.json()) as { errors: GraphQLFormattedError[] };
      expect(deniedBody.errors[0]!.extensions).toEqual({ code: 'UNAUTHENTICATED' });
    }
  });

  it("sends the headers an error's http asks for (Retry-After), and leaves an http Apollo would not read in the error", async () => {
    for (let i = 0; i < 2; i++) {
      const busy = await post({ query: '{ busy }' });
      expect(busy.status).toBe(429);
      expect(busy.headers.get('retry-after')).toBe('60');
      expect(busy.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const body = (await busy.json()) as { errors: GraphQLFormattedError[] };
      expect(body.errors[0]!.extensions).toEqual({ code: 'FORBIDDEN' });
      const odd = await post({ query: '{ odd }' });
      expect(odd.status).toBe(200);
      const oddBody = (await odd.json()) as { errors: GraphQLFormattedError[] };
      expect(oddBody.errors[0]!.extensions).toEqual({ code: 'FORBIDDEN', http: { headers: { a: 'b' } } });
    }
    expect(fallbacks).toHaveLength(0);
    // And Apollo Server itself answers them so.
    const apollo = new ApolloServer<{ who: string }>({
      schema,
      formatError: (formatted) => formatError(formatted),
      status400ForVariableCoercionErrors: true,
    });
    const { url: apolloUrl } = await startStandaloneServer(apollo, {
      listen: { port: 0, host: '127.0.0.1' },
      context: async () => ({ who: 'ann' }),
    });
    try {
      for (const query of ['{ busy }', '{ odd }', '{ denied }', '{ broken secret }']) {
        const [ours, theirs] = await Promise.all([post({ query }), post({ query }, {}, apolloUrl)]);
        expect([ours.status, ours.headers.get('retry-after'), await ours.json()]).toEqual([
          theirs.status,
          theirs.headers.get('retry-after'),
          await theirs.json(),
        ]);
      }
    } finally {
      await apollo.stop();
    }
  });

  it('gives Apollo everything out of the ordinary, with the body parsed when it read it', async () => {
    const cases: [unknown, Record<string, string>?][] = [
      [{ query: '{ nope }' }], // invalid document
      [{ query: 'query Q($n: String!) { hello(name: $n) }', variables: { n: 3 } }], // bad variables
      [{ query: 'subscription { ticks }' }],
      [[{ query: '{ hello(name: "a") }' }]], // a batch
      [{ query: '{ hello(name: "a") }', extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } } }],
      [{ query: '{ __schema { types { name } } }' }], // introspection is off
      [{ query: 'query A { hello(name: "a") } query B { hello(name: "b") }' }], // which one?
    ];
    for (const [body] of cases) {
      const res = await post(body);
      expect(res.status).toBe(418);
      expect(fallbacks.at(-1)!.body).toEqual(body);
    }
    expect(fallbacks).toHaveLength(cases.length);
  });

  it('leaves the body unread for Apollo when the request is not one it takes', async () => {
    const body = { query: '{ hello(name: "a") }' };
    const odd: Record<string, string>[] = [
      { 'x-actor': '' },
      { accept: 'text/html' },
      { 'content-type': 'text/plain' },
    ];
    for (const headers of odd) {
      const res = await post(body, headers);
      expect(res.status).toBe(418);
      expect(fallbacks.at(-1)).toEqual({ url: '/graphql', body: undefined, readable: true });
    }
    const elsewhere = await post(body, {}, url.replace('/graphql', '/graphql?x=1'));
    expect(elsewhere.status).toBe(418);
    const large = await post({ query: `{ hello(name: "${'a'.repeat(2000)}") }` });
    expect(large.status).toBe(418);
    expect(fallbacks.at(-1)!.readable).toBe(true);
  });

  it('answers a body that is not JSON with a plain 400', async () => {
    const res = await post('{"query": ');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      errors: [{ message: 'Bad request', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('allows introspection only where the service does', async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await start(true);
    const res = await post({ query: '{ __schema { queryType { name } } }' });
    expect(await res.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    expect(fallbacks).toHaveLength(0);
  });

  it('answers in the media type the client prefers, as Apollo Server chooses it', async () => {
    const res = await post(
      { query: '{ hello(name: "a") }' },
      { accept: 'application/graphql-response+json' },
    );
    expect(res.headers.get('content-type')).toBe('application/graphql-response+json; charset=utf-8');
    expect(answerMediaType(undefined)).toBe('application/json; charset=utf-8');
    expect(answerMediaType('text/html')).toBeNull();
    // Apollo Server itself, sent the same Accept headers: the same type, or the request is its own.
    const apollo = new ApolloServer<{ who: string }>({ schema });
    const { url: apolloUrl } = await startStandaloneServer(apollo, {
      listen: { port: 0, host: '127.0.0.1' },
      context: async () => ({ who: 'ann' }),
    });
    try {
      for (const accept of [
        '*/*',
        'application/json',
        'application/graphql-response+json',
        'application/graphql-response+json, application/json',
        'application/graphql-response+json, application/json;q=0.5',
        'application/json;q=0.9, application/graphql-response+json',
        'application/*',
        'application/*;q=0.5, application/graphql-response+json;q=0.4',
        'multipart/mixed, application/json;q=0.5',
        'APPLICATION/JSON',
        'application/json; charset=utf-8',
        'application/json;q=0',
        'text/html',
        'application/json; callbackSpec=1.0',
        'text/*, application/graphql-response+json;q=0.1',
      ]) {
        const theirs = await fetch(apolloUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept },
          body: JSON.stringify({ query: '{ hello(name: "a") }' }),
        });
        const chosen = answerMediaType(accept);
        expect({ accept, type: chosen ?? 'Apollo answers' }).toEqual({
          accept,
          type:
            theirs.status === 200 &&
            /^application\/(json|graphql-response\+json); charset=utf-8$/.test(
              theirs.headers.get('content-type')!,
            )
              ? theirs.headers.get('content-type')
              : 'Apollo answers',
        });
      }
    } finally {
      await apollo.stop();
    }
  });
});
