// One interface for every translation provider (docs/adr/0014). A provider turns one answer's text
// into English (or Latin letters, for names and addresses) or says it cannot (null); a provider
// that fails (network, status, timeout, nonsense) throws TranslationProviderError. The translator
// then tries the next one, and marks the answer as needing a human when none could.

/** The translation kinds of the shared definition that carry text. */
export type TextKind = 'name' | 'address' | 'freeText';

export interface TranslationRequest {
  text: string;
  kind: TextKind;
  /** For names: 'surname' when the field holds surnames (a Chinese surname has its own readings). */
  nameRole?: 'surname' | 'other';
}

export interface TranslationProvider {
  /** Short name, recorded in logs (never with the text). */
  readonly name: string;
  /** English text, or null when this provider does not handle this text. */
  translate(request: TranslationRequest): Promise<string | null>;
}

export class TranslationProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'TranslationProviderError';
  }
}

/** fetch with a deadline; network errors, timeouts and non-2xx answers become TranslationProviderError. */
export async function postJson(
  provider: string,
  url: URL,
  body: unknown,
  options: { timeoutMs: number; headers?: Record<string, string> },
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...options.headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    // AbortSignal.timeout rejects with a DOMException (not always an Error of this realm).
    const name = (error as { name?: unknown } | null)?.name;
    const reason =
      name === 'TimeoutError' || name === 'AbortError'
        ? `no answer within ${options.timeoutMs} ms`
        : 'unreachable';
    throw new TranslationProviderError(provider, reason);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new TranslationProviderError(provider, `HTTP ${response.status}`);
  }
  try {
    return await response.json();
  } catch {
    throw new TranslationProviderError(provider, 'the answer is not JSON');
  }
}
