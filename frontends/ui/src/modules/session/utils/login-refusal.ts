import type { AuthResult } from './auth-api';

/** Why POST /auth/login said no, in the words the login page and the re-authentication dialog use. */
export type LoginRefusal =
  | 'totp-required'
  | 'totp-invalid'
  /** Sign-ins to the account are slowed down: ask for a verification code with the password (ADR 0034). */
  | 'code-required'
  /** The password or the verification code was wrong (the server does not say which). */
  | 'code-invalid'
  | 'network-blocked'
  | 'too-many'
  | 'credentials'
  | 'network'
  | 'server';

/** `askedForTotp`: the form already showed the code field (a second TOTP_REQUIRED means a wrong code). */
export function loginRefusal(result: AuthResult, askedForTotp: boolean): LoginRefusal {
  if (result.status === 0) return 'network';
  if (result.code === 'TOTP_REQUIRED') return askedForTotp ? 'totp-invalid' : 'totp-required';
  if (result.code === 'TOTP_INVALID') return 'totp-invalid';
  if (result.error.reason === 'ACCOUNT_THROTTLED') return 'code-required';
  if (result.error.reason === 'SECOND_FACTOR') return 'code-invalid';
  if (result.error.reason === 'IP_BLOCKED') return 'network-blocked';
  if (result.status === 429) return 'too-many';
  if (result.status === 400 || result.status === 401) return 'credentials';
  return 'server';
}

/** A wait in the largest unit that reads well: seconds under 2 minutes, minutes under 2 hours, else hours. */
export type RetryWait = { seconds: number } | { minutes: number } | { hours: number };

export function retryWait(retryAfterSeconds: number | undefined): RetryWait {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds ?? 60));
  if (seconds < 120) return { seconds };
  if (seconds < 7200) return { minutes: Math.ceil(seconds / 60) };
  return { hours: Math.ceil(seconds / 3600) };
}
