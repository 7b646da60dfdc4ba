import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsOf, refusal, renderWithApi, type Handler } from '../../../testing/render-with-api';
import { FORM_ID } from '../../../testing/intake-fixtures';
import { startLiveViewTestServer, tapAndSend } from '@portico/ui/testing';
import { STATUS_POLL_MS, SubmissionStatus } from './submission-status';

const PIXEL = 'data:image/png;base64,iVBORw0KGgo=';

function latest(overrides: Record<string, unknown> = {}) {
  return {
    id: 's1',
    status: 'FILLING_FORM',
    createdAt: '2026-11-23T10:00:00Z',
    completedAt: null,
    applicationId: 'AA00F5NCG1',
    confirmationNumber: null,
    securityQuestion: null,
    securityAnswer: null,
    progressDone: 6,
    progressTotal: 12,
    pendingAction: null,
    selfSignature: null,
    ...overrides,
  };
}

const toSign = () =>
  latest({
    status: 'AWAITING_CAPTCHA',
    pendingAction: {
      kind: 'SIGNATURE',
      imageDataUrl: PIXEL,
      attempt: 1,
      error: null,
      askedAt: '2026-11-23T10:02:00Z',
    },
  });

function api(
  answers: Record<string, unknown>[],
  extra: Record<string, Handler> = {},
): Record<string, Handler> {
  let call = 0;
  return {
    ClientSubmission: () => {
      const item = answers[Math.min(call, answers.length - 1)];
      call += 1;
      return { data: { formSubmissions: { items: item ? [item] : [], totalCount: item ? 1 : 0 } } };
    },
    ...extra,
  };
}

function renderStatus(handlers: Record<string, Handler>, canSign: boolean) {
  return renderWithApi(<SubmissionStatus formId={FORM_ID} canSign={canSign} />, '/', '/', handlers);
}

