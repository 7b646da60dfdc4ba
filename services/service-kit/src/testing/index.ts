import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import WebSocket from 'ws';
import { createClient, type Client as WsClient } from 'graphql-ws';
import { ACTOR_HEADER, ACTOR_SIGNATURE_TTL_MS, type Actor } from '@portico/shared-types';
import { generateActorKeyPair, signActor } from '../actor-signature';
import { openOrm, runMigrations } from '../database';
import { createLogger } from '../logger';
import { startSubgraph, type RunningSubgraph, type SubgraphDefinition } from '../subgraph';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

function testServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set (tools/jest/global-setup.js sets it)');
  return url;
}

/** A fresh database inside TEST_DATABASE_URL's server. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = testServerUrl();
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export interface TestActorSigner {
  publicKey: string;
  privateKey: string;
  /** A signed `x-portico-actor` value; `ttlMs` may be negative to make an expired one. */
  sign(actor: Actor, options?: { ttlMs?: number; now?: number; rid?: string }): string;
}

export function createTestActorSigner(): TestActorSigner {
  const keys = generateActorKeyPair();
  return {
    ...keys,
    sign(actor, options = {}) {
      const now = options.now ?? Date.now();
      const ttl = options.ttlMs ?? ACTOR_SIGNATURE_TTL_MS;
      return signActor(
        { v: 1, iat: now, exp: now + ttl, rid: options.rid ?? randomUUID(), actor },
        keys.privateKey,
      );
    },
  };
}

export interface TestSubgraph extends RunningSubgraph {
  signer: TestActorSigner;
  databaseUrl: string;
  /** Stops the server and drops the database when this helper created it. */
  close(): Promise<void>;
}

/**
 * Migrates and starts a subgraph on port 0. Pass `databaseUrl` and `signer` to start a second
 * replica on the same database with the same key.
 */
export async function startTestSubgraph(
  definition: SubgraphDefinition,
  options: {
    databaseUrl?: string;
    signer?: TestActorSigner;
    drainDelayMs?: number;
    operationTimeoutMs?: number;
  } = {},
): Promise<TestSubgraph> {
  const database = options.databaseUrl ? undefined : await createTestDatabase();
  const databaseUrl = options.databaseUrl ?? database!.url;
  const signer = options.signer ?? createTestActorSigner();
  const logger = createLogger({ name: definition.name, level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  await runMigrations({ ...definition, url: databaseUrl, schema: definition.name }, logger);
  const running = await startSubgraph(definition, {
    port: 0,
    host: '127.0.0.1',
    databaseUrl,
    actorPublicKey: signer.publicKey,
    logger,
    introspection: true,
    drainDelayMs: options.drainDelayMs,
    operationTimeoutMs: options.operationTimeoutMs,
  });
  return {
    ...running,
    signer,
    databaseUrl,
    async close() {
      await running.stop();
      await database?.drop();
    },
  };
}

/** A GraphQL result as a client sees it. */
export interface ExecutionResult<T, E> {
  data?: T | null;
  errors?: readonly { message: string; path?: readonly (string | number)[]; extensions?: E }[];
}

export interface GraphqlResponse<T = Record<string, unknown>> {
  status: number;
  body: ExecutionResult<T, { code?: string }>;
}

/** POST a GraphQL operation; `actor` is the signed header value (omit it to send none). */
export async function postGraphql<T = Record<string, unknown>>(
  url: string,
  operation: {
    query: string;
    variables?: Record<string, unknown>;
    actor?: string;
    /** Further headers, such as those the gateway forwards (client address, user agent). */
    headers?: Record<string, string>;
  },
): Promise<GraphqlResponse<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...operation.headers };
  if (operation.actor !== undefined) headers[ACTOR_HEADER] = operation.actor;
  const res = await fetch(url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query: operation.query, variables: operation.variables }),
  });
  return { status: res.status, body: (await res.json()) as GraphqlResponse<T>['body'] };
}

export interface TestSubscription<T> {
  /** The next result (data or errors); rejects when the socket closes or after `timeoutMs`. */
  next(timeoutMs?: number): Promise<ExecutionResult<T, { code?: string }>>;
  /** Resolves once the server acknowledged the connection. */
  connected: Promise<void>;
  /** Resolves with the close code when the socket closes. */
  closed: Promise<number>;
  dispose(): Promise<void>;
}

