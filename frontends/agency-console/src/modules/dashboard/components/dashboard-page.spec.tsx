import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable, type Subscriber } from 'rxjs';
import en from '../../../i18n/en.json';
import type { FormStatus } from '../graphql/dashboard-api';
import { DashboardPage, REFRESH_DELAY_MS } from './dashboard-page';

type Card = { id: string; name: string; status: FormStatus; createdBy?: string };
type Filing = {
  id: string;
  formId: string;
  status: string;
  createdAt: string;
  confirmationNumber: string | null;
};
type Calls = { operationName: string; variables: Record<string, unknown> }[];

function cardOf(card: Card) {
  return {
    __typename: 'Form',
    id: card.id,
    name: card.name,
    createdBy: card.createdBy ?? 'u1',
    updatedAt: '2026-03-05T10:00:00Z',
    status: card.status,
    progress: { __typename: 'FormProgress', completed: 2, applicable: 10, percent: 20 },
  };
}

/** A fake forms + identity API over the given cards; `board.cards` can change between calls. */
function setup(
  initial: Card[],
  options: { totals?: Partial<Record<FormStatus, number>>; fail?: boolean; filings?: Filing[] } = {},
) {
  const board = { cards: initial.map((c) => ({ ...c })), fail: options.fail ?? false };
  const calls: Calls = [];
  let events: Subscriber<unknown> | undefined;
  let filingEvents: Subscriber<unknown> | undefined;
  const answer = (name: string, variables: Record<string, unknown>): unknown => {
    if (name === 'Dashboard') {
      if (board.fail) return { errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] };
      return {
        data: {
          dashboard: (['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED', 'ARCHIVED'] as FormStatus[]).map(
            (status) => {
              const cards = board.cards.filter((card) => card.status === status);
              return {
                __typename: 'DashboardColumn',
                status,
                totalCount: options.totals?.[status] ?? cards.length,
                items: cards.map(cardOf),
              };
            },
          ),
        },
      };
    }
    if (name === 'DashboardMembers')
      return {
        data: {
          workspaceMembers: {
            __typename: 'MemberPage',
            totalCount: 1,
            items: [{ __typename: 'Member', userId: 'u1', email: 'owner@agency.test' }],
          },
        },
      };
    if (name === 'DashboardArchivedOrigins')
      return {
        data: {
          forms: {
            __typename: 'FormPage',
            items: board.cards
              .filter((card) => card.status === 'ARCHIVED')
              .map((card) => ({
                __typename: 'Form',
                id: card.id,
                transitions: {
                  __typename: 'FormTransitionPage',
                  items: [{ __typename: 'FormTransition', from: 'IN_PROGRESS', to: 'ARCHIVED' }],
                },
              })),
          },
        },
      };
    if (name === 'DashboardColumnCards')
      return {
        data: {
          forms: {
            __typename: 'FormPage',
            totalCount: 25,
            items: [
              ...(variables.offset === 0
                ? board.cards.filter((card) => card.status === variables.status).map(cardOf)
                : []),
              cardOf({
                id: `more-${String(variables.offset)}`,
                name: 'Later form',
                status: variables.status as FormStatus,
              }),
            ],
          },
        },
      };
    if (name === 'DashboardArchiveForm' || name === 'DashboardUnarchiveForm') {
      const id = (variables.input as { id: string }).id;
      const card = board.cards.find((c) => c.id === id)!;
      card.status = name === 'DashboardArchiveForm' ? 'ARCHIVED' : 'IN_PROGRESS';
      const field = name === 'DashboardArchiveForm' ? 'archiveForm' : 'unarchiveForm';
      return { data: { [field]: { __typename: 'Form', id, status: card.status, version: 2 } } };
    }
    if (name === 'DashboardCreators')
      return {
        data: {
          creators: (variables.ids as string[]).map((id) =>
            id.startsWith('apiKey:')
              ? { __typename: 'Creator', id, kind: 'API_KEY', name: 'Partner CRM', keyCreatedBy: null }
              : { __typename: 'Creator', id, kind: 'FORMER_MEMBER', name: null, keyCreatedBy: null },
          ),
        },
      };
    if (name === 'DashboardSubmissions')
      return {
        data: {
          submissions: {
            __typename: 'SubmissionPage',
            items: (options.filings ?? []).map((filing) => ({ __typename: 'Submission', ...filing })),
          },
        },
      };
    throw new Error(`no handler for ${name}`);
  };
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        calls.push({ operationName: name, variables: operation.variables });
        if (name === 'DashboardFormChanged') {
          events = observer;
          return undefined;
        }
        if (name === 'DashboardSubmissionChanged') {
          filingEvents = observer;
          return undefined;
        }
        const timer = setTimeout(() => {
          observer.next(answer(name, operation.variables) as never);
          observer.complete();
        }, 0);
        return () => clearTimeout(timer);
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  render(
    <IntlProvider locale="en" messages={en}>
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={['/workspaces/w1/dashboard']}>
          <Routes>
            <Route path="/workspaces/:workspaceId/dashboard" element={<DashboardPage />} />
          </Routes>
        </MemoryRouter>
      </ApolloProvider>
    </IntlProvider>,
  );
  const push = (event: Record<string, unknown>) =>
    events?.next({ data: { formChanged: { __typename: 'FormChangedEvent', ...event } } } as never);
  const pushFiling = (filing: Filing) =>
    filingEvents?.next({
      data: { workspaceSubmissionsChanged: { __typename: 'Submission', ...filing } },
    } as never);
  return {
    board,
    calls,
    push,
    pushFiling,
    callsOf: (name: string) => calls.filter((c) => c.operationName === name),
  };
}

