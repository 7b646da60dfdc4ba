import { cleanEnv, port, str, url, type CleanedEnv, type ValidatorSpec } from 'envalid';

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

/** What every subgraph reads. */
export const serviceEnv = {
  NODE_ENV: str({ choices: ['development', 'test', 'production'], default: 'development' }),
  PORT: port(),
  DATABASE_URL: url(),
  ACTOR_PUBLIC_KEY: str(),
  LOG_LEVEL: str({
    choices: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
    default: 'info',
  }),
};

export type ServiceConfig = CleanedEnv<typeof serviceEnv>;
