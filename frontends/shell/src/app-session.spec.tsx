import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { App } from './app';
import { requestReauthentication } from './modules/session/utils/reauth-store';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const USER = { id: 'u1', email: 'ana@example.com', language: 'en', activated: true, totpEnabled: false };

const REMOTES = {
  publicSite: 'http://localhost:4201/mf-manifest.json',
  applicantEditor: 'http://localhost:4202/mf-manifest.json',
  agencyConsole: 'http://localhost:4203/mf-manifest.json',
  clientIntake: 'http://localhost:4204/mf-manifest.json',
};

function server({
  loggedIn,
  currentWorkspaceId = 'w1',
  platformAdmin = false,
  throttled = false,
}: {
  loggedIn: boolean;
  currentWorkspaceId?: string;
  platformAdmin?: boolean;
  /** Sign-ins to the account are slowed down: the password needs the code 482913 with it. */
  throttled?: boolean;
}) {
  const state = { loggedIn, posts: [] as { url: string; body: unknown; csrf?: string }[] };
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const reply = (status: number, body: unknown) =>
      ({ ok: status < 300, status, headers: new Headers(), json: async () => body }) as Response;
    if (url === '/remotes.json') return reply(200, REMOTES);
    if (url === '/graphql')
      return state.loggedIn
        ? reply(200, { data: { viewer: { user: USER, currentWorkspaceId, platformAdmin } } })
        : reply(401, { errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] });
    state.posts.push({ url, body: JSON.parse(String(init?.body ?? '{}')), csrf: headers['x-portico-csrf'] });
    if (url === '/auth/logout') {
      state.loggedIn = false;
      return reply(200, {});
    }
    if (url === '/auth/login') {
      const body = JSON.parse(String(init?.body)) as { password: string; loginCode?: string };
      if (throttled && !body.loginCode)
        return reply(429, {
          error: { code: 'TOO_MANY_REQUESTS', reason: 'ACCOUNT_THROTTLED', retryAfterSeconds: 30 },
        });
      if (throttled && body.loginCode !== '482913')
        return reply(401, { error: { code: 'INVALID_CREDENTIALS', reason: 'SECOND_FACTOR' } });
      const ok = body.password === 'right';
      if (ok) state.loggedIn = true;
      return reply(ok ? 200 : 401, ok ? {} : { code: 'INVALID_CREDENTIALS' });
    }
    return reply(401, {});
  }) as unknown as typeof fetch;
  return state;
}

function visit(path: string) {
  window.history.pushState({}, '', path);
  return render(<App />);
}

beforeEach(() => {
  window.scrollTo = jest.fn(); // jsdom has no layout; the shell scrolls to the top on navigation
  window.localStorage.clear();
  const page = () => <h1>Remote page</h1>;
  jest.mocked(loadRemote).mockResolvedValue({ pages: { pricing: page, settings: page } });
});

describe('session in the shell', () => {
  it('offers Login and Signup to a visitor, not Logout or Dashboard', async () => {
    server({ loggedIn: false });
    visit('/pricing');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Signup' })).toBeTruthy();
    expect(within(nav).queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Account' })).toBeNull();
  });

  it('offers Logout and Dashboard once logged in, and Login again after logging out', async () => {
    const state = server({ loggedIn: true });
    visit('/pricing');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const logout = await within(nav).findByRole('button', { name: 'Logout' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/workspaces');
    expect(within(nav).getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');
    expect(within(nav).queryByRole('link', { name: 'Login' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Admin' })).toBeNull();
    await act(async () => fireEvent.click(logout));
    expect(await within(nav).findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(state.posts).toContainEqual({ url: '/auth/logout', body: {}, csrf: '1' });
    expect(window.location.pathname).toBe('/login');
  });

  it('links the admin area for a platform administrator only', async () => {
    server({ loggedIn: true, platformAdmin: true });
    visit('/pricing');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect((await within(nav).findByRole('link', { name: 'Admin' })).getAttribute('href')).toBe('/admin');
  });

  it('shows the no-workspace-selected message on a workspace page that is not the selected one', async () => {
    server({ loggedIn: true, currentWorkspaceId: 'w1' });
    visit('/workspaces/w2/settings');
    expect(await screen.findByRole('heading', { name: 'No workspace selected' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a workspace' }).getAttribute('href')).toBe('/workspaces');
    expect(screen.queryByRole('heading', { name: 'Remote page' })).toBeNull();
  });

  it('opens the selected workspace page', async () => {
    server({ loggedIn: true, currentWorkspaceId: 'w1' });
    visit('/workspaces/w1/settings');
    expect(await screen.findByRole('heading', { name: 'Remote page' })).toBeTruthy();
  });

  /** Logged in on /pricing, the session ends: the dialog opens; `resumed()` says whether the page went on. */
  async function sessionEnds(options: { throttled?: boolean } = {}) {
    const state = server({ loggedIn: true, ...options });
    visit('/pricing');
    await screen.findByRole('button', { name: 'Logout' });
    state.loggedIn = false;
    let resumed = false;
    act(() => {
      void requestReauthentication().then(() => (resumed = true));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Your session has expired' });
    return { state, dialog, resumed: () => resumed };
  }

  it('asks for the password over the current page and resumes after logging in', async () => {
    const { dialog, resumed } = await sessionEnds();
    expect((within(dialog).getByLabelText('E-mail') as HTMLInputElement).value).toBe('ana@example.com');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Password'));
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'wrong' } });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Log in and continue' })),
    );
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Incorrect e-mail or password.',
    );
    expect(resumed()).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'right' } });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Log in and continue' })),
    );
    await waitFor(() => expect(resumed()).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.pathname).toBe('/pricing');
  });

  it('asks for a verification code in the dialog while sign-ins to the account are slowed down', async () => {
    const { state, dialog, resumed } = await sessionEnds({ throttled: true });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'right' } });
    const submit = () =>
      act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Log in and continue' })));
    await submit();
    const code = await within(dialog).findByLabelText('Verification code');
    expect(document.getElementById(code.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /^Too many failed sign-ins for this account\. Wait 30 seconds and try again/,
    );
    fireEvent.change(code, { target: { value: '111111' } });
    await submit();
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'The password or the verification code is not correct.',
    );
    fireEvent.change(within(dialog).getByLabelText('Verification code'), { target: { value: '482913' } });
    await submit();
    await waitFor(() => expect(resumed()).toBe(true));
    expect(state.posts.at(-1)?.body).toEqual({
      email: 'ana@example.com',
      password: 'right',
      loginCode: '482913',
    });
  });

  it('asks a visitor who never logged in to log in, not about an expired session', async () => {
    server({ loggedIn: false });
    visit('/pricing');
    await screen.findByRole('link', { name: 'Login' });
    act(() => {
      void requestReauthentication().catch(() => undefined);
    });
    expect(await screen.findByRole('dialog', { name: 'Log in to continue' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
