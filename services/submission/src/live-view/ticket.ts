// Live-view tickets (docs/adr/0042): the submission subgraph issues one to a caller it has checked
// (a member or a client link may watch; only the applicant may sign), the browser presents it when it
// opens the live view's WebSocket, and the robot worker that holds the filing verifies it. A ticket
// is short-lived, names one submission, one role, the actor, the session and the address it was
// issued to, and is signed with a key both processes derive from ANSWERS_ENCRYPTION_KEY (HKDF), so
// no new secret is needed and neither side trusts the other's network.
import { createHmac, hkdfSync, randomUUID, timingSafeEqual } from 'node:crypto';
import { answersKeySource } from '../modules/submission/secret-cipher';

export type LiveViewRole = 'watch' | 'sign';

/**
 * What the holder's input may do on the robot's page, one right per kind of hand-off: `captcha`
 * (a captcha page earlier in the filing: whoever may answer captchas, `canFile`) and `sign` (CEAC's
 * sign page: the applicant, `requireSigner`). A right is used only during its own hand-off: a sign
 * right never types on a captcha page and a captcha right never reaches the sign page.
 */
export type LiveViewRight = 'captcha' | 'sign';
export const LIVE_VIEW_RIGHTS: readonly LiveViewRight[] = ['captcha', 'sign'];

export interface LiveViewTicket {
  v: 1;
  /** Ticket id: used once. */
  jti: string;
  /** The submission. */
  sub: string;
  role: LiveViewRole;
  /** What the holder's input may do (absent in a ticket of before: `sign` for role sign, else nothing). */
  may?: LiveViewRight[];
  /** Who: `user:<id>` or `client:<link id>`. */
  actor: string;
  /** The client session of a link, else the ticket's own id. */
  session: string;
  /** The address the ticket was issued to (the gateway's client address). */
  addr: string;
  /** Expiry, epoch milliseconds. */
  exp: number;
}

/** How long a ticket may wait before its WebSocket opens. */
export const LIVE_VIEW_TICKET_TTL_MS = 60_000;

let cached: { source: string; key: Buffer } | undefined;

/** The ticket key: HKDF-SHA256 of ANSWERS_ENCRYPTION_KEY (under NODE_ENV=test without one: per process). */
export function liveViewKey(): Buffer {
  const source = answersKeySource();
  if (cached?.source === source) return cached.key;
  const key = Buffer.from(
    hkdfSync('sha256', Buffer.from(source, 'base64'), Buffer.alloc(0), 'portico live-view ticket v1', 32),
  );
  cached = { source, key };
  return key;
}

const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export function issueLiveViewTicket(
  claims: Omit<LiveViewTicket, 'v' | 'jti' | 'exp'>,
  now = Date.now(),
  key = liveViewKey(),
): { ticket: string; claims: LiveViewTicket } {
  const full: LiveViewTicket = { v: 1, jti: randomUUID(), exp: now + LIVE_VIEW_TICKET_TTL_MS, ...claims };
  const body = b64(JSON.stringify(full));
  const mac = createHmac('sha256', key).update(body).digest();
  return { ticket: `${body}.${b64(mac)}`, claims: full };
}

export class TicketRefusedError extends Error {
  override readonly name = 'TicketRefusedError';
}

/** The ticket's claims when its signature holds and it has not expired; TicketRefusedError otherwise. */
export function verifyLiveViewTicket(ticket: string, now = Date.now(), key = liveViewKey()): LiveViewTicket {
  const [body, mac, extra] = ticket.split('.');
  if (!body || !mac || extra !== undefined || ticket.length > 2048) throw new TicketRefusedError('malformed');
  const expected = createHmac('sha256', key).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new TicketRefusedError('bad signature');
  let claims: LiveViewTicket;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as LiveViewTicket;
  } catch {
    throw new TicketRefusedError('malformed');
  }
  if (claims.v !== 1 || (claims.role !== 'watch' && claims.role !== 'sign'))
    throw new TicketRefusedError('malformed');
  if (
    claims.may !== undefined &&
    (!Array.isArray(claims.may) || claims.may.some((right) => !LIVE_VIEW_RIGHTS.includes(right)))
  )
    throw new TicketRefusedError('malformed');
  if (typeof claims.exp !== 'number' || claims.exp <= now) throw new TicketRefusedError('expired');
  return claims;
}

/** The rights a ticket gives (docs/adr/0042, addendum): its `may`, else what its role gave before. */
export function ticketRights(claims: Pick<LiveViewTicket, 'role' | 'may'>): readonly LiveViewRight[] {
  return claims.may ?? (claims.role === 'sign' ? ['sign'] : []);
}
