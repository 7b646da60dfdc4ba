import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsOf, refusal, renderWithApi, type Handler } from '../../../testing/render-with-api';
import { FORM_ID } from '../../../testing/intake-fixtures';
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

/** Fills the signature panel (FGM/C, passport X9, captcha ZK4P2) and presses Sign; the panel. */
async function signedInPanel(): Promise<HTMLElement> {
  const panel = await screen.findByTestId('intake-sign-panel');
  fireEvent.click(within(panel).getByRole('checkbox'));
  fireEvent.change(within(panel).getByLabelText('Passport number (type it again)'), {
    target: { value: 'X9' },
  });
  fireEvent.change(within(panel).getByLabelText('Characters in the picture'), {
    target: { value: 'ZK4P2' },
  });
  await act(async () =>
    fireEvent.click(within(panel).getByRole('button', { name: 'Sign and Submit Application' })),
  );
  return panel;
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

  it('view_status sees that the applicant has to sign, without the panel', async () => {
    renderStatus(api([toSign()]), false);
    expect((await screen.findByTestId('waiting-sign')).textContent).toBe('Waiting for the applicant to sign');
    expect(screen.queryByTestId('intake-sign-panel')).toBeNull();
  });

  it('submit signs: nothing is sent until FGM/C, passport number and captcha are given', async () => {
    const handlers = api([toSign(), latest({ status: 'IN_PROGRESS' })], {
      SignSubmission: () => ({ data: { signSubmission: { id: 's1', status: 'IN_PROGRESS' } } }),
    });
    const { calls } = renderStatus(handlers, true);
    const panel = await screen.findByTestId('intake-sign-panel');
    expect(panel.textContent).toContain(
      'I certify under penalty of perjury that the foregoing is true and correct.',
    );
    const submit = within(panel).getByRole('button', { name: 'Sign and Submit Application' });
    await act(async () => fireEvent.click(submit));
    expect(within(panel).getByText('Tick the FGM/C certification to sign.')).toBeTruthy();
    expect(within(panel).getByText('Type the passport number.')).toBeTruthy();
    expect(within(panel).getByText('Type the characters shown in the picture.')).toBeTruthy();
    expect(callsOf(calls, 'SignSubmission')).toEqual([]);
    fireEvent.click(within(panel).getByRole('checkbox'));
    fireEvent.change(within(panel).getByLabelText('Passport number (type it again)'), {
      target: { value: 'X1234567' },
    });
    fireEvent.change(within(panel).getByLabelText('Characters in the picture'), {
      target: { value: ' ZK4P2 ' },
    });
    await act(async () => fireEvent.click(submit));
    await waitFor(() =>
      expect(callsOf(calls, 'SignSubmission')).toEqual([
        { submissionId: 's1', input: { fgmcCertified: true, passportNumber: 'X1234567', captcha: 'ZK4P2' } },
      ]),
    );
    // Signed: the status is read again.
    await waitFor(() =>
      expect(screen.getByTestId('intake-submission-status').textContent).toBe('In progress'),
    );
  });

  it('shows the server’s refusal of a signature', async () => {
    renderStatus(
      api([toSign()], {
        SignSubmission: () =>
          refusal('The passport number does not match the application.', { code: 'BAD_USER_INPUT' }),
      }),
      true,
    );
    const panel = await signedInPanel();
    expect((await within(panel).findByTestId('intake-sign-error')).textContent).toBe(
      'The passport number does not match the application.',
    );
  });

  it('says a refusal from its message code (the client’s language), not the server’s English', async () => {
    renderStatus(
      api([toSign()], {
        SignSubmission: () =>
          refusal('server words', { code: 'CONFLICT', messageCode: 'noSignatureWaiting' }),
      }),
      true,
    );
    const panel = await signedInPanel();
    expect((await within(panel).findByTestId('intake-sign-error')).textContent).toBe(
      'This submission is not waiting for the applicant to sign.',
    );
  });
});
