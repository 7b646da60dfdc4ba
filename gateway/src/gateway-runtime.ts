/**
 * Hive Gateway runtime over the composed supergraph: authentication, the signed actor towards every
 * subgraph (HTTP header, graphql-ws connectionParams), operation limits and error masking.
 */
import { createGatewayRuntime, type GatewayPlugin } from '@graphql-hive/gateway-runtime';
import { EnvelopArmor } from '@escape.tech/graphql-armor';
import {
  DEADLINE_HEADER,
  findDocumentProblem,
  operationTimeout,
  findVariablesProblem,
  inputProblemError,
  noteGraphqlError,
  noteGraphqlOperation,
  type InputProblem,
  type Logger,
} from '@portico/service-kit';
import { ACTOR_HEADER, REQUEST_ID_HEADER, type Actor } from '@portico/shared-types';
import type { IncomingMessage } from 'node:http';
import { GraphQLError, type DocumentNode, type ExecutionArgs, type ValidationContext } from 'graphql';
import {
  AuthenticationUnavailableError,
  CLIENT_IP_HEADER,
  credentialsFrom,
  parseTestActor,
  signActorFor,
  TEST_ACTOR_HEADER,
  type Authenticator,
} from './authentication';
import { boundedUserAgent } from './client-address';
import type { GatewayConfig } from './config';
import { resolveRequestId } from './request-id';
import { hiveLogger } from './hive-logging';
import { costRefusal } from './operation-cost';
import { subgraphTimeLeft, timeLimitOf } from './operation-deadline';

/** Who this operation runs as; set once per HTTP request or per graphql-ws operation. */
export interface PorticoRequest {
  requestId: string;
  actor: Actor;
  /** The x-portico-actor value sent to subgraphs. */
  signedActor: string;
  /** The client's address (see client-address.ts) and user agent, for subgraphs' audit rows. */
  clientIp: string;
  userAgent: string;
  /** When the operation must be answered (epoch ms), and what aborts its subgraph calls then. */
  deadline?: { at: number; signal?: AbortSignal };
}

export interface PorticoContext {
  portico?: PorticoRequest;
}

export const LIMITS = {
  maxDepth: 12,
  maxTokens: 2_000,
  maxAliases: 15,
  maxDirectives: 50,
  /** Fields × list sizes (operation-cost.ts), with this request's variables: about a second of work. */
  maxCost: 5_000,
};

export function unavailable(): GraphQLError {
  return new GraphQLError('Authentication is temporarily unavailable; please retry.', {
    extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503 } },
  });
}

/** Resolves the actor for one request, honouring the test-only header when enabled. */
export async function authenticate(
  deps: { config: GatewayConfig; authenticator: Authenticator; logger: Logger },
  input: {
    cookie?: string | null;
    authorization?: string | null;
    testActor?: unknown;
    requestId: string;
    clientIp: string;
    userAgent: string;
    /** A re-check of an open socket, not a request of the client: a client session's idle time runs on. */
    passive?: boolean;
  },
): Promise<PorticoRequest> {
  const { config, authenticator, logger } = deps;
  let actor: Actor | null = null;
  if (config.testActorHeader && config.nodeEnv === 'test') actor = parseTestActor(input.testActor);
  if (!actor) {
    try {
      const credentials = credentialsFrom(input.cookie, input.authorization);
      if (input.passive && credentials.clientToken) credentials.passive = true;
      actor = await authenticator.resolve(credentials, input.requestId);
    } catch (error) {
      if (!(error instanceof AuthenticationUnavailableError)) throw error;
      logger.error({ requestId: input.requestId, err: error.message }, 'authentication unavailable');
      throw unavailable();
    }
  }
  return {
    requestId: input.requestId,
    actor,
    signedActor: signActorFor(actor, config.actorPrivateKey),
    clientIp: input.clientIp,
    userAgent: input.userAgent,
  };
}

/**
 * How long one subgraph call may take. Each call gets its own signal with this timeout: Hive
 * Gateway otherwise hands every call the executor's one long-lived dispose signal, and each
 * in-flight call hangs its abort listeners on it (MaxListenersExceededWarning past ten at once).
 */
export const SUBGRAPH_TIMEOUT_MS = 60_000;

/** Headers the gateway alone sets towards subgraphs; values from outside never pass. */
export const GATEWAY_ONLY_HEADERS = [ACTOR_HEADER, CLIENT_IP_HEADER, DEADLINE_HEADER] as const;

/** The headers the gateway sends a subgraph for one caller (full path and direct routes alike). */
export function subgraphHeaders(portico: PorticoRequest): Record<string, string> {
  const headers: Record<string, string> = {
    [ACTOR_HEADER]: portico.signedActor,
    [REQUEST_ID_HEADER]: portico.requestId,
    // Always set: otherwise the fetch implementation would send its own ("node").
    'user-agent': portico.userAgent,
  };
  if (portico.clientIp) headers[CLIENT_IP_HEADER] = portico.clientIp;
  if (portico.deadline) headers[DEADLINE_HEADER] = String(subgraphTimeLeft(portico.deadline.at));
  return headers;
}

