import { render, within } from '@testing-library/react';
import { Formik } from 'formik';
import { IntlProvider } from 'react-intl';
import cn from '../../../i18n/cn.json';
import en from '../../../i18n/en.json';
import ru from '../../../i18n/ru.json';
import { BuyerLocation } from './buyer-location';

// The buyer's state at checkout in the reader's language (issue 21), the value the tax table's code.
function stateNames(locale: string, messages: Record<string, string>) {
  render(
    <IntlProvider locale={locale} messages={messages}>
      <Formik
        initialValues={{ quantity: '1', couponCode: '', country: 'US', region: '', workspaceId: '' }}
        onSubmit={() => undefined}
      >
        <BuyerLocation />
      </Formik>
    </IntlProvider>,
  );
  const select = document.getElementById('checkout-region') as HTMLSelectElement;
  return within(select)
    .getAllByRole('option')
    .slice(1)
    .map((option) => [(option as HTMLOptionElement).value, option.textContent ?? '']);
}

describe('the US state at checkout', () => {
  it.each([
    ['en', en, 'New York', 'Alabama'],
    ['ru', ru, 'Нью-Йорк', 'Айдахо'],
    ['cn', cn, '纽约州', '阿肯色州'],
  ] as const)('is named in %s and sorted that way, the code kept', (locale, messages, newYork, first) => {
    const states = stateNames(locale, messages);
    expect(states).toContainEqual(['NY', newYork]);
    expect(states[0][1]).toBe(first);
    expect(states.map(([, name]) => name)).toEqual(
      states.map(([, name]) => name).sort(new Intl.Collator(locale === 'cn' ? 'zh-CN' : locale).compare),
    );
  });
});
