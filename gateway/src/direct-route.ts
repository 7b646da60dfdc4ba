/**
 * Operations that one subgraph answers whole go to that subgraph directly (ADR 0016).
 *
 * Most of what the screens send (autosave patches, a form's section, the forms list, the
 * dashboard) touches fields of one subgraph only. For those, the query planner and the delegation
 * machinery add nothing but CPU: the subgraph's answer to the client's own document IS the answer.
 * So the gateway learns, from operations Hive Gateway has parsed, validated (depth, cost, alias,
 * directive and token limits included) and planned once, which (document text, operation name)
 * pairs one subgraph owns; later requests with the same text skip Hive Gateway: they are
 * authenticated and signed exactly as before, their variables are coerced against the public
 * schema, and the raw body is forwarded to the subgraph over a keep-alive connection.
 *
 * Anything else takes the full Hive Gateway path: documents seen for the first time, several
 * subgraphs, entity jumps, abstract types, directives other than @skip/@include, introspection,
 * subscriptions, persisted-query extensions, GET, SSE or multipart requests, bad variables, and
 * credentials identity refuses (the full path then answers the canonical error).
 */
import { Agent, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  getNamedType,
  getOperationAST,
  getVariableValues,
  isNonNullType,
  isObjectType,
  Kind,
  parse,
  type DirectiveNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { findVariablesProblem } from '@portico/service-kit';
import { costRefusal } from './operation-cost';

/** type name -> field name -> the subgraphs that resolve that field themselves. */
export type FieldOwners = Map<string, Map<string, Set<string>>>;

function argument(directive: DirectiveNode, name: string) {
  return directive.arguments?.find((arg) => arg.name.value === name)?.value;
}

function enumArgument(directive: DirectiveNode, name: string): string | undefined {
  const value = argument(directive, name);
  return value?.kind === Kind.ENUM ? value.value : undefined;
}

function booleanArgument(directive: DirectiveNode, name: string): boolean {
  const value = argument(directive, name);
  return value?.kind === Kind.BOOLEAN && value.value;
}

/**
 * Reads the join__ directives of a supergraph: a field with @join__field(graph: G) is resolved by
 * G (unless G only declares it external, overridden, or needs @requires from elsewhere, or G types
 * it differently); a field without @join__field is resolved by every graph of its type.
 */
export function fieldOwnersFromSupergraph(supergraphSdl: string): FieldOwners {
  const document = parse(supergraphSdl);
  const graphNames = new Map<string, string>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.ENUM_TYPE_DEFINITION || definition.name.value !== 'join__Graph') continue;
    for (const value of definition.values ?? []) {
      const joinGraph = value.directives?.find((d) => d.name.value === 'join__graph');
      const name = joinGraph && argument(joinGraph, 'name');
      if (name?.kind === Kind.STRING) graphNames.set(value.name.value, name.value);
    }
  }
  const owners: FieldOwners = new Map();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION)
      continue;
    const typeGraphs = new Set<string>();
    for (const directive of definition.directives ?? []) {
      if (directive.name.value !== 'join__type') continue;
      const graph = graphNames.get(enumArgument(directive, 'graph') ?? '');
      if (graph) typeGraphs.add(graph);
    }
    const fields = owners.get(definition.name.value) ?? new Map<string, Set<string>>();
    for (const field of definition.fields ?? []) {
      const joins = (field.directives ?? []).filter((d) => d.name.value === 'join__field');
      const resolvedBy = new Set<string>();
      if (joins.length === 0) for (const graph of typeGraphs) resolvedBy.add(graph);
      for (const join of joins) {
        const graph = graphNames.get(enumArgument(join, 'graph') ?? '');
        if (!graph) continue;
        if (booleanArgument(join, 'external') || booleanArgument(join, 'usedOverridden')) continue;
        if (argument(join, 'requires') || argument(join, 'type')) continue;
        resolvedBy.add(graph);
      }
      fields.set(field.name.value, resolvedBy);
    }
    owners.set(definition.name.value, fields);
  }
  return owners;
}

