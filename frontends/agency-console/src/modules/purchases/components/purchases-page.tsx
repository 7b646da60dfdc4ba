import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Pagination, pageOf } from '@portico/ui';
import { errorDetails } from '../../settings/utils/error-code';
import { CREDIT_BALANCE, PURCHASES, type Order } from '../graphql/queries/purchases';
import {
  CONFIRMATION_TIMING,
  usePaymentConfirmation,
  type ConfirmationTiming,
} from '../hooks/use-payment-confirmation';
import { messages, pageStatus } from '../utils/messages';
import { CreditSummary } from './credit-summary';
import { OrderTable } from './order-table';
import { PaymentNotice } from './payment-notice';
import { Receipt } from './receipt';
import '../purchases.css';

export const PURCHASES_PAGE_SIZE = 10;

/**
 * `/workspaces/{id}/purchases` (My Purchases): the workspace's credits, its orders page by page and
 * an order's receipt. `?order=<id>`, where the payment page sends the buyer back, highlights that
 * order and says when its payment is received.
 */
export function PurchasesPage({ timing = CONFIRMATION_TIMING }: { timing?: ConfirmationTiming }) {
  const intl = useIntl();
  const { workspaceId = '' } = useParams();
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const [offset, setOffset] = useState(0);
  const [openId, setOpenId] = useState<string | null>(orderId);
  const balance = useQuery(CREDIT_BALANCE, { variables: { workspaceId }, fetchPolicy: 'cache-and-network' });
  const purchases = useQuery(PURCHASES, {
    variables: { workspaceId, limit: PURCHASES_PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
  });
  const confirmation = usePaymentConfirmation(orderId, timing, () => {
    void balance.refetch();
    void purchases.refetch();
  });

  const list = purchases.data?.purchases;
  const { page, pages } = pageOf(offset, PURCHASES_PAGE_SIZE, list?.totalCount ?? 0);
  const forbidden = [purchases.error, balance.error].some(
    (error) => errorDetails(error).code === 'FORBIDDEN',
  );
  const opened: Order | undefined =
    list?.items.find((order) => order.id === openId) ??
    (confirmation.order?.id === openId ? confirmation.order : undefined);

  let body;
  if (forbidden) {
    body = (
      <p className="ui-form-error" role="alert">
        {intl.formatMessage(messages.accessDenied)}
      </p>
    );
  } else if (!list && purchases.loading) {
    body = <p role="status">{intl.formatMessage(messages.loading)}</p>;
  } else if (!list) {
    body = (
      <div className="ui-form-error" role="alert">
        <p>{intl.formatMessage(messages.loadFailed)}</p>
        <button
          type="button"
          className="ui-button ui-button--secondary"
          onClick={() => {
            void purchases.refetch();
            void balance.refetch();
          }}
        >
          {intl.formatMessage(messages.retry)}
        </button>
      </div>
    );
  } else {
    body = (
      <>
        {balance.data && <CreditSummary balance={balance.data.creditBalance} />}
        <section className="ui-section ui-no-print" aria-labelledby="purchases-orders-title">
          <h2 id="purchases-orders-title">{intl.formatMessage(messages.ordersTitle)}</h2>
          {list.totalCount === 0 ? (
            <>
              <p>{intl.formatMessage(messages.empty)}</p>
              <Link className="ui-button" to="/pricing">
                {intl.formatMessage(messages.seePricing)}
              </Link>
            </>
          ) : (
            <>
              <OrderTable orders={list.items} highlightId={orderId} onOpen={(order) => setOpenId(order.id)} />
              <Pagination
                offset={offset}
                limit={PURCHASES_PAGE_SIZE}
                totalCount={list.totalCount}
                onOffsetChange={setOffset}
                label={intl.formatMessage(messages.pages)}
                previousLabel={intl.formatMessage(messages.previous)}
                nextLabel={intl.formatMessage(messages.next)}
                status={intl.formatMessage(pageStatus, { page, pages })}
              />
            </>
          )}
        </section>
        {opened && <Receipt order={opened} onClose={() => setOpenId(null)} />}
      </>
    );
  }

  return (
    <article className="ui-page purchases-page">
      <h1 className="ui-page__title" tabIndex={-1}>
        {intl.formatMessage(messages.purchasesTitle)}
      </h1>
      <p className="ui-page__lead ui-no-print">{intl.formatMessage(messages.purchasesLead)}</p>
      {orderId && !forbidden && <PaymentNotice confirmation={confirmation} />}
      {body}
    </article>
  );
}
