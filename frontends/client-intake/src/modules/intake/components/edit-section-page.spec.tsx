import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetAutosaveClients, type SaveAnswersInput } from '@portico/questionnaire';
import { callsOf, renderWithApi, type Handler } from '../../../testing/render-with-api';
import { FORM_ID, form, intake, section } from '../../../testing/intake-fixtures';
import { resetArrival } from '../hooks/use-client-intake';
import { resetLinkExchanges } from '../utils/link-exchange';
import { IntakeEditSectionPage } from './edit-section-page';

const ROUTE = '/client-intake/:formId/edit/:formPage';
const PATH = `/client-intake/${FORM_ID}/edit/personalP1`;

const LIVE_SESSION = {
  status: 200,
  body: { formId: FORM_ID, idleEndsInMs: 29 * 60_000, endsInMs: 11 * 3_600_000, idleMs: 30 * 60_000 },
};

/**
 * saveAnswers over fetch, as the shared autosave sends it; `answer` decides the reply. The page's look
 * at its session (POST /auth/client-session) is answered `session`.
 */
function saveServer(
  answer?: (input: SaveAnswersInput) => { status: number; body: unknown },
  session: { status: number; body: unknown } = LIVE_SESSION,
) {
  const saves: SaveAnswersInput[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit): Promise<unknown> => {
    if (url === '/auth/client-session')
      return {
        ok: session.status === 200,
        status: session.status,
        headers: { get: () => null },
        json: async () => session.body,
      };
    const { variables } = JSON.parse(init.body as string) as { variables: { input: SaveAnswersInput } };
    saves.push(variables.input);
    const version = 10 + saves.length;
    const reply = answer?.(variables.input) ?? {
      status: 200,
      body: {
        data: {
          saveAnswers: {
            formId: FORM_ID,
            version,
            seq: variables.input.seq,
            stale: false,
            applied: variables.input.changes.map(({ section: key, path }) => ({
              section: key,
              path,
              version,
            })),
            conflicts: [],
            invalid: [],
          },
        },
      },
    };
    return { status: reply.status, headers: { get: () => null }, json: async () => reply.body };
  }) as unknown as typeof fetch;
  return saves;
}

function api(overrides: Record<string, Handler> = {}) {
  return {
    ClientIntake: () => ({ data: { clientIntake: intake() } }),
    EditSectionForm: () => ({
      data: {
        form: form([
          section('personalP1', { answers: { givenName: 'АННА' }, versions: { givenName: 2 } }),
          section('personalP2'),
        ]),
      },
    }),
    BeginClientIntake: () => ({
      data: { beginClientIntake: { __typename: 'ClientIntake', formId: FORM_ID, started: true } },
    }),
    ...overrides,
  };
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  resetAutosaveClients();
  resetLinkExchanges();
  resetArrival();
  window.history.replaceState(null, '', '/');
});
afterEach(() => jest.useRealTimers());

async function typeInto(name: string, value: string) {
  const input = await screen.findByRole('textbox', { name });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  await act(async () => {
    jest.advanceTimersByTime(1000);
  });
}

