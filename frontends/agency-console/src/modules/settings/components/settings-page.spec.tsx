import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LocaleProvider } from '@portico/ui';
import { renderWithApi, type Handler } from '../../../testing/render-with-api';
import { SettingsPage } from './settings-page';

const ROUTE = '/workspaces/:workspaceId/settings';
const PATH = '/workspaces/w1/settings';
/** An agency that has not given its CEAC preparer details yet (relationship defaults to AGENT). */
const NO_PREPARER = {
  surname: null,
  givenName: null,
  addressLine1: null,
  addressLine2: null,
  city: null,
  state: null,
  postalCode: null,
  country: null,
  relationship: 'AGENT',
};

type Member = { userId: string; email: string; role: 'ADMIN' | 'MEMBER'; addedAt: string; isYou: boolean };
const invitations = [
  {
    id: 'i1',
    email: 'new@agency.test',
    role: 'MEMBER',
    invitedByEmail: 'owner@agency.test',
    sentAt: '2026-03-01T10:00:00Z',
    expiresAt: '2026-03-08T10:00:00Z',
    state: 'PENDING',
  },
  {
    id: 'i2',
    email: 'late@agency.test',
    role: 'ADMIN',
    invitedByEmail: 'owner@agency.test',
    sentAt: '2026-02-01T10:00:00Z',
    expiresAt: '2026-02-08T10:00:00Z',
    state: 'EXPIRED',
  },
];

function api(
  options: { role?: 'ADMIN' | 'MEMBER'; type?: 'BUSINESS' | 'PERSONAL'; members?: Member[] } = {},
) {
  const members: Member[] = options.members ?? [
    { userId: 'u1', email: 'owner@agency.test', role: 'ADMIN', addedAt: '2026-01-02T10:00:00Z', isYou: true },
    { userId: 'u2', email: 'bea@agency.test', role: 'MEMBER', addedAt: '2026-02-03T10:00:00Z', isYou: false },
  ];
  const handlers: Record<string, Handler> = {
    Workspace: () => ({
      data: {
        workspace: {
          __typename: 'Workspace',
          id: 'w1',
          name: 'Agency One',
          type: options.type ?? 'BUSINESS',
          role: options.role ?? 'ADMIN',
        },
      },
    }),
    WorkspaceMembers: () => ({
      data: {
        workspaceMembers: {
          __typename: 'WorkspaceMemberPage',
          totalCount: members.length,
          items: members.map((member) => ({ __typename: 'WorkspaceMember', ...member })),
        },
      },
    }),
    WorkspaceBranding: () => ({
      data: {
        workspaceBranding: {
          __typename: 'WorkspaceBranding',
          agencyName: 'Agency One',
          logoUrl: null,
          contactEmail: null,
          contactPhone: null,
          contactAddress: null,
          preparer: { __typename: 'CeacPreparer', ...NO_PREPARER, complete: false },
        },
      },
    }),
    ApiKeys: () => ({ data: { apiKeys: { __typename: 'ApiKeyPage', totalCount: 0, items: [] } } }),
    WorkspaceInvitations: () => ({
      data: {
        workspaceInvitations: {
          __typename: 'InvitationPage',
          totalCount: invitations.length,
          items: invitations.map((invitation) => ({ __typename: 'Invitation', ...invitation })),
        },
      },
    }),
  };
  return { handlers, members };
}

