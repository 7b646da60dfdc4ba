/**
 * A local OTLP/HTTP trace receiver for tests: POST /v1/traces with the JSON encoding of
 * ExportTraceServiceRequest (what @opentelemetry/exporter-trace-otlp-http sends), gzip or not. It
 * decodes resourceSpans → scopeSpans → spans as the OTLP specification lays them out and answers an
 * empty ExportTraceServiceResponse; anything else is answered 404/415.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** OTLP SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, unknown>;
  startNs: bigint;
}

interface AnyValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}

function valueOf(value: AnyValue | undefined): unknown {
  if (!value) return undefined;
  if ('stringValue' in value) return value.stringValue;
  if ('intValue' in value) return Number(value.intValue);
  if ('boolValue' in value) return value.boolValue;
  if ('doubleValue' in value) return value.doubleValue;
  return value;
}

function attributesOf(list: { key: string; value: AnyValue }[] | undefined): Record<string, unknown> {
  return Object.fromEntries((list ?? []).map((a) => [a.key, valueOf(a.value)]));
}

/** OTLP/JSON carries ids as hex strings (the specification's exception to proto3 JSON's base64). */
function hexId(id: unknown): string {
  return typeof id === 'string' ? id.toLowerCase() : '';
}

export interface OtlpReceiver {
  endpoint: string;
  spans: ReceivedSpan[];
  /** How many export requests arrived. */
  requests: number;
  /** Waits until `predicate` holds over the spans received so far. */
  waitFor(predicate: (spans: ReceivedSpan[]) => boolean, timeoutMs?: number): Promise<ReceivedSpan[]>;
  close(): Promise<void>;
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const receiver = { spans: [] as ReceivedSpan[], requests: 0 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') {
        res.writeHead(404);
        return void res.end();
      }
      if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
        res.writeHead(415);
        return void res.end();
      }
      receiver.requests++;
      let raw = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') raw = gunzipSync(raw);
      const body = JSON.parse(raw.toString('utf8')) as {
        resourceSpans?: {
          resource?: { attributes?: { key: string; value: AnyValue }[] };
          scopeSpans?: {
            spans?: {
              traceId: string;
              spanId: string;
              parentSpanId?: string;
              name: string;
              kind: number;
              startTimeUnixNano: string | number;
              attributes?: { key: string; value: AnyValue }[];
            }[];
          }[];
        }[];
      };
      for (const resourceSpans of body.resourceSpans ?? []) {
        const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name'] ?? '');
        for (const scope of resourceSpans.scopeSpans ?? [])
          for (const span of scope.spans ?? [])
            receiver.spans.push({
              service,
              traceId: hexId(span.traceId),
              spanId: hexId(span.spanId),
              parentSpanId: hexId(span.parentSpanId),
              name: span.name,
              kind: span.kind,
              attributes: attributesOf(span.attributes),
              startNs: BigInt(span.startTimeUnixNano),
            });
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    get spans() {
      return receiver.spans;
    },
    get requests() {
      return receiver.requests;
    },
    async waitFor(predicate, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(receiver.spans)) {
        if (Date.now() > deadline)
          throw new Error(
            `spans not received in time; got: ${receiver.spans.map((s) => `${s.service} ${s.name}`).join(', ')}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return receiver.spans;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The spans of one trace as an indented tree (the proof text: names, ids, parents). */
export function traceTree(spans: ReceivedSpan[], traceId: string): string {
  const mine = spans.filter((s) => s.traceId === traceId).sort((a, b) => (a.startNs < b.startNs ? -1 : 1));
  const ids = new Set(mine.map((s) => s.spanId));
  const lines: string[] = [`trace ${traceId}`];
  const walk = (parent: string, depth: number) => {
    for (const span of mine.filter((s) => (parent ? s.parentSpanId === parent : !ids.has(s.parentSpanId)))) {
      lines.push(
        `${'  '.repeat(depth + 1)}${span.service} · ${span.name} · span ${span.spanId} · parent ${span.parentSpanId || '-'}`,
      );
      walk(span.spanId, depth + 1);
    }
  };
  walk('', 0);
  return lines.join('\n');
}
