import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { AlertProvider, SessionProvider } from '@portico/ui';
import en from '../../../i18n/en.json';
import { forgetInvitationToken } from '../utils/invitation-token';
import { AcceptInvitationPage } from './accept-invitation-page';

const TOKEN = 'T'.repeat(43);
const PREVIEW = {
  __typename: 'InvitationPreview',
  workspaceName: 'Acme Visas',
  invitedByEmail: 'owner@acme.test',
  role: 'MEMBER',
  email: 'bea@acme.test',
  language: 'es',
  expiresAt: '2026-03-08T10:00:00Z',
};

type Answer = { data?: Record<string, unknown>; errors?: Record<string, unknown>[] };

function setUp({
  user = null as null | { email: string; activated?: boolean },
  preview = { data: { invitation: PREVIEW } } as Answer,
  accept = {
    data: { acceptInvitation: { __typename: 'Workspace', id: 'w1', name: 'Acme Visas', role: 'MEMBER' } },
  } as Answer,
  address = `/invitations/accept#token=${TOKEN}`,
} = {}) {
  window.history.replaceState(null, '', address);
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  globalThis.fetch = jest.fn(async () =>
    user
      ? {
          ok: true,
          status: 200,
          headers: new Headers(),
          json: async () => ({
            data: {
              viewer: {
                user: { id: 'u1', language: 'en', totpEnabled: false, activated: true, ...user },
                currentWorkspaceId: 'p1',
                platformAdmin: false,
              },
            },
          }),
        }
      : {
          ok: false,
          status: 401,
          headers: new Headers(),
          json: async () => ({ errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] }),
        },
  ) as unknown as typeof fetch;
  const answers: Record<string, Answer> = {
    Invitation: preview,
    AcceptInvitation: accept,
    DeclineInvitation: { data: { declineInvitation: true } },
    SwitchWorkspace: { data: { switchWorkspace: { __typename: 'Viewer', currentWorkspaceId: 'w1' } } },
  };
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        calls.push({ name: operation.operationName ?? '', variables: operation.variables });
        setTimeout(() => {
          observer.next(answers[operation.operationName ?? ''] as never);
          observer.complete();
        }, 0);
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  render(
    <IntlProvider locale="en" messages={en}>
      <AlertProvider closeLabel="Close alert">
        <SessionProvider>
          <ApolloProvider client={client}>
            <MemoryRouter initialEntries={['/invitations/accept']}>
              <Routes>
                <Route path="/invitations/accept" element={<AcceptInvitationPage />} />
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

afterEach(() => forgetInvitationToken());

describe('the invitation page', () => {
  it('takes the token out of the address bar and shows the invitation to a visitor, with sign-up and log-in that come back', async () => {
    const calls = setUp();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/invitations/accept');
    expect(
      await screen.findByText('owner@acme.test invited you to join Acme Visas as a member.'),
    ).toBeTruthy();
    expect(screen.getByText(/This invitation is for bea@acme\.test\./)).toBeTruthy();
    expect(calls).toContainEqual({ name: 'Invitation', variables: { token: TOKEN } });
    await screen.findByRole('link', { name: 'Sign up' });
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/signup?next=%2Finvitations%2Faccept',
    );
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?next=%2Finvitations%2Faccept',
    );
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it('keeps the token in memory for the way back from sign-up, and says what to do without one', async () => {
    setUp();
    await screen.findByText(/invited you to join Acme Visas/);
    // Back from sign-up and activation: no fragment any more, the page still knows the invitation.
    const calls = setUp({ user: { email: 'bea@acme.test' }, address: '/invitations/accept' });
    await waitFor(() => expect(calls).toContainEqual({ name: 'Invitation', variables: { token: TOKEN } }));
    forgetInvitationToken();
    document.body.innerHTML = '';
    setUp({ address: '/invitations/accept' });
    expect(
      await screen.findByText('Open the link in your invitation e-mail to see the invitation here.'),
    ).toBeTruthy();
  });

  it('accepts for the invited account, then switches to the workspace', async () => {
    const calls = setUp({ user: { email: 'Bea@acme.test' } });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' })));
    await waitFor(() =>
      expect(calls).toContainEqual({ name: 'AcceptInvitation', variables: { input: { token: TOKEN } } }),
    );
    expect(await screen.findByRole('heading', { name: 'Welcome to Acme Visas' })).toBeTruthy();
    expect(screen.getByText('You joined Acme Visas as a member.')).toBeTruthy();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Switch to Acme Visas and go to forms' })),
    );
    expect(await screen.findByRole('heading', { name: 'Forms page' })).toBeTruthy();
    expect(calls).toContainEqual({ name: 'SwitchWorkspace', variables: { input: { workspaceId: 'w1' } } });
  });

  it('tells someone signed in with another address to log out first, and offers no accept', async () => {
    setUp({ user: { email: 'other@acme.test' } });
    expect(
      await screen.findByText(
        'You are signed in as other@acme.test, but this invitation is for bea@acme.test. Log out and log in with that address to accept it.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it.each([
    ['INVITATION_EXPIRED', 'This invitation has expired. Ask the workspace admin to send it again.'],
    ['INVITATION_REVOKED', 'This invitation was withdrawn by the workspace admin.'],
    ['INVITATION_ACCEPTED', 'This invitation has already been accepted.'],
    ['INVITATION_INVALID', 'This invitation link is not valid. Ask the workspace admin to send a new one.'],
  ])('explains a link that cannot be used (%s)', async (reason, text) => {
    setUp({ preview: { errors: [{ message: 'x', extensions: { code: 'NOT_FOUND', reason } }] } });
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('declines only after a confirmation', async () => {
    const calls = setUp();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Decline the invitation to Acme Visas?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.name === 'DeclineInvitation')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await act(async () =>
      fireEvent.click(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Decline invitation' }),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Invitation declined' })).toBeTruthy();
    expect(calls).toContainEqual({ name: 'DeclineInvitation', variables: { input: { token: TOKEN } } });
  });
});
