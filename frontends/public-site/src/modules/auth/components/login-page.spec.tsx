import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ANA, fakeServer, formError, renderPage } from '../../../testing/render-page';
import { LoginPage } from './login-page';

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

describe('login', () => {
  it('shows a clear error for a wrong password', async () => {
    fakeServer({ viewer: () => null, auth: () => ({ status: 401, body: { code: 'INVALID_CREDENTIALS' } }) });
    renderPage(<LoginPage />, '/login');
    fill('ana@example.com', 'nope');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    expect(await waitFor(() => formError() ?? Promise.reject(new Error('no error')))).toBe(
      'Incorrect e-mail or password.',
    );
  });

  it('asks for the TOTP code when the account needs it, then follows ?next', async () => {
    let loggedIn = false;
    const server = fakeServer({
      viewer: () => (loggedIn ? { user: { ...ANA, activated: true }, currentWorkspaceId: 'w1' } : null),
      auth: (_path, body) => {
        if (!body.totpCode) return { status: 401, body: { error: { code: 'TOTP_REQUIRED' } } };
        loggedIn = body.totpCode === '123456';
        return loggedIn ? { status: 200 } : { status: 401, body: { code: 'TOTP_INVALID' } };
      },
    });
    renderPage(<LoginPage />, '/login?next=/workspaces/w1/settings');
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    fill('ana@example.com', 'right');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    const totp = await screen.findByLabelText('Authentication code');
    fireEvent.change(totp, { target: { value: '000000' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    expect(await waitFor(() => formError() ?? Promise.reject(new Error('no error')))).toBe(
      'The authentication code is not correct.',
    );
    fireEvent.change(totp, { target: { value: '123456' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/workspaces/w1/settings'));
    expect(server.posts.at(-1)?.body).toEqual({
      email: 'ana@example.com',
      password: 'right',
      totpCode: '123456',
    });
  });

  it('sends an account that is not activated yet to /activate', async () => {
    let loggedIn = false;
    fakeServer({
      viewer: () => (loggedIn ? { user: ANA, currentWorkspaceId: null } : null),
      auth: () => {
        loggedIn = true;
        return { status: 200 };
      },
    });
    renderPage(<LoginPage />, '/login?next=//evil.example');
    fill('ana@example.com', 'right');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/activate'));
  });

  it("switches the interface to the account's language", async () => {
    let loggedIn = false;
    fakeServer({
      viewer: () =>
        loggedIn ? { user: { ...ANA, activated: true, language: 'vi' }, currentWorkspaceId: 'w1' } : null,
      auth: () => {
        loggedIn = true;
        return { status: 200 };
      },
    });
    window.localStorage.setItem('portico.locale', 'en');
    renderPage(<LoginPage />, '/login');
    fill('ana@example.com', 'right');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/workspaces'));
    expect(window.localStorage.getItem('portico.locale')).toBe('vi');
  });

  it('asks for a verification code while the account is slowed down, and signs in with it', async () => {
    let loggedIn = false;
    const server = fakeServer({
      viewer: () => (loggedIn ? { user: { ...ANA, activated: true }, currentWorkspaceId: 'w1' } : null),
      auth: (_path, body) => {
        if (!body.loginCode)
          return {
            status: 429,
            headers: { 'retry-after': '900' },
            body: {
              error: { code: 'TOO_MANY_REQUESTS', reason: 'ACCOUNT_THROTTLED', retryAfterSeconds: 900 },
            },
          };
        loggedIn = body.loginCode === '482913';
        return loggedIn
          ? { status: 200 }
          : { status: 401, body: { error: { code: 'INVALID_CREDENTIALS', reason: 'SECOND_FACTOR' } } };
      },
    });
    renderPage(<LoginPage />, '/login');
    fill('ana@example.com', 'right');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    const code = await screen.findByLabelText('Verification code');
    expect(document.getElementById(code.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /^Too many failed sign-ins for this account\. Wait 15 minutes and try again, or sign in now/,
    );
    expect(formError()).toBeNull();
    fireEvent.change(code, { target: { value: '000000' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    expect(await waitFor(() => formError() ?? Promise.reject(new Error('no error')))).toBe(
      'The password or the verification code is not correct.',
    );
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '482913' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/workspaces'));
    expect(server.posts.at(-1)?.body).toEqual({
      email: 'ana@example.com',
      password: 'right',
      loginCode: '482913',
    });
  });

  it('says how long a blocked network waits', async () => {
    fakeServer({
      viewer: () => null,
      auth: () => ({
        status: 429,
        body: { error: { code: 'TOO_MANY_REQUESTS', reason: 'IP_BLOCKED', retryAfterSeconds: 45 } },
      }),
    });
    renderPage(<LoginPage />, '/login');
    fill('ana@example.com', 'right');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    expect(await waitFor(() => formError() ?? Promise.reject(new Error('no error')))).toBe(
      'Too many failed attempts from your network. Please try again in 45 seconds.',
    );
  });
});
