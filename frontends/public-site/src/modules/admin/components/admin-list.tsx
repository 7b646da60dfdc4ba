import { useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Pagination, pageOf } from '@portico/ui';
import { apiError } from '../../account/utils/api-error';
import { ADMIN_PAGE_SIZE, type AdminListControl } from '../hooks/use-admin-list';
import { listPages, messages, pageStatus } from '../utils/messages';

export interface AdminListProps {
  /** Prefix of the element ids of this list. */
  id: string;
  title: string;
  /** The search box's label; no search box without one. */
  searchLabel?: string;
  /** The list's search and page (useAdminList). */
  control: AdminListControl;
  /** The list's query: its state and how to ask again. */
  query: { loading: boolean; error?: unknown; refetch: () => unknown };
  list: { totalCount: number; items: unknown[] } | undefined;
  /** Further filters beside the search (the orders' status). */
  filters?: ReactNode;
  /** A filter besides the search is applied: an empty page says nothing matches. */
  filtered?: boolean;
  emptyText: string;
  columns: string[];
  /** The table's rows (one `<tr>` per item). */
  children: ReactNode;
}

/** Search box, button and filters side by side, wrapping on narrow screens. */
const FILTERS: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'flex-end' };

/** One admin list: search, filters, its loading, failed, empty and no-match states, the table and its pages. */
export function AdminList(props: AdminListProps) {
  const { id, title, list, control } = props;
  const { loading, error } = props.query;
  const { offset } = control;
  const filtered = control.search !== '' || props.filtered === true;
  const intl = useIntl();
  const [draft, setDraft] = useState('');
  const { page, pages } = pageOf(offset, ADMIN_PAGE_SIZE, list?.totalCount ?? 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    control.setSearch(draft);
  };
  return (
    // Not a landmark itself: the scrollable table below is the list's one region (focusable, so a
    // keyboard can scroll it on a phone).
    <div aria-busy={loading}>
      <h2 id={`${id}-title`}>{title}</h2>
      {(props.searchLabel || props.filters) && (
        <div style={FILTERS}>
          {props.searchLabel && (
            <form role="search" style={FILTERS} onSubmit={submit}>
              <div className="ui-field">
                <label htmlFor={`${id}-search`}>{props.searchLabel}</label>
                <input
                  id={`${id}-search`}
                  className="ui-input"
                  type="search"
                  value={draft}
                  maxLength={200}
                  onChange={(event) => setDraft(event.target.value)}
                />
              </div>
              <button type="submit" className="ui-button ui-button--secondary">
                {intl.formatMessage(messages.search)}
              </button>
            </form>
          )}
          {props.filters}
        </div>
      )}
      {!list && loading && <p role="status">{intl.formatMessage(messages.loading)}</p>}
      {!list && !loading && error != null && (
        <div className="ui-form-error" role="alert">
          {apiError(error).code === 'FORBIDDEN' ? (
            <p>{intl.formatMessage(messages.denied)}</p>
          ) : (
            <>
              <p>{intl.formatMessage(messages.loadFailed)}</p>
              <button
                type="button"
                className="ui-button ui-button--secondary"
                onClick={() => void props.query.refetch()}
              >
                {intl.formatMessage(messages.retry)}
              </button>
            </>
          )}
        </div>
      )}
      {list && list.items.length === 0 && (
        <p data-testid={`${id}-empty`}>{filtered ? intl.formatMessage(messages.noMatch) : props.emptyText}</p>
      )}
      {list && list.items.length > 0 && (
        <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-labelledby={`${id}-title`}>
          <table className="ui-table">
            <caption className="ui-visually-hidden">{title}</caption>
            <thead>
              <tr>
                {props.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{props.children}</tbody>
          </table>
        </div>
      )}
      {list && (
        <Pagination
          offset={offset}
          limit={ADMIN_PAGE_SIZE}
          totalCount={list.totalCount}
          onOffsetChange={control.setOffset}
          label={intl.formatMessage(listPages, { list: title })}
          previousLabel={intl.formatMessage(messages.previous)}
          nextLabel={intl.formatMessage(messages.next)}
          status={intl.formatMessage(pageStatus, { page, pages })}
        />
      )}
    </div>
  );
}
