import { startLiveViewTestServer, tapAndSend } from '@portico/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsOf, renderWithApi, type Handler } from '../../forms/utils/render-with-api';
import { FormOverviewPage } from '../../forms/components/form-overview-page';
import { FormSubmissionsPage } from './form-submissions-page';
import { NewSubmissionPage } from './new-submission-page';
import { SubmissionPage } from './submission-page';
import { SubmissionsPage } from './submissions-page';

const SUBMISSION_ROUTE = '/workspaces/:workspaceId/forms/:formId/submissions/:submissionId';
const SUBMISSION_PATH = '/workspaces/w1/forms/f1/submissions/s1';
const PIXEL = 'data:image/png;base64,iVBORw0KGgo=';

function submission(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Submission',
    id: 's1',
    workspaceId: 'w1',
    formId: 'f1',
    formName: 'Ana Smith 2026',
    status: 'FILLING_FORM',
    createdAt: '2026-11-23T10:00:00Z',
    completedAt: null,
    applicationId: 'AA00F5NCG1',
    confirmationNumber: null,
    currentPage: 'Personal2',
    progressDone: 3,
    progressTotal: 12,
    securityQuestion: null,
    securityAnswer: null,
    selfSignature: null,
    pendingAction: null,
    errors: [],
    errorMessage: null,
    errorCode: null,
    errorParams: [],
    ...overrides,
  };
}

function action(kind: 'CAPTCHA' | 'SIGNATURE' | 'SELF_SIGNATURE', overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'SubmissionAction',
    kind,
    imageDataUrl: PIXEL,
    attempt: 1,
    error: null,
    askedAt: '2026-11-23T10:01:00Z',
    ...overrides,
  };
}

function steps(count: number, offset = 0) {
  return Array.from({ length: count }, (_, index) => ({
    __typename: 'SubmissionStep',
    id: `st${offset + index}`,
    at: '2026-11-23T10:00:30Z',
    kind: 'page',
    page: 'Personal1',
    message: `Filled Personal1 (${offset + index})`,
    code: null,
    params: [],
    status: 'FILLING_FORM',
  }));
}

/** The submission page's API: the submission, its steps, the workspace's kind, and no live event. */
function pageApi(
  current: Record<string, unknown>,
  options: {
    type?: 'PERSONAL' | 'BUSINESS';
    totalSteps?: number;
    live?: Record<string, unknown>;
    /** The steps themselves, instead of numbered ones on Personal1. */
    steps?: Record<string, unknown>[];
  } = {},
): Record<string, Handler> {
  return {
    Submission: () => ({ data: { submission: current } }),
    SubmissionSteps: (variables) => {
      const total = options.steps?.length ?? options.totalSteps ?? 2;
      const offset = variables.offset as number;
      return {
        data: {
          submission: {
            __typename: 'Submission',
            id: 's1',
            steps: {
              __typename: 'SubmissionStepPage',
              items: options.steps ?? steps(Math.max(0, Math.min(20, total - offset)), offset),
              totalCount: total,
            },
          },
        },
      };
    },
    WorkspaceKind: () => ({
      data: { workspace: { __typename: 'Workspace', id: 'w1', type: options.type ?? 'PERSONAL' } },
    }),
    // A subscription answered once; a page that is not told anything live sees the same submission.
    SubmissionChanged: () => ({ data: { submissionChanged: options.live ?? current } }),
  };
}

function renderSubmission(handlers: Record<string, Handler>) {
  return renderWithApi(<SubmissionPage />, SUBMISSION_PATH, SUBMISSION_ROUTE, handlers);
}

