import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import { buildASTSchema, parse } from 'graphql';
import {
  answerType,
  clientAnswer,
  directCandidate,
  failedCallAnswer,
  fieldOwnersFromSupergraph,
  paramsOf,
  routeOf,
} from './direct-route';

/** Two subgraphs sharing an entity (Thing), a value type (Money), and the usual join__ shapes. */
const SUPERGRAPH = `
directive @join__field(graph: join__Graph, requires: join__FieldSet, provides: join__FieldSet, type: String, external: Boolean, override: String, usedOverridden: Boolean) repeatable on FIELD_DEFINITION | INPUT_FIELD_DEFINITION
directive @join__graph(name: String!, url: String!) on ENUM_VALUE
directive @join__type(graph: join__Graph!, key: join__FieldSet, extension: Boolean! = false, resolvable: Boolean! = true, isInterfaceObject: Boolean! = false) repeatable on OBJECT | INTERFACE | UNION | ENUM | INPUT_OBJECT | SCALAR
directive @defer(label: String, if: Boolean! = true) on FRAGMENT_SPREAD | INLINE_FRAGMENT
scalar join__FieldSet
enum join__Graph {
  ALPHA @join__graph(name: "alpha", url: "http://alpha/graphql")
  BETA @join__graph(name: "beta", url: "http://beta/graphql")
}
type Query @join__type(graph: ALPHA) @join__type(graph: BETA) {
  thing(id: ID!): Thing! @join__field(graph: ALPHA)
  maybe: Thing @join__field(graph: ALPHA)
  score: Int @join__field(graph: BETA)
  price: Money! @join__field(graph: BETA)
}
type Mutation @join__type(graph: ALPHA) { rename(name: String!): Thing! @join__field(graph: ALPHA) }
type Subscription @join__type(graph: ALPHA) { changed: Thing! @join__field(graph: ALPHA) }
type Thing @join__type(graph: ALPHA, key: "id") @join__type(graph: BETA, key: "id") {
  id: ID!
  name: String! @join__field(graph: ALPHA)
  rank: Int! @join__field(graph: BETA)
  label: String @join__field(graph: BETA, external: true) @join__field(graph: ALPHA)
  badge: String @join__field(graph: ALPHA, requires: "name")
  money: Money @join__field(graph: ALPHA)
}
type Money @join__type(graph: ALPHA) @join__type(graph: BETA) { amount: Int! currency: String! }
`;
const owners = fieldOwnersFromSupergraph(SUPERGRAPH);
const schema = buildASTSchema(parse(SUPERGRAPH));
const route = (query: string, operationName?: string) =>
  routeOf(owners, schema, parse(query), operationName)?.subgraph ?? null;

describe('fieldOwnersFromSupergraph', () => {
  it('reads which subgraphs resolve each field', () => {
    const thing = owners.get('Thing')!;
    expect([...thing.get('id')!].sort()).toEqual(['alpha', 'beta']);
    expect([...thing.get('name')!]).toEqual(['alpha']);
    expect([...thing.get('label')!]).toEqual(['alpha']); // external in beta
    expect([...thing.get('badge')!]).toEqual([]); // needs @requires from elsewhere
    expect([...owners.get('Money')!.get('amount')!].sort()).toEqual(['alpha', 'beta']);
  });

  it('knows the committed supergraph: autosave and the forms list are the forms subgraph', () => {
    const committed = fieldOwnersFromSupergraph(
      readFileSync(path.join(__dirname, '..', 'supergraph.graphql'), 'utf8'),
    );
    expect([...committed.get('Mutation')!.get('saveAnswers')!]).toEqual(['forms']);
    expect([...committed.get('Query')!.get('forms')!]).toEqual(['forms']);
  });
});

