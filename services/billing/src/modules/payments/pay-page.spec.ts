/** @jest-environment jsdom */
import { TextDecoder, TextEncoder } from 'node:util';
import axe from 'axe-core';
import { ProductCode } from '../catalog/catalog.service';
import { LOCALES } from '../../lib/locale';
import type * as PayPageModule from './pay-page';

// pay-page imports service-kit, whose PostgreSQL client needs these (jsdom leaves them out).
Object.assign(globalThis, { TextEncoder, TextDecoder });
let payPage: typeof PayPageModule.payPage;
let messagePage: typeof PayPageModule.messagePage;
beforeAll(() => {
  ({ payPage, messagePage } = jest.requireActual<typeof PayPageModule>('./pay-page'));
});

const order = {
  number: 'PO-000007',
  productCode: ProductCode.FAMILY_PACK,
  quantity: 3,
  totalMinor: 6718,
  currency: 'USD',
  providerSessionId: `cs_test_${'a'.repeat(48)}`,
};

async function violations(html: string): Promise<string[]> {
  document.open();
  document.write(html);
  document.close();
  // jsdom renders nothing, so colour contrast cannot be measured here (the e2e axe run in Chromium does).
  const result = await axe.run(document, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('the test provider’s payment page', () => {
  it.each(LOCALES)('is accessible and labelled in %s', async (locale) => {
    const html = payPage(order, locale);
    expect(await violations(html)).toEqual([]);
    expect(document.documentElement.lang).toBe(locale === 'cn' ? 'zh-CN' : locale);
    expect(document.title).not.toBe('');
    const buttons = [...document.querySelectorAll('form button[type=submit]')].map((b) => b.textContent);
    expect(buttons).toHaveLength(2);
    expect([...document.querySelectorAll('form')].map((f) => f.getAttribute('action'))).toEqual([
      `/pay/test/${order.providerSessionId}/pay`,
      `/pay/test/${order.providerSessionId}/cancel`,
    ]);
    expect(await violations(messagePage(locale, 'x'))).toEqual([]);
  });

  it('escapes what it shows', () => {
    expect(messagePage('en', '<script>alert(1)</script>')).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
