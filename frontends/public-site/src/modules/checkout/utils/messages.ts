import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  checkoutTitle: { id: 'public-site.checkout.checkout.title', defaultMessage: 'Checkout' },
  checkoutLead: {
    id: 'public-site.checkout.checkout.lead',
    defaultMessage:
      'Review your cart, apply a coupon code and see your order summary. Taxes are computed at checkout.',
  },
});
