import { render, screen } from '@testing-library/react';
import { LocaleProvider } from '@portico/ui';
import { useFilingText } from './use-filing-text';

function Said({ code, english }: { code: string | null; english: string }) {
  const say = useFilingText();
  return <p data-testid="said">{say(code, [{ name: 'page', value: 'Passport' }], english)}</p>;
}

describe('useFilingText', () => {
  it.each([
    ['en', 'Filling Passport'],
    ['ru', 'Заполняем Passport'],
    ['es', 'Completando Passport'],
    ['cn', '正在填写 Passport'],
    ['vi', 'Đang điền Passport'],
  ] as const)('says a step in %s from its code and parameters', (locale, text) => {
    render(
      <LocaleProvider initialLocale={locale}>
        <Said code="filling" english="Filling Passport" />
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
