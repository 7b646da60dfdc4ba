import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Observable, type Subscriber } from 'rxjs';
import { AlertProvider, LocaleProvider } from '@portico/ui';
import en from '../../../i18n/en.json';
import es from '../../../i18n/es.json';
import {
  resetAutosaveClients,
  type EditorForm,
  type EditorSection,
  type SaveAnswersInput,
} from '@portico/questionnaire';
import { EditSectionPage } from './edit-section-page';

const ROUTE = '/workspaces/:workspaceId/forms/:formId/edit/:formPage';

function section(
  key: string,
  answers: Record<string, unknown> = {},
  versions: Record<string, number> = {},
): EditorSection {
  return { key, applies: true, status: 'NOT_STARTED', answered: 0, total: 10, answers, versions };
}

function formWith(sections: EditorSection[], version = 3): EditorForm {
  return {
    id: 'form-1',
    workspaceId: 'ws-1',
    name: 'Ana Smith DS-160',
    version,
    status: 'IN_PROGRESS',
    progress: { completed: 0, applicable: 12, percent: 0 },
    sections,
    warnings: [],
  };
}

interface Harness {
  form: EditorForm | { error: string };
  saves: SaveAnswersInput[];
  saveAnswer?: (input: SaveAnswersInput) => unknown;
  events?: Subscriber<unknown>;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderPage(harness: Harness, path = '/workspaces/ws-1/forms/form-1/edit/personalP1', locale = 'en') {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        if (operation.operationName === 'EditSectionFormChanged') {
          harness.events = observer as Subscriber<unknown>;
          return undefined;
        }
        const timer = setTimeout(() => {
          const { form } = harness;
          if ('error' in form)
            observer.next({
              data: null,
              errors: [{ message: form.error, extensions: { code: form.error } }],
            } as never);
          else observer.next({ data: { form } } as never);
          observer.complete();
        }, 0);
        return () => clearTimeout(timer);
      }),
  );
  const apollo = new ApolloClient({ link, cache: new InMemoryCache() });
  global.fetch = jest.fn(async (_url: string, init: RequestInit) => {
    const { variables } = JSON.parse(init.body as string) as { variables: { input: SaveAnswersInput } };
    harness.saves.push(variables.input);
    const custom = harness.saveAnswer?.(variables.input);
    const version = 10 + harness.saves.length;
    const result = custom ?? {
      formId: 'form-1',
      version,
      seq: variables.input.seq,
      stale: false,
      applied: variables.input.changes.map(({ section: key, path }) => ({ section: key, path, version })),
      conflicts: [],
      invalid: [],
      form: { ...('error' in harness.form ? {} : harness.form), version },
    };
    // jsdom has no Response: the parts of one the transport reads.
    return {
      status: 200,
      headers: { get: () => null },
      json: async () => ({ data: { saveAnswers: result } }),
    };
  }) as unknown as typeof fetch;
  return render(
    <IntlProvider locale={locale} messages={locale === 'es' ? es : en}>
      {/* The page reads the questionnaire's catalog (with the save indicator) in the shell's language. */}
      <LocaleProvider initialLocale={locale === 'es' ? 'es' : 'en'}>
        <AlertProvider closeLabel="Close alert">
          <ApolloProvider client={apollo}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route
                  path={ROUTE}
                  element={
                    <>
                      <EditSectionPage />
                      <Where />
                    </>
                  }
                />
              </Routes>
            </MemoryRouter>
          </ApolloProvider>
        </AlertProvider>
      </LocaleProvider>
    </IntlProvider>,
  );
}

const SURNAMES = 'Surnames';

beforeEach(() => resetAutosaveClients());

