import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One answer of a form: a leaf (`surname`, `otherNames.0.surname`, a date object) or a repeater's
 * own row (`otherNames`, value = its item count). Sensitive answers keep `value` null and hold
 * AES-256-GCM ciphertext in `valueEncrypted`. Written with SQL by AnswerStore.
 */
@Entity({ tableName: 'form_answer' })
@Index({
  name: 'form_answer_needs_review_index',
  expression:
    'create index "form_answer_needs_review_index" on "forms"."form_answer" ("form_id") where "needs_review"',
})
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

  /** The client's own answer (native script allowed), when a client link wrote it (ADR 0014). */
  @Property({ type: 'json', nullable: true })
  original: unknown = null;

  @Property({ type: 'blob', nullable: true })
  originalEncrypted: Buffer | null = null;

  /** The form version the original was last written at (what the client's autosave sends back). */
  @Property({ type: 'integer', nullable: true })
  originalVersion: number | null = null;

  /** `client:<clientLinkId>`. */
  @Property({ type: 'string', length: 64, nullable: true })
  originalBy: string | null = null;

  /** Set when the row has a client original. */
  @Property({ type: 'datetime', nullable: true })
  originalAt: Date | null = null;

  /** The member (user id or `apiKey:<id>`) who made the agency's value, and when; null: the value is the original. */
  @Property({ type: 'string', length: 64, nullable: true })
  agencyBy: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  agencyAt: Date | null = null;

  /** The client changed the original after the agency edited the answer. */
  @Property({ type: 'boolean', default: false })
  needsReview: boolean = false;

  /** MACHINE: the agency value came from a translation provider; NEEDS_HUMAN: none could translate it. */
  @Property({ type: 'string', length: 16, nullable: true })
  translation: string | null = null;
}
