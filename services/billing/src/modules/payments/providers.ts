import { billingSettings, type BillingSettings } from '../../lib/config';
import type { PaymentProvider } from './payment-provider';
import { StripeProvider } from './stripe-provider';
import { TestProvider } from './test-provider';

let current:
  | {
      settings: BillingSettings;
      provider: PaymentProvider;
      test: TestProvider;
      stripe: StripeProvider | null;
    }
  | undefined;

function build(settings: BillingSettings) {
  const test = new TestProvider({
    publicUrl: settings.publicUrl,
    webhookSecret: settings.testProviderWebhookSecret,
  });
  const stripe =
    settings.stripeSecretKey && settings.stripeWebhookSecret
      ? new StripeProvider({
          secretKey: settings.stripeSecretKey,
          webhookSecret: settings.stripeWebhookSecret,
          automaticTax: settings.taxProvider === 'stripe',
          api: settings.stripeApi,
        })
      : null;
  return { settings, test, stripe, provider: settings.paymentProvider === 'stripe' ? stripe! : test };
}

function providers() {
  const settings = billingSettings();
  if (current?.settings !== settings) current = build(settings);
  return current;
}

/** The provider new checkouts use (PAYMENT_PROVIDER, or Stripe when STRIPE_SECRET_KEY is set). */
export const checkoutProvider = (): PaymentProvider => providers().provider;

/** The provider an order was made with (refunds go back through it); null when it is not configured now. */
export function providerNamed(name: string): PaymentProvider | null {
  const all = providers();
  if (name === 'stripe') return all.stripe;
  // The test provider never handles real money: refused in production unless it is the one configured.
  if (name === 'test' && (!all.settings.production || all.settings.paymentProvider === 'test'))
    return all.test;
  return null;
}
