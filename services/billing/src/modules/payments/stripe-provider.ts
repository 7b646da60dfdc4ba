import Stripe from 'stripe';
import { PRODUCT_SLUGS } from '../catalog/catalog.service';
import {
  mapStripeEvent,
  WebhookRejected,
  type CheckoutRequest,
  type HostedCheckout,
  type PaymentEvent,
  type PaymentProvider,
} from './payment-provider';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Stripe Tax (`automatic_tax`) instead of billing's own rate. */
  automaticTax: boolean;
  /** Where the SDK sends requests (tests: a local server speaking Stripe's API). */
  api?: { host?: string; port?: number; protocol?: 'http' | 'https' };
}

/** Verifies a Stripe-signed payload (shared with the test provider, which signs the same way). */
export function verifyStripeSignature(
  rawBody: Buffer,
  signatureHeader: string | undefined,
  secret: string,
): PaymentEvent {
  if (!signatureHeader) throw new WebhookRejected('Missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret);
  } catch {
    throw new WebhookRejected('Invalid signature');
  }
  return mapStripeEvent(event as unknown as Parameters<typeof mapStripeEvent>[0]);
}

/**
 * Stripe Checkout (docs/adr/0025): one Checkout Session per order with the product line, billing's
 * discount as a one-off amount-off coupon, and billing's tax as a Tax Rate on the line (or Stripe Tax).
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  private readonly stripe: Stripe;
  /** Tax Rate ids already created at Stripe, by rate and place (Stripe keeps them; reuse them). */
  private readonly taxRates = new Map<string, Promise<string>>();

  constructor(private readonly options: StripeProviderOptions) {
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(options.api ?? {}),
    });
  }

  private taxRate(basisPoints: number, country: string, region: string | null): Promise<string> {
    const key = `${basisPoints}:${country}:${region ?? ''}`;
    let id = this.taxRates.get(key);
    if (!id) {
      id = this.stripe.taxRates
        .create({
          display_name: 'Sales tax',
          // Stripe takes a decimal percentage: 725 basis points → "7.25".
          percentage: Number(
            `${Math.trunc(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`,
          ),
          inclusive: false,
          country,
          ...(region ? { state: region } : {}),
        })
        .then((rate) => rate.id);
      id.catch(() => this.taxRates.delete(key));
      this.taxRates.set(key, id);
    }
    return id;
  }

  async createCheckout({ order, successUrl, cancelUrl }: CheckoutRequest): Promise<HostedCheckout> {
    const taxRates =
      !this.options.automaticTax && order.taxRateBasisPoints > 0
        ? [await this.taxRate(order.taxRateBasisPoints, order.country, order.region)]
        : undefined;
    const discounts =
      order.discountMinor > 0
        ? [
            {
              coupon: (
                await this.stripe.coupons.create(
                  {
                    amount_off: order.discountMinor,
                    currency: order.currency.toLowerCase(),
                    duration: 'once',
                    max_redemptions: 1,
                    name: order.couponCode ?? 'Discount',
                  },
                  { idempotencyKey: `coupon-${order.id}` },
                )
              ).id,
            },
          ]
        : undefined;
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: order.id,
        metadata: { orderId: order.id, orderNumber: order.number, workspaceId: order.workspaceId },
        customer_email: order.buyerEmail,
        locale: stripeLocale(order.locale),
        success_url: successUrl,
        cancel_url: cancelUrl,
        line_items: [
          {
            quantity: order.quantity,
            price_data: {
              currency: order.currency.toLowerCase(),
              unit_amount: order.unitPriceMinor,
              product_data: {
                name: order.productName,
                metadata: { productCode: order.productCode, slug: PRODUCT_SLUGS[order.productCode] },
              },
              ...(this.options.automaticTax ? { tax_behavior: 'exclusive' as const } : {}),
            },
            ...(taxRates ? { tax_rates: taxRates } : {}),
          },
        ],
        ...(discounts ? { discounts } : {}),
        ...(this.options.automaticTax ? { automatic_tax: { enabled: true } } : {}),
      },
      { idempotencyKey: `checkout-${order.id}` },
    );
    if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
    return { sessionId: session.id, url: session.url };
  }

  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent {
    return verifyStripeSignature(rawBody, signatureHeader, this.options.webhookSecret);
  }

  async refund(
    order: { id: string; providerPaymentId: string | null; providerSessionId: string | null },
    amountMinor: number,
  ) {
    let paymentIntent = order.providerPaymentId;
    if (!paymentIntent && order.providerSessionId) {
      const session = await this.stripe.checkout.sessions.retrieve(order.providerSessionId);
      paymentIntent =
        typeof session.payment_intent === 'string'
          ? session.payment_intent
          : (session.payment_intent?.id ?? null);
    }
    if (!paymentIntent) throw new Error('The order has no Stripe payment to refund');
    await this.stripe.refunds.create(
      // `amount`: a partial refund (only the unused credits' share); Stripe refunds all without it.
      { payment_intent: paymentIntent, amount: amountMinor, metadata: { orderId: order.id } },
      { idempotencyKey: `refund-${order.id}` },
    );
  }
}

/** Checkout's page language for ours (cn → zh). */
function stripeLocale(locale: string): Stripe.Checkout.SessionCreateParams.Locale {
  const map: Record<string, Stripe.Checkout.SessionCreateParams.Locale> = {
    en: 'en',
    es: 'es',
    ru: 'ru',
    cn: 'zh',
    vi: 'vi',
  };
  return map[locale] ?? 'auto';
}
