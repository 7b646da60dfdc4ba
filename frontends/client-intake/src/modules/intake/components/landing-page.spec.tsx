import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsOf, refusal, renderWithApi, type Handler } from '../../../testing/render-with-api';
import { FORM_ID, form, intake, section } from '../../../testing/intake-fixtures';
import { resetArrival } from '../hooks/use-client-intake';
import { resetLinkExchanges } from '../utils/link-exchange';
import { IntakeLandingPage } from './landing-page';

const ROUTE = '/client-intake/:formId';
const PATH = `/client-intake/${FORM_ID}`;

type FetchCall = { url: string; init: RequestInit };

/** identity's POST /auth/client-link as the gateway passes it on. */
function exchangeAnswers(status: number, body: unknown) {
  const calls: FetchCall[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return { ok: status < 300, status, headers: { get: () => null }, json: async () => body };
  }) as unknown as typeof fetch;
  return calls;
}

function api(overrides: Record<string, Handler> = {}) {
  return {
    ClientIntake: () => ({ data: { clientIntake: intake() } }),
    ClientSubmission: () => ({
      data: { formSubmissions: { __typename: 'SubmissionPage', items: [], totalCount: 0 } },
    }),
    EditSectionForm: () => ({
      data: {
        form: form([
          section('personalP1', { status: 'COMPLETED', answered: 10 }),
          section('personalP2', { status: 'IN_PROGRESS', answered: 3, total: 8 }),
          section('travel', { applies: false }),
        ]),
      },
    }),
    BeginClientIntake: () => ({
      data: { beginClientIntake: { __typename: 'ClientIntake', formId: FORM_ID, started: true } },
    }),
    ...overrides,
  };
}

/** The link-problem state's message. */
async function problemMessage(): Promise<string | null> {
  return within(await screen.findByTestId('link-problem')).getByRole('alert').textContent;
}

/** The browser's address as the client opened the link. */
function arriveAt(url: string) {
  window.history.replaceState(null, '', url);
}

beforeEach(() => {
  resetLinkExchanges();
  resetArrival();
  window.localStorage.clear();
  arriveAt('/');
});

