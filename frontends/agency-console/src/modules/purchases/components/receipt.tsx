import { useEffect, useRef } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import { formatBasisPoints, formatMoney } from '@portico/ui';
import type { Order } from '../graphql/queries/purchases';
import { PRODUCT_LABEL, STATUS_LABEL } from '../utils/order-labels';
import {
  discountLine,
  discountWithCoupon,
  messages,
  quantityTimesPrice,
  receiptOf,
  refundedAmount,
  refundedAmountTerm,
  taxLine,
} from '../utils/messages';

function Row({ term, children, strong }: { term: string; children: React.ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? 'purchases-receipt__total' : undefined}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One order as a receipt: what was bought, the figures, when it was paid. Printing prints it alone. */
export function Receipt({ order, onClose }: { order: Order; onClose: () => void }) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  const money = (minor: number) => formatMoney(intl, minor, order.currency);
  useEffect(() => heading.current?.focus(), [order.id]);
  return (
    <section className="ui-section ui-print-area purchases-receipt" aria-labelledby="purchases-receipt-title">
      <h2 id="purchases-receipt-title" ref={heading} tabIndex={-1}>
        {intl.formatMessage(receiptOf, { number: order.number })}
      </h2>
      <dl className="purchases-receipt__lines" data-testid="receipt">
        <Row term={intl.formatMessage(messages.orderNumber)}>{order.number}</Row>
        <Row term={intl.formatMessage(messages.receiptNumber)}>
          {order.receiptNumber ?? intl.formatMessage(messages.noReceipt)}
        </Row>
        <Row term={intl.formatMessage(messages.status)}>{intl.formatMessage(STATUS_LABEL[order.status])}</Row>
        <Row term={intl.formatMessage(messages.ordered)}>
          <FormattedDate value={order.createdAt} dateStyle="medium" timeStyle="short" />
        </Row>
        {order.paidAt && (
          <Row term={intl.formatMessage(messages.paid)}>
            <FormattedDate value={order.paidAt} dateStyle="medium" timeStyle="short" />
          </Row>
        )}
        {order.refundedAt && (
          <Row term={intl.formatMessage(messages.refunded)}>
            <FormattedDate value={order.refundedAt} dateStyle="medium" timeStyle="short" />
          </Row>
        )}
        <Row term={intl.formatMessage(messages.buyer)}>{order.buyerEmail}</Row>
        <Row term={intl.formatMessage(messages.billedTo)}>
          {[new Intl.DisplayNames([intl.locale], { type: 'region' }).of(order.country), order.region]
            .filter(Boolean)
            .join(' · ')}
        </Row>
        <Row term={intl.formatMessage(PRODUCT_LABEL[order.productCode])}>
          {intl.formatMessage(quantityTimesPrice, {
            quantity: order.quantity,
            unitPrice: money(order.unitPriceMinor),
          })}
        </Row>
        <Row term={intl.formatMessage(messages.subtotal)}>{money(order.subtotalMinor)}</Row>
        <Row
          term={
            order.couponCode
              ? intl.formatMessage(discountWithCoupon, { code: order.couponCode })
              : intl.formatMessage(discountLine)
          }
        >
          {order.discountMinor > 0 ? `−${money(order.discountMinor)}` : money(0)}
        </Row>
        <Row term={intl.formatMessage(taxLine, { rate: formatBasisPoints(intl, order.taxRateBasisPoints) })}>
          {money(order.taxMinor)}
        </Row>
        <Row term={intl.formatMessage(messages.total)} strong>
          {money(order.totalMinor)}
        </Row>
        {order.status === 'REFUNDED' && (
          <Row term={intl.formatMessage(refundedAmountTerm)}>
            {intl.formatMessage(refundedAmount, {
              amount: money(order.refundedMinor),
              credits: order.refundedCredits,
            })}
          </Row>
        )}
      </dl>
      <div className="ui-actions ui-no-print">
        <button type="button" className="ui-button" onClick={() => window.print()}>
          {intl.formatMessage(messages.print)}
        </button>
        <button type="button" className="ui-button ui-button--secondary" onClick={onClose}>
          {intl.formatMessage(messages.close)}
        </button>
      </div>
    </section>
  );
}
