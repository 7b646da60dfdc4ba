/** Password rules shown on signup and reset, checked before the request is sent. */
export const PASSWORD_MIN_LENGTH = 8;

export interface PasswordCheck {
  length: boolean;
  letter: boolean;
  digit: boolean;
}

export function checkPassword(password: string): PasswordCheck {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH,
    letter: /\p{L}/u.test(password),
    digit: /\d/.test(password),
  };
}

export function isPasswordValid(password: string): boolean {
  const check = checkPassword(password);
  return check.length && check.letter && check.digit;
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Only same-site paths are followed after login (never `//other.site`). */
export function safeNextPath(next: string | null): string | undefined {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : undefined;
}
