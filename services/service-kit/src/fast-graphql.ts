/**
 * The common GraphQL request without Express and Apollo Server's request pipeline (ADR 0031).
 *
 * Autosave sends hundreds of small mutations a second, each the same document text. For those,
 * Express routing, body-parser, Apollo's plugin pipeline and HTTP negotiation cost more CPU than the
 * save's own work. This handler answers a POST /graphql whose document this process has already
 * parsed and validated against its schema (cached by text), with graphql-js `execute`, the same
 * context, the same `formatError` and the same unexpected-error logging as Apollo Server. It gives
 * the request back to Express/Apollo, untouched apart from its parsed body, whenever anything is
 * out of the ordinary: a new or invalid document, bad variables, subscriptions, batches, persisted
 * queries, other media types, a missing or invalid actor (the canonical 401), or a large body.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  execute,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

export interface FastGraphqlOptions<Context> {
  schema: GraphQLSchema;
  introspection: boolean;
  /** Body limit in bytes: larger requests go the Express way (which answers 413). */
  maxBodyBytes: number;
  /** The request's context, or undefined when the request is not authenticated (Express answers it). */
  context: (req: IncomingMessage) => Context | undefined;
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  /** Called with each error whose code is missing or INTERNAL_SERVER_ERROR, like Apollo's plugin. */
  onUnexpectedError: (error: GraphQLError, context: Context) => void;
  /** How many document texts to keep parsed and validated. */
  cacheSize?: number;
}

interface Prepared {
  document: DocumentNode;
  operation: OperationDefinitionNode;
}

const JSON_TYPES = [
  ['application/json', 'application/json; charset=utf-8'],
  ['application/graphql-response+json', 'application/graphql-response+json; charset=utf-8'],
] as const;

/**
 * The media type Apollo Server answers a single result with for this Accept header (the most
 * specific matching range gives each type its quality; the first type wins a tie), or null when it
 * names something else (Apollo answers that itself).
 */
