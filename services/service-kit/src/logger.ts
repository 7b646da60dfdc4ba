import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

/** Secrets and applicant answers never reach the logs. */
export const REDACT_PATHS = [
  'authorization',
  'cookie',
  'password',
  'token',
  'sessionToken',
  'apiKey',
  'answers',
  'values',
  '*.authorization',
  '*.cookie',
  '*.password',
  '*.token',
  '*.sessionToken',
  '*.apiKey',
  '*.answers',
  '*.values',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-portico-actor"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-portico-actor"]',
  'res.headers["set-cookie"]',
  'variables.input.answers',
  'variables.input.values',
  'variables.input.password',
];

/**
 * Database errors carry the SQL with its parameters (applicant data) in their message: keep only
 * the PostgreSQL code and where it happened. Other errors use pino's standard serializer.
 */
export function serializeError(error: unknown): unknown {
  const e = error as {
    name?: string;
    code?: unknown;
    routine?: string;
    table?: string;
    constraint?: string;
    stack?: string;
  };
  if (e && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
    return { type: e.name, code: e.code, routine: e.routine, table: e.table, constraint: e.constraint };
  }
  return pino.stdSerializers.err(error as Error);
}

export function createLogger(
  options: { name: string; level?: string },
  destination?: DestinationStream,
): Logger {
  return pino(
    {
      name: options.name,
      level: options.level ?? 'info',
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: { err: serializeError },
      base: { service: options.name },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

/** One child logger per request, so every line carries the request id. */
export function requestLogger(logger: Logger, requestId: string): Logger {
  return logger.child({ requestId });
}
