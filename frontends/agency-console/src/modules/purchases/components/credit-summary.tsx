import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CreditBalance } from '../graphql/queries/purchases';
import { messages } from '../utils/messages';

/** Credits available to file forms, and where they came from and went. */
export function CreditSummary({ balance }: { balance: CreditBalance }) {
  const intl = useIntl();
  return (
    <section className="ui-section purchases-credits ui-no-print" aria-labelledby="purchases-credits-title">
      <h2 id="purchases-credits-title">{intl.formatMessage(messages.creditsTitle)}</h2>
      <dl className="purchases-credits__figures" data-testid="credits">
        <div className="purchases-credits__available">
          <dt>{intl.formatMessage(messages.creditsAvailable)}</dt>
          <dd>{intl.formatNumber(balance.available)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.creditsPurchased)}</dt>
          <dd>{intl.formatNumber(balance.purchased)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.creditsUsed)}</dt>
          <dd>{intl.formatNumber(balance.used)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.creditsRemoved)}</dt>
          <dd>{intl.formatNumber(balance.removed)}</dd>
        </div>
      </dl>
      <p className="ui-hint">{intl.formatMessage(messages.creditsHint)}</p>
      <Link className="ui-button ui-button--secondary" to="/pricing">
        {intl.formatMessage(messages.buyMore)}
      </Link>
    </section>
  );
}
