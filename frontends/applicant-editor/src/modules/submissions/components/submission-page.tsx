import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { useQuery, useSubscription } from '@apollo/client/react';
import { ListSkeleton } from '../../forms/components/list-skeleton';
import { WORKSPACE_KIND } from '../../forms/review/review-api';
import { useCeacPageName } from '../hooks/use-filing-text';
import { SUBMISSION_STATUS_LABELS } from '../utils/labels';
import {
  announceAction,
  completedOn,
  currentPageIs,
  messages,
  progressOf,
  startedOn,
  submissionOf,
} from '../utils/messages';
import {
  SUBMISSION,
  SUBMISSION_CHANGED,
  percentOf,
  refusalOf,
  type SubmissionDetail,
} from '../utils/submissions-api';
import { CaptchaPrompt } from './captcha-prompt';
import { LiveFilingPanel } from './live-filing-panel';
import { SelfSignSection } from './self-sign-section';

const FINAL = ['COMPLETED', 'ERRORED', 'DS160_ERROR'];
import { StepsTimeline, type StepsTimelineHandle } from './steps-timeline';
import { CompletedPanel, Ds160ErrorPanel, ErroredPanel } from './submission-outcome';

/**
 * One submission (/workspaces/{id}/forms/{formId}/submissions/{submissionId}), live through
 * submissionChanged: status, progress through CEAC's pages, the current page, the steps, and what a
 * person has to do (a captcha; the applicant's signature); then the outcome.
 */
export function SubmissionPage() {
  const intl = useIntl();
  const { workspaceId = '', formId = '', submissionId = '' } = useParams();
  const formPath = `/workspaces/${workspaceId}/forms/${formId}`;
  const { data, error, loading, refetch } = useQuery(SUBMISSION, {
    variables: { id: submissionId },
    fetchPolicy: 'cache-and-network',
  });
  // In a business workspace the members are the agency: the applicant signs through a client link.
  const kind = useQuery(WORKSPACE_KIND, { variables: { id: workspaceId }, skip: !workspaceId });
  const steps = useRef<StepsTimelineHandle>(null);
  const loaded = data?.submission !== undefined;
  // Every change arrives whole and lands in the cache under Submission:{id}; the steps are read
  // again. Subscribed once the page shows the submission, so no event lands before what it read.
  useSubscription(SUBMISSION_CHANGED, {
    variables: { submissionId },
    skip: !submissionId || !loaded,
    onData: () => steps.current?.refresh(),
  });
  // Events sent while the tab slept or the connection was down are not replayed: catch up on return.
  useEffect(() => {
    const onReturn = () => {
      if (document.visibilityState !== 'visible') return;
      void refetch().catch(() => undefined);
      steps.current?.refresh();
    };
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('online', onReturn);
    return () => {
      document.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener('online', onReturn);
    };
  }, [refetch]);

  const submission = data?.submission;
  if (!submission) {
    return (
      <article className="ui-page">
        <p>
          <Link to={`${formPath}/submissions`}>{intl.formatMessage(messages.backToSubmissions)}</Link>
        </p>
        <h1 className="ui-page__title" tabIndex={-1}>
          {intl.formatMessage(messages.submissionTitle)}
        </h1>
        {loading && <ListSkeleton label={intl.formatMessage(messages.loading)} rows={3} />}
        {!loading && error && refusalOf(error).code === 'NOT_FOUND' && (
          <p role="alert">{intl.formatMessage(messages.notFound)}</p>
        )}
        {!loading && error && refusalOf(error).code !== 'NOT_FOUND' && (
          <div className="ui-form-error" role="alert">
            <p>{intl.formatMessage(messages.loadFailed)}</p>
            <button type="button" className="ui-button ui-button--secondary" onClick={() => void refetch()}>
              {intl.formatMessage(messages.retry)}
            </button>
          </div>
        )}
      </article>
    );
  }

  const business = kind.data?.workspace?.type === 'BUSINESS';
  return (
    <article className="ui-page">
      <p>
        <Link to={`${formPath}/submissions`}>{intl.formatMessage(messages.backToSubmissions)}</Link>
      </p>
      <h1 className="ui-page__title" tabIndex={-1}>
        {intl.formatMessage(submissionOf, { name: submission.formName })}
      </h1>
      <SubmissionHeader submission={submission} />
      <p className="ui-hint">{intl.formatMessage(messages.liveNote)}</p>

      {/* What a person must do now is announced when it appears. */}
      <p className="ui-visually-hidden" aria-live="assertive" data-testid="action-announcement">
        {submission.pendingAction
          ? intl.formatMessage(announceAction, { kind: submission.pendingAction.kind })
          : ''}
      </p>
      {submission.pendingAction?.kind === 'CAPTCHA' && (
        <CaptchaPrompt submissionId={submission.id} action={submission.pendingAction} />
      )}
      {/* While the robot files, the live view of its browser: members watch; the applicant of a
          personal workspace signs on CEAC's page in it (docs/adr/0042). */}
      {!FINAL.includes(submission.status) && submission.pendingAction?.kind !== 'SELF_SIGNATURE' && (
        <LiveFilingPanel submissionId={submission.id} />
      )}
      {/* Or the applicant signs on CEAC in their own browser (docs/adr/0045). */}
      <SelfSignSection submission={submission} applicant={kind.data !== undefined && !business} />
      {submission.pendingAction?.kind === 'SIGNATURE' && business && (
        <section className="ui-section" aria-labelledby="waiting-title" data-testid="waiting-for-applicant">
          <h2 id="waiting-title">{intl.formatMessage(messages.waitingTitle)}</h2>
          <p>{intl.formatMessage(messages.waitingText)}</p>
          <Link className="ui-button ui-button--secondary" to={`${formPath}/client-links`}>
            {intl.formatMessage(messages.clientLinks)}
          </Link>
        </section>
      )}

      {submission.status === 'COMPLETED' && <CompletedPanel submission={submission} />}
      {submission.status === 'DS160_ERROR' && <Ds160ErrorPanel submission={submission} formPath={formPath} />}
      {submission.status === 'ERRORED' && <ErroredPanel submission={submission} formPath={formPath} />}

      <StepsTimeline ref={steps} submissionId={submission.id} />
    </article>
  );
}

