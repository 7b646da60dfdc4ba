import { rendererMessages, type QuestionnaireLocale } from './catalogs';

/**
 * Everything an IntlProvider needs to render the questionnaire in one language: the renderer's
 * own messages (English fills any gap).
 */
export function questionnaireCatalog(locale: QuestionnaireLocale): Record<string, string> {
  return { ...rendererMessages.en, ...rendererMessages[locale] };
}