describe('new submission', () => {
  const ROUTE = '/workspaces/:workspaceId/forms/:formId/submissions/new';
  const PATH = '/workspaces/w1/forms/f1/submissions/new';
  const formOf = (status: string) => () => ({
    data: { form: { __typename: 'Form', id: 'f1', name: 'Ana Smith 2026', status } },
  });

  it('says what happens next, that one credit is used and that the applicant signs; confirming files and opens the submission', async () => {
    const { calls } = renderWithApi(<NewSubmissionPage />, PATH, ROUTE, {
      SubmissionForm: formOf('COMPLETED'),
      CreateSubmission: () => ({
        data: { createSubmission: submission({ id: 's9', status: 'PENDING_START' }) },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'File Ana Smith 2026 on CEAC' })).toBeTruthy();
    expect(screen.getByTestId('credit-note').textContent).toBe(
      'One submission credit of this workspace is used.',
    );
    expect(screen.getByTestId('what-next').textContent).toContain(
      'The applicant must sign personally (22 CFR 41.103)',
    );
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Use one credit and file on CEAC' })),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/workspaces/w1/forms/f1/submissions/s9'),
    );
    expect(callsOf(calls, 'CreateSubmission')).toEqual([{ formId: 'f1' }]);
  });

  it('a filed form: "File a new DS-160" asks first, warns the earlier application id is no longer the one, then files again on purpose', async () => {
    const { calls } = renderWithApi(<NewSubmissionPage />, PATH, ROUTE, {
      SubmissionForm: formOf('COMPLETED'),
      FormLatestFiling: () => ({
        data: {
          form: {
            __typename: 'Form',
            id: 'f1',
            confirmationNumber: 'AA00F5NCG1',
            latestSubmission: { __typename: 'Submission', id: 's3', status: 'COMPLETED' },
          },
        },
      }),
      CreateSubmission: () => ({
        data: { createSubmission: submission({ id: 's9', status: 'PENDING_START' }) },
      }),
    });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'File a new DS-160' })));
    const dialog = screen.getByRole('alertdialog', { name: 'File a new DS-160?' });
    expect(within(dialog).getByText(/confirmation number AA00F5NCG1/).textContent).toContain(
      'the earlier application id will no longer be the one to use at the interview',
    );
    expect(callsOf(calls, 'CreateSubmission')).toEqual([]);
    // Cancel files nothing; confirming files with fileAgain.
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'File a new DS-160' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, file a new DS-160' })));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/workspaces/w1/forms/f1/submissions/s9'),
    );
    expect(callsOf(calls, 'CreateSubmission')).toEqual([{ formId: 'f1', fileAgain: true }]);
  });

  it('shows the server’s refusal and stays', async () => {
    const { calls } = renderWithApi(<NewSubmissionPage />, PATH, ROUTE, {
      SubmissionForm: formOf('COMPLETED'),
      CreateSubmission: () => ({
        errors: [
          { message: 'This workspace has no submission credits left.', extensions: { code: 'FORBIDDEN' } },
        ],
      }),
    });
    await act(async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'Use one credit and file on CEAC' })),
    );
    expect((await screen.findByTestId('create-refusal')).textContent).toBe(
      'This workspace has no submission credits left.',
    );
    expect(screen.getByTestId('location').textContent).toBe(PATH);
    expect(callsOf(calls, 'CreateSubmission')).toHaveLength(1);
    expect(within(screen.getByTestId('create-refusal')).queryByRole('link')).toBeNull();
  });

  it('with no credit left, says so and links to Pricing to buy credits', async () => {
    renderWithApi(<NewSubmissionPage />, PATH, ROUTE, {
      SubmissionForm: formOf('COMPLETED'),
      CreateSubmission: () => ({
        errors: [
          {
            message: 'No form credits left. Buy credits on the Pricing page to file this form.',
            extensions: { code: 'NO_CREDITS', messageCode: 'noCredits' },
          },
        ],
      }),
    });
    await act(async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'Use one credit and file on CEAC' })),
    );
    const refusal = await screen.findByTestId('create-refusal');
    expect(refusal.textContent).toContain('No form credits left.');
    expect(within(refusal).getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe('/pricing');
  });

  it('a crash is not shown as the server’s words', async () => {
    renderWithApi(<NewSubmissionPage />, PATH, ROUTE, {
      SubmissionForm: formOf('COMPLETED'),
      CreateSubmission: () => ({
        errors: [{ message: 'db down', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
      }),
    });
    await act(async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'Use one credit and file on CEAC' })),
    );
    expect((await screen.findByTestId('create-refusal')).textContent).toBe(
      'The submission could not be started. Please try again.',
    );
  });

  it('a form not ready for submission cannot be filed', async () => {
    const { calls } = renderWithApi(<NewSubmissionPage />, PATH, ROUTE, {
      SubmissionForm: formOf('IN_PROGRESS'),
    });
    expect((await screen.findByTestId('not-ready')).textContent).toContain('Complete every section first.');
    const button = screen.getByRole('button', {
      name: 'Use one credit and file on CEAC',
    }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(callsOf(calls, 'CreateSubmission')).toEqual([]);
  });
});

