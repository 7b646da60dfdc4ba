import { act, fireEvent, screen, waitFor } from '@testing-library/react';
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
