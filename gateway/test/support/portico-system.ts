/**
 * Real processes for gateway integration tests: subgraphs spawned from services/<name>/dist, each
 * migrated into its own test database first, and the gateway started in-process on port 0.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, generateActorKeyPair, type ActorKeyPair } from '@portico/service-kit';
import { composeSupergraph, REPO_ROOT, SUBGRAPHS, type SubgraphName } from '../../src/compose';
import { readConfig } from '../../src/config';
import { startGateway } from '../../src/main';

/** A port nothing listens on: subgraphs a test does not start point here. */
export const NOWHERE = 'http://127.0.0.1:9/graphql';

export function requireBuiltServices(names: SubgraphName[]): void {
  const missing = names.filter(
    (name) => !existsSync(path.join(REPO_ROOT, 'services', name, 'dist', 'main.js')),
  );
  if (missing.length > 0) {
    throw new Error(`build these services first (npm run build -w services/<name>): ${missing.join(', ')}`);
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export function migrate(name: SubgraphName, databaseUrl: string): void {
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'services', name, 'dist', 'migrate.js')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(`${name} migration failed: ${result.stderr || result.stdout}`);
}

export interface RunningService {
  url: string;
  stop(): Promise<void>;
  /** The spawned process (the fuzz suite watches it for an unexpected exit). */
  child?: ChildProcess;
}

async function waitReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`service exited with ${child.exitCode ?? child.signalCode}: ${output()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`service not ready at ${url}: ${output()}`);
}

export async function startService(
  name: SubgraphName,
  options: {
    databaseUrl: string;
    publicKey: string;
    /** Receives the service's log lines (stdout and stderr), at this level (default TEST_LOG_LEVEL or warn). */
    logLines?: string[];
    logLevel?: string;
    env?: Record<string, string>;
    /** A fixed port (a restarted service keeps its address); default a free one. */
    port?: number;
    /** Node flags before the entry file (e.g. a heap limit). */
    nodeArgs?: string[];
  },
): Promise<RunningService> {
  const port = options.port ?? (await freePort());
  let output = '';
  const entry = path.join(REPO_ROOT, 'services', name, 'dist', 'main.js');
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), entry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: options.databaseUrl,
      ACTOR_PUBLIC_KEY: options.publicKey,
      LOG_LEVEL: options.logLevel ?? process.env.TEST_LOG_LEVEL ?? 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout!.on('data', keep);
  const lines = options.logLines;
  if (lines)
    for (const stream of [child.stdout!, child.stderr!]) {
      let partial = '';
      stream.on('data', (chunk: Buffer) => {
        const parts = (partial + chunk.toString()).split('\n');
        partial = parts.pop()!;
        lines.push(...parts.filter(Boolean));
      });
    }
  child.stderr!.on('data', keep);
  await waitReady(`http://127.0.0.1:${port}/readyz`, child, () => output);
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        // Ended already (by a signal too: exitCode stays null then), so no 'exit' event will come.
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Composes a supergraph from the subgraph schema files present now (the gateway itself uses the committed one). */
export function composeForTest(): string {
  const names = (Object.keys(SUBGRAPHS) as SubgraphName[]).filter((name) =>
    existsSync(path.join(REPO_ROOT, 'services', name, 'schema.graphql')),
  );
  const outcome = composeSupergraph(REPO_ROOT, names);
  if (!outcome.supergraphSdl) throw new Error(`composition failed: ${outcome.errors.join('; ')}`);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'portico-gateway-')), 'supergraph.graphql');
  writeFileSync(file, outcome.supergraphSdl);
  return file;
}

export interface RunningGateway {
  url: string;
  wsUrl: string;
  origin: string;
  stop(): Promise<void>;
}

export async function startTestGateway(options: {
  keys: ActorKeyPair;
  urls?: Partial<Record<SubgraphName, string>>;
  nodeEnv?: 'test' | 'production';
  testActorHeader?: boolean;
  shellDist?: string;
  supergraphFile?: string;
  trustedProxies?: string;
  wsActorRecheckMs?: number;
  /** false: every operation through Hive Gateway's planner (ADR 0016); default true as in production. */
  directRoutes?: boolean;
  /** PUBLIC_URL, PARTNER_ORIGINS, OPERATION_TIMEOUT_MS and LONG_OPERATION_TIMEOUT_MS (ADR 0032). */
  publicUrl?: string;
  partnerOrigins?: string;
  operationTimeoutMs?: number;
  longOperationTimeoutMs?: number;
  /** Receives the gateway's log lines (JSON), at LOG_LEVEL info unless TEST_LOG_LEVEL says otherwise. */
  logLines?: string[];
  /** Other environment variables of the gateway's configuration (readConfig), e.g. ones a change adds. */
  env?: Record<string, string>;
}): Promise<RunningGateway> {
  const urls = { identity: NOWHERE, forms: NOWHERE, billing: NOWHERE, submission: NOWHERE, ...options.urls };
  const config = readConfig({
    NODE_ENV: options.nodeEnv ?? 'test',
    PORT: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ACTOR_PRIVATE_KEY: options.keys.privateKey,
    IDENTITY_URL: urls.identity,
    FORMS_URL: urls.forms,
    BILLING_URL: urls.billing,
    SUBMISSION_URL: urls.submission,
    REMOTE_PUBLIC_SITE_URL: 'http://127.0.0.1:4201',
    REMOTE_APPLICANT_EDITOR_URL: 'http://127.0.0.1:4202',
    REMOTE_AGENCY_CONSOLE_URL: 'http://127.0.0.1:4203',
    REMOTE_CLIENT_INTAKE_URL: 'http://127.0.0.1:4204',
    SHELL_DIST: options.shellDist ?? '',
    TRUSTED_PROXIES: options.trustedProxies ?? '',
    GATEWAY_TEST_ACTOR_HEADER: options.testActorHeader ? 'true' : 'false',
    WS_ACTOR_RECHECK_MS: String(options.wsActorRecheckMs ?? 15_000),
    GATEWAY_DIRECT_ROUTES: options.directRoutes === false ? 'false' : 'true',
    ...(options.publicUrl ? { PUBLIC_URL: options.publicUrl } : {}),
    PARTNER_ORIGINS: options.partnerOrigins ?? '',
    ...(options.operationTimeoutMs ? { OPERATION_TIMEOUT_MS: String(options.operationTimeoutMs) } : {}),
    ...(options.longOperationTimeoutMs
      ? { LONG_OPERATION_TIMEOUT_MS: String(options.longOperationTimeoutMs) }
      : {}),
    ...options.env,
  });
  const capture = options.logLines;
  const logger = capture
    ? createLogger({ name: 'gateway', level: 'info' }, { write: (line: string) => void capture.push(line) })
    : createLogger({ name: 'gateway', level: config.logLevel });
  const { server, stop } = await startGateway(config, logger, options.supergraphFile ?? composeForTest());
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}/graphql`,
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    stop,
  };
}

export { generateActorKeyPair };
