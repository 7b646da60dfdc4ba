import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocale } from '@portico/ui';
import { ANA, fakeServer, formError, renderPage } from '../../../testing/render-page';
import { SignupPage } from './signup-page';

describe('signup', () => {
  it('shows the password rules and sends nothing until they are met', async () => {
    const server = fakeServer({ viewer: () => null });
    renderPage(<SignupPage />, '/signup');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    expect(screen.getByText('At least 10 characters')).toBeTruthy();
    expect(screen.getByText('Not your e-mail address')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' })));
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(server.posts.filter((post) => post.path === 'signup')).toEqual([]);
  });

  it('creates the account in the chosen language and goes to activation', async () => {
    let signedUp = false;
    const server = fakeServer({
      viewer: () => (signedUp ? { user: ANA, currentWorkspaceId: null } : null),
      auth: (path) => {
        if (path === 'signup') signedUp = true;
        return { status: path === 'signup' ? 201 : 401 };
      },
    });
    renderPage(<SignupPage />, '/signup');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: ' ana@example.com ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse 1' } });
    fireEvent.change(screen.getByLabelText('Account language'), { target: { value: 'ru' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' })));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/activate'));
    expect(server.posts).toContainEqual({
      path: 'signup',
      body: { email: 'ana@example.com', password: 'correct horse 1', language: 'ru' },
    });
    expect(window.localStorage.getItem('portico.locale')).toBe('ru');
  });

  it('creates the account in the language the visitor chose on the site after opening the page', async () => {
    // The header's language switcher, outside the page.
    function HeaderSwitcher() {
      const { setLocale } = useLocale();
      return (
        <button type="button" onClick={() => setLocale('vi')}>
          Tiếng Việt
        </button>
      );
    }
    window.localStorage.clear();
    const server = fakeServer({ viewer: () => null, auth: () => ({ status: 201 }) });
    renderPage(
      <>
        <HeaderSwitcher />
        <SignupPage />
      </>,
      '/signup',
    );
    expect((screen.getByLabelText('Account language') as HTMLSelectElement).value).toBe('en');
    fireEvent.click(screen.getByRole('button', { name: 'Tiếng Việt' }));
    expect((screen.getByLabelText('Account language') as HTMLSelectElement).value).toBe('vi');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse 1' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' })));
    expect(server.posts).toContainEqual({
      path: 'signup',
      body: { email: 'ana@example.com', password: 'correct horse 1', language: 'vi' },
    });
  });

  it('keeps where the person was going (a cart) through activation, and offers log-in with it', async () => {
    let signedUp = false;
    fakeServer({
      viewer: () => (signedUp ? { user: ANA, currentWorkspaceId: null } : null),
      auth: (path) => {
        if (path === 'signup') signedUp = true;
        return { status: path === 'signup' ? 201 : 401 };
      },
    });
    const cart = '/checkout/family-pack?quantity=3';
    renderPage(<SignupPage />, `/signup?next=${encodeURIComponent(cart)}`);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent(cart)}`,
    );
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse 1' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' })));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/activate?next=${encodeURIComponent(cart)}`),
    );
  });

  it('shows at the address when the mail server refuses it, and when mail cannot be sent now', async () => {
    let reply = {
      status: 400,
      body: { error: { code: 'BAD_USER_INPUT', field: 'email', reason: 'ADDRESS_UNDELIVERABLE' } },
    };
    fakeServer({ viewer: () => null, auth: () => reply });
    renderPage(<SignupPage />, '/signup');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@nowhere.example' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse 1' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' })));
    const email = screen.getByLabelText('E-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'This address cannot receive e-mail. Check it for typing mistakes, or use another address.',
    );
    reply = {
      status: 503,
      body: { error: { code: 'SERVICE_UNAVAILABLE', reason: 'MAIL_UNAVAILABLE' } },
    } as never;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' })));
    expect(formError()).toBe(
      'We could not send the e-mail just now, and nothing was saved. Please try again in a few minutes.',
    );
  });
});
