import { withSlash } from './libretranslate-provider';
import {
  TranslationProviderError,
  postJson,
  type TranslationProvider,
  type TranslationRequest,
} from './provider';

const INSTRUCTIONS: Record<TranslationRequest['kind'], string> = {
  name: 'Transliterate this personal or organisation name into Latin letters the way a passport does (ICAO 9303). Do not translate its meaning.',
  address:
    'Transliterate this postal address into Latin letters as it would be written on an international envelope. Keep numbers.',
  freeText: 'Translate this answer of a US visa application (DS-160) into plain English.',
};

/**
 * An OpenAI-compatible chat server: `POST {url}/v1/chat/completions` with `{ model, messages,
 * temperature: 0 }` and `Authorization: Bearer <key>` → `choices[0].message.content`. The model is
 * told to answer with the text only, or with UNTRANSLATABLE when it cannot.
 */
export class OpenAiProvider implements TranslationProvider {
  readonly name = 'openai';

  constructor(private readonly options: { url: string; apiKey?: string; model: string; timeoutMs: number }) {}

  async translate({ text, kind }: TranslationRequest): Promise<string | null> {
    const answer = (await postJson(
      this.name,
      new URL('v1/chat/completions', withSlash(this.options.url)),
      {
        model: this.options.model,
        temperature: 0,
        messages: [
          {
            role: 'system',
            content: `${INSTRUCTIONS[kind]} Use only English letters A-Z, digits and basic punctuation. Reply with the result only, or with the single word UNTRANSLATABLE if you cannot.`,
          },
          { role: 'user', content: text },
        ],
      },
      {
        timeoutMs: this.options.timeoutMs,
        headers: this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {},
      },
    )) as { choices?: { message?: { content?: unknown } }[] };
    const content = answer?.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '')
      throw new TranslationProviderError(this.name, 'no message content in the answer');
    const result = content.trim();
    return result === 'UNTRANSLATABLE' ? null : result;
  }
}
