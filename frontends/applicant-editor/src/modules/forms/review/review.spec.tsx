import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Observable } from 'rxjs';
import { AlertProvider, LocaleProvider } from '@portico/ui';
import { alertText } from '@portico/ui/testing';
import { resetAutosaveClients, type EditorForm } from '@portico/questionnaire';
import en from '../../../i18n/en.json';
import { EditSectionPage } from '../components/edit-section-page';
import { FormOverviewPage } from '../components/form-overview-page';
import type { FormReview } from './review-api';

type Handler = (variables: Record<string, unknown>) => unknown;

function review(overrides: Partial<FormReview> = {}): FormReview {
  return {
    id: 'form-1',
    version: 5,
    translationState: 'NONE',
    reviewCount: 1,
    completionBlockedReason:
      'The form cannot be completed until these answers are in English: personalP1.surname.',
    notInEnglish: [
      {
        section: 'personalP1',
        path: 'surname',
        messageId: 'ds160.error.englishOnly',
        message: 'English only',
      },
    ],
    sections: [
      {
        key: 'personalP1',
        originals: { surname: 'Щербакова', givenName: 'Юлия' },
        reviews: [
          {
            path: 'surname',
            originalBy: 'client:link-1',
            originalAt: '2026-11-23T10:15:00Z',
            agencyBy: 'u1',
            agencyAt: '2026-11-23T09:00:00Z',
            needsReview: true,
            translation: null,
          },
          {
            path: 'givenName',
            originalBy: 'client:link-1',
            originalAt: '2026-11-23T09:00:00Z',
            agencyBy: null,
            agencyAt: null,
            needsReview: false,
            translation: 'NEEDS_HUMAN',
          },
        ],
      },
      { key: 'personalP2', originals: {}, reviews: [] },
    ],
    ...overrides,
  };
}

const editorForm: EditorForm = {
  id: 'form-1',
  workspaceId: 'ws-1',
  name: 'Olga DS-160',
  version: 5,
  status: 'IN_PROGRESS',
  progress: { completed: 0, applicable: 12, percent: 0 },
  warnings: [],
  sections: [
    {
      key: 'personalP1',
      applies: true,
      status: 'IN_PROGRESS',
      answered: 2,
      total: 10,
      answers: { surname: 'SHCHERBAKOVA', givenName: 'Юлия' },
      versions: { surname: 4, givenName: 3 },
    },
  ],
};

const overviewForm = {
  __typename: 'Form',
  id: 'form-1',
  name: 'Olga DS-160',
  createdBy: 'u1',
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-23T10:00:00Z',
  version: 5,
  status: 'IN_PROGRESS',
  progress: { __typename: 'FormProgress', completed: 1, applicable: 2, percent: 50 },
  workspaceId: 'ws-1',
  warnings: [],
  sections: [
    {
      __typename: 'FormSection',
      key: 'personalP1',
      applies: true,
      status: 'COMPLETED',
      answered: 10,
      total: 10,
    },
    {
      __typename: 'FormSection',
      key: 'personalP2',
      applies: true,
      status: 'IN_PROGRESS',
      answered: 2,
      total: 8,
    },
  ],
};

function api(type: 'BUSINESS' | 'PERSONAL', extra: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    WorkspaceKind: () => ({ data: { workspace: { __typename: 'Workspace', id: 'ws-1', type } } }),
    FormReview: () => ({ data: { form: review() } }),
    FormMembers: () => ({
      data: {
        workspaceMembers: {
          __typename: 'MemberPage',
          items: [{ __typename: 'Member', userId: 'u1', email: 'agent@agency.test' }],
          totalCount: 1,
        },
      },
    }),
    FormOverview: () => ({ data: { form: overviewForm } }),
    EditSectionForm: () => ({ data: { form: editorForm } }),
    EditSectionSession: () => ({ data: { form: { __typename: 'Form', id: 'form-1' } } }),
    ...extra,
  };
}

