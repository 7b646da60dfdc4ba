import { bool, makeValidator, num, str, url } from 'envalid';
import { loadConfig, milliseconds } from '@portico/service-kit';
import { parseTrustedProxies, type TrustedProxies } from './client-address';
import { SUBGRAPHS } from './compose';
import { parsePartnerOrigins } from './cross-origin';

/** Like envalid's port(), but 0 (any free port, used by tests) is allowed. */
const listenPort = makeValidator<number>((input) => {
  const value = Number(input);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error('not a port');
  return value;
});

/** Comma-separated IPs or CIDR ranges of reverse proxies whose X-Forwarded-For is believed. */
const trustedProxies = makeValidator<string>((input) => {
  parseTrustedProxies(input); // throws on a bad entry; the value is parsed again in readConfig
  return input;
});

/** Comma-separated origins of partner pages that call /graphql with an API key (never with cookies). */
const partnerOrigins = makeValidator<string>((input) => {
  parsePartnerOrigins(input); // throws on a bad entry; the value is parsed again in readConfig
  return input;
});

export const gatewayEnv = {
  NODE_ENV: str({ choices: ['development', 'test', 'production'], default: 'development' }),
  PORT: listenPort({ default: 4000 }),
  LOG_LEVEL: str({
    choices: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
    default: 'info',
  }),
  ACTOR_PRIVATE_KEY: str(),
  IDENTITY_URL: url({ devDefault: SUBGRAPHS.identity }),
  FORMS_URL: url({ devDefault: SUBGRAPHS.forms }),
  BILLING_URL: url({ devDefault: SUBGRAPHS.billing }),
  SUBMISSION_URL: url({ devDefault: SUBGRAPHS.submission }),
  REMOTE_PUBLIC_SITE_URL: url({ devDefault: 'http://127.0.0.1:4201' }),
  REMOTE_APPLICANT_EDITOR_URL: url({ devDefault: 'http://127.0.0.1:4202' }),
  REMOTE_AGENCY_CONSOLE_URL: url({ devDefault: 'http://127.0.0.1:4203' }),
  REMOTE_CLIENT_INTAKE_URL: url({ devDefault: 'http://127.0.0.1:4204' }),
  SHELL_DIST: str({ default: '' }),
  /**
   * The product's public URL (as links in e-mails show it). Its origin, and the request's own, are
   * the only ones whose cookies count and that CORS allows with credentials (ADR 0032).
   */
  PUBLIC_URL: url({ default: undefined }),
  /** Partner pages allowed to call /graphql from a browser with an API key, without cookies (ADR 0032). */
  PARTNER_ORIGINS: partnerOrigins({ default: '' }),
  /**
   * Reverse proxies (load balancer, ingress) in front of the gateway: only when the socket's peer
   * is one of these is X-Forwarded-For read for the client's address. Empty: the peer is the client.
   */
  TRUSTED_PROXIES: trustedProxies({ default: '' }),
  /**
   * Test-only: lets integration tests present an actor without a real login. Honoured only when
   * NODE_ENV=test; the gateway refuses to start with it set in any other environment.
   */
  GATEWAY_TEST_ACTOR_HEADER: bool({ default: false }),
  /**
   * How often open graphql-ws sockets have their credentials resolved again (milliseconds); a socket
   * whose actor lost access (member removed or demoted, session ended, key revoked) is closed.
   */
  WS_ACTOR_RECHECK_MS: num({ default: 15_000 }),
  /**
   * Operations one subgraph answers whole go to it directly once Hive Gateway has validated their
   * document (ADR 0016). `false` sends every operation through the planner (tests compare both).
   */
  GATEWAY_DIRECT_ROUTES: bool({ default: true }),
  /**
   * The port of the gateway's Prometheus metrics (/metrics only), kept off the public port so that
   * only the cluster's scraper reaches it (ADR 0046). Unset: no metrics listener.
   */
  METRICS_PORT: listenPort({ default: undefined }),
  /** The longest an operation runs before it is answered OPERATION_TIMEOUT (ADR 0032). */
  OPERATION_TIMEOUT_MS: milliseconds(100, 600_000)({ default: 10_000 }),
  /** The same for operations that wait on an outside system by design (translation; LONG_OPERATIONS). */
  LONG_OPERATION_TIMEOUT_MS: milliseconds(100, 3_600_000)({ default: 120_000 }),
};

export interface GatewayConfig {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  logLevel: string;
  actorPrivateKey: string;
  subgraphUrls: { identity: string; forms: string; billing: string; submission: string };
  remotes: { publicSite: string; applicantEditor: string; agencyConsole: string; clientIntake: string };
  shellDist: string;
  /** PUBLIC_URL's origin, when set. */
  publicOrigin: string | null;
  partnerOrigins: Set<string>;
  trustedProxies: TrustedProxies;
  testActorHeader: boolean;
  wsActorRecheckMs: number;
  directRoutes: boolean;
  operationTimeoutMs: number;
  longOperationTimeoutMs: number;
  /** METRICS_PORT, or null when unset. */
  metricsPort: number | null;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const e = loadConfig(gatewayEnv, env);
  if (e.GATEWAY_TEST_ACTOR_HEADER && e.NODE_ENV !== 'test') {
    throw new Error('GATEWAY_TEST_ACTOR_HEADER is only allowed with NODE_ENV=test');
  }
  if (
    !Number.isInteger(e.WS_ACTOR_RECHECK_MS) ||
    e.WS_ACTOR_RECHECK_MS < 50 ||
    e.WS_ACTOR_RECHECK_MS > 3_600_000
  )
    throw new Error('Invalid environment variable WS_ACTOR_RECHECK_MS: milliseconds from 50 to 3600000');
  const origin = (value: string) => new URL(value).origin;
  return {
    nodeEnv: e.NODE_ENV as GatewayConfig['nodeEnv'],
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    actorPrivateKey: e.ACTOR_PRIVATE_KEY,
    subgraphUrls: {
      identity: e.IDENTITY_URL,
      forms: e.FORMS_URL,
      billing: e.BILLING_URL,
      submission: e.SUBMISSION_URL,
    },
    remotes: {
      publicSite: origin(e.REMOTE_PUBLIC_SITE_URL),
      applicantEditor: origin(e.REMOTE_APPLICANT_EDITOR_URL),
      agencyConsole: origin(e.REMOTE_AGENCY_CONSOLE_URL),
      clientIntake: origin(e.REMOTE_CLIENT_INTAKE_URL),
    },
    shellDist: e.SHELL_DIST,
    publicOrigin: e.PUBLIC_URL ? origin(e.PUBLIC_URL) : null,
    partnerOrigins: parsePartnerOrigins(e.PARTNER_ORIGINS),
    trustedProxies: parseTrustedProxies(e.TRUSTED_PROXIES),
    testActorHeader: e.GATEWAY_TEST_ACTOR_HEADER,
    wsActorRecheckMs: e.WS_ACTOR_RECHECK_MS,
    directRoutes: e.GATEWAY_DIRECT_ROUTES,
    operationTimeoutMs: e.OPERATION_TIMEOUT_MS,
    longOperationTimeoutMs: Math.max(e.LONG_OPERATION_TIMEOUT_MS, e.OPERATION_TIMEOUT_MS),
    metricsPort: e.METRICS_PORT ?? null,
  };
}
