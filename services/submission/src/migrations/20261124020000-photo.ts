import { Migration } from '@mikro-orm/migrations';

/** The applicant's photo frozen with a filing (forms' compliant JPEG, encrypted; null: none). ADR 0023. */
export class Migration20261124020000Photo extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "submission"."submission" add column "photo_encrypted" bytea null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "submission"."submission" drop column "photo_encrypted";`);
  }
}