/** Every operation answered by name through a real Apollo Client (subscriptions stay open, silent). */
function renderAt(page: ReactElement, path: string, route: string, handlers: Record<string, Handler>) {
  const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        calls.push({ operationName: operation.operationName ?? '', variables: operation.variables });
        if (/Changed$/.test(operation.operationName ?? '')) return undefined;
        const timer = setTimeout(() => {
          const handler = handlers[operation.operationName ?? ''];
          if (!handler) observer.error(new Error(`no handler for ${operation.operationName}`));
          else {
            observer.next(handler(operation.variables) as never);
            observer.complete();
          }
        }, 0);
        return () => clearTimeout(timer);
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  render(
    <IntlProvider locale="en" messages={en}>
      <LocaleProvider initialLocale="en">
        <AlertProvider closeLabel="Close alert">
          <ApolloProvider client={client}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path={route} element={page} />
              </Routes>
            </MemoryRouter>
          </ApolloProvider>
        </AlertProvider>
      </LocaleProvider>
    </IntlProvider>,
  );
  return calls;
}

const OVERVIEW = ['/workspaces/ws-1/forms/form-1', '/workspaces/:workspaceId/forms/:formId'] as const;
const EDITOR = [
  '/workspaces/ws-1/forms/form-1/edit/personalP1',
  '/workspaces/:workspaceId/forms/:formId/edit/:formPage',
] as const;

beforeEach(() => resetAutosaveClients());

