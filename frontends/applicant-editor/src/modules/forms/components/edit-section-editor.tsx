import { useApolloClient, useMutation, useSubscription } from '@apollo/client/react';
import { messageOf, useAlerts } from '@portico/ui';
import { getSection, type FormAnswers, type SectionKey } from '@portico/shared-types';
import {
  EDITOR_FORM_CHANGED,
  EDITOR_FORM_QUERY,
  EDITOR_SESSION_QUERY,
  SaveIndicator,
  SectionForm,
  SectionNav,
  setAtPath,
  useAutosave,
  useSectionAnswers,
  useSectionNavigation,
  type EditorForm,
} from '@portico/questionnaire';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { editorMessages as messages } from '../utils/editor-messages';
import { REVIEW_ANSWER, TRANSLATE_FIELD } from '../review/review-api';
import { reviewMessages } from '../review/review-messages';
import { sectionReviewProps, useFormReview } from '../review/use-form-review';

export interface EditSectionEditorProps {
  workspaceId: string;
  form: EditorForm;
  sectionKey: SectionKey;
  overviewPath: string;
}

function isCancelled(error: unknown): boolean {
  return (
    error instanceof Error && (error.name === 'ReauthenticationCancelled' || /cancel/i.test(error.message))
  );
}

export function EditSectionEditor({ workspaceId, form, sectionKey, overviewPath }: EditSectionEditorProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const apollo = useApolloClient();
  const formId = form.id;

  const reauthenticate = useCallback(
    () =>
      apollo
        .query({ query: EDITOR_SESSION_QUERY, variables: { id: formId }, fetchPolicy: 'network-only' })
        .then(
          () => undefined,
          (error: unknown) => {
            // Only giving up on logging in keeps the queue paused; anything else replays the save.
            if (isCancelled(error)) throw error;
          },
        ),
    [apollo, formId],
  );
  const { client, snapshot } = useAutosave({ formId, reauthenticate });
  const alerts = useAlerts();
  // Business workspaces: the client's originals beside the agency edit, review flags, translation.
  const review = useFormReview(workspaceId, formId);
  const [translateField] = useMutation(TRANSLATE_FIELD, { fetchPolicy: 'no-cache' });
  const [reviewAnswer] = useMutation(REVIEW_ANSWER, { fetchPolicy: 'no-cache' });
  const refetchReview = review.refetch;

  // The answers of every section as this tab knows them (the open section's are the renderer's).
  const { answers, setAnswers, onPatch, onPendingPatch, onResolveConflict, conflicts } = useSectionAnswers(
    client,
    snapshot,
    form,
    sectionKey,
  );
  const [live, setLive] = useState<{ section: string; values: Record<string, unknown> } | undefined>();
  const [showAllErrors, setShowAllErrors] = useState(false);
  const [latestForm, setLatestForm] = useState(form);

  const navigation = useSectionNavigation(sectionKey, answers);
  const basePath = `/workspaces/${workspaceId}/forms/${formId}/edit`;

  // A new section: start at its title, with errors shown only as questions are touched.
  const heading = useRef<HTMLHeadingElement>(null);
  const firstSection = useRef(true);
  useEffect(() => {
    setShowAllErrors(false);
    if (firstSection.current) {
      firstSection.current = false;
      return;
    }
    heading.current?.focus();
  }, [sectionKey]);

  // A link to one question (a CEAC refusal's "Fix this answer": #pq-{section}-{path}) lands on it.
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash.startsWith('#pq-')) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ block: 'center' });
    target?.focus();
  }, [hash, sectionKey]);

  // Other people's saves (and other tabs'): read the form again and merge what changed. One read
  // at a time; events arriving meanwhile are gathered into the next one.
  const reads = useRef<{ running: boolean; queued: Set<string> | null }>({ running: false, queued: null });
  const refresh = useCallback(
    (sections: Set<string>) => {
      const state = reads.current;
      if (state.running) {
        state.queued = new Set([...(state.queued ?? []), ...sections]);
        return;
      }
      state.running = true;
      apollo
        .query({ query: EDITOR_FORM_QUERY, variables: { id: formId }, fetchPolicy: 'network-only' })
        .then(({ data }) => {
          if (!data) return;
          setLatestForm(data.form);
          seen.current = Math.max(seen.current, data.form.version);
          let changed: Record<string, Record<string, unknown>> = {};
          for (const section of data.form.sections) {
            if (!sections.has(section.key)) continue;
            const updates = client.receiveRemote(section.key, section.answers ?? {}, section.versions ?? {});
            if (Object.keys(updates).length > 0) changed = { ...changed, [section.key]: updates };
          }
          if (Object.keys(changed).length === 0) return;
          setAnswers((current) => {
            let next: Record<string, unknown> = current;
            for (const [section, updates] of Object.entries(changed))
              for (const [path, value] of Object.entries(updates))
                next = setAtPath(next, `${section}.${path}`, value) as Record<string, unknown>;
            return next as FormAnswers;
          });
          if (changed[sectionKey]) setLive({ section: sectionKey, values: changed[sectionKey] });
        })
        .catch(() => undefined)
        .finally(() => {
          state.running = false;
          const next = state.queued;
          state.queued = null;
          if (next) refreshLatest.current(next);
        });
    },
    [apollo, client, formId, sectionKey],
  );
  const refreshLatest = useRef(refresh);
  refreshLatest.current = refresh;

  const reviewFailed = useCallback(
    () =>
      alerts.push({
        type: 'error',
        title: intl.formatMessage(reviewMessages.errorTitle),
        message: intl.formatMessage(reviewMessages.translateFailed),
        timeout: 6000,
      }),
    [alerts, intl],
  );
  const onTranslateField = useCallback(
    (path: string) => {
      translateField({ variables: { formId, section: sectionKey, path } })
        .then(({ data }) => {
          const outcome = data?.translateField.outcome;
          const message =
            outcome === 'TRANSLATED'
              ? reviewMessages.fieldTranslated
              : outcome === 'NEEDS_HUMAN'
                ? reviewMessages.fieldNeedsHuman
                : reviewMessages.fieldUnchanged;
          alerts.push({
            type: outcome === 'NEEDS_HUMAN' ? 'error' : 'success',
            title: intl.formatMessage(
              outcome === 'NEEDS_HUMAN' ? reviewMessages.warningTitle : reviewMessages.successTitle,
            ),
            message: intl.formatMessage(message),
            timeout: 4000,
          });
          refreshLatest.current(new Set([sectionKey]));
          void refetchReview();
        })
        .catch(reviewFailed);
    },
    [translateField, formId, sectionKey, alerts, intl, refetchReview, reviewFailed],
  );
  const settleReview = useCallback(
    (path: string, decision: 'ACCEPT_CLIENT' | 'KEEP_AGENCY') => {
      reviewAnswer({ variables: { input: { formId, section: sectionKey, path, decision } } })
        .then(() => {
          refreshLatest.current(new Set([sectionKey]));
          void refetchReview();
        })
        .catch(reviewFailed);
    },
    [reviewAnswer, formId, sectionKey, refetchReview, reviewFailed],
  );
  const onAcceptReview = useCallback((path: string) => settleReview(path, 'ACCEPT_CLIENT'), [settleReview]);
  const onKeepAgencyValue = useCallback((path: string) => settleReview(path, 'KEEP_AGENCY'), [settleReview]);

  // Events can be missed (before the subscription is up, while the connection is down): the form's
  // version tells. A version further ahead than one step means changes this tab has not seen, and
  // the whole form is read again.
  const seen = useRef(form.version);
  const everySection = useCallback(
    () => new Set(form.sections.map((section) => section.key)),
    [form.sections],
  );
  const catchUp = useCallback(
    (version: number, sections: () => Set<string>) => {
      const gap = version > seen.current + 1;
      seen.current = Math.max(seen.current, version);
      refreshLatest.current(gap ? everySection() : sections());
    },
    [everySection],
  );

  useSubscription(EDITOR_FORM_CHANGED, {
    variables: { workspaceId },
    skip: !workspaceId,
    onData: ({ data }) => {
      const event = data.data?.formChanged;
      if (!event || event.formId !== formId) return;
      if (event.change === 'ANSWERS_SAVED' && event.clientId === client.clientId) {
        seen.current = Math.max(seen.current, event.version); // this tab's own echo
        return;
      }
      catchUp(event.version, () => new Set(event.paths.map((path) => path.split('.')[0])));
    },
  });

  // This tab's own save landing more than one version ahead: someone saved in between.
  const savedVersion = snapshot.form?.version;
  useEffect(() => {
    if (savedVersion === undefined) return;
    if (savedVersion > seen.current + 1) catchUp(savedVersion, everySection);
    else seen.current = Math.max(seen.current, savedVersion);
  }, [savedVersion, catchUp, everySection]);

  // Read once the subscription has had time to start, and again when the tab or the network is back.
  useEffect(() => {
    const again = () => refreshLatest.current(everySection());
    const onVisible = () => {
      if (document.visibilityState === 'visible') again();
    };
    const timer = setTimeout(again, 2000);
    window.addEventListener('online', again);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', again);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [everySection]);

  // Other people's changes (the client's, translations) also change originals and flags.
  const readVersion = latestForm.version;
  useEffect(() => {
    if (readVersion !== form.version) void refetchReview();
  }, [readVersion, form.version, refetchReview]);
  const reviewProps = review.business ? sectionReviewProps(review.review, sectionKey, review.who) : {};

  // The form's status: whichever is newer, the last save's answer or the last read.
  const saved = snapshot.form;
  const status = saved && saved.version >= latestForm.version ? saved : latestForm;
  const sectionState = status.sections.find((section) => section.key === sectionKey);
  const archived = status.status === 'ARCHIVED';

  const { serverErrors, otherProblems } = useMemo(() => {
    const here: Record<string, string> = {};
    const elsewhere: { key: string; question: string; problem: string }[] = [];
    for (const [key, invalid] of Object.entries(snapshot.invalid)) {
      const known = Object.prototype.hasOwnProperty.call(intl.messages, invalid.messageId);
      if (invalid.section === sectionKey && known) here[invalid.path] = invalid.messageId;
      else
        elsewhere.push({
          key,
          question: sectionTitle(intl, invalid.section),
          problem: known ? intl.formatMessage(messageOf(invalid.messageId)) : invalid.message,
        });
    }
    return { serverErrors: here, otherProblems: elsewhere };
  }, [snapshot.invalid, sectionKey, intl]);
  const conflictCount = Object.keys(snapshot.conflicts).length;
  // Conflicts wait on their own section: the other sections that have some are linked.
  const conflictSections = [
    ...new Set(Object.values(snapshot.conflicts).map((conflict) => conflict.section)),
  ].filter((section) => section !== sectionKey);

  const go = (section: SectionKey | undefined) => {
    if (section) navigate(`${basePath}/${section}`);
  };
  const applies = navigation.position > 0;

  return (
    <>
      <h1 className="ui-page__title" tabIndex={-1} ref={heading}>
        {form.name}
      </h1>
      <p className="ui-page__lead">
        {intl.formatMessage(messages.formStatus, {
          status: status.status,
          completed: status.progress.completed,
          applicable: status.progress.applicable,
        })}
      </p>
      <SaveIndicator snapshot={snapshot} onRetry={() => client.retryNow()} />
      {archived && (
        <p role="alert" className="ui-error">
          {intl.formatMessage(messages.archived)}
        </p>
      )}
      {conflictCount > 0 && (
        <p role="alert" className="ui-error">
          {intl.formatMessage(messages.conflictsSummary, { count: conflictCount })}
        </p>
      )}
      {conflictSections.length > 0 && (
        <ul className="ui-link-list">
          {conflictSections.map((section) => (
            <li key={section}>
              <Link to={`${basePath}/${section}`}>{sectionTitle(intl, section)}</Link>
            </li>
          ))}
        </ul>
      )}
      {otherProblems.length > 0 && (
        <div role="alert" className="ui-error">
          <p>{intl.formatMessage(messages.invalidSummary)}</p>
          <ul>
            {otherProblems.map((item) => (
              <li key={item.key}>{intl.formatMessage(messages.invalidItem, item)}</li>
            ))}
          </ul>
        </div>
      )}
      {!applies && (
        <div className="ui-section">
          <p role="status">{intl.formatMessage(messages.notApplicable)}</p>
          {navigation.sections[0] && (
            <button type="button" className="ui-button" onClick={() => go(navigation.sections[0])}>
              {intl.formatMessage(messages.firstSection)}
            </button>
          )}
        </div>
      )}
      {sectionState && (
        <p className="ui-hint" data-testid="section-status">
          {intl.formatMessage(messages.sectionStatus, {
            status: sectionState.status,
            answered: sectionState.answered,
            total: sectionState.total,
          })}
        </p>
      )}
      <SectionForm
        section={sectionKey}
        answers={answers[sectionKey] ?? {}}
        formAnswers={answers}
        onPatch={archived ? undefined : onPatch}
        onPendingPatch={onPendingPatch}
        readOnly={archived}
        conflicts={conflicts}
        onResolveConflict={onResolveConflict}
        showAllErrors={showAllErrors}
        liveAnswers={live?.section === sectionKey ? live.values : undefined}
        serverErrors={serverErrors}
        {...reviewProps}
        onTranslateField={
          review.business && !archived && reviewProps.originals ? onTranslateField : undefined
        }
        onAcceptReview={review.business && !archived ? onAcceptReview : undefined}
        onKeepAgencyValue={review.business && !archived ? onKeepAgencyValue : undefined}
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
      <div className="ui-actions">
        {!archived && sectionState?.status !== 'COMPLETED' && (
          <button
            type="button"
            className="ui-button ui-button--secondary"
            onClick={() => setShowAllErrors(true)}
          >
            {intl.formatMessage(messages.showMissing)}
          </button>
        )}
        <Link to={overviewPath}>
          {intl.formatMessage(applies && !navigation.next ? messages.review : messages.toOverview)}
        </Link>
      </div>
      {!archived && sectionState?.status !== 'COMPLETED' && (
        <p className="ui-hint">{intl.formatMessage(messages.incompleteNote)}</p>
      )}
    </>
  );
}

function sectionTitle(intl: ReturnType<typeof useIntl>, key: string): string {
  try {
    return intl.formatMessage(messageOf(getSection(key as SectionKey).titleMessageId));
  } catch {
    return key;
  }
}
