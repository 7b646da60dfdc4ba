/**
 * Hive Gateway's own log lines (subgraph failures, planning errors) go through our pino logger and
 * keep only an allowlist of fields. Hive attaches the upstream request to a failed subgraph call —
 * its body holds the operation's variables, i.e. the applicant's answers — and answers and secrets
 * must never reach a log (issue 2; the security targets). Anything not listed here is dropped.
 */
import { Logger as HiveLogger, type LogLevel, type LogWriter } from '@graphql-hive/logger';
import type { Logger } from '@portico/service-kit';

const SAFE_EXTENSION_KEYS = new Set(['code', 'serviceName', 'subgraphName', 'http']);
const MAX_TEXT = 500;

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value.slice(0, MAX_TEXT) : undefined;
}

function safePath(value: unknown): (string | number)[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter(
    (part): part is string | number => typeof part === 'string' || typeof part === 'number',
  );
}

function safeExtensions(value: unknown): Record<string, unknown> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!SAFE_EXTENSION_KEYS.has(key)) continue;
    if (key === 'http' && item && typeof item === 'object') {
      const status = (item as { status?: unknown }).status;
      if (typeof status === 'number') out.httpStatus = status;
    } else if (typeof item === 'string' || typeof item === 'number') out[key] = item;
  }
  return Object.keys(out).length ? out : undefined;
}

/** One error-like value reduced to its message, GraphQL path, and safe extensions. */
function safeError(value: unknown): Record<string, unknown> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const error = value as { name?: unknown; message?: unknown; path?: unknown; extensions?: unknown };
  const out: Record<string, unknown> = {};
  const name = text(error.name);
  const message = text(error.message);
  const path = safePath(error.path);
  const extensions = safeExtensions(error.extensions);
  if (name && name !== 'Error') out.name = name;
  if (message) out.message = message;
  if (path?.length) out.path = path;
  if (extensions) out.extensions = extensions;
  return Object.keys(out).length ? out : undefined;
}

/** The attributes Hive passed, reduced to what may be logged. */
export function safeAttributes(attrs: unknown): Record<string, unknown> {
  if (!attrs || typeof attrs !== 'object') return {};
  const source = attrs as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const top = safeError(source);
  if (top) Object.assign(out, top);
  for (const key of ['err', 'error']) {
    const nested = safeError(source[key]);
    if (nested) out[key] = nested;
  }
  for (const key of ['subgraph', 'subgraphName', 'serviceName', 'requestId']) {
    const value = text(source[key]);
    if (value) out[key] = value;
  }
  return out;
}

export function hiveLogger(logger: Logger, level: LogLevel): HiveLogger {
  const writer: LogWriter = {
    write(writeLevel, attrs, msg) {
      const safe = { hive: true, ...safeAttributes(attrs) };
      const message = text(msg) ?? 'gateway runtime';
      logger[writeLevel === 'trace' ? 'trace' : writeLevel](safe, message);
    },
  };
  return new HiveLogger({ level, writers: [writer] });
}
