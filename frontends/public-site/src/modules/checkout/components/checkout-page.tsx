import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { NotFoundPage } from '../../errors/components/not-found-page';
import { PageHeader } from '../../seo/components/page-header';
import { productOfSlug } from '../utils/products';
import { messages } from '../utils/messages';
import { CartForm, type Leave } from './cart-form';
import '../checkout.css';

const toProvider: Leave = (url) => window.location.assign(url);

/** `/checkout/:productCode` (single-form, family-pack): the cart, its live summary and payment. */
export function CheckoutPage({ leave = toProvider }: { leave?: Leave }) {
  const intl = useIntl();
  const { productCode } = useParams();
  const [params] = useSearchParams();
  // Said once, on the way back from the provider's Cancel: the address forgets it as the cart changes.
  const [cancelled] = useState(() => params.get('cancelled') === '1');
  const product = productOfSlug(productCode);
  if (!product) return <NotFoundPage />;
  return (
    <article className="ui-page checkout-page">
      <PageHeader
        title={intl.formatMessage(messages.checkoutTitle)}
        lead={intl.formatMessage(messages.checkoutLead)}
      />
      {cancelled && (
        <p className="ui-form-error" role="status">
          {intl.formatMessage(messages.cancelled)}
        </p>
      )}
      <CartForm key={product.slug} product={product} leave={leave} />
    </article>
  );
}
