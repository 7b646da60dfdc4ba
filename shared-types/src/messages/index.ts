// Questionnaire catalogs per language. English is complete by construction; the others
// are checked against it by test (every id must exist in every language).
import { CN_MESSAGES } from './cn';
import { EN_MESSAGES, type MessageId } from './en';
import { ES_MESSAGES } from './es';
import { RU_MESSAGES } from './ru';
import { VI_MESSAGES } from './vi';
import { LANGUAGE_CODES, type LanguageCode } from '../languages';

export { EN_MESSAGES, type MessageId } from './en';

export const QUESTIONNAIRE_LANGUAGES = LANGUAGE_CODES;
export type QuestionnaireLanguage = LanguageCode;

export type MessageCatalog = Partial<Record<MessageId, string>>;

export const QUESTIONNAIRE_MESSAGES: Readonly<Record<QuestionnaireLanguage, MessageCatalog>> = {
  en: EN_MESSAGES,
  es: ES_MESSAGES,
  ru: RU_MESSAGES,
  cn: CN_MESSAGES,
  vi: VI_MESSAGES,
};

export function isMessageId(id: string): id is MessageId {
  return Object.prototype.hasOwnProperty.call(EN_MESSAGES, id);
}

/** The message in `language`, falling back to English (never to the id). */
export function questionnaireMessage(id: MessageId, language: QuestionnaireLanguage = 'en'): string {
  return QUESTIONNAIRE_MESSAGES[language][id] ?? EN_MESSAGES[id];
}

/** Message ids that have no text in `language`. */
export function missingMessages(language: QuestionnaireLanguage): MessageId[] {
  const catalog = QUESTIONNAIRE_MESSAGES[language];
  return (Object.keys(EN_MESSAGES) as MessageId[]).filter((id) => !catalog[id]);
}
