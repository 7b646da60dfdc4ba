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

// Four filings at once by default: the four simultaneous submissions on 2 cores, and a filing
// waiting for a person holds its place until it is answered or ROBOT_HANDOFF_TIMEOUT_MS passes.
const INTEGER_SETTINGS = {
  SUBMISSION_LEASE_MS: 15_000,
  ROBOT_CONCURRENCY: 4,
  ROBOT_HANDOFF_TIMEOUT_MS: 18 * 60_000,
} as const;

function positiveInteger(env: NodeJS.ProcessEnv, name: keyof typeof INTEGER_SETTINGS): number {
  const value = Number(env[name] ?? INTEGER_SETTINGS[name]);
  return Number.isInteger(value) && value > 0 ? value : INTEGER_SETTINGS[name];
}

export function submissionSettings(env: NodeJS.ProcessEnv = process.env): SubmissionSettings {
  return {
    formsUrl: env.FORMS_URL ?? 'http://127.0.0.1:4102/graphql',
    identityUrl: env.IDENTITY_URL ?? 'http://127.0.0.1:4101/graphql',
    billingUrl: env.BILLING_URL ?? 'http://127.0.0.1:4103/graphql',
    smtpUrl: env.SMTP_URL ?? 'smtp://127.0.0.1:2525',
    mailFrom: env.MAIL_FROM ?? 'Portico <no-reply@portico.test>',
    publicUrl: (env.PUBLIC_URL ?? 'http://localhost:4000').replace(/\/$/, ''),
    ceacBaseUrl: (env.CEAC_BASE_URL ?? 'http://127.0.0.1:4105').replace(/\/$/, ''),
    leaseMs: positiveInteger(env, 'SUBMISSION_LEASE_MS'),
    concurrency: positiveInteger(env, 'ROBOT_CONCURRENCY'),
    handOffTimeoutMs: positiveInteger(env, 'ROBOT_HANDOFF_TIMEOUT_MS'),
    robotHealthPort: Number(env.ROBOT_HEALTH_PORT ?? env.PORT ?? DEFAULT_ROBOT_HEALTH_PORT),
    robotLiveViewUrl: (
      env.ROBOT_LIVE_VIEW_URL ??
      `http://127.0.0.1:${Number(env.ROBOT_HEALTH_PORT ?? env.PORT ?? DEFAULT_ROBOT_HEALTH_PORT)}`
    ).replace(/\/$/, ''),
    production: env.NODE_ENV === 'production',
  };
}

/** Start-up check: names a bad variable, never its value. */
export function validateSubmissionEnv(env: NodeJS.ProcessEnv = process.env): void {
  for (const name of [
    'SMTP_URL',
    'PUBLIC_URL',
    'FORMS_URL',
    'IDENTITY_URL',
    'BILLING_URL',
    'CEAC_BASE_URL',
    'ROBOT_LIVE_VIEW_URL',
  ] as const) {
    const value = env[name];
    if (value === undefined) continue;
    try {
      new URL(value);
    } catch {
      throw new Error(`Invalid environment variable ${name}`);
    }
  }
  for (const name of Object.keys(INTEGER_SETTINGS) as (keyof typeof INTEGER_SETTINGS)[]) {
    const value = env[name];
    if (value !== undefined && !/^[1-9][0-9]*$/.test(value))
      throw new Error(`Invalid environment variable ${name}: a whole number above 0`);
  }
  const healthPort = env.ROBOT_HEALTH_PORT;
  if (healthPort !== undefined && !(/^[0-9]{1,5}$/.test(healthPort) && Number(healthPort) <= 65535))
    throw new Error('Invalid environment variable ROBOT_HEALTH_PORT: a port from 0 to 65535');
  const key = env.ANSWERS_ENCRYPTION_KEY;
  if (key !== undefined && Buffer.from(key, 'base64').length !== 32)
    throw new Error('Invalid environment variable ANSWERS_ENCRYPTION_KEY: 32 bytes in base64');
  if (env.NODE_ENV !== 'test' && !key) throw new Error('Missing environment variable ANSWERS_ENCRYPTION_KEY');
  for (const name of ['FORMS_URL', 'IDENTITY_URL', 'BILLING_URL'] as const)
    if (env.NODE_ENV === 'production' && !env[name]) throw new Error(`Missing environment variable ${name}`);
}
