/** Password rules shown on signup and reset, checked before the request is sent. */
/** The identity service's policy: 10 to 256 characters, not the e-mail address, not a common password. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 256;

export interface PasswordCheck {
  length: boolean;
  notEmail: boolean;
}

export function checkPassword(password: string, email = ''): PasswordCheck {
  const length = [...password].length;
  return {
    length: length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH,
    notEmail: password.length > 0 && password.toLowerCase() !== email.trim().toLowerCase(),
  };
}

export function isPasswordValid(password: string, email = ''): boolean {
  const check = checkPassword(password, email);
  return check.length && check.notEmail;
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Only same-site paths are followed after login (never `//other.site`). */
export function safeNextPath(next: string | null): string | undefined {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : undefined;
}
