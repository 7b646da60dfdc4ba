import { QUESTIONNAIRE_MESSAGES } from '@portico/shared-types';
import { rendererMessages, type QuestionnaireLocale } from './catalogs';

/**
 * Everything an IntlProvider needs to render the questionnaire in one language: the
 * definition's labels, help, options and errors (@portico/shared-types) and the renderer's
 * own messages, with English filling any gap.
 */
export function questionnaireCatalog(locale: QuestionnaireLocale): Record<string, string> {
  return {
    ...QUESTIONNAIRE_MESSAGES.en,
    ...rendererMessages.en,
    ...QUESTIONNAIRE_MESSAGES[locale],
    ...rendererMessages[locale],
  } as Record<string, string>;
}
