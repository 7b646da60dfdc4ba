import { Migration } from '@mikro-orm/migrations';

/** The applicant's DS-160 photo, one per form, encrypted (docs/adr/0023). */
export class Migration20261124300000FormPhoto extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "forms"."form_photo" (
        "form_id" uuid not null,
        "image_encrypted" bytea not null,
        "width" int not null,
        "height" int not null,
        "bytes" int not null,
        "adjustments" jsonb not null,
        "uploaded_at" timestamptz not null,
        "uploaded_by" varchar(64) null,
        constraint "form_photo_pkey" primary key ("form_id")
      );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "forms"."form_photo";`);
  }
}
