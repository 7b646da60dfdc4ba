import type { AuthResult } from './auth-api';

/** Why POST /auth/login said no, in the words the login page and the re-authentication dialog use. */
export type LoginRefusal =
  | 'totp-required'
  | 'totp-invalid'
  | 'account-locked'
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
  if (result.error.reason === 'ACCOUNT_LOCKED') return 'account-locked';
  if (result.error.reason === 'IP_BLOCKED') return 'network-blocked';
  if (result.status === 429) return 'too-many';
  if (result.status === 400 || result.status === 401) return 'credentials';
  return 'server';
}
