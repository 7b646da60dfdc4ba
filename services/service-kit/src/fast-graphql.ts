/**
 * The common GraphQL request without Express and Apollo Server's request pipeline (ADR 0031).
 *
 * Autosave sends hundreds of small mutations a second, each the same document text. For those,
 * Express routing, body-parser, Apollo's plugin pipeline and HTTP negotiation cost more CPU than the
 * save's own work. This handler answers a POST /graphql whose document this process has already
 * parsed and validated against its schema (cached by text), with the same schema, context,
 * `formatError` and unexpected-error logging as Apollo Server. A document seen a second time is
 * compiled with graphql-jit (the same resolvers, without graphql-js's generic walk of the
 * selection set on every request); the first time, and whatever graphql-jit cannot compile, runs
 * through graphql-js `execute`. It gives the request back to Express/Apollo, untouched apart from
 * its parsed body, whenever anything is out of the ordinary: a new or invalid document, bad
 * variables, subscriptions, batches, persisted queries, other media types, a missing or invalid
 * actor (the canonical 401), or a large body.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  execute,
  getOperationAST,
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
  type SourceLocation,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import Negotiator from 'negotiator';
import { findDocumentProblem, findVariablesProblem } from './input-guard';
import { inSpan } from './telemetry';

export interface FastGraphqlOptions<Context> {
  schema: GraphQLSchema;
  introspection: boolean;
  /** Body limit in bytes: larger requests go the Express way (which answers 413). */
  maxBodyBytes: number;
  /** The request's context, or undefined when the request is not authenticated (Express answers it). */
  context: (req: IncomingMessage) => Context | undefined;
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  /** Called with each error of a result, and with a failure of this path itself (no code), as Apollo's `didEncounterErrors`. */
  onError: (error: GraphQLError, context: Context) => void;
  /** How many document texts to keep parsed and validated. */
  cacheSize?: number;
}

interface Prepared {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  /** How many requests used it (a one-off document is not worth compiling). */
  uses: number;
  compiled?: CompiledQuery | null;
}

/** The media types Apollo Server offers for a single result, in its order (ApolloServer's MEDIA_TYPES). */
const SINGLE_RESULT_TYPES = [
  'application/json; charset=utf-8',
  'application/graphql-response+json; charset=utf-8',
  'application/json; callbackSpec=1.0; charset=utf-8',
];

/**
 * The media type Apollo Server answers a single result with for this Accept header, chosen as it
 * chooses (Negotiator over the same types), or null when that is not one of the two JSON types
 * (Apollo answers the request itself: its 406, or the callback type).
 */
export function answerMediaType(accept: string | undefined): string | null {
  if (!accept) return SINGLE_RESULT_TYPES[0]!;
  const preferred = new Negotiator({ headers: { accept } }).mediaType(SINGLE_RESULT_TYPES);
  return preferred === SINGLE_RESULT_TYPES[0] || preferred === SINGLE_RESULT_TYPES[1] ? preferred : null;
}

function isJson(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/** An error in a result: graphql-js's GraphQLError or graphql-jit's look-alike. */
interface ReportedError {
  message: string;
  locations?: readonly SourceLocation[];
  path?: readonly (string | number)[];
  originalError?: unknown;
  extensions?: Record<string, unknown>;
}

/**
 * graphql-jit reports errors as its own objects (message, locations, path, originalError, and the
 * original's extensions); Apollo Server, our formatError and its logging expect graphql-js's
 * GraphQLError located at the field, with the resolver's error as `originalError`.
 */
function asGraphQLError(raw: ReportedError): GraphQLError {
  // graphql-jit's errors pass `instanceof GraphQLError` but lack what graphql-js's always have.
  if (raw instanceof GraphQLError && raw.extensions !== undefined && typeof raw.toJSON === 'function')
    return raw;
  const original = raw.originalError instanceof Error ? raw.originalError : undefined;
  return new GraphQLError(raw.message, {
    path: raw.path,
    originalError: original,
    extensions: raw.extensions ?? (original instanceof GraphQLError ? original.extensions : undefined),
  });
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
        validate(options.schema, document, rules).length === 0 &&
        // Apollo's path refuses it with the canonical BAD_USER_INPUT (subgraph.ts).
        !findDocumentProblem(document)
      ) {
        result = { document, operation, uses: 0 };
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
      (extensions !== undefined &&
        extensions !== null &&
        (typeof extensions !== 'object' || 'persistedQuery' in extensions))
    )
      return fallback();
    const ready = prepare(query, (operationName as string | null) ?? undefined);
    if (!ready || findVariablesProblem(variables as Record<string, unknown> | null | undefined))
      return fallback();
    if (++ready.uses === 2) {
      const compiled = compileQuery(
        options.schema,
        ready.document,
        (operationName as string | null) ?? undefined,
      );
      ready.compiled = isCompiledQuery(compiled) ? compiled : null;
    }
    const variableValues = (variables as Record<string, unknown> | null) ?? {};
    const compiled = ready.compiled;
    const result = (await (compiled
      ? // graphql-js's execute (traced by the GraphQL instrumentation) is skipped: one span for it.
        inSpan(
          'graphql.execute',
          {
            'graphql.operation.type': ready.operation.operation,
            'graphql.operation.name': ready.operation.name?.value ?? '',
            'portico.graphql.compiled': true,
          },
          async () => compiled.query(undefined, context, variableValues),
        )
      : execute({
          schema: options.schema,
          document: ready.document,
          operationName: (operationName as string | null) ?? undefined,
          variableValues,
          contextValue: context,
        }))) as ExecutionResult;
    // No data at all: the variables did not fit the operation, and no resolver ran. Apollo answers
    // that (a 400 with its own wording).
    if (result.data === undefined) return fallback();

    let status = 200;
    const headers = new Map<string, string>();
    let errors: GraphQLFormattedError[] | undefined;
    if (result.errors) {
      errors = (result.errors as readonly ReportedError[]).map((raw) => {
        const error = asGraphQLError(raw);
        const code = error.extensions.code;
        options.onError(error, context);
        const extensions: Record<string, unknown> = {
          ...error.extensions,
          code: code ?? 'INTERNAL_SERVER_ERROR',
        };
        // As Apollo Server: `http` of a status (a number) and headers (a Map) sets the response's,
        // the last error's winning, and leaves the error; anything else stays in the extensions.
        const http = extensions.http as { status?: unknown; headers?: unknown } | undefined;
        if (
          http &&
          typeof http === 'object' &&
          (!('status' in http) || typeof http.status === 'number') &&
          (!('headers' in http) || http.headers instanceof Map)
        ) {
          if (http.status) status = http.status as number;
          if (http.headers)
            for (const [name, value] of http.headers as Map<string, string>)
              headers.set(String(name).toLowerCase(), String(value));
          delete extensions.http;
        }
        try {
          const formatted: GraphQLFormattedError = {
            message: error.message,
            ...(raw.locations?.length ? { locations: raw.locations } : {}),
            ...(error.path ? { path: error.path } : {}),
            extensions,
          };
          return options.formatError(formatted, error);
        } catch {
          return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
        }
      });
    }
    const text = `${JSON.stringify({ errors, data: result.data, extensions: result.extensions })}\n`;
    res.writeHead(status, {
      ...Object.fromEntries(headers),
      'content-type': headers.get('content-type') ?? mediaType,
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
          options.onError(
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
