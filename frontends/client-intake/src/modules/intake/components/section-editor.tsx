import {
  SaveIndicator,
  SectionForm,
  SectionNav,
  setAtPath,
  useAutosave,
  useSectionNavigation,
  type ConflictChoice,
  type EditorForm,
  type FieldPatch,
} from '@portico/questionnaire';
import { type FormAnswers, type SectionAnswers, type SectionKey } from '@portico/shared-types';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import type { ClientIntake } from '../graphql/queries/client-intake';
import { messages } from '../utils/messages';

export interface SectionEditorProps {
  intake: ClientIntake;
  form: EditorForm;
  sectionKey: SectionKey;
  canFill: boolean;
  /** Counts the link's use the first time the client edits (Get Started may have been skipped). */
  onFirstEdit: () => void;
}

/** The answers as loaded, with this tab's edits that are not acknowledged yet on top. */
function loadedAnswers(form: EditorForm, unsaved: { section: string; path: string; value: unknown }[]) {
  let answers: Record<string, unknown> = {};
  for (const section of form.sections) answers[section.key] = section.answers ?? {};
  for (const edit of unsaved)
    answers = setAtPath(answers, `${edit.section}.${edit.path}`, edit.value) as typeof answers;
  return answers as FormAnswers;
}

// A client cannot log in: when their link has ended, the queue stays paused (nothing typed is
// dropped from the page) and the indicator says why.
const linkEnded = () => Promise.reject(new Error('The access link has ended'));

/** One section for the client: the shared renderer in native-script mode and the shared autosave. */
export function SectionEditor({ intake, form, sectionKey, canFill, onFirstEdit }: SectionEditorProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const formId = form.id;
  const { client, snapshot } = useAutosave({ formId, reauthenticate: linkEnded });
  const [answers, setAnswers] = useState<FormAnswers>(() => {
    for (const section of form.sections) client.learnVersions(section.key, section.versions ?? {});
    return loadedAnswers(form, client.unsavedEdits());
  });
  const navigation = useSectionNavigation(sectionKey, answers);
  const base = `/client-intake/${encodeURIComponent(intake.formId)}`;

  const heading = useRef<HTMLHeadingElement>(null);
  const firstSection = useRef(true);
  useEffect(() => {
    if (firstSection.current) {
      firstSection.current = false;
      return;
    }
    heading.current?.focus();
  }, [sectionKey]);

  const edited = useRef(intake.started);
  const onPatch = useCallback(
    (patches: FieldPatch[]) => {
      if (!edited.current) {
        edited.current = true;
        onFirstEdit();
      }
      for (const patch of patches) client.edit(sectionKey, patch.path, patch.value);
      setAnswers((current) => {
        let section: unknown = current[sectionKey] ?? {};
        for (const patch of patches) section = setAtPath(section, patch.path, patch.value);
        return { ...current, [sectionKey]: section as SectionAnswers };
      });
    },
    [client, sectionKey, onFirstEdit],
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
  const serverErrors = useMemo(() => {
    const here: Record<string, string> = {};
    for (const invalid of Object.values(snapshot.invalid))
      if (
        invalid.section === sectionKey &&
        Object.prototype.hasOwnProperty.call(intl.messages, invalid.messageId)
      )
        here[invalid.path] = invalid.messageId;
    return here;
  }, [snapshot.invalid, sectionKey, intl.messages]);

  const status = snapshot.form && snapshot.form.version >= form.version ? snapshot.form : form;
  const sectionState = status.sections.find((section) => section.key === sectionKey);
  const applies = navigation.position > 0;
  const go = (section: SectionKey | undefined) => {
    if (section) navigate(`${base}/edit/${section}`);
  };

  return (
    <>
      <p>
        <Link to={`${base}/overview`}>{intl.formatMessage(messages.toOverview)}</Link>
      </p>
      <h1 className="ui-page__title" tabIndex={-1} ref={heading}>
        {form.name}
      </h1>
      {sectionState && (
        <p className="ui-hint" data-testid="section-answered">
          {intl.formatMessage(messages.colAnswered)}:{' '}
          {intl.formatMessage(messages.answeredOf, {
            answered: sectionState.answered,
            total: sectionState.total,
          })}
        </p>
      )}
      {canFill ? (
        <>
          <p className="intake-note" role="note">
            {intl.formatMessage(messages.nativeNote)}
          </p>
          <SaveIndicator
            snapshot={snapshot}
            onRetry={() => client.retryNow()}
            paused={{ text: intl.formatMessage(messages.linkEndedWhileSaving), action: null }}
          />
        </>
      ) : (
        <p className="ui-hint" role="note">
          {intl.formatMessage(messages.readOnlyNote)}
        </p>
      )}
      {!applies && <p role="status">{intl.formatMessage(messages.notApplicable)}</p>}
      <SectionForm
        section={sectionKey}
        answers={answers[sectionKey] ?? {}}
        formAnswers={answers}
        script="native"
        readOnly={!canFill}
        onPatch={canFill ? onPatch : undefined}
        onPendingPatch={canFill ? onPendingPatch : undefined}
        conflicts={conflicts}
        onResolveConflict={onResolveConflict}
        serverErrors={serverErrors}
      >
        {applies && (
          <SectionNav
            position={navigation.position}
            total={navigation.total}
            onBack={navigation.previous ? () => go(navigation.previous) : undefined}
            onNext={navigation.next ? () => go(navigation.next) : undefined}
          />
        )}
      </SectionForm>
    </>
  );
}
