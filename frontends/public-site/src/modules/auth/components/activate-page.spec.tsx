import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ANA, fakeServer, formError, renderPage } from '../../../testing/render-page';
import { ActivatePage } from './activate-page';

async function submitCode(code: string) {
  fireEvent.change(screen.getByLabelText('Activation code'), { target: { value: code } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Activate' })));
}

describe('activation', () => {
  it('counts down wrong codes, then says activation is locked', async () => {
    let left = 2;
    fakeServer({
      viewer: () => ({ user: ANA, currentWorkspaceId: null }),
      auth: () =>
        left-- > 0
          ? {
              status: 400,
              body: { error: { code: 'BAD_USER_INPUT', field: 'code', attemptsLeft: left + 1 } },
            }
          : { status: 429, body: { error: { code: 'TOO_MANY_REQUESTS', reason: 'CODE_LOCKED' } } },
    });
    renderPage(<ActivatePage />, '/activate');
    expect(await screen.findByText('Enter the 6-digit code we sent to ana@example.com.')).toBeTruthy();
    // Said to everyone, since sign-up never tells whether the address already had an account.
    expect(screen.getByText(/Already have an account with this address\?/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    await submitCode('12a');
    expect(formError()).toBe('Enter the 6-digit code.');
    await submitCode('111111');
    expect(formError()).toBe('That code is not correct. 2 attempts left.');
    await submitCode('222222');
    expect(formError()).toBe('That code is not correct. 1 attempt left.');
    await submitCode('333333');
    expect(formError()).toBe('Too many wrong codes. Activation is locked for now: send yourself a new code.');
  });

  it('activates and goes to the workspaces', async () => {
    let active = false;
    const server = fakeServer({
      viewer: () => ({ user: { ...ANA, activated: active }, currentWorkspaceId: null }),
      auth: () => {
        active = true;
        return { status: 200 };
      },
    });
    renderPage(<ActivatePage />, '/activate');
    await screen.findByLabelText('Activation code');
    await submitCode('123456');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/workspaces'));
    expect(server.posts).toEqual([{ path: 'activate', body: { code: '123456' } }]);
  });

  it('goes back where the person was going (a cart) once activated, never to another site', async () => {
    let active = false;
    fakeServer({
      viewer: () => ({ user: { ...ANA, activated: active }, currentWorkspaceId: null }),
      auth: () => {
        active = true;
        return { status: 200 };
      },
    });
    const cart = '/checkout/family-pack?quantity=3&coupon=WELCOME10';
    renderPage(<ActivatePage />, `/activate?next=${encodeURIComponent(cart)}`);
    await screen.findByLabelText('Activation code');
    await submitCode('123456');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(cart));
  });

  it('ignores a next address on another site', async () => {
    let active = false;
    fakeServer({
      viewer: () => ({ user: { ...ANA, activated: active }, currentWorkspaceId: null }),
      auth: () => {
        active = true;
        return { status: 200 };
      },
    });
    renderPage(<ActivatePage />, `/activate?next=${encodeURIComponent('//evil.example/x')}`);
    await screen.findByLabelText('Activation code');
    await submitCode('123456');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/workspaces'));
  });

  it('resends a code, then waits out the cool-down before allowing another', async () => {
    jest.useFakeTimers();
    try {
      const server = fakeServer({
        viewer: () => ({ user: ANA, currentWorkspaceId: null }),
        auth: () => ({ status: 200 }),
      });
      renderPage(<ActivatePage />, '/activate');
      const resend = await screen.findByRole('button', { name: 'Send a new code' });
      await act(async () => fireEvent.click(resend));
      expect(screen.getByText(/A new code is on its way to ana@example.com/)).toBeTruthy();
      const waiting = screen.getByRole('button', { name: 'Send a new code in 60 seconds' });
      expect(waiting).toHaveProperty('disabled', true);
      await act(async () => jest.advanceTimersByTime(59_000));
      expect(screen.getByRole('button', { name: 'Send a new code in 1 second' })).toBeTruthy();
      await act(async () => jest.advanceTimersByTime(1_000));
      expect(screen.getByRole('button', { name: 'Send a new code' })).toHaveProperty('disabled', false);
      expect(server.posts.filter((post) => post.path === 'resend-activation')).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('logs out from the activation page', async () => {
    const server = fakeServer({
      viewer: () => ({ user: ANA, currentWorkspaceId: null }),
      auth: () => ({ status: 200 }),
    });
    renderPage(<ActivatePage />, '/activate');
    const logout = await screen.findByRole('button', { name: 'Log out' });
    await act(async () => fireEvent.click(logout));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(server.posts).toEqual([{ path: 'logout', body: {} }]);
  });

  it('tells apart a network that is blocked from a locked code', async () => {
    fakeServer({
      viewer: () => ({ user: ANA, currentWorkspaceId: null }),
      auth: () => ({
        status: 429,
        body: { error: { code: 'TOO_MANY_REQUESTS', reason: 'IP_BLOCKED', retryAfterSeconds: 86_000 } },
      }),
    });
    renderPage(<ActivatePage />, '/activate');
    await screen.findByLabelText('Activation code');
    await submitCode('123456');
    expect(formError()).toBe('Too many failed attempts from your network. Please try again in 24 hours.');
  });

  it('says so when a new code cannot be sent to the address', async () => {
    fakeServer({
      viewer: () => ({ user: ANA, currentWorkspaceId: null }),
      auth: () => ({
        status: 400,
        body: { error: { code: 'BAD_USER_INPUT', field: 'email', reason: 'ADDRESS_UNDELIVERABLE' } },
      }),
    });
    renderPage(<ActivatePage />, '/activate');
    const resend = await screen.findByRole('button', { name: 'Send a new code' });
    await act(async () => fireEvent.click(resend));
    expect(formError()).toBe(
      'This address cannot receive e-mail. Check it for typing mistakes, or use another address.',
    );
  });
});
