import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Request, type Response, type NextFunction, type Router } from 'express';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { GraphQLError, GraphQLSchema, GraphQLFormattedError } from 'graphql';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  ACTOR_HEADER,
  CLIENT_IP_HEADER,
  REQUEST_ID_HEADER,
  type Actor,
  type SignedActorPayload,
} from '@portico/shared-types';
import { createActorVerifier } from './actor-signature';
import { openOrm, type DatabaseOptions } from './database';
import { DEADLINE_HEADER, formatError, operationTimeout } from './errors';
import { createFastGraphql } from './fast-graphql';
import { findDocumentProblem, findVariablesProblem, inputProblemError } from './input-guard';
import { buildFederatedSchema, type SchemaDefinition } from './federated-schema';
import { createLogger, requestLogger, type Logger } from './logger';
import { createPgPubSub, type PgEventTarget, type ServicePubSub } from './pg-event-target';
import { answerMetrics, isMetricsPath, observeGraphqlRequest } from './metrics';

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** The client address and user agent the gateway forwards, bounded and shape-checked. */
export function clientInfo(headers: Record<string, string | string[] | undefined>): ClientInfo {
  const ip = headers[CLIENT_IP_HEADER];
  const userAgent = headers['user-agent'];
  return {
    ip: typeof ip === 'string' && /^[0-9A-Fa-f:.]{2,45}$/.test(ip) ? ip : null,
    userAgent:
      typeof userAgent === 'string' && userAgent.length > 0
        ? Array.from(userAgent)
            .filter((c) => c >= ' ' && c !== '\x7f')
            .join('')
            .slice(0, 512)
        : null,
  };
}

/** What every resolver receives. */
export interface SubgraphContext {
  actor: Actor;
  requestId: string;
  /** Where the request came from, as the gateway forwarded it (for audit rows; null when absent). */
  client: ClientInfo;
  /**
   * The gateway's signed `x-portico-actor` this request came with, so a service can relay it to
   * another service's internal route (which verifies it like any call); never logged or stored.
   */
  signedActor?: string;
  em: EntityManager;
  logger: Logger;
  pubSub: ServicePubSub;
}

export interface SubgraphDefinition extends SchemaDefinition, Omit<DatabaseOptions, 'url' | 'schema'> {
  /** Service name; also its PostgreSQL schema and LISTEN channel suffix. */
  name: string;
  /** Validates service-specific environment at start-up (throw ConfigError from loadConfig). */
  validateEnv?: () => void;
  /** Extra HTTP routes (e.g. internal endpoints), mounted before /graphql. Callers must authenticate. */
  routes?: (router: Router, deps: RouteDeps) => void;
}

/** The body of a JSON request to a service route exactly as it arrived (undefined when none was parsed). */
export function rawBodyOf(req: Request): Buffer | undefined {
  return (req as { rawBody?: Buffer }).rawBody;
}

export interface RouteDeps {
  orm: MikroORM;
  logger: Logger;
  /** Verifies `x-portico-actor`; returns undefined when missing or invalid. */
  authenticate: (req: Request) => SignedActorPayload | undefined;
}

export interface SubgraphOptions {
  databaseUrl: string;
  /** ACTOR_PUBLIC_KEY (base64 SPKI PEM). */
  actorPublicKey: string;
  logger?: Logger;
  introspection?: boolean;
  /** On stop, how long /readyz answers 503 (while still serving) before draining starts. */
  drainDelayMs?: number;
  /**
   * The longest a GraphQL request runs when the gateway sends no deadline (DEADLINE_HEADER), and the
   * statement_timeout of the service's database connections. Default 10 s.
   */
  operationTimeoutMs?: number;
  /** The lean GraphQL path (GRAPHQL_LEAN_PATH, ADR 0031); default on. Off: Apollo Server answers all. */
  leanGraphql?: boolean;
}

export interface Subgraph {
  schema: GraphQLSchema;
  orm: MikroORM;
  pubSub: ServicePubSub;
  eventTarget: PgEventTarget;
  httpServer: Server;
  listen(port: number, host?: string): Promise<RunningSubgraph>;
  stop(): Promise<void>;
}