/** What the gateway remembers about one (document, operation name). */
export interface DirectRoute {
  subgraph: string;
  document: DocumentNode;
  operation: OperationDefinitionNode;
  kind: 'query' | 'mutation';
  /** The operation's root response keys, and whether each is non-null (for a failed call's answer). */
  rootFields: { key: string; nonNull: boolean }[];
}

const ALLOWED_DIRECTIVES = new Set(['skip', 'include']);

/**
 * The one subgraph that resolves every field of the operation, or null when it takes more than
 * one, an abstract type, a directive other than @skip/@include, or introspection.
 */
export function routeOf(
  owners: FieldOwners,
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
): DirectRoute | null {
  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation || operation.operation === 'subscription') return null;
  if (operation.directives?.length) return null;
  if (operation.variableDefinitions?.some((v) => v.directives?.length)) return null;
  const rootType = schema.getRootType(operation.operation);
  if (!rootType) return null;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);

  let candidates: Set<string> | null = null;
  const rootFields: DirectRoute['rootFields'] = [];
  const allowed = (directives: readonly DirectiveNode[] | undefined) =>
    (directives ?? []).every((d) => ALLOWED_DIRECTIVES.has(d.name.value));

  let visits = 0;
  const walk = (selectionSet: SelectionSetNode, parent: GraphQLObjectType, depth: number): boolean => {
    if (depth > 64 || ++visits > 10_000) return false;
    for (const selection of selectionSet.selections) {
      if (!allowed(selection.directives)) return false;
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name === '__typename') continue;
        if (name.startsWith('__')) return false; // introspection stays on the full path
        const resolvedBy = owners.get(parent.name)?.get(name);
        if (!resolvedBy || resolvedBy.size === 0) return false;
        const narrowed: Set<string> = new Set(
          [...resolvedBy].filter((graph) => candidates === null || candidates.has(graph)),
        );
        if (narrowed.size === 0) return false;
        candidates = narrowed;
        const field = parent.getFields()[name];
        if (!field) return false;
        if (depth === 0 && !rootFields.some((f) => f.key === (selection.alias ?? selection.name).value))
          rootFields.push({
            key: (selection.alias ?? selection.name).value,
            nonNull: isNonNullType(field.type),
          });
        const named = getNamedType(field.type);
        if (selection.selectionSet) {
          if (!isObjectType(named) || !walk(selection.selectionSet, named, depth + 1)) return false;
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        // A fragment spreads its fields into its parent's level (depth stays: root fields stay root).
        if (selection.typeCondition && selection.typeCondition.name.value !== parent.name) return false;
        if (!walk(selection.selectionSet, parent, depth)) return false;
      } else {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || fragment.typeCondition.name.value !== parent.name) return false;
        if (fragment.directives?.length) return false;
        if (!walk(fragment.selectionSet, parent, depth)) return false;
      }
    }
    return true;
  };

  if (!walk(operation.selectionSet, rootType, 0)) return null;
  const found = candidates as Set<string> | null;
  if (!found || found.size === 0) return null; // only __typename at the root
  return { subgraph: [...found].sort()[0]!, document, operation, kind: operation.operation, rootFields };
}

/** The media type of an answer the gateway writes itself: the first JSON type the client listed. */
export function answerType(accept: string | undefined): string {
  for (const range of (accept ?? '').split(',')) {
    const type = range.split(';')[0]!.trim().toLowerCase();
    if (type === 'application/graphql-response+json' || type === 'application/json')
      return `${type}; charset=utf-8`;
  }
  return 'application/json; charset=utf-8';
}

/**
 * The answer to an operation whose subgraph call failed, as the planner path gives it: every root
 * field null with an 'Unexpected error.' (or the given error) at its path, and `data` null when one
 * of them is non-null.
 */
