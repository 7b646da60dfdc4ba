import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'public-site.admin.title', defaultMessage: 'Administration' },
  lead: {
    id: 'public-site.admin.lead',
    defaultMessage: 'Accounts, workspaces, orders and coupons of the whole platform.',
  },
  loading: { id: 'public-site.admin.loading', defaultMessage: 'Loading…' },
  loadFailed: { id: 'public-site.admin.load-failed', defaultMessage: 'This list could not be loaded.' },
  retry: { id: 'public-site.admin.retry', defaultMessage: 'Try again' },
  signedOut: {
    id: 'public-site.admin.signed-out',
    defaultMessage: 'Log in with a platform administrator account to open the administration area.',
  },
  loginLink: { id: 'public-site.admin.login-link', defaultMessage: 'Log in' },
  deniedTitle: { id: 'public-site.admin.denied.title', defaultMessage: 'Access denied' },
  denied: {
    id: 'public-site.admin.denied',
    defaultMessage: 'Only Portico platform administrators can open this area.',
  },
  sections: { id: 'public-site.admin.sections', defaultMessage: 'Administration sections' },
  usersTab: { id: 'public-site.admin.users.tab', defaultMessage: 'Users' },
  workspacesTab: { id: 'public-site.admin.workspaces.tab', defaultMessage: 'Workspaces' },
  ordersTab: { id: 'public-site.admin.orders.tab', defaultMessage: 'Orders' },
  couponsTab: { id: 'public-site.admin.coupons.tab', defaultMessage: 'Coupons' },
  search: { id: 'public-site.admin.search', defaultMessage: 'Search' },
  searchUsers: { id: 'public-site.admin.users.search', defaultMessage: 'Search by e-mail address' },
  searchWorkspaces: {
    id: 'public-site.admin.workspaces.search',
    defaultMessage: "Search by name or a member's e-mail address",
  },
  searchOrders: {
    id: 'public-site.admin.orders.search',
    defaultMessage: "Search by order number or buyer's e-mail address",
  },
  noMatch: { id: 'public-site.admin.no-match', defaultMessage: 'Nothing matches this search.' },
  usersEmpty: { id: 'public-site.admin.users.empty', defaultMessage: 'No accounts yet.' },
  workspacesEmpty: { id: 'public-site.admin.workspaces.empty', defaultMessage: 'No workspaces yet.' },
  ordersEmpty: { id: 'public-site.admin.orders.empty', defaultMessage: 'No orders yet.' },
  couponsEmpty: { id: 'public-site.admin.coupons.empty', defaultMessage: 'No coupons yet.' },
  previous: { id: 'public-site.admin.previous', defaultMessage: 'Previous' },
  next: { id: 'public-site.admin.next', defaultMessage: 'Next' },
  columnEmail: { id: 'public-site.admin.column.email', defaultMessage: 'E-mail' },
  columnLanguage: { id: 'public-site.admin.column.language', defaultMessage: 'Language' },
  columnState: { id: 'public-site.admin.column.state', defaultMessage: 'State' },
  columnCreated: { id: 'public-site.admin.column.created', defaultMessage: 'Created' },
  columnWorkspaces: { id: 'public-site.admin.column.workspaces', defaultMessage: 'Workspaces' },
  columnName: { id: 'public-site.admin.column.name', defaultMessage: 'Name' },
  columnType: { id: 'public-site.admin.column.type', defaultMessage: 'Type' },
  columnMembers: { id: 'public-site.admin.column.members', defaultMessage: 'Members' },
  columnOrder: { id: 'public-site.admin.column.order', defaultMessage: 'Order' },
  columnBuyer: { id: 'public-site.admin.column.buyer', defaultMessage: 'Buyer' },
  columnProduct: { id: 'public-site.admin.column.product', defaultMessage: 'Product' },
  columnTotal: { id: 'public-site.admin.column.total', defaultMessage: 'Total' },
  columnStatus: { id: 'public-site.admin.column.status', defaultMessage: 'Status' },
  columnActions: { id: 'public-site.admin.column.actions', defaultMessage: 'Actions' },
  columnCode: { id: 'public-site.admin.column.code', defaultMessage: 'Code' },
  columnDiscount: { id: 'public-site.admin.column.discount', defaultMessage: 'Discount' },
  columnExpires: { id: 'public-site.admin.column.expires', defaultMessage: 'Expires' },
  columnRedemptions: { id: 'public-site.admin.column.redemptions', defaultMessage: 'Redemptions' },
  activated: { id: 'public-site.admin.users.activated', defaultMessage: 'Activated' },
  notActivated: { id: 'public-site.admin.users.not-activated', defaultMessage: 'Not activated' },
  personal: { id: 'public-site.admin.workspaces.personal', defaultMessage: 'Personal' },
  personalName: { id: 'public-site.admin.workspaces.personal-name', defaultMessage: 'Personal' },
  business: { id: 'public-site.admin.workspaces.business', defaultMessage: 'Business' },
  statusFilter: { id: 'public-site.admin.orders.status-filter', defaultMessage: 'Status' },
  allStatuses: { id: 'public-site.admin.orders.all-statuses', defaultMessage: 'All' },
  PENDING: { id: 'public-site.admin.orders.status.pending', defaultMessage: 'Pending' },
  PAID: { id: 'public-site.admin.orders.status.paid', defaultMessage: 'Paid' },
  CANCELLED: { id: 'public-site.admin.orders.status.cancelled', defaultMessage: 'Cancelled' },
  REFUNDED: { id: 'public-site.admin.orders.status.refunded', defaultMessage: 'Refunded' },
  refund: { id: 'public-site.admin.orders.refund', defaultMessage: 'Refund' },
  refundTitle: { id: 'public-site.admin.orders.refund.title', defaultMessage: 'Refund this order?' },
  refundConfirm: { id: 'public-site.admin.orders.refund.confirm', defaultMessage: 'Refund' },
  cancel: { id: 'public-site.admin.cancel', defaultMessage: 'Cancel' },
  doneTitle: { id: 'public-site.admin.done.title', defaultMessage: 'Done' },
  failedTitle: { id: 'public-site.admin.failed.title', defaultMessage: 'Not done' },
  failed: {
    id: 'public-site.admin.failed',
    defaultMessage: 'Portico could not do this. Check your connection and try again.',
  },
  couponsTitle: { id: 'public-site.admin.coupons.title', defaultMessage: 'Coupons' },
  newCoupon: { id: 'public-site.admin.coupons.new', defaultMessage: 'New coupon' },
  code: { id: 'public-site.admin.coupons.code', defaultMessage: 'Code' },
  codeHint: {
    id: 'public-site.admin.coupons.code.hint',
    defaultMessage: '3 to 32 letters, digits or dashes; buyers may type it in any case.',
  },
  codeMissing: { id: 'public-site.admin.coupons.code.missing', defaultMessage: 'Enter a code.' },
  codeInvalid: {
    id: 'public-site.admin.coupons.code.invalid',
    defaultMessage: 'Use 3 to 32 letters A-Z, digits or dashes.',
  },
  codeTaken: {
    id: 'public-site.admin.coupons.code.taken',
    defaultMessage: 'A coupon with this code exists.',
  },
  kind: { id: 'public-site.admin.coupons.kind', defaultMessage: 'Discount' },
  percent: { id: 'public-site.admin.coupons.kind.percent', defaultMessage: 'Percentage off' },
  fixed: { id: 'public-site.admin.coupons.kind.fixed', defaultMessage: 'Fixed amount off' },
  percentOff: { id: 'public-site.admin.coupons.percent-off', defaultMessage: 'Percentage (1 to 100)' },
  percentInvalid: {
    id: 'public-site.admin.coupons.percent-off.invalid',
    defaultMessage: 'Enter a whole number from 1 to 100.',
  },
  amountOff: { id: 'public-site.admin.coupons.amount-off', defaultMessage: 'Amount off (US dollars)' },
  amountInvalid: {
    id: 'public-site.admin.coupons.amount-off.invalid',
    defaultMessage: 'Enter an amount above 0 with at most two decimals, such as 5 or 4.50.',
  },
  expiresAt: { id: 'public-site.admin.coupons.expires-at', defaultMessage: 'Expiry date (optional)' },
  expiresHint: {
    id: 'public-site.admin.coupons.expires-at.hint',
    defaultMessage: 'The coupon works until the end of this day.',
  },
  expiresInvalid: {
    id: 'public-site.admin.coupons.expires-at.invalid',
    defaultMessage: 'Choose today or a later date.',
  },
  maxRedemptions: {
    id: 'public-site.admin.coupons.max-redemptions',
    defaultMessage: 'Maximum redemptions (optional)',
  },
  maxInvalid: {
    id: 'public-site.admin.coupons.max-redemptions.invalid',
    defaultMessage: 'Enter a whole number of 1 or more, or leave it empty for no limit.',
  },
  createCoupon: { id: 'public-site.admin.coupons.create', defaultMessage: 'Create coupon' },
  couponRefused: {
    id: 'public-site.admin.coupons.refused',
    defaultMessage: 'This coupon could not be created. Check the fields and try again.',
  },
  couponCreated: { id: 'public-site.admin.coupons.created', defaultMessage: 'The coupon was created.' },
  never: { id: 'public-site.admin.coupons.never', defaultMessage: 'Never' },
  couponACTIVE: { id: 'public-site.admin.coupons.state.active', defaultMessage: 'Active' },
  couponEXPIRED: { id: 'public-site.admin.coupons.state.expired', defaultMessage: 'Expired' },
  couponUSED_UP: { id: 'public-site.admin.coupons.state.used-up', defaultMessage: 'Used up' },
  couponDISABLED: { id: 'public-site.admin.coupons.state.disabled', defaultMessage: 'Disabled' },
  deactivate: { id: 'public-site.admin.coupons.deactivate', defaultMessage: 'Deactivate' },
  deactivateTitle: {
    id: 'public-site.admin.coupons.deactivate.title',
    defaultMessage: 'Deactivate this coupon?',
  },
  deactivated: {
    id: 'public-site.admin.coupons.deactivated',
    defaultMessage: 'The coupon was deactivated.',
  },
});

