import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { FormikProvider, useFormik } from 'formik';
import { formatMoney, useLocale } from '@portico/ui';
import { apiError } from '../../account/utils/api-error';
import { START_CHECKOUT } from '../graphql/mutations/start-checkout';
import { CHECKOUT_QUOTE, type CouponStatus, type QuoteInput } from '../graphql/queries/checkout-quote';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import {
  COUPON_PATTERN,
  cartSchema,
  quantityMessage,
  validQuantity,
  type CartValues,
} from '../utils/cart-schema';
import { cartSearch, normalizeCoupon, readCart } from '../utils/cart-query';
import { couponApplied, messages, payAmount } from '../utils/messages';
import type { CartProduct } from '../utils/products';
import { BuyerLocation } from './buyer-location';
import { OrderSummary } from './order-summary';
import { PayPanel } from './pay-panel';

/** How long the cart waits after the last change before it asks billing for new figures. */
export const QUOTE_DEBOUNCE_MS = 300;

const COUPON_REFUSALS: Partial<Record<CouponStatus | string, keyof typeof messages>> = {
  INVALID: 'couponInvalid',
  EXPIRED: 'couponExpired',
  USED_UP: 'couponUsedUp',
  COUPON_INVALID: 'couponInvalid',
  COUPON_EXPIRED: 'couponExpired',
  COUPON_USED_UP: 'couponUsedUp',
};

/** Sends the browser to the payment provider's page (a prop so tests can watch it). */
export type Leave = (url: string) => void;

/**
 * The cart of one product: quantity, coupon, where the buyer lives, the live order summary, and
 * payment. What the visitor chose stays in the address (?quantity=&coupon=&country=&region=).
 */
