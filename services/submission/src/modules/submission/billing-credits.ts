import { submissionSettings } from '../../config';
import { billingUnavailable, noCredits } from './submission.errors';

export interface CreditRequest {
  workspaceId: string;
  /** The filing the credit pays for: billing debits a submission once, however often it is asked. */
  submissionId: string;
}

async function post(
  path: string,
  request: CreditRequest,
  signedActor: string | undefined,
): Promise<Response> {
  if (!signedActor) throw billingUnavailable();
  try {
    return await fetch(new URL(path, submissionSettings().billingUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-portico-actor': signedActor },
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
 * billing's message when none is left, SERVICE_UNAVAILABLE when billing cannot answer.
 */
export async function consumeCredit(request: CreditRequest, signedActor: string | undefined): Promise<void> {
  const response = await post('/internal/credits/consume', request, signedActor);
  if (response.ok) return;
  if (response.status === 402) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: unknown } } | null;
    throw noCredits(typeof body?.error?.message === 'string' ? body.error.message : undefined);
  }
  throw billingUnavailable();
}

/** Gives back the credit of a filing that could not be stored after it was taken (idempotent). */
export async function releaseCredit(request: CreditRequest, signedActor: string | undefined): Promise<void> {
  const response = await post('/internal/credits/release', request, signedActor);
  if (!response.ok) throw billingUnavailable();
}
