import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'public-site.account.title', defaultMessage: 'Account settings' },
  loading: { id: 'public-site.account.loading', defaultMessage: 'Loading your account…' },
  loadFailed: {
    id: 'public-site.account.load-failed',
    defaultMessage: 'Your account settings could not be loaded.',
  },
  retry: { id: 'public-site.account.retry', defaultMessage: 'Try again' },
  loggedOut: {
    id: 'public-site.account.logged-out',
    defaultMessage: 'Log in to change your password, e-mail address or two-step verification.',
  },
  loginLink: { id: 'public-site.account.login-link', defaultMessage: 'Log in' },
  notActivated: {
    id: 'public-site.account.not-activated',
    defaultMessage: 'Activate your account with the code we e-mailed you before changing its settings.',
  },
  activateLink: { id: 'public-site.account.activate-link', defaultMessage: 'Activate my account' },
  networkError: {
    id: 'public-site.account.network-error',
    defaultMessage: 'Portico could not be reached. Check your connection and try again.',
  },
  failedTitle: { id: 'public-site.account.failed.title', defaultMessage: 'Not saved' },
  savedTitle: { id: 'public-site.account.saved.title', defaultMessage: 'Saved' },
  currentPassword: { id: 'public-site.account.current-password', defaultMessage: 'Current password' },
  currentPasswordMissing: {
    id: 'public-site.account.current-password.missing',
    defaultMessage: 'Enter your current password.',
  },
  currentPasswordWrong: {
    id: 'public-site.account.current-password.wrong',
    defaultMessage: 'Your current password is incorrect.',
  },
  passwordTitle: { id: 'public-site.account.password.title', defaultMessage: 'Password' },
  newPassword: { id: 'public-site.account.password.new', defaultMessage: 'New password' },
  passwordRefused: {
    id: 'public-site.account.password.refused',
    defaultMessage: 'This password is too common. Please choose a less predictable one.',
  },
  passwordSubmit: { id: 'public-site.account.password.submit', defaultMessage: 'Change password' },
  passwordChanged: {
    id: 'public-site.account.password.changed',
    defaultMessage: 'Your password was changed. We told your e-mail address about it.',
  },
  emailTitle: { id: 'public-site.account.email.title', defaultMessage: 'E-mail address' },
  newEmail: { id: 'public-site.account.email.new', defaultMessage: 'New e-mail address' },
  emailInvalid: {
    id: 'public-site.account.email.invalid',
    defaultMessage: 'Please enter a valid e-mail address.',
  },
  emailUnchanged: {
    id: 'public-site.account.email.unchanged',
    defaultMessage: 'This is already your e-mail address.',
  },
  emailUndeliverable: {
    id: 'public-site.account.email.undeliverable',
    defaultMessage:
      'This address cannot receive e-mail. Check it for typing mistakes, or use another address.',
  },
  mailUnavailable: {
    id: 'public-site.account.email.mail-unavailable',
    defaultMessage:
      'We could not send the e-mail just now, and nothing was saved. Please try again in a few minutes.',
  },
  emailHint: {
    id: 'public-site.account.email.hint',
    defaultMessage: 'We send a code to the new address; your address changes only when you enter it.',
  },
  emailSubmit: { id: 'public-site.account.email.submit', defaultMessage: 'Send a code to the new address' },
  emailCode: { id: 'public-site.account.email.code', defaultMessage: 'Confirmation code' },
  codeFormat: { id: 'public-site.account.code-format', defaultMessage: 'Enter the 6-digit code.' },
  emailCodeLocked: {
    id: 'public-site.account.email.code-locked',
    defaultMessage: 'Too many wrong codes. Send yourself a new code.',
  },
  emailCodeExpired: {
    id: 'public-site.account.email.code-expired',
    defaultMessage: 'This code has expired. Send yourself a new one.',
  },
  emailConfirm: { id: 'public-site.account.email.confirm', defaultMessage: 'Confirm new address' },
  emailResend: { id: 'public-site.account.email.resend', defaultMessage: 'Send a new code' },
  emailCancel: { id: 'public-site.account.email.cancel', defaultMessage: 'Use a different address' },
  emailChanged: {
    id: 'public-site.account.email.changed',
    defaultMessage: 'Your e-mail address was changed. We told your previous address about it.',
  },
  tooManyCodes: {
    id: 'public-site.account.email.too-many-codes',
    defaultMessage: 'Too many codes were sent in the last hour. Please try again later.',
  },
  totpTitle: { id: 'public-site.account.totp.title', defaultMessage: 'Two-step verification' },
  totpOn: {
    id: 'public-site.account.totp.on',
    defaultMessage: 'On: logging in asks for a code from your authenticator app.',
  },
  totpOff: {
    id: 'public-site.account.totp.off',
    defaultMessage: 'Off: add a code from an authenticator app to your password when you log in.',
  },
  totpStart: { id: 'public-site.account.totp.start', defaultMessage: 'Set up two-step verification' },
  totpScan: {
    id: 'public-site.account.totp.scan',
    defaultMessage:
      'Scan the QR code with your authenticator app, or add an account with the key by hand (or open the link on the device that has the app). Then enter the 6-digit code the app shows.',
  },
  totpQr: { id: 'public-site.account.totp.qr', defaultMessage: 'QR code for your authenticator app' },
  totpSecret: { id: 'public-site.account.totp.secret', defaultMessage: 'Key' },
  totpUri: { id: 'public-site.account.totp.uri', defaultMessage: 'Set-up link' },
  copySecret: { id: 'public-site.account.totp.copy-secret', defaultMessage: 'Copy key' },
  copyUri: { id: 'public-site.account.totp.copy-uri', defaultMessage: 'Copy link' },
  copiedTitle: { id: 'public-site.account.copied.title', defaultMessage: 'Copied' },
  copied: { id: 'public-site.account.copied', defaultMessage: 'Copied to the clipboard.' },
  copyFailedTitle: { id: 'public-site.account.copy-failed.title', defaultMessage: 'Not copied' },
  copyFailed: {
    id: 'public-site.account.copy-failed',
    defaultMessage: 'The clipboard is not available. Select the text and copy it yourself.',
  },
  totpCode: { id: 'public-site.account.totp.code', defaultMessage: 'Code from the app' },
  totpCodeWrong: {
    id: 'public-site.account.totp.code-wrong',
    defaultMessage: 'That code is not correct. Check the time on your phone and try the newest code.',
  },
  totpConfirm: { id: 'public-site.account.totp.confirm', defaultMessage: 'Turn on' },
  totpCancel: { id: 'public-site.account.totp.cancel', defaultMessage: 'Cancel' },
  totpEnabled: {
    id: 'public-site.account.totp.enabled',
    defaultMessage: 'Two-step verification is on. You will need a code from your app to log in.',
  },
  totpDisablePassword: { id: 'public-site.account.totp.disable-password', defaultMessage: 'Password' },
  totpDisable: { id: 'public-site.account.totp.disable', defaultMessage: 'Turn off' },
  totpDisabled: {
    id: 'public-site.account.totp.disabled',
    defaultMessage: 'Two-step verification is off.',
  },
  passwordWrong: { id: 'public-site.account.password-wrong', defaultMessage: 'Your password is incorrect.' },
  sessionsTitle: { id: 'public-site.account.sessions.title', defaultMessage: 'Other browsers' },
  sessionsLead: {
    id: 'public-site.account.sessions.lead',
    defaultMessage:
      'Lost a phone or used a shared computer? Log out everywhere else; this browser stays logged in.',
  },
  sessionsSubmit: {
    id: 'public-site.account.sessions.submit',
    defaultMessage: 'Log out other browsers',
  },
});

export const emailCodeSent = defineMessage<{ email: string }>({
  id: 'public-site.account.email.code-sent',
  defaultMessage: 'Enter the 6-digit code we sent to {email}. Until then your address stays the same.',
});
export const emailCodeWrongLeft = defineMessage<{ left: number }>({
  id: 'public-site.account.email.code-wrong-left',
  defaultMessage: 'That code is not correct. {left, plural, one {# attempt} other {# attempts}} left.',
});
export const waitSeconds = defineMessage<{ seconds: number }>({
  id: 'public-site.account.wait-seconds',
  defaultMessage:
    'Please wait {seconds, plural, one {# second} other {# seconds}} before requesting a new code.',
});
export const currentEmail = defineMessage<{ email: string }>({
  id: 'public-site.account.email.current',
  defaultMessage: 'Your account uses {email}.',
});
export const sessionsEnded = defineMessage<{ count: number }>({
  id: 'public-site.account.sessions.ended',
  defaultMessage:
    '{count, plural, =0 {No other browser was logged in.} one {# other browser was logged out.} other {# other browsers were logged out.}}',
});
