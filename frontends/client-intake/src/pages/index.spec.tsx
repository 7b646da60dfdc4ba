import { screen } from '@testing-library/react';
import { renderWithApi } from '../testing/render-with-api';
import { FORM_ID, form, intake, section } from '../testing/intake-fixtures';
import { resetArrival } from '../modules/intake/hooks/use-client-intake';
import { resetLinkExchanges } from '../modules/intake/utils/link-exchange';
import { pages } from './index';

const ROUTE = '/client-intake/:formId';
const PATH = `/client-intake/${FORM_ID}`;

const api = {
  ClientIntake: () => ({ data: { clientIntake: intake({ defaultLanguage: 'ru' }) } }),
  EditSectionForm: () => ({ data: { form: form([section('personalP1')]) } }),
};

/** Every text a level-1 heading showed while the test ran. */
function headingsSeen(): string[] {
  const seen: string[] = [];
  const record = () => {
    for (const heading of document.querySelectorAll('h1')) seen.push(heading.textContent ?? '');
  };
  new MutationObserver(record).observe(document.body, {
    childList: true,
    subtree: true,
    characterData: true,
  });
  return seen;
}

beforeEach(() => {
  resetLinkExchanges();
  resetArrival();
  window.localStorage.clear();
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    headers: { get: () => null },
    json: async () => ({ formId: FORM_ID, workspaceId: 'ws-1' }),
  })) as unknown as typeof fetch;
});

describe('the exposed intake pages', () => {
  it("a link that just arrived shows its first words in the link's language, never English first", async () => {
    window.history.replaceState(null, '', `${PATH}#token=abc`);
    const seen = headingsSeen();
    const Landing = pages.landing;
    renderWithApi(<Landing />, PATH, ROUTE, api);
    expect(await screen.findByRole('heading', { level: 1, name: /Анна Иванова/ })).toBeTruthy();
    expect(screen.getByTestId('locale').textContent).toBe('ru');
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((text) => /Welcome/.test(text))).toEqual([]);
  });

  it('a returning client (no token) opens in their own language at once', async () => {
    window.history.replaceState(null, '', PATH);
    const Overview = pages.overview;
    renderWithApi(<Overview />, `${PATH}/overview`, `${ROUTE}/overview`, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your application' })).toBeTruthy();
    expect(screen.getByTestId('locale').textContent).toBe('en');
    expect(global.fetch).not.toHaveBeenCalled();
  });
});
