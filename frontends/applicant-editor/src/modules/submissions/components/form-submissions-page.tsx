import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Pagination, pageOf } from '@portico/ui';
import { ListSkeleton } from '../../forms/components/list-skeleton';
import { useLiveRefetch } from '../hooks/use-live-refetch';
import { messages, pageStatus } from '../utils/messages';
import { FORM_SUBMISSIONS, SUBMISSIONS_PAGE_SIZE, type SubmissionListItem } from '../utils/submissions-api';
import { SubmissionsTable } from './submissions-table';

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
  const { page, pages } = pageOf(offset, SUBMISSIONS_PAGE_SIZE, list?.totalCount ?? 0);

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
      <section aria-labelledby="form-submissions-results" aria-busy={loading}>
        <h2 id="form-submissions-results" className="ui-visually-hidden">
          {intl.formatMessage(messages.formSubmissionsTitle)}
        </h2>
        {!list && loading && <ListSkeleton label={intl.formatMessage(messages.loading)} />}
        {!list && !loading && error && (
          <div className="ui-form-error" role="alert">
            <p>{intl.formatMessage(messages.loadFailed)}</p>
            <button type="button" className="ui-button ui-button--secondary" onClick={() => void refetch()}>
              {intl.formatMessage(messages.retry)}
            </button>
          </div>
        )}
        {list && list.items.length === 0 && (
          <div data-testid="submissions-empty">
            <h3>{intl.formatMessage(messages.emptyTitle)}</h3>
            <p>{intl.formatMessage(messages.emptyText)}</p>
          </div>
        )}
        {list && list.items.length > 0 && (
          <SubmissionsTable
            items={list.items}
            caption={intl.formatMessage(messages.formSubmissionsTitle)}
            showForm={false}
          />
        )}
        {list && (
          <Pagination
            offset={offset}
            limit={SUBMISSIONS_PAGE_SIZE}
            totalCount={list.totalCount}
            onOffsetChange={setOffset}
            label={intl.formatMessage(messages.listPages)}
            previousLabel={intl.formatMessage(messages.previous)}
            nextLabel={intl.formatMessage(messages.next)}
            status={intl.formatMessage(pageStatus, { page, pages })}
          />
        )}
      </section>
    </article>
  );
}
