import { lazy, Suspense, useEffect } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { securityQuestionLabel } from '@portico/ui';
import { useApiQuery } from '../api/use-api';
import {
  clientSubmission,
  type ClientSubmissionData,
  type ClientSubmissionStatus,
} from '../graphql/queries/client-submission';
import { messages } from '../utils/messages';
import { SelfSignSection } from './self-sign-section';
import {
  questionNumber,
  questionOnCeac,
  securityQuestion3,
  submissionMessages as m,
  submissionProgress,
} from '../utils/submission-messages';

/** How often a submission still under way is read again (no websocket client in the intake: ADR 0021). */
export const STATUS_POLL_MS = 4000;
const FINAL: ReadonlySet<ClientSubmissionStatus> = new Set(['COMPLETED', 'ERRORED', 'DS160_ERROR']);

// The live view (and the applicant's signature in it) loads only while a filing is under way.
const SignPanel = lazy(() => import('../sign/sign-panel').then((module) => ({ default: module.SignPanel })));

/**
 * What a client with submit or view_status sees of the form's latest submission: its status and
 * progress (read again every few seconds while under way), the confirmation number once filed, and
 * the live view of the robot's browser while it files, in which a link with submit signs (docs/adr/0042).
 */
export function SubmissionStatus({ formId, canSign }: { formId: string; canSign: boolean }) {
  const intl = useIntl();
  const operation = clientSubmission(formId);
  const { data, error, loading, refetch } = useApiQuery<ClientSubmissionData>(operation, {
    fetchPolicy: 'cache-and-network',
  });
  const latest = data?.formSubmissions.items[0];
  const underWay = latest !== undefined && !FINAL.has(latest.status);
  useEffect(() => {
    if (!underWay) return undefined;
    const timer = setInterval(() => void refetch(), STATUS_POLL_MS);
    return () => clearInterval(timer);
  }, [underWay, refetch]);

  // The question in the client's language with CEAC's English beside it (ds160-facts §2.10).
  const questionText = (value: string | null) =>
    value === null
      ? null
      : securityQuestionLabel(value, {
          locale: intl.locale,
          translated: { '3': intl.formatMessage(securityQuestion3) },
          withCeac: (question, ceac) => intl.formatMessage(questionOnCeac, { question, ceac }),
          numbered: (number) => intl.formatMessage(questionNumber, { number }),
        });
  const signing = latest?.pendingAction?.kind === 'SIGNATURE' ? latest.pendingAction : null;
  const percent =
    latest && latest.progressTotal > 0 ? Math.round((latest.progressDone / latest.progressTotal) * 100) : 0;
  return (
    <section className="ui-section" aria-labelledby="intake-status-title" data-testid="submission-status">
      <h2 id="intake-status-title">{intl.formatMessage(messages.statusTitle)}</h2>
      {!data && loading && <p className="app-loading" role="status" aria-busy="true" />}
      {!data && !loading && error && (
        <div role="alert">
          <p className="ui-error">{intl.formatMessage(m.loadFailed)}</p>
          <button type="button" className="ui-button ui-button--secondary" onClick={() => void refetch()}>
            {intl.formatMessage(messages.tryAgain)}
          </button>
        </div>
      )}
      {data && !latest && <p>{intl.formatMessage(messages.notSubmitted)}</p>}
      {latest && (
        <>
          <p>
            {intl.formatMessage(m.statusLabel)}:{' '}
            <strong role="status" data-testid="intake-submission-status">
              {intl.formatMessage(m[latest.status])}
            </strong>
          </p>
          {underWay && (
            <p>
              <progress
                value={percent}
                max={100}
                aria-label={intl.formatMessage(submissionProgress, {
                  done: latest.progressDone,
                  total: latest.progressTotal,
                  percent,
                })}
              />{' '}
              <span className="ui-hint">{intl.formatMessage(m.live)}</span>
            </p>
          )}
          {latest.status === 'DS160_ERROR' && <p>{intl.formatMessage(m.ds160Note)}</p>}
          {latest.status === 'ERRORED' && <p>{intl.formatMessage(m.erroredNote)}</p>}
          {signing && !canSign && <p data-testid="waiting-sign">{intl.formatMessage(m.waitingSign)}</p>}
          {/* The live view while the robot files: submit signs on CEAC's page in it, view_status watches. */}
          {/* Or the applicant signs on CEAC in their own browser (docs/adr/0045). */}
          <SelfSignSection submission={latest} canSign={canSign} question={questionText} refresh={refetch} />
          {underWay && latest.pendingAction?.kind !== 'SELF_SIGNATURE' && (
            <Suspense fallback={<p className="app-loading" role="status" aria-busy="true" />}>
              <SignPanel submissionId={latest.id} />
            </Suspense>
          )}
          {latest.status === 'COMPLETED' && (
            <>
              <dl data-testid="intake-confirmation">
                {(
                  [
                    [m.confirmationNumber, latest.confirmationNumber],
                    [m.applicationId, latest.applicationId],
                    [m.securityQuestion, questionText(latest.securityQuestion)],
                    [m.securityAnswer, latest.securityAnswer],
                  ] as [MessageDescriptor, string | null][]
                )
                  .filter(([, value]) => value)
                  .map(([label, value]) => (
                    <div key={label.id}>
                      <dt>{intl.formatMessage(label)}</dt>
                      <dd>
                        <strong>{value}</strong>
                      </dd>
                    </div>
                  ))}
              </dl>
              <p className="ui-hint">{intl.formatMessage(m.retrieveHow)}</p>
            </>
          )}
        </>
      )}
    </section>
  );
}
