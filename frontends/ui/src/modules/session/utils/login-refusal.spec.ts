import type { AuthResult } from './auth-api';
import { loginRefusal } from './login-refusal';

const refused = (status: number, code?: string, reason?: string): AuthResult => ({
  ok: false,
  status,
  code,
  error: reason ? { code, reason } : { code },
  body: {},
});

describe('login refusal', () => {
  it.each([
    [refused(0, 'NETWORK'), false, 'network'],
    [refused(401, 'TOTP_REQUIRED'), false, 'totp-required'],
    [refused(401, 'TOTP_REQUIRED'), true, 'totp-invalid'],
    [refused(401, 'TOTP_INVALID'), true, 'totp-invalid'],
    [refused(429, 'TOO_MANY_REQUESTS', 'ACCOUNT_LOCKED'), false, 'account-locked'],
    [refused(429, 'TOO_MANY_REQUESTS', 'IP_BLOCKED'), false, 'network-blocked'],
    [refused(429, 'TOO_MANY_REQUESTS'), false, 'too-many'],
    [refused(401, 'INVALID_CREDENTIALS'), false, 'credentials'],
    [refused(503), false, 'server'],
  ] as const)('%j (code field shown: %s) is %s', (result, askedForTotp, expected) => {
    expect(loginRefusal(result, askedForTotp)).toBe(expected);
  });
});