export interface RunningSubgraph extends Subgraph {
  port: number;
  /** http://host:port/graphql */
  url: string;
  /** ws://host:port/graphql */
  wsUrl: string;
}

const UNAUTHENTICATED_BODY = {
  errors: [{ message: 'Not authenticated', extensions: { code: 'UNAUTHENTICATED' } }],
};

function pickRequestId(value: unknown, fallback?: string): string {
  return typeof value === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(value) ? value : (fallback ?? randomUUID());
}

/** The contexts whose answer carried an error (for the metrics' outcome label). */
const erroredContexts = new WeakSet<SubgraphContext>();

/** Logs an error with no public code (a bug, a failed SQL statement): the client saw only "Internal server error". */
function logUnexpectedError(error: GraphQLError, ctx: SubgraphContext): void {
  erroredContexts.add(ctx);
  if (!error.extensions?.code || error.extensions.code === 'INTERNAL_SERVER_ERROR') {
    ctx.logger.error({ err: error.originalError ?? error }, 'unexpected error');
  }
}

function logUnexpectedErrors(): ApolloServerPlugin<SubgraphContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue }) {
          for (const error of errors) logUnexpectedError(error, contextValue);
        },
      };
    },
  };
}

const DEFAULT_OPERATION_TIMEOUT_MS = 10_000;
/** The longest deadline a gateway may give (translation and the like wait on outside systems). */
const MAX_DEADLINE_MS = 60 * 60_000;
/** A subgraph answers this much before the gateway's deadline, so its own error reaches the client. */
const DEADLINE_MARGIN_MS = 100;

/**
 * Stops a GraphQL request at its deadline (the gateway's DEADLINE_HEADER, else the service's limit):
 * the client is answered OPERATION_TIMEOUT, and whatever the request's resolvers write later is
 * dropped. Their SQL is cancelled by the connection's statement_timeout (openOrm).
 */
function stopAtDeadline(req: IncomingMessage, res: ServerResponse, defaultMs: number, logger: Logger): void {
  const given = Number(req.headers[DEADLINE_HEADER]);
  const limitMs =
    Number.isInteger(given) && given > 0
      ? Math.max(1, Math.min(given, MAX_DEADLINE_MS) - DEADLINE_MARGIN_MS)
      : defaultMs;
  const timer = setTimeout(() => {
    requestLogger(logger, pickRequestId(req.headers[REQUEST_ID_HEADER])).warn(
      { limitMs },
      'operation stopped at its time limit',
    );
    if (!res.headersSent) {
      const body = JSON.stringify({ data: null, errors: [operationTimeout(limitMs).toJSON()] });
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      });
      res.end(body);
    } else res.destroy();
    ignoreLaterWrites(res);
  }, limitMs);
  res.once('close', () => clearTimeout(timer));
}

/** The request's own code may still answer after the deadline did: its writes go nowhere. */
function ignoreLaterWrites(res: ServerResponse): void {
  const ignore = () => res;
  Object.assign(res, {
    writeHead: ignore,
    setHeader: ignore,
    appendHeader: ignore,
    removeHeader: () => undefined,
    flushHeaders: () => undefined,
    write: () => true,
    end: ignore,
  });
}

/** Refuses NUL characters and too deep values in any operation's input, before it runs (input-guard.ts). */
function refuseUnsafeInput(): ApolloServerPlugin<SubgraphContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request }) {
          const problem = findDocumentProblem(document) ?? findVariablesProblem(request.variables);
          if (problem) throw inputProblemError(problem);
        },
      };
    },
  };
}

