// A save as it arrives and as it is answered (docs/adr/0009, 0033, 0049): the request, the outcome,
// and the checks that refuse a whole save before anything is read. No I/O.
import {
  SAVE_BOUNDS,
  isSectionKey,
  nestsDeeperThan,
  type AnswerValue,
  type SectionKey,
} from '@portico/shared-types';
import { badUserInput } from '@portico/service-kit';
import { AnswerBoundsError, explodeChange, type AnswerKind } from '../form/answer-model';
import { answersOutOfBounds } from '../form/form.errors';

export interface AnswerChange {
  section: string;
  path: string;
  value?: unknown;
  baseVersion: number;
}

export interface SaveAnswersRequest {
  formId: string;
  clientId: string;
  seq: number;
  idempotencyKey: string;
  changes: AnswerChange[];
}

export interface SaveOutcome {
  formId: string;
  version: number;
  seq: number;
  stale: boolean;
  applied: { section: string; path: string; version: number }[];
  conflicts: {
    section: string;
    path: string;
    value: unknown;
    version: number;
    updatedBy: string | null;
    updatedAt: Date | null;
  }[];
  invalid: { section: string; path: string; messageId: string; message: string }[];
}

/** A change within the definition's bounds, as the rows it writes (`rows[0]` is its own path). */
export interface ExplodedChange {
  section: SectionKey;
  /** The normalized path (`otherNames.0.surname`). */
  path: string;
  value: unknown;
  baseVersion: number;
  kind: AnswerKind;
  rows: { path: string; value: AnswerValue | null }[];
}

/**
 * The bounds a save is checked against before anything is parsed against the definition
 * (docs/adr/0033): the number of changes, known sections, versions, path lengths and how deep a
 * value nests (so hashing and sizing it stay cheap). Breaking one refuses the whole save.
 */
export function checkChangeShapes(changes: readonly AnswerChange[]): void {
  if (changes.length > SAVE_BOUNDS.maxChanges) {
    throw answersOutOfBounds(
      { field: 'changes', messageId: 'ds160.error.saveTooLarge' },
      `at most ${SAVE_BOUNDS.maxChanges} changes per save`,
    );
  }
  changes.forEach((change, i) => {
    const field = `changes.${i}`;
    if (!isSectionKey(change.section)) {
      throw answersOutOfBounds(
        { field, messageId: 'ds160.error.unknownAnswer', section: change.section },
        `unknown section ${change.section.slice(0, 60)}`,
      );
    }
    if (!Number.isInteger(change.baseVersion) || change.baseVersion < 0)
      throw badUserInput(`${field}: baseVersion must be a non-negative integer`, field);
    if (change.path.length > SAVE_BOUNDS.maxPathLength) {
      throw answersOutOfBounds(
        { field, messageId: 'ds160.error.unknownAnswer', section: change.section, path: change.path },
        `the path must be at most ${SAVE_BOUNDS.maxPathLength} characters`,
      );
    }
    if (nestsDeeperThan(change.value, SAVE_BOUNDS.maxValueDepth)) {
      throw answersOutOfBounds(
        { field, messageId: 'ds160.error.invalidValue', section: change.section, path: change.path },
        `the value nests deeper than any answer (${SAVE_BOUNDS.maxValueDepth} levels)`,
      );
    }
  });
}

/** Each change as the rows it writes; a path or value outside the definition refuses the whole save. */
export function explodeChanges(changes: readonly AnswerChange[]): ExplodedChange[] {
  return changes.map((change, i) => {
    const section = change.section as SectionKey;
    try {
      const exploded = explodeChange(section, change.path, change.value);
      return {
        section,
        path: exploded.rows[0].path,
        value: change.value,
        baseVersion: change.baseVersion,
        ...exploded,
      };
    } catch (error) {
      if (!(error instanceof AnswerBoundsError)) throw error;
      throw answersOutOfBounds(
        { field: `changes.${i}`, messageId: error.messageId, section, path: change.path },
        error.message,
      );
    }
  });
}
