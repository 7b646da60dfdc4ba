import { useIntl } from 'react-intl';
import { Pagination, pageOf } from '@portico/ui';
import { ListSkeleton } from '../../forms/components/list-skeleton';
import { messages, pageStatus } from '../utils/messages';
import { SUBMISSIONS_PAGE_SIZE, type SubmissionListItem } from '../utils/submissions-api';
import { SubmissionsTable } from './submissions-table';

interface SubmissionResultsProps {
  /** The id of the section's (visually hidden) heading. */
  headingId: string;
  title: string;
  list: { items: SubmissionListItem[]; totalCount: number } | undefined;
  loading: boolean;
  error: unknown;
  retry(): void;
  offset: number;
  onOffsetChange(offset: number): void;
  /** A status filter is applied: an empty page says nothing matches rather than "no filings yet". */
  filtered?: boolean;
  /** Whether the table names each row's form (the workspace list does, one form's list does not). */
  showForm: boolean;
}

/** A page of submissions with its loading, failed, empty and no-match states and its pages. */
export function SubmissionResults(props: SubmissionResultsProps) {
  const { headingId, title, list, loading, error, offset } = props;
  const intl = useIntl();
  const { page, pages } = pageOf(offset, SUBMISSIONS_PAGE_SIZE, list?.totalCount ?? 0);
  return (
    <section aria-labelledby={headingId} aria-busy={loading}>
      <h2 id={headingId} className="ui-visually-hidden">
        {title}
      </h2>
      {!list && loading && <ListSkeleton label={intl.formatMessage(messages.loading)} />}
      {!list && !loading && error != null && (
        <div className="ui-form-error" role="alert">
          <p>{intl.formatMessage(messages.loadFailed)}</p>
          <button type="button" className="ui-button ui-button--secondary" onClick={props.retry}>
            {intl.formatMessage(messages.retry)}
          </button>
        </div>
      )}
      {list && list.items.length === 0 && !props.filtered && (
        <div data-testid="submissions-empty">
          <h3>{intl.formatMessage(messages.emptyTitle)}</h3>
          <p>{intl.formatMessage(messages.emptyText)}</p>
        </div>
      )}
      {list && list.items.length === 0 && props.filtered && (
        <p data-testid="submissions-no-match">{intl.formatMessage(messages.noMatch)}</p>
      )}
      {list && list.items.length > 0 && (
        <SubmissionsTable items={list.items} caption={title} showForm={props.showForm} />
      )}
      {list && (
        <Pagination
          offset={offset}
          limit={SUBMISSIONS_PAGE_SIZE}
          totalCount={list.totalCount}
          onOffsetChange={props.onOffsetChange}
          label={intl.formatMessage(messages.listPages)}
          previousLabel={intl.formatMessage(messages.previous)}
          nextLabel={intl.formatMessage(messages.next)}
          status={intl.formatMessage(pageStatus, { page, pages })}
        />
      )}
    </section>
  );
}
