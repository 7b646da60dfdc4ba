// Arrival with a client link: `/client-intake/{formId}#token=…`. The token lives in the fragment,
// so it never reaches a server log or a Referer; it is taken out of the address bar at once and
// exchanged for the HttpOnly `portico_client` cookie (POST /auth/client-link, contract point 2).
import { postAuth } from '@portico/ui';
import { announceSession } from '../session/session-channel';

export type LinkProblem = 'LINK_INVALID' | 'LINK_EXPIRED' | 'LINK_USED_UP' | 'FORM_UNAVAILABLE';

/**
 * What the intake shows instead of the form: a link problem, or a signed-in agency member who opened
 * a client's link (their own session wins over the link's, by design: ADR 0013).
 */
export type IntakeProblem = LinkProblem | 'SIGNED_IN_MEMBER';

export const LINK_PROBLEMS: readonly LinkProblem[] = [
  'LINK_INVALID',
  'LINK_EXPIRED',
  'LINK_USED_UP',
  'FORM_UNAVAILABLE',
];

export type ExchangeResult =
  | { kind: 'ok'; formId: string; workspaceId: string }
  | { kind: 'refused'; problem: LinkProblem }
  /** No answer (offline) or a server failure: the token is kept in memory to try again. */
  | { kind: 'failed' };

/**
 * Reads `token` from the fragment and removes the fragment from the address bar and the history
 * entry (history.replaceState: no new entry, no navigation). Answers null when there is none.
 */
export function takeTokenFromAddress(win: Window = window): string | null {
  const hash = win.location.hash.replace(/^#/, '');
  if (!hash) return null;
  const token = new URLSearchParams(hash).get('token');
  if (token === null) return null;
  const { pathname, search } = win.location;
  win.history.replaceState(win.history.state, '', `${pathname}${search}`);
  return token.trim() === '' ? null : token;
}

function isLinkProblem(code: unknown): code is LinkProblem {
  return typeof code === 'string' && (LINK_PROBLEMS as readonly string[]).includes(code);
}

const exchanges = new Map<string, Promise<ExchangeResult>>();

/**
 * Exchanges a link token for a client session; one request per token for the life of the page, unless
 * `again` (the client gave the link again after their session ended: a new session, ADR 0036). A new
 * session is announced to this browser's other tabs, so that a tab holding unsent answers saves them.
 */
export function exchangeClientLink(token: string, { again = false } = {}): Promise<ExchangeResult> {
  let exchange = again ? undefined : exchanges.get(token);
  if (!exchange) {
    exchange = postAuth('client-link', { token }).then((result): ExchangeResult => {
      if (result.ok && typeof result.body.formId === 'string') {
        announceSession('started');
        return {
          kind: 'ok',
          formId: result.body.formId,
          workspaceId: String(result.body.workspaceId ?? ''),
        };
      }
      if (isLinkProblem(result.code)) return { kind: 'refused', problem: result.code };
      if (result.status === 0 || result.status >= 500 || result.status === 429) {
        exchanges.delete(token); // may be tried again
        return { kind: 'failed' };
      }
      return { kind: 'refused', problem: 'LINK_INVALID' };
    });
    exchanges.set(token, exchange);
  }
  return exchange;
}

/** Forgets the exchanges made (tests). */
export function resetLinkExchanges(): void {
  exchanges.clear();
}

/**
 * Which link problem a GraphQL refusal means. A client session whose link ended answers
 * UNAUTHENTICATED (reason CLIENT_LINK_ENDED, `linkCode` from the gateway) with the spec's message;
 * a used-up link FORBIDDEN with reason LINK_USED_UP; no client session at all is an invalid link.
 */
export function problemOfError(
  errors: readonly { message?: string; extensions?: Record<string, unknown> }[],
): LinkProblem | null {
  // The link still works: the client opens it again (the session notice says so).
  if (sessionEndOf(errors)) return null;
  for (const error of errors) {
    const { code, reason, linkCode } = (error.extensions ?? {}) as Record<string, unknown>;
    if (isLinkProblem(linkCode)) return linkCode;
    if (isLinkProblem(reason)) return reason;
    if (isLinkProblem(code)) return code;
    if (error.message === 'This access link has expired') return 'LINK_EXPIRED';
    if (error.message === 'This access link has reached its usage limit') return 'LINK_USED_UP';
    if (error.message === 'Invalid or expired access link') return 'LINK_INVALID';
    if (code === 'UNAUTHENTICATED') return 'LINK_INVALID';
    if (code === 'NOT_FOUND' || code === 'FORBIDDEN') return 'FORM_UNAVAILABLE';
  }
  return null;
}

/**
 * A refusal because the request was not made by a client session at all ('Only a client link
 * session can do this.': FORBIDDEN without a link reason).
 */
export function isNotClientSession(
  errors: readonly { message?: string; extensions?: Record<string, unknown> }[],
): boolean {
  return errors.some((error) => {
    const { code, reason, linkCode } = (error.extensions ?? {}) as Record<string, unknown>;
    return code === 'FORBIDDEN' && reason === undefined && linkCode === undefined;
  });
}

/**
 * Why the client session ended when a refusal says it ended by its own limits (30 minutes idle, 12
 * hours open: ADR 0036), or null for any other refusal.
 */
export function sessionEndOf(
  errors: readonly { extensions?: Record<string, unknown> }[],
): 'IDLE' | 'MAX_AGE' | null {
  for (const error of errors) {
    const { reason, sessionEnd } = (error.extensions ?? {}) as Record<string, unknown>;
    if (reason === 'CLIENT_SESSION_ENDED') return sessionEnd === 'MAX_AGE' ? 'MAX_AGE' : 'IDLE';
  }
  return null;
}
