import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  activateTitle: { id: 'public-site.auth.activate.title', defaultMessage: 'Activate your account' },
  activateLoggedOut: {
    id: 'public-site.auth.activate.logged-out',
    defaultMessage: 'Log in to enter the activation code we sent to your e-mail address.',
  },
  alreadyActive: {
    id: 'public-site.auth.activate.already-active',
    defaultMessage: 'Your account is already active.',
  },
  toWorkspaces: { id: 'public-site.auth.activate.to-workspaces', defaultMessage: 'Go to my workspaces' },
  code: { id: 'public-site.auth.activate.code', defaultMessage: 'Activation code' },
  codeHint: {
    id: 'public-site.auth.activate.code-hint',
    defaultMessage: '6 digits, from the e-mail we sent you.',
  },
  existingAccount: {
    id: 'public-site.auth.activate.existing-account',
    defaultMessage:
      'Already have an account with this address? Then we sent it a note instead of a code: log in or reset your password.',
  },
  codeFormat: { id: 'public-site.auth.activate.code-format', defaultMessage: 'Enter the 6-digit code.' },
  codeWrong: { id: 'public-site.auth.activate.code-wrong', defaultMessage: 'That code is not correct.' },
  codeLocked: {
    id: 'public-site.auth.activate.code-locked',
    defaultMessage: 'Too many wrong codes. Activation is locked for now: send yourself a new code.',
  },
  codeExpired: {
    id: 'public-site.auth.activate.code-expired',
    defaultMessage: 'This code has expired. Send yourself a new one.',
  },
  activateSubmit: { id: 'public-site.auth.activate.submit', defaultMessage: 'Activate' },
  resend: { id: 'public-site.auth.activate.resend', defaultMessage: 'Send a new code' },
  logout: { id: 'public-site.auth.activate.logout', defaultMessage: 'Log out' },
  activatedTitle: { id: 'public-site.auth.activate.done.title', defaultMessage: 'Account activated' },
  activatedMessage: {
    id: 'public-site.auth.activate.done.message',
    defaultMessage: 'Welcome to Portico. Your personal workspace is ready.',
  },
  loginTitle: { id: 'public-site.auth.login.title', defaultMessage: 'Log in' },
  loginLead: {
    id: 'public-site.auth.login.lead',
    defaultMessage: 'Log in with your e-mail address and password.',
  },
  loginMissing: {
    id: 'public-site.auth.login.missing',
    defaultMessage: 'Enter your e-mail address and password.',
  },
  loginSubmit: { id: 'public-site.auth.login.submit', defaultMessage: 'Log in' },
  wrongCredentials: { id: 'public-site.auth.login.wrong', defaultMessage: 'Incorrect e-mail or password.' },
  totp: { id: 'public-site.auth.login.totp', defaultMessage: 'Authentication code' },
  totpHint: {
    id: 'public-site.auth.login.totp-hint',
    defaultMessage: 'Your account uses two-factor authentication: enter the 6-digit code from your app.',
  },
  totpWrong: {
    id: 'public-site.auth.login.totp-wrong',
    defaultMessage: 'The authentication code is not correct.',
  },
  forgotLink: { id: 'public-site.auth.login.forgot', defaultMessage: 'Forgot your password?' },
  noAccount: { id: 'public-site.auth.login.no-account', defaultMessage: 'New to Portico?' },
  signupLink: { id: 'public-site.auth.login.signup-link', defaultMessage: 'Create an account' },
  signupTitle: { id: 'public-site.auth.signup.title', defaultMessage: 'Create your account' },
  signupLead: {
    id: 'public-site.auth.signup.lead',
    defaultMessage: 'Sign up to start your DS-160 and keep your answers for later applications.',
  },
  signupSubmit: { id: 'public-site.auth.signup.submit', defaultMessage: 'Sign up' },
  signupInvalid: {
    id: 'public-site.auth.signup.invalid',
    defaultMessage: 'Check your e-mail address and password and try again.',
  },
  haveAccount: { id: 'public-site.auth.signup.have-account', defaultMessage: 'Already have an account?' },
  loginLink: { id: 'public-site.auth.login-link', defaultMessage: 'Log in' },
  language: { id: 'public-site.auth.signup.language', defaultMessage: 'Account language' },
  languageHint: {
    id: 'public-site.auth.signup.language-hint',
    defaultMessage: 'We write to you and show Portico in this language.',
  },
  email: { id: 'public-site.auth.email', defaultMessage: 'E-mail' },
  emailInvalid: { id: 'public-site.auth.email-invalid', defaultMessage: 'Enter a valid e-mail address.' },
  password: { id: 'public-site.auth.password', defaultMessage: 'Password' },
  newPassword: { id: 'public-site.auth.new-password', defaultMessage: 'New password' },
  ruleNotEmail: { id: 'public-site.auth.rule.not-email', defaultMessage: 'Not your e-mail address' },
  ruleCommon: {
    id: 'public-site.auth.rule.common',
    defaultMessage: 'Avoid common passwords such as password123: they are refused.',
  },
  passwordRefused: {
    id: 'public-site.auth.password-refused',
    defaultMessage: 'This password is too common or too easy to guess. Please choose a less predictable one.',
  },
  signupLimit: {
    id: 'public-site.auth.signup.limit',
    defaultMessage: 'Too many accounts were created from your network. Please try again in an hour.',
  },
  loginCode: { id: 'public-site.auth.login.code', defaultMessage: 'Verification code' },
  codeInvalid: {
    id: 'public-site.auth.login.code-invalid',
    defaultMessage: 'The password or the verification code is not correct.',
  },
  emailUndeliverable: {
    id: 'public-site.auth.email-undeliverable',
    defaultMessage:
      'This address cannot receive e-mail. Check it for typing mistakes, or use another address.',
  },
  mailUnavailable: {
    id: 'public-site.auth.mail-unavailable',
    defaultMessage:
      'We could not send the e-mail just now, and nothing was saved. Please try again in a few minutes.',
  },
  ruleMet: { id: 'public-site.auth.rule.met', defaultMessage: '(done)' },
  ruleNotMet: { id: 'public-site.auth.rule.not-met', defaultMessage: '(not yet)' },
  forgotTitle: { id: 'public-site.auth.forgot.title', defaultMessage: 'Forgot your password?' },
  forgotLead: {
    id: 'public-site.auth.forgot.lead',
    defaultMessage:
      'Enter the e-mail address of your account and we will send you a way to choose a new password.',
  },
  forgotSubmit: { id: 'public-site.auth.forgot.submit', defaultMessage: 'Send reset instructions' },
  backToLogin: { id: 'public-site.auth.forgot.back', defaultMessage: 'Back to login' },
  resetTitle: { id: 'public-site.auth.reset.title', defaultMessage: 'Choose a new password' },
  resetLead: {
    id: 'public-site.auth.reset.lead',
    defaultMessage: 'Your new password replaces the old one and ends your other sessions.',
  },
  resetNoToken: {
    id: 'public-site.auth.reset.no-token',
    defaultMessage: 'Open this page from the link in the password reset e-mail.',
  },
  resetAskAgain: { id: 'public-site.auth.reset.ask-again', defaultMessage: 'Send me a reset link' },
  resetInvalid: {
    id: 'public-site.auth.reset.invalid',
    defaultMessage: 'This reset link is not valid any more. Ask for a new one.',
  },
  resetSubmit: { id: 'public-site.auth.reset.submit', defaultMessage: 'Save new password' },
  resetDone: {
    id: 'public-site.auth.reset.done',
    defaultMessage: 'Your password has been changed. Log in with the new one.',
  },
  tooManyAttempts: {
    id: 'public-site.auth.too-many',
    defaultMessage: 'Too many attempts. Please wait a moment and try again.',
  },
  networkError: {
    id: 'public-site.auth.network',
    defaultMessage: 'We could not reach Portico. Check your connection and try again.',
  },
  serverError: {
    id: 'public-site.auth.server',
    defaultMessage: 'Something went wrong on our side. Please try again.',
  },
  loading: { id: 'public-site.auth.loading', defaultMessage: 'Loading…' },
});