export function CartForm({ product, leave }: { product: CartProduct; leave: Leave }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [initial] = useState(() => readCart(params, product));
  const [appliedCoupon, setAppliedCoupon] = useState(initial.coupon);
  const [couponFormatError, setCouponFormatError] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const couponInput = useRef<HTMLInputElement>(null);
  const [startCheckout] = useMutation(START_CHECKOUT);
  const schema = useMemo(() => cartSchema(intl, product), [intl, product]);

  const formik = useFormik<CartValues>({
    initialValues: {
      quantity: String(initial.quantity),
      couponCode: initial.coupon,
      country: initial.country,
      region: initial.region,
      workspaceId: '',
    },
    validationSchema: schema,
    onSubmit: (values) => pay(values),
  });
  const { values } = formik;
  const quantity = validQuantity(values.quantity, product);
  const region = values.country === 'US' && values.region ? values.region : null;

  // The figures: billing computes them (anyone may ask; nothing is stored), a moment after the last change.
  const quoteInput: QuoteInput | null =
    quantity === null
      ? null
      : {
          productCode: product.code,
          quantity,
          couponCode: appliedCoupon || null,
          country: values.country,
          region,
        };
  const settled = useDebouncedValue(quoteInput, QUOTE_DEBOUNCE_MS);
  const quoteQuery = useQuery(CHECKOUT_QUOTE, {
    variables: { input: settled ?? { productCode: product.code, quantity: 1, country: 'US' } },
    skip: !settled,
  });
  const waiting = JSON.stringify(quoteInput) !== JSON.stringify(settled);
  const updating = !!quoteInput && (waiting || quoteQuery.loading);
  const quote = quoteInput ? (quoteQuery.data ?? quoteQuery.previousData)?.checkoutQuote : undefined;
  const current = !updating && !!quote;

  // The address follows the cart, so logging in (or reloading) comes back to the same cart.
  const search = cartSearch({
    quantity: quantity ?? initial.quantity,
    coupon: appliedCoupon,
    country: values.country,
    region: values.region,
  });
  useEffect(() => {
    if (`?${params.toString()}` !== search) setParams(new URLSearchParams(search), { replace: true });
  }, [search, params, setParams]);

  const couponRefusal =
    current && appliedCoupon && quote.couponCode === appliedCoupon
      ? COUPON_REFUSALS[quote.couponStatus]
      : undefined;

  const applyCoupon = () => {
    const code = normalizeCoupon(values.couponCode);
    setPayError(null);
    if (code && !COUPON_PATTERN.test(code)) {
      setCouponFormatError(true);
      return;
    }
    setCouponFormatError(false);
    void formik.setFieldValue('couponCode', code, false);
    setAppliedCoupon(code);
  };
  const removeCoupon = () => {
    setCouponFormatError(false);
    void formik.setFieldValue('couponCode', '', false);
    setAppliedCoupon('');
    couponInput.current?.focus();
  };
  const onCouponKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    applyCoupon();
  };

  async function pay(submitted: CartValues) {
    setPayError(null);
    const paid = validQuantity(submitted.quantity, product);
    if (paid === null || !submitted.workspaceId) return;
    // A code typed but not applied is applied first: the buyer sees its figures before paying.
    if (normalizeCoupon(submitted.couponCode) !== appliedCoupon) {
      applyCoupon();
      return;
    }
    if (couponRefusal) {
      setPayError(intl.formatMessage(messages[couponRefusal]));
      couponInput.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const { data } = await startCheckout({
        variables: {
          input: {
            workspaceId: submitted.workspaceId,
            productCode: product.code,
            quantity: paid,
            couponCode: appliedCoupon || null,
            country: submitted.country,
            region: submitted.country === 'US' ? submitted.region : null,
            locale,
            // One key per attempt: a retried request of this attempt answers the same order.
            idempotencyKey: crypto.randomUUID(),
          },
        },
      });
      if (!data) throw new Error('no checkout session');
      leave(data.startCheckout.checkoutUrl);
    } catch (error) {
      setBusy(false);
      const { code } = apiError(error);
      const refusal = code ? COUPON_REFUSALS[code] : undefined;
      setPayError(
        intl.formatMessage(
          refusal ? messages[refusal] : code === 'FORBIDDEN' ? messages.payRefused : messages.payFailed,
        ),
      );
    }
  }

  const money = (minor: number) => formatMoney(intl, minor, quote?.currency ?? 'USD');
  const productName = intl.formatMessage(
    product.code === 'FAMILY_PACK' ? messages.familyPackName : messages.singleFormName,
  );
  const step = (delta: number) => {
    const next = Math.min(
      product.maxQuantity,
      Math.max(product.minQuantity, (quantity ?? product.minQuantity) + delta),
    );
    void formik.setFieldValue('quantity', String(next));
  };
  const quantityInvalid = quantity === null;
  const couponMessageId = 'checkout-coupon-message';

  return (
    <FormikProvider value={formik}>
      <form className="checkout" noValidate onSubmit={formik.handleSubmit}>
        <section className="ui-section checkout__cart" aria-labelledby="checkout-cart-title">
          <h2 id="checkout-cart-title">{intl.formatMessage(messages.cartTitle)}</h2>
          <dl className="checkout__product">
            <div>
              <dt>{intl.formatMessage(messages.product)}</dt>
              <dd>
                <strong>{productName}</strong>
                <br />
                <span className="ui-hint">
                  {intl.formatMessage(
                    product.code === 'FAMILY_PACK' ? messages.familyPackHint : messages.singleFormHint,
                  )}
                </span>
              </dd>
            </div>
            <div>
              <dt>{intl.formatMessage(messages.unitPrice)}</dt>
              <dd data-testid="unit-price">{quote ? money(quote.unitPriceMinor) : '…'}</dd>
            </div>
          </dl>

          <div className="ui-field">
            <label className="ui-field__label" htmlFor="checkout-quantity">
              {intl.formatMessage(messages.quantity)}
            </label>
            <div className="checkout__stepper">
              <button
                type="button"
                className="ui-button ui-button--secondary"
                aria-label={intl.formatMessage(messages.decrease)}
                aria-controls="checkout-quantity"
                disabled={quantity !== null && quantity <= product.minQuantity}
                onClick={() => step(-1)}
              >
                −
              </button>
              <input
                id="checkout-quantity"
                className="ui-input checkout__quantity"
                inputMode="numeric"
                autoComplete="off"
                aria-invalid={quantityInvalid || undefined}
                aria-describedby="checkout-quantity-hint"
                {...formik.getFieldProps('quantity')}
              />
              <button
                type="button"
                className="ui-button ui-button--secondary"
                aria-label={intl.formatMessage(messages.increase)}
                aria-controls="checkout-quantity"
                disabled={quantity !== null && quantity >= product.maxQuantity}
                onClick={() => step(1)}
              >
                +
              </button>
            </div>
            <p
              id="checkout-quantity-hint"
              className={quantityInvalid ? 'ui-error' : 'ui-hint'}
              role={quantityInvalid ? 'alert' : undefined}
            >
              {quantityMessage(intl, product)}
            </p>
          </div>

          <div className="ui-field">
            <label className="ui-field__label" htmlFor="checkout-coupon">
              {intl.formatMessage(messages.coupon)}
            </label>
            <div className="checkout__coupon">
              <input
                id="checkout-coupon"
                ref={couponInput}
                className="ui-input"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={32}
                aria-invalid={couponFormatError || !!couponRefusal || undefined}
                aria-describedby={couponMessageId}
                {...formik.getFieldProps('couponCode')}
                onKeyDown={onCouponKey}
              />
              <button type="button" className="ui-button ui-button--secondary" onClick={applyCoupon}>
                {intl.formatMessage(messages.applyCoupon)}
              </button>
              {appliedCoupon && (
                <button type="button" className="ui-button ui-button--secondary" onClick={removeCoupon}>
                  {intl.formatMessage(messages.removeCoupon)}
                </button>
              )}
            </div>
            <div id={couponMessageId}>
              {couponFormatError && (
                <p className="ui-error" role="alert">
                  {intl.formatMessage(messages.couponFormat)}
                </p>
              )}
              {couponRefusal && (
                <p className="ui-error" role="alert" data-testid="coupon-refusal">
                  {intl.formatMessage(messages[couponRefusal])}
                </p>
              )}
              {current && !couponFormatError && appliedCoupon && quote.couponStatus === 'VALID' && (
                <p className="ui-hint" role="status">
                  {intl.formatMessage(couponApplied, { code: appliedCoupon })}
                </p>
              )}
            </div>
          </div>

          <BuyerLocation />
        </section>

        <div className="checkout__side">
          <OrderSummary
            quote={quote}
            updating={updating}
            failed={!!quoteInput && !!quoteQuery.error}
            onRetry={() => void quoteQuery.refetch()}
          />
          {payError && (
            <p className="ui-form-error" role="alert">
              {payError}
            </p>
          )}
          <PayPanel
            returnTo={`${location.pathname}${search}`}
            busy={busy}
            payLabel={
              quote && !updating
                ? intl.formatMessage(payAmount, { amount: money(quote.totalMinor) })
                : intl.formatMessage(messages.pay)
            }
          />
        </div>
      </form>
    </FormikProvider>
  );
}
