import argon2 from 'argon2';
import { badUserInput } from '@portico/service-kit';
import { COMMON_PASSWORDS } from './common-passwords';

/**
 * argon2id, 46 MiB, 2 passes, 1 lane: about 80 ms per hash on the 2-core reference machine
 * (`node bench/identity-auth.mjs` prints the measured figure).
 */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 47_104,
  timeCost: 2,
  parallelism: 1,
} as const;

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 256;

export const passwordTooShort = () =>
  badUserInput(`Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`, 'password');
export const passwordTooCommon = () =>
  badUserInput('This password is too common. Please choose a less predictable one.', 'password');
export const passwordTooLong = () =>
  badUserInput(`Password must be at most ${MAX_PASSWORD_LENGTH} characters long.`, 'password');

/** Throws BAD_USER_INPUT with a clear message when the password is not acceptable. */
export function checkPasswordPolicy(password: string, email?: string): void {
  if (typeof password !== 'string' || [...password].length < MIN_PASSWORD_LENGTH) throw passwordTooShort();
  if (password.length > MAX_PASSWORD_LENGTH) throw passwordTooLong();
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || /^(.)\1+$/.test(password)) throw passwordTooCommon();
  if (email && lower === email.toLowerCase()) throw passwordTooCommon();
}

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, ARGON2_OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Computes the hash verifyDummy checks against, once per process and ahead of the first request, so
 * that request does not spend one hash more for an unknown address than for a known one.
 */
export function prepareDummy(): Promise<string> {
  dummyHash ??= hashPassword('portico-dummy-password-for-timing');
  return dummyHash;
}

/** Spends the same time as a real check when the account does not exist. */
export async function verifyDummy(password: string): Promise<false> {
  await verifyPassword(await prepareDummy(), password);
  return false;
}
