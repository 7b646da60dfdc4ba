import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsOf, renderWithApi, type Handler } from '../utils/render-with-api';
import { FormsPage } from './forms-page';

const ROUTE = '/workspaces/:workspaceId/forms';

type Row = { id: string; name: string; status: string; createdBy: string; percent?: number };

function form(row: Row) {
  return {
    __typename: 'Form',
    id: row.id,
    name: row.name,
    createdBy: row.createdBy,
    createdAt: '2026-03-04T10:00:00Z',
    updatedAt: '2026-03-05T10:00:00Z',
    version: 1,
    status: row.status,
    progress: { __typename: 'FormProgress', completed: 3, applicable: 12, percent: row.percent ?? 25 },
  };
}

function api(rows: Row[], totals: { totalCount?: number; workspaceTotal?: number } = {}) {
  const handlers: Record<string, Handler> = {
    FormMembers: () => ({
      data: {
        workspaceMembers: {
          __typename: 'MemberPage',
          totalCount: 2,
          items: [
            { __typename: 'Member', userId: 'u1', email: 'owner@agency.test' },
            { __typename: 'Member', userId: 'u2', email: 'bea@agency.test' },
          ],
        },
      },
    }),
    Forms: () => ({
      data: {
        forms: {
          __typename: 'FormPage',
          items: rows.map(form),
          totalCount: totals.totalCount ?? rows.length,
          workspaceTotal: totals.workspaceTotal ?? rows.length,
        },
      },
    }),
  };
  return handlers;
}

const ROWS: Row[] = [
  { id: 'f1', name: 'Ana Smith 2026', status: 'COMPLETED', createdBy: 'u1', percent: 100 },
  { id: 'f2', name: 'Ben Smith 2026', status: 'IN_PROGRESS', createdBy: 'u2' },
];

