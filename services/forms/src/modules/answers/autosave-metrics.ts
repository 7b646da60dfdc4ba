import { Counter, metricsRegistry } from '@portico/service-kit';

/** Autosaves (saveAnswers) by outcome, for the forms service's /metrics (ADR 0046). */
export const autosaves = new Counter({
  name: 'portico_autosave_total',
  help: 'saveAnswers calls by outcome: saved, conflict, invalid, stale (an older seq), refused (a client error), failed',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

export type AutosaveOutcome = 'saved' | 'conflict' | 'invalid' | 'stale' | 'refused' | 'failed';

export function autosaveOutcome(result: {
  stale: boolean;
  conflicts: readonly unknown[];
  invalid: readonly unknown[];
}): AutosaveOutcome {
  if (result.stale) return 'stale';
  if (result.conflicts.length > 0) return 'conflict';
  if (result.invalid.length > 0) return 'invalid';
  return 'saved';
}

/** A failed save: refused when the error carries a client-facing code, else failed. */
export function autosaveErrorOutcome(error: unknown): AutosaveOutcome {
  const code = (error as { extensions?: { code?: unknown } } | null)?.extensions?.code;
  return typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR' ? 'refused' : 'failed';
}
