import type { FormAnswers, SectionAnswers, SectionKey } from '@portico/shared-types';
import { useCallback, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import type { ConflictChoice } from '../../components/section-context';
import type { FieldPatch } from '../../hooks/use-field-patches';
import { setAtPath } from '../utils/answer-keys';
import type { AutosaveClient, AutosaveSnapshot } from '../utils/autosave-client';
import type { EditorForm } from '../utils/form-queries';

/** The answers as loaded, with this tab's edits that are not acknowledged yet on top. */
export function loadedAnswers(
  form: Pick<EditorForm, 'sections'>,
  unsaved: { section: string; path: string; value: unknown }[],
): FormAnswers {
  let answers: Record<string, unknown> = {};
  for (const section of form.sections) answers[section.key] = section.answers ?? {};
  for (const edit of unsaved)
    answers = setAtPath(answers, `${edit.section}.${edit.path}`, edit.value) as typeof answers;
  return answers as FormAnswers;
}

export interface BoundSectionAnswers {
  /** Every section's answers as this tab knows them (the open section's are the renderer's). */
  answers: FormAnswers;
  setAnswers: Dispatch<SetStateAction<FormAnswers>>;
  /** <SectionForm onPatch>: each patch goes to the autosave client and into `answers`. */
  onPatch: (patches: FieldPatch[]) => void;
  /** <SectionForm onPendingPatch>: a typed answer waiting for its pause counts as being edited. */
  onPendingPatch: (patch: FieldPatch) => void;
  /** <SectionForm onResolveConflict>: keep mine (re-sent) or take the saved answer. */
  onResolveConflict: (path: string, choice: ConflictChoice) => void;
  /** <SectionForm conflicts>: this section's answers saved elsewhere, by path. */
  conflicts: Record<string, unknown>;
}

/**
 * Binds the shared renderer of one section to the form's autosave client: the loaded answers (with
 * unsaved edits of this tab on top), patches, edits in progress and conflict choices.
 */
export function useSectionAnswers(
  client: AutosaveClient,
  snapshot: AutosaveSnapshot,
  form: Pick<EditorForm, 'sections'>,
  sectionKey: SectionKey,
): BoundSectionAnswers {
  const [answers, setAnswers] = useState<FormAnswers>(() => {
    for (const section of form.sections) client.learnVersions(section.key, section.versions ?? {});
    return loadedAnswers(form, client.unsavedEdits());
  });

  const onPatch = useCallback(
    (patches: FieldPatch[]) => {
      for (const patch of patches) client.edit(sectionKey, patch.path, patch.value);
      setAnswers((current) => {
        let section: unknown = current[sectionKey] ?? {};
        for (const patch of patches) section = setAtPath(section, patch.path, patch.value);
        return { ...current, [sectionKey]: section as SectionAnswers };
      });
    },
    [client, sectionKey],
  );

  const onPendingPatch = useCallback(
    (patch: FieldPatch) => client.noteEditing(sectionKey, patch.path, patch.value),
    [client, sectionKey],
  );

  const onResolveConflict = useCallback(
    (path: string, choice: ConflictChoice) => {
      const conflict = client.getSnapshot().conflicts[`${sectionKey}.${path}`];
      client.resolveConflict(sectionKey, path, choice === 'mine' ? 'mine' : 'theirs');
      if (choice === 'saved' && conflict)
        setAnswers((current) => ({
          ...current,
          [sectionKey]: setAtPath(current[sectionKey] ?? {}, path, conflict.value) as SectionAnswers,
        }));
    },
    [client, sectionKey],
  );

  const conflicts = useMemo(() => {
    const mine: Record<string, unknown> = {};
    for (const conflict of Object.values(snapshot.conflicts))
      if (conflict.section === sectionKey) mine[conflict.path] = conflict.value;
    return mine;
  }, [snapshot.conflicts, sectionKey]);

  return { answers, setAnswers, onPatch, onPendingPatch, onResolveConflict, conflicts };
}
