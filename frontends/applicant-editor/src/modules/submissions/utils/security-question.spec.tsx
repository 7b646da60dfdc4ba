import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import cn from '../../../i18n/cn.json';
import en from '../../../i18n/en.json';
import es from '../../../i18n/es.json';
import ru from '../../../i18n/ru.json';
import vi from '../../../i18n/vi.json';
import { useSecurityQuestion } from './security-question';

function Question({ value }: { value: string }) {
  return <p data-testid="question">{useSecurityQuestion()(value)}</p>;
}

const CEAC = 'What is your maternal grandmother’s maiden name?';

describe('the security question, as the applicant reads it', () => {
  it.each([
    ['en', en, CEAC],
    ['es', es, `¿Cuál es el apellido de soltera de su abuela materna? (en CEAC: «${CEAC}»)`],
    ['ru', ru, `Какова девичья фамилия вашей бабушки по матери? (на CEAC: «${CEAC}»)`],
    ['cn', cn, `您外祖母的娘家姓是什么？（CEAC 上显示为：“${CEAC}”）`],
    ['vi', vi, `Họ thời con gái của bà ngoại bạn là gì? (trên CEAC: “${CEAC}”)`],
  ])('in %s: the question in words, with the English CEAC shows', (locale, messages, expected) => {
    render(
      <IntlProvider locale={locale} messages={messages as Record<string, string>}>
        <Question value="3" />
      </IntlProvider>,
    );
    expect(screen.getByTestId('question').textContent).toBe(expected);
  });

  it('numbers only a question whose text is not known', () => {
    render(
      <IntlProvider locale="en" messages={en}>
        <Question value="19" />
      </IntlProvider>,
    );
    expect(screen.getByTestId('question').textContent).toBe('Question 19 of CEAC’s list');
  });
});