/**
 * Codes of errors about what the client sent: their messages may name what it sent (an unknown section
 * key, a path, a value), so their log line keeps the code, path and message id, never the message.
 */
const CLIENT_INPUT_CODES = new Set([
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'QUERY_LIMIT_EXCEEDED',
]);

/**
 * One warn line per error of an answer: code, path, message id and reason; the message only for
 * errors that are not about the client's input, as far as it quotes no value (the logger cuts it
 * there: valueFreeMessage); never variables or data.
 */
export function logGraphqlErrors(
  logger: Logger,
  requestId: string | undefined,
  errors: ReadonlyArray<{
    message?: unknown;
    path?: unknown;
    extensions?: { code?: unknown; messageId?: unknown; reason?: unknown } | null;
  }>,
): void {
  for (const error of errors) {
    const code = error.extensions?.code;
    const aboutInput = typeof code !== 'string' || CLIENT_INPUT_CODES.has(code);
    logger.warn(
      {
        requestId,
        code,
        path: error.path,
        messageId: error.extensions?.messageId,
        reason: error.extensions?.reason,
        ...(aboutInput ? {} : { message: error.message }),
      },
      'graphql error',
    );
  }
}

/** Told about every operation Hive Gateway executes (after parsing and validation): see direct-route.ts. */
export interface ExecutedOperations {
  learn?(query: string, operationName: string | null | undefined, document: DocumentNode): void;
}