describe('my forms', () => {
  it('shows each form with its creator by e-mail, "Ready for Submission", a progress bar and "Showing X of Y"', async () => {
    renderWithApi(<FormsPage />, '/workspaces/w1/forms', ROUTE, api(ROWS, { workspaceTotal: 7 }));
    const rows = await screen.findAllByTestId('form-row');
    expect(rows).toHaveLength(2);
    await waitFor(() => expect(within(rows[1]).getByText('bea@agency.test')).toBeTruthy());
    expect(within(rows[0]).getByText('Ready for Submission')).toBeTruthy();
    expect(within(rows[1]).getByText('In progress')).toBeTruthy();
    expect(
      within(rows[1]).getByRole('progressbar', { name: '3 of 12 sections complete (25%)' }),
    ).toBeTruthy();
    expect(screen.getByTestId('forms-count').textContent).toBe('Showing 2 of 7 forms');
    expect(
      within(rows[0]).getByRole('link', { name: 'Duplicate: Ana Smith 2026' }).getAttribute('href'),
    ).toBe('/workspaces/w1/forms/f1/duplicate');
  });

  it('names a form made through the API by its key, and "Former member" only for someone who left', async () => {
    const handlers = api([
      ...ROWS,
      { id: 'f3', name: 'Partner form', status: 'NOT_STARTED', createdBy: 'apiKey:k1' },
      { id: 'f4', name: 'Old form', status: 'NOT_STARTED', createdBy: 'u9' },
    ]);
    handlers.FormCreators = (variables) => ({
      data: {
        creators: (variables.ids as string[]).map((id) =>
          id === 'apiKey:k1'
            ? {
                __typename: 'Creator',
                id,
                kind: 'API_KEY',
                name: 'Partner CRM',
                keyCreatedBy: 'owner@agency.test',
              }
            : { __typename: 'Creator', id, kind: 'FORMER_MEMBER', name: null, keyCreatedBy: null },
        ),
      },
    });
    const { calls } = renderWithApi(<FormsPage />, '/workspaces/w1/forms', ROUTE, handlers);
    const rows = await screen.findAllByTestId('form-row');
    await waitFor(() => expect(within(rows[2]).getByText('Partner CRM (API key)')).toBeTruthy());
    expect(within(rows[3]).getByText('Former member')).toBeTruthy();
    expect(within(rows[0]).getByText('owner@agency.test')).toBeTruthy();
    expect(screen.getAllByText('Former member')).toHaveLength(1);
    // Only the creators that are not listed members are asked about.
    expect(callsOf(calls, 'FormCreators')).toEqual([{ workspaceId: 'w1', ids: ['apiKey:k1', 'u9'] }]);
  });

  it('formats both figures of "Showing X of Y" the same way', async () => {
    renderWithApi(
      <FormsPage />,
      '/workspaces/w1/forms',
      ROUTE,
      api(ROWS, { totalCount: 1000, workspaceTotal: 12500 }),
    );
    expect((await screen.findByTestId('forms-count')).textContent).toBe('Showing 1,000 of 12,500 forms');
  });

  it('sends the filters, sort and page of the URL to the server', async () => {
    const { calls } = renderWithApi(
      <FormsPage />,
      '/workspaces/w1/forms?q=smith&member=u2&status=not-started&sort=name&dir=asc&page=2',
      ROUTE,
      api(ROWS, { totalCount: 30, workspaceTotal: 40 }),
    );
    await screen.findAllByTestId('form-row');
    expect(callsOf(calls, 'Forms')[0]).toEqual({
      workspaceId: 'w1',
      search: 'smith',
      createdBy: 'u2',
      status: 'NOT_STARTED',
      sort: 'NAME',
      direction: 'ASC',
      limit: 20,
      offset: 20,
    });
    expect((screen.getByLabelText('Search by form name') as HTMLInputElement).value).toBe('smith');
  });

  it('changing a filter or the sort asks the server again from page 1 and keeps it in the URL', async () => {
    const { calls } = renderWithApi(
      <FormsPage />,
      '/workspaces/w1/forms?page=2',
      ROUTE,
      api(ROWS, { totalCount: 30, workspaceTotal: 30 }),
    );
    await screen.findAllByTestId('form-row');
    await screen.findByRole('option', { name: 'bea@agency.test' });
    fireEvent.change(screen.getByLabelText('Member'), { target: { value: 'u2' } });
    await waitFor(() => expect(callsOf(calls, 'Forms').at(-1)).toMatchObject({ createdBy: 'u2', offset: 0 }));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'ARCHIVED' } });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'PROGRESS' } });
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'ASC' } });
    await waitFor(() =>
      expect(callsOf(calls, 'Forms').at(-1)).toMatchObject({
        createdBy: 'u2',
        status: 'ARCHIVED',
        sort: 'PROGRESS',
        direction: 'ASC',
        offset: 0,
      }),
    );
    expect(screen.getByTestId('location').textContent).toBe(
      '/workspaces/w1/forms?member=u2&status=archived&sort=progress&dir=asc',
    );
  });

  it('searches once typing pauses, not on every key', async () => {
    jest.useFakeTimers();
    try {
      const { calls } = renderWithApi(<FormsPage />, '/workspaces/w1/forms', ROUTE, api(ROWS));
      await act(async () => jest.advanceTimersByTime(10));
      const search = screen.getByLabelText('Search by form name');
      fireEvent.change(search, { target: { value: 'a' } });
      await act(async () => jest.advanceTimersByTime(100));
      fireEvent.change(search, { target: { value: 'an' } });
      await act(async () => jest.advanceTimersByTime(100));
      fireEvent.change(search, { target: { value: 'ana' } });
      expect(callsOf(calls, 'Forms').map((v) => v.search)).toEqual([null]);
      await act(async () => jest.advanceTimersByTime(350));
      expect(callsOf(calls, 'Forms').map((v) => v.search)).toEqual([null, 'ana']);
      expect(screen.getByTestId('location').textContent).toBe('/workspaces/w1/forms?q=ana');
      expect((search as HTMLInputElement).value).toBe('ana');
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps a filter chosen while a search is pending, and clearing wins over a pending search', async () => {
    jest.useFakeTimers();
    try {
      const { calls } = renderWithApi(<FormsPage />, '/workspaces/w1/forms?q=smith', ROUTE, api(ROWS));
      await act(async () => jest.advanceTimersByTime(10));
      fireEvent.change(screen.getByLabelText('Search by form name'), { target: { value: 'smithy' } });
      fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'COMPLETED' } });
      await act(async () => jest.advanceTimersByTime(350));
      expect(screen.getByTestId('location').textContent).toBe(
        '/workspaces/w1/forms?q=smithy&status=completed',
      );
      fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
      await act(async () => jest.advanceTimersByTime(350));
      fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'NAME' } });
      await act(async () => jest.advanceTimersByTime(350));
      expect(screen.getByTestId('location').textContent).toBe('/workspaces/w1/forms?sort=name');
      expect(callsOf(calls, 'Forms').at(-1)).toMatchObject({ search: null, status: null, sort: 'NAME' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('pages on the server', async () => {
    const { calls } = renderWithApi(
      <FormsPage />,
      '/workspaces/w1/forms',
      ROUTE,
      api(ROWS, { totalCount: 45, workspaceTotal: 45 }),
    );
    await screen.findAllByTestId('form-row');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(callsOf(calls, 'Forms').at(-1)).toMatchObject({ offset: 20, limit: 20 }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/workspaces/w1/forms?page=2');
  });

  it('offers to create the first form in an empty workspace', async () => {
    renderWithApi(<FormsPage />, '/workspaces/w1/forms', ROUTE, api([], { workspaceTotal: 0 }));
    const empty = await screen.findByTestId('forms-empty');
    expect(within(empty).getByRole('link', { name: 'Create your first form' }).getAttribute('href')).toBe(
      '/workspaces/w1/forms/new',
    );
    expect(screen.queryByTestId('forms-no-match')).toBeNull();
  });

  it('says when nothing matches, and clears the filters', async () => {
    const { calls } = renderWithApi(
      <FormsPage />,
      '/workspaces/w1/forms?q=zzz&status=completed',
      ROUTE,
      api([], { totalCount: 0, workspaceTotal: 5 }),
    );
    expect((await screen.findByTestId('forms-no-match')).textContent).toBe(
      'No forms match your search and filters.',
    );
    expect(screen.getByTestId('forms-count').textContent).toBe('Showing 0 of 5 forms');
    expect(screen.queryByTestId('forms-empty')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() =>
      expect(callsOf(calls, 'Forms').at(-1)).toMatchObject({ search: null, status: null, createdBy: null }),
    );
  });

  it('shows an error with a retry when the list fails', async () => {
    const handlers = api(ROWS);
    let fail = true;
    const ok = handlers.Forms;
    handlers.Forms = (variables) =>
      fail ? { errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] } : ok(variables);
    renderWithApi(<FormsPage />, '/workspaces/w1/forms', ROUTE, handlers);
    expect(await screen.findByText('Failed to load forms. Please try again.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('form-row')).toHaveLength(2);
  });

  it('archives only after a confirmation, and unarchives at once', async () => {
    const handlers = api([...ROWS, { id: 'f3', name: 'Old trip', status: 'ARCHIVED', createdBy: 'u1' }]);
    handlers.ArchiveForm = () => ({ data: { archiveForm: form({ ...ROWS[1], status: 'ARCHIVED' }) } });
    handlers.UnarchiveForm = () => ({
      data: { unarchiveForm: form({ id: 'f3', name: 'Old trip', status: 'IN_PROGRESS', createdBy: 'u1' }) },
    });
    const { calls } = renderWithApi(<FormsPage />, '/workspaces/w1/forms', ROUTE, handlers);
    fireEvent.click(await screen.findByRole('button', { name: 'Archive: Ben Smith 2026' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Archive Ben Smith 2026?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsOf(calls, 'ArchiveForm')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Archive: Ben Smith 2026' }));
    await act(async () =>
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Archive form' })),
    );
    await waitFor(() => expect(callsOf(calls, 'ArchiveForm')).toEqual([{ input: { id: 'f2' } }]));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Unarchive: Old trip' })));
    await waitFor(() => expect(callsOf(calls, 'UnarchiveForm')).toEqual([{ input: { id: 'f3' } }]));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