describe('form overview', () => {
  const overview = (status: string) => ({
    FormOverview: () => ({
      data: {
        form: {
          __typename: 'Form',
          id: 'f1',
          name: 'Ana Smith 2026',
          createdBy: 'u1',
          createdAt: '2026-03-04T10:00:00Z',
          updatedAt: '2026-03-05T10:00:00Z',
          version: 1,
          status,
          progress: { __typename: 'FormProgress', completed: 1, applicable: 1, percent: 100 },
          workspaceId: 'w1',
          sections: [],
          warnings: [],
        },
      },
    }),
  });

  it('offers "File on CEAC" once the form is ready for submission, and always its submissions', async () => {
    renderWithApi(
      <FormOverviewPage />,
      '/workspaces/w1/forms/f1',
      '/workspaces/:workspaceId/forms/:formId',
      overview('COMPLETED'),
    );
    expect((await screen.findByRole('link', { name: 'File on CEAC' })).getAttribute('href')).toBe(
      '/workspaces/w1/forms/f1/submissions/new',
    );
    expect(screen.getByRole('link', { name: 'Submissions' }).getAttribute('href')).toBe(
      '/workspaces/w1/forms/f1/submissions',
    );
  });

  it('shows the confirmation number once filed, or where the newest filing stands, linked to it', async () => {
    const latest = (status: string, confirmationNumber: string | null) => ({
      data: {
        form: {
          __typename: 'Form',
          id: 'f1',
          confirmationNumber,
          latestSubmission: { __typename: 'Submission', id: 's3', status },
        },
      },
    });
    const done = renderWithApi(
      <FormOverviewPage />,
      '/workspaces/w1/forms/f1',
      '/workspaces/:workspaceId/forms/:formId',
      { ...overview('COMPLETED'), FormLatestFiling: () => latest('COMPLETED', 'AA00F5NCG1') },
    );
    const filed = await screen.findByRole('link', { name: 'Filed on CEAC, confirmation number AA00F5NCG1' });
    expect(filed.getAttribute('href')).toBe('/workspaces/w1/forms/f1/submissions/s3');
    // A filed form says so instead of "Ready for Submission", and offers a deliberate new DS-160.
    expect(screen.getByTestId('form-status').textContent).toBe('Filed on CEAC · AA00F5NCG1');
    expect(screen.getByRole('link', { name: 'File a new DS-160' }).getAttribute('href')).toBe(
      '/workspaces/w1/forms/f1/submissions/new',
    );
    expect(screen.queryByRole('link', { name: 'File on CEAC' })).toBeNull();
    done.unmount();
    renderWithApi(<FormOverviewPage />, '/workspaces/w1/forms/f1', '/workspaces/:workspaceId/forms/:formId', {
      ...overview('COMPLETED'),
      FormLatestFiling: () => latest('AWAITING_CAPTCHA', null),
    });
    expect(await screen.findByRole('link', { name: 'CEAC filing: Waiting for a person' })).toBeTruthy();
  });

  it('does not offer filing an unfinished form', async () => {
    renderWithApi(
      <FormOverviewPage />,
      '/workspaces/w1/forms/f1',
      '/workspaces/:workspaceId/forms/:formId',
      overview('IN_PROGRESS'),
    );
    await screen.findByRole('link', { name: 'Submissions' });
    expect(screen.queryByRole('link', { name: 'File on CEAC' })).toBeNull();
  });
});

