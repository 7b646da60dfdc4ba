import { FormattedDate, useIntl } from 'react-intl';
import { formatMoney } from '@portico/ui';
import type { Order } from '../graphql/queries/purchases';
import { PRODUCT_LABEL, STATUS_LABEL } from '../utils/order-labels';
import { messages, viewReceiptOf } from '../utils/messages';

/** One page of orders: number, date, product, quantity, total, status, receipt number; each opens its receipt. */
export function OrderTable({
  orders,
  highlightId,
  onOpen,
}: {
  orders: Order[];
  highlightId: string | null;
  onOpen: (order: Order) => void;
}) {
  const intl = useIntl();
  return (
    <div className="purchases-table">
      <table className="ui-table">
        <caption className="ui-visually-hidden">{intl.formatMessage(messages.ordersTitle)}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.columnOrder)}</th>
            <th scope="col">{intl.formatMessage(messages.columnDate)}</th>
            <th scope="col">{intl.formatMessage(messages.columnProduct)}</th>
            <th scope="col">{intl.formatMessage(messages.columnQuantity)}</th>
            <th scope="col">{intl.formatMessage(messages.columnTotal)}</th>
            <th scope="col">{intl.formatMessage(messages.columnStatus)}</th>
            <th scope="col">{intl.formatMessage(messages.columnReceipt)}</th>
            <th scope="col">{intl.formatMessage(messages.columnActions)}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr
              key={order.id}
              data-testid="order-row"
              className={order.id === highlightId ? 'purchases-table__highlight' : undefined}
              aria-current={order.id === highlightId ? 'true' : undefined}
            >
              <th scope="row">{order.number}</th>
              <td>
                <FormattedDate value={order.createdAt} dateStyle="medium" />
              </td>
              <td>{intl.formatMessage(PRODUCT_LABEL[order.productCode])}</td>
              <td>{intl.formatNumber(order.quantity)}</td>
              <td>{formatMoney(intl, order.totalMinor, order.currency)}</td>
              <td>
                <span className={`ui-badge purchases-status purchases-status--${order.status.toLowerCase()}`}>
                  {intl.formatMessage(STATUS_LABEL[order.status])}
                </span>
              </td>
              <td>{order.receiptNumber ?? intl.formatMessage(messages.noReceipt)}</td>
              <td>
                <button
                  type="button"
                  className="ui-button ui-button--secondary"
                  aria-label={intl.formatMessage(viewReceiptOf, { number: order.number })}
                  onClick={() => onOpen(order)}
                >
                  {intl.formatMessage(messages.viewReceipt)}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
