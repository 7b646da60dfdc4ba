import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { AlertProvider, SessionProvider } from '@portico/ui';
import en from '../../../i18n/en.json';
import ru from '../../../i18n/ru.json';
import { WorkspaceList } from './workspace-list';

const USER = { id: 'u1', email: 'ana@example.com', language: 'en', activated: true, totpEnabled: false };

function workspace(index: number, current = false) {
  return {
    __typename: 'Workspace',
    id: `w${index}`,
    name: index === 0 ? 'Personal' : `Agency ${index}`,
    type: index === 0 ? 'PERSONAL' : 'BUSINESS',
    role: 'ADMIN',
    isCurrent: current,
    requiresTotp: false,
  };
}

type Answer = { data?: Record<string, unknown>; errors?: Record<string, unknown>[] };

function setUp(
  all = [workspace(0, true), workspace(1)],
  leave: Answer = { data: { leaveWorkspace: { __typename: 'Viewer', currentWorkspaceId: 'w0' } } },
  catalog: { locale: string; messages: Record<string, string> } = { locale: 'en', messages: en },
) {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    headers: new Headers(),
    json: async () => ({ data: { viewer: { user: USER, currentWorkspaceId: 'w0' } } }),
  })) as unknown as typeof fetch;
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        calls.push({ name: operation.operationName ?? '', variables: operation.variables });
        const { limit = 10, offset = 0 } = operation.variables as { limit?: number; offset?: number };
        const data =
          operation.operationName === 'Workspaces'
            ? {
                workspaces: {
                  __typename: 'WorkspacePage',
                  totalCount: all.length,
                  items: all.slice(offset, offset + limit),
                },
              }
            : operation.operationName === 'SwitchWorkspace'
              ? { switchWorkspace: { __typename: 'Viewer', currentWorkspaceId: 'w1' } }
              : { createWorkspace: { __typename: 'Workspace', id: 'w9', name: 'New', type: 'BUSINESS' } };
        setTimeout(() => {
          observer.next((operation.operationName === 'LeaveWorkspace' ? leave : { data }) as never);
          observer.complete();
        }, 0);
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  render(
    <IntlProvider locale={catalog.locale} messages={catalog.messages}>
      <AlertProvider closeLabel="Close alert">
        <SessionProvider>
          <ApolloProvider client={client}>
            <MemoryRouter initialEntries={['/workspaces']}>
              <Routes>
                <Route path="/workspaces" element={<WorkspaceList />} />
                <Route path="/workspaces/:id/forms" element={<h1>Forms page</h1>} />
              </Routes>
            </MemoryRouter>
          </ApolloProvider>
        </SessionProvider>
      </AlertProvider>
    </IntlProvider>,
  );
  return calls;
}

describe('workspaces list', () => {
  it('names the personal workspace in the reader’s language, an agency by its own name', async () => {
    setUp(undefined, undefined, { locale: 'ru', messages: ru });
    const personal = await screen.findByTestId('workspace-w0');
    expect(within(personal).getByRole('rowheader').textContent).toBe('Личное');
    expect(within(await screen.findByTestId('workspace-w1')).getByRole('rowheader').textContent).toBe(
      'Agency 1',
    );
  });

  it('shows type, status and the right action for each workspace', async () => {
    setUp();
    const personal = await screen.findByTestId('workspace-w0');
    expect(within(personal).getByRole('rowheader').textContent).toBe('Personal');
    expect(within(personal).getByRole('cell', { name: 'Personal' })).toBeTruthy();
    expect(within(personal).getByText('Current')).toBeTruthy();
    expect(within(personal).getByRole('link', { name: 'Go to forms' }).getAttribute('href')).toBe(
      '/workspaces/w0/forms',
    );
    const agency = screen.getByTestId('workspace-w1');
    expect(within(agency).getByText('Business')).toBeTruthy();
    expect(within(agency).getByText('Available')).toBeTruthy();
    expect(within(agency).queryByRole('link', { name: 'Go to forms' })).toBeNull();
  });

  it('switches and goes to the forms of the chosen workspace', async () => {
    const calls = setUp();
    const button = await screen.findByRole('button', { name: 'Switch to Agency 1 and go to forms' });
    await act(async () => fireEvent.click(button));
    expect(await screen.findByRole('heading', { name: 'Forms page' })).toBeTruthy();
    expect(calls).toContainEqual({ name: 'SwitchWorkspace', variables: { input: { workspaceId: 'w1' } } });
  });

  it('pages through more workspaces than fit on one page', async () => {
    const calls = setUp(Array.from({ length: 12 }, (_, index) => workspace(index, index === 0)));
    await screen.findByTestId('workspace-w0');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    expect(await screen.findByTestId('workspace-w11')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(calls).toContainEqual({ name: 'Workspaces', variables: { limit: 10, offset: 10 } });
  });

  it('creates a business workspace and asks for a name first', async () => {
    const calls = setUp();
    await screen.findByTestId('workspace-w0');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create workspace' })));
    expect(screen.getByText('Enter a name for the workspace.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Agency or business name'), { target: { value: ' Visa Co ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create workspace' })));
    await waitFor(() =>
      expect(calls).toContainEqual({ name: 'CreateWorkspace', variables: { input: { name: 'Visa Co' } } }),
    );
  });

  it('leaves a business workspace only after a confirmation; a personal one offers no way out', async () => {
    const calls = setUp();
    expect(
      within(await screen.findByTestId('workspace-w0')).queryByRole('button', { name: /^Leave/ }),
    ).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Leave Agency 1' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Leave Agency 1?' });
    expect(within(dialog).getByText(/lose access to the forms and data of Agency 1 at once/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.name === 'LeaveWorkspace')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Leave Agency 1' }));
    await act(async () =>
      fireEvent.click(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Leave workspace' }),
      ),
    );
    await waitFor(() =>
      expect(calls).toContainEqual({ name: 'LeaveWorkspace', variables: { input: { workspaceId: 'w1' } } }),
    );
    expect(await screen.findByText('You no longer have access to Agency 1.')).toBeTruthy();
  });

  it('tells the last admin to make someone else admin first', async () => {
    setUp(undefined, {
      errors: [
        {
          message: 'You are the last admin of this workspace.',
          extensions: { code: 'FORBIDDEN', reason: 'LAST_ADMIN' },
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Leave Agency 1' }));
    await act(async () =>
      fireEvent.click(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Leave workspace' }),
      ),
    );
    expect(
      await screen.findByText(
        'You are the last admin of Agency 1. Make another member an admin before you leave.',
      ),
    ).toBeTruthy();
  });
});
