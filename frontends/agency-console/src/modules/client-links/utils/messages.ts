import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  clientLinksTitle: { id: 'agency-console.client-links.client-links.title', defaultMessage: 'Client links' },
  clientLinksLead: {
    id: 'agency-console.client-links.client-links.lead',
    defaultMessage: 'Create a link for a client, see the links you have sent, and revoke a link.',
  },
  accessDenied: { id: 'agency-console.client-links.access-denied', defaultMessage: 'Access denied' },
  businessOnly: {
    id: 'agency-console.client-links.business-only',
    defaultMessage: 'Client links can only be created in business workspaces.',
  },
  loading: { id: 'agency-console.client-links.loading', defaultMessage: 'Loading client links…' },
  loadFailed: {
    id: 'agency-console.client-links.load-failed',
    defaultMessage: 'Client links could not be loaded.',
  },
  retry: { id: 'agency-console.client-links.retry', defaultMessage: 'Try again' },
  empty: {
    id: 'agency-console.client-links.empty',
    defaultMessage: 'No links for this form yet. Create one below and send it to your client.',
  },
  listTitle: { id: 'agency-console.client-links.list.title', defaultMessage: 'Links sent for this form' },
  pages: { id: 'agency-console.client-links.list.pages', defaultMessage: 'Client link pages' },
  previous: { id: 'agency-console.client-links.previous', defaultMessage: 'Previous' },
  next: { id: 'agency-console.client-links.next', defaultMessage: 'Next' },
  columnAccessId: { id: 'agency-console.client-links.column.access-id', defaultMessage: 'Access id' },
  columnClient: { id: 'agency-console.client-links.column.client', defaultMessage: 'Client' },
  columnPermissions: { id: 'agency-console.client-links.column.permissions', defaultMessage: 'Permissions' },
  columnCreated: { id: 'agency-console.client-links.column.created', defaultMessage: 'Created' },
  columnExpires: { id: 'agency-console.client-links.column.expires', defaultMessage: 'Expires' },
  columnLastAccessed: {
    id: 'agency-console.client-links.column.last-accessed',
    defaultMessage: 'Last accessed',
  },
  columnUses: { id: 'agency-console.client-links.column.uses', defaultMessage: 'Uses' },
  columnState: { id: 'agency-console.client-links.column.state', defaultMessage: 'State' },
  columnActions: { id: 'agency-console.client-links.column.actions', defaultMessage: 'Actions' },
  never: { id: 'agency-console.client-links.never', defaultMessage: 'Never' },
  stateActive: { id: 'agency-console.client-links.state.active', defaultMessage: 'Active' },
  stateRevoked: { id: 'agency-console.client-links.state.revoked', defaultMessage: 'Revoked' },
  stateExpired: { id: 'agency-console.client-links.state.expired', defaultMessage: 'Expired' },
  stateUsedUp: { id: 'agency-console.client-links.state.used-up', defaultMessage: 'Used up' },
  permissionRead: { id: 'agency-console.client-links.permission.read', defaultMessage: 'Read' },
  permissionFill: { id: 'agency-console.client-links.permission.fill', defaultMessage: 'Fill' },
  permissionSubmit: { id: 'agency-console.client-links.permission.submit', defaultMessage: 'Submit' },
  permissionViewStatus: {
    id: 'agency-console.client-links.permission.view-status',
    defaultMessage: 'View status',
  },
  permissionReadHint: {
    id: 'agency-console.client-links.permission.read.hint',
    defaultMessage: 'View the form and its answers.',
  },
  permissionFillHint: {
    id: 'agency-console.client-links.permission.fill.hint',
    defaultMessage: 'Enter and change answers.',
  },
  permissionSubmitHint: {
    id: 'agency-console.client-links.permission.submit.hint',
    defaultMessage: 'Submit the completed form.',
  },
  permissionViewStatusHint: {
    id: 'agency-console.client-links.permission.view-status.hint',
    defaultMessage: 'Check the submission status and results.',
  },
  revoke: { id: 'agency-console.client-links.revoke', defaultMessage: 'Revoke' },
  revokeTitle: { id: 'agency-console.client-links.revoke.title', defaultMessage: 'Revoke this link?' },
  revokeConfirm: {
    id: 'agency-console.client-links.revoke.confirm',
    defaultMessage: 'Are you sure you want to revoke this token? This action cannot be undone.',
  },
  cancel: { id: 'agency-console.client-links.cancel', defaultMessage: 'Cancel' },
  revoked: { id: 'agency-console.client-links.revoked', defaultMessage: 'The link was revoked.' },
  doneTitle: { id: 'agency-console.client-links.done.title', defaultMessage: 'Done' },
  failedTitle: { id: 'agency-console.client-links.failed.title', defaultMessage: 'Not done' },
  failed: {
    id: 'agency-console.client-links.failed',
    defaultMessage: 'That did not work. Please try again.',
  },
  createTitle: { id: 'agency-console.client-links.create.title', defaultMessage: 'Create a link' },
  clientName: { id: 'agency-console.client-links.create.client-name', defaultMessage: 'Client name' },
  clientEmail: { id: 'agency-console.client-links.create.client-email', defaultMessage: 'Client e-mail' },
  permissions: { id: 'agency-console.client-links.create.permissions', defaultMessage: 'Permissions' },
  expiresInDays: {
    id: 'agency-console.client-links.create.expires-in-days',
    defaultMessage: 'Expires in (days)',
  },
  maxUses: {
    id: 'agency-console.client-links.create.max-uses',
    defaultMessage: 'Maximum number of uses (optional)',
  },
  maxUsesHint: {
    id: 'agency-console.client-links.create.max-uses.hint',
    defaultMessage: 'A use is counted when the client starts working in a browser, not when a page opens.',
  },
  defaultLanguage: {
    id: 'agency-console.client-links.create.default-language',
    defaultMessage: "Client's language",
  },
  sendEmail: {
    id: 'agency-console.client-links.create.send-email',
    defaultMessage: 'E-mail the link to the client now',
  },
  create: { id: 'agency-console.client-links.create.submit', defaultMessage: 'Create link' },
  creating: { id: 'agency-console.client-links.create.creating', defaultMessage: 'Creating…' },
  nameInvalid: {
    id: 'agency-console.client-links.create.name-invalid',
    defaultMessage: 'Enter the client name (up to 200 characters).',
  },
  emailInvalid: {
    id: 'agency-console.client-links.create.email-invalid',
    defaultMessage: 'Enter a valid e-mail address.',
  },
  permissionsInvalid: {
    id: 'agency-console.client-links.create.permissions-invalid',
    defaultMessage: 'Choose at least one permission.',
  },
  expiryInvalid: {
    id: 'agency-console.client-links.create.expiry-invalid',
    defaultMessage: 'Enter a whole number of days from 1 to 365.',
  },
  maxUsesInvalid: {
    id: 'agency-console.client-links.create.max-uses-invalid',
    defaultMessage: 'Enter a whole number from 1 to 10000, or leave it empty.',
  },
  emailUndeliverable: {
    id: 'agency-console.client-links.create.email-undeliverable',
    defaultMessage:
      'This address cannot receive e-mail, so the link was not created. Check the address for typing mistakes, or untick “E-mail the link to the client now” and send the link another way.',
  },
  emailBudget: {
    id: 'agency-console.client-links.create.email-budget',
    defaultMessage:
      'This address has already received several e-mails from Portico recently, so the link was not created. Wait a little, or untick “E-mail the link to the client now”, create the link and send it yourself.',
  },
  mailUnavailable: {
    id: 'agency-console.client-links.create.mail-unavailable',
    defaultMessage:
      'The e-mail could not be sent just now, so the link was not created. Try again in a few minutes, or untick “E-mail the link to the client now” and send the link yourself.',
  },
  formInvalid: {
    id: 'agency-console.client-links.create.form-invalid',
    defaultMessage: 'This form cannot get client links (it was archived or removed).',
  },
  createdTitle: { id: 'agency-console.client-links.created.title', defaultMessage: 'Link created' },
  createdOnce: {
    id: 'agency-console.client-links.created.once',
    defaultMessage:
      'Copy the link now: for your client’s safety it is shown only once. If it is lost, revoke it and create a new one.',
  },
  urlLabel: { id: 'agency-console.client-links.created.url', defaultMessage: 'Shareable URL' },
  copy: { id: 'agency-console.client-links.created.copy', defaultMessage: 'Copy URL' },
  copied: {
    id: 'agency-console.client-links.created.copied',
    defaultMessage: 'The URL is on your clipboard.',
  },
  copyFailed: {
    id: 'agency-console.client-links.created.copy-failed',
    defaultMessage: 'Copying failed. Select the URL and copy it yourself.',
  },
  send: { id: 'agency-console.client-links.created.send', defaultMessage: 'Send by e-mail' },
  sending: { id: 'agency-console.client-links.created.sending', defaultMessage: 'Sending…' },
  sendUndeliverable: {
    id: 'agency-console.client-links.created.send-undeliverable',
    defaultMessage:
      'This address cannot receive e-mail. Copy the link and send it to your client another way.',
  },
  sendBudget: {
    id: 'agency-console.client-links.created.send-budget',
    defaultMessage:
      'This address has already received several e-mails from Portico recently. Wait a little, or copy the link and send it yourself.',
  },
  sendUnavailable: {
    id: 'agency-console.client-links.created.send-unavailable',
    defaultMessage:
      'The e-mail could not be sent just now. Try again in a few minutes, or copy the link and send it yourself.',
  },
  close: { id: 'agency-console.client-links.created.close', defaultMessage: 'Done' },
});

export const emailedTo = defineMessage<{ email: string }>({
  id: 'agency-console.client-links.emailed-to',
  defaultMessage: 'The link was e-mailed to {email}.',
});
export const pageStatus = defineMessage<{ page: number; pages: number }>({
  id: 'agency-console.client-links.page-status',
  defaultMessage: 'Page {page} of {pages}',
});
export const usesOf = defineMessage<{ uses: number; max: number }>({
  id: 'agency-console.client-links.uses-of',
  defaultMessage: '{uses} of {max}',
});
export const revokeLinkOf = defineMessage<{ name: string }>({
  id: 'agency-console.client-links.revoke.label',
  defaultMessage: 'Revoke the link of {name}',
});
export const forFormLabel = defineMessage<{ name: string }>({
  id: 'agency-console.client-links.for-form',
  defaultMessage: 'For the form {name}',
});
