import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  purchasesTitle: { id: 'agency-console.purchases.purchases.title', defaultMessage: 'My Purchases' },
  purchasesLead: {
    id: 'agency-console.purchases.purchases.lead',
    defaultMessage: 'The forms and packs bought for this workspace.',
  },
  creditsTitle: { id: 'agency-console.purchases.credits.title', defaultMessage: 'Form credits' },
  creditsAvailable: { id: 'agency-console.purchases.credits.available', defaultMessage: 'Available' },
  creditsPurchased: { id: 'agency-console.purchases.credits.purchased', defaultMessage: 'Purchased' },
  creditsUsed: { id: 'agency-console.purchases.credits.used', defaultMessage: 'Used for filings' },
  creditsRemoved: { id: 'agency-console.purchases.credits.removed', defaultMessage: 'Removed by refunds' },
  creditsHint: {
    id: 'agency-console.purchases.credits.hint',
    defaultMessage: 'Filing a DS-160 on CEAC uses one credit.',
  },
  buyMore: { id: 'agency-console.purchases.buy-more', defaultMessage: 'Buy credits' },
  ordersTitle: { id: 'agency-console.purchases.orders.title', defaultMessage: 'Orders' },
  loading: { id: 'agency-console.purchases.loading', defaultMessage: 'Loading your purchases…' },
  loadFailed: {
    id: 'agency-console.purchases.load-failed',
    defaultMessage: 'Your purchases could not be loaded.',
  },
  retry: { id: 'agency-console.purchases.retry', defaultMessage: 'Try again' },
  accessDenied: {
    id: 'agency-console.purchases.access-denied',
    defaultMessage: 'You are not a member of this workspace.',
  },
  empty: {
    id: 'agency-console.purchases.empty',
    defaultMessage: 'No purchases yet. One credit files one DS-160 form.',
  },
  seePricing: { id: 'agency-console.purchases.see-pricing', defaultMessage: 'See pricing' },
  columnOrder: { id: 'agency-console.purchases.column.order', defaultMessage: 'Order' },
  columnDate: { id: 'agency-console.purchases.column.date', defaultMessage: 'Date' },
  columnProduct: { id: 'agency-console.purchases.column.product', defaultMessage: 'Product' },
  columnQuantity: { id: 'agency-console.purchases.column.quantity', defaultMessage: 'Quantity' },
  columnTotal: { id: 'agency-console.purchases.column.total', defaultMessage: 'Total' },
  columnStatus: { id: 'agency-console.purchases.column.status', defaultMessage: 'Status' },
  columnReceipt: { id: 'agency-console.purchases.column.receipt', defaultMessage: 'Receipt number' },
  columnActions: { id: 'agency-console.purchases.column.actions', defaultMessage: 'Details' },
  viewReceipt: { id: 'agency-console.purchases.view-receipt', defaultMessage: 'View' },
  noReceipt: { id: 'agency-console.purchases.no-receipt', defaultMessage: '—' },
  pages: { id: 'agency-console.purchases.pages', defaultMessage: 'Pages of orders' },
  previous: { id: 'agency-console.purchases.previous', defaultMessage: 'Previous' },
  next: { id: 'agency-console.purchases.next', defaultMessage: 'Next' },
  statusPending: { id: 'agency-console.purchases.status.pending', defaultMessage: 'Awaiting payment' },
  statusPaid: { id: 'agency-console.purchases.status.paid', defaultMessage: 'Paid' },
  statusCancelled: { id: 'agency-console.purchases.status.cancelled', defaultMessage: 'Cancelled' },
  statusRefunded: { id: 'agency-console.purchases.status.refunded', defaultMessage: 'Refunded' },
  singleForm: { id: 'agency-console.purchases.product.single-form', defaultMessage: 'Single Form' },
  familyPack: { id: 'agency-console.purchases.product.family-pack', defaultMessage: 'Family Pack' },
  orderNumber: { id: 'agency-console.purchases.receipt.order-number', defaultMessage: 'Order number' },
  receiptNumber: { id: 'agency-console.purchases.receipt.receipt-number', defaultMessage: 'Receipt number' },
  ordered: { id: 'agency-console.purchases.receipt.ordered', defaultMessage: 'Ordered' },
  paid: { id: 'agency-console.purchases.receipt.paid', defaultMessage: 'Paid' },
  refunded: { id: 'agency-console.purchases.receipt.refunded', defaultMessage: 'Refunded' },
  buyer: { id: 'agency-console.purchases.receipt.buyer', defaultMessage: 'Buyer' },
  billedTo: { id: 'agency-console.purchases.receipt.location', defaultMessage: 'Tax location' },
  subtotal: { id: 'agency-console.purchases.receipt.subtotal', defaultMessage: 'Subtotal' },
  total: { id: 'agency-console.purchases.receipt.total', defaultMessage: 'Total' },
  status: { id: 'agency-console.purchases.receipt.status', defaultMessage: 'Status' },
  print: { id: 'agency-console.purchases.receipt.print', defaultMessage: 'Print' },
  close: { id: 'agency-console.purchases.receipt.close', defaultMessage: 'Close receipt' },
  confirming: {
    id: 'agency-console.purchases.notice.confirming',
    defaultMessage: 'Confirming your payment…',
  },
  stillConfirming: {
    id: 'agency-console.purchases.notice.still-confirming',
    defaultMessage:
      'Your payment is still being confirmed. The credits appear here as soon as it is; reload the page in a minute.',
  },
  paymentCancelled: {
    id: 'agency-console.purchases.notice.cancelled',
    defaultMessage: 'This payment was cancelled; nothing was charged.',
  },
  paymentRefunded: {
    id: 'agency-console.purchases.notice.refunded',
    defaultMessage: 'This order was refunded.',
  },
  orderNotFound: {
    id: 'agency-console.purchases.notice.not-found',
    defaultMessage: 'This order could not be found in this workspace.',
  },
});

