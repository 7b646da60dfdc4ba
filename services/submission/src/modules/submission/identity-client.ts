import { isLanguageCode } from '@portico/shared-types';
import type { RobotPreparer } from '../../robot/types';
import { submissionSettings } from '../../config';
import { identityUnavailable } from './submission.errors';

export interface WorkspacePreparer {
  kind: 'personal' | 'business';
  /** The agency as CEAC's preparer; null in a business workspace whose details are not complete yet. */
  preparer: RobotPreparer | null;
  /** The client of the form's newest client link (asked with a form id): who is e-mailed the confirmation. */
  applicantEmail: string | null;
  /** The language that applicant reads the filing's e-mails in (en, es, ru, cn, vi). */
  applicantLanguage: string;
}


/**
 * The workspace's preparer, from identity's `GET /internal/workspaces/:id/preparer`, relaying the
 * signed actor of the current request (identity answers only those who may file there). Throws
 * SERVICE_UNAVAILABLE when identity cannot be reached or refuses. docs/adr/0024.
 */
export async function fetchWorkspacePreparer(
  workspaceId: string,
  signedActor: string | undefined,
  formId?: string,
): Promise<WorkspacePreparer> {
  if (!signedActor) throw identityUnavailable();
  const url = new URL(
    `/internal/workspaces/${encodeURIComponent(workspaceId)}/preparer`,
    submissionSettings().identityUrl,
  );
  if (formId) url.searchParams.set('formId', formId);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { 'x-portico-actor': signedActor },
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw identityUnavailable();
  }
  if (!response.ok) throw identityUnavailable();
  const body = (await response.json().catch(() => null)) as Partial<WorkspacePreparer> | null;
  if (!body || (body.kind !== 'personal' && body.kind !== 'business')) throw identityUnavailable();
  return {
    kind: body.kind,
    preparer: body.kind === 'business' ? (body.preparer ?? null) : null,
    applicantEmail: typeof body.applicantEmail === 'string' ? body.applicantEmail : null,
    applicantLanguage: isLanguageCode(body.applicantLanguage) ? body.applicantLanguage : 'en',
  };
}
