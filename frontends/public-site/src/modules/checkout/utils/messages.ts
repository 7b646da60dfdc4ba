import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  checkoutTitle: { id: 'public-site.checkout.checkout.title', defaultMessage: 'Checkout' },
  checkoutLead: {
    id: 'public-site.checkout.checkout.lead',
    defaultMessage:
      'Review your cart, apply a coupon code and see your order summary. Taxes are computed at checkout.',
  },
  singleFormName: { id: 'public-site.checkout.product.single-form', defaultMessage: 'Single Form' },
  singleFormHint: {
    id: 'public-site.checkout.product.single-form.hint',
    defaultMessage: 'One credit files one DS-160 form. Buy 1 to 10.',
  },
  familyPackName: { id: 'public-site.checkout.product.family-pack', defaultMessage: 'Family Pack' },
  familyPackHint: {
    id: 'public-site.checkout.product.family-pack.hint',
    defaultMessage: 'Three forms or more, each at a lower price. One credit files one DS-160 form.',
  },
  cartTitle: { id: 'public-site.checkout.cart.title', defaultMessage: 'Your cart' },
  product: { id: 'public-site.checkout.cart.product', defaultMessage: 'Product' },
  unitPrice: { id: 'public-site.checkout.cart.unit-price', defaultMessage: 'Price per form' },
  quantity: { id: 'public-site.checkout.cart.quantity', defaultMessage: 'Quantity' },
  decrease: { id: 'public-site.checkout.cart.decrease', defaultMessage: 'One less' },
  increase: { id: 'public-site.checkout.cart.increase', defaultMessage: 'One more' },
  coupon: { id: 'public-site.checkout.coupon.label', defaultMessage: 'Coupon code' },
  applyCoupon: { id: 'public-site.checkout.coupon.apply', defaultMessage: 'Apply' },
  removeCoupon: { id: 'public-site.checkout.coupon.remove', defaultMessage: 'Remove coupon' },
  couponFormat: {
    id: 'public-site.checkout.coupon.format',
    defaultMessage: 'A coupon code has 3 to 32 letters, digits or hyphens.',
  },
  couponInvalid: {
    id: 'public-site.checkout.coupon.invalid',
    defaultMessage: 'This coupon code is not valid.',
  },
  couponExpired: {
    id: 'public-site.checkout.coupon.expired',
    defaultMessage: 'This coupon code has expired.',
  },
  couponUsedUp: {
    id: 'public-site.checkout.coupon.used-up',
    defaultMessage: 'This coupon code has been used up.',
  },
  country: { id: 'public-site.checkout.buyer.country', defaultMessage: 'Country' },
  countryRequired: {
    id: 'public-site.checkout.buyer.country-required',
    defaultMessage: 'Choose your country.',
  },
  region: { id: 'public-site.checkout.buyer.region', defaultMessage: 'State' },
  chooseRegion: { id: 'public-site.checkout.buyer.choose-region', defaultMessage: 'Choose a state' },
  regionRequired: {
    id: 'public-site.checkout.buyer.region-required',
    defaultMessage: 'Choose your state: US sales tax depends on it.',
  },
  taxHint: {
    id: 'public-site.checkout.buyer.hint',
    defaultMessage: 'Tax is computed from where you live.',
  },
  summaryTitle: { id: 'public-site.checkout.summary.title', defaultMessage: 'Order summary' },
  subtotal: { id: 'public-site.checkout.summary.subtotal', defaultMessage: 'Subtotal' },
  discount: { id: 'public-site.checkout.summary.discount', defaultMessage: 'Discount' },
  total: { id: 'public-site.checkout.summary.total', defaultMessage: 'Total' },
  updating: { id: 'public-site.checkout.summary.updating', defaultMessage: 'Updating the order summary…' },
  quoteFailed: {
    id: 'public-site.checkout.summary.failed',
    defaultMessage: 'The order summary could not be computed.',
  },
  retry: { id: 'public-site.checkout.retry', defaultMessage: 'Try again' },
  payTitle: { id: 'public-site.checkout.pay.title', defaultMessage: 'Payment' },
  signInToPay: {
    id: 'public-site.checkout.pay.sign-in',
    defaultMessage: 'Log in or create an account to pay. Your cart stays as it is.',
  },
  logIn: { id: 'public-site.checkout.pay.log-in', defaultMessage: 'Log in to pay' },
  signUp: { id: 'public-site.checkout.pay.sign-up', defaultMessage: 'Create an account' },
  activateFirst: {
    id: 'public-site.checkout.pay.activate',
    defaultMessage: 'Activate your account before you pay.',
  },
  activate: { id: 'public-site.checkout.pay.activate-link', defaultMessage: 'Activate my account' },
  workspace: { id: 'public-site.checkout.pay.workspace', defaultMessage: 'Add the credits to' },
  personalWorkspace: { id: 'public-site.checkout.pay.workspace.personal', defaultMessage: 'Personal' },
  workspaceHint: {
    id: 'public-site.checkout.pay.workspace.hint',
    defaultMessage: 'Every member of this workspace can use the credits.',
  },
  workspacesLoading: {
    id: 'public-site.checkout.pay.workspaces-loading',
    defaultMessage: 'Loading your workspaces…',
  },
  workspacesFailed: {
    id: 'public-site.checkout.pay.workspaces-failed',
    defaultMessage: 'Your workspaces could not be loaded.',
  },
  pay: { id: 'public-site.checkout.pay.button', defaultMessage: 'Pay' },
  paying: { id: 'public-site.checkout.pay.busy', defaultMessage: 'Opening the payment page…' },
  payFailed: {
    id: 'public-site.checkout.pay.failed',
    defaultMessage: 'The payment could not be started. Nothing was charged; try again.',
  },
  payRefused: {
    id: 'public-site.checkout.pay.refused',
    defaultMessage: 'You may not buy credits for this workspace.',
  },
  cancelled: {
    id: 'public-site.checkout.cancelled',
    defaultMessage: 'Payment cancelled, nothing was charged.',
  },
  sessionLoading: {
    id: 'public-site.checkout.session-loading',
    defaultMessage: 'Checking who is signed in…',
  },
});

export const quantityRange = defineMessage<{ min: string | number; max: string | number }>({
  id: 'public-site.checkout.cart.quantity.range',
  defaultMessage: 'Choose a quantity from {min} to {max}.',
});

export const familyPackMinimum = defineMessage<{ min: string | number; max: string | number }>({
  id: 'public-site.checkout.cart.quantity.family-minimum',
  defaultMessage: 'The Family Pack is for {min} forms or more (up to {max}).',
});

export const couponApplied = defineMessage<{ code: string | number }>({
  id: 'public-site.checkout.coupon.applied',
  defaultMessage: 'Coupon {code} applied.',
});

export const taxLine = defineMessage<{ rate: string | number }>({
  id: 'public-site.checkout.summary.tax',
  defaultMessage: 'Tax ({rate})',
});

export const payAmount = defineMessage<{ amount: string | number }>({
  id: 'public-site.checkout.pay.amount',
  defaultMessage: 'Pay {amount}',
});
