import { createIntl } from 'react-intl';
import { formatBasisPoints, formatMoney, minorUnitDigits } from './money';

const intl = (locale: string) => createIntl({ locale, messages: {} });

describe('money', () => {
  it('knows the minor units of a currency', () => {
    expect(minorUnitDigits('USD')).toBe(2);
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(minorUnitDigits('BHD')).toBe(3);
  });

  it('formats integer minor units in the interface language, never rounding away cents', () => {
    expect(formatMoney(intl('en'), 2320, 'USD')).toBe('$23.20');
    expect(formatMoney(intl('en'), 6263, 'USD')).toBe('$62.63');
    expect(formatMoney(intl('en'), 500, 'JPY')).toBe('¥500');
    expect(formatMoney(intl('es'), 2320, 'USD').replace(/\s/g, ' ')).toBe('23,20 US$');
    expect(formatMoney(intl('en'), 0, 'USD')).toBe('$0.00');
  });

  it('formats a rate in basis points as a percentage', () => {
    expect(formatBasisPoints(intl('en'), 725)).toBe('7.25%');
    expect(formatBasisPoints(intl('en'), 0)).toBe('0%');
    expect(formatBasisPoints(intl('en'), 1000)).toBe('10%');
  });
});
