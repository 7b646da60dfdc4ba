import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Pagination, pageOf, useCreatorLabels } from '@portico/ui';
import {
  FORMS,
  FORMS_FILED,
  FORM_CREATORS,
  FORM_MEMBERS,
  MEMBERS_LIMIT,
  type FormListItem,
  type FormSort,
  type FormStatus,
  type SortDirection,
} from '../utils/forms-api';
import { FORM_STATUS_LABELS } from '../utils/labels';
import {
  FORMS_PAGE_SIZE,
  DEFAULT_LIST_STATE,
  SEARCH_DEBOUNCE_MS,
  isFiltered,
  listVariables,
  readListState,
  withChange,
  writeListState,
  type FormsListState,
} from '../utils/list-params';
import { actionFor, apiKeyCreator, messages, pageStatus, showing, statusFiled } from '../utils/messages';
import { ArchiveFormButton } from './archive-form-button';
import { FormProgress } from './form-progress';
import { ListSkeleton } from './list-skeleton';

const STATUS_OPTIONS: FormStatus[] = ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED', 'ARCHIVED'];
const SORT_OPTIONS: [FormSort, keyof typeof messages][] = [
  ['NAME', 'sortName'],
  ['CREATED_AT', 'sortCreated'],
  ['STATUS', 'sortStatus'],
  ['PROGRESS', 'sortProgress'],
];