describe('client intake landing', () => {
  it('exchanges the token from the fragment, removes it from the address bar and starts in the link language', async () => {
    const calls = exchangeAnswers(200, { formId: FORM_ID, workspaceId: 'ws-1' });
    arriveAt(`${PATH}?utm=mail#token=abc_DEF-123`);
    renderWithApi(<IntakeLandingPage />, PATH, ROUTE, api());
    // Gone before anything else happened: no request, reload or Referer can carry it any more.
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe(`${PATH}?utm=mail`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Анна Иванова' })).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/auth/client-link');
    expect(calls[0].init).toMatchObject({ method: 'POST', headers: { 'x-portico-csrf': '1' } });
    expect(JSON.parse(calls[0].init.body as string)).toEqual({ token: 'abc_DEF-123' });
    await waitFor(() => expect(screen.getByTestId('locale').textContent).toBe('ru'));
    expect(window.localStorage.getItem('portico.locale')).toBe('ru');
  });

  it("shows the agency's logo, name and contacts, the English note and the sections with progress", async () => {
    exchangeAnswers(500, {});
    renderWithApi(<IntakeLandingPage />, PATH, ROUTE, api());
    const agency = await screen.findByTestId('agency-card');
    expect(within(agency).getByRole('heading', { name: 'Visa Partners' })).toBeTruthy();
    expect(within(agency).getByRole('img', { name: 'Logo of Visa Partners' })).toBeTruthy();
    expect(within(agency).getByRole('link', { name: 'hello@visa.example' }).getAttribute('href')).toBe(
      'mailto:hello@visa.example',
    );
    expect(within(agency).getByRole('link', { name: '+1 555 0100' }).getAttribute('href')).toBe(
      'tel:+15550100',
    );
    expect(within(agency).getByText('1 Main St, Springfield')).toBeTruthy();
    expect(screen.getByTestId('english-note').textContent).toMatch(/^All answers must be in English\./);
    const rows = await screen.findAllByTestId('intake-section');
    expect(rows).toHaveLength(2); // the section that does not apply is left out
    expect(rows[0].textContent).toContain('Complete');
    expect(rows[1].textContent).toContain('3 of 8');
    expect(screen.getByTestId('intake-progress').textContent).toBe('1 of 2 sections complete (50%)');
    expect(
      within(rows[1])
        .getByRole('link', { name: /^Edit: / })
        .getAttribute('href'),
    ).toBe(`${PATH}/edit/personalP2`);
    // Without a token the earlier visit's session is used: nothing is exchanged.
    expect(global.fetch).not.toHaveBeenCalled();
    // The link's language is applied once, on arrival; a returning client keeps their own choice.
    expect(screen.getByTestId('locale').textContent).toBe('en');
  });

  it.each([
    [404, 'LINK_INVALID', 'Invalid or expired access link'],
    [410, 'LINK_EXPIRED', 'This access link has expired'],
    [410, 'LINK_USED_UP', 'This access link has reached its usage limit'],
    [404, 'FORM_UNAVAILABLE', 'Form not found or access denied (contact the person who sent the link)'],
  ])('a refused exchange (%s %s) shows its message and reads nothing', async (status, code, message) => {
    exchangeAnswers(status, { error: { code, message } });
    arriveAt(`${PATH}#token=abc`);
    const { calls } = renderWithApi(<IntakeLandingPage />, PATH, ROUTE, api());
    expect(await problemMessage()).toBe(message);
    expect(screen.getByTestId('link-problem').getAttribute('data-problem')).toBe(code);
    expect(calls).toEqual([]);
  });

  it('says the link is invalid or expired when there is no client session, and which when the session ended', async () => {
    exchangeAnswers(500, {});
    const ended = (linkCode: string, message: string) => () =>
      refusal(message, { code: 'UNAUTHENTICATED', reason: 'CLIENT_LINK_ENDED', linkCode });
    const first = renderWithApi(
      <IntakeLandingPage />,
      PATH,
      ROUTE,
      api({ ClientIntake: () => refusal('Not signed in', { code: 'UNAUTHENTICATED' }) }),
    );
    expect(await problemMessage()).toBe('Invalid or expired access link');
    first.unmount();
    renderWithApi(
      <IntakeLandingPage />,
      PATH,
      ROUTE,
      api({ ClientIntake: ended('LINK_EXPIRED', 'This access link has expired') }),
    );
    expect(await problemMessage()).toBe('This access link has expired');
  });

  it('tells an agency member who opened the link while signed in that it is meant for the client', async () => {
    // The exchange sets the client cookie, but the member's own session wins at the gateway, so
    // identity answers as it answers any non-client: only a client link session may read this.
    exchangeAnswers(200, { formId: FORM_ID, workspaceId: 'ws-1' });
    arriveAt(`${PATH}#token=abc`);
    const notAClient = () => refusal('Only a client link session can do this.', { code: 'FORBIDDEN' });
    const { calls } = renderWithApi(
      <IntakeLandingPage />,
      PATH,
      ROUTE,
      api({ ClientIntake: notAClient, EditSectionForm: notAClient }),
    );
    const state = await screen.findByTestId('link-problem');
    expect(state.getAttribute('data-problem')).toBe('SIGNED_IN_MEMBER');
    expect(within(state).getByRole('heading', { level: 1 }).textContent).toBe(
      'This link is meant for your client',
    );
    expect(within(state).getByRole('status').textContent).toMatch(
      /signed in to Portico with your own account/,
    );
    expect(state.textContent).toMatch(/open the link in a private \(incognito\) window/);
    expect(state.textContent).not.toMatch(/Form not found/);
    expect(callsOf(calls, 'BeginClientIntake')).toHaveLength(0);
  });

  it('without a link of its own this page keeps the unavailable message for a non-client', async () => {
    exchangeAnswers(500, {});
    renderWithApi(
      <IntakeLandingPage />,
      PATH,
      ROUTE,
      api({ ClientIntake: () => refusal('Only a client link session can do this.', { code: 'FORBIDDEN' }) }),
    );
    expect(await problemMessage()).toBe(
      'Form not found or access denied (contact the person who sent the link)',
    );
  });

  it('refuses a session for another form', async () => {
    exchangeAnswers(500, {});
    renderWithApi(<IntakeLandingPage />, '/client-intake/other-form', ROUTE, api());
    expect(await problemMessage()).toBe(
      'Form not found or access denied (contact the person who sent the link)',
    );
  });

  it('Continue Editing counts the use first, then opens the first section not complete', async () => {
    exchangeAnswers(500, {});
    const { calls } = renderWithApi(<IntakeLandingPage />, PATH, ROUTE, api());
    await screen.findAllByTestId('intake-section');
    expect(callsOf(calls, 'BeginClientIntake')).toHaveLength(0); // opening the page is not a use
    fireEvent.click(screen.getByRole('button', { name: 'Continue Editing' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`${PATH}/edit/personalP2`));
    expect(callsOf(calls, 'BeginClientIntake')).toHaveLength(1);
  });

  it('never shows Get Started while the form loads: its button says it is opening until it knows', async () => {
    exchangeAnswers(500, {});
    const labels = new Set<string>();
    const observer = new MutationObserver(() => {
      for (const button of document.querySelectorAll('.ui-actions button'))
        labels.add(button.textContent ?? '');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderWithApi(<IntakeLandingPage />, PATH, ROUTE, api());
    await screen.findByRole('button', { name: 'Continue Editing' });
    observer.disconnect();
    expect([...labels]).not.toContain('Get Started');
    expect([...labels]).toContain('Opening…');
  });

  it('offers Get Started on a form nobody has answered yet', async () => {
    exchangeAnswers(500, {});
    renderWithApi(
      <IntakeLandingPage />,
      PATH,
      ROUTE,
      api({
        EditSectionForm: () => ({
          data: {
            form: form([section('personalP1'), section('personalP2')], {
              status: 'NOT_STARTED',
              progress: { completed: 0, applicable: 2, percent: 0 },
            }),
          },
        }),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`${PATH}/edit/personalP1`));
  });

  it('shows the usage-limit message when the link has no use left, and stays on the page', async () => {
    exchangeAnswers(500, {});
    renderWithApi(
      <IntakeLandingPage />,
      PATH,
      ROUTE,
      api({
        BeginClientIntake: () =>
          refusal('This access link has reached its usage limit', {
            code: 'FORBIDDEN',
            reason: 'LINK_USED_UP',
          }),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Continue Editing' }));
    expect(await problemMessage()).toBe('This access link has reached its usage limit');
    expect(screen.getByTestId('location').textContent).toBe(PATH);
  });

  it('gives a read-only link answers to view and no edits; submit and view_status see an honest status', async () => {
    exchangeAnswers(500, {});
    renderWithApi(
      <IntakeLandingPage />,
      PATH,
      ROUTE,
      api({
        ClientIntake: () => ({ data: { clientIntake: intake({ permissions: ['READ', 'VIEW_STATUS'] }) } }),
      }),
    );
    expect(await screen.findByRole('button', { name: 'View your answers' })).toBeTruthy();
    await screen.findAllByTestId('intake-section');
    expect(screen.queryAllByRole('link', { name: /^Edit: / })).toHaveLength(0);
    expect(screen.getAllByRole('link', { name: /^View: / })).toHaveLength(2);
    await waitFor(() =>
      expect(screen.getByTestId('submission-status').textContent).toContain('Not submitted yet.'),
    );
  });

  it('shows no submission status to a link without submit or view_status', async () => {
    exchangeAnswers(500, {});
    renderWithApi(<IntakeLandingPage />, PATH, ROUTE, api());
    await screen.findAllByTestId('intake-section');
    expect(screen.queryByTestId('submission-status')).toBeNull();
  });

  it('says when the questionnaire cannot be loaded and tries again', async () => {
    exchangeAnswers(500, {});
    let fail = true;
    renderWithApi(
      <IntakeLandingPage />,
      PATH,
      ROUTE,
      api({
        ClientIntake: () => {
          if (fail) throw new Error('offline');
          return { data: { clientIntake: intake() } };
        },
      }),
    );
    expect(
      await screen.findByText('Your questionnaire could not be loaded. Check your connection and try again.'),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Анна Иванова' })).toBeTruthy();
  });
});
