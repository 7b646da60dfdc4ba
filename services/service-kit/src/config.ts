import { createPublicKey } from 'node:crypto';
import { cleanEnv, makeValidator, num, port, str, url, type CleanedEnv, type ValidatorSpec } from 'envalid';

/** Thrown when the environment is invalid; names the variables, never their values. */
export class ConfigError extends Error {
  constructor(readonly variables: string[]) {
    super(`Invalid or missing environment variables: ${variables.join(', ')}`);
    this.name = 'ConfigError';
  }
}

/** Validates `env` against `specs`; throws ConfigError naming every bad variable. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function loadConfig<S extends Record<string, ValidatorSpec<any>>>(
  specs: S,
  env: NodeJS.ProcessEnv = process.env,
): CleanedEnv<S> {
  return cleanEnv(env, specs, {
    reporter: ({ errors }) => {
      const names = Object.keys(errors);
      if (names.length > 0) throw new ConfigError(names.sort());
    },
  });
}

/** A base64-encoded SPKI PEM public key (ACTOR_PUBLIC_KEY). */
export const publicKeyPem = makeValidator<string>((value) => {
  try {
    createPublicKey(Buffer.from(value, 'base64').toString('utf8'));
    return value;
  } catch {
    throw new Error('not a base64-encoded PEM public key');
  }
});

/** A whole number of milliseconds from `min` to `max`. */
export const milliseconds = (min: number, max: number) =>
  makeValidator<number>((input) => {
    const value = Number(input);
    if (!Number.isInteger(value) || value < min || value > max)
      throw new Error(`milliseconds from ${min} to ${max}`);
    return value;
  });

/** A 32-byte key in base64 (ANSWERS_ENCRYPTION_KEY; tools/portico.mjs generates one). */
export const aes256Key = makeValidator<string>((value) => {
  if (Buffer.from(value, 'base64').length !== 32) throw new Error('not 32 bytes in base64');
  return value;
});

/** What every subgraph reads. */
export const serviceEnv = {
  NODE_ENV: str({ choices: ['development', 'test', 'production'], default: 'development' }),
  PORT: port(),
  DATABASE_URL: url(),
  ACTOR_PUBLIC_KEY: publicKeyPem(),
  /** How long readiness fails before draining on SIGTERM, so load balancers stop sending first. */
  SHUTDOWN_DELAY_MS: num({ default: 0 }),
  /**
   * The longest a GraphQL request may run when the gateway sends no deadline, and PostgreSQL's
   * statement_timeout for the service's queries (ADR 0032).
   */
  OPERATION_TIMEOUT_MS: milliseconds(100, 600_000)({ default: 10_000 }),
  /**
   * The lean GraphQL path (ADR 0031): `on` answers common requests without Express and Apollo
   * Server's pipeline; `off` sends every request through Apollo Server (the same answers, slower).
   */
  GRAPHQL_LEAN_PATH: str({ choices: ['on', 'off'], default: 'on' }),
  LOG_LEVEL: str({
    choices: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
    default: 'info',
  }),
};

export type ServiceConfig = CleanedEnv<typeof serviceEnv>;