/** Opens a graphql-ws subscription with the signed actor in connectionParams. */
export function subscribeGraphql<T = Record<string, unknown>>(
  wsUrl: string,
  operation: { query: string; variables?: Record<string, unknown>; actor?: string },
): TestSubscription<T> {
  const queue: ExecutionResult<T, { code?: string }>[] = [];
  const waiters: {
    resolve: (r: ExecutionResult<T, { code?: string }>) => void;
    reject: (e: Error) => void;
  }[] = [];
  let failure: Error | undefined;
  let onConnected!: () => void;
  let onClosed!: (code: number) => void;
  const connected = new Promise<void>((resolve) => (onConnected = resolve));
  const closed = new Promise<number>((resolve) => (onClosed = resolve));
  const fail = (error: Error) => {
    failure ??= error;
    for (const w of waiters.splice(0)) w.reject(failure);
  };
  const client: WsClient = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined, // reported through `closed` and `next()`
    connectionParams: operation.actor === undefined ? {} : { [ACTOR_HEADER]: operation.actor },
    on: {
      connected: () => onConnected(),
      closed: (event) => {
        const code = (event as { code?: number }).code ?? 0;
        onClosed(code);
        fail(new Error(`socket closed with ${code}`));
      },
    },
  });
  client.subscribe<T, { code?: string }>(
    { query: operation.query, variables: operation.variables },
    {
      next: (result) => {
        const waiter = waiters.shift();
        if (waiter) waiter.resolve(result);
        else queue.push(result);
      },
      error: (error) => {
        const errors = Array.isArray(error) ? error : undefined;
        if (errors) {
          const result = { errors } as ExecutionResult<T, { code?: string }>;
          const waiter = waiters.shift();
          if (waiter) waiter.resolve(result);
          else queue.push(result);
        } else fail(error instanceof Error ? error : new Error('subscription failed'));
      },
      complete: () => undefined,
    },
  );
  return {
    connected,
    closed,
    next(timeoutMs = 5_000) {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          resolve: (r) => (clearTimeout(timer), resolve(r)),
          reject: (e) => (clearTimeout(timer), reject(e)),
        });
      });
    },
    async dispose() {
      await client.dispose();
    },
  };
}

/** SQL that would bring the database in line with the entities; empty when migrations match them. */
export async function pendingSchemaDiff(
  definition: SubgraphDefinition,
  databaseUrl: string,
): Promise<string> {
  const orm = await openOrm({ ...definition, url: databaseUrl, schema: definition.name });
  try {
    return (await orm.schema.getUpdateSchemaSQL({ wrap: false, schema: definition.name })).trim();
  } finally {
    await orm.close();
  }
}

/** `x-portico-actor` values a subgraph must refuse: missing, forged, expired, malformed, tampered. */
export function refusedActorValues(
  signer: TestActorSigner,
  actor: Actor,
): [label: string, value: string | undefined][] {
  const valid = signer.sign(actor);
  const [payload, signature] = valid.split('.');
  const json = JSON.parse(Buffer.from(payload, 'base64url').toString());
  // Stretch the expiry by an hour: the payload differs, the signature is the original one.
  const tampered = Buffer.from(JSON.stringify({ ...json, exp: json.exp + 3_600_000 })).toString('base64url');
  return [
    ['missing', undefined],
    ['forged (signed with another key)', createTestActorSigner().sign(actor)],
    ['expired', signer.sign(actor, { now: Date.now() - 120_000, ttlMs: 60_000 })],
    ['malformed', 'not-a-signature'],
    ['tampered', `${tampered}.${signature}`],
  ];
}

/** A signed-in user who is a member of the given workspaces. */
export function memberActor(...workspaceIds: string[]): Actor {
  return {
    kind: 'user',
    userId: randomUUID(),
    email: `${randomUUID()}@example.com`,
    currentWorkspaceId: workspaceIds[0] ?? null,
    memberships: workspaceIds.map((workspaceId) => ({ workspaceId, role: 'member' as const })),
  };
}

/** A member of business workspaces (what only agencies get: translation, review of client originals). */
export function businessMemberActor(...workspaceIds: string[]): Actor {
  return {
    kind: 'user',
    userId: randomUUID(),
    email: `${randomUUID()}@example.com`,
    currentWorkspaceId: workspaceIds[0] ?? null,
    memberships: workspaceIds.map((workspaceId) => ({
      workspaceId,
      role: 'member' as const,
      workspaceType: 'business' as const,
    })),
  };
}
export * from './mailbox';
export * from './image-metadata';

export * from './otlp-receiver';
export * from './prometheus';
