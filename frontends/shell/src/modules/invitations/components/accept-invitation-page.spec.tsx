import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LocaleProvider, SessionProvider } from '@portico/ui';
import { renderWithApi, type Handler } from '@portico/ui/testing';
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

type Answer = ReturnType<Handler>;

/** The viewer the session asks for with fetch: someone signed in, or nobody (401). */
function mockViewer(user: null | { email: string; activated?: boolean }) {
  const reply = (status: number, body: unknown) =>
    ({ ok: status < 300, status, headers: new Headers(), json: async () => body }) as Response;
  globalThis.fetch = jest.fn(async () =>
    user
      ? reply(200, {
          data: {
            viewer: {
              user: { id: 'u1', language: 'en', totpEnabled: false, activated: true, ...user },
              currentWorkspaceId: 'p1',
              platformAdmin: false,
            },
          },
        })
      : reply(401, { errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] }),
  ) as unknown as typeof fetch;
}

function setUp({
  user = null as null | { email: string; activated?: boolean },
  preview = { data: { invitation: PREVIEW } } as Answer,
  accept = {
    data: { acceptInvitation: { __typename: 'Workspace', id: 'w1', name: 'Acme Visas', role: 'MEMBER' } },
  } as Answer,
  address = `/invitations/accept#token=${TOKEN}`,
} = {}) {
  window.history.replaceState(null, '', address);
  mockViewer(user);
  const { calls } = renderWithApi(<AcceptInvitationPage />, {
    path: '/invitations/accept',
    route: '/invitations/accept',
    messages: en,
    wrap: (children) => (
      <LocaleProvider>
        <SessionProvider>{children}</SessionProvider>
      </LocaleProvider>
    ),
    handlers: {
      Invitation: () => preview,
      AcceptInvitation: () => accept,
      DeclineInvitation: () => ({ data: { declineInvitation: true } }),
      SwitchWorkspace: () => ({
        data: { switchWorkspace: { __typename: 'Viewer', currentWorkspaceId: 'w1' } },
      }),
    },
  });
  return calls;
}

afterEach(() => {
  forgetInvitationToken();
  window.localStorage.clear();
});

describe('the invitation page', () => {
  it('takes the token out of the address bar and shows the invitation to a visitor, with sign-up and log-in that come back', async () => {
    const calls = setUp();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/invitations/accept');
    expect(
      await screen.findByText('owner@acme.test invited you to join Acme Visas as a member.'),
    ).toBeTruthy();
    expect(screen.getByText(/This invitation is for bea@acme\.test\./)).toBeTruthy();
    expect(calls).toContainEqual({ operationName: 'Invitation', variables: { token: TOKEN } });
    await screen.findByRole('link', { name: 'Sign up' });
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/signup?next=%2Finvitations%2Faccept',
    );
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?next=%2Finvitations%2Faccept',
    );
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it("speaks the invitation's language to a visitor who never chose one, and keeps a chosen one", async () => {
    setUp();
    await screen.findByText(/invited you to join Acme Visas/);
    await waitFor(() => expect(window.localStorage.getItem('portico.locale')).toBe('es'));
    expect(document.documentElement.lang).toBe('es');
    cleanup();
    forgetInvitationToken();
    window.localStorage.setItem('portico.locale', 'vi');
    setUp();
    await screen.findByText(/invited you to join Acme Visas/);
    expect(window.localStorage.getItem('portico.locale')).toBe('vi');
  });

  it('keeps the token in memory for the way back from sign-up, and says what to do without one', async () => {
    setUp();
    await screen.findByText(/invited you to join Acme Visas/);
    cleanup();
    // Back from sign-up and activation: no fragment any more, the page still knows the invitation.
    const calls = setUp({ user: { email: 'bea@acme.test' }, address: '/invitations/accept' });
    await waitFor(() =>
      expect(calls).toContainEqual({ operationName: 'Invitation', variables: { token: TOKEN } }),
    );
    expect(await screen.findByRole('button', { name: 'Accept invitation' })).toBeTruthy();
    cleanup();
    forgetInvitationToken();
    setUp({ address: '/invitations/accept' });
    expect(
      await screen.findByText('Open the link in your invitation e-mail to see the invitation here.'),
    ).toBeTruthy();
  });

  it('accepts for the invited account, then switches to the workspace', async () => {
    const calls = setUp({ user: { email: 'Bea@acme.test' } });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' })));
    await waitFor(() =>
      expect(calls).toContainEqual({
        operationName: 'AcceptInvitation',
        variables: { input: { token: TOKEN } },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Welcome to Acme Visas' })).toBeTruthy();
    expect(screen.getByText('You joined Acme Visas as a member.')).toBeTruthy();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Switch to Acme Visas and go to forms' })),
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/workspaces/w1/forms'));
    expect(calls).toContainEqual({
      operationName: 'SwitchWorkspace',
      variables: { input: { workspaceId: 'w1' } },
    });
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
    expect(calls.some((call) => call.operationName === 'DeclineInvitation')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await act(async () =>
      fireEvent.click(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Decline invitation' }),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Invitation declined' })).toBeTruthy();
    expect(calls).toContainEqual({
      operationName: 'DeclineInvitation',
      variables: { input: { token: TOKEN } },
    });
  });
});
