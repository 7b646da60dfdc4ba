import { GraphQLError } from 'graphql';
import { createMailSender, type MailMessage } from '@portico/service-kit';
import { identitySettings } from '../../lib/config';
import { addressUndeliverable, mailUnavailable } from './account.errors';
import { renderMail, type MailKind } from './mail-templates';
import type { Language } from './user.entity';

const mailer = createMailSender(identitySettings);

/**
 * How long identity waits for the relay before it calls a mail failed (the gateway gives /auth
 * calls 10 s); a sign-up waiting on its activation e-mail rolls back after it.
 */
export const MAIL_TIMEOUT_MS = 8_000;

/** The relay refused the recipient for good (a 5xx answer to RCPT TO): the address cannot receive mail. */
export class AddressUndeliverable extends Error {
  constructor(readonly responseCode: number) {
    super(`recipient refused with ${responseCode}`);
  }
}

/** The relay could not take the message now (down, timed out, a 4xx answer): trying later may work. */
export class MailUnavailable extends Error {}

function classify(error: unknown): Error {
  const { code, command, responseCode } = error as { code?: string; command?: string; responseCode?: number };
  if (
    code === 'EENVELOPE' &&
    command === 'RCPT TO' &&
    typeof responseCode === 'number' &&
    responseCode >= 500
  )
    return new AddressUndeliverable(responseCode);
  return new MailUnavailable((error as Error)?.message ?? 'mail failed');
}

/**
 * Sends one of identity's e-mails in the user's language. Throws AddressUndeliverable when the relay
 * refuses the address, MailUnavailable for any other failure (after MAIL_TIMEOUT_MS at the latest).
 */
export async function sendMail(
  to: string,
  kind: MailKind,
  language: Language,
  values: Record<string, string>,
): Promise<void> {
  const { subject, text } = renderMail(kind, language, values);
  await deliverMail({ to, subject, text });
}

/**
 * Sends a message built elsewhere (a client link with the agency's logo inline, an invitation), with
 * sendMail's time-out and its AddressUndeliverable / MailUnavailable failures.
 */
export async function deliverMail(message: MailMessage): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new MailUnavailable('mail timed out')), MAIL_TIMEOUT_MS);
  });
  try {
    await Promise.race([mailer.send(message).catch((error) => Promise.reject(classify(error))), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The answer to a mail that what it came with must not outlive (the caller's transaction rolls
 * back): a refused address is BAD_USER_INPUT on `field`, any other failure SERVICE_UNAVAILABLE.
 */
export function mailRefusal(error: unknown, field: string): GraphQLError {
  return error instanceof AddressUndeliverable ? addressUndeliverable(field) : mailUnavailable();
}

/** Why a mail failed, for the audit row (never the address or the relay's words). */
export function mailFailure(error: unknown): string | null {
  if (error instanceof AddressUndeliverable) return 'ADDRESS_UNDELIVERABLE';
  if (error instanceof MailUnavailable) return 'MAIL_UNAVAILABLE';
  if (error instanceof GraphQLError) {
    const reason = error.extensions.reason;
    if (reason === 'ADDRESS_UNDELIVERABLE' || reason === 'MAIL_UNAVAILABLE') return reason;
  }
  return null;
}
