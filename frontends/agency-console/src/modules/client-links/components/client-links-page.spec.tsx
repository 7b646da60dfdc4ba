import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApi, type Handler } from '../../../testing/render-with-api';
import type { ClientLink } from '../graphql/queries/client-links';
import { ClientLinksPage } from './client-links-page';

const ROUTE = '/workspaces/:workspaceId/forms/:formId/client-links';
const PATH = '/workspaces/w1/forms/f1/client-links';
const TOKEN = 'T'.repeat(43);
const URL = `https://portico.example/client-intake/f1#token=${TOKEN}`;

const link = (over: Partial<ClientLink> = {}): ClientLink & { __typename: string } => ({
  __typename: 'ClientLink',
  id: '0a1b2c3d-0000-4000-8000-000000000001',
  clientName: 'Ivan Petrov',
  clientEmail: 'ivan@example.test',
  permissions: ['READ', 'FILL'],
  createdAt: '2026-11-01T10:00:00Z',
  expiresAt: '2027-01-30T10:00:00Z',
  lastAccessedAt: null,
  revokedAt: null,
  uses: 1,
  maxUses: 2,
  defaultLanguage: 'ru',
  state: 'ACTIVE',
  ...over,
});

function api(options: { type?: 'BUSINESS' | 'PERSONAL'; links?: ClientLink[]; totalCount?: number } = {}) {
  const links = options.links ?? [
    link(),
    link({
      id: '9f8e7d6c-0000-4000-8000-000000000002',
      clientName: 'Mai Nguyen',
      clientEmail: 'mai@example.test',
      permissions: ['VIEW_STATUS'],
      state: 'REVOKED',
      revokedAt: '2026-11-10T10:00:00Z',
      lastAccessedAt: '2026-11-05T09:30:00Z',
      uses: 3,
      maxUses: null,
    }),
  ];
  const handlers: Record<string, Handler> = {
    Workspace: () => ({
      data: {
        workspace: {
          __typename: 'Workspace',
          id: 'w1',
          name: 'Moscow Visas',
          type: options.type ?? 'BUSINESS',
          role: 'MEMBER',
        },
      },
    }),
    ClientLinksForm: () => ({ data: { form: { __typename: 'Form', id: 'f1', name: 'Ivan Petrov DS-160' } } }),
    ClientLinks: (variables) => ({
      data: {
        clientLinks: {
          __typename: 'ClientLinkPage',
          totalCount: options.totalCount ?? links.length,
          items: links.slice(0, Number(variables.limit)).map((l) => ({ __typename: 'ClientLink', ...l })),
        },
      },
    }),
  };
  return handlers;
}