describe('submission page', () => {
  it('shows the status, a progress bar, the current CEAC page and the steps', async () => {
    renderSubmission(pageApi(submission()));
    expect((await screen.findByTestId('submission-status')).textContent).toBe('Filling in the form');
    expect(screen.getByRole('progressbar', { name: '3 of 12 CEAC pages done (25%)' })).toBeTruthy();
    expect(screen.getByTestId('current-page').textContent).toBe('Current CEAC page: Personal Information 2');
    expect(await screen.findAllByTestId('step-row')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Submission of Ana Smith 2026' })).toBeTruthy();
  });

  it('names CEAC’s pages in the timeline, never by their ids', async () => {
    const [first, second] = steps(2);
    renderSubmission(
      pageApi(submission({ currentPage: 'SomePageCeacAdded' }), {
        steps: [
          {
            ...first,
            page: 'SecurityandBackground5',
            code: 'filling',
            params: [{ __typename: 'MessageParam', name: 'page', value: 'SecurityandBackground5' }],
          },
          { ...second, id: 'st9', kind: 'photo', page: 'IdentixResult', code: 'photoAccepted' },
          { ...second, id: 'st10', kind: 'info', page: 'SomePageCeacAdded' },
        ],
      }),
    );
    const rows = await screen.findAllByTestId('step-row');
    const cells = rows.map((row) =>
      [...row.querySelectorAll('td')].slice(1, 3).map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['Filling Security and Background: Part 5', 'Security and Background: Part 5'],
      ['CEAC accepted the photo', 'Photo check result'],
      ['Filled Personal1 (1)', 'A CEAC page'],
    ]);
    expect(screen.getByTestId('current-page').textContent).toBe('Current CEAC page: A CEAC page');
  });

  it('changes live: a submissionChanged event shows the confirmation number without reading the page again', async () => {
    const done = submission({
      status: 'COMPLETED',
      completedAt: '2026-11-23T10:05:00Z',
      confirmationNumber: 'AA00F5NCG1',
      securityQuestion: 'What is the name of your favorite childhood friend?',
      securityAnswer: 'TOMAS',
      progressDone: 12,
      currentPage: 'Done',
    });
    const handlers = pageApi(submission(), { live: done });
    // The event comes once the page has shown what it read.
    let open = false;
    const live = handlers.SubmissionChanged;
    handlers.SubmissionChanged = (variables) => {
      expect(open).toBe(true);
      return live(variables);
    };
    const first = handlers.Submission;
    handlers.Submission = (variables) => {
      open = true;
      return first(variables);
    };
    const { calls } = renderSubmission(handlers);
    expect((await screen.findByTestId('confirmation-number')).textContent).toBe('AA00F5NCG1');
    expect(screen.getByTestId('submission-status').textContent).toBe('Completed');
    expect(callsOf(calls, 'Submission')).toHaveLength(1);
    expect(callsOf(calls, 'SubmissionChanged')).toEqual([{ submissionId: 's1' }]);
    // The steps are read again on the event.
    await waitFor(() => expect(callsOf(calls, 'SubmissionSteps').length).toBeGreaterThanOrEqual(2));
  });

  it('says when the submission cannot be loaded, with a retry', async () => {
    const handlers = pageApi(submission());
    let fail = true;
    const ok = handlers.Submission;
    handlers.Submission = (variables) =>
      fail ? { errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] } : ok(variables);
    renderSubmission(handlers);
    expect(await screen.findByText('Error loading submissions. Please try again.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('submission-status')).toBeTruthy();
  });

  it('says when the submission does not exist', async () => {
    const handlers = pageApi(submission());
    handlers.Submission = () => ({ errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] });
    renderSubmission(handlers);
    expect(
      await screen.findByText('This submission does not exist or you have no access to it.'),
    ).toBeTruthy();
  });

  it('shows the newest steps, pages back through the others, and follows the newest again from the last page', async () => {
    const { calls } = renderSubmission(pageApi(submission(), { totalSteps: 45 }));
    expect(await screen.findByText('Page 3 of 3')).toBeTruthy();
    expect(await screen.findAllByTestId('step-row')).toHaveLength(5);
    expect(callsOf(calls, 'SubmissionSteps').at(-1)).toEqual({ id: 's1', limit: 20, offset: 40 });
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() =>
      expect(callsOf(calls, 'SubmissionSteps').at(-1)).toEqual({ id: 's1', limit: 20, offset: 20 }),
    );
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(await screen.findAllByTestId('step-row')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeTruthy();
  });

  it('shows when no step is recorded yet', async () => {
    renderSubmission(
      pageApi(submission({ status: 'PENDING_START', progressDone: 0, progressTotal: 0 }), { totalSteps: 0 }),
    );
    expect((await screen.findByTestId('steps-empty')).textContent).toBe('No steps yet.');
    expect(screen.getByRole('progressbar', { name: '0 of 0 CEAC pages done (0%)' })).toBeTruthy();
  });

  describe('captcha', () => {
    const waiting = submission({ status: 'AWAITING_CAPTCHA', pendingAction: action('CAPTCHA') });

    it('shows the picture, moves the focus to the text box, announces it, and sends the answer', async () => {
      const handlers = pageApi(waiting);
      handlers.AnswerCaptcha = () => ({
        data: { answerCaptcha: { ...waiting, status: 'FILLING_FORM', pendingAction: null } },
      });
      const { calls } = renderSubmission(handlers);
      const prompt = await screen.findByTestId('captcha-prompt');
      expect(within(prompt).getByRole('img', { name: 'Captcha picture from CEAC' }).getAttribute('src')).toBe(
        PIXEL,
      );
      const input = within(prompt).getByLabelText('Characters in the picture');
      await waitFor(() => expect(document.activeElement).toBe(input));
      expect(screen.getByTestId('action-announcement').textContent).toBe('CEAC asks for a captcha.');
      fireEvent.click(within(prompt).getByRole('button', { name: 'Send' }));
      expect(within(prompt).getByRole('alert').textContent).toBe('Type the characters shown in the picture.');
      expect(callsOf(calls, 'AnswerCaptcha')).toEqual([]);
      fireEvent.change(input, { target: { value: ' k7Q2ZP ' } });
      await act(async () => fireEvent.submit(input.closest('form') as HTMLFormElement));
      await waitFor(() =>
        expect(callsOf(calls, 'AnswerCaptcha')).toEqual([{ submissionId: 's1', answer: 'k7Q2ZP' }]),
      );
      await waitFor(() => expect(screen.queryByTestId('captcha-prompt')).toBeNull());
    });

    it('shows why the previous answer was refused, and the server’s refusal of a send', async () => {
      const refused = submission({
        status: 'AWAITING_CAPTCHA',
        pendingAction: action('CAPTCHA', {
          attempt: 2,
          error: 'The code entered does not match the code displayed on the page.',
        }),
      });
      const handlers = pageApi(refused);
      handlers.AnswerCaptcha = () => ({
        errors: [{ message: 'No captcha is awaited for this submission.', extensions: { code: 'CONFLICT' } }],
      });
      renderSubmission(handlers);
      const prompt = await screen.findByTestId('captcha-prompt');
      expect(within(prompt).getByText('Attempt 2')).toBeTruthy();
      expect(within(prompt).getByRole('alert').textContent).toBe(
        'The code entered does not match the code displayed on the page.',
      );
      fireEvent.change(within(prompt).getByLabelText('Characters in the picture'), {
        target: { value: 'ABC' },
      });
      await act(async () => fireEvent.click(within(prompt).getByRole('button', { name: 'Send' })));
      await waitFor(() =>
        expect(within(prompt).getByRole('alert').textContent).toBe(
          'No captcha is awaited for this submission.',
        ),
      );
    });
  });

  describe('live view and signature', () => {
    const toSign = submission({
      status: 'AWAITING_CAPTCHA',
      currentPage: 'SignCertify',
      pendingAction: action('SIGNATURE'),
    });
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

    const withLiveView = (handlers: Record<string, Handler>, role: 'SIGN' | 'WATCH') => {
      handlers.OpenLiveView = () => ({
        data: {
          openLiveView: {
            __typename: 'LiveViewAccess',
            path: `${server.origin}/live-view/s1?ticket=t`,
            role,
            expiresAt: '2026-11-23T10:01:00Z',
          },
        },
      });
      return handlers;
    };

    it("in a personal workspace the applicant signs on CEAC's page in the live view, with what each part means and a countdown", async () => {
      server.mode = 'sign';
      const { calls } = renderSubmission(withLiveView(pageApi(toSign, { type: 'PERSONAL' }), 'SIGN'));
      const live = await screen.findByTestId('live-filing');
      await waitFor(() => expect(callsOf(calls, 'OpenLiveView')).toEqual([{ submissionId: 's1' }]));
      expect(screen.getByTestId('action-announcement').textContent).toBe('The application is ready to sign.');
      const frame = await within(live).findByTestId('live-view-frame');
      expect(frame.getAttribute('alt')).toBe("CEAC's page in the robot's browser");
      expect((await within(live).findByTestId('live-view-status')).textContent).toBe(
        "Your turn: your taps and keys reach CEAC's page.",
      );
      const guide = within(live).getByTestId('live-signing-guide');
      expect(guide.textContent).toContain("stopped on CEAC's sign page");
      expect(within(live).getByTestId('live-countdown').textContent).toMatch(
        /CEAC ends this session in 1[67]:\d\d/,
      );
      expect(live.textContent).toContain(
        'I certify under penalty of perjury that the foregoing is true and correct.',
      );
      expect(live.textContent).toContain('Female Genital Mutilation or Cutting');
      expect(live.textContent).toContain('Enter the code as shown');
      // The hello said the screen's size; a tap and typed text go to the page.
      expect(server.received[0]).toMatchObject({ type: 'hello' });
      await tapAndSend(live, server, 'X1234567');
      // Nothing relays the passport number or the captcha through Portico's own API any more.
      expect(Object.keys(calls)).not.toContain('SignSubmission');
    });

    it("while a captcha waits, the prompt stays and the live view says it is the viewer's turn on CEAC's captcha page, with CEAC's refusal; taps and text reach the page", async () => {
      server.mode = 'captcha';
      server.waiting = 'captcha';
      server.error = 'The code entered does not match the code displayed on the page.';
      const waiting = submission({
        status: 'AWAITING_CAPTCHA',
        pendingAction: action('CAPTCHA', { attempt: 2, error: server.error }),
      });
      renderSubmission(withLiveView(pageApi(waiting, { type: 'BUSINESS' }), 'WATCH'));
      expect(await screen.findByTestId('captcha-prompt')).toBeTruthy();
      const live = await screen.findByTestId('live-filing');
      await within(live).findByTestId('live-view-frame');
      expect((await within(live).findByTestId('live-view-status')).textContent).toBe(
        "Your turn on CEAC's captcha page: tap CEAC's code box, type the characters shown in the picture, then press CEAC's button below it.",
      );
      expect(within(live).getByTestId('live-view').getAttribute('data-state')).toBe('captcha');
      expect(within(live).getByTestId('live-captcha-refused').textContent).toBe(server.error);
      // Not the sign page: no signing guide.
      expect(within(live).queryByTestId('live-signing-guide')).toBeNull();
      await tapAndSend(live, server, 'K7Q2ZP');
    });

    it('an agency member watches read-only: their click is refused, and they see how to send the applicant a client link', async () => {
      server.mode = 'watch';
      const { calls } = renderSubmission(withLiveView(pageApi(toSign, { type: 'BUSINESS' }), 'WATCH'));
      const waitingPanel = await screen.findByTestId('waiting-for-applicant');
      expect(within(waitingPanel).getByRole('heading').textContent).toBe('Waiting for the applicant to sign');
      expect(
        within(waitingPanel).getByRole('link', { name: 'Client links of this form' }).getAttribute('href'),
      ).toBe('/workspaces/w1/forms/f1/client-links');
      const live = await screen.findByTestId('live-filing');
      const frame = await within(live).findByTestId('live-view-frame');
      expect((await within(live).findByTestId('live-view-status')).textContent).toBe(
        'You are watching: the page is read-only.',
      );
      expect(within(live).queryByTestId('live-signing-guide')).toBeNull();
      expect(within(live).queryByTestId('live-view-text')).toBeNull();
      fireEvent.pointerDown(frame, { clientX: 0, clientY: 0 });
      expect((await within(live).findByTestId('live-view-refused')).textContent).toBe(
        'That did not reach the page: only the applicant can act on it.',
      );
      expect(callsOf(calls, 'OpenLiveView')).toEqual([{ submissionId: 's1' }]);
    });
  });

  it('completed: confirmation number, application ID, security question and answer, each with a copy button', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderSubmission(
      pageApi(
        submission({
          status: 'COMPLETED',
          completedAt: '2026-11-23T10:05:00Z',
          confirmationNumber: 'AA00F5NCG1',
          securityQuestion: 'What is the name of your favorite childhood friend?',
          securityAnswer: 'TOMAS',
        }),
      ),
    );
    const panel = await screen.findByTestId('completed-panel');
    expect(within(panel).getByTestId('application-id').textContent).toBe('AA00F5NCG1');
    expect(within(panel).getByTestId('security-question').textContent).toBe(
      'What is the name of your favorite childhood friend?',
    );
    expect(within(panel).getByTestId('security-answer').textContent).toBe('TOMAS');
    expect(panel.textContent).toContain('Retrieve an Application');
    await act(async () =>
      fireEvent.click(within(panel).getByRole('button', { name: 'Copy the Security answer' })),
    );
    expect(writeText).toHaveBeenCalledWith('TOMAS');
    expect(within(panel).getByText('Security answer copied.')).toBeTruthy();
  });

  it('DS160_ERROR: each refused answer links to where it is fixed, and "File again"', async () => {
    renderSubmission(
      pageApi(
        submission({
          status: 'DS160_ERROR',
          errors: [
            {
              __typename: 'SubmissionFieldError',
              section: 'personalP1',
              field: 'surnames',
              page: 'Personal1',
              message: 'Surnames has invalid characters.',
            },
            {
              __typename: 'SubmissionFieldError',
              section: null,
              field: null,
              page: 'Travel',
              message: 'Something else.',
            },
          ],
        }),
      ),
    );
    const panel = await screen.findByTestId('ds160-panel');
    const items = within(within(panel).getByTestId('ds160-errors')).getAllByRole('listitem');
    expect(items[0].textContent).toContain('Personal Information 1: Surnames has invalid characters.');
    expect(
      within(items[0])
        .getByRole('link', { name: 'Fix in Personal Information 1: Surnames has invalid characters.' })
        .getAttribute('href'),
    ).toBe('/workspaces/w1/forms/f1/edit/personalP1#pq-personalP1-surnames');
    expect(items[1].textContent).toContain('CEAC page Travel: Something else.');
    expect(within(items[1]).queryByRole('link')).toBeNull();
    expect(within(panel).getByRole('link', { name: 'File again' }).getAttribute('href')).toBe(
      '/workspaces/w1/forms/f1/submissions/new',
    );
  });

  it('ERRORED: the message and "Try again"', async () => {
    renderSubmission(
      pageApi(submission({ status: 'ERRORED', errorMessage: 'CEAC could not be reached for 10 minutes.' })),
    );
    const panel = await screen.findByTestId('errored-panel');
    expect(panel.textContent).toContain('CEAC could not be reached for 10 minutes.');
    expect(within(panel).getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/workspaces/w1/forms/f1/submissions/new',
    );
  });

  it('ERRORED with a known reason: said from its code and parameters, not the stored English', async () => {
    renderSubmission(
      pageApi(
        submission({
          status: 'ERRORED',
          errorMessage: 'stored English',
          errorCode: 'gaveUp',
          errorParams: [
            { __typename: 'MessageParam', name: 'reason', value: 'timeout' },
            { __typename: 'MessageParam', name: 'tries', value: '4' },
          ],
        }),
      ),
    );
    const panel = await screen.findByTestId('errored-panel');
    expect(panel.textContent).toContain(
      'CEAC kept failing, so filing stopped after 4 tries (last problem: timeout).',
    );
    expect(panel.textContent).not.toContain('stored English');
  });
});

