/**
 * Every operation has a time limit at the gateway (ADR 0032): past it the client is answered
 * OPERATION_TIMEOUT, on the planner path, the direct path and graphql-ws alike, the subgraph call is
 * cut, and the gateway serves the next request. Translation (LONG_OPERATIONS) gets the long limit.
 * A real subgraph built with service-kit stands in for forms, with operations as slow as asked.
 */
import 'reflect-metadata';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';
import { createClient } from 'graphql-ws';
import { Arg, Int, Mutation, Query, Resolver } from 'type-graphql';
import WebSocket from 'ws';
import { printSortedSubgraphSchema } from '@portico/service-kit';
import { createTestActorSigner, startTestSubgraph, type TestSubgraph } from '@portico/service-kit/testing';
import { startTestGateway, type RunningGateway } from './support/portico-system';

jest.setTimeout(60_000);

const LIMIT_MS = 800;
const LONG_LIMIT_MS = 3_000;
/** The deadline header of the latest request the subgraph received. */
let lastDeadline: string | undefined;
/** When set, the subgraph never learns the gateway's deadline (as one stuck or too old to read it). */
let hideDeadline = false;
let finished = 0;

@Resolver()
class SlowResolver {
  @Query(() => Int)
  async slow(@Arg('ms', () => Int) ms: number): Promise<number> {
    await sleep(ms);
    finished++;
    return ms;
  }

  @Mutation(() => Int)
  async saveSlowly(@Arg('ms', () => Int) ms: number): Promise<number> {
    await sleep(ms);
    finished++;
    return ms;
  }

  /** Named as forms' translation, which waits on its provider: a long operation. */
  @Mutation(() => Int)
  async translateAll(@Arg('ms', () => Int) ms: number): Promise<number> {
    await sleep(ms);
    return ms;
  }
}

const signer = createTestActorSigner();
let subgraph: TestSubgraph;
let gateway: RunningGateway;
let planner: RunningGateway;

beforeAll(async () => {
  subgraph = await startTestSubgraph(
    { name: 'slow', resolvers: [SlowResolver], entities: [], migrations: [] },
    { signer, operationTimeoutMs: 30_000 },
  );
  subgraph.httpServer.prependListener('request', (req) => {
    lastDeadline = req.headers['x-portico-deadline-ms'] as string | undefined;
    if (hideDeadline) delete req.headers['x-portico-deadline-ms'];
  });
  const composed = composeServices([
    { name: 'forms', url: subgraph.url, typeDefs: parse(printSortedSubgraphSchema(subgraph.schema)) },
  ]);
  if (!composed.supergraphSdl) throw new Error(JSON.stringify(composed.errors));
  const supergraphFile = path.join(mkdtempSync(path.join(tmpdir(), 'portico-slow-')), 'supergraph.graphql');
  writeFileSync(supergraphFile, composed.supergraphSdl);
  const options = {
    keys: signer,
    urls: { forms: subgraph.url },
    supergraphFile,
    testActorHeader: true,
    operationTimeoutMs: LIMIT_MS,
    longOperationTimeoutMs: LONG_LIMIT_MS,
  };
  [gateway, planner] = await Promise.all([
    startTestGateway(options),
    startTestGateway({ ...options, directRoutes: false }),
  ]);
});

afterAll(async () => {
  await Promise.all([gateway?.stop(), planner?.stop()]);
  await subgraph?.close();
});

async function timed(url: string, query: string) {
  const started = Date.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-portico-test-actor': JSON.stringify({ kind: 'anonymous' }),
    },
    body: JSON.stringify({ query }),
  });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown>,
    ms: Date.now() - started,
  };
}

describe.each([
  ['the planner path', () => planner],
  // The same text twice: learnt, then forwarded to the subgraph directly (ADR 0016).
  ['the direct path', () => gateway],
])('on %s', (_, which) => {
  it.each([
    ['a query', '{ slow(ms: 5000) }'],
    ['a mutation', 'mutation { saveSlowly(ms: 5000) }'],
  ])('stops %s at the limit with OPERATION_TIMEOUT, and serves the next request', async (__, query) => {
    for (let i = 0; i < 2; i++) {
      const { status, body, ms } = await timed(which().url, query);
      expect(status).toBe(200);
      // The subgraph stops it a little earlier than the gateway would, with the same code.
      expect(ms).toBeGreaterThanOrEqual(LIMIT_MS - 300);
      expect(ms).toBeLessThan(LIMIT_MS + 1_000);
      const errors = body.errors as { extensions: { code: string } }[];
      expect(errors.map((error) => error.extensions.code)).toEqual(['OPERATION_TIMEOUT']);
    }
    expect((await timed(which().url, '{ slow(ms: 1) }')).body).toEqual({ data: { slow: 1 } });
  });

  it('stops it itself when the subgraph does not', async () => {
    hideDeadline = true;
    try {
      for (let i = 0; i < 2; i++) {
        const { body, ms } = await timed(which().url, 'mutation { saveSlowly(ms: 4000) }');
        expect(ms).toBeGreaterThanOrEqual(LIMIT_MS - 50);
        expect(body).toEqual({
          data: null,
          errors: [
            {
              message: `The operation took longer than ${LIMIT_MS / 1000} s and was stopped. Please retry.`,
              ...(which() === gateway && i === 1 ? { path: ['saveSlowly'] } : {}),
              extensions: { code: 'OPERATION_TIMEOUT' },
            },
          ],
        });
      }
    } finally {
      hideDeadline = false;
    }
  });

  it('gives translation the long limit, and tells the subgraph the time it has', async () => {
    const long = await timed(which().url, 'mutation { translateAll(ms: 1500) }');
    expect(long.body).toEqual({ data: { translateAll: 1500 } });
    const tooLong = await timed(which().url, 'mutation { translateAll(ms: 10000) }');
    expect((tooLong.body.errors as { extensions: { code: string } }[])[0]!.extensions.code).toBe(
      'OPERATION_TIMEOUT',
    );
    expect(tooLong.ms).toBeLessThan(LONG_LIMIT_MS + 1_000);
    expect(Number(lastDeadline)).toBeGreaterThan(LIMIT_MS);
    await timed(which().url, '{ slow(ms: 1) }');
    expect(Number(lastDeadline)).toBeGreaterThan(LIMIT_MS - 300);
    expect(Number(lastDeadline)).toBeLessThanOrEqual(LIMIT_MS);
  });
});

it('stops a query over graphql-ws at the limit too', async () => {
  class Socket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols);
    }
  }
  const client = createClient({
    url: gateway.wsUrl,
    webSocketImpl: Socket,
    retryAttempts: 0,
    connectionParams: { 'x-portico-test-actor': JSON.stringify({ kind: 'anonymous' }) },
  });
  try {
    const started = Date.now();
    const result = await new Promise<unknown>((resolve, reject) => {
      let value: unknown;
      client.subscribe(
        { query: '{ slow(ms: 5000) }' },
        { next: (next) => (value = next), error: reject, complete: () => resolve(value) },
      );
    });
    expect(Date.now() - started).toBeLessThan(LIMIT_MS + 1_000);
    expect(result).toMatchObject({ errors: [{ extensions: { code: 'OPERATION_TIMEOUT' } }] });
  } finally {
    await client.dispose();
  }
});

it('let the cut calls finish in the subgraph without harm', async () => {
  await sleep(5_000 - LIMIT_MS);
  expect(finished).toBeGreaterThan(0);
  expect((await timed(gateway.url, '{ slow(ms: 1) }')).body).toEqual({ data: { slow: 1 } });
});
