import type { FormStatus } from '../graphql/dashboard-api';

/** The kanban's columns, one per form status, in the contract's order. */
export const COLUMNS: readonly FormStatus[] = ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED', 'ARCHIVED'];

export interface MovableCard {
  status: FormStatus;
  /** For an archived form: the status it had before, which unarchiving gives back (null while unknown). */
  returnsTo?: FormStatus | null;
}

export type MoveCheck =
  | { ok: true; action: 'archive' | 'unarchive' }
  | {
      ok: false;
      /**
       * same: dropped where it already is; follows-answers: a status other than archived comes from
       * the answers, not from a move; returns-to: an archived form only goes back to its own status;
       * origin-unknown: that status is not known yet.
       */
      reason: 'same' | 'follows-answers' | 'returns-to' | 'origin-unknown';
    };

/**
 * Moving a card is allowed only for the two transitions a person makes (issue 5): archive (any
 * status → ARCHIVED) and unarchive (ARCHIVED → the status the form had). Not started, in progress
 * and ready for submission follow the answers.
 */
export function checkMove(card: MovableCard, target: FormStatus): MoveCheck {
  if (card.status === target) return { ok: false, reason: 'same' };
  if (card.status !== 'ARCHIVED') {
    return target === 'ARCHIVED' ? { ok: true, action: 'archive' } : { ok: false, reason: 'follows-answers' };
  }
  if (!card.returnsTo || card.returnsTo === 'ARCHIVED') return { ok: false, reason: 'origin-unknown' };
  return target === card.returnsTo ? { ok: true, action: 'unarchive' } : { ok: false, reason: 'returns-to' };
}

/** The columns a card may move to (what the keyboard 'Move to…' menu offers). */
export function allowedTargets(card: MovableCard): FormStatus[] {
  return COLUMNS.filter((target) => checkMove(card, target).ok);
}

/** The status an archived form returns to: `from` of its latest transition into ARCHIVED. */
export function returnStatus(
  latest: { from: FormStatus | null; to: FormStatus } | undefined,
): FormStatus | null {
  if (!latest || latest.to !== 'ARCHIVED' || !latest.from || latest.from === 'ARCHIVED') return null;
  return latest.from;
}