export function createPorticoGateway(deps: {
  config: GatewayConfig;
  authenticator: Authenticator;
  logger: Logger;
  supergraphFile: string;
  executed?: ExecutedOperations;
}) {
  const { config, logger } = deps;
  const production = config.nodeEnv === 'production';

  const subscriptionsOverWs = {
    kind: 'ws',
    options: {
      connectionParams: {
        [ACTOR_HEADER]: '{context.portico.signedActor}',
        [REQUEST_ID_HEADER]: '{context.portico.requestId}',
      },
    },
  };
  const transportEntries = Object.fromEntries(
    Object.entries(config.subgraphUrls).map(([name, location]) => [
      name,
      {
        location,
        options: {
          // The executor dedups identical in-flight queries by URL and body, before onFetch adds the
          // caller's actor: left on, one user's answer is handed to another. Never turn it back on.
          deduplicateInflightRequests: false,
          subscriptions: subscriptionsOverWs,
        },
      },
    ]),
  );

  // Outside production the messages name the limit; in production they stay clear but unnumbered.
  // Validation-time limits report like any validation error (400 under graphql-response+json) with
  // a code, instead of aborting validation; the token limit works at parse time and must throw.
  const exposeLimits = !production;
  const reject = (ctx: ValidationContext | null, error: GraphQLError) => {
    logger.warn({ message: error.message }, 'operation rejected by limits');
    ctx?.reportError(new GraphQLError(error.message, { extensions: { code: 'QUERY_LIMIT_EXCEEDED' } }));
  };
  const report = { exposeLimits, propagateOnRejection: false, onReject: [reject] };
  const armor = new EnvelopArmor({
    maxDepth: { ...report, n: LIMITS.maxDepth, errorMessage: 'Query is nested too deeply.' },
    maxAliases: { ...report, n: LIMITS.maxAliases, errorMessage: 'Query uses too many aliases.' },
    maxDirectives: { ...report, n: LIMITS.maxDirectives, errorMessage: 'Query uses too many directives.' },
    maxTokens: { n: LIMITS.maxTokens, exposeLimits, errorMessage: 'Query is too large.' },
    blockFieldSuggestion: { enabled: production },
  }).protect();

  // A document's own literals are checked once (documents are parsed once and cached by text).
  const documentProblems = new WeakMap<DocumentNode, InputProblem | null>();
  const unsafeInput = (document: DocumentNode, variables: unknown): InputProblem | null => {
    let literal = documentProblems.get(document);
    if (literal === undefined) documentProblems.set(document, (literal = findDocumentProblem(document)));
    return literal ?? findVariablesProblem(variables as Record<string, unknown> | null | undefined);
  };
  /** What no operation may be, whatever its transport: unsafe input, or past the cost budget. */
  const refusal = (args: ExecutionArgs): GraphQLError | null => {
    const problem = unsafeInput(args.document, args.variableValues);
    if (problem) return inputProblemError(problem);
    const tooExpensive = costRefusal(args.schema, args.document, args.operationName, args.variableValues, {
      maxCost: LIMITS.maxCost,
      exposeLimits,
    });
    if (tooExpensive) logger.warn({ message: tooExpensive.message }, 'operation rejected by limits');
    return tooExpensive;
  };

  const porticoPlugin: GatewayPlugin<PorticoContext> = {
    async onContextBuilding({ context, extendContext }) {
      if (context.portico) return; // graphql-ws operations arrive authenticated (see main.ts)
      const request = context.request;
      const requestId = resolveRequestId(request.headers.get(REQUEST_ID_HEADER));
      const portico = await authenticate(deps, {
        cookie: request.headers.get('cookie'),
        authorization: request.headers.get('authorization'),
        testActor: request.headers.get(TEST_ACTOR_HEADER),
        requestId,
        // main.ts replaced whatever the client sent under this name with the address it resolved.
        clientIp: request.headers.get(CLIENT_IP_HEADER) ?? '',
        userAgent: boundedUserAgent(request.headers.get('user-agent')),
      });
      extendContext({ portico });
    },
    onFetch({ context, options, setOptions }) {
      const portico = (context as PorticoContext).portico;
      const headers = new Headers(options.headers as HeadersInit | undefined);
      // Only the gateway speaks for the caller: whatever arrived from outside is replaced.
      for (const name of GATEWAY_ONLY_HEADERS) headers.delete(name);
      if (portico)
        for (const [name, value] of Object.entries(subgraphHeaders(portico))) headers.set(name, value);
      const shared = options.signal;
      const deadline = portico?.deadline;
      setOptions({
        ...options,
        headers: Object.fromEntries(headers.entries()),
        // Already aborted (the gateway is being disposed): keep it, so the call is not made. Else the
        // call ends with its operation, which answers OPERATION_TIMEOUT at the deadline and aborts
        // it (onExecute); the call's own timeout is a backstop just after (outside an operation: 60 s).
        signal: shared?.aborted
          ? shared
          : deadline?.signal
            ? AbortSignal.any([
                deadline.signal,
                AbortSignal.timeout(Math.max(1, deadline.at - Date.now()) + 1_000),
              ])
            : AbortSignal.timeout(SUBGRAPH_TIMEOUT_MS),
      });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const refused = refusal(args);
      if (refused) setResultAndStopExecution({ errors: [refused] });
    },
    onExecute({ args, setResultAndStopExecution, executeFn, setExecuteFn }) {
      // The operation's name for the HTTP request's metrics (graphql-ws operations have no req).
      const req = (args.contextValue as { req?: IncomingMessage }).req;
      noteGraphqlOperation(req, args.operationName ?? undefined);
      const refused = refusal(args);
      if (refused) {
        noteGraphqlError(req);
        return void setResultAndStopExecution({ errors: [refused] });
      }
      // The operation's time limit: answered OPERATION_TIMEOUT when it runs out, its calls aborted.
      const limitMs = timeLimitOf(args.document, args.operationName, config);
      const portico = (args.contextValue as PorticoContext).portico;
      const controller = new AbortController();
      if (portico) portico.deadline = { at: Date.now() + limitMs, signal: controller.signal };
      setExecuteFn(
        (execArgs) =>
          new Promise((resolve, reject) => {
            const timer = setTimeout(() => {
              logger.warn({ requestId: portico?.requestId, limitMs }, 'operation stopped at its time limit');
              controller.abort();
              resolve({ data: null, errors: [operationTimeout(limitMs)] });
            }, limitMs);
            Promise.resolve(executeFn(execArgs)).then(
              (result) => {
                clearTimeout(timer);
                resolve(result);
              },
              (error: unknown) => {
                clearTimeout(timer);
                reject(error);
              },
            );
          }),
      );
      // yoga keeps the request's own parameters on the context; graphql-ws operations have none.
      const params = (args.contextValue as { params?: { query?: unknown } }).params;
      if (deps.executed?.learn && typeof params?.query === 'string')
        deps.executed.learn(params.query, args.operationName, args.document);
      return {
        onExecuteDone({ args, result, setResult }) {
          const errors = 'errors' in result ? result.errors : undefined;
          if (!errors?.length) return;
          noteGraphqlError(req);
          // No data at all: the variables did not fit the operation (graphql-js says where, and quotes
          // the value to the client). Such errors come without a code: they are the client's input.
          if (!('data' in result) && errors.every((error) => !error.extensions?.code))
            setResult({
              ...result,
              errors: errors.map(
                (error) =>
                  new GraphQLError(error.message, {
                    nodes: error.nodes,
                    source: error.source,
                    positions: error.positions,
                    originalError: error.originalError,
                    extensions: { ...error.extensions, code: 'BAD_USER_INPUT' },
                  }),
              ),
            });
          logGraphqlErrors(logger, (args.contextValue as PorticoContext).portico?.requestId, errors);
        },
      };
    },
  };

  return createGatewayRuntime<PorticoContext>({
    supergraph: deps.supergraphFile,
    graphqlEndpoint: '/graphql',
    // CORS is main.ts's (cross-origin.ts): own origin with credentials, partners without, nobody else.
    cors: false,
    landingPage: false,
    graphiql: false,
    logging: hiveLogger(
      logger,
      config.logLevel === 'debug' || config.logLevel === 'trace' ? 'debug' : 'error',
    ),
    requestId: false,
    maskedErrors: { isDev: false },
    disableIntrospection: production ? { disableIf: () => true } : undefined,
    transportEntries,
    plugins: () => [...armor.plugins, porticoPlugin],
  });
}
