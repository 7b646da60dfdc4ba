import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  reauthTitle: { id: 'shell.reauth.title', defaultMessage: 'Your session has expired' },
  reauthLead: {
    id: 'shell.reauth.lead',
    defaultMessage:
      'Log in again to continue. Your unsaved work stays on this page and is sent once you are back.',
  },
  loginTitle: { id: 'shell.reauth.login-title', defaultMessage: 'Log in to continue' },
  loginLead: {
    id: 'shell.reauth.login-lead',
    defaultMessage: 'This page needs your Portico account. Log in and it carries on where you are.',
  },
  email: { id: 'shell.reauth.email', defaultMessage: 'E-mail' },
  password: { id: 'shell.reauth.password', defaultMessage: 'Password' },
  totp: { id: 'shell.reauth.totp', defaultMessage: 'Authentication code' },
  reauthSubmit: { id: 'shell.reauth.submit', defaultMessage: 'Log in and continue' },
  cancel: { id: 'shell.reauth.cancel', defaultMessage: 'Cancel' },
  wrongCredentials: { id: 'shell.reauth.error.credentials', defaultMessage: 'Incorrect e-mail or password.' },
  wrongTotp: { id: 'shell.reauth.error.totp', defaultMessage: 'The authentication code is not correct.' },
  tooManyAttempts: {
    id: 'shell.reauth.error.too-many',
    defaultMessage: 'Too many attempts. Please wait a moment and try again.',
  },
  accountLocked: {
    id: 'shell.reauth.error.locked',
    defaultMessage:
      'Too many failed attempts. Your account is locked for 15 minutes; wait, or reset your password to unlock it now.',
  },
  networkBlocked: {
    id: 'shell.reauth.error.network-blocked',
    defaultMessage: 'Too many failed attempts from your network. Please try again in 15 minutes.',
  },
  serverError: {
    id: 'shell.reauth.error.server',
    defaultMessage: 'Something went wrong on our side. Please try again.',
  },
  networkError: {
    id: 'shell.reauth.error.network',
    defaultMessage: 'We could not reach Portico. Check your connection and try again.',
  },
});
