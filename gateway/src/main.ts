import './tracing';
/**
 * The one browser origin: GraphQL over HTTP and graphql-ws on /graphql (Hive Gateway), the shell's
 * static files with an SPA fallback, /remotes.json, /livez and /readyz, and security headers on all.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { getGraphQLWSOptions } from '@graphql-hive/gateway-runtime';
import { useServer } from 'graphql-ws/use/ws';
import { GraphQLError } from 'graphql';
import { WebSocketServer, type WebSocket } from 'ws';
import { createSocketWatch, type WatchedSocket } from './ws-access';
import {
  answerMetrics,
  createLogger,
  isMetricsPath,
  liveConnections,
  noteGraphqlError,
  noteGraphqlOperation,
  observeGraphqlRequest,
  operationTimeout,
  stopTracing,
  type Logger,
} from '@portico/service-kit';
import { ACTOR_HEADER, REQUEST_ID_HEADER } from '@portico/shared-types';
import {
  CLIENT_IP_HEADER,
  createAuthenticator,
  createAuthProxy,
  CSRF_REFUSED_BODY,
  missingCsrf,
  signActorFor,
  TEST_ACTOR_HEADER,
} from './authentication';
import { clientAddress, clientUserAgent } from './client-address';
import { SUPERGRAPH_FILE } from './compose';
import { readConfig, type GatewayConfig } from './config';
import { createFrontDoor } from './front-door';
import { createPaymentsProxy, isPaymentPath } from './payments-proxy';
import { createLiveViewProxy, liveViewSubmission } from './live-view-proxy';
import {
  authenticate,
  createPorticoGateway,
  logGraphqlErrors,
  subgraphHeaders,
  LIMITS,
  type ExecutedOperations,
  type PorticoContext,
} from './gateway-runtime';
import {
  answerType,
  BodyTooLargeError,
  directCandidate,
  DirectRoutes,
  failedCallAnswer,
  fieldOwnersFromSupergraph,
  paramsOf,
  readBody,
  clientAnswer,
  sendWebResponse,
} from './direct-route';
import { isHttps, securityHeaders } from './security-headers';
import { callerOf, cookiesHonoured, graphqlCors, type OriginPolicy } from './cross-origin';
import { timeLimitOf } from './operation-deadline';
import { resolveRequestId } from './request-id';

const GRAPHQL_PATH = '/graphql';
const CROSS_ORIGIN_AUTH_BODY = JSON.stringify({
  error: { code: 'CROSS_ORIGIN', message: 'Sign-in requests are accepted from Portico’s own pages only.' },
});
const METRICS_NOT_HERE_BODY = JSON.stringify({
  error: { code: 'NOT_FOUND', message: 'Not found.' },
});
/** The largest GraphQL request body taken (the subgraphs' own /graphql limit). */
const MAX_GRAPHQL_BODY_BYTES = 3 * 1024 * 1024;