describe('client intake: one section', () => {
  it('warns on the passport section when the passport runs out within six months of the arrival', async () => {
    saveServer();
    renderWithApi(
      <IntakeEditSectionPage />,
      `/client-intake/${FORM_ID}/edit/passportPage`,
      ROUTE,
      api({
        EditSectionForm: () => ({
          data: {
            form: form([
              section('visaPurposePage', {
                answers: { hasSpecificTravelPlans: 'Y', arrivalDate: { day: 10, month: 3, year: 2030 } },
              }),
              section('passportPage', { answers: { expirationDate: { day: 1, month: 8, year: 2030 } } }),
            ]),
          },
        }),
      }),
    );
    const warning = await screen.findByTestId('field-warning');
    expect(warning.textContent).toBe(
      'Please check: Your passport should be valid for at least six months after your arrival in the United States.',
    );
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it('saves what the client types in their own script with the shared autosave, and counts the use on the first edit', async () => {
    const saves = saveServer();
    const { calls } = renderWithApi(<IntakeEditSectionPage />, PATH, ROUTE, api());
    expect(await screen.findByRole('heading', { level: 1, name: 'Анна Иванова DS-160' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Personal Information 1' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Given Names' }) as HTMLInputElement).value).toBe('АННА');
    await typeInto('Surnames', 'Иванова');
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({
      formId: FORM_ID,
      changes: [{ section: 'personalP1', path: 'surname', value: 'Иванова', baseVersion: 0 }],
    });
    // Native-script mode: a Cyrillic name is the client's original, not an error.
    expect(screen.getByRole('textbox', { name: 'Surnames' }).getAttribute('aria-invalid')).not.toBe('true');
    await waitFor(() =>
      expect(screen.getByTestId('save-indicator').getAttribute('data-state')).toBe('saved'),
    );
    expect(callsOf(calls, 'BeginClientIntake')).toHaveLength(1);
    await typeInto('Surnames', 'Иванова-Петрова');
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(callsOf(calls, 'BeginClientIntake')).toHaveLength(1);
  });

  it('shows a read-only link the answers with no inputs and saves nothing', async () => {
    const saves = saveServer();
    renderWithApi(
      <IntakeEditSectionPage />,
      PATH,
      ROUTE,
      api({ ClientIntake: () => ({ data: { clientIntake: intake({ permissions: ['READ'] }) } }) }),
    );
    expect(await screen.findByText('АННА')).toBeTruthy();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryByTestId('save-indicator')).toBeNull();
    expect(
      screen.getByText('You can view these answers; your agency has not allowed changes through this link.'),
    ).toBeTruthy();
    expect(saves).toHaveLength(0);
  });

  it('keeps what was typed and says so when the link ends while saving; nobody is asked to log in', async () => {
    saveServer(
      () => ({
        status: 401,
        body: {
          errors: [
            {
              message: 'This access link has expired',
              extensions: { code: 'UNAUTHENTICATED', reason: 'CLIENT_LINK_ENDED', linkCode: 'LINK_EXPIRED' },
            },
          ],
        },
      }),
      { status: 401, body: { error: { code: 'LINK_EXPIRED', message: 'This access link has expired' } } },
    );
    renderWithApi(
      <IntakeEditSectionPage />,
      PATH,
      ROUTE,
      api({ ClientIntake: () => ({ data: { clientIntake: intake({ started: true }) } }) }),
    );
    await typeInto('Surnames', 'Иванова');
    const indicator = screen.getByTestId('save-indicator');
    await waitFor(() => expect(indicator.getAttribute('data-state')).toBe('paused'));
    expect(indicator.textContent).toBe(
      'This access link no longer works, so your latest answers could not be saved. Ask your agency for a new link.',
    );
    expect(screen.queryByRole('button', { name: /log in/i })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Surnames' }) as HTMLInputElement).value).toBe('Иванова');
  });

  it('when the session ends, says so plainly, keeps what the client types, and saves it once the link is pasted again', async () => {
    let alive = true;
    const ended = {
      errors: [
        {
          message:
            'Your session ended to protect your answers. Open the link from your e-mail again to continue.',
          extensions: { code: 'UNAUTHENTICATED', reason: 'CLIENT_SESSION_ENDED', sessionEnd: 'IDLE' },
        },
      ],
    };
    const saves = saveServer(() => (alive ? undefined : { status: 401, body: ended }) as never);
    const server = global.fetch as jest.Mock;
    const exchanged: string[] = [];
    global.fetch = jest.fn(async (url: string, init: RequestInit) => {
      if (url === '/auth/client-session')
        return alive
          ? { ok: true, status: 200, headers: { get: () => null }, json: async () => LIVE_SESSION.body }
          : {
              ok: false,
              status: 401,
              headers: { get: () => null },
              json: async () => ({ error: { code: 'SESSION_ENDED', reason: 'IDLE' } }),
            };
      if (url === '/auth/client-link') {
        exchanged.push(JSON.parse(init.body as string).token);
        alive = true;
        return {
          ok: true,
          status: 200,
          headers: { get: () => null },
          json: async () => ({ formId: FORM_ID }),
        };
      }
      return server(url, init);
    }) as unknown as typeof fetch;
    const { calls } = renderWithApi(
      <IntakeEditSectionPage />,
      PATH,
      ROUTE,
      api({ ClientIntake: () => ({ data: { clientIntake: intake({ started: true }) } }) }),
    );
    await typeInto('Surnames', 'Иванова');
    await waitFor(() =>
      expect(screen.getByTestId('save-indicator').getAttribute('data-state')).toBe('saved'),
    );

    // 30 quiet minutes later the session has ended; the client types an answer.
    alive = false;
    await typeInto('Given Names', 'Анна-Мария');
    const notice = await screen.findByTestId('session-ended');
    expect(within(notice).getByRole('alert').textContent).toBe(
      'Your session ended to protect your answers. Open the link from your e-mail again to continue.',
    );
    const indicator = screen.getByTestId('save-indicator');
    expect(indicator.getAttribute('data-state')).toBe('paused');
    expect(indicator.textContent).toBe(
      'Your session ended. What you type stays on this page and is saved when you open the link again.',
    );
    expect((screen.getByRole('textbox', { name: 'Given Names' }) as HTMLInputElement).value).toBe(
      'Анна-Мария',
    );
    const refused = saves[saves.length - 1];
    expect(refused.changes).toMatchObject([{ path: 'givenName', value: 'Анна-Мария' }]);

    // A wrong link is refused with a plain message; the link from the e-mail continues.
    const field = within(notice).getByLabelText('Or paste the link from your e-mail here');
    fireEvent.change(field, { target: { value: 'https://portico.example/client-intake/other#token=x' } });
    fireEvent.click(within(notice).getByRole('button', { name: 'Continue' }));
    expect(await within(notice).findByText(/This is not the link to this questionnaire/)).toBeTruthy();
    const token = 'A'.repeat(43);
    fireEvent.change(field, {
      target: { value: `https://portico.example/client-intake/${FORM_ID}#token=${token}` },
    });
    await act(async () => {
      fireEvent.click(within(notice).getByRole('button', { name: 'Continue' }));
      await jest.advanceTimersByTimeAsync(100);
    });
    await waitFor(() => expect(screen.queryByTestId('session-ended')).toBeNull());
    expect(exchanged).toEqual([token]);
    // The same save goes again (same key), after the new session's use was counted.
    await waitFor(() => expect(indicator.getAttribute('data-state')).toBe('saved'));
    const replayed = saves[saves.length - 1];
    expect(replayed.idempotencyKey).toBe(refused.idempotencyKey);
    expect(replayed.changes).toMatchObject([{ path: 'givenName', value: 'Анна-Мария' }]);
    expect(callsOf(calls, 'BeginClientIntake')).toHaveLength(1);
    // The page read its intake again for the new session.
    await waitFor(() => expect(callsOf(calls, 'ClientIntake')).toHaveLength(2));
  });

  it('warns about 2 minutes before the idle end; Stay signed in keeps the session', async () => {
    saveServer();
    renderWithApi(<IntakeEditSectionPage />, PATH, ROUTE, api());
    expect(await screen.findByRole('textbox', { name: 'Surnames' })).toBeTruthy();
    // 28 quiet minutes later (the phone shows the page again): identity says 100 seconds are left.
    saveServer(undefined, { status: 200, body: { ...LIVE_SESSION.body, idleEndsInMs: 100_000 } });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    expect(dialog.textContent).toContain('your session will end in about 2 minutes');
    const stay = within(dialog).getByRole('button', { name: 'Stay signed in' });
    await waitFor(() => expect(document.activeElement).toBe(stay));
    saveServer(undefined, LIVE_SESSION);
    fireEvent.click(stay);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const looks = (global.fetch as jest.Mock).mock.calls.filter(([url]) => url === '/auth/client-session');
    expect(looks.map(([, init]) => JSON.parse(init.body))).toEqual([{ stay: true }]);
  });

  it('moves to the next section that applies, and says when a section does not exist', async () => {
    saveServer();
    const view = renderWithApi(<IntakeEditSectionPage />, PATH, ROUTE, api());
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/client-intake/${FORM_ID}/edit/personalP2`),
    );
    view.unmount();
    renderWithApi(<IntakeEditSectionPage />, `/client-intake/${FORM_ID}/edit/nope`, ROUTE, api());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This section does not exist.' }),
    ).toBeTruthy();
  });
});
