/**
 * Prometheus metrics of a process (docs/adr/0046): one prom-client registry with the default
 * process metrics, the GraphQL request rate and latency per operation, and whatever a service adds
 * (autosave outcomes, queue depth, filings). `/metrics` answers it in the text exposition format.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export { Counter, Gauge, Histogram, Registry };

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'portico_' });

/** Operation names seen per process, bounded: a client names its operations, so it could flood labels. */
const MAX_OPERATION_NAMES = 300;
const knownOperations = new Set<string>();

/** The label for a client-given operation name: the name when well-formed and room remains, else a bucket. */
export function operationLabel(name: unknown): string {
  if (typeof name !== 'string' || name.length === 0) return '(anonymous)';
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(name)) return '(invalid)';
  if (knownOperations.has(name)) return name;
  if (knownOperations.size >= MAX_OPERATION_NAMES) return '(other)';
  knownOperations.add(name);
  return name;
}

export const graphqlRequests = new Counter({
  name: 'portico_graphql_requests_total',
  help: 'GraphQL requests over HTTP by operation and outcome (ok, error: an answer with errors or a status >= 400)',
  labelNames: ['operation', 'outcome'] as const,
  registers: [metricsRegistry],
});

/** Open WebSockets: graphql-ws at the gateway and the subgraphs, live views at the robot worker. */
export const liveConnections = new Gauge({
  name: 'portico_live_connections',
  help: 'Open WebSocket connections by kind (graphql-ws, live-view)',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});

export const graphqlDuration = new Histogram({
  name: 'portico_graphql_request_duration_seconds',
  help: 'Time from a GraphQL request arriving to its answer being sent, by operation',
  labelNames: ['operation'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** What a request's handlers learnt about its GraphQL operation (the gateway learns it late, in Hive's plugins). */
const requestNotes = new WeakMap<IncomingMessage, { operation?: unknown; errored?: boolean }>();

/** Records the operation name a request ran (the gateway's plugin, its direct route). */
export function noteGraphqlOperation(req: IncomingMessage | undefined, name: unknown): void {
  if (!req) return;
  const note = requestNotes.get(req) ?? {};
  note.operation = name;
  requestNotes.set(req, note);
}

/** Records that a request's answer carried GraphQL errors. */
export function noteGraphqlError(req: IncomingMessage | undefined): void {
  if (!req) return;
  const note = requestNotes.get(req) ?? {};
  note.errored = true;
  requestNotes.set(req, note);
}

/**
 * Counts one HTTP GraphQL request and its time when its answer has gone out. The operation name is
 * read from the parsed body the request carries by then (`req.body`, set by the fast path or the
 * JSON parser); `errored()` says whether the answer carried GraphQL errors, when known.
 */
export function observeGraphqlRequest(
  req: IncomingMessage,
  res: ServerResponse,
  errored: () => boolean = () => false,
): void {
  const started = process.hrtime.bigint();
  res.once('finish', () => {
    const note = requestNotes.get(req);
    const body = (req as IncomingMessage & { body?: unknown }).body;
    const name =
      note?.operation ??
      (body && typeof body === 'object' && !Array.isArray(body)
        ? (body as { operationName?: unknown }).operationName
        : undefined);
    const operation = operationLabel(name);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    graphqlDuration.observe({ operation }, seconds);
    const failed = res.statusCode >= 400 || note?.errored === true || errored();
    graphqlRequests.inc({ operation, outcome: failed ? 'error' : 'ok' });
  });
}

/** Answers GET /metrics (HEAD too) with the registry in Prometheus's text format. */
export async function answerMetrics(
  req: IncomingMessage,
  res: ServerResponse,
  registry: Registry = metricsRegistry,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    return void res.end('Method Not Allowed\n');
  }
  try {
    const text = await registry.metrics();
    res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : text);
  } catch {
    res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('metrics unavailable\n');
  }
}

/** Whether a request is for /metrics (with or without a query string). */
export function isMetricsPath(url: string | undefined): boolean {
  return url === '/metrics' || (url?.startsWith('/metrics?') ?? false);
}
