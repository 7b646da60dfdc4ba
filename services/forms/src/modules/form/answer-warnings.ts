// Warnings on a form's answers (issue 17): what the shared definition says is worth knowing and
// never blocks — the passport that expires less than six months after the intended arrival. Judged
// on the CEAC-bound answers (the agency's value, else the client's original) on the day of the read.
import { formWarnings, isMessageId, questionnaireMessage, type SectionKey } from '@portico/shared-types';
import { toFormAnswers } from './answer-model';
import type { LoadedAnswers } from './answer-model';

export interface AnswerWarning {
  code: string;
  section: string;
  path: string;
  messageId: string;
  message: string;
}

/** The warnings of the form's applicable sections, or of one section, judged `today`. */
export function answerWarnings(
  loaded: LoadedAnswers,
  section?: SectionKey,
  today = new Date(),
): AnswerWarning[] {
  loaded.answers ??= toFormAnswers(loaded.rows);
  return formWarnings(loaded.answers, { today, section }).map((w) => ({
    code: w.code,
    section: w.section,
    path: w.field,
    messageId: w.messageId,
    message: isMessageId(w.messageId) ? questionnaireMessage(w.messageId, 'en') : w.messageId,
  }));
}
