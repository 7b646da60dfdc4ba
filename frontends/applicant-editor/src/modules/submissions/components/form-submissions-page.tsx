import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { useLiveRefetch } from '../hooks/use-live-refetch';
import { messages } from '../utils/messages';
import { FORM_SUBMISSIONS, SUBMISSIONS_PAGE_SIZE, type SubmissionListItem } from '../utils/submissions-api';
import { SubmissionResults } from './submission-results';

/** /workspaces/{id}/forms/{formId}/submissions: the submissions of one form, paged, live. */
export function FormSubmissionsPage() {
  const intl = useIntl();
  const { workspaceId = '', formId = '' } = useParams();
  const [offset, setOffset] = useState(0);
  const formPath = `/workspaces/${workspaceId}/forms/${formId}`;
  const { data, previousData, loading, error, refetch } = useQuery(FORM_SUBMISSIONS, {
    variables: { formId, limit: SUBMISSIONS_PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
  });
  const ofThisForm = useCallback((item: SubmissionListItem) => item.formId === formId, [formId]);
  useLiveRefetch(workspaceId, refetch, ofThisForm);
  const list = (data ?? (loading ? previousData : undefined))?.formSubmissions;

  return (
    <article className="ui-page">
      <p>
        <Link to={formPath}>{intl.formatMessage(messages.backToForm)}</Link>
      </p>
      <h1 className="ui-page__title" tabIndex={-1}>
        {intl.formatMessage(messages.formSubmissionsTitle)}
      </h1>
      <p className="ui-page__lead">{intl.formatMessage(messages.formSubmissionsLead)}</p>
      <p>
        <Link className="ui-button" to={`${formPath}/submissions/new`}>
          {intl.formatMessage(messages.fileOnCeac)}
        </Link>
      </p>
      <SubmissionResults
        headingId="form-submissions-results"
        title={intl.formatMessage(messages.formSubmissionsTitle)}
        list={list}
        loading={loading}
        error={error}
        retry={() => void refetch()}
        offset={offset}
        onOffsetChange={setOffset}
        showForm={false}
      />
    </article>
  );
}
