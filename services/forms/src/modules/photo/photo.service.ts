import type { EntityManager } from '@mikro-orm/postgresql';
import type { SubgraphContext } from '@portico/service-kit';
import { answerCipher } from '../form/answer-cipher';
import { FormStatus } from '../form/form.entity';
import { formArchived } from '../form/form.errors';
import { actorRef, canSeeAnswers, requireWrite } from '../form/form-access';
import { sql, type FormRecord } from '../form/form-records';
import { FormService } from '../form/form.service';
import { decodePhotoUpload, processPhoto } from './photo';

type Ctx = Pick<SubgraphContext, 'actor' | 'em' | 'pubSub'>;

export interface StoredPhoto {
  width: number;
  height: number;
  bytes: number;
  adjustments: string[];
  uploadedAt: Date;
  uploadedBy: string | null;
  /** The JPEG, decrypted (only when asked for). */
  jpeg?: Buffer;
}

interface PhotoRow {
  width: number;
  height: number;
  bytes: number;
  adjustments: string[];
  uploaded_at: Date;
  uploaded_by: string | null;
  image_encrypted?: Buffer;
}

/** The additional data binding a photo's ciphertext to its form. */
export const photoPlace = (formId: string) => `photo:${formId}`;

/** The photo of a form (decrypted when `withImage`), or null. No access check: callers do it. */
export async function loadPhoto(
  em: EntityManager,
  formId: string,
  withImage = false,
): Promise<StoredPhoto | null> {
  const rows = await sql<PhotoRow>(
    em,
    `select width, height, bytes, adjustments, uploaded_at, uploaded_by${withImage ? ', image_encrypted' : ''}
       from forms.form_photo where form_id = ?`,
    [formId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    adjustments: row.adjustments,
    uploadedAt: new Date(row.uploaded_at),
    uploadedBy: row.uploaded_by,
    ...(withImage && row.image_encrypted
      ? { jpeg: answerCipher().decryptBytes(row.image_encrypted, photoPlace(formId)) }
      : {}),
  };
}

const forms = new FormService();

/**
 * The applicant's photo of a form (docs/adr/0023). Who may change it: the same rule as answers
 * (members of the workspace, a client link with fill on this form); an archived form is refused.
 */
export class PhotoService {
  private async writable(ctx: Ctx, formId: string): Promise<FormRecord> {
    const form = await forms.get(ctx, formId);
    requireWrite(ctx.actor, form);
    if (form.status === FormStatus.ARCHIVED) throw formArchived();
    return form;
  }

  /** Checks, fixes when it can (or refuses, storing nothing) and stores the photo, replacing any other. */
  async set(ctx: Ctx, formId: string, image: string): Promise<{ form: FormRecord; photo: StoredPhoto }> {
    const form = await this.writable(ctx, formId);
    const processed = await processPhoto(decodePhotoUpload(image));
    const uploadedAt = new Date();
    const uploadedBy = actorRef(ctx.actor);
    await ctx.em.execute(
      `insert into forms.form_photo (form_id, image_encrypted, width, height, bytes, adjustments, uploaded_at, uploaded_by)
       values (?, ?, ?, ?, ?, ?::jsonb, ?, ?)
       on conflict (form_id) do update set image_encrypted = excluded.image_encrypted, width = excluded.width,
         height = excluded.height, bytes = excluded.bytes, adjustments = excluded.adjustments,
         uploaded_at = excluded.uploaded_at, uploaded_by = excluded.uploaded_by`,
      [
        form.id,
        answerCipher().encryptBytes(processed.jpeg, photoPlace(form.id)),
        processed.width,
        processed.height,
        processed.jpeg.length,
        JSON.stringify(processed.adjustments),
        uploadedAt,
        uploadedBy,
      ],
    );
    return {
      form,
      photo: {
        width: processed.width,
        height: processed.height,
        bytes: processed.jpeg.length,
        adjustments: processed.adjustments,
        uploadedAt,
        uploadedBy,
      },
    };
  }

  async remove(ctx: Ctx, formId: string): Promise<FormRecord> {
    const form = await this.writable(ctx, formId);
    await ctx.em.execute('delete from forms.form_photo where form_id = ?', [form.id]);
    return form;
  }

  /** The photo of a form the actor has read (null for a view_status-only link, like answers). */
  async of(ctx: Ctx, formId: string, withImage: boolean): Promise<StoredPhoto | null> {
    if (!canSeeAnswers(ctx.actor)) return null;
    return loadPhoto(ctx.em, formId, withImage);
  }
}