describe('form overview in a business workspace', () => {
  it('translates all with a loading state, then says so in an alert', async () => {
    const calls = renderAt(<FormOverviewPage />, ...OVERVIEW, {
      ...api('BUSINESS'),
      TranslateAll: () => ({
        data: {
          translateAll: {
            __typename: 'TranslateAllResult',
            translated: 3,
            needsHuman: 0,
            unchanged: 2,
            form: review({ notInEnglish: [], reviewCount: 0 }),
          },
        },
      }),
    });
    const panel = await screen.findByTestId('review-panel');
    expect(within(panel).getByRole('link', { name: 'Client links' }).getAttribute('href')).toBe(
      '/workspaces/ws-1/forms/form-1/client-links',
    );
    await waitFor(() =>
      expect(within(panel).getByText('1 answer changed by the client is flagged for review.')).toBeTruthy(),
    );
    expect(within(panel).getByText(/cannot be completed until this answer is in English/)).toBeTruthy();
    const rows = screen.getAllByTestId('section-row');
    expect(within(rows[0]).getByText('2 client answers')).toBeTruthy();

    const translate = within(panel).getByRole('button', { name: 'Translate all' });
    translate.focus();
    fireEvent.click(translate);
    // While it runs: said politely, and the button cannot start a second run.
    expect(screen.getByText('Translating all fields to English…').getAttribute('role')).toBe('status');
    expect((translate as HTMLButtonElement).disabled).toBe(true);
    expect(translate.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(alertText()).toContain('All fields translated to English successfully'));
    expect(calls.filter((c) => c.operationName === 'TranslateAll')).toEqual([
      { operationName: 'TranslateAll', variables: { id: 'form-1' } },
    ]);
  });

  it('says how many answers need a human translation when some do', async () => {
    renderAt(<FormOverviewPage />, ...OVERVIEW, {
      ...api('BUSINESS'),
      TranslateAll: () => ({
        data: {
          translateAll: {
            __typename: 'TranslateAllResult',
            translated: 2,
            needsHuman: 1,
            unchanged: 0,
            form: review(),
          },
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Translate all' }));
    await waitFor(() =>
      expect(alertText()).toContain('2 fields translated; 1 field needs a human translation.'),
    );
    expect(alertText()).not.toContain('All fields translated');
  });

  it('asks before resetting translations, and does nothing on Cancel', async () => {
    const calls = renderAt(<FormOverviewPage />, ...OVERVIEW, {
      ...api('BUSINESS'),
      ResetTranslations: () => ({
        data: { resetTranslations: { __typename: 'ResetTranslationsResult', reset: 4, form: review() } },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reset translations' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset translations?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.operationName === 'ResetTranslations')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Reset translations' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(alertText()).toContain('4 answers are back to the client original.'));
  });

  it('says when the client has not answered yet', async () => {
    renderAt(<FormOverviewPage />, ...OVERVIEW, {
      ...api('BUSINESS'),
      FormReview: () => ({
        data: {
          form: review({
            reviewCount: 0,
            notInEnglish: [],
            sections: [{ key: 'personalP1', originals: {}, reviews: [] }],
          }),
        },
      }),
    });
    expect((await screen.findByTestId('no-client-answers')).textContent).toBe(
      'The client has not answered yet. Send them a link from the client links page.',
    );
  });

  it('offers none of it in a personal workspace', async () => {
    const calls = renderAt(<FormOverviewPage />, ...OVERVIEW, api('PERSONAL'));
    await screen.findAllByTestId('section-row');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByTestId('review-panel')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Translate all' })).toBeNull();
    expect(calls.some((c) => c.operationName === 'FormReview')).toBe(false);
  });
});

describe('section editor in a business workspace', () => {
  it('shows the original read-only beside the agency edit, the review flag with who and when, and translates one field', async () => {
    const calls = renderAt(<EditSectionPage />, ...EDITOR, {
      ...api('BUSINESS'),
      TranslateField: () => ({
        data: {
          translateField: {
            __typename: 'TranslateFieldResult',
            outcome: 'NEEDS_HUMAN',
            value: 'Юлия',
            form: review(),
          },
        },
      }),
      ReviewAnswer: () => ({ data: { reviewAnswer: review({ reviewCount: 0 }) } }),
    });
    await screen.findByText('Щербакова');
    expect(screen.getAllByText('Original - Read Only').length).toBeGreaterThanOrEqual(2);
    expect(screen.getAllByText('Agency Edit').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Щербакова').closest('input, textarea')).toBeNull();
    const surname = screen.getByRole('textbox', { name: 'Surnames' }) as HTMLInputElement;
    expect(surname.value).toBe('SHCHERBAKOVA');
    expect(surname.readOnly).toBe(false);

    const flag = screen.getByTestId('review-flag');
    expect(flag.textContent).toContain('Flagged for review: changed by the client on Nov 23, 2026');
    expect(screen.getByText('Needs a human translation')).toBeTruthy();

    const translate = screen.getByRole('button', { name: /^Translate to English\s*:\s*Given Names$/ });
    fireEvent.click(translate);
    await waitFor(() => expect(alertText()).toContain('No translation service could translate this answer'));
    expect(calls.filter((c) => c.operationName === 'TranslateField').map((c) => c.variables)).toEqual([
      { formId: 'form-1', section: 'personalP1', path: 'givenName' },
    ]);

    fireEvent.click(within(flag).getByRole('button', { name: /Accept the client's change/ }));
    await waitFor(() =>
      expect(calls.filter((c) => c.operationName === 'ReviewAnswer').map((c) => c.variables)).toEqual([
        { input: { formId: 'form-1', section: 'personalP1', path: 'surname', decision: 'ACCEPT_CLIENT' } },
      ]),
    );
    fireEvent.click(within(flag).getByRole('button', { name: /Keep the agency value/ }));
    await waitFor(() =>
      expect(calls.filter((c) => c.operationName === 'ReviewAnswer').map((c) => c.variables)).toContainEqual({
        input: { formId: 'form-1', section: 'personalP1', path: 'surname', decision: 'KEEP_AGENCY' },
      }),
    );
  });

  it('shows no originals, flags or translate buttons in a personal workspace', async () => {
    renderAt(<EditSectionPage />, ...EDITOR, api('PERSONAL'));
    await screen.findByRole('textbox', { name: 'Surnames' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText('Original - Read Only')).toBeNull();
    expect(screen.queryByRole('button', { name: /Translate to English/ })).toBeNull();
  });
});
