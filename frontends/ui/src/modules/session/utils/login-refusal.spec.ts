import type { AuthResult } from './auth-api';
import { loginRefusal, retryWait } from './login-refusal';

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
    [refused(429, 'TOO_MANY_REQUESTS', 'ACCOUNT_THROTTLED'), false, 'code-required'],
    [refused(429, 'TOO_MANY_REQUESTS', 'ACCOUNT_THROTTLED'), true, 'code-required'],
    [refused(401, 'INVALID_CREDENTIALS', 'SECOND_FACTOR'), false, 'code-invalid'],
    [refused(429, 'TOO_MANY_REQUESTS', 'IP_BLOCKED'), false, 'network-blocked'],
    [refused(429, 'TOO_MANY_REQUESTS'), false, 'too-many'],
    [refused(401, 'INVALID_CREDENTIALS'), false, 'credentials'],
    [refused(503), false, 'server'],
  ] as const)('%j (code field shown: %s) is %s', (result, askedForTotp, expected) => {
    expect(loginRefusal(result, askedForTotp)).toBe(expected);
  });
});

describe('retry wait', () => {
  it.each([
    [undefined, { seconds: 60 }],
    [0, { seconds: 1 }],
    [1, { seconds: 1 }],
    [119, { seconds: 119 }],
    [120, { minutes: 2 }],
    [901, { minutes: 16 }],
    [7199, { minutes: 120 }],
    [7200, { hours: 2 }],
    [86_400, { hours: 24 }],
  ] as const)('%s seconds reads as %j', (seconds, expected) => {
    expect(retryWait(seconds)).toEqual(expected);
  });
});