describe('client links page', () => {
  it('lists each link with access id, client, permissions, dates, uses and state', async () => {
    renderWithApi(<ClientLinksPage />, PATH, ROUTE, api());
    const rows = await screen.findAllByTestId('client-link-row');
    expect(rows).toHaveLength(2);
    expect(
      (await screen.findByRole('link', { name: 'For the form Ivan Petrov DS-160' })).getAttribute('href'),
    ).toBe('/workspaces/w1/forms/f1');
    const first = within(rows[0]);
    expect(first.getByText('0a1b2c3d')).toBeTruthy();
    expect(first.getByText('Ivan Petrov')).toBeTruthy();
    expect(first.getByText('ivan@example.test')).toBeTruthy();
    expect(first.getByText('Read, Fill')).toBeTruthy();
    expect(first.getByText('Never')).toBeTruthy();
    expect(first.getByText('1 of 2')).toBeTruthy();
    expect(first.getByText('Active')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Revoke the link of Ivan Petrov' })).toBeTruthy();
    const second = within(rows[1]);
    expect(second.getByText('View status')).toBeTruthy();
    expect(second.getByText('Revoked')).toBeTruthy();
    expect(second.getByText('3')).toBeTruthy();
    // Revoked links cannot be revoked again.
    expect(second.queryByRole('button', { name: /Revoke/ })).toBeNull();
    for (const column of [
      'Access id',
      'Client',
      'Permissions',
      'Created',
      'Expires',
      'Last accessed',
      'Uses',
      'State',
    ])
      expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
  });

  it('shows a used-up or expired link as it is, without Revoke', async () => {
    renderWithApi(
      <ClientLinksPage />,
      PATH,
      ROUTE,
      api({
        links: [
          link({ clientName: 'Used Up', uses: 2, maxUses: 2, state: 'USED_UP' }),
          link({ id: '9f8e7d6c-0000-4000-8000-000000000003', clientName: 'Late', state: 'EXPIRED' }),
        ],
      }),
    );
    const [usedUp, expired] = (await screen.findAllByTestId('client-link-row')).map((row) => within(row));
    expect(usedUp.getByText('Used up')).toBeTruthy();
    expect(usedUp.getByText('2 of 2')).toBeTruthy();
    expect(expired.getByText('Expired')).toBeTruthy();
    expect(screen.queryByText('Active')).toBeNull();
    expect(screen.queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('keeps the "E-mail the link now" box with its label, which toggles it', async () => {
    renderWithApi(<ClientLinksPage />, PATH, ROUTE, api());
    await screen.findAllByTestId('client-link-row');
    const box = screen.getByRole('checkbox', {
      name: 'E-mail the link to the client now',
    }) as HTMLInputElement;
    const label = screen.getByText('E-mail the link to the client now');
    // One label holds both, so they sit together (.ui-check lays them out on one line).
    expect(box.closest('label')).toBe(label.closest('label'));
    expect(box.closest('label')!.className).toBe('ui-check');
    expect(box.checked).toBe(true);
    fireEvent.click(label);
    expect(box.checked).toBe(false);
    fireEvent.click(label);
    expect(box.checked).toBe(true);
  });

  it('pages through the links', async () => {
    const { calls } = renderWithApi(<ClientLinksPage />, PATH, ROUTE, api({ totalCount: 25 }));
    await screen.findAllByTestId('client-link-row');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    await waitFor(() =>
      expect(calls).toContainEqual({
        operationName: 'ClientLinks',
        variables: { workspaceId: 'w1', formId: 'f1', limit: 10, offset: 10 },
      }),
    );
  });

  it('shows an empty state', async () => {
    renderWithApi(<ClientLinksPage />, PATH, ROUTE, api({ links: [] }));
    expect(
      await screen.findByText('No links for this form yet. Create one below and send it to your client.'),
    ).toBeTruthy();
  });

  it('revokes only after the confirmation, which says it cannot be undone', async () => {
    const handlers = api();
    handlers.RevokeClientLink = () => ({
      data: { revokeClientLink: link({ state: 'REVOKED', revokedAt: '2026-11-23T12:00:00Z' }) },
    });
    const { calls } = renderWithApi(<ClientLinksPage />, PATH, ROUTE, handlers);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke the link of Ivan Petrov' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke this link?' });
    expect(
      within(dialog).getByText('Are you sure you want to revoke this token? This action cannot be undone.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.operationName === 'RevokeClientLink')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke the link of Ivan Petrov' }));
    await act(async () =>
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke' })),
    );
    await waitFor(() =>
      expect(calls).toContainEqual({
        operationName: 'RevokeClientLink',
        variables: { input: { id: '0a1b2c3d-0000-4000-8000-000000000001' } },
      }),
    );
  });

  it('checks the form before calling, then creates a link and offers its URL once to copy or e-mail', async () => {
    const handlers = api();
    handlers.CreateClientLink = () => ({
      data: {
        createClientLink: {
          __typename: 'CreatedClientLink',
          clientLink: link({
            id: 'new-link',
            clientName: 'Ana Lopez',
            clientEmail: 'ana@example.test',
            uses: 0,
          }),
          url: URL,
          emailed: false,
        },
      },
    });
    handlers.SendClientLink = () => ({
      data: { sendClientLink: { __typename: 'ClientLink', id: 'new-link' } },
    });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { calls } = renderWithApi(<ClientLinksPage />, PATH, ROUTE, handlers);
    await screen.findAllByTestId('client-link-row');

    // Defaults: read and fill, 90 days, no cap, English, e-mail now.
    expect((screen.getByLabelText('Expires in (days)') as HTMLInputElement).value).toBe('90');
    expect((screen.getByLabelText('Read') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Fill') as HTMLInputElement).checked).toBe(true);

    // Nothing is sent while the form is wrong.
    fireEvent.click(screen.getByLabelText('Read'));
    fireEvent.click(screen.getByLabelText('Fill'));
    fireEvent.change(screen.getByLabelText('Client e-mail'), { target: { value: 'not-an-address' } });
    fireEvent.change(screen.getByLabelText('Expires in (days)'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Maximum number of uses (optional)'), { target: { value: '0' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create link' })));
    expect(screen.getByText('Enter the client name (up to 200 characters).')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('Choose at least one permission.')).toBeTruthy();
    expect(screen.getByText('Enter a whole number of days from 1 to 365.')).toBeTruthy();
    expect(screen.getByText('Enter a whole number from 1 to 10000, or leave it empty.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Client name'));
    expect(calls.some((c) => c.operationName === 'CreateClientLink')).toBe(false);

    fireEvent.change(screen.getByLabelText('Client name'), { target: { value: ' Ana Lopez ' } });
    fireEvent.change(screen.getByLabelText('Client e-mail'), { target: { value: 'ana@example.test' } });
    fireEvent.click(screen.getByLabelText('Fill'));
    fireEvent.click(screen.getByLabelText('Submit'));
    fireEvent.change(screen.getByLabelText('Expires in (days)'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Maximum number of uses (optional)'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText("Client's language"), { target: { value: 'es' } });
    fireEvent.click(screen.getByLabelText('E-mail the link to the client now'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create link' })));
    await waitFor(() =>
      expect(calls).toContainEqual({
        operationName: 'CreateClientLink',
        variables: {
          input: {
            workspaceId: 'w1',
            formId: 'f1',
            clientName: 'Ana Lopez',
            clientEmail: 'ana@example.test',
            permissions: ['FILL', 'SUBMIT'],
            expiresInDays: 30,
            maxUses: null,
            defaultLanguage: 'es',
            sendEmail: false,
          },
        },
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Link created' });
    expect((within(dialog).getByLabelText('Shareable URL') as HTMLInputElement).value).toBe(URL);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Copy URL' })));
    expect(writeText).toHaveBeenCalledWith(URL);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send by e-mail' })));
    await waitFor(() =>
      expect(calls).toContainEqual({
        operationName: 'SendClientLink',
        variables: { input: { id: 'new-link', token: TOKEN } },
      }),
    );
    expect(await within(dialog).findByText('The link was e-mailed to ana@example.test.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog', { name: 'Link created' })).toBeNull();
    // Once closed, the URL is gone from the page.
    expect(screen.queryByDisplayValue(URL)).toBeNull();
  });

  it("shows the server's refusal beside the field it concerns", async () => {
    const handlers = api();
    handlers.CreateClientLink = () => ({
      errors: [
        {
          message: 'Please enter a valid e-mail address.',
          extensions: { code: 'BAD_USER_INPUT', field: 'clientEmail' },
        },
      ],
    });
    renderWithApi(<ClientLinksPage />, PATH, ROUTE, handlers);
    await screen.findAllByTestId('client-link-row');
    fireEvent.change(screen.getByLabelText('Client name'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Client e-mail'), { target: { value: 'ana@example.test' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create link' })));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByLabelText('Client e-mail').getAttribute('aria-invalid')).toBe('true');
  });

  describe('when the e-mail cannot go to the client', () => {
    const refusal = (reason: string, code = 'BAD_USER_INPUT', field = 'clientEmail') => ({
      errors: [{ message: 'refused', extensions: { code, field, reason } }],
    });
    async function fillAndCreate() {
      await screen.findAllByTestId('client-link-row');
      fireEvent.change(screen.getByLabelText('Client name'), { target: { value: 'Ana' } });
      fireEvent.change(screen.getByLabelText('Client e-mail'), { target: { value: 'ana@example.test' } });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create link' })));
    }

    it('says on the e-mail field that the address cannot receive mail, until the agent changes it or unticks the e-mail', async () => {
      const handlers = api();
      handlers.CreateClientLink = () => refusal('ADDRESS_UNDELIVERABLE');
      renderWithApi(<ClientLinksPage />, PATH, ROUTE, handlers);
      await fillAndCreate();
      const email = screen.getByLabelText('Client e-mail');
      const text =
        'This address cannot receive e-mail, so the link was not created. Check the address for typing mistakes, or untick “E-mail the link to the client now” and send the link another way.';
      expect((await screen.findByText(text)).id).toBe(email.getAttribute('aria-describedby'));
      expect(email.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(email);
      expect(screen.queryByRole('dialog', { name: 'Link created' })).toBeNull();
      fireEvent.click(screen.getByLabelText('E-mail the link to the client now'));
      expect(screen.queryByText(text)).toBeNull();
      expect(email.getAttribute('aria-invalid')).toBe('false');
    });

    it('says on the e-mail field that the address had enough e-mails from Portico', async () => {
      const handlers = api();
      handlers.CreateClientLink = () => refusal('MAIL_BUDGET');
      renderWithApi(<ClientLinksPage />, PATH, ROUTE, handlers);
      await fillAndCreate();
      expect(
        await screen.findByText(
          'This address has already received several e-mails from Portico recently, so the link was not created. Wait a little, or untick “E-mail the link to the client now”, create the link and send it yourself.',
        ),
      ).toBeTruthy();
      expect(screen.getByLabelText('Client e-mail').getAttribute('aria-invalid')).toBe('true');
    });

    it('alerts that the e-mail could not be sent now and the link was not created', async () => {
      const handlers = api();
      handlers.CreateClientLink = () => refusal('MAIL_UNAVAILABLE', 'SERVICE_UNAVAILABLE', '');
      renderWithApi(<ClientLinksPage />, PATH, ROUTE, handlers);
      await fillAndCreate();
      const message = await screen.findByText(
        'The e-mail could not be sent just now, so the link was not created. Try again in a few minutes, or untick “E-mail the link to the client now” and send the link yourself.',
      );
      expect(message.getAttribute('role')).toBe('alert');
      expect(screen.getByLabelText('Client e-mail').getAttribute('aria-invalid')).toBe('false');
    });

    it.each([
      [
        'ADDRESS_UNDELIVERABLE',
        'BAD_USER_INPUT',
        'This address cannot receive e-mail. Copy the link and send it to your client another way.',
      ],
      [
        'MAIL_BUDGET',
        'BAD_USER_INPUT',
        'This address has already received several e-mails from Portico recently. Wait a little, or copy the link and send it yourself.',
      ],
      [
        'MAIL_UNAVAILABLE',
        'SERVICE_UNAVAILABLE',
        'The e-mail could not be sent just now. Try again in a few minutes, or copy the link and send it yourself.',
      ],
    ])('explains a refused "Send by e-mail" (%s) beside the URL to copy', async (reason, code, text) => {
      const handlers = api();
      handlers.CreateClientLink = () => ({
        data: {
          createClientLink: {
            __typename: 'CreatedClientLink',
            clientLink: link({ id: 'new-link', clientEmail: 'ana@example.test', uses: 0 }),
            url: URL,
            emailed: false,
          },
        },
      });
      handlers.SendClientLink = () => refusal(reason, code, 'id');
      renderWithApi(<ClientLinksPage />, PATH, ROUTE, handlers);
      fireEvent.click(await screen.findByLabelText('E-mail the link to the client now'));
      await fillAndCreate();
      const dialog = await screen.findByRole('dialog', { name: 'Link created' });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send by e-mail' })));
      expect((await within(dialog).findByRole('alert')).textContent).toBe(text);
      expect(within(dialog).queryByText('The link was e-mailed to ana@example.test.')).toBeNull();
    });
  });

  it("says 'Access denied' to someone who is not a member of the workspace", async () => {
    const handlers = api();
    handlers.Workspace = () => ({
      errors: [{ message: 'Workspace not found', extensions: { code: 'NOT_FOUND' } }],
    });
    renderWithApi(<ClientLinksPage />, PATH, ROUTE, handlers);
    expect(await screen.findByText('Access denied')).toBeTruthy();
    expect(screen.queryByLabelText('Client name')).toBeNull();
  });

  it("says 'Access denied' when the list is refused", async () => {
    const handlers = api();
    handlers.ClientLinks = () => ({
      errors: [{ message: 'Access denied', extensions: { code: 'FORBIDDEN' } }],
    });
    renderWithApi(<ClientLinksPage />, PATH, ROUTE, handlers);
    expect(await screen.findByText('Access denied')).toBeTruthy();
    expect(screen.queryByLabelText('Client name')).toBeNull();
  });

  it('explains that personal workspaces have no client links', async () => {
    renderWithApi(<ClientLinksPage />, PATH, ROUTE, api({ type: 'PERSONAL' }));
    expect(await screen.findByText('Client links can only be created in business workspaces.')).toBeTruthy();
    expect(screen.queryByLabelText('Client name')).toBeNull();
  });
});