export const ruleLength = defineMessage<{ min: number }>({
  id: 'public-site.auth.rule.length',
  defaultMessage: 'At least {min} characters',
});
export const activateSentTo = defineMessage<{ email: string }>({
  id: 'public-site.auth.activate.lead',
  defaultMessage: 'Enter the 6-digit code we sent to {email}.',
});
export const resent = defineMessage<{ email: string }>({
  id: 'public-site.auth.activate.resent',
  defaultMessage: 'A new code is on its way to {email}. Earlier codes no longer work.',
});
export const resendIn = defineMessage<{ seconds: number }>({
  id: 'public-site.auth.activate.resend-in',
  defaultMessage: 'Send a new code in {seconds, plural, one {# second} other {# seconds}}',
});
export const wrongCodeLeft = defineMessage<{ left: number }>({
  id: 'public-site.auth.activate.code-wrong-left',
  defaultMessage: 'That code is not correct. {left, plural, one {# attempt} other {# attempts}} left.',
});
export const forgotSent = defineMessage<{ email: string }>({
  id: 'public-site.auth.forgot.sent',
  defaultMessage:
    'If an account exists for {email}, we have sent it a link to reset the password. The link works for 1 hour.',
});

export const networkBlocked = defineMessage<{ wait: string }>({
  id: 'public-site.auth.network-blocked',
  defaultMessage: 'Too many failed attempts from your network. Please try again in {wait}.',
});
export const loginCodeHint = defineMessage<{ wait: string }>({
  id: 'public-site.auth.login.code-hint',
  defaultMessage:
    'Too many failed sign-ins for this account. Wait {wait} and try again, or sign in now with your password and a verification code: the code from your authenticator app if you use one, otherwise the 6-digit code we have just e-mailed to you (we send it only when the password is right).',
});
export const waitSeconds = defineMessage<{ seconds: number }>({
  id: 'public-site.auth.wait.seconds',
  defaultMessage: '{seconds, plural, one {# second} other {# seconds}}',
});
export const waitMinutes = defineMessage<{ minutes: number }>({
  id: 'public-site.auth.wait.minutes',
  defaultMessage: '{minutes, plural, one {# minute} other {# minutes}}',
});
export const waitHours = defineMessage<{ hours: number }>({
  id: 'public-site.auth.wait.hours',
  defaultMessage: '{hours, plural, one {# hour} other {# hours}}',
});