export const paymentReceived = defineMessage<{ credits: string | number }>({
  id: 'agency-console.purchases.notice.paid',
  defaultMessage: 'Payment received: {credits, plural, one {# credit} other {# credits}} added.',
});

export const pageStatus = defineMessage<{ page: string | number; pages: string | number }>({
  id: 'agency-console.purchases.page-status',
  defaultMessage: 'Page {page} of {pages}',
});

export const viewReceiptOf = defineMessage<{ number: string | number }>({
  id: 'agency-console.purchases.view-receipt-of',
  defaultMessage: 'View the receipt of order {number}',
});

export const receiptOf = defineMessage<{ number: string | number }>({
  id: 'agency-console.purchases.receipt.of',
  defaultMessage: 'Receipt for order {number}',
});

export const quantityTimesPrice = defineMessage<{ quantity: string | number; unitPrice: string | number }>({
  id: 'agency-console.purchases.receipt.line',
  defaultMessage: '{quantity} × {unitPrice}',
});

export const discountWithCoupon = defineMessage<{ code: string | number }>({
  id: 'agency-console.purchases.receipt.discount-coupon',
  defaultMessage: 'Discount (coupon {code})',
});

export const discountLine = defineMessage({
  id: 'agency-console.purchases.receipt.discount',
  defaultMessage: 'Discount',
});

export const taxLine = defineMessage<{ rate: string | number }>({
  id: 'agency-console.purchases.receipt.tax',
  defaultMessage: 'Tax ({rate})',
});
/** A refund covers only the credits that were still unused: the money and those credits. */
export const refundedAmount = defineMessage<{ amount: string | number; credits: string | number }>({
  id: 'agency-console.purchases.receipt.refunded-amount',
  defaultMessage: '{amount} for {credits, plural, one {# unused form credit} other {# unused form credits}}',
});
export const refundedAmountTerm = defineMessage({
  id: 'agency-console.purchases.receipt.refunded-amount.term',
  defaultMessage: 'Refunded amount',
});
