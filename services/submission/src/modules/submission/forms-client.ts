import type { FormAnswers } from '@portico/shared-types';
import { submissionSettings } from '../../config';
import { formsUnavailable } from './submission.errors';

export interface FormSnapshot {
  id: string;
  workspaceId: string;
  name: string;
  status: 'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED' | 'ARCHIVED';
  createdBy: string | null;
  answers: FormAnswers;
  /** The applicant's compliant JPEG (docs/adr/0023), or null. */
  photo: Buffer | null;
}

function photoOf(body: Record<string, unknown>): Buffer | null {
  const photo = body.photo as { jpegBase64?: unknown } | null | undefined;
  if (!photo || typeof photo.jpegBase64 !== 'string' || photo.jpegBase64.length === 0) return null;
  return Buffer.from(photo.jpegBase64, 'base64');
}

/**
 * The form to file, from forms' `GET /internal/forms/:id/snapshot`, relaying the signed actor of the
 * current request (forms answers only what that actor may see). Null when forms says 404; throws
 * SERVICE_UNAVAILABLE when forms cannot be reached. The answers are never logged.
 */
export async function fetchFormSnapshot(
  formId: string,
  signedActor: string | undefined,
): Promise<FormSnapshot | null> {
  if (!signedActor) throw formsUnavailable();
  const url = new URL(
    `/internal/forms/${encodeURIComponent(formId)}/snapshot`,
    submissionSettings().formsUrl,
  );
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { 'x-portico-actor': signedActor },
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw formsUnavailable();
  }
  if (response.status === 404) return null;
  if (!response.ok) throw formsUnavailable();
  const body = (await response.json().catch(() => null)) as
    | (Partial<FormSnapshot> & Record<string, unknown>)
    | null;
  if (!body || typeof body.workspaceId !== 'string' || typeof body.answers !== 'object' || !body.answers)
    throw formsUnavailable();
  return {
    id: formId,
    workspaceId: body.workspaceId,
    name: typeof body.name === 'string' ? body.name : '',
    status: body.status ?? 'NOT_STARTED',
    createdBy: typeof body.createdBy === 'string' ? body.createdBy : null,
    answers: body.answers,
    photo: photoOf(body),
  };
}
