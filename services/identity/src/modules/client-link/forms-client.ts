import { identitySettings } from '../../lib/config';
import { formsUnavailable } from './client-link.errors';

export interface FormFacts {
  id: string;
  workspaceId: string;
  archived: boolean;
}

/**
 * Asks forms whether a form exists (forms' `GET /internal/forms/:id`), relaying the gateway's signed
 * actor of the current request: forms verifies it like any call and answers only forms that actor
 * may see (a member's workspaces; any form for the gateway itself, at a link exchange). identity
 * never reads forms' tables. Null when forms says 404; throws SERVICE_UNAVAILABLE when unreachable.
 */
export async function fetchFormFacts(
  formId: string,
  signedActor: string | undefined,
): Promise<FormFacts | null> {
  if (!signedActor) throw formsUnavailable();
  const url = new URL(`/internal/forms/${encodeURIComponent(formId)}`, identitySettings().formsUrl);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { 'x-portico-actor': signedActor },
      signal: AbortSignal.timeout(5_000),
    });
  } catch {
    throw formsUnavailable();
  }
  if (response.status === 404) return null;
  if (!response.ok) throw formsUnavailable();
  const body = (await response.json().catch(() => null)) as Partial<FormFacts> | null;
  if (!body || typeof body.workspaceId !== 'string') throw formsUnavailable();
  return { id: formId, workspaceId: body.workspaceId, archived: body.archived === true };
}
