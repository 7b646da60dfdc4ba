import { Migration } from '@mikro-orm/migrations';

export class Migration20261123000000CreateSubmission extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "submission"."submission" (
        "id" uuid not null,
        "workspace_id" uuid not null,
        "form_id" uuid not null,
        "status" text check ("status" in ('PENDING_START', 'FILLING_FORM', 'AWAITING_CAPTCHA', 'IN_PROGRESS', 'COMPLETED', 'ERRORED', 'DS160_ERROR')) not null default 'PENDING_START',
        "created_at" timestamptz not null,
        "completed_at" timestamptz null,
        constraint "submission_pkey" primary key ("id")
      );`);
    this.addSql(
      `create index "submission_workspace_id_created_at_index" on "submission"."submission" ("workspace_id", "created_at");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "submission"."submission";`);
  }
}