export function failedCallAnswer(
  route: DirectRoute,
  error: { message: string; code: string } = { message: 'Unexpected error.', code: 'INTERNAL_SERVER_ERROR' },
): string {
  const errors = route.rootFields.map((field) => ({
    message: error.message,
    path: [field.key],
    extensions: { code: error.code },
  }));
  const data = route.rootFields.some((field) => field.nonNull)
    ? null
    : Object.fromEntries(route.rootFields.map((field) => [field.key, null]));
  return JSON.stringify({ data, errors });
}

const JSON_TYPES = new Set(['application/json', 'application/graphql-response+json', '*/*', 'application/*']);

/** A POST of JSON that wants a single JSON answer (not SSE, not multipart, no GET). */
export function directCandidate(req: IncomingMessage): boolean {
  if (req.method !== 'POST') return false;
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') return false;
  const accept = req.headers.accept;
  if (!accept) return true;
  return accept
    .split(',')
    .map((range) => range.split(';')[0]!.trim().toLowerCase())
    .every((range) => range === '' || JSON_TYPES.has(range));
}

export class BodyTooLargeError extends Error {}

/**
 * The whole request body, refusing more than `limit` bytes. What comes past the limit is read and
 * dropped (so the client can read the 413) up to ten times the limit; beyond that the socket is cut.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size > limit * 10) req.destroy();
    });
    req.on('end', () =>
      size > limit
        ? reject(new BodyTooLargeError(`request body over ${limit} bytes`))
        : resolve(Buffer.concat(chunks)),
    );
    req.on('error', reject);
    req.on('close', () => {
      if (!req.complete) reject(new BodyTooLargeError('request body cut off'));
    });
  });
}

interface GraphQLParams {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/** The parts of a body the direct path needs, or null when it is not a plain GraphQL request. */
export function paramsOf(body: Buffer): GraphQLParams | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const { query, operationName, variables, extensions } = parsed as Record<string, unknown>;
  if (typeof query !== 'string') return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) return null;
  // Persisted queries and other protocol extensions are the full path's business.
  if (extensions != null) return null;
  return {
    query,
    operationName: operationName as string | null | undefined,
    variables: variables as Record<string, unknown> | null | undefined,
  };
}

/** What the subgraph answered; or that the full path may take the request (retry); or that it failed. */
export type UpstreamOutcome =
  | { kind: 'answered'; status: number; contentType: string; body: Buffer }
  | { kind: 'retry' }
  | { kind: 'failed'; error: Error }
  /** The operation's deadline passed before the subgraph answered: the call was cut. */
  | { kind: 'timedOut' };