/** Status, dates, progress bar and the CEAC page the robot is on. */
function SubmissionHeader({ submission }: { submission: SubmissionDetail }) {
  const intl = useIntl();
  const pageName = useCeacPageName();
  const percent = percentOf(submission.progressDone, submission.progressTotal);
  const progress = intl.formatMessage(progressOf, {
    done: submission.progressDone,
    total: submission.progressTotal,
    percent,
  });
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <p className="ui-page__lead">
        {intl.formatMessage(messages.statusLabel)}:{' '}
        <span className="ui-badge" role="status" data-testid="submission-status">
          {intl.formatMessage(SUBMISSION_STATUS_LABELS[submission.status])}
        </span>{' '}
        {intl.formatMessage(startedOn, { date: date(submission.createdAt) })}
        {submission.completedAt && (
          <> · {intl.formatMessage(completedOn, { date: date(submission.completedAt) })}</>
        )}
      </p>
      <section aria-labelledby="submission-progress-title">
        <h2 id="submission-progress-title" className="ui-visually-hidden">
          {intl.formatMessage(messages.progressTitle)}
        </h2>
        <p style={{ display: 'flex', gap: 'var(--space-2)', alignItems: 'center', flexWrap: 'wrap' }}>
          <progress value={percent} max={100} aria-label={progress} style={{ width: '16rem' }} />
          <span data-testid="submission-progress">{progress}</span>
        </p>
        {submission.currentPage && (
          <p data-testid="current-page">
            {intl.formatMessage(currentPageIs, { page: pageName(submission.currentPage) })}
          </p>
        )}
      </section>
    </>
  );
}
