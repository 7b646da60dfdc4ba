import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The applicant's DS-160 photo of a form (docs/adr/0023): one per form, the compliant JPEG as
 * AES-256-GCM ciphertext (personal data; the additional data binds it to the form), its size and
 * what was changed to make it compliant. Written with SQL by photo.service.
 */
@Entity({ tableName: 'form_photo' })
export class FormPhoto {
  @PrimaryKey({ type: 'uuid' })
  formId!: string;

  @Property({ type: 'blob' })
  imageEncrypted!: Buffer;

  @Property({ type: 'integer' })
  width!: number;

  @Property({ type: 'integer' })
  height!: number;

  /** Size of the stored JPEG in bytes. */
  @Property({ type: 'integer' })
  bytes!: number;

  /** PhotoAdjustment keys, in the order they were made. */
  @Property({ type: 'json' })
  adjustments: string[] = [];

  @Property({ type: 'datetime' })
  uploadedAt: Date = new Date();

  @Property({ type: 'string', length: 64, nullable: true })
  uploadedBy: string | null = null;
}
