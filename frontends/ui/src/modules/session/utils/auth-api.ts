/** Every state-changing request to the API carries this header (the gateway refuses it otherwise). */
export const CSRF_HEADER = 'x-portico-csrf';

export interface AuthResult {
  ok: boolean;
  status: number;
  /** The machine-readable error code of a refused request (e.g. TOTP_REQUIRED), when the server sends one. */
  code?: string;
  /** Seconds to wait before trying again, when the server says (429 or a resend cool-down). */
  retryAfterSeconds?: number;
  /** The refusal's details (`{ error: { code, reason, field, attemptsLeft, message } }`), else {}. */
  error: Record<string, unknown>;
  body: Record<string, unknown>;
}

/** POST to the identity HTTP endpoints behind the gateway (same origin; cookies are HttpOnly). */
export async function postAuth(path: string, body: Record<string, unknown> = {}): Promise<AuthResult> {
  let response: Response;
  try {
    response = await fetch(`/auth/${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, code: 'NETWORK', error: {}, body: {} };
  }
  let parsed: Record<string, unknown> = {};
  try {
    const json: unknown = await response.json();
    if (json && typeof json === 'object') parsed = json as Record<string, unknown>;
  } catch {
    // An empty or non-JSON answer: the status says enough.
  }
  const nested =
    parsed.error && typeof parsed.error === 'object' ? (parsed.error as Record<string, unknown>) : {};
  const code = [parsed.code, nested.code, parsed.error].find((value) => typeof value === 'string') as
    | string
    | undefined;
  const retryHeader = Number(response.headers?.get?.('retry-after'));
  const retryBody = Number(parsed.retryAfterSeconds ?? nested.retryAfterSeconds);
  const retryAfterSeconds =
    Number.isFinite(retryBody) && retryBody > 0 ? retryBody : retryHeader > 0 ? retryHeader : undefined;
  return { ok: response.ok, status: response.status, code, retryAfterSeconds, error: nested, body: parsed };
}

export interface SessionUser {
  id: string;
  email: string;
  language: string;
  activated: boolean;
  totpEnabled: boolean;
}

export interface SessionViewer {
  user: SessionUser | null;
  currentWorkspaceId: string | null;
  /** A Portico operator: the /admin area (identity's PLATFORM_ADMIN_EMAILS). */
  platformAdmin?: boolean;
}

const VIEWER_QUERY =
  'query SessionViewer { viewer { user { id email language activated totpEnabled } currentWorkspaceId platformAdmin } }';

/**
 * Who is logged in, without Apollo (the header needs it on every page, marketing pages included).
 * Answers null when nobody is (401 or no user); throws on a network or server failure.
 */
let refreshing: Promise<boolean> | undefined;

/**
 * Renews the access cookie from the refresh cookie. Concurrent callers share one request, so a burst
 * of expired requests costs one POST /auth/refresh. Answers whether the session could be renewed.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= postAuth('refresh')
    .then((result) => result.ok)
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

export async function fetchViewer(): Promise<SessionViewer | null> {
  const viewer = await readViewer();
  if (viewer !== 'expired') return viewer;
  // An expired access cookie: renew it once, then ask again.
  if (!(await refreshSession())) return null;
  const again = await readViewer();
  return again === 'expired' ? null : again;
}

async function readViewer(): Promise<SessionViewer | null | 'expired'> {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json', [CSRF_HEADER]: '1' },
    body: JSON.stringify({ query: VIEWER_QUERY, operationName: 'SessionViewer' }),
  });
  if (response.status === 401) return 'expired';
  const json = (await response.json()) as {
    data?: { viewer?: SessionViewer | null };
    errors?: { extensions?: { code?: string } }[];
  };
  if (json.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED')) return 'expired';
  if (!response.ok || !json.data) throw new Error(`viewer query failed with ${response.status}`);
  const viewer = json.data.viewer;
  return viewer?.user ? viewer : null;
}
