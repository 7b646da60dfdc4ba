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
 * Where a message starts quoting a value the client sent: graphql-js's coercion and validation
 * errors (`Variable "$input" got invalid value 123 at …`, `Expected value of type "Int!", found "x"`,
 * `String cannot represent a non string value: true`, `Value "X" does not exist in "E" enum.`,
 * `Field "x" is not defined by type "T".`), custom scalars (`… cannot represent an invalid date …`,
 * `Value is not a valid UUID: …`) and JSON.parse (`Unexpected token 'a', "abc…" is not valid JSON`).
 * Each marker comes before the value it introduces, so whatever the value holds, cutting at the
 * earliest marker leaves none of it.
 */
const VALUE_MARKERS = [
  /got invalid value /,
  /, found /,
  /\bcannot represent\b/,
  /\b[Vv]alue: /,
  /\bValue "/,
  /\bis not a valid\b/,
  /\bField "(?=[^"]*" is not defined by type)/,
  /\bUnexpected token\b/,
];
const MAX_MESSAGE_LENGTH = 500;

/**
 * A message as it may be logged: cut where it starts quoting a value (whatever the value's type), so
 * a passport number sent as a number, a boolean or an object never reaches a log line; the client's
 * own answer keeps the full message.
 */
export function valueFreeMessage(message: string): string {
  let cut = message.length;
  for (const marker of VALUE_MARKERS) {
    const match = marker.exec(message);
    if (match && match.index + match[0].length < cut) cut = match.index + match[0].length;
  }
  const kept = cut < message.length ? `${message.slice(0, cut)}…` : message;
  return kept.length > MAX_MESSAGE_LENGTH ? `${kept.slice(0, MAX_MESSAGE_LENGTH)}…` : kept;
}

/**
 * Every string of a log line's object, with values cut out (see valueFreeMessage). Only plain objects
 * and arrays are walked: errors go to serializeError, which cuts their message and stack.
 */
function valueFree(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return valueFreeMessage(value);
  if (!value || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => valueFree(item, depth + 1));
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = valueFree(item, depth + 1);
  return out;
}

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
  const serialized = pino.stdSerializers.err(error as Error);
  // Not an error (callers also log a reason string as `err`): a value like any other on the line.
  if ((serialized as unknown) === error) return valueFree(error);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(serialized)) if (key !== 'stack') out[key] = valueFree(item);
  // A stack starts with a message (a GraphQLError's is its original error's): keep only the frames.
  if (typeof serialized.stack === 'string') {
    const frames = serialized.stack.split('\n').filter((line) => /^\s+at /.test(line));
    out.stack = [`${String(out.type)}: ${String(out.message)}`, ...frames].join('\n');
  }
  return out;
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
      // No value a client sent reaches a line, whatever its type: every string is cut where it
      // starts quoting one (the message and every field of the line's object).
      formatters: { log: (object) => valueFree(object) as Record<string, unknown> },
      hooks: {
        logMethod(args, method) {
          const safe = args.map((arg) => (typeof arg === 'string' ? valueFreeMessage(arg) : arg));
          return method.apply(this, safe as Parameters<typeof method>);
        },
      },
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
