// Turns a client's original answer into what CEAC accepts (docs/adr/0014). Enumerated answers,
// dates and other non-text answers are already codes: they go to CEAC as they are. Text of kinds
// name, address and free text goes through the providers in order (offline first, then the
// configured HTTP provider); a result is kept only when it passes the field's English-only rules.
// When none gives one, the answer needs a human translation — it is never passed on as English.
import {
  getField,
  latinize,
  nameRoleOf,
  parseAnswerPath,
  validateField,
  type AnswerValue,
  type FieldDefinition,
  type FormAnswers,
  type SectionKey,
} from '@portico/shared-types';
import { loadFormsConfig } from '../../config';
import { LibreTranslateProvider } from './libretranslate-provider';
import { OfflineProvider } from './offline-provider';
import { OpenAiProvider } from './openai-provider';
import { TranslationProviderError, type TextKind, type TranslationProvider } from './provider';

export type TranslationOutcome =
  | { kind: 'translated'; value: string; provider: string }
  | { kind: 'unchanged' }
  | { kind: 'needsHuman'; reason: string };

/** Refusals that say the text is not what CEAC takes (not that the answer is unfinished). */
function isTextRefusal(messageId: string | null): boolean {
  return (
    messageId !== null &&
    (messageId === 'ds160.error.englishOnly' ||
      messageId === 'ds160.error.maxLength' ||
      messageId === 'ds160.error.invalidValue' ||
      messageId.startsWith('ds160.error.charset.') ||
      messageId.startsWith('ds160.error.format.'))
  );
}

/** Provider output cleaned into the field's CEAC character set (no diacritics, odd punctuation as spaces). */
export function toCeacText(text: string, field: FieldDefinition): string {
  let out = latinize(text).replace(/"/g, '');
  if (field.charset === 'name') out = out.replace(/[^A-Za-z' -]/g, ' ');
  else if (field.charset === 'organization') out = out.replace(/[^A-Za-z0-9'& -]/g, ' ');
  else if (field.charset === 'address')
    out = out.replace(/\//g, '-').replace(/[^A-Za-z0-9#$*%&;!@^?><().',\s-]/g, ' ');
  else if (field.charset === 'freeText')
    out = out.replace(/\//g, '-').replace(/[^A-Za-z0-9#$*%&;!@^?><().',\r\n -]/g, ' ');
  out =
    field.type === 'textarea'
      ? out.replace(/[ \t]+/g, ' ').replace(/ *\n */g, '\n')
      : out.replace(/\s+/g, ' ');
  out = out.trim();
  return field.translation === 'freeText' ? out : out.toUpperCase();
}

export class Translator {
  constructor(readonly providers: readonly TranslationProvider[]) {}

  /** Whether this answer is text a provider may translate (name, address or free text). */
  static textKind(section: SectionKey, path: string): TextKind | null {
    const field = getField(section, parseAnswerPath(path).key);
    if (!field || (field.type !== 'text' && field.type !== 'textarea') || field.format) return null;
    return field.translation === 'name' || field.translation === 'address' || field.translation === 'freeText'
      ? field.translation
      : null;
  }

  /**
   * The English value for one original. `answers`: the CEAC-bound answers the value will join
   * (validation reads them for visibility and rules).
   */
  async translate(
    section: SectionKey,
    path: string,
    original: AnswerValue | null,
    answers: FormAnswers,
  ): Promise<TranslationOutcome> {
    const kind = Translator.textKind(section, path);
    if (kind === null || typeof original !== 'string' || original.trim() === '') return { kind: 'unchanged' };
    const field = getField(section, parseAnswerPath(path).key)!;
    const english = (value: string) => !isTextRefusal(validateField(section, path, value, answers));
    // Already English: the glossary may still know it (a Spanish phrase in A-Z); otherwise it stays.
    const alreadyEnglish = english(original);
    let reason = 'no provider could translate it';
    for (const provider of this.providers) {
      let result: string | null;
      try {
        result = await provider.translate({ text: original, kind, nameRole: nameRoleOf(field) ?? undefined });
      } catch (error) {
        if (!(error instanceof TranslationProviderError)) throw error;
        reason = error.message;
        continue;
      }
      if (result === null) continue;
      const value = toCeacText(result, field);
      if (value !== '' && english(value)) {
        if (alreadyEnglish && value === original) return { kind: 'unchanged' };
        return { kind: 'translated', value, provider: provider.name };
      }
      reason = `${provider.name} gave text CEAC does not accept`;
    }
    if (alreadyEnglish) return { kind: 'unchanged' };
    return { kind: 'needsHuman', reason };
  }
}

let configured: Translator | undefined;

/** The providers TRANSLATION_PROVIDER names: offline always first, then the HTTP provider. */
export function configuredTranslator(env: NodeJS.ProcessEnv = process.env): Translator {
  if (configured && env === process.env) return configured;
  const config = loadFormsConfig(env);
  const providers: TranslationProvider[] = [new OfflineProvider()];
  const common = {
    url: config.TRANSLATION_URL!,
    apiKey: config.TRANSLATION_API_KEY,
    timeoutMs: config.TRANSLATION_TIMEOUT_MS,
  };
  if (config.TRANSLATION_PROVIDER === 'libretranslate') providers.push(new LibreTranslateProvider(common));
  if (config.TRANSLATION_PROVIDER === 'openai')
    providers.push(new OpenAiProvider({ ...common, model: config.TRANSLATION_MODEL! }));
  const translator = new Translator(providers);
  if (env === process.env) configured = translator;
  return translator;
}