function pathnameOf(req: IncomingMessage): string {
  try {
    return new URL(req.url ?? '/', 'http://gateway.invalid').pathname;
  } catch {
    return '/';
  }
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export async function startGateway(config: GatewayConfig, logger: Logger, supergraphFile = SUPERGRAPH_FILE) {
  const authenticator = createAuthenticator({
    identityUrl: config.subgraphUrls.identity,
    privateKey: config.actorPrivateKey,
  });
  const executed: ExecutedOperations = {};
  const gateway = createPorticoGateway({ config, authenticator, logger, supergraphFile, executed });
  let direct: DirectRoutes | null = null;
  /** Responses the direct path answered: their request log line says `via: 'direct'`. */
  const answeredDirectly = new WeakSet<ServerResponse>();

  /** The full Hive Gateway path for a request whose body was already read. */
  async function fullPath(req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<void> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const response = await gateway.fetch(
      `http://${req.headers.host ?? 'gateway.invalid'}${req.url ?? GRAPHQL_PATH}`,
      { method: 'POST', headers, body },
      { req, res },
    );
    await sendWebResponse(response, res);
  }

  /** POST /graphql of JSON: a learnt single-subgraph operation goes straight to it (ADR 0016). */
  async function graphqlPost(req: IncomingMessage, res: ServerResponse, routes: DirectRoutes) {
    let body: Buffer;
    try {
      body = await readBody(req, MAX_GRAPHQL_BODY_BYTES);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      res.writeHead(413, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' });
      return void res.end(
        JSON.stringify({
          errors: [{ message: 'The request is too large.', extensions: { code: 'BAD_REQUEST' } }],
        }),
      );
    }
    const params = paramsOf(body);
    noteGraphqlOperation(req, params?.operationName);
    const route = params && routes.lookup(params);
    if (!route) return fullPath(req, res, body);
    const requestId = String(req.headers[REQUEST_ID_HEADER]);
    let portico;
    try {
      portico = await authenticate(
        { config, authenticator, logger },
        {
          cookie: header(req.headers.cookie),
          authorization: header(req.headers.authorization),
          testActor: header(req.headers[TEST_ACTOR_HEADER]),
          requestId,
          clientIp: header(req.headers[CLIENT_IP_HEADER]) ?? '',
          userAgent: clientUserAgent(req),
        },
      );
    } catch {
      // Refused or unavailable credentials: the full path asks again and answers the usual error.
      return fullPath(req, res, body);
    }
    const limitMs = timeLimitOf(route.document, params.operationName, config);
    portico.deadline = { at: Date.now() + limitMs };
    const outcome = await routes.forward(
      route,
      body,
      {
        ...subgraphHeaders(portico),
        accept: req.headers.accept ?? 'application/graphql-response+json, application/json',
      },
      portico.deadline.at,
    );
    if (outcome.kind === 'timedOut') {
      logger.warn({ requestId, subgraph: route.subgraph, limitMs }, 'operation stopped at its time limit');
      res.writeHead(200, { 'Content-Type': answerType(req.headers.accept) });
      const { message } = operationTimeout(limitMs);
      return void res.end(failedCallAnswer(route, { message, code: 'OPERATION_TIMEOUT' }));
    }
    if (outcome.kind === 'retry') return fullPath(req, res, body);
    const answer = outcome.kind === 'answered' ? clientAnswer(outcome.body, route.subgraph) : null;
    if (outcome.kind !== 'answered' || !answer) {
      const reason = outcome.kind === 'failed' ? outcome.error.message : `status ${outcome.status}`;
      logger.error({ requestId, subgraph: route.subgraph, err: reason }, 'subgraph call failed');
      // A read is taken again on the full path; a write is never sent twice.
      if (route.kind === 'query') return fullPath(req, res, body);
      res.writeHead(200, { 'Content-Type': answerType(req.headers.accept) });
      return void res.end(failedCallAnswer(route));
    }
    if (answer.errors.length) {
      noteGraphqlError(req);
      logGraphqlErrors(logger, requestId, answer.errors);
    }
    answeredDirectly.add(res);
    res.writeHead(200, {
      'Content-Type': outcome.contentType,
      'Content-Length': String(answer.body.length),
    });
    res.end(answer.body);
  }
  // In production the image's files never change: sirv lists them once at start.
  const frontDoor = createFrontDoor(config, { cached: config.nodeEnv === 'production' });
  const authProxy = createAuthProxy({
    identityUrl: config.subgraphUrls.identity,
    privateKey: config.actorPrivateKey,
    // Cookies are Secure in production and whenever the browser came over HTTPS.
    isHttps: (req) => config.nodeEnv === 'production' || isHttps(req),
  });
  const paymentsProxy = createPaymentsProxy({ billingUrl: config.subgraphUrls.billing });
  const liveViewProxy = createLiveViewProxy({
    submissionUrl: config.subgraphUrls.submission,
    signSystemActor: () => signActorFor({ kind: 'system', service: 'gateway' }, config.actorPrivateKey),
    logger,
  });
  const remoteOrigins = Object.values(config.remotes);
  const originPolicy: OriginPolicy = {
    publicOrigin: config.publicOrigin,
    partnerOrigins: config.partnerOrigins,
  };
  /** Cookies from a page of another origin never authenticate anything: they are dropped here. */
  function dropForeignCookies(req: IncomingMessage, requestId?: string) {
    const caller = callerOf(req, originPolicy);
    if (!cookiesHonoured(caller) && req.headers.cookie !== undefined) {
      delete req.headers.cookie;
      logger.info(
        { requestId, origin: req.headers.origin ?? null, caller },
        'cookies from another origin ignored',
      );
    }
    return caller;
  }
  let ready = false;
  let stopping = false;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = process.hrtime.bigint();
    const requestId = resolveRequestId(req.headers[REQUEST_ID_HEADER]);
    const pathname = pathnameOf(req);
    // From here on the request id is ours, nothing from outside can speak as an actor, and the
    // client's address is the one the gateway resolved (a client-sent value never survives).
    req.headers[REQUEST_ID_HEADER] = requestId;
    delete req.headers[ACTOR_HEADER];
    delete req.headers[CLIENT_IP_HEADER];
    const clientIp = clientAddress(req, config.trustedProxies);
    if (clientIp) req.headers[CLIENT_IP_HEADER] = clientIp;
    const caller = dropForeignCookies(req, requestId);
    if (!(config.testActorHeader && config.nodeEnv === 'test')) delete req.headers[TEST_ACTOR_HEADER];
    for (const [name, value] of Object.entries(securityHeaders(req, { remoteOrigins })))
      res.setHeader(name, value);
    res.setHeader('X-Request-Id', requestId);
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const line = {
        requestId,
        method: req.method,
        path: pathname,
        status: res.statusCode,
        ms: Math.round(ms),
        ...(answeredDirectly.has(res) ? { via: 'direct' } : {}),
      };
      if (pathname === GRAPHQL_PATH || res.statusCode >= 500) logger.info(line, 'request');
      else logger.debug(line, 'request');
    });

    if (pathname === GRAPHQL_PATH) {
      res.setHeader('Cache-Control', 'no-store');
      if (graphqlCors(req, res, caller)) return; // a preflight, answered
      observeGraphqlRequest(req, res);
      if (req.method === 'POST' && missingCsrf(req.headers)) {
        res.writeHead(403, { 'Content-Type': 'application/json; charset=utf-8' });
        return void res.end(CSRF_REFUSED_BODY);
      }
      if (direct && directCandidate(req)) return graphqlPost(req, res, direct);
      return gateway(req, res);
    }
    if (pathname === '/auth' || pathname.startsWith('/auth/')) {
      // Signing in, out and refreshing are the product's own pages' business (ADR 0032).
      if (!cookiesHonoured(caller)) {
        res.writeHead(403, {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-store',
        });
        return void res.end(CROSS_ORIGIN_AUTH_BODY);
      }
      return authProxy(req, res, pathname, requestId, clientIp);
    }
    if (isPaymentPath(pathname)) return paymentsProxy(req, res, requestId, clientIp);
    if (pathname === '/livez') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      return void res.end('{"status":"ok"}');
    }
    if (pathname === '/readyz') {
      const ok = ready && !stopping;
      res.writeHead(ok ? 200 : 503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      return void res.end(JSON.stringify({ status: ok ? 'ready' : 'unavailable' }));
    }
    if (pathname === '/metrics') {
      // Never the shell; metrics are served on the internal METRICS_PORT only (ADR 0046).
      res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      return void res.end(METRICS_NOT_HERE_BODY);
    }
    return frontDoor(req, res, pathname);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      logger.error({ err: (error as Error).message }, 'unhandled request error');
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal Server Error');
    });
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  type WsExtra = { request: IncomingMessage; socket: WebSocket };
  const socketWatch = createSocketWatch({
    intervalMs: config.wsActorRecheckMs,
    logger,
    isUnavailable: (error) =>
      error instanceof GraphQLError && error.extensions.code === 'SERVICE_UNAVAILABLE',
    isEnded: (error) =>
      error instanceof GraphQLError &&
      (error.extensions.reason === 'CLIENT_LINK_ENDED' || error.extensions.reason === 'CLIENT_SESSION_ENDED'),
  });
  const watched = new WeakMap<WebSocket, WatchedSocket>();
  const wsBase = getGraphQLWSOptions<PorticoContext, WsExtra>(gateway, async (ctx) => {
    // Every operation on the socket is authenticated again, so revoked access ends at the next one.
    const upgrade = ctx.extra.request;
    const params = (ctx.connectionParams ?? {}) as Record<string, unknown>;
    const clientId =
      typeof params[REQUEST_ID_HEADER] === 'string' ? (params[REQUEST_ID_HEADER] as string) : undefined;
    const credentials = (requestId: string, passive = false) => ({
      cookie: header(upgrade.headers.cookie),
      authorization:
        typeof params.authorization === 'string'
          ? params.authorization
          : header(upgrade.headers.authorization),
      testActor: params[TEST_ACTOR_HEADER],
      requestId,
      clientIp: clientAddress(upgrade, config.trustedProxies),
      userAgent: clientUserAgent(upgrade),
      passive,
    });
    const deps = { config, authenticator, logger };
    const portico = await authenticate(
      deps,
      credentials(clientId ? resolveRequestId(clientId) : randomUUID()),
    );
    // Watch the socket from its first operation on, so that losing access also ends live subscriptions.
    const socket = ctx.extra.socket;
    const entry = watched.get(socket);
    if (entry) entry.actor = portico.actor;
    else {
      const watch: WatchedSocket = {
        actor: portico.actor,
        // A re-check, not the client's request: it must not keep an idle client session alive.
        resolve: async () => (await authenticate(deps, credentials(randomUUID(), true))).actor,
        close: (code, reason) => socket.close(code, reason),
      };
      watched.set(socket, watch);
      socketWatch.watch(watch);
      socket.once('close', () => socketWatch.forget(watch));
    }
    logger.info({ requestId: portico.requestId, actor: portico.actor.kind }, 'graphql-ws operation');
    return { portico };
  });
  const wsDisposable = useServer<Record<string, unknown> | undefined, WsExtra>(wsBase, wss, 12_000);
  wss.on('connection', (ws: WebSocket) => {
    liveConnections.inc({ kind: 'graphql-ws' });
    ws.once('close', () => liveConnections.dec({ kind: 'graphql-ws' }));
  });

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const liveView = liveViewSubmission(pathnameOf(req));
    if (liveView && !stopping) {
      // The live view of a filing (docs/adr/0042): same origin only; the worker checks the ticket.
      if (dropForeignCookies(req) === 'foreign') {
        logger.warn({ origin: req.headers.origin ?? null }, 'live view from another origin refused');
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
        return;
      }
      delete req.headers[ACTOR_HEADER];
      delete req.headers[CLIENT_IP_HEADER];
      const requestId = resolveRequestId(req.headers[REQUEST_ID_HEADER]);
      void liveViewProxy(
        req,
        socket,
        head,
        liveView,
        clientAddress(req, config.trustedProxies),
        requestId,
      ).catch((err: unknown) => {
        logger.error({ err: (err as Error).message }, 'live view proxy failed');
        socket.destroy();
      });
      return;
    }
    if (pathnameOf(req) !== GRAPHQL_PATH || stopping) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    // Browsers send Origin on upgrades: other sites' pages are refused; a partner's page may use its
    // API key (connectionParams.authorization), never the user's cookies.
    if (dropForeignCookies(req) === 'foreign') {
      logger.warn({ origin: req.headers.origin ?? null }, 'websocket from another origin refused');
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    delete req.headers[ACTOR_HEADER];
    delete req.headers[CLIENT_IP_HEADER];
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  const schema = await gateway.getSchema();
  if (config.directRoutes) {
    const routes = new DirectRoutes(
      fieldOwnersFromSupergraph(readFileSync(supergraphFile, 'utf8')),
      schema,
      config.subgraphUrls,
      { maxCost: LIMITS.maxCost },
    );
    executed.learn = (query, operationName, document) => routes.learn(query, operationName, document);
    direct = routes;
  }
  ready = true;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, () => resolve());
  });
  logger.info({ port: config.port, nodeEnv: config.nodeEnv }, 'gateway listening');
  // Metrics on their own port, which only the cluster reaches (ADR 0046): nothing else is served there.
  let metricsServer: Server | undefined;
  if (config.metricsPort !== null) {
    const metrics = createServer((req, res) => {
      if (isMetricsPath(req.url)) return void answerMetrics(req, res);
      res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(METRICS_NOT_HERE_BODY);
    });
    await new Promise<void>((resolve, reject) => {
      metrics.once('error', reject);
      metrics.listen(config.metricsPort!, () => resolve());
    });
    metricsServer = metrics;
    logger.info({ port: (metrics.address() as AddressInfo).port }, 'gateway metrics listening (/metrics)');
  }


  async function stop(): Promise<void> {
    if (stopping) return;
    stopping = true;
    logger.info('gateway stopping');
    socketWatch.stop();
    await wsDisposable.dispose(); // closes graphql-ws clients with 1001 Going away
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve()));
    await gateway[Symbol.asyncDispose]();
    direct?.close();
    logger.info('gateway stopped');
  }

  return { server, metricsServer, stop };
}

if (require.main === module) {
  let logger: Logger = createLogger({ name: 'gateway', level: process.env.LOG_LEVEL ?? 'info' });
  let config: GatewayConfig;
  try {
    config = readConfig();
  } catch (error) {
    logger.fatal({ err: (error as Error).message }, 'invalid configuration');
    process.exit(1);
  }
  logger = createLogger({ name: 'gateway', level: config.logLevel });
  startGateway(config, logger).then(
    ({ stop }) => {
      const shutdown = (signal: string) => {
        logger.info({ signal }, 'shutdown requested');
        setTimeout(() => process.exit(1), 10_000).unref();
        stop()
          .then(() => stopTracing().catch(() => undefined))
          .then(
            () => process.exit(0),
            (error: unknown) => {
              logger.error({ err: (error as Error).message }, 'shutdown failed');
              process.exit(1);
            },
          );
      };
      process.once('SIGTERM', () => shutdown('SIGTERM'));
      process.once('SIGINT', () => shutdown('SIGINT'));
    },
    (error: unknown) => {
      logger.fatal({ err: (error as Error).message }, 'gateway failed to start');
      process.exit(1);
    },
  );
}
