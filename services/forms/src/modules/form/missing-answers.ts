// What keeps a section from COMPLETED (issue 21 item 8): every shown question whose answer is
// absent or refused, judged exactly as the section's status is — the same answers (locked values
// applied, the CEAC-bound value of each answer), the same visible questions and the same check, with
// the client's script allowed (computeState's NATIVE). So an applicable section is COMPLETED exactly
// when its list is empty; a partner reads why a section stays IN_PROGRESS instead of the source.
import {
  applyLocks,
  getAnswer,
  isMessageId,
  questionnaireMessage,
  validateField,
  visibleFieldInstances,
  type SectionKey,
} from '@portico/shared-types';
import { toFormAnswers, type LoadedAnswers } from './answer-model';

export interface MissingAnswer {
  /** The answer path saveAnswers takes (`otherNames.0.surname`, a repeater's own path for its list). */
  path: string;
  messageId: string;
  /** English; screens translate messageId. */
  message: string;
}

const NATIVE = { script: 'native' } as const;

/** The section's shown questions still missing a valid answer, in the questionnaire's order. */
export function missingAnswers(loaded: LoadedAnswers, key: SectionKey): MissingAnswer[] {
  const state = loaded.state.sections.find((s) => s.key === key);
  if (!state?.applies) return [];
  const locked = loaded.state.locked ?? applyLocks((loaded.answers ??= toFormAnswers(loaded.rows)));
  const missing: MissingAnswer[] = [];
  for (const { field, indexes, path } of visibleFieldInstances(key, locked)) {
    const value = getAnswer(locked[key], field.key, indexes);
    const messageId = validateField(key, path, value, locked, NATIVE);
    if (!messageId) continue;
    missing.push({
      path,
      messageId,
      message: isMessageId(messageId) ? questionnaireMessage(messageId, 'en') : 'This answer is not valid.',
    });
  }
  return missing;
}
