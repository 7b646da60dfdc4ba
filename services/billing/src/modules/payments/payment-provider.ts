import type { PurchaseOrder } from '../orders/order.entity';

/** What billing asks a provider to collect: the order as priced by billing (docs/adr/0025). */
export interface CheckoutRequest {
  order: Pick<
    PurchaseOrder,
    | 'id'
    | 'number'
    | 'workspaceId'
    | 'productCode'
    | 'productName'
    | 'quantity'
    | 'unitPriceMinor'
    | 'subtotalMinor'
    | 'discountMinor'
    | 'taxRateBasisPoints'
    | 'taxMinor'
    | 'totalMinor'
    | 'currency'
    | 'couponCode'
    | 'country'
    | 'region'
    | 'buyerEmail'
    | 'locale'
  >;
  successUrl: string;
  cancelUrl: string;
}

export interface HostedCheckout {
  sessionId: string;
  url: string;
}

/** A provider's webhook event, in billing's terms. */
export type PaymentEvent =
  | {
      kind: 'paid';
      eventId: string;
      sessionId: string;
      orderId: string | null;
      paymentId: string | null;
      /** What the provider collected, when it says (Stripe Tax computes its own tax). */
      amountTotalMinor: number | null;
      amountTaxMinor: number | null;
    }
  | { kind: 'expired'; eventId: string; sessionId: string; orderId: string | null }
  | {
      kind: 'refunded';
      eventId: string;
      paymentId: string;
      /** The whole payment went back (Stripe's `refunded: true`). */
      full: boolean;
      /** Money given back so far for this payment, all refunds together (Stripe's `amount_refunded`). */
      amountRefundedMinor: number | null;
    }
  | { kind: 'ignored'; eventId: string; type: string };

/** Thrown by parseWebhook when the signature or the payload is not acceptable (the route answers 400). */
export class WebhookRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookRejected';
  }
}

export interface PaymentProvider {
  /** `test` or `stripe`, stored on the order. */
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<HostedCheckout>;
  /** Verifies the signature over the exact bytes received, then maps the event. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
  /** Gives `amountMinor` of the payment back (a part of it when some credits were used). */
  refund(
    order: Pick<PurchaseOrder, 'id' | 'providerPaymentId' | 'providerSessionId'>,
    amountMinor: number,
  ): Promise<void>;
}

interface StripeLikeEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const int = (value: unknown): number | null => (Number.isInteger(value) ? (value as number) : null);

/** Maps Stripe-format events (the test provider sends the same shapes). */
export function mapStripeEvent(event: StripeLikeEvent): PaymentEvent {
  const object = event.data?.object ?? {};
  const metadata = (object.metadata ?? {}) as Record<string, unknown>;
  const orderId = str(object.client_reference_id) ?? str(metadata.orderId);
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      if (event.type === 'checkout.session.completed' && object.payment_status === 'unpaid')
        return { kind: 'ignored', eventId: event.id, type: `${event.type} (unpaid)` };
      const totals = (object.total_details ?? {}) as Record<string, unknown>;
      return {
        kind: 'paid',
        eventId: event.id,
        sessionId: String(object.id),
        orderId,
        paymentId: str(object.payment_intent),
        amountTotalMinor: int(object.amount_total),
        amountTaxMinor: int(totals.amount_tax),
      };
    }
    case 'checkout.session.expired':
      return { kind: 'expired', eventId: event.id, sessionId: String(object.id), orderId };
    case 'charge.refunded': {
      // Sent for every refund of a charge, partial ones too (`refunded` is true once all went back).
      const paymentId = str(object.payment_intent);
      const full = object.refunded === true;
      const amountRefundedMinor = int(object.amount_refunded);
      if (!paymentId || (!full && amountRefundedMinor === null))
        return { kind: 'ignored', eventId: event.id, type: event.type };
      return { kind: 'refunded', eventId: event.id, paymentId, full, amountRefundedMinor };
    }
    default:
      return { kind: 'ignored', eventId: event.id, type: event.type };
  }
}
