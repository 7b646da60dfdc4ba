import { aes256Key, loadConfig } from '@portico/service-kit';
import { makeValidator, str, url } from 'envalid';

/** The submission service's and the robot worker's settings, read when first needed (tests set them first). */
export interface SubmissionSettings {
  /** forms' GraphQL URL (FORMS_URL); the snapshot comes from its `/internal/forms/:id/snapshot`. */
  formsUrl: string;
  /** identity's GraphQL URL (IDENTITY_URL); an agency's preparer comes from its `/internal/workspaces/:id/preparer`. */
  identityUrl: string;
  /** billing's GraphQL URL (BILLING_URL); a filing takes a credit from its `/internal/credits/consume`. */
  billingUrl: string;
  smtpUrl: string;
  mailFrom: string;
  publicUrl: string;
  /** Where the robot files (CEAC_BASE_URL; `npm start` runs the simulator there). */
  ceacBaseUrl: string;
  /** How long a worker's lease on a submission lasts without a heartbeat (SUBMISSION_LEASE_MS). */
  leaseMs: number;
  /** Filings one worker process runs at once (ROBOT_CONCURRENCY). */
  concurrency: number;
  /**
   * How long the robot waits for a person (a captcha, the applicant's signature) before it gives the
   * filing up and frees its place (ROBOT_HANDOFF_TIMEOUT_MS): CEAC ends a session idle for 20 minutes.
   */
  handOffTimeoutMs: number;
  /**
   * The robot worker's health port (/livez, /readyz): ROBOT_HEALTH_PORT, else PORT (one port per
   * container), else 4107.
   */
  robotHealthPort: number;
  /**
   * Where the gateway reaches this worker's live views (ROBOT_LIVE_VIEW_URL, default
   * `http://127.0.0.1:<health port>`): the worker takes live-view WebSockets on its health port and
   * publishes this address on each filing it holds (docs/adr/0042).
   */
  robotLiveViewUrl: string;
  production: boolean;
}

const DEFAULT_ROBOT_HEALTH_PORT = 4107;

/** A whole number above 0. */
const positiveInteger = makeValidator<number>((value) => {
  if (!/^[1-9][0-9]*$/.test(value)) throw new Error('a whole number above 0');
  return Number(value);
});

/** A TCP port, 0 included (the robot worker's health port: 0 takes any free one). */
const portOrZero = makeValidator<number>((value) => {
  if (!/^[0-9]{1,5}$/.test(value) || Number(value) > 65535) throw new Error('a port from 0 to 65535');
  return Number(value);
});

/**
 * The variables, validated with envalid (through service-kit's loadConfig, which names every bad
 * variable and never prints a value). The other services' URLs and the answers key are required
 * where `npm start`'s defaults would be wrong: in production, and (the key) outside tests.
 * Four filings at once by default: the four simultaneous submissions on 2 cores; a filing
 * waiting for a person holds its place until it is answered or ROBOT_HANDOFF_TIMEOUT_MS passes.
 */
function submissionEnvSpecs(env: NodeJS.ProcessEnv) {
  const production = env.NODE_ENV === 'production';
  const serviceUrl = (fallback: string) => (production ? url() : url({ default: fallback }));
  return {
    FORMS_URL: serviceUrl('http://127.0.0.1:4102/graphql'),
    IDENTITY_URL: serviceUrl('http://127.0.0.1:4101/graphql'),
    BILLING_URL: serviceUrl('http://127.0.0.1:4103/graphql'),
    SMTP_URL: url({ default: 'smtp://127.0.0.1:2525' }),
    MAIL_FROM: str({ default: 'Portico <no-reply@portico.test>' }),
    PUBLIC_URL: url({ default: 'http://localhost:4000' }),
    CEAC_BASE_URL: url({ default: 'http://127.0.0.1:4105' }),
    ROBOT_LIVE_VIEW_URL: url({ default: undefined }),
    SUBMISSION_LEASE_MS: positiveInteger({ default: 15_000 }),
    ROBOT_CONCURRENCY: positiveInteger({ default: 4 }),
    ROBOT_HANDOFF_TIMEOUT_MS: positiveInteger({ default: 18 * 60_000 }),
    ROBOT_HEALTH_PORT: portOrZero({ default: undefined }),
    PORT: portOrZero({ default: undefined }),
  };
}

export function submissionSettings(env: NodeJS.ProcessEnv = process.env): SubmissionSettings {
  const config = loadConfig(submissionEnvSpecs(env), env);
  const robotHealthPort = config.ROBOT_HEALTH_PORT ?? config.PORT ?? DEFAULT_ROBOT_HEALTH_PORT;
  return {
    formsUrl: config.FORMS_URL,
    identityUrl: config.IDENTITY_URL,
    billingUrl: config.BILLING_URL,
    smtpUrl: config.SMTP_URL,
    mailFrom: config.MAIL_FROM,
    publicUrl: config.PUBLIC_URL.replace(/\/$/, ''),
    ceacBaseUrl: config.CEAC_BASE_URL.replace(/\/$/, ''),
    leaseMs: config.SUBMISSION_LEASE_MS,
    concurrency: config.ROBOT_CONCURRENCY,
    handOffTimeoutMs: config.ROBOT_HANDOFF_TIMEOUT_MS,
    robotHealthPort,
    robotLiveViewUrl: (config.ROBOT_LIVE_VIEW_URL ?? `http://127.0.0.1:${robotHealthPort}`).replace(
      /\/$/,
      '',
    ),
    production: env.NODE_ENV === 'production',
  };
}

/** Start-up check: throws a ConfigError naming each bad or missing variable, never a value. */
export function validateSubmissionEnv(env: NodeJS.ProcessEnv = process.env): void {
  loadConfig(
    {
      ...submissionEnvSpecs(env),
      // The answers' key (secret-cipher.ts reads it): required outside tests.
      ANSWERS_ENCRYPTION_KEY: env.NODE_ENV === 'test' ? aes256Key({ default: undefined }) : aes256Key(),
    },
    env,
  );
}
