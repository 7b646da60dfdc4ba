import { useEffect, useId, useState } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { Pagination, pageOf } from '@portico/ui';
import { FORM_PICKER } from '../utils/forms-api';
import { FORM_STATUS_LABELS } from '../utils/labels';
import { messages, pageStatus } from '../utils/messages';
import { SEARCH_DEBOUNCE_MS } from '../utils/list-params';
import { ListSkeleton } from './list-skeleton';

export const PICKER_PAGE_SIZE = 5;

interface FormPickerProps {
  workspaceId: string;
  value: string | null;
  onChange: (formId: string, name: string) => void;
  error?: string | null;
}

/** Chooses one form of the workspace: a searchable, paged list of radio buttons. */
export function FormPicker({ workspaceId, value, onChange, error }: FormPickerProps) {
  const intl = useIntl();
  const searchId = useId();
  const archivedId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [archived, setArchived] = useState(false);
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(draft.trim());
      setOffset(0);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  const query = useQuery(FORM_PICKER, {
    variables: {
      workspaceId,
      search: search || null,
      status: archived ? 'ARCHIVED' : null,
      limit: PICKER_PAGE_SIZE,
      offset,
    },
    fetchPolicy: 'cache-and-network',
  });
  const list = (query.data ?? (query.loading ? query.previousData : undefined))?.forms;
  const { page, pages } = pageOf(offset, PICKER_PAGE_SIZE, list?.totalCount ?? 0);
  return (
    <fieldset
      className="ui-field"
      aria-describedby={error ? errorId : undefined}
      style={{
        border: '1px solid var(--color-border)',
        borderRadius: 'var(--radius)',
        padding: 'var(--space-4)',
      }}
    >
      <legend className="ui-field__label">{intl.formatMessage(messages.chooseForm)}</legend>
      <div className="ui-actions" style={{ alignItems: 'end' }}>
        <div className="ui-field">
          <label htmlFor={searchId}>{intl.formatMessage(messages.pickerSearch)}</label>
          <input
            id={searchId}
            className="ui-input"
            type="search"
            value={draft}
            maxLength={200}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
          />
        </div>
        <label htmlFor={archivedId}>
          <input
            id={archivedId}
            type="checkbox"
            checked={archived}
            onChange={(event) => {
              setArchived(event.target.checked);
              setOffset(0);
            }}
          />{' '}
          {intl.formatMessage(messages.pickerArchived)}
        </label>
      </div>
      {error && (
        <p id={errorId} className="ui-error" role="alert">
          {error}
        </p>
      )}
      {!list && query.loading && <ListSkeleton label={intl.formatMessage(messages.loading)} rows={3} />}
      {!list && query.error && (
        <div className="ui-form-error" role="alert">
          <p>{intl.formatMessage(messages.loadFailed)}</p>
          <button
            type="button"
            className="ui-button ui-button--secondary"
            onClick={() => void query.refetch()}
          >
            {intl.formatMessage(messages.retry)}
          </button>
        </div>
      )}
      {list && list.items.length === 0 && <p>{intl.formatMessage(messages.pickerEmpty)}</p>}
      {list && list.items.length > 0 && (
        <ul className="ui-checklist" data-testid="form-picker">
          {list.items.map((form) => (
            <li key={form.id}>
              <label>
                <input
                  type="radio"
                  name={`picker-${searchId}`}
                  value={form.id}
                  checked={value === form.id}
                  onChange={() => onChange(form.id, form.name)}
                />{' '}
                {form.name}{' '}
                <span className="ui-hint">
                  (<FormattedDate value={form.createdAt} dateStyle="medium" />,{' '}
                  {intl.formatMessage(FORM_STATUS_LABELS[form.status])})
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {list && (
        <Pagination
          offset={offset}
          limit={PICKER_PAGE_SIZE}
          totalCount={list.totalCount}
          onOffsetChange={setOffset}
          label={intl.formatMessage(messages.pickerPages)}
          previousLabel={intl.formatMessage(messages.previous)}
          nextLabel={intl.formatMessage(messages.next)}
          status={intl.formatMessage(pageStatus, { page, pages })}
        />
      )}
    </fieldset>
  );
}
