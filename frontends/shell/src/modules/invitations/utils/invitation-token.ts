// Arrival with an invitation link: `/invitations/accept#token=…`. As with client links (ADR 0013),
// the token lives in the fragment (never in a server log or a Referer) and leaves the address bar
// at once. It is kept in this page's memory only, so a person who signs up or logs in from the
// invitation comes back to it (`?next=/invitations/accept`) without the token in any URL or storage.

let held: string | null = null;

/**
 * Takes `token` from the fragment (removing the fragment with history.replaceState: no new history
 * entry) and answers the token this page holds, or null.
 */
export function takeInvitationToken(win: Window = window): string | null {
  const hash = win.location.hash.replace(/^#/, '');
  const token = hash ? new URLSearchParams(hash).get('token') : null;
  if (token !== null) {
    const { pathname, search } = win.location;
    win.history.replaceState(win.history.state, '', `${pathname}${search}`);
    held = token.trim() === '' ? null : token.trim();
  }
  return held;
}

/** Forgets the token once the invitation is answered (or in tests). */
export function forgetInvitationToken(): void {
  held = null;
}

/** Where sign-up, log-in and activation bring the person back to. */
export const ACCEPT_PATH = '/invitations/accept';
