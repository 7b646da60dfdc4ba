import { Migration } from '@mikro-orm/migrations';

/**
 * Review with originals (docs/adr/0014): each answer row keeps the client's original (encrypted like
 * the value when the answer is sensitive), who wrote it and when, who made the agency's edit and
 * when, a needs-review flag and the translation state of the field.
 */
export class Migration20261123200000OriginalsAndReview extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "forms"."form_answer"
        add column "original" jsonb null,
        add column "original_encrypted" bytea null,
        add column "original_version" int null,
        add column "original_by" varchar(64) null,
        add column "original_at" timestamptz null,
        add column "agency_by" varchar(64) null,
        add column "agency_at" timestamptz null,
        add column "needs_review" boolean not null default false,
        add column "translation" varchar(16) null;`);
    this.addSql(
      `create index "form_answer_needs_review_index" on "forms"."form_answer" ("form_id") where "needs_review";`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "forms"."form_answer_needs_review_index";`);
    this.addSql(`
      alter table "forms"."form_answer"
        drop column "original", drop column "original_encrypted", drop column "original_version",
        drop column "original_by", drop column "original_at", drop column "agency_by",
        drop column "agency_at", drop column "needs_review", drop column "translation";`);
  }
}
