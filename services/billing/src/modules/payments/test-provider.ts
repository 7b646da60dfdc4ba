import { randomBytes } from 'node:crypto';
import { verifyStripeSignature } from './stripe-provider';
import type { CheckoutRequest, HostedCheckout, PaymentEvent, PaymentProvider } from './payment-provider';

/**
 * The built-in provider (the default without Stripe): its hosted page is billing's own
 * `/pay/test/{sessionId}` (payment.routes.ts), whose Pay button delivers a Stripe-format
 * `checkout.session.completed`, signed with Stripe's scheme, to `/webhooks/test-provider` over HTTP.
 */
export class TestProvider implements PaymentProvider {
  readonly name = 'test';

  constructor(private readonly options: { publicUrl: string; webhookSecret: string }) {}

  async createCheckout(_request: CheckoutRequest): Promise<HostedCheckout> {
    const sessionId = `cs_test_${randomBytes(24).toString('hex')}`;
    return { sessionId, url: `${this.options.publicUrl}/pay/test/${sessionId}` };
  }

  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent {
    return verifyStripeSignature(rawBody, signatureHeader, this.options.webhookSecret);
  }

  /** Nothing was charged, so nothing goes back; the refund is billing's own bookkeeping. */
  async refund(_order: unknown, _amountMinor: number): Promise<void> {}
}