function listItem(id: string, status: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Submission',
    id,
    workspaceId: 'w1',
    formId: 'f1',
    formName: `Form ${id}`,
    status,
    createdAt: '2026-11-23T10:00:00Z',
    completedAt: null,
    applicationId: null,
    confirmationNumber: null,
    currentPage: null,
    progressDone: 6,
    progressTotal: 12,
    ...extra,
  };
}

describe('submissions of the workspace', () => {
  const ROUTE = '/workspaces/:workspaceId/submissions';
  const listApi = (
    items: ReturnType<typeof listItem>[],
    totalCount = items.length,
  ): Record<string, Handler> => ({
    WorkspaceSubmissions: () => ({
      data: { submissions: { __typename: 'SubmissionPage', items, totalCount } },
    }),
    WorkspaceSubmissionsChanged: () => ({
      data: { workspaceSubmissionsChanged: items[0] ?? listItem('x', 'PENDING_START') },
    }),
  });

  it('lists each submission with its status, progress, confirmation number and a link', async () => {
    renderWithApi(
      <SubmissionsPage />,
      '/workspaces/w1/submissions',
      ROUTE,
      listApi([
        listItem('s1', 'COMPLETED', { confirmationNumber: 'AA00F5NCG1' }),
        listItem('s2', 'DS160_ERROR'),
      ]),
    );
    const rows = await screen.findAllByTestId('submission-row');
    expect(within(rows[0]).getByText('Completed')).toBeTruthy();
    expect(within(rows[0]).getByTestId('row-confirmation').textContent).toBe('AA00F5NCG1');
    expect(within(rows[1]).getByText('Answers rejected by CEAC')).toBeTruthy();
    expect(within(rows[1]).getByRole('progressbar', { name: '6 of 12 CEAC pages done (50%)' })).toBeTruthy();
    expect(
      within(rows[1]).getByRole('link', { name: 'Open the submission of Form s2' }).getAttribute('href'),
    ).toBe('/workspaces/w1/forms/f1/submissions/s2');
  });

  it('filters by any of the seven statuses on the server and keeps it in the URL', async () => {
    const { calls } = renderWithApi(
      <SubmissionsPage />,
      '/workspaces/w1/submissions?status=errored&page=2',
      ROUTE,
      listApi([listItem('s1', 'ERRORED')], 30),
    );
    await screen.findAllByTestId('submission-row');
    expect(callsOf(calls, 'WorkspaceSubmissions')[0]).toEqual({
      workspaceId: 'w1',
      status: 'ERRORED',
      limit: 20,
      offset: 20,
    });
    const select = screen.getByLabelText('Status');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All statuses',
      'Waiting to start',
      'Filling in the form',
      'Waiting for a person',
      'In progress',
      'Completed',
      'Failed',
      'Answers rejected by CEAC',
    ]);
    fireEvent.change(select, { target: { value: 'AWAITING_CAPTCHA' } });
    await waitFor(() =>
      expect(callsOf(calls, 'WorkspaceSubmissions').at(-1)).toEqual({
        workspaceId: 'w1',
        status: 'AWAITING_CAPTCHA',
        limit: 20,
        offset: 0,
      }),
    );
    expect(screen.getByTestId('location').textContent).toBe(
      '/workspaces/w1/submissions?status=awaiting-captcha',
    );
  });

  it('pages on the server', async () => {
    const { calls } = renderWithApi(
      <SubmissionsPage />,
      '/workspaces/w1/submissions',
      ROUTE,
      listApi([listItem('s1', 'COMPLETED')], 45),
    );
    await screen.findAllByTestId('submission-row');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(callsOf(calls, 'WorkspaceSubmissions').at(-1)).toMatchObject({ offset: 20 }));
    expect(screen.getByTestId('location').textContent).toBe('/workspaces/w1/submissions?page=2');
  });

  it('updates live: a workspace event reads the list again', async () => {
    const { calls } = renderWithApi(
      <SubmissionsPage />,
      '/workspaces/w1/submissions',
      ROUTE,
      listApi([listItem('s1', 'FILLING_FORM')]),
    );
    await screen.findAllByTestId('submission-row');
    expect(callsOf(calls, 'WorkspaceSubmissionsChanged')).toEqual([{ workspaceId: 'w1' }]);
    await waitFor(() => expect(callsOf(calls, 'WorkspaceSubmissions').length).toBeGreaterThanOrEqual(2));
  });

  it('empty workspace, no match, and the spec’s message when loading fails', async () => {
    const empty = renderWithApi(<SubmissionsPage />, '/workspaces/w1/submissions', ROUTE, listApi([]));
    expect((await screen.findByTestId('submissions-empty')).textContent).toContain('No submissions yet');
    empty.unmount();
    const none = renderWithApi(
      <SubmissionsPage />,
      '/workspaces/w1/submissions?status=completed',
      ROUTE,
      listApi([]),
    );
    expect((await screen.findByTestId('submissions-no-match')).textContent).toBe(
      'No submissions have this status.',
    );
    none.unmount();
    const handlers = listApi([listItem('s1', 'COMPLETED')]);
    let fail = true;
    const ok = handlers.WorkspaceSubmissions;
    handlers.WorkspaceSubmissions = (variables) =>
      fail ? { errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] } : ok(variables);
    renderWithApi(<SubmissionsPage />, '/workspaces/w1/submissions', ROUTE, handlers);
    expect(await screen.findByText('Error loading submissions. Please try again.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('submission-row')).toHaveLength(1);
  });
});

