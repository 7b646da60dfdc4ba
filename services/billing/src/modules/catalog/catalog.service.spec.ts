import { loadBillingSettings } from '../../lib/config';
import { ProductCode, products, roundHalfUp } from './catalog.service';

describe('catalog', () => {
  it('prices the family pack 20% below a single form per form, from three forms', () => {
    expect(products(loadBillingSettings({}))).toEqual([
      {
        code: ProductCode.SINGLE_FORM,
        name: 'Single Form',
        unitPriceMinor: 2900,
        currency: 'USD',
        minQuantity: 1,
        maxQuantity: 10,
        savingPercent: 0,
      },
      {
        code: ProductCode.FAMILY_PACK,
        name: 'Family Pack',
        unitPriceMinor: 2320,
        currency: 'USD',
        minQuantity: 3,
        maxQuantity: 50,
        savingPercent: 20,
      },
    ]);
  });

  it('reads the price, saving and currency from the environment, rounding half up', () => {
    const settings = loadBillingSettings({
      PRICE_SINGLE_FORM_MINOR: '1999',
      FAMILY_PACK_SAVING_PERCENT: '25',
      CURRENCY: 'EUR',
    });
    const [single, family] = products(settings);
    expect(single).toMatchObject({ unitPriceMinor: 1999, currency: 'EUR' });
    // 1999 × 0.75 = 1499.25 → 1499; 1998 × 0.75 = 1498.5 → 1499 (half up)
    expect(family).toMatchObject({ unitPriceMinor: 1499, currency: 'EUR', savingPercent: 25 });
    expect(roundHalfUp(1998 * 75, 100)).toBe(1499);
    expect(roundHalfUp(1997 * 75, 100)).toBe(1498);
  });

  it.each([
    ['PRICE_SINGLE_FORM_MINOR', '29.5'],
    ['PRICE_SINGLE_FORM_MINOR', '0'],
    ['FAMILY_PACK_SAVING_PERCENT', '95'],
    ['CURRENCY', 'usd'],
    ['TAX_RATES', '{"US-CA":7.25}'],
    ['TAX_RATES', '{"california":725}'],
    ['TAX_PROVIDER', 'stripe'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => loadBillingSettings({ [name]: value })).toThrow(name);
  });

  it('needs the webhook secret with a Stripe key, and an explicit test provider in production', () => {
    expect(() => loadBillingSettings({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow('STRIPE_WEBHOOK_SECRET');
    expect(
      loadBillingSettings({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' })
        .paymentProvider,
    ).toBe('stripe');
    expect(() => loadBillingSettings({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' })).toThrow(
      'PAYMENT_PROVIDER',
    );
    expect(() =>
      loadBillingSettings({
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'test',
        TEST_PROVIDER_WEBHOOK_SECRET: 'whsec_p',
      }),
    ).toThrow('SMTP_URL');
    expect(
      loadBillingSettings({
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'test',
        TEST_PROVIDER_WEBHOOK_SECRET: 'whsec_prod',
        SMTP_URL: 'smtp://mail:25',
      }).paymentProvider,
    ).toBe('test');
    expect(loadBillingSettings({}).paymentProvider).toBe('test');
  });
});