const CARDS: Card[] = [
  { id: 'f1', name: 'Ana 2026', status: 'NOT_STARTED' },
  { id: 'f2', name: 'Ben 2026', status: 'IN_PROGRESS' },
  { id: 'f3', name: 'Cy 2026', status: 'COMPLETED' },
  { id: 'f4', name: 'Old trip', status: 'ARCHIVED' },
];

const column = (status: FormStatus) => screen.getByTestId(`column-${status}`);
const card = (name: string) => screen.getByRole('listitem', { name });

describe('dashboard kanban', () => {
  it('shows one column per status with its count, and cards with creator, progress and update time', async () => {
    setup(CARDS, { totals: { IN_PROGRESS: 1 } });
    await screen.findByRole('listitem', { name: 'Ben 2026' });
    expect(screen.getByRole('heading', { name: 'Ready for Submission (1)' })).toBeTruthy();
    expect(within(column('COMPLETED')).getByText('Cy 2026')).toBeTruthy();
    await waitFor(() =>
      expect(within(card('Ben 2026')).getByText('Created by owner@agency.test')).toBeTruthy(),
    );
    expect(
      within(card('Ben 2026')).getByRole('progressbar', { name: '2 of 10 sections complete (20%)' }),
    ).toBeTruthy();
    expect(within(card('Ben 2026')).getByText(/^Updated /)).toBeTruthy();
  });

  it('names a form made through the API by its key, and "Former member" only for someone who left', async () => {
    const { callsOf } = setup([
      { id: 'f1', name: 'Ana 2026', status: 'NOT_STARTED' },
      { id: 'f2', name: 'From the CRM', status: 'IN_PROGRESS', createdBy: 'apiKey:k1' },
      { id: 'f3', name: 'Left behind', status: 'COMPLETED', createdBy: 'u9' },
    ]);
    await waitFor(() =>
      expect(within(card('From the CRM')).getByText('Created by Partner CRM (API key)')).toBeTruthy(),
    );
    expect(within(card('Left behind')).getByText('Created by Former member')).toBeTruthy();
    expect(within(card('Ana 2026')).getByText('Created by owner@agency.test')).toBeTruthy();
    expect(callsOf('DashboardCreators').map((c) => c.variables)).toEqual([
      { workspaceId: 'w1', ids: ['apiKey:k1', 'u9'] },
    ]);
  });

  it('loads more cards of one column from where it stands', async () => {
    const { callsOf } = setup(CARDS, { totals: { IN_PROGRESS: 25 } });
    const more = await screen.findByRole('button', { name: 'Load more in In progress (24 more)' });
    expect(within(column('NOT_STARTED')).queryByRole('button', { name: /Load more/ })).toBeNull();
    await act(async () => fireEvent.click(more));
    expect(await within(column('IN_PROGRESS')).findByText('Later form')).toBeTruthy();
    expect(within(column('IN_PROGRESS')).getAllByTestId('kanban-card')).toHaveLength(2);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Load more in In progress (23 more)' })),
    );
    expect(callsOf('DashboardColumnCards').map((c) => c.variables)).toEqual([
      { workspaceId: 'w1', status: 'IN_PROGRESS', limit: 21, offset: 0 },
      { workspaceId: 'w1', status: 'IN_PROGRESS', limit: 20, offset: 2 },
    ]);
  });

  it('offers only Archived in the keyboard menu of an active card, and moves it', async () => {
    const { callsOf } = setup(CARDS);
    const button = await screen.findByRole('button', { name: 'Move to…: Ben 2026' });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu', { name: 'Move to…: Ben 2026' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Move to Archived']);
    expect(document.activeElement).toBe(items[0]);
    await act(async () => fireEvent.keyDown(items[0], { key: 'Enter' }));
    await waitFor(() =>
      expect(callsOf('DashboardArchiveForm').map((c) => c.variables)).toEqual([{ input: { id: 'f2' } }]),
    );
    expect(await within(column('ARCHIVED')).findByText('Ben 2026')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('dashboard-announcement').textContent).toBe('Ben 2026 moved to Archived.'),
    );
    // The moved card keeps the keyboard focus in its new column.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move to…: Ben 2026' })),
    );
  });

  it('offers an archived card only its way back, and Escape closes the menu', async () => {
    const { callsOf } = setup(CARDS);
    await screen.findByRole('listitem', { name: 'Old trip' });
    await waitFor(() => expect(callsOf('DashboardArchivedOrigins')).toHaveLength(1));
    const button = screen.getByRole('button', { name: 'Move to…: Old trip' });
    await waitFor(() => {
      fireEvent.click(button);
      expect(
        within(screen.getByRole('menu'))
          .getAllByRole('menuitem')
          .map((i) => i.textContent),
      ).toEqual(['Unarchive (back to In progress)']);
    });
    fireEvent.keyDown(screen.getByRole('menuitem'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    await act(async () => fireEvent.click(screen.getByRole('menuitem')));
    await waitFor(() =>
      expect(callsOf('DashboardUnarchiveForm').map((c) => c.variables)).toEqual([{ input: { id: 'f4' } }]),
    );
    expect(await within(column('IN_PROGRESS')).findByText('Old trip')).toBeTruthy();
  });

  it('explains a refused drop and changes nothing; a drop on Archived archives', async () => {
    const { callsOf } = setup(CARDS);
    await screen.findByRole('listitem', { name: 'Ana 2026' });
    const dataTransfer = { setData: jest.fn(), effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(card('Ana 2026'), { dataTransfer });
    await waitFor(() =>
      expect(screen.getByTestId('dashboard-announcement').textContent).toBe(
        'Moving Ana 2026. It can go to: Archived.',
      ),
    );
    fireEvent.dragOver(column('COMPLETED'), { dataTransfer });
    fireEvent.drop(column('COMPLETED'), { dataTransfer });
    expect(screen.getByTestId('dashboard-announcement').textContent).toBe(
      'Ana 2026 cannot be moved to Ready for Submission: that status follows the answers. A card only moves to Archived, or back from it.',
    );
    expect(within(column('NOT_STARTED')).getByText('Ana 2026')).toBeTruthy();
    fireEvent.dragStart(card('Ana 2026'), { dataTransfer });
    fireEvent.dragOver(column('ARCHIVED'), { dataTransfer });
    await act(async () => fireEvent.drop(column('ARCHIVED'), { dataTransfer }));
    await waitFor(() =>
      expect(callsOf('DashboardArchiveForm').map((c) => c.variables)).toEqual([{ input: { id: 'f1' } }]),
    );
    expect(await within(column('ARCHIVED')).findByText('Ana 2026')).toBeTruthy();
  });

  it('refuses to drop an archived card anywhere but its own status', async () => {
    const { callsOf } = setup(CARDS);
    await screen.findByRole('listitem', { name: 'Old trip' });
    await waitFor(() => expect(callsOf('DashboardArchivedOrigins')).toHaveLength(1));
    const dataTransfer = { setData: jest.fn(), effectAllowed: '', dropEffect: '' };
    await waitFor(() => {
      fireEvent.dragStart(card('Old trip'), { dataTransfer });
      expect(screen.getByTestId('dashboard-announcement').textContent).toBe(
        'Moving Old trip. It can go to: In progress.',
      );
    });
    fireEvent.drop(column('NOT_STARTED'), { dataTransfer });
    expect(screen.getByTestId('dashboard-announcement').textContent).toBe(
      'Old trip can only be unarchived back to In progress, the status its answers give it.',
    );
    expect(callsOf('DashboardUnarchiveForm')).toEqual([]);
  });

  it('moves a card when the subscription says a form changed', async () => {
    const { board, push, callsOf } = setup(CARDS);
    await screen.findByRole('listitem', { name: 'Ana 2026' });
    expect(callsOf('DashboardFormChanged').map((c) => c.variables)).toEqual([{ workspaceId: 'w1' }]);
    const before = callsOf('Dashboard').length;
    board.cards[0].status = 'IN_PROGRESS';
    act(() => push({ change: 'STATUS_CHANGED', formId: 'f1', status: 'IN_PROGRESS', version: 3 }));
    await waitFor(() => expect(within(column('IN_PROGRESS')).getByText('Ana 2026')).toBeTruthy(), {
      timeout: REFRESH_DELAY_MS + 1000,
    });
    expect(callsOf('Dashboard').length).toBe(before + 1);
    expect(within(column('NOT_STARTED')).queryByText('Ana 2026')).toBeNull();
  });

  it('catches up when the browser comes back online (events missed meanwhile are not replayed)', async () => {
    const { board, callsOf } = setup(CARDS);
    await screen.findByRole('listitem', { name: 'Ana 2026' });
    const before = callsOf('Dashboard').length;
    board.cards[0].status = 'ARCHIVED';
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(within(column('ARCHIVED')).getByText('Ana 2026')).toBeTruthy(), {
      timeout: REFRESH_DELAY_MS + 1000,
    });
    expect(callsOf('Dashboard').length).toBe(before + 1);
  });

  it('shows an error with a retry, and an empty workspace a way to create a form', async () => {
    const { board } = setup([], { fail: true });
    expect(await screen.findByText('Failed to load the dashboard. Please try again.')).toBeTruthy();
    board.fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const empty = await screen.findByTestId('dashboard-empty');
    expect(within(empty).getByRole('link', { name: 'Create your first form' }).getAttribute('href')).toBe(
      '/workspaces/w1/forms/new',
    );
  });

  it('shows each card’s newest CEAC filing, live, with a link to it', async () => {
    const { pushFiling } = setup(
      [
        { id: 'f1', name: 'Ana Smith 2026', status: 'COMPLETED' },
        { id: 'f2', name: 'Ben Smith 2026', status: 'COMPLETED' },
      ],
      {
        filings: [
          {
            id: 's0',
            formId: 'f1',
            status: 'ERRORED',
            createdAt: '2026-11-23T09:00:00Z',
            confirmationNumber: null,
          },
          {
            id: 's1',
            formId: 'f1',
            status: 'FILLING_FORM',
            createdAt: '2026-11-23T10:00:00Z',
            confirmationNumber: null,
          },
        ],
      },
    );
    const ana = (await screen.findAllByTestId('kanban-card')).find((card) => card.dataset.formId === 'f1')!;
    const filing = await within(ana).findByTestId('card-submission');
    expect(filing.textContent).toBe('CEAC filing: Filling in the form');
    expect(filing.getAttribute('href')).toBe('/workspaces/w1/forms/f1/submissions/s1');
    const ben = screen.getAllByTestId('kanban-card').find((card) => card.dataset.formId === 'f2')!;
    expect(within(ben).queryByTestId('card-submission')).toBeNull();
    act(() =>
      pushFiling({
        id: 's1',
        formId: 'f1',
        status: 'COMPLETED',
        createdAt: '2026-11-23T10:00:00Z',
        confirmationNumber: 'AA00F5NCG1',
      }),
    );
    await waitFor(() =>
      expect(within(ana).getByTestId('card-submission').textContent).toBe('Filed on CEAC: AA00F5NCG1'),
    );
    act(() =>
      pushFiling({
        id: 's9',
        formId: 'f2',
        status: 'AWAITING_CAPTCHA',
        createdAt: '2026-11-23T11:00:00Z',
        confirmationNumber: null,
      }),
    );
    await waitFor(() =>
      expect(within(ben).getByTestId('card-submission').textContent).toBe(
        'CEAC filing: Waiting for a person',
      ),
    );
  });

  it('signals the filings that wait for a captcha or the applicant’s signature, live, each linked', async () => {
    const { pushFiling } = setup(
      [
        { id: 'f1', name: 'Ana Smith 2026', status: 'COMPLETED' },
        { id: 'f2', name: 'Ben Smith 2026', status: 'COMPLETED' },
      ],
      {
        filings: [
          {
            id: 's1',
            formId: 'f1',
            status: 'FILLING_FORM',
            createdAt: '2026-11-23T10:00:00Z',
            confirmationNumber: null,
          },
        ],
      },
    );
    await screen.findAllByTestId('kanban-card');
    expect(screen.queryByTestId('waiting-signal')).toBeNull();
    const waits = (id: string, formId: string) =>
      pushFiling({
        id,
        formId,
        status: 'AWAITING_CAPTCHA',
        createdAt: '2026-11-23T11:00:00Z',
        confirmationNumber: null,
      });
    act(() => waits('s1', 'f1'));
    const signal = await screen.findByTestId('waiting-signal');
    expect(signal.textContent).toContain(
      "1 filing waits for a captcha or the applicant's own signature on CEAC; the applicant was e-mailed.",
    );
    expect(within(signal).getByRole('link', { name: 'Ana Smith 2026' }).getAttribute('href')).toBe(
      '/workspaces/w1/forms/f1/submissions/s1',
    );
    act(() => waits('s2', 'f2'));
    await waitFor(() => expect(within(signal).getAllByRole('link')).toHaveLength(2));
    expect(signal.textContent).toContain('2 filings wait');
    // Answered: the signal goes.
    act(() => {
      for (const [id, formId] of [
        ['s1', 'f1'],
        ['s2', 'f2'],
      ])
        pushFiling({
          id,
          formId,
          status: 'IN_PROGRESS',
          createdAt: '2026-11-23T11:00:00Z',
          confirmationNumber: null,
        });
    });
    await waitFor(() => expect(screen.queryByTestId('waiting-signal')).toBeNull());
  });
});
