/**
 * Hive Gateway runtime over the composed supergraph: authentication, the signed actor towards every
 * subgraph (HTTP header, graphql-ws connectionParams), operation limits and error masking.
 */
import { createGatewayRuntime, type GatewayPlugin } from '@graphql-hive/gateway-runtime';
import { EnvelopArmor } from '@escape.tech/graphql-armor';
import type { Logger } from '@portico/service-kit';
import { ACTOR_HEADER, REQUEST_ID_HEADER, type Actor } from '@portico/shared-types';
import { GraphQLError } from 'graphql';
import {
  AuthenticationUnavailableError,
  credentialsFrom,
  parseTestActor,
  signActorFor,
  TEST_ACTOR_HEADER,
  type Authenticator,
} from './authentication';
import type { GatewayConfig } from './config';
import { resolveRequestId } from './request-id';

/** Who this operation runs as; set once per HTTP request or per graphql-ws operation. */
export interface PorticoRequest {
  requestId: string;
  actor: Actor;
  /** The x-portico-actor value sent to subgraphs. */
  signedActor: string;
}

export interface PorticoContext {
  portico?: PorticoRequest;
}

export const LIMITS = {
  maxDepth: 12,
  maxTokens: 2_000,
  maxAliases: 15,
  maxDirectives: 50,
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
  input: { cookie?: string | null; authorization?: string | null; testActor?: unknown; requestId: string },
): Promise<PorticoRequest> {
  const { config, authenticator, logger } = deps;
  let actor: Actor | null = null;
  if (config.testActorHeader && config.nodeEnv === 'test') actor = parseTestActor(input.testActor);
  if (!actor) {
    try {
      actor = await authenticator.resolve(credentialsFrom(input.cookie, input.authorization), input.requestId);
    } catch (error) {
      if (!(error instanceof AuthenticationUnavailableError)) throw error;
      logger.error({ requestId: input.requestId, err: error.message }, 'authentication unavailable');
      throw unavailable();
    }
  }
  return { requestId: input.requestId, actor, signedActor: signActorFor(actor, input.requestId, config.actorPrivateKey) };
}

export function createPorticoGateway(deps: {
  config: GatewayConfig;
  authenticator: Authenticator;
  logger: Logger;
  supergraphFile: string;
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
      { location, options: { subscriptions: subscriptionsOverWs } },
    ]),
  );

  const armor = new EnvelopArmor({
    maxDepth: { n: LIMITS.maxDepth, exposeLimits: !production },
    maxTokens: { n: LIMITS.maxTokens, exposeLimits: !production },
    maxAliases: { n: LIMITS.maxAliases, exposeLimits: !production },
    maxDirectives: { n: LIMITS.maxDirectives, exposeLimits: !production },
    costLimit: { maxCost: LIMITS.maxCost, exposeLimits: !production },
    blockFieldSuggestion: { enabled: production },
  }).protect();

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
      });
      extendContext({ portico });
    },
    onFetch({ context, options, setOptions }) {
      const portico = (context as PorticoContext).portico;
      const headers = new Headers(options.headers as HeadersInit | undefined);
      // Only the gateway speaks for the caller: whatever arrived from outside is replaced.
      headers.delete(ACTOR_HEADER);
      if (portico) {
        headers.set(ACTOR_HEADER, portico.signedActor);
        headers.set(REQUEST_ID_HEADER, portico.requestId);
      }
      setOptions({ ...options, headers: Object.fromEntries(headers.entries()) });
    },
    onExecute() {
      return {
        onExecuteDone({ args, result }) {
          const errors = 'errors' in result ? result.errors : undefined;
          if (!errors?.length) return;
          const requestId = (args.contextValue as PorticoContext).portico?.requestId;
          for (const error of errors) {
            const code = error.extensions?.code;
            logger.warn({ requestId, code, path: error.path, msg: error.message }, 'graphql error');
          }
        },
      };
    },
  };

  return createGatewayRuntime<PorticoContext>({
    supergraph: deps.supergraphFile,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: false,
    logging: config.logLevel === 'debug' || config.logLevel === 'trace' ? 'debug' : 'error',
    requestId: false,
    maskedErrors: { isDev: false },
    disableIntrospection: production ? { disableIf: () => true } : undefined,
    transportEntries,
    plugins: () => [...armor.plugins, porticoPlugin],
  });
}
