import {
  DEFAULT_LIST_STATE,
  FORMS_PAGE_SIZE,
  isFiltered,
  listVariables,
  readListState,
  withChange,
  writeListState,
} from './list-params';

describe('forms list state in the URL', () => {
  it('reads every filter, the sort and the page from the query', () => {
    const state = readListState(
      new URLSearchParams('q=ali&member=u2&status=in-progress&sort=progress&dir=asc&page=3'),
    );
    expect(state).toEqual({
      search: 'ali',
      member: 'u2',
      status: 'IN_PROGRESS',
      sort: 'PROGRESS',
      direction: 'ASC',
      page: 3,
    });
    expect(writeListState(state).toString()).toBe(
      'q=ali&member=u2&status=in-progress&sort=progress&dir=asc&page=3',
    );
  });

  it('falls back to the defaults for unknown or missing values, and leaves defaults out of the URL', () => {
    expect(readListState(new URLSearchParams('status=lost&sort=colour&dir=up&page=-2'))).toEqual(
      DEFAULT_LIST_STATE,
    );
    expect(writeListState(DEFAULT_LIST_STATE).toString()).toBe('');
    expect(readListState(new URLSearchParams('status=completed')).status).toBe('COMPLETED');
    expect(readListState(new URLSearchParams('status=archived')).status).toBe('ARCHIVED');
  });

  it('turns the state into the forms query variables (server-side search, filters, sort, paging)', () => {
    expect(
      listVariables('w1', {
        ...DEFAULT_LIST_STATE,
        search: '  Smith ',
        member: 'u2',
        status: 'COMPLETED',
        page: 2,
      }),
    ).toEqual({
      workspaceId: 'w1',
      search: 'Smith',
      createdBy: 'u2',
      status: 'COMPLETED',
      sort: 'CREATED_AT',
      direction: 'DESC',
      limit: FORMS_PAGE_SIZE,
      offset: FORMS_PAGE_SIZE,
    });
    expect(listVariables('w1', { ...DEFAULT_LIST_STATE, search: '   ' }).search).toBeNull();
  });

  it('starts again at page 1 when a search, filter or sort changes', () => {
    const onPage4 = { ...DEFAULT_LIST_STATE, page: 4 };
    expect(withChange(onPage4, { sort: 'NAME' }).page).toBe(1);
    expect(withChange(onPage4, { search: 'x' })).toMatchObject({ search: 'x', page: 1 });
  });

  it('tells a narrowed list from the whole workspace', () => {
    expect(isFiltered(DEFAULT_LIST_STATE)).toBe(false);
    expect(isFiltered({ ...DEFAULT_LIST_STATE, sort: 'NAME', direction: 'ASC' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_LIST_STATE, status: 'ARCHIVED' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_LIST_STATE, member: 'u1' })).toBe(true);
  });
});