describe('client intake submission status', () => {
  it('shows the latest submission’s status and progress, and asks for the form’s submissions', async () => {
    const { calls } = renderStatus(api([latest()]), false);
    expect((await screen.findByTestId('intake-submission-status')).textContent).toBe('Filling in the form');
    expect(screen.getByRole('progressbar', { name: '6 of 12 CEAC pages done (50%)' })).toBeTruthy();
    expect(callsOf(calls, 'ClientSubmission')[0]).toEqual({ formId: FORM_ID });
  });

  it('tells the security question in words, never as "Question 3 of CEAC’s list"', async () => {
    renderStatus(
      api([
        latest({
          status: 'COMPLETED',
          confirmationNumber: 'AA00F5NCG1',
          securityQuestion: '3',
          securityAnswer: 'TOMAS',
        }),
      ]),
      false,
    );
    const confirmation = await screen.findByTestId('intake-confirmation');
    expect(confirmation.textContent).toContain('What is your maternal grandmother’s maiden name?');
    expect(confirmation.textContent).not.toContain('of CEAC’s list');
  });

  it('says nothing was submitted when there is no submission', async () => {
    renderStatus(api([]), true);
    await waitFor(() =>
      expect(screen.getByTestId('submission-status').textContent).toContain('Not submitted yet.'),
    );
  });

  it('reads the status again while it is under way, until the confirmation number shows', async () => {
    jest.useFakeTimers();
    try {
      const done = latest({
        status: 'COMPLETED',
        confirmationNumber: 'AA00F5NCG1',
        securityQuestion: 'What is the name of your favorite childhood friend?',
        securityAnswer: 'TOMAS',
      });
      const { calls } = renderStatus(api([latest(), done]), false);
      await act(async () => jest.advanceTimersByTime(10));
      expect(screen.getByTestId('intake-submission-status').textContent).toBe('Filling in the form');
      await act(async () => jest.advanceTimersByTime(STATUS_POLL_MS + 10));
      expect(screen.getByTestId('intake-submission-status').textContent).toBe('Filed on CEAC');
      const confirmation = screen.getByTestId('intake-confirmation');
      expect(confirmation.textContent).toContain('Confirmation number');
      expect(confirmation.textContent).toContain('AA00F5NCG1');
      expect(confirmation.textContent).toContain('TOMAS');
      // Final: no more reads.
      await act(async () => jest.advanceTimersByTime(STATUS_POLL_MS * 3));
      expect(callsOf(calls, 'ClientSubmission')).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the spec’s message when loading fails, with a retry', async () => {
    let fail = true;
    const ok = api([latest()]).ClientSubmission;
    renderStatus(
      {
        ClientSubmission: (variables) =>
          fail ? refusal('boom', { code: 'INTERNAL_SERVER_ERROR' }) : ok(variables),
      },
      false,
    );
    expect(await screen.findByText('Error loading submissions. Please try again.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('intake-submission-status')).textContent).toBe('Filling in the form');
  });

  describe('the live view', () => {
    let server: Awaited<ReturnType<typeof startLiveViewTestServer>>;
    beforeAll(async () => {
      server = await startLiveViewTestServer();
    });
    afterAll(() => server.close());
    beforeEach(() => {
      server.received.length = 0;
      server.waiting = 'signature';
      server.error = null;
    });
    const opened = (role: 'SIGN' | 'WATCH') => ({
      OpenLiveView: () => ({
        data: { openLiveView: { path: `${server.origin}/live-view/s1?ticket=t`, role } },
      }),
    });

    it('view_status sees that the applicant has to sign, and watches read-only: a tap is refused', async () => {
      server.mode = 'watch';
      const { calls } = renderStatus(api([toSign()], opened('WATCH')), false);
      expect((await screen.findByTestId('waiting-sign')).textContent).toBe(
        'Waiting for the applicant to sign',
      );
      const panel = await screen.findByTestId('intake-sign-panel');
      const frame = await within(panel).findByTestId('live-view-frame');
      expect((await within(panel).findByTestId('live-view-status')).textContent).toBe(
        'You are watching: the page is read-only.',
      );
      fireEvent.pointerDown(frame, { clientX: 0, clientY: 0 });
      expect((await within(panel).findByTestId('live-view-refused')).textContent).toBe(
        'That did not reach the page: only the applicant can act on it.',
      );
      expect(within(panel).queryByTestId('live-signing-guide')).toBeNull();
      expect(callsOf(calls, 'OpenLiveView')).toEqual([{ submissionId: 's1' }]);
    });

    it("submit signs on CEAC's page in the live view: what each part means, a countdown, and the taps and text relayed", async () => {
      server.mode = 'sign';
      renderStatus(api([toSign()], opened('SIGN')), true);
      const panel = await screen.findByTestId('intake-sign-panel');
      await within(panel).findByTestId('live-view-frame');
      const guide = await within(panel).findByTestId('live-signing-guide');
      expect(guide.textContent).toContain('Only you may sign it (22 CFR 41.103).');
      expect(within(panel).getByTestId('live-countdown').textContent).toMatch(
        /CEAC ends this session in 1[67]:\d\d/,
      );
      expect(panel.textContent).toContain('Female Genital Mutilation or Cutting');
      expect(panel.textContent).toContain('Sign and Submit Application');
      await tapAndSend(panel, server, 'ZK4P2');
    });

    it("submit answers a captcha on CEAC's page in the live view: told it is their turn, taps and text relayed", async () => {
      server.mode = 'captcha';
      server.waiting = 'captcha';
      const captcha = latest({
        status: 'AWAITING_CAPTCHA',
        pendingAction: {
          kind: 'CAPTCHA',
          imageDataUrl: PIXEL,
          attempt: 1,
          error: null,
          askedAt: '2026-11-23T10:02:00Z',
        },
      });
      renderStatus(api([captcha], opened('SIGN')), true);
      const panel = await screen.findByTestId('intake-sign-panel');
      await within(panel).findByTestId('live-view-frame');
      expect((await within(panel).findByTestId('live-view-status')).textContent).toBe(
        "Your turn on CEAC's captcha page: tap CEAC's code box, type the characters shown in the picture, then press CEAC's button below it.",
      );
      expect(within(panel).queryByTestId('live-signing-guide')).toBeNull();
      await tapAndSend(panel, server, 'ZK4P2');
    });

    it('says so when the live view cannot be opened', async () => {
      renderStatus(
        api([toSign()], {
          OpenLiveView: () => refusal('nope', { code: 'CONFLICT', messageCode: 'notFilingNow' }),
        }),
        true,
      );
      expect(
        (await screen.findByText('The live view could not be opened just now. Try again.')).getAttribute(
          'role',
        ),
      ).toBe('alert');
    });
  });

  describe('signing on CEAC yourself (docs/adr/0045)', () => {
    const FACTS = {
      applicationId: 'AA00F5NCG1',
      securityQuestion: '7',
      securityQuestionText: null,
      securityAnswer: 'QWERTYUPAS',
      surnameLetters: 'NGUYE',
      birthYear: '1985',
      startPageUrl: 'https://ceac.state.gov/GenNIV/Default.aspx',
    };
    const selfSigning = (overrides: Record<string, unknown> = {}) =>
      latest({
        status: 'AWAITING_CAPTCHA',
        pendingAction: {
          kind: 'SELF_SIGNATURE',
          imageDataUrl: '',
          attempt: 1,
          error: null,
          askedAt: '2026-11-23T10:03:00Z',
        },
        selfSignature: FACTS,
        ...overrides,
      });
    const noLiveView = {
      OpenLiveView: () => refusal('nope', { code: 'CONFLICT', messageCode: 'notFilingNow' }),
    };

    it('a link with submit may choose it while the sign page waits; the status is read again', async () => {
      const { calls } = renderStatus(
        api([toSign(), selfSigning()], {
          ...noLiveView,
          SignOnCeacYourself: () => ({
            data: { signOnCeacYourself: { id: 's1', status: 'AWAITING_CAPTCHA' } },
          }),
        }),
        true,
      );
      const offer = await screen.findByTestId('self-sign-offer');
      fireEvent.click(within(offer).getByRole('button', { name: 'Sign on CEAC yourself' }));
      await waitFor(() => expect(callsOf(calls, 'SignOnCeacYourself')).toEqual([{ submissionId: 's1' }]));
      const panel = await screen.findByTestId('self-sign-panel');
      expect(within(panel).getByTestId('self-sign-security-answer').textContent).toBe('QWERTYUPAS');
      // An unattested question is shown by its number on CEAC's list.
      expect(within(panel).getByTestId('self-sign-security-question').textContent).toContain('7');
      expect(within(panel).getAllByRole('listitem')).toHaveLength(10);
      expect(screen.queryByTestId('intake-sign-panel')).toBeNull();
    });

    it('the applicant is told CEAC shows it unsigned and says when they have signed', async () => {
      const notYet = selfSigning({
        pendingAction: {
          kind: 'SELF_SIGNATURE',
          imageDataUrl: '',
          attempt: 2,
          error: 'not yet',
          askedAt: '2026-11-23T10:04:00Z',
        },
      });
      const { calls } = renderStatus(
        api([notYet], {
          ConfirmSignedOnCeac: () => ({ data: { confirmSignedOnCeac: { id: 's1', status: 'IN_PROGRESS' } } }),
        }),
        true,
      );
      const panel = await screen.findByTestId('self-sign-panel');
      expect(within(panel).getByTestId('self-sign-not-yet').getAttribute('role')).toBe('alert');
      expect(within(panel).getAllByRole('listitem')[5].textContent).toContain('(NGUYE)');
      fireEvent.click(within(panel).getByRole('button', { name: 'I have signed on CEAC' }));
      await waitFor(() => expect(callsOf(calls, 'ConfirmSignedOnCeac')).toEqual([{ submissionId: 's1' }]));
      expect(callsOf(calls, 'OpenLiveView')).toEqual([]);
    });

    it('view_status is not offered it, and then sees only that the applicant signs on CEAC', async () => {
      renderStatus(api([toSign()], noLiveView), false);
      await screen.findByTestId('waiting-sign');
      expect(screen.queryByTestId('self-sign-offer')).toBeNull();
    });

    it('view_status reads no answer while the applicant signs on CEAC', async () => {
      renderStatus(api([selfSigning({ selfSignature: null })]), false);
      expect((await screen.findByTestId('self-sign-watching')).textContent).toContain('on CEAC themselves');
      expect(screen.queryByTestId('self-sign-panel')).toBeNull();
      expect(screen.queryByTestId('intake-sign-panel')).toBeNull();
    });
  });
});
