// Pages that talk to the API with plain fetch, not Apollo Client (ADR 0017): the client intake, whose
// first load must stay under 150 KB of JavaScript on a phone (Apollo Client with rxjs alone is about
// 95 KB), and the public site's static pages (pricing reads the catalog, ADR 0026).
// Same endpoint, credentials and CSRF header as the shell's Apollo link; the same retry rule (spec
// §7: up to 3 retries with backoff, never after a 401 or 403); no session renewal or log-in dialog,
// since a client link's session cannot be renewed (the refusal is the page's to show).
import { CSRF_HEADER } from '../../session/utils/auth-api';
import type { GraphqlAnswer, GraphqlError, GraphqlOperation } from '../hooks/graphql-request-context';

export const MAX_RETRIES = 3;

export interface FetchGraphqlOptions {
  url?: string;
  fetchImpl?: typeof fetch;
  /** The first retry waits about this long, doubling up to 3 s (with jitter). */
  retryDelayMs?: number;
  /** A request without an answer after this long counts as a network failure. */
  timeoutMs?: number;
}

/**
 * Whether an attempt is worth sending again: no answer, a timeout, a rate limit or a server failure.
 * Never after 401 or 403 (spec §7), nor after another refusal (400, 404), which would only repeat.
 */
export function shouldRetry(outcome: { status: number } | 'network'): boolean {
  if (outcome === 'network') return true;
  return outcome.status >= 500 || outcome.status === 408 || outcome.status === 429;
}

function delayOf(attempt: number, initial: number): number {
  const base = Math.min(initial * 2 ** attempt, 3000);
  return base / 2 + Math.random() * (base / 2);
}

async function attemptOnce<T>(
  operation: GraphqlOperation,
  options: FetchGraphqlOptions,
): Promise<GraphqlAnswer<T> | 'network'> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 30_000);
  try {
    const response = await (options.fetchImpl ?? fetch)(options.url ?? '/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', [CSRF_HEADER]: '1' },
      body: JSON.stringify(operation),
      signal: controller.signal,
    });
    let body: { data?: T | null; errors?: GraphqlError[] } | null = null;
    try {
      body = (await response.json()) as { data?: T | null; errors?: GraphqlError[] } | null;
    } catch {
      // An empty or non-JSON answer (a proxy's error page): the status says enough.
    }
    return { status: response.status, data: body?.data ?? null, errors: body?.errors ?? [] };
  } catch {
    return 'network';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * POSTs one operation to the gateway. Resolves with the answer (GraphQL errors and refusals
 * included); rejects when the network or server kept failing through every retry.
 */
export async function fetchGraphql<T = unknown>(
  operation: GraphqlOperation,
  options: FetchGraphqlOptions = {},
): Promise<GraphqlAnswer<T>> {
  for (let attempt = 0; ; attempt += 1) {
    const outcome = await attemptOnce<T>(operation, options);
    if (attempt >= MAX_RETRIES || !shouldRetry(outcome)) {
      if (outcome === 'network') throw new Error(`${operation.operationName}: no answer from the API`);
      return outcome;
    }
    await new Promise((resolve) => setTimeout(resolve, delayOf(attempt, options.retryDelayMs ?? 300)));
  }
}
