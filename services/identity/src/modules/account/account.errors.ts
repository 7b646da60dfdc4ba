import { GraphQLError } from 'graphql';
import { badUserInput, conflict, forbidden, unauthenticated } from '@portico/service-kit';

const tooMany = (message: string, extensions: Record<string, unknown> = {}) =>
  new GraphQLError(message, { extensions: { code: 'TOO_MANY_REQUESTS', ...extensions } });

export const invalidCredentials = () =>
  new GraphQLError('Incorrect e-mail or password.', { extensions: { code: 'INVALID_CREDENTIALS' } });
export const totpRequired = () =>
  new GraphQLError('Enter the 6-digit code from your authenticator app.', {
    extensions: { code: 'TOTP_REQUIRED' },
  });
export const totpInvalid = () =>
  new GraphQLError('The authenticator code is incorrect. Please try again.', {
    extensions: { code: 'TOTP_INVALID' },
  });
/**
 * The same for every address, known or not: the account may not try a password the usual way now.
 * The owner still gets in from a device they signed in from before, or with the password and a code.
 */
export const accountThrottled = (retryAfterSeconds: number) =>
  tooMany(
    'Too many failed sign-ins for this account. Try again later, or sign in with your password and a verification code: the code from your authenticator app if you use one, otherwise the code we e-mail to the account when the password is right.',
    { reason: 'ACCOUNT_THROTTLED', retryAfterSeconds },
  );
export const ipBlocked = (retryAfterSeconds: number) =>
  tooMany('Too many failed attempts from your network. Please try again later.', {
    reason: 'IP_BLOCKED',
    retryAfterSeconds,
  });
/** A password with a verification code while throttled: one answer whichever of the two was wrong. */
export const secondFactorInvalid = () =>
  new GraphQLError('The password or the verification code is not correct.', {
    extensions: { code: 'INVALID_CREDENTIALS', reason: 'SECOND_FACTOR' },
  });
/** The relay refused the address for good (a 5xx answer to RCPT TO); nothing was stored. */
export const addressUndeliverable = (field: string) =>
  new GraphQLError(
    'This address cannot receive e-mail. Check it for typing mistakes, or use another address.',
    { extensions: { code: 'BAD_USER_INPUT', field, reason: 'ADDRESS_UNDELIVERABLE' } },
  );
/** The relay could not take the message now; nothing was stored. */
export const mailUnavailable = () =>
  new GraphQLError(
    'We could not send the e-mail just now, and nothing was saved. Please try again in a few minutes.',
    { extensions: { code: 'SERVICE_UNAVAILABLE', reason: 'MAIL_UNAVAILABLE' } },
  );
export const emailInvalid = () => badUserInput('Please enter a valid e-mail address.', 'email');
export const languageInvalid = () => badUserInput('Language must be one of en, es, ru, cn, vi.', 'language');
export const emailTaken = () =>
  conflict('An account with this e-mail already exists. Sign in or reset your password.');
export const emailUnchanged = () => badUserInput('This is already your e-mail address.', 'newEmail');
export const emailChangeCodeInvalid = (attemptsLeft: number) =>
  new GraphQLError('The confirmation code is incorrect.', {
    extensions: { code: 'BAD_USER_INPUT', field: 'code', attemptsLeft },
  });
/** GraphQL answers limits as BAD_USER_INPUT (the public codes), with the reason alongside. */
const limited = (message: string, field: string, extensions: Record<string, unknown>) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field, ...extensions } });
export const emailChangeNotStarted = () =>
  limited('Ask for a confirmation code for your new address first.', 'code', { reason: 'NOT_STARTED' });
export const emailChangeCodeExpired = () =>
  limited('This confirmation code has expired. Please request a new code.', 'code', {
    reason: 'CODE_EXPIRED',
  });
export const emailChangeCodeLocked = () =>
  limited('Too many incorrect codes. Please request a new code.', 'code', { reason: 'CODE_LOCKED' });
export const emailChangeTooSoon = (retryAfterSeconds: number) =>
  limited(`Please wait ${retryAfterSeconds} seconds before requesting a new code.`, 'newEmail', {
    reason: 'RESEND_COOLDOWN',
    retryAfterSeconds,
  });
export const emailChangeTooManyCodes = () =>
  limited('Too many codes were sent in the last hour. Please try again later.', 'newEmail', {
    reason: 'CODE_HOURLY_LIMIT',
    retryAfterSeconds: 3600,
  });
export const notSignedIn = () => unauthenticated('Please sign in.');
export const alreadyActivated = () => badUserInput('Your account is already activated.', 'code');
export const codeInvalid = (attemptsLeft: number) =>
  new GraphQLError('The activation code is incorrect.', {
    extensions: { code: 'BAD_USER_INPUT', field: 'code', attemptsLeft },
  });
export const codeExpired = () =>
  badUserInput('This activation code has expired. Please request a new code.', 'code');
export const codeLocked = () =>
  tooMany('Too many incorrect codes. Please request a new code.', { reason: 'CODE_LOCKED' });
export const resendTooSoon = (retryAfterSeconds: number) =>
  tooMany(`Please wait ${retryAfterSeconds} seconds before requesting a new code.`, {
    reason: 'RESEND_COOLDOWN',
    retryAfterSeconds,
  });
export const resetTokenInvalid = () =>
  badUserInput('This password reset link is invalid or has expired. Please request a new one.', 'token');
export const currentPasswordWrong = () =>
  badUserInput('Your current password is incorrect.', 'currentPassword');
export const passwordWrong = () => badUserInput('Your password is incorrect.', 'password');
export const usersOnly = () => forbidden('Only a signed-in person can do this.');
export const totpNotStarted = () => badUserInput('Start two-step verification set-up first.', 'code');
export const totpCodeWrong = () =>
  badUserInput('The authenticator code is incorrect. Please try again.', 'code');
export const notActivated = () =>
  forbidden('Please activate your account with the code we e-mailed you before using workspaces.');
export const tooManySignups = () =>
  tooMany('Too many accounts were created from your network. Please try again in an hour.', {
    reason: 'SIGNUP_LIMIT',
    retryAfterSeconds: 3600,
  });
export const tooManyCodes = () =>
  tooMany('Too many codes were sent in the last hour. Please try again later.', {
    reason: 'CODE_HOURLY_LIMIT',
    retryAfterSeconds: 3600,
  });
