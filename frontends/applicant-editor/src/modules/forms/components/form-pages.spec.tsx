import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsOf, renderWithApi, type Handler } from '../utils/render-with-api';
import { DuplicateFormPage } from './duplicate-form-page';
import { FormOverviewPage } from './form-overview-page';
import { NewFormPage } from './new-form-page';

const SECTIONS = [
  { key: 'personalP1', applies: true, status: 'COMPLETED', answered: 12, total: 12 },
  { key: 'personalP2', applies: true, status: 'IN_PROGRESS', answered: 3, total: 8 },
  { key: 'spouseInfoPage', applies: false, status: 'NOT_STARTED', answered: 0, total: 9 },
  { key: 'passportPage', applies: true, status: 'NOT_STARTED', answered: 0, total: 10 },
];

function formData(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Form',
    id: 'f1',
    name: 'Ana Smith 2026',
    createdBy: 'u1',
    createdAt: '2026-03-04T10:00:00Z',
    updatedAt: '2026-03-05T10:00:00Z',
    version: 7,
    status: 'IN_PROGRESS',
    progress: { __typename: 'FormProgress', completed: 1, applicable: 3, percent: 33 },
    workspaceId: 'w1',
    sections: SECTIONS.map((section) => ({ __typename: 'FormSection', ...section })),
    warnings: [],
    ...overrides,
  };
}

function api(): Record<string, Handler> {
  return {
    FormOverview: () => ({ data: { form: formData() } }),
    Forms: () => ({
      data: { forms: { __typename: 'FormPage', items: [], totalCount: 0, workspaceTotal: 0 } },
    }),
  };
}

