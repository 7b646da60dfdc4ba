/**
 * OpenTelemetry traces (docs/adr/0046). Off unless OTEL_EXPORTER_OTLP_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set: then spans of incoming and outgoing HTTP, fetch,
 * PostgreSQL statements and GraphQL execution go out over OTLP/HTTP (protobuf) in batches.
 * Off, nothing is loaded or patched and `@opentelemetry/api` answers with its no-op tracer.
 *
 * Import this module (and call `startTracing`) BEFORE anything that loads `pg`, `graphql` or
 * `http` users: the instrumentations patch those modules as they are first required. Each process
 * does that in its `tracing.ts`, the first import of its main file.
 */
import {
  context,
  propagation,
  trace,
  SpanKind,
  SpanStatusCode,
  type Attributes,
  type Context,
  type Span,
} from '@opentelemetry/api';

export const TRACER_NAME = 'portico';

let provider: { shutdown(): Promise<void>; forceFlush(): Promise<void> } | undefined;

/** URL attributes the HTTP and fetch instrumentations record (old and stable semantic conventions). */
const URL_ATTRIBUTES = ['http.target', 'http.url', 'url.full', 'url.path', 'url.query'] as const;

/**
 * A URL as a span may keep it: no query string (a password-reset link carries its token there) and
 * no path segment that looks like a secret (long, random-looking), so traces hold no credentials.
 */
export function redactUrl(value: string): string {
  const cut = value.search(/[?#]/);
  const [base, rest] = cut === -1 ? [value, ''] : [value.slice(0, cut), value.slice(cut)];
  const redacted = base.replace(
    /(^|\/)([A-Za-z0-9_~.%-]{24,})(?=\/|$)/g,
    (whole, slash: string, segment: string) =>
      /^[0-9a-f-]{36}$/i.test(segment) ? whole : `${slash}:redacted`,
  );
  return rest ? `${redacted}${rest.startsWith('?') ? '?:redacted' : ''}` : redacted;
}

/** Overwrites the URL attributes an instrumentation set on `span` with their redacted form. */
function redactSpanUrls(span: Span): void {
  const attributes = (span as unknown as { attributes?: Record<string, unknown> }).attributes ?? {};
  for (const name of URL_ATTRIBUTES) {
    const value = attributes[name];
    if (typeof value === 'string')
      span.setAttribute(name, name === 'url.query' ? ':redacted' : redactUrl(value));
  }
}

/** Whether this environment asks for traces to be exported. */
export function tracingConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  if ((env.OTEL_SDK_DISABLED ?? '').toLowerCase() === 'true') return false;
  if ((env.OTEL_TRACES_EXPORTER ?? '').toLowerCase() === 'none') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

/**
 * Starts exporting traces when the environment asks for it (see tracingConfigured); returns whether
 * it did. `serviceName` is the default of OTEL_SERVICE_NAME. The OTLP exporter reads the standard
 * OTEL_EXPORTER_OTLP_* variables (endpoint, headers, timeout) itself.
 */
export function startTracing(serviceName: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (provider || !tracingConfigured(env)) return Boolean(provider);
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded only when tracing is on */
  const { NodeTracerProvider } =
    require('@opentelemetry/sdk-trace-node') as typeof import('@opentelemetry/sdk-trace-node');
  const { BatchSpanProcessor } =
    require('@opentelemetry/sdk-trace-base') as typeof import('@opentelemetry/sdk-trace-base');
  const { OTLPTraceExporter } =
    require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
  const { resourceFromAttributes } =
    require('@opentelemetry/resources') as typeof import('@opentelemetry/resources');
  const { registerInstrumentations } =
    require('@opentelemetry/instrumentation') as typeof import('@opentelemetry/instrumentation');
  const { HttpInstrumentation } =
    require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { UndiciInstrumentation } =
    require('@opentelemetry/instrumentation-undici') as typeof import('@opentelemetry/instrumentation-undici');
  const { PgInstrumentation } =
    require('@opentelemetry/instrumentation-pg') as typeof import('@opentelemetry/instrumentation-pg');
  const { GraphQLInstrumentation } =
    require('@opentelemetry/instrumentation-graphql') as typeof import('@opentelemetry/instrumentation-graphql');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const tracerProvider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': env.OTEL_SERVICE_NAME?.trim() || serviceName,
      'service.namespace': 'portico',
    }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  tracerProvider.register(); // W3C traceparent/baggage propagation, AsyncLocalStorage context
  registerInstrumentations({
    tracerProvider,
    instrumentations: [
      new HttpInstrumentation({
        // Probes and scrapes are not traced: they would outnumber the requests that matter.
        ignoreIncomingRequestHook: (req) => /^\/(livez|readyz|metrics)(\?|$)/.test(req.url ?? ''),
        ignoreOutgoingRequestHook: (req) => /\/v1\/traces$/.test(String(req.path ?? '')),
        requestHook: redactSpanUrls,
      }),
      new UndiciInstrumentation({ requestHook: redactSpanUrls }),
      // Statements without their parameter values (answers are personal data).
      new PgInstrumentation({ enhancedDatabaseReporting: false, requireParentSpan: true }),
      // One span per resolver of our own fields; trivial property reads are not worth a span.
      new GraphQLInstrumentation({ ignoreTrivialResolveSpans: true, mergeItems: true, allowValues: false }),
    ],
  });
  provider = tracerProvider;
  return true;
}

/** Sends what is buffered and stops exporting (on shutdown). */
export async function stopTracing(): Promise<void> {
  const current = provider;
  provider = undefined;
  await current?.shutdown();
}

/** Sends what is buffered now (tests, and before a worker process exits). */
export async function flushTracing(): Promise<void> {
  await provider?.forceFlush();
}

export const tracer = () => trace.getTracer(TRACER_NAME);

/**
 * Runs `work` in a span (a child of the active one), ending it with the outcome. With tracing off
 * the span is the API's no-op span: a few allocations, nothing recorded.
 */
export async function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span) => Promise<T>,
  options: { kind?: SpanKind; parent?: Context } = {},
): Promise<T> {
  return tracer().startActiveSpan(
    name,
    { attributes, kind: options.kind ?? SpanKind.INTERNAL },
    options.parent ?? context.active(),
    async (span) => {
      try {
        return await work(span);
      } catch (error) {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/** The active trace context as W3C headers (`traceparent`, `tracestate`), to store with a job. */
export function traceCarrier(): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

/** The context a stored carrier names (the root context when it names none or is malformed). */
export function contextFromCarrier(carrier: unknown): Context {
  if (!carrier || typeof carrier !== 'object') return context.active();
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(carrier as Record<string, unknown>))
    if ((key === 'traceparent' || key === 'tracestate') && typeof value === 'string' && value.length <= 512)
      headers[key] = value;
  return propagation.extract(context.active(), headers);
}

/**
 * A span per page a browser robot is on, children of the span active when this was made: `step`
 * with the page of each step ends the previous page's span when the page changes (and records the
 * step as an event: its kind and message code, never its values); `end` closes the last one.
 */
export function pageSpans(prefix = 'ceac.page') {
  const parent = context.active();
  let current: { page: string; span: Span } | undefined;
  return {
    step(page: string | null, event: Record<string, string>): void {
      if (page && page !== current?.page) {
        current?.span.end();
        current = {
          page,
          span: tracer().startSpan(`${prefix} ${page}`, { attributes: { 'ceac.page': page } }, parent),
        };
      }
      current?.span.addEvent('step', event);
    },
    end(): void {
      current?.span.end();
      current = undefined;
    },
  };
}