describe('submissions of a form', () => {
  const ROUTE = '/workspaces/:workspaceId/forms/:formId/submissions';

  it('lists them with "File on CEAC", and refetches on a live event of this form only', async () => {
    const { calls } = renderWithApi(<FormSubmissionsPage />, '/workspaces/w1/forms/f1/submissions', ROUTE, {
      FormSubmissions: () => ({
        data: {
          formSubmissions: {
            __typename: 'SubmissionPage',
            items: [listItem('s1', 'IN_PROGRESS')],
            totalCount: 1,
          },
        },
      }),
      WorkspaceSubmissionsChanged: () => ({
        data: { workspaceSubmissionsChanged: listItem('s7', 'COMPLETED', { formId: 'other' }) },
      }),
    });
    expect(await screen.findAllByTestId('submission-row')).toHaveLength(1);
    expect(callsOf(calls, 'FormSubmissions')[0]).toEqual({ formId: 'f1', limit: 20, offset: 0 });
    expect(screen.getByRole('link', { name: 'File on CEAC' }).getAttribute('href')).toBe(
      '/workspaces/w1/forms/f1/submissions/new',
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(callsOf(calls, 'FormSubmissions')).toHaveLength(1);
  });

  it('says so when there is none, and the spec’s message when loading fails', async () => {
    const empty = renderWithApi(<FormSubmissionsPage />, '/workspaces/w1/forms/f1/submissions', ROUTE, {
      FormSubmissions: () => ({
        data: { formSubmissions: { __typename: 'SubmissionPage', items: [], totalCount: 0 } },
      }),
      WorkspaceSubmissionsChanged: () => ({ data: null }),
    });
    expect(await screen.findByTestId('submissions-empty')).toBeTruthy();
    empty.unmount();
    renderWithApi(<FormSubmissionsPage />, '/workspaces/w1/forms/f1/submissions', ROUTE, {
      FormSubmissions: () => ({
        errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
      }),
      WorkspaceSubmissionsChanged: () => ({ data: null }),
    });
    expect(await screen.findByText('Error loading submissions. Please try again.')).toBeTruthy();
  });
});

describe('signing on CEAC yourself (docs/adr/0045)', () => {
  const FACTS = {
    __typename: 'SelfSignature',
    applicationId: 'AA00F5NCG1',
    securityQuestion: '3',
    securityQuestionText: "What is your maternal grandmother's maiden name?",
    securityAnswer: 'QWERTYUPAS',
    surnameLetters: 'SMITH',
    birthYear: '1990',
    startPageUrl: 'https://ceac.state.gov/GenNIV/Default.aspx',
  };
  const waitingForSignature = submission({
    status: 'AWAITING_CAPTCHA',
    currentPage: 'SignCertify',
    pendingAction: action('SIGNATURE'),
  });
  const selfSigning = (overrides: Record<string, unknown> = {}) =>
    submission({
      status: 'AWAITING_CAPTCHA',
      currentPage: 'SignCertify',
      pendingAction: action('SELF_SIGNATURE', { imageDataUrl: '' }),
      selfSignature: FACTS,
      ...overrides,
    });
  const noLiveView = (handlers: Record<string, Handler>): Record<string, Handler> => ({
    ...handlers,
    OpenLiveView: () => ({ errors: [{ message: 'no', extensions: { code: 'CONFLICT' } }] }),
  });

  it('the applicant of a personal workspace may choose it while the sign page waits', async () => {
    const handlers = noLiveView(pageApi(waitingForSignature, { type: 'PERSONAL' }));
    handlers.SignOnCeacYourself = () => ({ data: { signOnCeacYourself: selfSigning() } });
    const { calls } = renderSubmission(handlers);
    const offer = await screen.findByTestId('self-sign-offer');
    expect(offer.textContent).toContain('The filing credit stays used.');
    fireEvent.click(within(offer).getByRole('button', { name: 'Sign on CEAC yourself' }));
    await waitFor(() => expect(callsOf(calls, 'SignOnCeacYourself')).toEqual([{ submissionId: 's1' }]));
  });

  it('the applicant reads what CEAC asks and the steps, is told CEAC shows it unsigned, and says when they have signed', async () => {
    const current = selfSigning({
      pendingAction: action('SELF_SIGNATURE', { imageDataUrl: '', attempt: 2, error: 'not yet' }),
    });
    const handlers = pageApi(current, { type: 'PERSONAL' });
    handlers.ConfirmSignedOnCeac = () => ({
      data: {
        confirmSignedOnCeac: { ...current, status: 'IN_PROGRESS', pendingAction: null, selfSignature: null },
      },
    });
    const { calls } = renderSubmission(handlers);
    const panel = await screen.findByTestId('self-sign-panel');
    expect(within(panel).getByTestId('self-sign-application-id').textContent).toBe('AA00F5NCG1');
    expect(within(panel).getByTestId('self-sign-security-question').textContent).toBe(
      'What is your maternal grandmother’s maiden name?',
    );
    expect(within(panel).getByTestId('self-sign-security-answer').textContent).toBe('QWERTYUPAS');
    expect(within(panel).getByTestId('self-sign-surname').textContent).toBe('SMITH');
    expect(within(panel).getByTestId('self-sign-birth-year').textContent).toBe('1990');
    expect(
      within(panel)
        .getByRole('link', { name: "Open CEAC's start page (ceac.state.gov)" })
        .getAttribute('href'),
    ).toBe(FACTS.startPageUrl);
    const steps = within(within(panel).getByTestId('self-sign-steps')).getAllByRole('listitem');
    expect(steps).toHaveLength(10);
    expect(steps[4].textContent).toBe('Type the Application ID AA00F5NCG1 and click "Continue".');
    expect(steps[5].textContent).toContain('(SMITH)');
    expect(steps[5].textContent).toContain('(1990)');
    expect(steps[5].textContent).toContain('(QWERTYUPAS)');
    expect(within(panel).getByTestId('self-sign-not-yet').textContent).toBe(
      'CEAC shows the application is not signed yet. Sign it on CEAC, then choose "I have signed on CEAC" again.',
    );
    // No robot holds CEAC's page now: no live view is opened.
    expect(screen.queryByTestId('live-filing')).toBeNull();
    expect(callsOf(calls, 'OpenLiveView')).toEqual([]);
    fireEvent.click(within(panel).getByRole('button', { name: 'I have signed on CEAC' }));
    await waitFor(() => expect(callsOf(calls, 'ConfirmSignedOnCeac')).toEqual([{ submissionId: 's1' }]));
  });

  it('an agency member is not offered it, and then sees only that the applicant signs on CEAC', async () => {
    renderSubmission(noLiveView(pageApi(waitingForSignature, { type: 'BUSINESS' })));
    await screen.findByTestId('waiting-for-applicant');
    expect(screen.queryByTestId('self-sign-offer')).toBeNull();
  });

  it('a member watching a self-signed filing reads no answer', async () => {
    renderSubmission(pageApi(selfSigning({ selfSignature: null }), { type: 'BUSINESS' }));
    expect((await screen.findByTestId('self-sign-watching')).textContent).toBe(
      'The applicant signs the application on CEAC themselves. Portico confirms it with CEAC once they say they have signed.',
    );
    expect(screen.queryByTestId('self-sign-panel')).toBeNull();
    expect(screen.queryByRole('button', { name: 'I have signed on CEAC' })).toBeNull();
  });
});
