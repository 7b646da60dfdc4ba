import {
  TranslationProviderError,
  postJson,
  type TranslationProvider,
  type TranslationRequest,
} from './provider';

/**
 * A LibreTranslate-compatible server: `POST {url}/translate` with
 * `{ q, source: 'auto', target: 'en', format: 'text', api_key? }` → `{ translatedText }`.
 * It translates meaning, so it is used for free text and addresses, never for names (a name is
 * transliterated, not translated).
 */
export class LibreTranslateProvider implements TranslationProvider {
  readonly name = 'libretranslate';

  constructor(private readonly options: { url: string; apiKey?: string; timeoutMs: number }) {}

  async translate({ text, kind }: TranslationRequest): Promise<string | null> {
    if (kind === 'name') return null;
    const body: Record<string, string> = { q: text, source: 'auto', target: 'en', format: 'text' };
    if (this.options.apiKey) body.api_key = this.options.apiKey;
    const answer = (await postJson(this.name, new URL('translate', withSlash(this.options.url)), body, {
      timeoutMs: this.options.timeoutMs,
    })) as { translatedText?: unknown };
    if (typeof answer?.translatedText !== 'string' || answer.translatedText.trim() === '')
      throw new TranslationProviderError(this.name, 'no translatedText in the answer');
    return answer.translatedText;
  }
}

export function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}
