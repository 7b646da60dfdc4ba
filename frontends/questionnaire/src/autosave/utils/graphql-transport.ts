// saveAnswers over HTTP to the gateway on the same origin. Plain fetch rather than Apollo: the
// autosave client owns ordering, retries and the pause on an ended session, and the last-chance
// flush needs fetch keepalive, which carries JSON and the CSRF header (sendBeacon cannot).
import { CSRF_HEADER } from '@portico/ui';
import type { SaveAnswersInput, SaveAnswersResult, SaveOutcome, SaveTransport } from './save-types';

export const SAVE_ANSWERS_MUTATION = `mutation SaveAnswers($input: SaveAnswersInput!) {
  saveAnswers(input: $input) {
    formId version seq stale
    applied { section path version }
    conflicts { section path value version updatedBy updatedAt }
    invalid { section path messageId message }
    form {
      id version status
      progress { completed applicable percent }
      sections { key applies status answered total }
    }
  }
}`;

/** Errors that will not go away by sending the same request again. */
const REFUSALS = new Set([
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'FORBIDDEN',
  'IDEMPOTENCY_KEY_REUSED',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
]);

/** Browsers cap the bodies of keepalive requests at 64 kB in total. */
const KEEPALIVE_LIMIT = 60_000;

export interface GraphqlTransportOptions {
  url?: string;
  /** A request without an answer after this long counts as a network failure and is retried. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

interface GraphqlAnswer {
  data?: { saveAnswers?: SaveAnswersResult | null } | null;
  errors?: { message?: string; extensions?: { code?: string; messageId?: string } }[];
}

export function classifyAnswer(
  status: number,
  body: GraphqlAnswer | null,
  retryAfter?: string | null,
): SaveOutcome {
  const errors = body?.errors ?? [];
  if (status === 401 || errors.some((error) => error.extensions?.code === 'UNAUTHENTICATED'))
    return { kind: 'unauthenticated' };
  const result = body?.data?.saveAnswers;
  if (status >= 200 && status < 300 && result && errors.length === 0) return { kind: 'ok', result };
  const refusal = errors.find((error) => REFUSALS.has(error.extensions?.code ?? ''));
  if (refusal) {
    const { code, messageId } = refusal.extensions ?? {};
    return { kind: 'refused', code, message: refusal.message ?? '', ...(messageId ? { messageId } : {}) };
  }
  if (status >= 400 && status < 500 && status !== 408 && status !== 429)
    return { kind: 'refused', code: `HTTP_${status}`, message: errors[0]?.message ?? `HTTP ${status}` };
  const seconds = Number(retryAfter);
  return {
    kind: 'server',
    status,
    retryAfterMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined,
  };
}

export function createGraphqlTransport(options: GraphqlTransportOptions = {}): SaveTransport {
  const url = options.url ?? '/graphql';
  const timeoutMs = options.timeoutMs ?? 15_000;
  const doFetch = (...args: Parameters<typeof fetch>) => (options.fetchImpl ?? fetch)(...args);

  const post = async (input: SaveAnswersInput, keepalive: boolean): Promise<SaveOutcome> => {
    const body = JSON.stringify({
      operationName: 'SaveAnswers',
      query: SAVE_ANSWERS_MUTATION,
      variables: { input },
    });
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        credentials: 'include',
        keepalive: keepalive && body.length < KEEPALIVE_LIMIT,
        headers: { 'content-type': 'application/json', accept: 'application/json', [CSRF_HEADER]: '1' },
        body,
        signal: controller.signal,
      });
    } catch {
      clearTimeout(timer);
      return { kind: 'network' };
    }
    let parsed: GraphqlAnswer | null = null;
    try {
      parsed = (await response.json()) as GraphqlAnswer;
    } catch {
      // An empty or non-JSON answer (a proxy's error page): the status says enough.
    } finally {
      clearTimeout(timer);
    }
    return classifyAnswer(response.status, parsed, response.headers.get('retry-after'));
  };

  return {
    save: (input) => post(input, false),
    saveBeforeUnload: (input) => post(input, true),
  };
}
