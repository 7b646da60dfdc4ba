import type { MessageDescriptor } from 'react-intl';
import { QUESTIONNAIRE_MESSAGES, isMessageId, type QuestionnaireLanguage } from '@portico/shared-types';
import type { FormStatus, SectionStatus } from './forms-api';
import { messages } from './messages';

export const FORM_STATUS_LABELS: Record<FormStatus, MessageDescriptor> = {
  NOT_STARTED: messages.statusNotStarted,
  IN_PROGRESS: messages.statusInProgress,
  COMPLETED: messages.statusCompleted,
  ARCHIVED: messages.statusArchived,
};

export const SECTION_STATUS_LABELS: Record<SectionStatus, MessageDescriptor> = {
  NOT_STARTED: messages.sectionNotStarted,
  IN_PROGRESS: messages.sectionInProgress,
  COMPLETED: messages.sectionCompleted,
};

/** A DS-160 section's title from the questionnaire catalog (English when the language lacks it). */
export function sectionTitle(key: string, language: QuestionnaireLanguage): string {
  const id = `ds160.section.${key}.title`;
  if (!isMessageId(id)) return key;
  return QUESTIONNAIRE_MESSAGES[language][id] ?? QUESTIONNAIRE_MESSAGES.en[id] ?? key;
}

/** A warning's text from the questionnaire catalog (English when the language lacks it). */
export function warningText(messageId: string, language: QuestionnaireLanguage): string {
  if (!isMessageId(messageId)) return messageId;
  return QUESTIONNAIRE_MESSAGES[language][messageId] ?? QUESTIONNAIRE_MESSAGES.en[messageId] ?? messageId;
}

/** A form name the server accepts: trimmed, 1 to `max` characters. */
export function nameProblem(name: string, max: number): 'required' | 'too-long' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > max) return 'too-long';
  return null;
}