describe('routeOf', () => {
  it('routes an operation one subgraph resolves whole, fragments and @skip/@include included', () => {
    expect(route('{ thing(id: "1") { id name money { amount } __typename } }')).toBe('alpha');
    expect(
      route('query($s: Boolean!) { thing(id: "1") { ...F name @skip(if: $s) } } fragment F on Thing { id }'),
    ).toBe('alpha');
    expect(route('{ score price { amount currency } }')).toBe('beta');
    expect(route('mutation { rename(name: "x") { id label } }')).toBe('alpha');
  });

  it('picks the named operation', () => {
    const doc = 'query A { score } query B { thing(id: "1") { name } }';
    expect(route(doc, 'A')).toBe('beta');
    expect(route(doc, 'B')).toBe('alpha');
  });

  it('refuses what needs several subgraphs, @requires, or an entity jump', () => {
    expect(route('{ thing(id: "1") { name } score }')).toBeNull();
    expect(route('{ thing(id: "1") { rank } }')).toBeNull();
    expect(route('{ thing(id: "1") { badge } }')).toBeNull();
  });

  it('refuses introspection, subscriptions, a lone __typename and other directives', () => {
    expect(route('{ __schema { queryType { name } } }')).toBeNull();
    expect(route('{ __typename }')).toBeNull();
    expect(route('subscription { changed { id } }')).toBeNull();
    expect(route('{ thing(id: "1") { ... @defer { name } } }')).toBeNull();
    expect(route('{ thing(id: "1") { ... on Money { amount } } }')).toBeNull();
  });

  it('remembers the root fields, so that a failed call is answered as the planner answers it', () => {
    const found = routeOf(owners, schema, parse('{ a: thing(id: "1") { id } maybe { id } }'))!;
    expect(found.rootFields).toEqual([
      { key: 'a', nonNull: true },
      { key: 'maybe', nonNull: false },
    ]);
    expect(JSON.parse(failedCallAnswer(found))).toEqual({
      data: null,
      errors: [
        { message: 'Unexpected error.', path: ['a'], extensions: { code: 'INTERNAL_SERVER_ERROR' } },
        { message: 'Unexpected error.', path: ['maybe'], extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      ],
    });
    const nullable = routeOf(owners, schema, parse('{ maybe { id } }'))!;
    expect(JSON.parse(failedCallAnswer(nullable)).data).toEqual({ maybe: null });
  });
});

describe('the request and answer helpers', () => {
  const request = (headers: Record<string, string>, method = 'POST') =>
    ({ method, headers }) as unknown as IncomingMessage;

  it('takes only JSON POSTs that want one JSON answer', () => {
    expect(directCandidate(request({ 'content-type': 'application/json' }))).toBe(true);
    expect(
      directCandidate(
        request({
          'content-type': 'application/json; charset=utf-8',
          accept: 'application/graphql-response+json, application/json;q=0.9',
        }),
      ),
    ).toBe(true);
    expect(directCandidate(request({ 'content-type': 'application/json' }, 'GET'))).toBe(false);
    expect(directCandidate(request({ 'content-type': 'text/plain' }))).toBe(false);
    expect(
      directCandidate(request({ 'content-type': 'application/json', accept: 'text/event-stream' })),
    ).toBe(false);
    expect(
      directCandidate(
        request({ 'content-type': 'application/json', accept: 'multipart/mixed, application/json' }),
      ),
    ).toBe(false);
  });

  it('reads plain GraphQL bodies and leaves anything else to the full path', () => {
    expect(paramsOf(Buffer.from('{"query":"{ a }","variables":{"x":1},"operationName":"Q"}'))).toEqual({
      query: '{ a }',
      variables: { x: 1 },
      operationName: 'Q',
    });
    expect(paramsOf(Buffer.from('not json'))).toBeNull();
    expect(paramsOf(Buffer.from('[{"query":"{ a }"}]'))).toBeNull();
    expect(paramsOf(Buffer.from('{"query":1}'))).toBeNull();
    expect(paramsOf(Buffer.from('{"query":"{ a }","variables":[1]}'))).toBeNull();
    expect(paramsOf(Buffer.from('{"query":"{ a }","extensions":{"persistedQuery":{}}}'))).toBeNull();
  });

  it('shapes a subgraph answer as the planner path does', () => {
    const answer = clientAnswer(
      Buffer.from(
        JSON.stringify({
          data: null,
          errors: [
            {
              message: 'No',
              locations: [{ line: 1, column: 3 }],
              path: ['a'],
              extensions: { code: 'NOT_FOUND' },
            },
          ],
        }),
      ),
      'forms',
    )!;
    expect(JSON.parse(answer.body.toString())).toEqual({
      data: null,
      errors: [{ message: 'No', path: ['a'], extensions: { code: 'NOT_FOUND', serviceName: 'forms' } }],
    });
    const plain = Buffer.from('{"data":{"a":1}}');
    expect(clientAnswer(plain, 'forms')!.body).toBe(plain);
    // As subgraphs write it (a newline after the JSON): passed on without parsing.
    const written = Buffer.from('{"data":{"a":1}}\n');
    const parse = jest.spyOn(JSON, 'parse');
    try {
      expect(clientAnswer(written, 'forms')).toEqual({ body: written, errors: [] });
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
    // The word inside an answer is not an error list: parsed, and passed on unchanged.
    const wordy = Buffer.from('{"data":{"note":"\\"errors\\" is a word"}}');
    expect(clientAnswer(wordy, 'forms')).toEqual({ body: wordy, errors: [] });
    // A truncated body is not a GraphQL result, even if it starts like one.
    expect(clientAnswer(Buffer.from('{"data":{"a":'), 'forms')).toBeNull();
    expect(clientAnswer(Buffer.from('<html>Bad gateway</html>'), 'forms')).toBeNull();
    expect(clientAnswer(Buffer.from('{"message":"x"}'), 'forms')).toBeNull();
  });

  it('answers in the first JSON type the client listed', () => {
    expect(answerType('application/graphql-response+json, application/json;q=0.9')).toBe(
      'application/graphql-response+json; charset=utf-8',
    );
    expect(answerType('application/json')).toBe('application/json; charset=utf-8');
    expect(answerType(undefined)).toBe('application/json; charset=utf-8');
  });
});
