import { defineMessage, defineMessages } from 'react-intl';

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
  code: { id: 'shell.reauth.code', defaultMessage: 'Verification code' },
  wrongCode: {
    id: 'shell.reauth.error.code',
    defaultMessage: 'The password or the verification code is not correct.',
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

export const networkBlocked = defineMessage<{ wait: string }>({
  id: 'shell.reauth.error.network-blocked',
  defaultMessage: 'Too many failed attempts from your network. Please try again in {wait}.',
});
export const codeHint = defineMessage<{ wait: string }>({
  id: 'shell.reauth.code-hint',
  defaultMessage:
    'Too many failed sign-ins for this account. Wait {wait} and try again, or sign in now with your password and a verification code: the code from your authenticator app if you use one, otherwise the 6-digit code we have just e-mailed to you (we send it only when the password is right).',
});
export const waitSeconds = defineMessage<{ seconds: number }>({
  id: 'shell.reauth.wait.seconds',
  defaultMessage: '{seconds, plural, one {# second} other {# seconds}}',
});
export const waitMinutes = defineMessage<{ minutes: number }>({
  id: 'shell.reauth.wait.minutes',
  defaultMessage: '{minutes, plural, one {# minute} other {# minutes}}',
});
export const waitHours = defineMessage<{ hours: number }>({
  id: 'shell.reauth.wait.hours',
  defaultMessage: '{hours, plural, one {# hour} other {# hours}}',
});
