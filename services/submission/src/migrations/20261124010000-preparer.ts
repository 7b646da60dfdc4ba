import { Migration } from '@mikro-orm/migrations';

/** The preparer frozen with a filing (an agency's details from identity; null: the applicant alone). ADR 0024. */
export class Migration20261124010000Preparer extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "submission"."submission" add column "preparer" jsonb null;`);
  }
}