/** Builds a subgraph (schema, ORM, LISTEN connection, HTTP + graphql-ws on /graphql) without listening. */
export async function createSubgraph(
  definition: SubgraphDefinition,
  options: SubgraphOptions,
): Promise<Subgraph> {
  const logger = options.logger ?? createLogger({ name: definition.name });
  const operationTimeoutMs = options.operationTimeoutMs ?? DEFAULT_OPERATION_TIMEOUT_MS;
  const orm = await openOrm({
    ...definition,
    url: options.databaseUrl,
    schema: definition.name,
    statementTimeoutMs: operationTimeoutMs,
  });
  const { pubSub, eventTarget } = await createPgPubSub({
    url: options.databaseUrl,
    channel: `portico_${definition.name}`,
    logger,
  });
  const schema = await buildFederatedSchema(definition, pubSub);
  let draining = false;

  const verify = createActorVerifier(options.actorPublicKey);
  const authenticate = (value: unknown): SignedActorPayload | undefined => {
    if (typeof value !== 'string') return undefined;
    try {
      return verify(value);
    } catch {
      return undefined;
    }
  };
  /** The context each request's headers got, so its metrics can tell whether it answered errors. */
  const contextOf = new WeakMap<object, SubgraphContext>();
  const context = (
    payload: SignedActorPayload,
    headers: Record<string, string | string[] | undefined>,
    signedActor?: unknown,
  ): SubgraphContext => {
    const requestId = pickRequestId(headers[REQUEST_ID_HEADER], payload.rid);
    const ctx: SubgraphContext = {
      actor: payload.actor,
      requestId,
      client: clientInfo(headers),
      signedActor: typeof signedActor === 'string' ? signedActor : undefined,
      em: orm.em.fork(),
      logger: requestLogger(logger, requestId),
      pubSub,
    };
    contextOf.set(headers, ctx);
    return ctx;
  };

  const app = express();
  const introspection = options.introspection ?? process.env.NODE_ENV !== 'production';
  // Up to 3 MB: a 2 MB logo travels base64-encoded (about 2.7 MB) in a mutation.
  const maxBodyBytes = 3 * 1024 * 1024;
  const leanGraphql = options.leanGraphql ?? true;
  const fastGraphql = createFastGraphql<SubgraphContext>({
    schema,
    introspection,
    maxBodyBytes,
    context: (req) => {
      const payload = draining ? undefined : authenticate(req.headers[ACTOR_HEADER]);
      return payload && context(payload, req.headers, req.headers[ACTOR_HEADER]);
    },
    formatError,
    onError: logUnexpectedError,
  });
  const httpServer = createServer((req, res) => {
    if (isMetricsPath(req.url)) return void answerMetrics(req, res);
    if (req.method === 'POST' && (req.url === '/graphql' || req.url?.startsWith('/graphql?'))) {
      stopAtDeadline(req, res, operationTimeoutMs, logger);
      observeGraphqlRequest(req, res, () => {
        const ctx = contextOf.get(req.headers);
        return ctx !== undefined && erroredContexts.has(ctx);
      });
    }
    if (leanGraphql) fastGraphql(req, res, () => app(req, res));
    else app(req, res);
  });
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const wsCleanup = useServer<Record<string, unknown>, { actor?: SignedActorPayload }>(
    {
      schema,
      onConnect: (ctx) => {
        const payload = authenticate(ctx.connectionParams?.[ACTOR_HEADER]);
        if (!payload) return false; // closes with 4403 Forbidden
        ctx.extra.actor = payload;
        return true;
      },
      context: (ctx) =>
        context(ctx.extra.actor!, ctx.extra.request.headers, ctx.connectionParams?.[ACTOR_HEADER]),
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors
          ? { ...result, errors: result.errors.map((e) => formatError(e.toJSON(), e)) }
          : undefined,
      onError: (_ctx, _id, _payload, errors): GraphQLFormattedError[] =>
        errors.map((e) => formatError(e.toJSON(), e)),
    },
    wsServer,
  );

  const apollo = new ApolloServer<SubgraphContext>({
    schema,
    introspection,
    includeStacktraceInErrorResponses: false,
    stopOnTerminationSignals: false, // runSubgraph owns SIGTERM/SIGINT

    formatError,
    logger,
    plugins: [
      ApolloServerPluginInlineTraceDisabled(),
      // No answer of ours may be cached (they carry answers: Cache-Control is no-store at the gateway),
      // so the per-field cache-hint bookkeeping is pure cost on every request.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await wsCleanup.dispose();
            },
          };
        },
      },
      refuseUnsafeInput(),
      logUnexpectedErrors(),
    ],
  });
  await apollo.start();

  app.get('/livez', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    if (draining) return void res.status(503).json({ status: 'draining' });
    try {
      await orm.em.getConnection().execute('SELECT 1');
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'database unavailable' });
    }
  });
  if (definition.routes) {
    const router = express.Router();
    // Small JSON bodies for the service's own routes; /graphql parses its own (larger) bodies below.
    // The exact bytes stay on the request for signature checks (payment webhooks): see rawBodyOf.
    const smallJson = express.json({
      limit: '100kb',
      verify: (req, _res, buf) => {
        (req as { rawBody?: Buffer }).rawBody = buf;
      },
    });
    router.use((req, res, next) => (req.path.startsWith('/graphql') ? next() : smallJson(req, res, next)));
    // The same input no operation may carry, in these routes' JSON bodies (sign-up, log-in, …):
    // 400 BAD_USER_INPUT naming the field, before a route's code (and PostgreSQL) sees it.
    router.use((req, res, next) => {
      const problem = req.path.startsWith('/graphql') ? null : findVariablesProblem(req.body, '');
      if (!problem) return next();
      const { message } = inputProblemError(problem);
      res.status(400).json({ error: { code: 'BAD_USER_INPUT', message, field: problem.path } });
    });
    definition.routes(router, {
      orm,
      logger,
      authenticate: (req) => authenticate(req.headers[ACTOR_HEADER]),
    });
    app.use(router);
  }
  app.use(
    '/graphql',
    (req: Request, res: Response, next: NextFunction) => {
      const payload = authenticate(req.headers[ACTOR_HEADER]);
      if (!payload) return void res.status(401).json(UNAUTHENTICATED_BODY);
      res.locals.actor = payload;
      next();
    },
    express.json({ limit: maxBodyBytes }),
    expressMiddleware(apollo, {
      context: async ({ req, res }) =>
        context(res.locals.actor as SignedActorPayload, req.headers, req.headers[ACTOR_HEADER]),
    }),
  );

  // Body-parser and route errors: a JSON answer with no stack trace or internals.
  app.use((error: { status?: number }, req: Request, res: Response, _next: NextFunction) => {
    const status =
      typeof error.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500)
      requestLogger(logger, pickRequestId(req.headers[REQUEST_ID_HEADER])).error(
        { err: error },
        'request failed',
      );
    const code = status === 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST';
    res.status(status).json({
      errors: [{ message: status === 500 ? 'Internal server error' : 'Bad request', extensions: { code } }],
    });
  });

  let stopping: Promise<void> | undefined;
  const subgraph: Subgraph = {
    schema,
    orm,
    pubSub,
    eventTarget,
    httpServer,
    async listen(port, host = '0.0.0.0') {
      await new Promise<void>((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => resolve());
      });
      const actual = (httpServer.address() as AddressInfo).port;
      const shown = host === '0.0.0.0' ? '127.0.0.1' : host;
      logger.info({ port: actual }, `${definition.name} subgraph listening`);
      return {
        ...subgraph,
        port: actual,
        url: `http://${shown}:${actual}/graphql`,
        wsUrl: `ws://${shown}:${actual}/graphql`,
      };
    },
    stop() {
      stopping ??= (async () => {
        draining = true;
        if (options.drainDelayMs) await new Promise((resolve) => setTimeout(resolve, options.drainDelayMs));
        await apollo.stop(); // drains HTTP and disposes graphql-ws
        await eventTarget.close();
        await orm.close();
        logger.info(`${definition.name} subgraph stopped`);
      })();
      return stopping;
    },
  };
  return subgraph;
}

export async function startSubgraph(
  definition: SubgraphDefinition,
  options: SubgraphOptions & { port: number; host?: string },
): Promise<RunningSubgraph> {
  const subgraph = await createSubgraph(definition, options);
  return subgraph.listen(options.port, options.host);
}
