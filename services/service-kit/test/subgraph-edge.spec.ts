/**
 * The edge every subgraph shares (createSubgraph), whichever path answers the request (ADR 0032):
 * input no operation may carry is refused before any resolver runs, and every request stops at its
 * time limit with OPERATION_TIMEOUT, its SQL cancelled, the process unharmed.
 */
import 'reflect-metadata';
import { GraphQLJSON } from 'graphql-scalars';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { Arg, Ctx, Float, Int, Mutation, Query, Resolver } from 'type-graphql';
import { createTestActorSigner, postGraphql, startTestSubgraph, type TestSubgraph } from '../src/testing';
import { MAX_INPUT_DEPTH } from '../src/input-guard';
import type { SubgraphContext } from '../src/subgraph';

jest.setTimeout(30_000);

let resolved = 0;
let finishedLate = 0;
const LIMIT_MS = 1_000;

@Resolver()
class EdgeResolver {
  @Query(() => String)
  echo(@Arg('text') text: string): string {
    resolved++;
    return text;
  }

  /** Sends the text to PostgreSQL, which refuses NUL in text. */
  @Mutation(() => String)
  async store(@Ctx() ctx: SubgraphContext, @Arg('text') text: string): Promise<string> {
    resolved++;
    const [row] = await ctx.em.getConnection().execute<{ t: string }[]>('select ?::text as t', [text]);
    return row!.t;
  }

  /** A statement that runs for `seconds`. */
  @Query(() => Boolean)
  async sleepInDatabase(
    @Ctx() ctx: SubgraphContext,
    @Arg('seconds', () => Float) seconds: number,
  ): Promise<boolean> {
    await ctx.em.getConnection().execute('select pg_sleep(?)', [seconds]);
    return true;
  }

  /** An outside call that takes `ms` to answer. */
  @Mutation(() => Int)
  async waitFor(@Arg('ms', () => Int) ms: number): Promise<number> {
    await sleep(ms);
    finishedLate++;
    return ms;
  }

  /** Walks a JSON value recursively, as answer normalisation does. */
  @Query(() => Int)
  depth(@Arg('value', () => GraphQLJSON) value: unknown): number {
    resolved++;
    const walk = (v: unknown): number =>
      v && typeof v === 'object' ? 1 + Math.max(0, ...Object.values(v).map(walk)) : 0;
    return walk(value);
  }
}

const signer = createTestActorSigner();
const actor = () => signer.sign({ kind: 'anonymous' });
let subgraph: TestSubgraph;

beforeAll(async () => {
  subgraph = await startTestSubgraph(
    {
      name: 'edge',
      resolvers: [EdgeResolver],
      entities: [],
      migrations: [],
      // A route of the service's own (as identity's /auth/*): it stores what it is sent.
      routes: (router) =>
        router.post('/notes', async (req, res) => {
          resolved++;
          const [row] = await subgraph.orm.em
            .fork()
            .getConnection()
            .execute<{ t: string }[]>('select ?::text as t', [String(req.body.text)]);
          res.json({ stored: row!.t });
        }),
    },
    { signer, operationTimeoutMs: LIMIT_MS },
  );
});
afterAll(() => subgraph?.close());

const nested = (levels: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { next: value };
  return value;
};

describe('NUL characters', () => {
  it.each([
    ['a variable', 'mutation($t: String!) { store(text: $t) }', { t: 'a\u0000b' }, '$t'],
    ['a literal', 'mutation { store(text: "a\\u0000b") }', {}, 'store.text'],
    ['a JSON key', 'query($v: JSON!) { depth(value: $v) }', { v: { ['k\u0000']: 1 } }, '$v'],
    ['a JSON string', 'query($v: JSON!) { depth(value: $v) }', { v: { a: ['x', 'y\u0000'] } }, '$v.a[1]'],
    ['a default value', 'query($t: String! = "\\u0000") { echo(text: $t) }', {}, '$t'],
  ])('in %s are refused naming the path, before any resolver runs', async (_, query, variables, path) => {
    resolved = 0;
    for (let i = 0; i < 3; i++) {
      // Three times: the fast path compiles a document on its second use (ADR 0031).
      const { status, body } = await postGraphql(subgraph.url, { query, variables, actor: actor() });
      expect(status).toBe(400);
      expect(body.errors).toEqual([
        {
          message: `${path}: text must not contain the NUL character (U+0000).`,
          extensions: { code: 'BAD_USER_INPUT', field: path },
        },
      ]);
    }
    expect(resolved).toBe(0);
  });

  it('lets other control characters through (tabs, new lines)', async () => {
    const { body } = await postGraphql(subgraph.url, {
      query: 'mutation($t: String!) { store(text: $t) }',
      variables: { t: 'a\tb\nc\u0001' },
      actor: actor(),
    });
    expect(body).toEqual({ data: { store: 'a\tb\nc\u0001' } });
  });
});

