import { useIntl } from 'react-intl';
import type { usePaymentConfirmation } from '../hooks/use-payment-confirmation';
import { messages, paymentReceived } from '../utils/messages';

/** What became of the payment the buyer just made (the order of ?order=). */
export function PaymentNotice({ confirmation }: { confirmation: ReturnType<typeof usePaymentConfirmation> }) {
  const intl = useIntl();
  const { order, error, stillPending } = confirmation;
  let text: string;
  let tone: 'info' | 'success' | 'error' = 'info';
  if (error) {
    text = intl.formatMessage(messages.orderNotFound);
    tone = 'error';
  } else if (!order || (order.status === 'PENDING' && !stillPending)) {
    text = intl.formatMessage(messages.confirming);
  } else if (order.status === 'PENDING') {
    text = intl.formatMessage(messages.stillConfirming);
  } else if (order.status === 'PAID') {
    text = intl.formatMessage(paymentReceived, { credits: order.credits });
    tone = 'success';
  } else if (order.status === 'CANCELLED') {
    text = intl.formatMessage(messages.paymentCancelled);
  } else {
    text = intl.formatMessage(messages.paymentRefunded);
  }
  return (
    <p
      className={`purchases-notice purchases-notice--${tone} ui-no-print`}
      role="status"
      data-testid="payment-notice"
    >
      {text}
    </p>
  );
}
