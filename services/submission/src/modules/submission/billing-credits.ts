import { submissionSettings } from '../../config';
import { billingUnavailable, noCredits } from './submission.errors';

export interface CreditRequest {
  workspaceId: string;
  /** The filing the credit pays for: billing debits a submission once, however often it is asked. */
  submissionId: string;
}

async function post(
  path: string,
  request: CreditRequest & { returnToken?: string },
  signedActor: string | undefined,
): Promise<Response> {
  try {
    return await fetch(new URL(path, submissionSettings().billingUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signedActor ? { 'x-portico-actor': signedActor } : {}),
      },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw billingUnavailable();
  }
}

/**
 * Takes one filing credit from the workspace through billing's `POST /internal/credits/consume`
 * (docs/adr/0025), relaying the signed actor of the request being served: billing lets a member, the
 * workspace's API key or a client with `submit` spend the workspace's credits. Throws NO_CREDITS with
 * billing's message when none is left, SERVICE_UNAVAILABLE when billing cannot answer. Resolves with
 * the credit's return token (docs/adr/0041), or null from a billing that gives none.
 */
export async function consumeCredit(
  request: CreditRequest,
  signedActor: string | undefined,
): Promise<string | null> {
  if (!signedActor) throw billingUnavailable();
  const response = await post('/internal/credits/consume', request, signedActor);
  if (response.ok) {
    const body = (await response.json().catch(() => null)) as { returnToken?: unknown } | null;
    return typeof body?.returnToken === 'string' ? body.returnToken : null;
  }
  if (response.status === 402) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: unknown } } | null;
    throw noCredits(typeof body?.error?.message === 'string' ? body.error.message : undefined);
  }
  throw billingUnavailable();
}

/** Gives back the credit of a filing that could not be stored after it was taken (idempotent). */
export async function releaseCredit(request: CreditRequest, signedActor: string | undefined): Promise<void> {
  if (!signedActor) throw billingUnavailable();
  const response = await post('/internal/credits/release', request, signedActor);
  if (!response.ok) throw billingUnavailable();
}

/**
 * The robot worker gives back the credit of a filing that ended before CEAC had it signed, through
 * billing's `POST /internal/credits/return` with the credit's return token (no person's actor: the
 * token is the authority; docs/adr/0041). `returned`: given back now; `already`: given back before;
 * `unknown`: billing knows no credit for that token. Throws SERVICE_UNAVAILABLE when billing cannot
 * answer (the worker tries again later).
 */
export async function returnCredit(
  request: CreditRequest & { returnToken: string },
): Promise<'returned' | 'already' | 'unknown'> {
  const response = await post('/internal/credits/return', request, undefined);
  if (response.status === 404) return 'unknown';
  if (!response.ok) throw billingUnavailable();
  const body = (await response.json().catch(() => null)) as { returned?: unknown } | null;
  return body?.returned === true ? 'returned' : 'already';
}
