import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { useLiveRefetch } from '../hooks/use-live-refetch';
import { STATUS_PARAMS, SUBMISSION_STATUS_LABELS, statusParam } from '../utils/labels';
import { messages } from '../utils/messages';
import {
  SUBMISSIONS_PAGE_SIZE,
  SUBMISSION_STATUSES,
  WORKSPACE_SUBMISSIONS,
  type SubmissionStatus,
} from '../utils/submissions-api';
import { SubmissionResults } from './submission-results';

/** The status filter and page of the list, kept in the URL (?status=completed&page=2). */
export function readSubmissionsState(params: URLSearchParams): {
  status: SubmissionStatus | null;
  page: number;
} {
  const page = Number(params.get('page'));
  return {
    status: STATUS_PARAMS[params.get('status') ?? ''] ?? null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function writeSubmissionsState(state: { status: SubmissionStatus | null; page: number }): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status) params.set('status', statusParam(state.status));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** /workspaces/{id}/submissions: every submission of the workspace, by status, paged, live. */
export function SubmissionsPage() {
  const intl = useIntl();
  const { workspaceId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSubmissionsState(params), [params]);
  const statusId = useId();
  const offset = (state.page - 1) * SUBMISSIONS_PAGE_SIZE;
  const { data, previousData, loading, error, refetch } = useQuery(WORKSPACE_SUBMISSIONS, {
    variables: { workspaceId, status: state.status, limit: SUBMISSIONS_PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
  });
  useLiveRefetch(workspaceId, refetch);
  const list = (data ?? (loading ? previousData : undefined))?.submissions;

  return (
    <article className="ui-page">
      <h1 className="ui-page__title" tabIndex={-1}>
        {intl.formatMessage(messages.submissionsTitle)}
      </h1>
      <p className="ui-page__lead">{intl.formatMessage(messages.submissionsLead)}</p>
      <form
        role="search"
        className="ui-actions"
        aria-label={intl.formatMessage(messages.filtersLabel)}
        onSubmit={(event) => event.preventDefault()}
        style={{ alignItems: 'end', marginBottom: 'var(--space-4)' }}
      >
        <div className="ui-field">
          <label htmlFor={statusId}>{intl.formatMessage(messages.statusFilter)}</label>
          <select
            id={statusId}
            className="ui-select"
            value={state.status ?? ''}
            onChange={(event) =>
              setParams(
                writeSubmissionsState({
                  status: (event.target.value || null) as SubmissionStatus | null,
                  page: 1,
                }),
              )
            }
          >
            <option value="">{intl.formatMessage(messages.allStatuses)}</option>
            {SUBMISSION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {intl.formatMessage(SUBMISSION_STATUS_LABELS[status])}
              </option>
            ))}
          </select>
        </div>
      </form>
      <SubmissionResults
        headingId="submissions-results"
        title={intl.formatMessage(messages.submissionsTitle)}
        list={list}
        loading={loading}
        error={error}
        retry={() => void refetch()}
        offset={offset}
        onOffsetChange={(next) =>
          setParams(writeSubmissionsState({ ...state, page: Math.floor(next / SUBMISSIONS_PAGE_SIZE) + 1 }))
        }
        filtered={Boolean(state.status)}
        showForm
      />
    </article>
  );
}
