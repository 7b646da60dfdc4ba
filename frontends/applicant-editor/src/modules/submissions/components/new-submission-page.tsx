import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { ListSkeleton } from '../../forms/components/list-skeleton';
import { useRefusalText } from '../hooks/use-filing-text';
import { messages, newSubmissionFor } from '../utils/messages';
import { CREATE_SUBMISSION, SUBMISSION_FORM, refusalOf } from '../utils/submissions-api';

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

  const file = async () => {
    setRefusal(null);
    try {
      const result = await create({ variables: { formId } });
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
          <div className="ui-actions">
            <button
              type="button"
              className="ui-button"
              disabled={creating || form.status !== 'COMPLETED'}
              onClick={() => void file()}
            >
              {creating ? intl.formatMessage(messages.filing) : intl.formatMessage(messages.confirmFile)}
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