describe('workspace settings: team', () => {
  it('marks your own row and offers no actions on it', async () => {
    const { handlers } = api();
    renderWithApi(<SettingsPage />, PATH, ROUTE, handlers);
    const rows = await screen.findAllByTestId('member-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('you')).toBeTruthy();
    expect(within(rows[0]).queryAllByRole('button')).toHaveLength(0);
    expect(within(rows[1]).getByRole('button', { name: 'Promote to admin: bea@agency.test' })).toBeTruthy();
    expect(within(rows[1]).getByRole('button', { name: 'Remove: bea@agency.test' })).toBeTruthy();
  });

  it('shows members no actions, no invite form and no invitations', async () => {
    const { handlers } = api({ role: 'MEMBER' });
    const { calls } = renderWithApi(<SettingsPage />, PATH, ROUTE, handlers);
    const rows = await screen.findAllByTestId('member-row');
    await screen.findByRole('heading', { name: 'Branding' });
    expect(within(rows[1]).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByLabelText('E-mail address')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Pending invitations' })).toBeNull();
    expect(calls.some((call) => call.operationName === 'WorkspaceInvitations')).toBe(false);
    expect(screen.queryByRole('heading', { name: 'API keys' })).toBeNull();
  });

  it("says 'Failed to load workspace members' when the list fails", async () => {
    const { handlers } = api();
    handlers.WorkspaceMembers = () => ({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] });
    renderWithApi(<SettingsPage />, PATH, ROUTE, handlers);
    expect(await screen.findByText('Failed to load workspace members')).toBeTruthy();
  });

  it('removes a member only after a confirmation that names the loss of access', async () => {
    const { handlers } = api();
    handlers.RemoveWorkspaceMember = () => ({ data: { removeWorkspaceMember: true } });
    const { calls } = renderWithApi(<SettingsPage />, PATH, ROUTE, handlers);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove: bea@agency.test' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove bea@agency.test?' });
    expect(
      within(dialog).getByText('bea@agency.test will lose access to all forms and data in this workspace.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.operationName === 'RemoveWorkspaceMember')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Remove: bea@agency.test' }));
    await act(async () =>
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove member' })),
    );
    await waitFor(() =>
      expect(calls).toContainEqual({
        operationName: 'RemoveWorkspaceMember',
        variables: { input: { workspaceId: 'w1', userId: 'u2' } },
      }),
    );
  });

  it('promotes a member to admin', async () => {
    const { handlers } = api();
    handlers.ChangeMemberRole = (variables) => ({
      data: {
        changeMemberRole: {
          __typename: 'WorkspaceMember',
          userId: 'u2',
          role: (variables.input as { role: string }).role,
        },
      },
    });
    const { calls } = renderWithApi(<SettingsPage />, PATH, ROUTE, handlers);
    await act(async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'Promote to admin: bea@agency.test' })),
    );
    await waitFor(() =>
      expect(calls).toContainEqual({
        operationName: 'ChangeMemberRole',
        variables: { input: { workspaceId: 'w1', userId: 'u2', role: 'ADMIN' } },
      }),
    );
  });

  it('invites an address with a role, in the interface language by default, and says only that it was sent', async () => {
    const { handlers } = api();
    handlers.InviteMember = () => ({
      data: { inviteMember: { __typename: 'Invitation', id: 'i3', state: 'PENDING' } },
    });
    const { calls } = renderWithApi(<SettingsPage />, PATH, ROUTE, handlers);
    fireEvent.change(await screen.findByLabelText('E-mail address'), { target: { value: 'not an address' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send invitation' })));
    expect(screen.getByText('Enter a valid e-mail address.').id).toBe('invite-error');
    expect(calls.some((call) => call.operationName === 'InviteMember')).toBe(false);

    expect((screen.getByLabelText('Language of the e-mail') as HTMLSelectElement).value).toBe('en');
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: ' bea.new@agency.test ' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'ADMIN' } });
    fireEvent.change(screen.getByLabelText('Language of the e-mail'), { target: { value: 'vi' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send invitation' })));
    await waitFor(() =>
      expect(calls).toContainEqual({
        operationName: 'InviteMember',
        variables: {
          input: { workspaceId: 'w1', email: 'bea.new@agency.test', role: 'ADMIN', language: 'vi' },
        },
      }),
    );
    expect(
      await screen.findByText('We sent an invitation to bea.new@agency.test. The link works for 7 days.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('');
  });

  it("offers the admin's interface language for the e-mail by default", async () => {
    const { handlers } = api();
    renderWithApi(<SettingsPage />, PATH, ROUTE, handlers, (children) => (
      <LocaleProvider initialLocale="ru">{children}</LocaleProvider>
    ));
    expect(((await screen.findByLabelText('Language of the e-mail')) as HTMLSelectElement).value).toBe('ru');
  });

  it('says when the daily limit of invitations is reached, and when the person is already a member', async () => {
    const { handlers } = api();
    let answer: Record<string, unknown> = {
      message: 'The daily limit of 50 invitations has been reached. Try again tomorrow.',
      extensions: { code: 'BAD_USER_INPUT', reason: 'INVITATION_DAILY_LIMIT', limit: 50 },
    };
    handlers.InviteMember = () => ({ errors: [answer] });
    renderWithApi(<SettingsPage />, PATH, ROUTE, handlers);
    fireEvent.change(await screen.findByLabelText('E-mail address'), { target: { value: 'x@agency.test' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send invitation' })));
    expect(
      await screen.findByText('The limit of 50 invitations a day has been reached. Try again tomorrow.'),
    ).toBeTruthy();
    answer = {
      message: 'This person is already a member of the workspace.',
      extensions: { code: 'CONFLICT' },
    };
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send invitation' })));
    expect(await screen.findByText('x@agency.test is already in this workspace.')).toBeTruthy();
  });

  it('lists pending invitations; resends one, and revokes one only after a confirmation', async () => {
    const { handlers } = api();
    handlers.ResendInvitation = () => ({
      data: {
        resendInvitation: {
          __typename: 'Invitation',
          id: 'i2',
          state: 'PENDING',
          sentAt: '2026-03-02T10:00:00Z',
          expiresAt: '2026-03-09T10:00:00Z',
        },
      },
    });
    handlers.RevokeInvitation = () => ({
      data: { revokeInvitation: { __typename: 'Invitation', id: 'i1', state: 'REVOKED' } },
    });
    const { calls } = renderWithApi(<SettingsPage />, PATH, ROUTE, handlers);
    const rows = await screen.findAllByTestId('invitation-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('new@agency.test')).toBeTruthy();
    expect(within(rows[0]).getAllByText('owner@agency.test')).toHaveLength(1);
    expect(within(rows[1]).getByText('Expired')).toBeTruthy();
    expect(within(rows[1]).getByText('Admin')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Resend: late@agency.test' })));
    await waitFor(() =>
      expect(calls).toContainEqual({ operationName: 'ResendInvitation', variables: { input: { id: 'i2' } } }),
    );
    expect(
      await screen.findByText(
        'late@agency.test has a new link, valid for 7 days. The previous link no longer works.',
      ),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Revoke: new@agency.test' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke the invitation to new@agency.test?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.operationName === 'RevokeInvitation')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke: new@agency.test' }));
    await act(async () =>
      fireEvent.click(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke invitation' }),
      ),
    );
    await waitFor(() =>
      expect(calls).toContainEqual({ operationName: 'RevokeInvitation', variables: { input: { id: 'i1' } } }),
    );
  });
});

describe('workspace settings: branding', () => {
  it('is not shown in a personal workspace', async () => {
    const { handlers } = api({ type: 'PERSONAL' });
    renderWithApi(<SettingsPage />, PATH, ROUTE, handlers);
    await screen.findAllByTestId('member-row');
    // The personal workspace is named in the reader's language, not by its stored name.
    await screen.findByText('Personal');
    expect(screen.queryByText('Agency One')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Branding' })).toBeNull();
    expect(screen.queryByLabelText('E-mail address')).toBeNull();
  });

  it('refuses a file that is not an image, and one over 2MB, without uploading', async () => {
    const { handlers } = api();
    const { calls, container } = renderWithApi(<SettingsPage />, PATH, ROUTE, handlers);
    await screen.findByLabelText('Upload logo');
    const input = container.ownerDocument.getElementById('logo-file') as HTMLInputElement;
    await act(async () =>
      fireEvent.change(input, {
        target: { files: [new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' })] },
      }),
    );
    expect(screen.getByText('Please select a valid image file.')).toBeTruthy();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'logo.png', { type: 'image/png' });
    await act(async () => fireEvent.change(input, { target: { files: [big] } }));
    expect(screen.getByText('File size must be less than 2MB.')).toBeTruthy();
    expect(calls.some((call) => call.operationName === 'UploadWorkspaceLogo')).toBe(false);
  });

  it('checks the phone number, then saves and says so', async () => {
    const { handlers } = api();
    handlers.UpdateBranding = (variables) => ({
      data: {
        updateBranding: { __typename: 'WorkspaceBranding', logoUrl: null, ...(variables.input as object) },
      },
    });
    const { calls } = renderWithApi(<SettingsPage />, PATH, ROUTE, handlers);
    const phone = await screen.findByLabelText('Contact phone');
    fireEvent.change(phone, { target: { value: '555-1234' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save branding' })));
    expect(screen.getByText('Phone number must be 5-15 digits with no spaces or hyphens')).toBeTruthy();
    expect(calls.some((call) => call.operationName === 'UpdateBranding')).toBe(false);
    fireEvent.change(phone, { target: { value: '5551234' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save branding' })));
    expect(await screen.findByText('Branding settings updated successfully')).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'UpdateBranding')?.variables).toEqual({
      input: {
        workspaceId: 'w1',
        agencyName: 'Agency One',
        contactEmail: null,
        contactPhone: '5551234',
        contactAddress: null,
        preparer: NO_PREPARER,
      },
    });
  });

  it("asks for the preparer on CEAC, checks CEAC's characters in the console, then saves them", async () => {
    const { handlers } = api();
    handlers.UpdateBranding = (variables) => ({
      data: {
        updateBranding: {
          __typename: 'WorkspaceBranding',
          agencyName: 'Agency One',
          logoUrl: null,
          contactEmail: null,
          contactPhone: null,
          contactAddress: null,
          preparer: {
            __typename: 'CeacPreparer',
            ...((variables.input as { preparer: object }).preparer as object),
            complete: true,
          },
        },
      },
    });
    const { calls } = renderWithApi(<SettingsPage />, PATH, ROUTE, handlers);
    expect(await screen.findByRole('group', { name: 'Preparer on CEAC' })).toBeTruthy();
    expect(
      screen.getByText('Add a street address, city and country before your team files on CEAC.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('Relationship to the applicant') as HTMLInputElement).value).toBe('AGENT');
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('Preparer surnames', 'Nguyễn');
    type('Street address (line 1)', '12 Harbour Road');
    type('City', 'A very long city name here');
    type('Postal code', '101/241');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save branding' })));
    expect(
      screen.getByText('Use English letters, spaces, hyphens and apostrophes (at most 33).'),
    ).toBeTruthy();
    expect(screen.getByText('Use English letters, digits and common punctuation (at most 20).')).toBeTruthy();
    expect(screen.getByText('Use letters, digits, spaces and hyphens (at most 10).')).toBeTruthy();
    expect(screen.getByLabelText('Preparer surnames').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.operationName === 'UpdateBranding')).toBe(false);

    type('Preparer surnames', 'Nguyen');
    type('City', 'Lagos');
    type('Postal code', '101241');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save branding' })));
    expect(
      screen.getByText('Give both the surnames and the given names of the preparer, or neither.'),
    ).toBeTruthy();
    expect(calls.some((call) => call.operationName === 'UpdateBranding')).toBe(false);

    type('Preparer given names', ' Ada ');
    fireEvent.change(screen.getByLabelText('Country/region'), { target: { value: 'NRA' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save branding' })));
    expect(await screen.findByText('Branding settings updated successfully')).toBeTruthy();
    expect(
      (
        calls.find((call) => call.operationName === 'UpdateBranding')?.variables as {
          input: { preparer: object };
        }
      ).input.preparer,
    ).toEqual({
      surname: 'Nguyen',
      givenName: 'Ada',
      addressLine1: '12 Harbour Road',
      addressLine2: null,
      city: 'Lagos',
      state: null,
      postalCode: '101241',
      country: 'NRA',
      relationship: 'AGENT',
    });
  });

  it('says so when saving fails', async () => {
    const { handlers } = api();
    handlers.UpdateBranding = () => ({ errors: [{ message: 'no', extensions: { code: 'INTERNAL' } }] });
    renderWithApi(<SettingsPage />, PATH, ROUTE, handlers);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Save branding' })));
    expect(await screen.findByText('Failed to update branding settings. Please try again.')).toBeTruthy();
  });
});

describe('workspace settings: API keys', () => {
  it('shows a new secret once, then revokes the key after confirmation', async () => {
    const { handlers } = api();
    const keys: {
      __typename: string;
      id: string;
      name: string;
      createdAt: string;
      lastUsedAt: null;
      revokedAt: string | null;
    }[] = [];
    handlers.ApiKeys = () => ({
      data: { apiKeys: { __typename: 'ApiKeyPage', totalCount: keys.length, items: keys } },
    });
    handlers.CreateApiKey = () => {
      const apiKey = {
        __typename: 'ApiKey',
        id: 'k1',
        name: 'CRM',
        createdAt: '2026-03-01T00:00:00Z',
        lastUsedAt: null,
        revokedAt: null as string | null,
      };
      keys.push(apiKey);
      return { data: { createApiKey: { __typename: 'CreatedApiKey', apiKey, secret: 'pk_live_secret' } } };
    };
    handlers.RevokeApiKey = () => {
      keys[0].revokedAt = '2026-03-02T00:00:00Z';
      return {
        data: { revokeApiKey: { __typename: 'ApiKey', id: 'k1', revokedAt: '2026-03-02T00:00:00Z' } },
      };
    };
    const { calls } = renderWithApi(<SettingsPage />, PATH, ROUTE, handlers);
    expect(await screen.findByText('No API keys yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name of a new key'), { target: { value: 'CRM' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create API key' })));
    const dialog = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(within(dialog).getByTestId('api-key-secret').textContent).toBe('pk_live_secret');
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText('pk_live_secret')).toBeNull();
    const row = await screen.findByTestId('api-key-row');
    expect(within(row).getByText('Never')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Revoke CRM?' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Revoke CRM?' });
    expect(
      within(confirm).getByText('Are you sure you want to revoke this token? This action cannot be undone.'),
    ).toBeTruthy();
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' })));
    await waitFor(() =>
      expect(calls).toContainEqual({
        operationName: 'RevokeApiKey',
        variables: { input: { id: 'k1' } },
      }),
    );
    expect(await within(row).findByText('Revoked Mar 2, 2026')).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
  });
});
