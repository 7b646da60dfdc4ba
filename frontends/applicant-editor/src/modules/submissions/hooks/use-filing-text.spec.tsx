import { render, screen } from '@testing-library/react';
import { LocaleProvider } from '@portico/ui';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useFilingText, useRefusalText } from './use-filing-text';

function Refused({ error }: { error: unknown }) {
  const say = useRefusalText();
  return <p data-testid="refused">{say(error, 'Could not file the form. Please try again.')}</p>;
}

const refused = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

function Said({ code, english }: { code: string | null; english: string }) {
  const say = useFilingText();
  return <p data-testid="said">{say(code, [{ name: 'page', value: 'PptVisa' }], english)}</p>;
}

describe('useFilingText', () => {
  it.each([
    ['en', 'Filling Passport Information'],
    ['ru', 'Заполняем Паспорт'],
    ['es', 'Completando Información del pasaporte'],
    ['cn', '正在填写 护照信息'],
    ['vi', 'Đang điền Thông tin hộ chiếu'],
  ] as const)('says a step in %s from its code and parameters, the CEAC page by its name', (locale, text) => {
    render(
      <LocaleProvider initialLocale={locale}>
        <Said code="filling" english="Filling PptVisa" />
      </LocaleProvider>,
    );
    expect(screen.getByTestId('said').textContent).toBe(text);
  });

  it('keeps the English the server stored for a code it does not know (an older or newer robot)', () => {
    render(
      <LocaleProvider initialLocale="ru">
        <Said code="somethingNew" english="Something new happened" />
        <Said code={null} english="An old step" />
      </LocaleProvider>,
    );
    expect(screen.getAllByTestId('said').map((p) => p.textContent)).toEqual([
      'Something new happened',
      'An old step',
    ]);
  });
});

describe('useRefusalText', () => {
  const said = (error: unknown, locale: 'en' | 'ru' | 'vi') => {
    const { unmount } = render(
      <LocaleProvider initialLocale={locale}>
        <Refused error={error} />
      </LocaleProvider>,
    );
    const text = screen.getByTestId('refused').textContent;
    unmount();
    return text;
  };

  it("says the server's refusal in the reader's language from its message code", () => {
    const error = refused('No form credits left. Buy credits on the Pricing page to file this form.', {
      code: 'NO_CREDITS',
      messageCode: 'noCredits',
    });
    expect(said(error, 'en')).toBe(
      'No form credits left. Buy credits on the Pricing page to file this form.',
    );
    expect(said(error, 'ru')).toBe(
      'Кредиты на анкеты закончились. Купите кредиты на странице «Цены», чтобы подать эту анкету.',
    );
  });

  it('keeps a refusal without a known code as the server worded it, and never shows a crash', () => {
    expect(said(refused('Not allowed', { code: 'FORBIDDEN' }), 'vi')).toBe('Not allowed');
    expect(said(refused('Internal server error', { code: 'INTERNAL_SERVER_ERROR' }), 'en')).toBe(
      'Could not file the form. Please try again.',
    );
    expect(said(new Error('Failed to fetch'), 'en')).toBe('Could not file the form. Please try again.');
  });
});
