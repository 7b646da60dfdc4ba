import { QUESTIONNAIRE_MESSAGES, isMessageId, type QuestionnaireLanguage } from '@portico/shared-types';

/** A DS-160 section's title from the questionnaire catalog (English when the language lacks it). */
export function sectionTitle(key: string, language: QuestionnaireLanguage): string {
  const id = `ds160.section.${key}.title`;
  if (!isMessageId(id)) return key;
  return QUESTIONNAIRE_MESSAGES[language][id] ?? QUESTIONNAIRE_MESSAGES.en[id] ?? key;
}
