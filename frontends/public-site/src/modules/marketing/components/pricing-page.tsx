import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatMoney } from '@portico/ui';
import { FailedState, LoadingState } from '../../content/components/load-states';
import { PageHeader } from '../../seo/components/page-header';
import type { CatalogProduct } from '../graphql/pricing-catalog';
import { usePricingCatalog } from '../hooks/use-pricing-catalog';
import { messages } from '../utils/messages';

const SAVING: MessageDescriptor = messages.pricingSaving;

interface Card {
  code: CatalogProduct['code'];
  slug: string;
  name: MessageDescriptor;
  text: MessageDescriptor;
  buy: MessageDescriptor;
}

/** Each product's card, in the order of the spec (Buy 1, then Buy 3+), with its checkout slug. */
const CARDS: Card[] = [
  {
    code: 'SINGLE_FORM',
    slug: 'single-form',
    name: messages.pricingSingleName,
    text: messages.pricingSingleText,
    buy: messages.pricingSingleBuy,
  },
  {
    code: 'FAMILY_PACK',
    slug: 'family-pack',
    name: messages.pricingFamilyName,
    text: messages.pricingFamilyText,
    buy: messages.pricingFamilyBuy,
  },
];

function ProductCard({ card, product }: { card: Card; product: CatalogProduct }) {
  const intl = useIntl();
  const values = { minQuantity: product.minQuantity, savingPercent: product.savingPercent };
  const id = `product-${card.slug}`;
  return (
    <li className="pub-card">
      <h2 id={id}>{intl.formatMessage(card.name)}</h2>
      <p className="pub-price">
        {formatMoney(intl, product.unitPriceMinor, product.currency)}{' '}
        <span className="pub-note">{intl.formatMessage(messages.pricingPerForm)}</span>
      </p>
      {product.savingPercent > 0 && (
        <p>
          <strong>{intl.formatMessage(SAVING, { savingPercent: product.savingPercent })}</strong>
        </p>
      )}
      <p>{intl.formatMessage(card.text, values)}</p>
      <Link className="ui-button" to={`/checkout/${card.slug}`} aria-describedby={id}>
        {intl.formatMessage(card.buy, values)}
      </Link>
    </li>
  );
}

/** Single Form and Family Pack with billing's prices (fetched with fetch: a static page). */
export function PricingPage() {
  const intl = useIntl();
  const catalog = usePricingCatalog();
  return (
    <article className="pub-page">
      <PageHeader
        title={intl.formatMessage(messages.pricingTitle)}
        lead={intl.formatMessage(messages.pricingLead)}
        description={intl.formatMessage(messages.pricingMetaDescription)}
      />
      {catalog.status === 'loading' && <LoadingState label={intl.formatMessage(messages.pricingLoading)} />}
      {catalog.status === 'failed' && (
        <FailedState
          message={intl.formatMessage(messages.pricingFailed)}
          retryLabel={intl.formatMessage(messages.pricingRetry)}
          onRetry={catalog.retry}
        />
      )}
      {catalog.status === 'ready' && (
        <ul className="pub-grid" aria-label={intl.formatMessage(messages.pricingProducts)}>
          {CARDS.map((card) => {
            const product = catalog.products.find((item) => item.code === card.code);
            return product ? <ProductCard key={card.code} card={card} product={product} /> : null;
          })}
        </ul>
      )}
      <section className="pub-section" aria-labelledby="pricing-credits">
        <h2 id="pricing-credits">{intl.formatMessage(messages.pricingCreditsTitle)}</h2>
        <p>{intl.formatMessage(messages.pricingCreditsText)}</p>
        <p className="pub-note">{intl.formatMessage(messages.pricingTaxNote)}</p>
      </section>
    </article>
  );
}
