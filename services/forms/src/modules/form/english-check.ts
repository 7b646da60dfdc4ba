// The rule that keeps native script away from CEAC (docs/adr/0014): a form is complete only when
// every CEAC-bound answer (the agency's value, else the client's original) passes the English-only
// rules of the shared definition.
import { isMessageId, questionnaireMessage } from '@portico/shared-types';
import type { LoadedAnswers } from './answer-model';

export interface EnglishProblem {
  section: string;
  path: string;
  messageId: string;
  message: string;
}

/** The CEAC-bound answers that break the English-only rules while every section is otherwise complete. */
export function notInEnglishOf(loaded: LoadedAnswers): EnglishProblem[] {
  return loaded.state.notInEnglish.map((p) => ({
    section: p.section,
    path: p.field,
    messageId: p.messageId,
    message: isMessageId(p.messageId) ? questionnaireMessage(p.messageId, 'en') : 'This answer is not valid.',
  }));
}

const LISTED = 20;

/** 'The form cannot be completed until these answers are in English: personalP1.surname, …'; null when none. */
export function completionBlockedReason(problems: readonly EnglishProblem[]): string | null {
  if (problems.length === 0) return null;
  const names = problems.slice(0, LISTED).map((p) => `${p.section}.${p.path}`);
  const more = problems.length > LISTED ? ` and ${problems.length - LISTED} more` : '';
  return `The form cannot be completed until these answers are in English: ${names.join(', ')}${more}.`;
}
