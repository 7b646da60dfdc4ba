import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One answer of a form: a leaf (`surname`, `otherNames.0.surname`, a date object) or a repeater's
 * own row (`otherNames`, value = its item count). Sensitive answers keep `value` null and hold
 * AES-256-GCM ciphertext in `valueEncrypted`. Written with SQL by AnswerStore.
 */
@Entity({ tableName: 'form_answer' })
export class FormAnswer {
  @PrimaryKey({ type: 'uuid' })
  formId!: string;

  @PrimaryKey({ type: 'string', length: 40 })
  section!: string;

  @PrimaryKey({ type: 'string', length: 300 })
  path!: string;

  @Property({ type: 'json', nullable: true })
  value: unknown = null;

  @Property({ type: 'blob', nullable: true })
  valueEncrypted: Buffer | null = null;

  /** The form version this answer was last written at. */
  @Property({ type: 'integer' })
  version!: number;

  @Property({ type: 'string', length: 64, nullable: true })
  updatedBy: string | null = null;

  @Property({ type: 'datetime' })
  updatedAt: Date = new Date();
}