describe("a service's own JSON routes", () => {
  const post = (body: string) =>
    fetch(subgraph.url.replace('/graphql', '/notes'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

  it.each([
    [
      'a NUL character',
      JSON.stringify({ text: 'a\u0000b' }),
      'text',
      'text must not contain the NUL character',
    ],
    ['a NUL character in a key', JSON.stringify({ ['x\u0000']: 1 }), 'body', 'NUL'],
    [
      'deep nesting',
      `{"text":"a","deep":${'['.repeat(50_000)}${']'.repeat(50_000)}}`,
      'deep',
      'nested more than',
    ],
  ])(
    'refuse %s with 400 BAD_USER_INPUT naming the field, before the route runs',
    async (_, body, field, text) => {
      resolved = 0;
      const res = await post(body);
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { error: { code: string; field: string; message: string } };
      expect(answer.error).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: expect.stringMatching(new RegExp(`^${field.replace('$', '\\$')}`)),
      });
      expect(answer.error.message).toContain(text);
      expect(resolved).toBe(0);
    },
  );

  it('serve ordinary text', async () => {
    expect(await (await post(JSON.stringify({ text: 'a\tb' }))).json()).toEqual({ stored: 'a\tb' });
  });
});

describe('nesting', () => {
  it(`accepts ${MAX_INPUT_DEPTH} levels`, async () => {
    const { body } = await postGraphql(subgraph.url, {
      query: 'query($v: JSON!) { depth(value: $v) }',
      variables: { v: nested(MAX_INPUT_DEPTH - 1) },
      actor: actor(),
    });
    expect(body).toEqual({ data: { depth: MAX_INPUT_DEPTH - 1 } });
  });

  it.each([MAX_INPUT_DEPTH + 2, 100_000])(
    'refuses %i levels with BAD_USER_INPUT, not a 500',
    async (levels) => {
      resolved = 0;
      // Written by hand: JSON.stringify itself runs out of stack on 100,000 levels.
      const value = `${'{"next":['.repeat(levels / 2)}1${']}'.repeat(levels / 2)}`;
      const res = await fetch(subgraph.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-portico-actor': actor() },
        body: `{"query":"query($v: JSON!) { depth(value: $v) }","variables":{"v":${value}}}`,
      });
      const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(res.status).toBe(400);
      expect(body.errors[0]!.extensions.code).toBe('BAD_USER_INPUT');
      expect(body.errors[0]!.message).toMatch(/^\$v(\.next\[0\])+: nested more than 32 levels deep\.$/);
      expect(resolved).toBe(0);
    },
  );

  it('refuses a deeply nested literal', async () => {
    const literal = `${'{ a: '.repeat(MAX_INPUT_DEPTH + 1)}1${' }'.repeat(MAX_INPUT_DEPTH + 1)}`;
    const { body } = await postGraphql(subgraph.url, {
      query: `{ depth(value: ${literal}) }`,
      actor: actor(),
    });
    expect(body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: expect.stringMatching(/^depth\.value\.a/),
    });
  });
});

describe('time limits', () => {
  async function timed(query: string, headers: Record<string, string> = {}) {
    const started = Date.now();
    const answer = await postGraphql(subgraph.url, { query, actor: actor(), headers });
    return { ...answer, ms: Date.now() - started };
  }

  it('answers OPERATION_TIMEOUT at the limit, and the late resolver harms nothing', async () => {
    finishedLate = 0;
    for (let i = 0; i < 2; i++) {
      // Twice: the fast path answers the first sight and compiles the second (ADR 0031).
      const { status, body, ms } = await timed('mutation { waitFor(ms: 1800) }');
      expect(status).toBe(200);
      expect(body).toEqual({
        data: null,
        errors: [
          {
            message: 'The operation took longer than 1 s and was stopped. Please retry.',
            extensions: { code: 'OPERATION_TIMEOUT' },
          },
        ],
      });
      expect(ms).toBeGreaterThanOrEqual(LIMIT_MS - 50);
      expect(ms).toBeLessThan(LIMIT_MS + 700);
    }
    await sleep(1_200); // the resolvers finish now, into answers already sent
    expect(finishedLate).toBe(2);
    expect((await fetch(subgraph.url.replace('/graphql', '/livez'))).status).toBe(200);
    expect((await timed('{ echo(text: "still here") }')).body).toEqual({ data: { echo: 'still here' } });
  });

  it("keeps to the gateway's deadline when it sends one", async () => {
    const { body, ms } = await timed('mutation { waitFor(ms: 1500) }', { 'x-portico-deadline-ms': '400' });
    expect(body.errors?.[0]?.extensions?.code).toBe('OPERATION_TIMEOUT');
    expect(ms).toBeLessThan(900);
    // A longer one (a translation waiting on its provider) lets the operation finish.
    const long = await timed('mutation { waitFor(ms: 1500) }', { 'x-portico-deadline-ms': '5000' });
    expect(long.body).toEqual({ data: { waitFor: 1500 } });
  });

  it('cancels a statement past the limit in PostgreSQL itself', async () => {
    // The gateway's deadline is long here: what stops the statement is statement_timeout.
    const { body, ms } = await timed('{ sleepInDatabase(seconds: 30) }', {
      'x-portico-deadline-ms': '20000',
    });
    expect(body.errors).toEqual([
      {
        message: 'A database statement took too long and was stopped. Please retry.',
        path: ['sleepInDatabase'],
        extensions: { code: 'OPERATION_TIMEOUT' },
      },
    ]);
    expect(ms).toBeLessThan(LIMIT_MS + 1_500);
    const pg = new Client({ connectionString: subgraph.databaseUrl });
    await pg.connect();
    try {
      const { rows } = await pg.query(
        "select count(*)::int as n from pg_stat_activity where query like 'select pg_sleep%' and state = 'active'",
      );
      expect(rows[0].n).toBe(0);
    } finally {
      await pg.end();
    }
    expect((await timed('{ echo(text: "after") }')).body).toEqual({ data: { echo: 'after' } });
  });
});