describe('form overview', () => {
  it('lists only the applicable sections, by catalog name, with answered counts, status and edit links', async () => {
    renderWithApi(
      <FormOverviewPage />,
      '/workspaces/w1/forms/f1',
      '/workspaces/:workspaceId/forms/:formId',
      api(),
    );
    const rows = await screen.findAllByTestId('section-row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Personal Information 1',
      'Personal Information 2',
      'Passport Information',
    ]);
    expect(within(rows[1]).getByText('3 of 8')).toBeTruthy();
    expect(within(rows[1]).getByText('In progress')).toBeTruthy();
    expect(
      within(rows[2]).getByRole('link', { name: 'Edit Passport Information' }).getAttribute('href'),
    ).toBe('/workspaces/w1/forms/f1/edit/passportPage');
    expect(screen.getByRole('progressbar', { name: '1 of 3 sections complete (33%)' })).toBeTruthy();
    // Carry on with the first applicable section not complete.
    expect(screen.getByRole('link', { name: 'Continue: Personal Information 2' }).getAttribute('href')).toBe(
      '/workspaces/w1/forms/f1/edit/personalP2',
    );
  });

  it('lists the warnings (the passport valid less than six months) with a link to their section, and none when there are none', async () => {
    const handlers = api();
    handlers.FormOverview = () => ({
      data: {
        form: formData({
          warnings: [
            {
              __typename: 'AnswerWarning',
              code: 'PASSPORT_VALIDITY',
              section: 'passportPage',
              path: 'expirationDate',
              messageId: 'ds160.warning.passportSixMonths',
            },
          ],
        }),
      },
    });
    renderWithApi(
      <FormOverviewPage />,
      '/workspaces/w1/forms/f1',
      '/workspaces/:workspaceId/forms/:formId',
      handlers,
    );
    const box = await screen.findByTestId('form-warnings');
    expect(within(box).getByRole('heading', { name: 'Worth checking' })).toBeTruthy();
    const item = within(box).getByRole('listitem');
    expect(item.textContent).toBe(
      'Passport Information: Your passport should be valid for at least six months after your arrival in the United States.',
    );
    expect(within(item).getByRole('link').getAttribute('href')).toBe(
      '/workspaces/w1/forms/f1/edit/passportPage',
    );
    // A warning never blocks: the form is still offered as it is.
    expect(screen.getByTestId('form-status').textContent).toBe('In progress');
  });

  it('shows no warning box without warnings', async () => {
    renderWithApi(
      <FormOverviewPage />,
      '/workspaces/w1/forms/f1',
      '/workspaces/:workspaceId/forms/:formId',
      api(),
    );
    await screen.findAllByTestId('section-row');
    expect(screen.queryByTestId('form-warnings')).toBeNull();
  });

  it('renames in place: refuses an empty or too long name, then sends the trimmed name with the version seen', async () => {
    const handlers = api();
    handlers.RenameForm = (variables) => ({
      data: { renameForm: { ...formData(), name: (variables.input as { name: string }).name, version: 8 } },
    });
    const { calls } = renderWithApi(
      <FormOverviewPage />,
      '/workspaces/w1/forms/f1',
      '/workspaces/:workspaceId/forms/:formId',
      handlers,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Rename: Ana Smith 2026' }));
    const input = screen.getByLabelText('Form name');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a name for the form.').getAttribute('role')).toBe('alert');
    fireEvent.change(input, { target: { value: 'x'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Use at most 200 characters.').getAttribute('role')).toBe('alert');
    expect(callsOf(calls, 'RenameForm')).toEqual([]);
    fireEvent.change(input, { target: { value: '  Ana Smith renewal ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() =>
      expect(callsOf(calls, 'RenameForm')).toEqual([
        { input: { id: 'f1', name: 'Ana Smith renewal', expectedVersion: 7 } },
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Smith renewal' })).toBeTruthy();
  });

  it('on a rename conflict keeps the typed name, explains, reloads the form and retries with the new version', async () => {
    const handlers = api();
    let version = 7;
    handlers.FormOverview = () => ({
      data: { form: formData({ version, name: version === 7 ? 'Ana Smith 2026' : 'Ana S.' }) },
    });
    let first = true;
    handlers.RenameForm = (variables) => {
      if (first) {
        first = false;
        version = 9;
        return {
          errors: [{ message: 'The form was changed by someone else', extensions: { code: 'CONFLICT' } }],
        };
      }
      return {
        data: {
          renameForm: { ...formData(), name: (variables.input as { name: string }).name, version: 10 },
        },
      };
    };
    const { calls } = renderWithApi(
      <FormOverviewPage />,
      '/workspaces/w1/forms/f1',
      '/workspaces/:workspaceId/forms/:formId',
      handlers,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Rename: Ana Smith 2026' }));
    fireEvent.change(screen.getByLabelText('Form name'), { target: { value: 'Ana visitor' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(
      await screen.findByText(
        'Someone else changed this form meanwhile; it is now called Ana S.. Save again to use your name.',
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('Form name') as HTMLInputElement).value).toBe('Ana visitor');
    await waitFor(() => expect(callsOf(calls, 'FormOverview').length).toBeGreaterThan(1));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() =>
      expect(callsOf(calls, 'RenameForm').map((v) => v.input)).toEqual([
        { id: 'f1', name: 'Ana visitor', expectedVersion: 7 },
        { id: 'f1', name: 'Ana visitor', expectedVersion: 9 },
      ]),
    );
  });

  it('says when the form does not exist or is not yours', async () => {
    const handlers = api();
    handlers.FormOverview = () => ({
      errors: [{ message: 'Form not found', extensions: { code: 'NOT_FOUND' } }],
    });
    renderWithApi(
      <FormOverviewPage />,
      '/workspaces/w1/forms/nope',
      '/workspaces/:workspaceId/forms/:formId',
      handlers,
    );
    expect(await screen.findByText('This form does not exist or you have no access to it.')).toBeTruthy();
  });
});

describe('new form', () => {
  const ROUTE = '/workspaces/:workspaceId/forms/new';

  it('creates a blank form and opens it', async () => {
    const handlers = api();
    handlers.CreateForm = () => ({ data: { createForm: { ...formData(), id: 'f9', name: 'Dan 2026' } } });
    const { calls } = renderWithApi(<NewFormPage />, '/workspaces/w1/forms/new', ROUTE, handlers);
    fireEvent.click(screen.getByRole('button', { name: 'Create form' }));
    expect(screen.getByText('Enter a name for the form.').getAttribute('role')).toBe('alert');
    fireEvent.change(screen.getByLabelText('Form name'), { target: { value: 'Dan 2026' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create form' })));
    await waitFor(() =>
      expect(callsOf(calls, 'CreateForm')).toEqual([
        { input: { workspaceId: 'w1', name: 'Dan 2026', source: 'BLANK' } },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/workspaces/w1/forms/f9'));
  });

  it('for a renewal asks for the previous form from a searchable, paged picker and says what is copied', async () => {
    const handlers = api();
    handlers.FormPicker = (variables) => ({
      data: {
        forms: {
          __typename: 'FormPage',
          totalCount: 12,
          items: [
            {
              __typename: 'Form',
              id: `p${String(variables.offset)}`,
              name: `Earlier ${String(variables.offset)}`,
              createdAt: '2025-01-01T00:00:00Z',
              status: 'COMPLETED',
            },
          ],
        },
      },
    });
    handlers.CreateForm = () => ({ data: { createForm: { ...formData(), id: 'f10' } } });
    const { calls } = renderWithApi(<NewFormPage />, '/workspaces/w1/forms/new', ROUTE, handlers);
    fireEvent.change(screen.getByLabelText('Form name'), { target: { value: 'Ana 2027' } });
    fireEvent.click(screen.getByLabelText('A renewal of a previous form'));
    expect(screen.getByText(/copied except the travel plans/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create form' }));
    expect(await screen.findByText('Choose the previous form to copy from.')).toBeTruthy();
    expect(callsOf(calls, 'CreateForm')).toEqual([]);
    await screen.findByLabelText(/Earlier 0/);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByLabelText(/Earlier 5/));
    expect(callsOf(calls, 'FormPicker').at(-1)).toMatchObject({
      offset: 5,
      limit: 5,
      search: null,
      status: null,
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create form' })));
    await waitFor(() =>
      expect(callsOf(calls, 'CreateForm')).toEqual([
        { input: { workspaceId: 'w1', name: 'Ana 2027', source: 'RENEWAL', fromFormId: 'p5' } },
      ]),
    );
  });
});

describe('duplicate form', () => {
  const ROUTE = '/workspaces/:workspaceId/forms/:formId/duplicate';

  it('starts with every applicable section checked; select none, then one, and duplicates it', async () => {
    const handlers = api();
    handlers.DuplicateForm = () => ({ data: { duplicateForm: { ...formData(), id: 'f2', name: 'Copy' } } });
    const { calls } = renderWithApi(
      <DuplicateFormPage />,
      '/workspaces/w1/forms/f1/duplicate',
      ROUTE,
      handlers,
    );
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, true]);
    expect((screen.getByLabelText('Form name') as HTMLInputElement).value).toBe('Copy of Ana Smith 2026');
    expect(screen.getByText('3 of 3 sections chosen')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Select none' }));
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate form' }));
    expect(
      await screen.findByText('Choose at least one section to copy, or create a blank form instead.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Select all' }));
    fireEvent.click(screen.getByLabelText('Personal Information 2 (3 of 8 answered)'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Duplicate form' })));
    await waitFor(() =>
      expect(callsOf(calls, 'DuplicateForm')).toEqual([
        { input: { formId: 'f1', name: 'Copy of Ana Smith 2026', sections: ['personalP1', 'passportPage'] } },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/workspaces/w1/forms/f2'));
  });
});