export const pageStatus = defineMessage<{ page: number; pages: number }>({
  id: 'public-site.admin.page-status',
  defaultMessage: 'Page {page} of {pages}',
});
export const listPages = defineMessage<{ list: string }>({
  id: 'public-site.admin.list-pages',
  defaultMessage: '{list}: pages',
});
export const refundMessage = defineMessage<{ number: string; total: string }>({
  id: 'public-site.admin.orders.refund.message',
  defaultMessage:
    'Only the form credits of order {number} ({total}) that are still unused are refunded: their share of the payment goes back through the payment provider and those credits are removed from the workspace. Credits already used for filings stay paid. This cannot be undone.',
});
export const refundedNotice = defineMessage<{ amount: string; credits: number }>({
  id: 'public-site.admin.orders.refunded',
  defaultMessage:
    '{amount} was refunded for {credits, plural, one {# unused form credit} other {# unused form credits}}, which were removed.',
});
export const refundedSummary = defineMessage<{ amount: string; credits: number }>({
  id: 'public-site.admin.orders.refunded-summary',
  defaultMessage: '{amount} back · {credits, plural, one {# credit} other {# credits}}',
});
export const refundOf = defineMessage<{ number: string }>({
  id: 'public-site.admin.orders.refund.label',
  defaultMessage: 'Refund order {number}',
});
export const deactivateMessage = defineMessage<{ code: string }>({
  id: 'public-site.admin.coupons.deactivate.message',
  defaultMessage: 'Buyers can no longer use {code}. Orders already paid with it keep their discount.',
});
export const deactivateOf = defineMessage<{ code: string }>({
  id: 'public-site.admin.coupons.deactivate.label',
  defaultMessage: 'Deactivate coupon {code}',
});
export const percentOffValue = defineMessage<{ percent: number | null }>({
  id: 'public-site.admin.coupons.percent-value',
  defaultMessage: '{percent}% off',
});
export const amountOffValue = defineMessage<{ amount: string }>({
  id: 'public-site.admin.coupons.amount-value',
  defaultMessage: '{amount} off',
});
export const redemptionsOf = defineMessage<{ used: number; max: number }>({
  id: 'public-site.admin.coupons.redemptions-of',
  defaultMessage: '{used} of {max}',
});
export const redemptionsNoLimit = defineMessage<{ used: number }>({
  id: 'public-site.admin.coupons.redemptions-no-limit',
  defaultMessage: '{used} (no limit)',
});
export const orderItems = defineMessage<{ product: string; quantity: number }>({
  id: 'public-site.admin.orders.items',
  defaultMessage: '{product} × {quantity}',
});
