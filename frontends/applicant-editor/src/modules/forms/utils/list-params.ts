import type { FormSort, FormStatus, FormsVariables, SortDirection } from './forms-api';

/** What the My forms list shows, kept in the URL query so a reload or a shared link keeps it. */
export interface FormsListState {
  search: string;
  /** A member's user id, or null for all members. */
  member: string | null;
  /** null: every status except archived (the contract's default). */
  status: FormStatus | null;
  sort: FormSort;
  direction: SortDirection;
  /** 1-based. */
  page: number;
}

export const FORMS_PAGE_SIZE = 20;

/** How long typing pauses before a search runs (and lands in the URL). */
export const SEARCH_DEBOUNCE_MS = 300;

export const DEFAULT_LIST_STATE: FormsListState = {
  search: '',
  member: null,
  status: null,
  sort: 'CREATED_AT',
  direction: 'DESC',
  page: 1,
};

const STATUS_PARAMS: Record<string, FormStatus> = {
  'not-started': 'NOT_STARTED',
  'in-progress': 'IN_PROGRESS',
  completed: 'COMPLETED',
  archived: 'ARCHIVED',
};
const SORT_PARAMS: Record<string, FormSort> = {
  name: 'NAME',
  created: 'CREATED_AT',
  status: 'STATUS',
  progress: 'PROGRESS',
};

const keyOf = <T extends string>(map: Record<string, T>, value: T) =>
  Object.keys(map).find((key) => map[key] === value) as string;

/** Reads the list state from `?q=&member=&status=&sort=&dir=&page=`; anything unknown falls back to the default. */
export function readListState(params: URLSearchParams): FormsListState {
  const page = Number(params.get('page'));
  const dir = params.get('dir');
  return {
    search: (params.get('q') ?? '').slice(0, 200),
    member: params.get('member') || null,
    status: STATUS_PARAMS[params.get('status') ?? ''] ?? null,
    sort: SORT_PARAMS[params.get('sort') ?? ''] ?? DEFAULT_LIST_STATE.sort,
    direction: dir === 'asc' ? 'ASC' : dir === 'desc' ? 'DESC' : DEFAULT_LIST_STATE.direction,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The URL query of a list state; defaults are left out so a plain list has a plain URL. */
export function writeListState(state: FormsListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search);
  if (state.member) params.set('member', state.member);
  if (state.status) params.set('status', keyOf(STATUS_PARAMS, state.status));
  if (state.sort !== DEFAULT_LIST_STATE.sort) params.set('sort', keyOf(SORT_PARAMS, state.sort));
  if (state.direction !== DEFAULT_LIST_STATE.direction) params.set('dir', state.direction.toLowerCase());
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The `forms` query variables for a list state (server-side search, filters, sort and paging). */
export function listVariables(workspaceId: string, state: FormsListState): FormsVariables {
  const search = state.search.trim();
  return {
    workspaceId,
    search: search === '' ? null : search,
    createdBy: state.member,
    status: state.status,
    sort: state.sort,
    direction: state.direction,
    limit: FORMS_PAGE_SIZE,
    offset: (state.page - 1) * FORMS_PAGE_SIZE,
  };
}

/** True when a search or filter narrows the list (the 'nothing matches' case, not the empty workspace). */
export function isFiltered(state: FormsListState): boolean {
  return state.search.trim() !== '' || state.member !== null || state.status !== null;
}

/** A change of search, filter or sort starts again at page 1. */
export function withChange(
  state: FormsListState,
  change: Partial<Omit<FormsListState, 'page'>>,
): FormsListState {
  return { ...state, ...change, page: 1 };
}
