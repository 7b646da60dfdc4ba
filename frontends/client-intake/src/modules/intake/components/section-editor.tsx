import {
  createGraphqlTransport,
  SaveIndicator,
  SectionForm,
  SectionNav,
  useAutosave,
  useSectionAnswers,
  useSectionNavigation,
  type EditorForm,
  type FieldPatch,
  type SaveOutcome,
  type SaveTransport,
} from '@portico/questionnaire';
import type { SectionKey } from '@portico/shared-types';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import type { ClientIntake } from '../graphql/queries/client-intake';
import { useClientSession } from '../hooks/use-client-session';
import { loadSession } from '../session/session-loader';
import { clientSession } from '../session/session-watch';
import { messages } from '../utils/messages';

export interface SectionEditorProps {
  intake: ClientIntake;
  form: EditorForm;
  sectionKey: SectionKey;
  canFill: boolean;
  /** Counts the link's use the first time the client edits (Get Started may have been skipped). */
  onFirstEdit: () => void;
}

/** Saves as the shared autosave does, telling the session watch that the client was active. */
function observedTransport(transport: SaveTransport): SaveTransport {
  const observe = (outcome: SaveOutcome) => {
    if (outcome.kind === 'ok') clientSession.noteActivity();
    return outcome;
  };
  return {
    save: (input) => transport.save(input).then(observe),
    saveBeforeUnload: (input) => transport.saveBeforeUnload(input).then(observe),
  };
}

/** One section for the client: the shared renderer in native-script mode and the shared autosave. */
export function SectionEditor({ intake, form, sectionKey, canFill, onFirstEdit }: SectionEditorProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const formId = form.id;
  // A client cannot log in: when their session ends, the queue stays paused (nothing typed is
  // dropped from the page) until the link is opened again, then the same save is sent (ADR 0036).
  // When the link itself has ended, it stays paused and the indicator says why.
  const transport = useMemo(() => observedTransport(createGraphqlTransport()), []);
  const { client, snapshot } = useAutosave({ formId, reauthenticate: clientSession.whenRenewed, transport });
  const session = useClientSession();
  // The editor needs the session watch now (its autosave waits on it when the session ends).
  useEffect(() => void loadSession(), []);
  const bound = useSectionAnswers(client, snapshot, form, sectionKey);
  const { answers, onPendingPatch, onResolveConflict, conflicts } = bound;
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
  const sendPatch = bound.onPatch;
  const onPatch = useCallback(
    (patches: FieldPatch[]) => {
      if (!edited.current) {
        edited.current = true;
        clientSession.noteStarted();
        onFirstEdit();
      }
      sendPatch(patches);
    },
    [sendPatch, onFirstEdit],
  );
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
            paused={{
              text: intl.formatMessage(
                session.kind === 'link-ended'
                  ? messages.linkEndedWhileSaving
                  : messages.sessionEndedWhileSaving,
              ),
              action: null,
            }}
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