/** Routes learnt from the full path, bounded (least recently used first out). */
export class DirectRoutes {
  private readonly routes = new Map<string, DirectRoute | null>();
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 256 });

  constructor(
    private readonly owners: FieldOwners,
    private readonly schema: GraphQLSchema,
    private readonly urls: Record<string, string>,
    private readonly options: {
      maxEntries?: number;
      maxQueryLength?: number;
      /** The cost budget (operation-cost.ts): a dearer request takes the full path, which refuses it. */
      maxCost?: number;
    },
  ) {}

  private key(query: string, operationName?: string | null) {
    return `${operationName ?? ''}\u0000${query}`;
  }

  /** Called by the full path once Hive Gateway validated and is executing this document. */
  learn(query: string, operationName: string | null | undefined, document: DocumentNode): void {
    if (query.length > (this.options.maxQueryLength ?? 20_000)) return;
    const key = this.key(query, operationName);
    if (this.routes.has(key)) return;
    const route = routeOf(this.owners, this.schema, document, operationName);
    if (route && !this.urls[route.subgraph]) return;
    this.routes.set(key, route);
    const max = this.options.maxEntries ?? 2_000;
    if (this.routes.size > max) this.routes.delete(this.routes.keys().next().value!);
  }

  /** The route for this request, when its document was learnt and its variables are valid. */
  lookup(params: GraphQLParams): DirectRoute | null {
    const key = this.key(params.query, params.operationName);
    const route = this.routes.get(key);
    // Unsafe input is the full path's to refuse, with its usual answer.
    if (!route || findVariablesProblem(params.variables)) return null;
    // Refresh its place in the least-recently-used order.
    this.routes.delete(key);
    this.routes.set(key, route);
    const coerced = getVariableValues(
      this.schema,
      route.operation.variableDefinitions ?? [],
      params.variables ?? {},
    );
    if (coerced.errors) return null;
    const { maxCost } = this.options;
    const refused =
      maxCost !== undefined &&
      costRefusal(this.schema, route.document, params.operationName, params.variables, {
        maxCost,
        exposeLimits: false,
      });
    return refused ? null : route;
  }

  get size(): number {
    return this.routes.size;
  }

  /** POSTs the client's own body to the subgraph with the gateway's headers, cut at `deadline` (epoch ms). */
  forward(
    route: DirectRoute,
    body: Buffer,
    headers: Record<string, string>,
    deadline: number,
  ): Promise<UpstreamOutcome> {
    const url = this.urls[route.subgraph]!;
    return new Promise((resolve) => {
      let settled = false;
      let timedOut = false;
      const settle = (outcome: UpstreamOutcome) => {
        clearTimeout(timer);
        if (!settled) {
          settled = true;
          resolve(timedOut ? { kind: 'timedOut' } : outcome);
        }
      };
      const request = httpRequest(url, {
        method: 'POST',
        agent: this.agent,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(body.length) },
      });
      const timer = setTimeout(
        () => {
          timedOut = true;
          request.destroy(new Error('subgraph call timed out'));
        },
        Math.max(1, deadline - Date.now()),
      );
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          settle({
            kind: 'answered',
            status: response.statusCode ?? 502,
            contentType: String(response.headers['content-type'] ?? 'application/json'),
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', (error) => settle({ kind: 'failed', error }));
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        // Refused: nothing reached the subgraph, so even a mutation can take the full path. A read
        // that failed on the way (a kept-alive socket the subgraph had just closed, say) is safe to
        // take again too; a write is not, and one cut at its deadline has no time left.
        if (error.code === 'ECONNREFUSED' || route.kind === 'query') return settle({ kind: 'retry' });
        settle({ kind: 'failed', error });
      });
      request.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/**
 * What the client gets for a subgraph's answer, shaped as the planner path shapes it: a GraphQL
 * result is answered 200 whatever status the subgraph used (its 401 for UNAUTHENTICATED, say);
 * errors lose `locations` (they point into the document the planner sent, not the client's) and
 * name the subgraph in `extensions.serviceName`. Null when the body is not a GraphQL result.
 */
export function clientAnswer(
  body: Buffer,
  subgraph: string,
): { body: Buffer; errors: Record<string, unknown>[] } | null {
  // The common case costs no parse: subgraphs write `data` first (and end with a newline), and a
  // body without the word "errors" anywhere has none to reshape (one that contains it is parsed).
  let end = body.length;
  while (end > 0 && (body[end - 1] === 0x0a || body[end - 1] === 0x0d || body[end - 1] === 0x20)) end--;
  if (
    body.subarray(0, 8).toString('latin1') === '{"data":' &&
    body[end - 1] === 0x7d &&
    !body.includes('"errors"')
  )
    return { body, errors: [] };
  let answer: { data?: unknown; errors?: unknown };
  try {
    answer = JSON.parse(body.toString('utf8')) as { data?: unknown; errors?: unknown };
  } catch {
    return null;
  }
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return null;
  if (!('data' in answer) && !Array.isArray(answer.errors)) return null;
  if (!Array.isArray(answer.errors)) return { body, errors: [] };
  const errors = answer.errors.map((error: unknown) => {
    const { locations: _locations, extensions, ...rest } = (error ?? {}) as Record<string, unknown>;
    return { ...rest, extensions: { ...(extensions as object | undefined), serviceName: subgraph } };
  });
  return { body: Buffer.from(JSON.stringify({ ...answer, errors })), errors };
}

/** Writes a web Response (from the full path) to a Node response. */
export async function sendWebResponse(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}
