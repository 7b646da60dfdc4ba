import type { FieldDefinition, ScriptMode } from '@portico/shared-types';
import { createContext, useContext } from 'react';
import type { FieldPatches } from '../hooks/use-field-patches';

/** Visibility and locks of the section's questions, judged on the current answers. */
export interface SectionRules {
  visible: (field: FieldDefinition, indexes: readonly number[], values: Record<string, unknown>) => boolean;
  /** The forced answer while the question is locked, or null. */
  locked: (
    field: FieldDefinition,
    indexes: readonly number[],
    values: Record<string, unknown>,
  ) => { value: string } | null;
}

export type ConflictChoice = 'saved' | 'mine';

/** A client change to an answer the agency had edited: who (display text) and when. */
export interface ReviewFlag {
  by: string;
  at: Date | string;
}

export interface SectionContextValue {
  sectionKey: string;
  /** 'english': answers go to CEAC as typed here (Latin letters lose their diacritics); 'native': originals. */
  script: ScriptMode;
  rules: SectionRules;
  /** Message ids of the current problems, by answer path (nested like the answers). */
  errors: Record<string, unknown>;
  /** Message ids of the current warnings (never a block), by answer path. */
  warnings: Readonly<Record<string, string>>;
  /** Show problems of untouched questions too (after a submit, or when the host asks). */
  showAllErrors: boolean;
  patches: FieldPatches;
  readOnly: boolean;
  originals?: Readonly<Record<string, unknown>>;
  conflicts?: Readonly<Record<string, unknown>>;
  onTranslateField?: (path: string) => void;
  onResolveConflict?: (path: string, choice: ConflictChoice) => void;
  reviewFlags?: Readonly<Record<string, ReviewFlag>>;
  onAcceptReview?: (path: string) => void;
  onKeepAgencyValue?: (path: string) => void;
  needsHumanTranslation?: ReadonlySet<string>;
}

export const SectionContext = createContext<SectionContextValue | null>(null);

export function useSectionContext(): SectionContextValue {
  const value = useContext(SectionContext);
  if (!value) throw new Error('Questionnaire fields render only inside <SectionForm>.');
  return value;
}
