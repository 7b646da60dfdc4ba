import { Migration } from '@mikro-orm/migrations';

export class Migration20261123000000CreateForm extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "forms"."form" (
        "id" uuid not null,
        "workspace_id" uuid not null,
        "name" varchar(200) not null,
        "status" text check ("status" in ('NOT_STARTED', 'IN_PROGRESS', 'COMPLETED', 'ARCHIVED')) not null default 'NOT_STARTED',
        "version" int not null default 1,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        "created_by_user_id" varchar(64) null,
        constraint "form_pkey" primary key ("id")
      );`);
    this.addSql(
      `create index "form_workspace_id_created_at_index" on "forms"."form" ("workspace_id", "created_at");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "forms"."form";`);
  }
}
