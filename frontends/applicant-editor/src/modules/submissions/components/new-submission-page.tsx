import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { ListSkeleton } from '../../forms/components/list-skeleton';
import { useRefusalText } from '../hooks/use-filing-text';
import { fileAgainWarning, messages, newSubmissionFor } from '../utils/messages';
import { CREATE_SUBMISSION, FORM_LATEST_FILING, SUBMISSION_FORM, refusalOf } from '../utils/submissions-api';

/**
 * The new-submission page (/workspaces/{id}/forms/{formId}/submissions/new): what filing on CEAC
 * involves (a frozen snapshot, the robot, captchas, the applicant's own signature, one credit);
 * confirming creates the submission and opens its page.
 */
export function NewSubmissionPage() {
  const intl = useIntl();
  const refusalText = useRefusalText();
  const navigate = useNavigate();
  const { workspaceId = '', formId = '' } = useParams();
  const formPath = `/workspaces/${workspaceId}/forms/${formId}`;
  const { data, error, loading, refetch } = useQuery(SUBMISSION_FORM, { variables: { formId } });
  const [create, { loading: creating }] = useMutation(CREATE_SUBMISSION);
  const [refusal, setRefusal] = useState<{ text: string; noCredits: boolean } | null>(null);
  const form = data?.form;
  // Filed already: a new DS-160, only after the applicant confirms (docs/adr/0043).
  const filed = useQuery(FORM_LATEST_FILING, { variables: { id: formId }, fetchPolicy: 'cache-and-network' })
    .data?.form.confirmationNumber;
  const [confirming, setConfirming] = useState(false);

  const file = async () => {
    setRefusal(null);
    setConfirming(false);
    try {
      const result = await create({ variables: filed ? { formId, fileAgain: true } : { formId } });
      const submission = result.data?.createSubmission;
      if (!submission) throw new Error('no submission');
      navigate(`${formPath}/submissions/${submission.id}`);
    } catch (caught) {
      setRefusal({
        text: refusalText(caught, intl.formatMessage(messages.createFailed)),
        noCredits: refusalOf(caught).code === 'NO_CREDITS',
      });
    }
  };

  return (
    <article className="ui-page">
      <p>
        <Link to={formPath}>{intl.formatMessage(messages.backToForm)}</Link>
      </p>
      <h1 className="ui-page__title" tabIndex={-1}>
        {form
          ? intl.formatMessage(newSubmissionFor, { name: form.name })
          : intl.formatMessage(messages.newSubmissionTitle)}
      </h1>
      {!form && loading && <ListSkeleton label={intl.formatMessage(messages.formLoading)} rows={3} />}
      {!form && !loading && error && refusalOf(error).code === 'NOT_FOUND' && (
        <p role="alert">{intl.formatMessage(messages.formNotFound)}</p>
      )}
      {!form && !loading && error && refusalOf(error).code !== 'NOT_FOUND' && (
        <div className="ui-form-error" role="alert">
          <p>{intl.formatMessage(messages.createFailed)}</p>
          <button type="button" className="ui-button ui-button--secondary" onClick={() => void refetch()}>
            {intl.formatMessage(messages.retry)}
          </button>
        </div>
      )}
      {form && (
        <>
          <p className="ui-page__lead">{intl.formatMessage(messages.newLead)}</p>
          <section className="ui-section" aria-labelledby="what-next">
            <h2 id="what-next">{intl.formatMessage(messages.whatNext)}</h2>
            <ol data-testid="what-next">
              <li>{intl.formatMessage(messages.stepSnapshot)}</li>
              <li>{intl.formatMessage(messages.stepRobot)}</li>
              <li>{intl.formatMessage(messages.stepCaptcha)}</li>
              <li>
                <strong>{intl.formatMessage(messages.stepSign)}</strong>
              </li>
              <li>{intl.formatMessage(messages.stepConfirmation)}</li>
            </ol>
            <p data-testid="credit-note">
              <strong>{intl.formatMessage(messages.credit)}</strong>
            </p>
          </section>
          {form.status !== 'COMPLETED' && (
            <p className="ui-form-error" role="note" data-testid="not-ready">
              {intl.formatMessage(messages.notReady)}
            </p>
          )}
          {refusal && (
            <p className="ui-form-error" role="alert" data-testid="create-refusal">
              {refusal.text}
              {refusal.noCredits && (
                <>
                  {' '}
                  <Link to="/pricing">{intl.formatMessage(messages.buyCredits)}</Link>
                </>
              )}
            </p>
          )}
          {confirming && filed && (
            <div
              className="ui-section"
              role="alertdialog"
              aria-modal="false"
              aria-labelledby="file-again-title"
              aria-describedby="file-again-warning"
              data-testid="file-again-dialog"
            >
              <h2 id="file-again-title">{intl.formatMessage(messages.fileAgainTitle)}</h2>
              <p id="file-again-warning" className="ui-form-error">
                {intl.formatMessage(fileAgainWarning, { number: filed })}
              </p>
              <div className="ui-actions">
                <button type="button" className="ui-button" disabled={creating} onClick={() => void file()}>
                  {intl.formatMessage(messages.fileAgainConfirm)}
                </button>
                <button
                  type="button"
                  className="ui-button ui-button--secondary"
                  onClick={() => setConfirming(false)}
                >
                  {intl.formatMessage(messages.cancel)}
                </button>
              </div>
            </div>
          )}
          <div className="ui-actions">
            <button
              type="button"
              className="ui-button"
              disabled={creating || confirming || form.status !== 'COMPLETED'}
              onClick={() => (filed ? setConfirming(true) : void file())}
            >
              {creating
                ? intl.formatMessage(messages.filing)
                : filed
                  ? intl.formatMessage(messages.fileNewDs160)
                  : intl.formatMessage(messages.confirmFile)}
            </button>
            <Link className="ui-button ui-button--secondary" to={formPath}>
              {intl.formatMessage(messages.cancel)}
            </Link>
          </div>
        </>
      )}
    </article>
  );
}
