import { fireEvent, screen, within, waitFor } from '@testing-library/react';
import { refusal, renderWithApi, type Handler } from '../../../testing/render-with-api';
import { FORM_ID, form, intake, section } from '../../../testing/intake-fixtures';
import { resetArrival } from '../hooks/use-client-intake';
import { resetLinkExchanges } from '../utils/link-exchange';
import { IntakeOverviewPage } from './overview-page';

const ROUTE = '/client-intake/:formId/overview';
const PATH = `/client-intake/${FORM_ID}/overview`;

function api(overrides: Record<string, Handler> = {}) {
  return {
    ClientIntake: () => ({ data: { clientIntake: intake() } }),
    ClientSubmission: () => ({
      data: { formSubmissions: { __typename: 'SubmissionPage', items: [], totalCount: 0 } },
    }),
    EditSectionForm: () => ({
      data: {
        form: form([section('personalP1', { status: 'IN_PROGRESS', answered: 4 }), section('personalP2')]),
      },
    }),
    ...overrides,
  };
}

beforeEach(() => {
  resetLinkExchanges();
  resetArrival();
  window.history.replaceState(null, '', '/');
});

describe('client intake overview', () => {
  it('lists the sections with their progress and a way back to the start page', async () => {
    renderWithApi(<IntakeOverviewPage />, PATH, ROUTE, api());
    expect(await screen.findByRole('heading', { level: 1, name: 'Your application' })).toBeTruthy();
    const rows = await screen.findAllByTestId('intake-section');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Edit', 'Edit']);
    expect(rows[0].textContent).toContain('In progress');
    expect(screen.queryByTestId('submission-status')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Back to the start page' }));
    expect(screen.getByTestId('location').textContent).toBe(`/client-intake/${FORM_ID}`);
  });

  it('shows what is worth checking (the passport valid less than six months), in the client’s language', async () => {
    const warning = {
      __typename: 'AnswerWarning',
      code: 'PASSPORT_VALIDITY',
      section: 'passportPage',
      path: 'expirationDate',
      messageId: 'ds160.warning.passportSixMonths',
    };
    renderWithApi(
      <IntakeOverviewPage />,
      PATH,
      ROUTE,
      api({
        EditSectionForm: () => ({
          data: { form: form([section('personalP1'), section('passportPage')], { warnings: [warning] }) },
        }),
      }),
    );
    const box = await screen.findByTestId('intake-warnings');
    expect(within(box).getByRole('heading', { name: 'Worth checking' })).toBeTruthy();
    expect(within(box).getByRole('listitem').textContent).toBe(
      'Passport Information: Your passport should be valid for at least six months after your arrival in the United States.',
    );
    fireEvent.click(within(box).getByRole('link', { name: 'Edit: Passport Information' }));
    expect(screen.getByTestId('location').textContent).toBe(`/client-intake/${FORM_ID}/edit/passportPage`);
  });

  it('shows no warning box when there is nothing to check', async () => {
    renderWithApi(<IntakeOverviewPage />, PATH, ROUTE, api());
    await screen.findAllByTestId('intake-section');
    expect(screen.queryByTestId('intake-warnings')).toBeNull();
  });

  it('tells a read-only link it can only view, and shows view_status the submission status', async () => {
    renderWithApi(
      <IntakeOverviewPage />,
      PATH,
      ROUTE,
      api({
        ClientIntake: () => ({ data: { clientIntake: intake({ permissions: ['READ', 'VIEW_STATUS'] }) } }),
      }),
    );
    expect(
      await screen.findByText(
        'You can view these answers; your agency has not allowed changes through this link.',
      ),
    ).toBeTruthy();
    const rows = await screen.findAllByTestId('intake-section');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['View', 'View']);
    await waitFor(() =>
      expect(screen.getByTestId('submission-status').textContent).toContain('Not submitted yet.'),
    );
  });

  it('shows the link problem when the form read is refused because the link ended', async () => {
    renderWithApi(
      <IntakeOverviewPage />,
      PATH,
      ROUTE,
      api({
        EditSectionForm: () =>
          refusal('This access link has expired', {
            code: 'UNAUTHENTICATED',
            reason: 'CLIENT_LINK_ENDED',
            linkCode: 'LINK_EXPIRED',
          }),
      }),
    );
    const problem = await screen.findByTestId('link-problem');
    expect(within(problem).getByRole('alert').textContent).toBe('This access link has expired');
  });
});