describe('EditSectionPage', () => {
  it('loads the section with its answers, then saves what is typed and says so', async () => {
    const harness: Harness = {
      form: formWith([section('personalP1', { surname: 'SMITH' }, { surname: 2 }), section('personalP2')]),
      saves: [],
    };
    renderPage(harness);
    expect(screen.getByText('Loading the section…').getAttribute('role')).toBe('status');
    const surname = (await screen.findByRole('textbox', { name: SURNAMES })) as HTMLInputElement;
    expect(surname.value).toBe('SMITH');
    expect(screen.getByRole('heading', { level: 1, name: 'Ana Smith DS-160' })).toBeTruthy();
    expect(screen.getByText(/^Section 1 of \d+$/)).toBeTruthy();
    expect(screen.getByTestId('save-indicator').textContent).toContain('Answers are saved as you type.');

    fireEvent.change(surname, { target: { value: 'SMYTHE' } });
    fireEvent.blur(surname);
    await waitFor(() =>
      expect(screen.getByTestId('save-indicator').textContent).toContain('All changes saved'),
    );
    expect(harness.saves).toHaveLength(1);
    expect(harness.saves[0]).toMatchObject({
      formId: 'form-1',
      seq: expect.any(Number),
      changes: [{ section: 'personalP1', path: 'surname', value: 'SMYTHE', baseVersion: 2 }],
    });
    // The save state is announced politely.
    const status = screen.getByTestId('save-indicator').querySelector('[role="status"]')!;
    expect(status.getAttribute('aria-live')).toBe('polite');
  });

  it('flushes a typed answer with a keepalive request when the tab is hidden, asks before leaving while unsaved, and stores nothing in the browser', async () => {
    const harness: Harness = { form: formWith([section('personalP1'), section('personalP2')]), saves: [] };
    renderPage(harness);
    const surname = await screen.findByRole('textbox', { name: SURNAMES });
    const held: (() => void)[] = [];
    const answer = global.fetch as jest.Mock;
    const respond = answer.getMockImplementation()!;
    // The server takes its time: the answer stays unsaved meanwhile.
    answer.mockImplementation(
      (url: string, init: RequestInit) =>
        new Promise((resolve) => held.push(() => resolve(respond(url, init)))),
    );

    fireEvent.change(surname, { target: { value: 'SMITH' } }); // still waiting for its pause
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);

    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    expect(answer).toHaveBeenCalledTimes(1);
    const [, init] = answer.mock.calls[0] as [string, RequestInit];
    expect(init).toMatchObject({ keepalive: true, credentials: 'include', method: 'POST' });
    expect((init.headers as Record<string, string>)['x-portico-csrf']).toBe('1');
    expect(JSON.parse(init.body as string).variables.input.changes).toEqual([
      { section: 'personalP1', path: 'surname', value: 'SMITH', baseVersion: 0 },
    ]);

    await act(async () => held.forEach((release) => release()));
    await waitFor(() =>
      expect(screen.getByTestId('save-indicator').textContent).toContain('All changes saved'),
    );
    const left = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(left);
    expect(left.defaultPrevented).toBe(false);
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('sends what waits with keepalive when the page is left (pagehide)', async () => {
    const harness: Harness = { form: formWith([section('personalP1'), section('personalP2')]), saves: [] };
    renderPage(harness);
    const surname = await screen.findByRole('textbox', { name: SURNAMES });
    fireEvent.change(surname, { target: { value: 'LEFT' } });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    const answer = global.fetch as jest.Mock;
    expect(answer).toHaveBeenCalledTimes(1);
    const [, init] = answer.mock.calls[0] as [string, RequestInit];
    expect(init.keepalive).toBe(true);
    expect(JSON.parse(init.body as string).variables.input.changes).toEqual([
      { section: 'personalP1', path: 'surname', value: 'LEFT', baseVersion: 0 },
    ]);
    act(() => {
      window.dispatchEvent(new Event('pageshow'));
    });
    await waitFor(() =>
      expect(screen.getByTestId('save-indicator').textContent).toContain('All changes saved'),
    );
  });

  it('a link to one question (a CEAC refusal’s fix link) puts the focus on it', async () => {
    renderPage(
      { form: formWith([section('personalP1'), section('personalP2')]), saves: [] },
      '/workspaces/ws-1/forms/form-1/edit/personalP1#pq-personalP1-surname',
    );
    const surnames = await screen.findByRole('textbox', { name: SURNAMES });
    await waitFor(() => expect(document.activeElement).toBe(surnames));
  });

  it('moves to the next section without blocking on unanswered questions', async () => {
    const harness: Harness = { form: formWith([section('personalP1'), section('personalP2')]), saves: [] };
    renderPage(harness);
    await screen.findByRole('textbox', { name: SURNAMES });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/workspaces/ws-1/forms/form-1/edit/personalP2'),
    );
    expect(await screen.findByText(/^Section 2 of \d+$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/workspaces/ws-1/forms/form-1/edit/personalP1'),
    );
  });

  it('shows an answer the server refused on its question, translated', async () => {
    const harness: Harness = {
      form: formWith([section('personalP1'), section('personalP2')]),
      saves: [],
      saveAnswer: (input) => ({
        formId: 'form-1',
        version: 4,
        seq: input.seq,
        stale: false,
        applied: [],
        conflicts: [],
        invalid: [
          { section: 'personalP1', path: 'surname', messageId: 'ds160.error.maxLength', message: 'Too long' },
        ],
      }),
    };
    renderPage(harness);
    const surname = await screen.findByRole('textbox', { name: SURNAMES });
    fireEvent.change(surname, { target: { value: 'SMITH' } });
    fireEvent.blur(surname);
    await waitFor(() =>
      expect(screen.getByTestId('save-indicator').textContent).toContain(
        'Not saved: fix the highlighted answers.',
      ),
    );
    expect(surname.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This answer is longer than CEAC allows for this field.')).toBeTruthy();
  });

  it('offers a conflict found by the server; keeping mine saves it on top of their version', async () => {
    let first = true;
    const harness: Harness = {
      form: formWith([section('personalP1', {}, {}), section('personalP2')]),
      saves: [],
      saveAnswer: (input) => {
        if (!first) return undefined;
        first = false;
        return {
          formId: 'form-1',
          version: 9,
          seq: input.seq,
          stale: false,
          applied: [],
          conflicts: [{ section: 'personalP1', path: 'surname', value: 'JONES', version: 9 }],
          invalid: [],
        };
      },
    };
    renderPage(harness);
    const surname = await screen.findByRole('textbox', { name: SURNAMES });
    fireEvent.change(surname, { target: { value: 'SMITH' } });
    fireEvent.blur(surname);
    expect(await screen.findByText('This answer was changed elsewhere to: JONES')).toBeTruthy();
    expect(screen.getByText(/1 answer was changed elsewhere/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep my answer' }));
    await waitFor(() => expect(harness.saves).toHaveLength(2));
    expect(harness.saves[1].changes).toEqual([
      { section: 'personalP1', path: 'surname', value: 'SMITH', baseVersion: 9 },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('save-indicator').textContent).toContain('All changes saved'),
    );
  });

  it('shows other people’s saves in place, and turns an answer typed here into a conflict', async () => {
    const harness: Harness = {
      form: formWith([section('personalP1', { surname: 'SMITH' }, { surname: 2 }), section('personalP2')]),
      saves: [],
    };
    renderPage(harness);
    const surname = await screen.findByRole('textbox', { name: SURNAMES });
    await waitFor(() => expect(harness.events).toBeDefined());
    // Another tab saved a given name: shown in place, nothing sent back.
    harness.form = formWith(
      [
        section('personalP1', { surname: 'SMITH', givenName: 'ANNA' }, { surname: 2, givenName: 5 }),
        section('personalP2'),
      ],
      5,
    );
    act(() =>
      harness.events!.next({
        data: {
          formChanged: {
            change: 'ANSWERS_SAVED',
            formId: 'form-1',
            version: 5,
            status: 'IN_PROGRESS',
            clientId: 'another-tab',
            paths: ['personalP1.givenName'],
          },
        },
      }),
    );
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Given Names' }) as HTMLInputElement).value).toBe('ANNA'),
    );
    expect(harness.saves).toHaveLength(0);

    // This tab types a surname that is still on its way while someone else saves another one.
    fireEvent.change(surname, { target: { value: 'SMYTHE' } });
    harness.form = formWith(
      [
        section('personalP1', { surname: 'JONES', givenName: 'ANNA' }, { surname: 6, givenName: 5 }),
        section('personalP2'),
      ],
      6,
    );
    act(() =>
      harness.events!.next({
        data: {
          formChanged: {
            change: 'ANSWERS_SAVED',
            formId: 'form-1',
            version: 6,
            status: 'IN_PROGRESS',
            clientId: 'another-tab',
            paths: ['personalP1.surname'],
          },
        },
      }),
    );
    // Shown from the live event alone, before the typed answer's pause is over and it is sent.
    expect(
      await screen.findByText('This answer was changed elsewhere to: JONES', {}, { timeout: 400 }),
    ).toBeTruthy();
    expect(harness.saves).toHaveLength(0);
    expect((surname as HTMLInputElement).value).toBe('SMYTHE');
    // The server, asked next, agrees: still a conflict, and the typed answer is kept on screen.
    harness.saveAnswer = (input) => ({
      formId: 'form-1',
      version: 6,
      seq: input.seq,
      stale: false,
      applied: [],
      conflicts: [{ section: 'personalP1', path: 'surname', value: 'JONES', version: 6 }],
      invalid: [],
    });
    fireEvent.blur(surname);
    await waitFor(() => expect(harness.saves).toHaveLength(1));
    expect(harness.saves[0].changes).toEqual([
      { section: 'personalP1', path: 'surname', value: 'SMYTHE', baseVersion: 2 },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('save-indicator').textContent).toContain(
        'Not saved: fix the highlighted answers.',
      ),
    );
    expect(screen.getByText('This answer was changed elsewhere to: JONES')).toBeTruthy();
    expect((surname as HTMLInputElement).value).toBe('SMYTHE');
  });

  it('shows an archived form read-only and says how to edit it', async () => {
    const archived = {
      ...formWith([section('personalP1', { surname: 'SMITH' }), section('personalP2')]),
      status: 'ARCHIVED' as const,
    };
    renderPage({ form: archived, saves: [] });
    expect(await screen.findByText('This form is archived. Unarchive it to edit.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: SURNAMES })).toBeNull();
    expect(screen.getByRole('group', { name: SURNAMES }).textContent).toBe('SMITH');
  });

  it('reads the form again when its own save lands more than one version ahead (an event was missed)', async () => {
    const harness: Harness = {
      form: formWith([section('personalP1', { surname: 'SMITH' }, { surname: 2 }), section('personalP2')], 3),
      saves: [],
    };
    renderPage(harness);
    const surname = await screen.findByRole('textbox', { name: SURNAMES });
    // Someone else saved a given name; no event reached this tab.
    harness.form = formWith(
      [
        section('personalP1', { surname: 'SMITH', givenName: 'ANNA' }, { surname: 2, givenName: 5 }),
        section('personalP2'),
      ],
      5,
    );
    fireEvent.change(surname, { target: { value: 'SMYTHE' } });
    fireEvent.blur(surname); // acknowledged at version 11: far ahead of 3
    await waitFor(
      () =>
        expect((screen.getByRole('textbox', { name: 'Given Names' }) as HTMLInputElement).value).toBe('ANNA'),
      { timeout: 1500 }, // before the catch-up read two seconds after opening
    );
    expect((surname as HTMLInputElement).value).toBe('SMYTHE');
  });

  it('says when the section or form does not exist, and when loading failed', async () => {
    renderPage({ form: { error: 'NOT_FOUND' }, saves: [] });
    expect(await screen.findByRole('heading', { name: 'Section not found' })).toBeTruthy();
  });

  it('says an unknown section page is not found', async () => {
    renderPage(
      { form: formWith([section('personalP1')]), saves: [] },
      '/workspaces/ws-1/forms/form-1/edit/nope',
    );
    expect(await screen.findByRole('heading', { name: 'Section not found' })).toBeTruthy();
  });

  it('offers to try again when the form could not be loaded', async () => {
    const harness: Harness = { form: { error: 'INTERNAL_SERVER_ERROR' }, saves: [] };
    renderPage(harness);
    expect((await screen.findByText(/could not be loaded/)).getAttribute('role')).toBe('alert');
    harness.form = formWith([section('personalP1'), section('personalP2')]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: SURNAMES })).toBeTruthy();
  });

  it('speaks the interface language', async () => {
    renderPage(
      { form: formWith([section('personalP1'), section('personalP2')]), saves: [] },
      undefined,
      'es',
    );
    expect(await screen.findByText('Las respuestas se guardan mientras escribe.')).toBeTruthy();
  });
});