/** My forms (spec §2): search, member and status filters, sort, 'Showing X of Y forms', server-side paging. */
export function FormsPage() {
  const intl = useIntl();
  const { workspaceId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params), [params]);
  const ids = { search: useId(), member: useId(), status: useId(), sort: useId(), direction: useId() };

  const update = (next: FormsListState, replace = false) => setParams(writeListState(next), { replace });

  // The search box runs the search after a pause in typing, replacing the URL entry as it goes.
  const [draft, setDraft] = useState(state.search);
  const written = useRef(state.search);
  useEffect(() => {
    if (state.search !== written.current) {
      written.current = state.search;
      setDraft(state.search);
    }
  }, [state.search]);
  useEffect(() => {
    if (draft === written.current) return undefined;
    const timer = setTimeout(() => {
      written.current = draft;
      // Against the URL as it is when the pause ends: a filter changed meanwhile stays.
      setParams(
        (current) => {
          const latest = readListState(current);
          return latest.search === draft ? current : writeListState(withChange(latest, { search: draft }));
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, setParams]);

  const members = useQuery(FORM_MEMBERS, {
    variables: { workspaceId, limit: MEMBERS_LIMIT, offset: 0 },
  });
  const memberEmails = useMemo(
    () =>
      new Map((members.data?.workspaceMembers.items ?? []).map((member) => [member.userId, member.email])),
    [members.data],
  );

  const { data, previousData, error, loading, refetch } = useQuery(FORMS, {
    variables: listVariables(workspaceId, state),
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? (loading ? previousData : undefined))?.forms;
  const filed = useQuery(FORMS_FILED, {
    variables: listVariables(workspaceId, state),
    fetchPolicy: 'cache-and-network',
  }).data?.forms.items;
  const filedNumbers = useMemo(
    () => new Map((filed ?? []).map((item) => [item.id, item.confirmationNumber])),
    [filed],
  );
  // Creators that are not listed members (API keys, people who left): identity names them.
  const creatorIds = useMemo(() => (list?.items ?? []).map((form) => form.createdBy), [list]);
  const creatorOf = useCreatorLabels(
    useQuery,
    FORM_CREATORS,
    workspaceId,
    creatorIds,
    memberEmails,
    !!(members.data || members.error),
    {
      formerMember: intl.formatMessage(messages.unknownMember),
      apiKey: (name) => intl.formatMessage(apiKeyCreator, { name }),
      unnamedApiKey: intl.formatMessage(messages.unnamedApiKey),
    },
  );
  const offset = (state.page - 1) * FORMS_PAGE_SIZE;
  const { page, pages } = pageOf(offset, FORMS_PAGE_SIZE, list?.totalCount ?? 0);
  const emptyWorkspace =
    list !== undefined && list.workspaceTotal === 0 && list.totalCount === 0 && !isFiltered(state);
  const newFormPath = `/workspaces/${workspaceId}/forms/new`;

  return (
    <article className="ui-page">
      <h1 className="ui-page__title" tabIndex={-1}>
        {intl.formatMessage(messages.formsTitle)}
      </h1>
      <p className="ui-page__lead">{intl.formatMessage(messages.formsLead)}</p>
      <p>
        <Link className="ui-button" to={newFormPath}>
          {intl.formatMessage(messages.formsNew)}
        </Link>
      </p>

      <form
        role="search"
        className="ui-actions"
        aria-label={intl.formatMessage(messages.filtersLabel)}
        onSubmit={(event) => event.preventDefault()}
        style={{ alignItems: 'end', marginBottom: 'var(--space-4)' }}
      >
        <div className="ui-field">
          <label htmlFor={ids.search}>{intl.formatMessage(messages.search)}</label>
          <input
            id={ids.search}
            className="ui-input"
            type="search"
            value={draft}
            maxLength={200}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <div className="ui-field">
          <label htmlFor={ids.member}>{intl.formatMessage(messages.memberFilter)}</label>
          <select
            id={ids.member}
            className="ui-select"
            value={state.member ?? ''}
            onChange={(event) => update(withChange(state, { member: event.target.value || null }))}
          >
            <option value="">{intl.formatMessage(messages.allMembers)}</option>
            {(members.data?.workspaceMembers.items ?? []).map((member) => (
              <option key={member.userId} value={member.userId}>
                {member.email}
              </option>
            ))}
            {state.member && !memberEmails.has(state.member) && (
              <option value={state.member}>{intl.formatMessage(messages.unknownMember)}</option>
            )}
          </select>
        </div>
        <div className="ui-field">
          <label htmlFor={ids.status}>{intl.formatMessage(messages.statusFilter)}</label>
          <select
            id={ids.status}
            className="ui-select"
            value={state.status ?? ''}
            onChange={(event) =>
              update(withChange(state, { status: (event.target.value || null) as FormStatus | null }))
            }
          >
            <option value="">{intl.formatMessage(messages.allStatuses)}</option>
            {STATUS_OPTIONS.map((status) => (
              <option key={status} value={status}>
                {intl.formatMessage(FORM_STATUS_LABELS[status])}
              </option>
            ))}
          </select>
        </div>
        <div className="ui-field">
          <label htmlFor={ids.sort}>{intl.formatMessage(messages.sortBy)}</label>
          <select
            id={ids.sort}
            className="ui-select"
            value={state.sort}
            onChange={(event) => update(withChange(state, { sort: event.target.value as FormSort }))}
          >
            {SORT_OPTIONS.map(([sort, label]) => (
              <option key={sort} value={sort}>
                {intl.formatMessage(messages[label])}
              </option>
            ))}
          </select>
        </div>
        <div className="ui-field">
          <label htmlFor={ids.direction}>{intl.formatMessage(messages.direction)}</label>
          <select
            id={ids.direction}
            className="ui-select"
            value={state.direction}
            onChange={(event) =>
              update(withChange(state, { direction: event.target.value as SortDirection }))
            }
          >
            <option value="ASC">{intl.formatMessage(messages.ascending)}</option>
            <option value="DESC">{intl.formatMessage(messages.descending)}</option>
          </select>
        </div>
        {isFiltered(state) && (
          <button
            type="button"
            className="ui-button ui-button--secondary"
            onClick={() => {
              written.current = '';
              setDraft('');
              update({ ...DEFAULT_LIST_STATE, sort: state.sort, direction: state.direction });
            }}
          >
            {intl.formatMessage(messages.clearFilters)}
          </button>
        )}
      </form>

      <section aria-labelledby="forms-results" aria-busy={loading}>
        <h2 id="forms-results" className="ui-visually-hidden">
          {intl.formatMessage(messages.formsTitle)}
        </h2>
        {!list && loading && <ListSkeleton label={intl.formatMessage(messages.loading)} />}
        {!list && error && (
          <div className="ui-form-error" role="alert">
            <p>{intl.formatMessage(messages.loadFailed)}</p>
            <button type="button" className="ui-button ui-button--secondary" onClick={() => void refetch()}>
              {intl.formatMessage(messages.retry)}
            </button>
          </div>
        )}
        {list && (
          <p role="status" data-testid="forms-count">
            {intl.formatMessage(showing, { shown: list.totalCount, total: list.workspaceTotal })}
          </p>
        )}
        {emptyWorkspace && (
          <div data-testid="forms-empty">
            <h3>{intl.formatMessage(messages.emptyTitle)}</h3>
            <p>{intl.formatMessage(messages.emptyText)}</p>
            <Link className="ui-button" to={newFormPath}>
              {intl.formatMessage(messages.createFirst)}
            </Link>
          </div>
        )}
        {list && !emptyWorkspace && list.items.length === 0 && (
          <p data-testid="forms-no-match">{intl.formatMessage(messages.noMatch)}</p>
        )}
        {list && list.items.length > 0 && (
          <table className="ui-table">
            <caption className="ui-visually-hidden">{intl.formatMessage(messages.formsTitle)}</caption>
            <thead>
              <tr>
                <th scope="col" aria-sort={ariaSort(state, 'NAME')}>
                  {intl.formatMessage(messages.colName)}
                </th>
                <th scope="col">{intl.formatMessage(messages.colCreatedBy)}</th>
                <th scope="col" aria-sort={ariaSort(state, 'CREATED_AT')}>
                  {intl.formatMessage(messages.colCreated)}
                </th>
                <th scope="col" aria-sort={ariaSort(state, 'STATUS')}>
                  {intl.formatMessage(messages.colStatus)}
                </th>
                <th scope="col" aria-sort={ariaSort(state, 'PROGRESS')}>
                  {intl.formatMessage(messages.colProgress)}
                </th>
                <th scope="col">{intl.formatMessage(messages.colActions)}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((form) => (
                <FormRow
                  key={form.id}
                  workspaceId={workspaceId}
                  form={form}
                  creator={creatorOf(form.createdBy)}
                  filed={filedNumbers.get(form.id) ?? null}
                />
              ))}
            </tbody>
          </table>
        )}
        {list && (
          <Pagination
            offset={offset}
            limit={FORMS_PAGE_SIZE}
            totalCount={list.totalCount}
            onOffsetChange={(next) => update({ ...state, page: Math.floor(next / FORMS_PAGE_SIZE) + 1 })}
            label={intl.formatMessage(messages.formsPages)}
            previousLabel={intl.formatMessage(messages.previous)}
            nextLabel={intl.formatMessage(messages.next)}
            status={intl.formatMessage(pageStatus, { page, pages })}
          />
        )}
      </section>
    </article>
  );
}

function ariaSort(state: FormsListState, sort: FormSort): 'ascending' | 'descending' | undefined {
  if (state.sort !== sort) return undefined;
  return state.direction === 'ASC' ? 'ascending' : 'descending';
}

function FormRow({
  workspaceId,
  form,
  creator,
  filed,
}: {
  /** The confirmation number of a form filed on CEAC. */
  filed: string | null;
  workspaceId: string;
  form: FormListItem;
  /** Who created it, as creatorLabel says ('' while not known yet). */
  creator: string;
}) {
  const intl = useIntl();
  const base = `/workspaces/${workspaceId}/forms/${form.id}`;
  return (
    <tr data-testid="form-row">
      <th scope="row">
        <Link to={base}>{form.name}</Link>
      </th>
      <td>{creator}</td>
      <td>
        <FormattedDate value={form.createdAt} dateStyle="medium" />
      </td>
      <td>
        <span className="ui-badge" data-testid="form-row-status">
          {filed
            ? intl.formatMessage(statusFiled, { number: filed })
            : intl.formatMessage(FORM_STATUS_LABELS[form.status])}
        </span>
      </td>
      <td>
        <FormProgress progress={form.progress} compact />
      </td>
      <td>
        <span className="ui-actions">
          <Link
            className="ui-button ui-button--secondary"
            to={base}
            aria-label={intl.formatMessage(actionFor, {
              action: intl.formatMessage(messages.open),
              name: form.name,
            })}
          >
            {intl.formatMessage(messages.open)}
          </Link>
          <Link
            className="ui-button ui-button--secondary"
            to={`${base}/duplicate`}
            aria-label={intl.formatMessage(actionFor, {
              action: intl.formatMessage(messages.duplicate),
              name: form.name,
            })}
          >
            {intl.formatMessage(messages.duplicate)}
          </Link>
          <ArchiveFormButton form={form} named />
        </span>
      </td>
    </tr>
  );
}
