import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ANA, fakeServer } from '../../../testing/render-page';
import { alertText, refusal, renderWithApi, type Handler } from '../../../testing/render-with-api';
import { AccountPage } from './account-page';

const USER = { __typename: 'User', id: 'u1', email: 'ana@example.com', activated: true, totpEnabled: false };
const settings =
  (user: typeof USER | null = USER): Handler =>
  () => ({ data: { viewer: { __typename: 'Viewer', user } } });

function setUp(handlers: Record<string, Handler>, auth?: Parameters<typeof fakeServer>[0]['auth']) {
  const server = fakeServer({
    viewer: () => ({ user: { ...ANA, activated: true }, currentWorkspaceId: null }),
    auth,
  });
  const view = renderWithApi(<AccountPage />, '/account', { AccountSettings: settings(), ...handlers });
  return { server, ...view };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('account settings', () => {
  it('shows loading, then every section; a load failure offers a retry', async () => {
    let fail = true;
    renderWithApi(<AccountPage />, '/account', {
      AccountSettings: () => {
        if (fail) throw new Error('offline');
        return settings()({});
      },
    });
    expect(screen.getByText('Loading your account…').getAttribute('role')).toBe('status');
    expect(await screen.findByText('Your account settings could not be loaded.')).toBeTruthy();
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { level: 2, name: 'Password' })).toBeTruthy();
    for (const name of ['E-mail address', 'Two-step verification', 'Other browsers'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    expect(screen.getByText('Your account uses ana@example.com.')).toBeTruthy();
  });

  it('asks a visitor to log in, and a new account to activate first', async () => {
    const first = renderWithApi(<AccountPage />, '/account', { AccountSettings: settings(null) });
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toBe(
      '/login?next=/account',
    );
    first.unmount();
    renderWithApi(<AccountPage />, '/account', { AccountSettings: settings({ ...USER, activated: false }) });
    expect((await screen.findByRole('link', { name: 'Activate my account' })).getAttribute('href')).toBe(
      '/activate',
    );
  });
});

describe('changing the password', () => {
  it('checks the rules first, then says when the current password is wrong, then confirms the change', async () => {
    let attempt = 0;
    const { calls } = setUp({
      ChangePassword: () =>
        ++attempt === 1
          ? refusal('Your current password is incorrect.', {
              code: 'BAD_USER_INPUT',
              field: 'currentPassword',
            })
          : { data: { changePassword: true } },
    });
    await screen.findByRole('heading', { level: 2, name: 'Password' });
    const form = section('Password');
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Change password' })));
    expect(within(form).getByText('Enter your current password.')).toBeTruthy();
    expect(within(form).getByText('At least 10 characters')).toBeTruthy();
    expect(calls.filter((c) => c.operationName === 'ChangePassword')).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Current password'), {
      target: { value: 'old-password-1' },
    });
    fireEvent.change(within(form).getByLabelText('New password'), { target: { value: 'new-password-22' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Change password' })));
    expect(await within(form).findByText('Your current password is incorrect.')).toBeTruthy();
    expect(within(form).getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');

    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Change password' })));
    await waitFor(() => expect(alertText()).toContain('Your password was changed.'));
    expect(calls.at(-1)).toEqual({
      operationName: 'ChangePassword',
      variables: { input: { currentPassword: 'old-password-1', newPassword: 'new-password-22' } },
    });
    expect((within(form).getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('shows the server refusing a common password under the rules', async () => {
    setUp({
      ChangePassword: () =>
        refusal('This password is too common.', { code: 'BAD_USER_INPUT', field: 'password' }),
    });
    await screen.findByRole('heading', { level: 2, name: 'Password' });
    const form = section('Password');
    fireEvent.change(within(form).getByLabelText('Current password'), {
      target: { value: 'old-password-1' },
    });
    fireEvent.change(within(form).getByLabelText('New password'), { target: { value: 'password1234' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Change password' })));
    expect(
      await within(form).findByText('This password is too common. Please choose a less predictable one.'),
    ).toBeTruthy();
  });
});

describe('changing the e-mail address', () => {
  it('sends a code to the new address, counts wrong codes, and changes only with the right one', async () => {
    const { calls } = setUp({
      RequestEmailChange: () => ({
        data: {
          requestEmailChange: {
            __typename: 'EmailChangeRequest',
            pendingEmail: 'ana@new.example',
            expiresAt: '2026-11-23T10:00:00Z',
          },
        },
      }),
      ConfirmEmailChange: ({ input }) =>
        (input as { code: string }).code === '123456'
          ? { data: { confirmEmailChange: { ...USER, email: 'ana@new.example' } } }
          : refusal('The confirmation code is incorrect.', {
              code: 'BAD_USER_INPUT',
              field: 'code',
              attemptsLeft: 4,
            }),
    });
    await screen.findByRole('heading', { level: 2, name: 'E-mail address' });
    const form = section('E-mail address');
    fireEvent.change(within(form).getByLabelText('New e-mail address'), {
      target: { value: 'ana@example.com' },
    });
    await act(async () =>
      fireEvent.click(within(form).getByRole('button', { name: 'Send a code to the new address' })),
    );
    expect(within(form).getByText('This is already your e-mail address.')).toBeTruthy();
    expect(within(form).getByText('Enter your current password.')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('New e-mail address'), {
      target: { value: ' ana@new.example ' },
    });
    fireEvent.change(within(form).getByLabelText('Current password'), { target: { value: 'my-password-1' } });
    await act(async () =>
      fireEvent.click(within(form).getByRole('button', { name: 'Send a code to the new address' })),
    );
    expect(
      await within(form).findByText(
        'Enter the 6-digit code we sent to ana@new.example. Until then your address stays the same.',
      ),
    ).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'RequestEmailChange')?.variables).toEqual({
      input: { currentPassword: 'my-password-1', newEmail: 'ana@new.example' },
    });

    fireEvent.change(within(form).getByLabelText('Confirmation code'), { target: { value: '000000' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Confirm new address' })));
    expect(await within(form).findByText('That code is not correct. 4 attempts left.')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Confirmation code'), { target: { value: '123456' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Confirm new address' })));
    await waitFor(() => expect(alertText()).toContain('Your e-mail address was changed.'));
    expect(await within(form).findByText('Your account uses ana@new.example.')).toBeTruthy();
  });

  it('says when the password is wrong or a new code was asked for too soon', async () => {
    let attempt = 0;
    setUp({
      RequestEmailChange: () =>
        ++attempt === 1
          ? refusal('Your current password is incorrect.', {
              code: 'BAD_USER_INPUT',
              field: 'currentPassword',
            })
          : refusal('Please wait 42 seconds before requesting a new code.', {
              code: 'BAD_USER_INPUT',
              field: 'newEmail',
              reason: 'RESEND_COOLDOWN',
              retryAfterSeconds: 42,
            }),
    });
    await screen.findByRole('heading', { level: 2, name: 'E-mail address' });
    const form = section('E-mail address');
    fireEvent.change(within(form).getByLabelText('New e-mail address'), {
      target: { value: 'ana@new.example' },
    });
    fireEvent.change(within(form).getByLabelText('Current password'), {
      target: { value: 'wrong-password' },
    });
    const send = within(form).getByRole('button', { name: 'Send a code to the new address' });
    await act(async () => fireEvent.click(send));
    expect(await within(form).findByText('Your current password is incorrect.')).toBeTruthy();
    await act(async () => fireEvent.click(send));
    expect(
      await within(form).findByText('Please wait 42 seconds before requesting a new code.'),
    ).toBeTruthy();
  });
});

describe('two-step verification', () => {
  it('shows the key and link to copy, refuses a wrong code, and turns on with the right one', async () => {
    let enabled = false;
    Object.assign(navigator, { clipboard: { writeText: jest.fn(async () => undefined) } });
    const { calls } = setUp({
      AccountSettings: () => settings({ ...USER, totpEnabled: enabled })({}),
      BeginTotpEnrollment: () => ({
        data: {
          beginTotpEnrollment: {
            __typename: 'TotpEnrollment',
            secret: 'JBSWY3DPEHPK3PXP',
            otpauthUri: 'otpauth://totp/Portico:ana%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Portico',
          },
        },
      }),
      ConfirmTotpEnrollment: ({ input }) => {
        if ((input as { code: string }).code !== '654321')
          return refusal('The authenticator code is incorrect.', { code: 'BAD_USER_INPUT', field: 'code' });
        enabled = true;
        return { data: { confirmTotpEnrollment: { ...USER, totpEnabled: true } } };
      },
    });
    await screen.findByRole('heading', { level: 2, name: 'Two-step verification' });
    const box = section('Two-step verification');
    expect(within(box).getByTestId('totp-status').textContent).toMatch(/^Off/);
    await act(async () =>
      fireEvent.click(within(box).getByRole('button', { name: 'Set up two-step verification' })),
    );
    expect((await within(box).findByTestId('totp-secret')).textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(within(box).getByTestId('totp-uri').getAttribute('href')).toMatch(/^otpauth:\/\/totp\//);
    const qr = within(box).getByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h1v1h-1z/);
    await act(async () => fireEvent.click(within(box).getByRole('button', { name: 'Copy key' })));
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith('JBSWY3DPEHPK3PXP');
    await waitFor(() => expect(alertText()).toContain('Copied to the clipboard.'));

    fireEvent.change(within(box).getByLabelText('Code from the app'), { target: { value: '12' } });
    await act(async () => fireEvent.click(within(box).getByRole('button', { name: 'Turn on' })));
    expect(within(box).getByText('Enter the 6-digit code.')).toBeTruthy();
    fireEvent.change(within(box).getByLabelText('Code from the app'), { target: { value: '111111' } });
    await act(async () => fireEvent.click(within(box).getByRole('button', { name: 'Turn on' })));
    expect(await within(box).findByText(/That code is not correct/)).toBeTruthy();
    fireEvent.change(within(box).getByLabelText('Code from the app'), { target: { value: '654321' } });
    await act(async () => fireEvent.click(within(box).getByRole('button', { name: 'Turn on' })));
    await waitFor(() => expect(within(box).getByTestId('totp-status').textContent).toMatch(/^On/));
    expect(calls.filter((c) => c.operationName === 'ConfirmTotpEnrollment')).toHaveLength(2);
  });

  it('turns off only with the right password', async () => {
    setUp({
      AccountSettings: settings({ ...USER, totpEnabled: true }),
      DisableTotp: ({ input }) =>
        (input as { password: string }).password === 'right-password'
          ? { data: { disableTotp: { ...USER, totpEnabled: false } } }
          : refusal('Your password is incorrect.', { code: 'BAD_USER_INPUT', field: 'password' }),
    });
    await screen.findByRole('heading', { level: 2, name: 'Two-step verification' });
    const box = section('Two-step verification');
    fireEvent.change(within(box).getByLabelText('Password'), { target: { value: 'wrong-password' } });
    await act(async () => fireEvent.click(within(box).getByRole('button', { name: 'Turn off' })));
    expect(await within(box).findByText('Your password is incorrect.')).toBeTruthy();
    fireEvent.change(within(box).getByLabelText('Password'), { target: { value: 'right-password' } });
    await act(async () => fireEvent.click(within(box).getByRole('button', { name: 'Turn off' })));
    await waitFor(() => expect(within(box).getByTestId('totp-status').textContent).toMatch(/^Off/));
    expect(alertText()).toContain('Two-step verification is off.');
  });
});

describe('other browsers', () => {
  it('logs them out and says how many; a failure is reported', async () => {
    let fail = false;
    const { server } = setUp({}, (path) =>
      path === 'logout-others'
        ? fail
          ? { status: 500 }
          : { status: 200, body: { ok: true, sessionsEnded: 2 } }
        : { status: 404 },
    );
    await screen.findByRole('heading', { level: 2, name: 'Other browsers' });
    const button = screen.getByRole('button', { name: 'Log out other browsers' });
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(alertText()).toContain('2 other browsers were logged out.'));
    expect(server.posts).toContainEqual({ path: 'logout-others', body: {} });
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(alertText()).toContain('Portico could not be reached.'));
  });
});