export function answerMediaType(accept: string | undefined): string | null {
  if (!accept) return JSON_TYPES[0][1];
  const ranges = accept.split(',').map((part) => {
    const [type, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return { type: type!, q: q ? Number(q.slice(2)) : 1 };
  });
  let best: { type: string; q: number } | null = null;
  for (const [type, answer] of JSON_TYPES) {
    const [major] = type.split('/');
    const match =
      ranges.find((r) => r.type === type) ??
      ranges.find((r) => r.type === `${major}/*`) ??
      ranges.find((r) => r.type === '*/*');
    if (match && match.q > 0 && (!best || match.q > best.q)) best = { type: answer, q: match.q };
  }
  return best?.type ?? null;
}

function isJson(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/** Returns `handle(req, res, fallback)`: answers the request itself, or calls `fallback()`. */
export function createFastGraphql<Context>(options: FastGraphqlOptions<Context>) {
  const cacheSize = options.cacheSize ?? 500;
  const prepared = new Map<string, Prepared | null>();
  const rules = options.introspection ? specifiedRules : [...specifiedRules, NoSchemaIntrospectionCustomRule];

  /** The document for this text and operation name, or null when Apollo should answer it. */
  function prepare(query: string, operationName: string | undefined): Prepared | null {
    const key = operationName === undefined ? query : `${operationName}\u0000${query}`;
    const hit = prepared.get(key);
    if (hit !== undefined) {
      // Least recently used goes first: move this one to the end.
      prepared.delete(key);
      prepared.set(key, hit);
      return hit;
    }
    let result: Prepared | null = null;
    try {
      const document = parse(query);
      const operation = getOperationAST(document, operationName);
      if (
        operation &&
        operation.operation !== 'subscription' &&
        validate(options.schema, document, rules).length === 0
      ) {
        result = { document, operation };
      }
    } catch {
      result = null;
    }
    prepared.set(key, result);
    if (prepared.size > cacheSize) prepared.delete(prepared.keys().next().value as string);
    return result;
  }

  async function answer(
    req: IncomingMessage,
    res: ServerResponse,
    body: Record<string, unknown>,
    context: Context,
    mediaType: string,
    fallback: () => void,
  ): Promise<void> {
    const { query, operationName, variables, extensions } = body;
    if (
      typeof query !== 'string' ||
      (operationName !== undefined && operationName !== null && typeof operationName !== 'string') ||
      (variables !== undefined &&
        variables !== null &&
        (typeof variables !== 'object' || Array.isArray(variables))) ||
      (extensions !== undefined && extensions !== null)
    )
      return fallback();
    const ready = prepare(query, (operationName as string | null) ?? undefined);
    if (!ready) return fallback();
    const variableValues = (variables as Record<string, unknown> | null) ?? {};
    // Bad variables: Apollo's 400 answer, before any resolver runs.
    if (
      'errors' in getVariableValues(options.schema, ready.operation.variableDefinitions ?? [], variableValues)
    )
      return fallback();
    const result = (await execute({
      schema: options.schema,
      document: ready.document,
      operationName: (operationName as string | null) ?? undefined,
      variableValues,
      contextValue: context,
    })) as ExecutionResult;

    let status = 200;
    let errors: GraphQLFormattedError[] | undefined;
    if (result.errors) {
      errors = result.errors.map((error) => {
        const code = error.extensions.code;
        if (!code || code === 'INTERNAL_SERVER_ERROR') options.onUnexpectedError(error, context);
        const extensions: Record<string, unknown> = {
          ...error.extensions,
          code: code ?? 'INTERNAL_SERVER_ERROR',
        };
        const http = extensions.http as { status?: unknown } | undefined;
        if (http && typeof http === 'object') {
          if (typeof http.status === 'number') status = http.status;
          delete extensions.http;
        }
        try {
          return options.formatError({ ...error.toJSON(), extensions }, error);
        } catch {
          return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
        }
      });
    }
    const text = `${JSON.stringify({ errors, data: result.data, extensions: result.extensions })}\n`;
    res.writeHead(status, {
      'content-type': mediaType,
      'content-length': Buffer.byteLength(text),
    });
    res.end(text);
  }

  return function handle(req: IncomingMessage, res: ServerResponse, fallback: () => void): void {
    const length = Number(req.headers['content-length']);
    const mediaType = answerMediaType(req.headers.accept);
    if (
      req.method !== 'POST' ||
      req.url !== '/graphql' ||
      !isJson(req.headers['content-type']) ||
      mediaType === null ||
      req.headers['content-encoding'] !== undefined ||
      !Number.isInteger(length) ||
      length <= 0 ||
      length > options.maxBodyBytes
    )
      return fallback();
    const context = options.context(req);
    if (context === undefined) return fallback();

    const chunks: Buffer[] = [];
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      chunks.push(chunk);
    });
    req.on('error', () => res.destroy());
    req.on('end', () => {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks, received).toString('utf8'));
      } catch {
        // What the Express error handler answers for a body that is not JSON.
        const text = JSON.stringify({
          errors: [{ message: 'Bad request', extensions: { code: 'BAD_REQUEST' } }],
        });
        res.writeHead(400, { 'content-type': 'application/json; charset=utf-8' });
        return void res.end(text);
      }
      // Express's JSON parser skips a request whose body was read; Apollo finds the parsed body here.
      (req as IncomingMessage & { body?: unknown }).body = body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return fallback();
      answer(req, res, body as Record<string, unknown>, context, mediaType!, fallback).catch(
        (error: unknown) => {
          options.onUnexpectedError(
            error instanceof GraphQLError
              ? error
              : new GraphQLError('fast path failed', { originalError: error as Error }),
            context,
          );
          if (!res.headersSent) {
            res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
            res.end(
              JSON.stringify({
                errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
              }),
            );
          } else res.destroy();
        },
      );
    });
  };
}
