import { useState } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import { useMutation, useQuery } from '@apollo/client/react';
import { ConfirmDialog, formatMoney } from '@portico/ui';
import { REFUND_ORDER } from '../graphql/mutations/refund-order';
import {
  ADMIN_ORDERS,
  ORDER_STATUSES,
  type AdminOrder,
  type OrderStatus,
} from '../graphql/queries/admin-orders';
import { useAdminList } from '../hooks/use-admin-list';
import { useAdminNotices } from '../hooks/use-admin-notices';
import {
  messages,
  orderItems,
  refundedNotice,
  refundedSummary,
  refundMessage,
  refundOf,
} from '../utils/messages';
import { AdminList } from './admin-list';

/** Every order, newest first, searched by number or buyer and filtered by status; paid ones can be refunded. */
export function OrdersPanel() {
  const intl = useIntl();
  const notices = useAdminNotices();
  const list = useAdminList();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [refunding, setRefunding] = useState<AdminOrder | null>(null);
  const query = useQuery(ADMIN_ORDERS, {
    variables: { ...list.variables, status: status || null },
    fetchPolicy: 'cache-and-network',
  });
  // The shown page stays while the next one (another search, filter or page) loads.
  const page = (query.data ?? query.previousData)?.adminOrders;
  const [refund] = useMutation(REFUND_ORDER, { refetchQueries: [ADMIN_ORDERS] });
  const total = (order: AdminOrder) => formatMoney(intl, order.totalMinor, order.currency);

  const confirmRefund = async () => {
    const order = refunding;
    setRefunding(null);
    if (order)
      await notices.run(
        () => refund({ variables: { orderId: order.id } }),
        ({ data }) =>
          intl.formatMessage(refundedNotice, {
            amount: formatMoney(intl, data?.refundOrder.refundedMinor ?? 0, order.currency),
            credits: data?.refundOrder.refundedCredits ?? 0,
          }),
      );
  };

  const statusFilter = (
    <div className="ui-field">
      <label htmlFor="admin-orders-status">{intl.formatMessage(messages.statusFilter)}</label>
      <select
        id="admin-orders-status"
        className="ui-select"
        value={status}
        onChange={(event) => {
          setStatus(event.target.value as OrderStatus | '');
          list.setOffset(0);
        }}
      >
        <option value="">{intl.formatMessage(messages.allStatuses)}</option>
        {ORDER_STATUSES.map((value) => (
          <option key={value} value={value}>
            {intl.formatMessage(messages[value])}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <>
      <AdminList
        id="admin-orders"
        title={intl.formatMessage(messages.ordersTab)}
        searchLabel={intl.formatMessage(messages.searchOrders)}
        control={list}
        query={query}
        list={page}
        filters={statusFilter}
        filtered={status !== ''}
        emptyText={intl.formatMessage(messages.ordersEmpty)}
        columns={[
          intl.formatMessage(messages.columnOrder),
          intl.formatMessage(messages.columnBuyer),
          intl.formatMessage(messages.columnProduct),
          intl.formatMessage(messages.columnTotal),
          intl.formatMessage(messages.columnStatus),
          intl.formatMessage(messages.columnCreated),
          intl.formatMessage(messages.columnActions),
        ]}
      >
        {page?.items.map((order) => (
          <tr key={order.id} data-testid="admin-order-row">
            <th scope="row">{order.number}</th>
            <td style={{ overflowWrap: 'anywhere' }}>{order.buyerEmail}</td>
            <td>
              {intl.formatMessage(orderItems, { product: order.productName, quantity: order.quantity })}
            </td>
            <td>{total(order)}</td>
            <td>
              <span className="ui-badge">{intl.formatMessage(messages[order.status])}</span>
              {order.status === 'REFUNDED' && (
                <small data-testid="admin-order-refunded" style={{ display: 'block' }}>
                  {intl.formatMessage(refundedSummary, {
                    amount: formatMoney(intl, order.refundedMinor, order.currency),
                    credits: order.refundedCredits,
                  })}
                </small>
              )}
            </td>
            <td>
              <FormattedDate value={order.createdAt} dateStyle="medium" timeStyle="short" />
            </td>
            <td>
              {order.status === 'PAID' && (
                <button
                  type="button"
                  className="ui-button ui-button--danger"
                  aria-label={intl.formatMessage(refundOf, { number: order.number })}
                  onClick={() => setRefunding(order)}
                >
                  {intl.formatMessage(messages.refund)}
                </button>
              )}
            </td>
          </tr>
        ))}
      </AdminList>
      {refunding && (
        <ConfirmDialog
          title={intl.formatMessage(messages.refundTitle)}
          message={intl.formatMessage(refundMessage, { number: refunding.number, total: total(refunding) })}
          confirmLabel={intl.formatMessage(messages.refundConfirm)}
          cancelLabel={intl.formatMessage(messages.cancel)}
          onConfirm={confirmRefund}
          onCancel={() => setRefunding(null)}
          danger
        />
      )}
    </>
  );
}
