import { ProductCode } from '../catalog/catalog.service';
import { formatMoney, formatRate, pickLocale } from '../../lib/locale';
import { MESSAGES } from '../../lib/messages';
import { renderReceipt } from './receipt-mail';

const order = {
  id: '6f1c0f4e-8d0a-4c57-9a53-0d4f6f2b8c11',
  number: 'PO-000042',
  receiptNumber: 'RC-000042',
  workspaceId: '0b7f4c56-31c2-4a53-8d1e-5a4a2d1e9f00',
  productCode: ProductCode.FAMILY_PACK,
  quantity: 3,
  unitPriceMinor: 2320,
  subtotalMinor: 6960,
  discountMinor: 696,
  couponCode: 'WELCOME10',
  taxRateBasisPoints: 725,
  taxMinor: 454,
  totalMinor: 6718,
  currency: 'USD',
  paidAt: new Date('2026-11-23T10:00:00Z'),
  createdAt: new Date('2026-11-23T09:59:00Z'),
};

describe('receipts', () => {
  it.each([
    [
      'en',
      'Your Portico receipt RC-000042',
      [
        'Family Pack × 3 @ $23.20',
        'Subtotal: $69.60',
        'Discount (WELCOME10): −$6.96',
        'Tax (7.25%): $4.54',
        'Total paid: $67.18',
        'November 23, 2026',
      ],
    ],
    [
      'es',
      'Su recibo de Portico RC-000042',
      ['Paquete familiar × 3', 'Subtotal: 69,60', 'Total pagado: 67,18', '23 de noviembre de 2026'],
    ],
    ['ru', 'Ваша квитанция Portico RC-000042', ['Семейный пакет × 3', 'Оплачено: 67,18', '23 ноября 2026']],
    ['cn', '您的 Portico 收据 RC-000042', ['家庭套餐 × 3', '实付总额: US$67.18', '2026年11月23日']],
    [
      'vi',
      'Biên lai Portico của bạn RC-000042',
      ['Gói gia đình × 3', 'Tổng đã thanh toán: 67,18', '23 tháng 11, 2026'],
    ],
  ])('is written in the order’s language (%s), amounts formatted for it', (locale, subject, parts) => {
    const receipt = renderReceipt({ ...order, locale }, 'https://portico.example');
    expect(receipt.subject).toBe(subject);
    for (const part of parts) expect(receipt.text).toContain(part);
    expect(receipt.text).toContain(
      `https://portico.example/workspaces/${order.workspaceId}/purchases?order=${order.id}`,
    );
    expect(receipt.text).toContain('RC-000042');
    expect(receipt.text).toContain('PO-000042');
  });

  it('has every text in the five languages', () => {
    const keys = Object.keys(MESSAGES.en).sort();
    for (const locale of ['es', 'ru', 'cn', 'vi'] as const) {
      expect(Object.keys(MESSAGES[locale]).sort()).toEqual(keys);
      for (const key of keys) {
        if (key !== 'subtotal')
          expect({
            locale,
            key,
            same: MESSAGES[locale][key as 'payTitle'] === MESSAGES.en[key as 'payTitle'],
          }).toEqual({ locale, key, same: false });
      }
    }
  });

  it('formats minor units without floating point, for currencies with and without decimals', () => {
    expect(formatMoney(6718, 'USD', 'en')).toBe('$67.18');
    expect(formatMoney(5, 'USD', 'en')).toBe('$0.05');
    expect(formatMoney(-696, 'USD', 'en')).toBe('-$6.96');
    expect(formatMoney(123456789012345, 'USD', 'en')).toBe('$1,234,567,890,123.45');
    expect(formatMoney(2900, 'JPY', 'en')).toBe('¥2,900');
    expect(formatRate(725, 'en')).toBe('7.25%');
    expect(formatRate(5, 'en')).toBe('0.05%');
    expect(formatRate(2000, 'ru')).toBe('20\u00a0%');
  });

  it('picks the language from a locale tag, English otherwise', () => {
    expect(pickLocale('es-MX')).toBe('es');
    expect(pickLocale('zh-Hans')).toBe('cn');
    expect(pickLocale('cn')).toBe('cn');
    expect(pickLocale('de')).toBe('en');
    expect(pickLocale(null)).toBe('en');
  });
});
