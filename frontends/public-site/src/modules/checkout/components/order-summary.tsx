import { useIntl } from 'react-intl';
import { formatBasisPoints, formatMoney } from '@portico/ui';
import type { Quote } from '../graphql/queries/checkout-quote';
import { messages, taxLine } from '../utils/messages';

/** Subtotal, discount, tax (with its rate) and total of the latest quote; says when it is being updated. */
export function OrderSummary({
  quote,
  updating,
  failed,
  onRetry,
}: {
  quote: Quote | undefined;
  updating: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  const intl = useIntl();
  const money = (minor: number) => formatMoney(intl, minor, quote?.currency ?? 'USD');
  return (
    <section
      className="ui-section checkout-summary"
      aria-labelledby="checkout-summary-title"
      aria-busy={updating}
    >
      <h2 id="checkout-summary-title">{intl.formatMessage(messages.summaryTitle)}</h2>
      <p role="status" className="ui-hint">
        {updating ? intl.formatMessage(messages.updating) : ''}
      </p>
      {failed && !updating && (
        <div className="ui-form-error" role="alert">
          <p>{intl.formatMessage(messages.quoteFailed)}</p>
          <button type="button" className="ui-button ui-button--secondary" onClick={onRetry}>
            {intl.formatMessage(messages.retry)}
          </button>
        </div>
      )}
      {quote && (
        <dl className="checkout-summary__lines" data-testid="order-summary">
          <div>
            <dt>{intl.formatMessage(messages.subtotal)}</dt>
            <dd>{money(quote.subtotalMinor)}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(messages.discount)}</dt>
            <dd>{quote.discountMinor > 0 ? `−${money(quote.discountMinor)}` : money(0)}</dd>
          </div>
          <div>
            <dt>
              {intl.formatMessage(taxLine, { rate: formatBasisPoints(intl, quote.taxRateBasisPoints) })}
            </dt>
            <dd>{money(quote.taxMinor)}</dd>
          </div>
          <div className="checkout-summary__total">
            <dt>{intl.formatMessage(messages.total)}</dt>
            <dd>{money(quote.totalMinor)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
