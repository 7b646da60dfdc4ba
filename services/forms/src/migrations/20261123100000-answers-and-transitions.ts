import { Migration } from '@mikro-orm/migrations';

/** Answers as rows, transitions, per-tab seq, idempotency keys; list indexes (search by trigram). */
export class Migration20261123100000AnswersAndTransitions extends Migration {
  override async up(): Promise<void> {
    // pg_trgm lives in public so every service's schema can name its operator classes.
    this.addSql(`create extension if not exists pg_trgm with schema public;`);
    this.addSql(`
      create table "forms"."form_answer" (
        "form_id" uuid not null,
        "section" varchar(40) not null,
        "path" varchar(300) not null,
        "value" jsonb null,
        "value_encrypted" bytea null,
        "version" int not null,
        "updated_by" varchar(64) null,
        "updated_at" timestamptz not null,
        constraint "form_answer_pkey" primary key ("form_id", "section", "path")
      );`);
    this.addSql(`
      create table "forms"."form_client_seq" (
        "form_id" uuid not null,
        "client_id" uuid not null,
        "seq" int not null,
        "updated_at" timestamptz not null,
        constraint "form_client_seq_pkey" primary key ("form_id", "client_id")
      );`);
    this.addSql(`
      create table "forms"."form_transition" (
        "id" uuid not null,
        "form_id" uuid not null,
        "from_status" text check ("from_status" in ('NOT_STARTED', 'IN_PROGRESS', 'COMPLETED', 'ARCHIVED')) null,
        "to_status" text check ("to_status" in ('NOT_STARTED', 'IN_PROGRESS', 'COMPLETED', 'ARCHIVED')) not null,
        "at" timestamptz not null,
        "by" varchar(64) null,
        constraint "form_transition_pkey" primary key ("id")
      );`);
    this.addSql(
      `create index "form_transition_form_id_at_index" on "forms"."form_transition" ("form_id", "at");`,
    );
    this.addSql(`
      create table "forms"."save_idempotency" (
        "workspace_id" uuid not null,
        "actor_key" varchar(100) not null,
        "key" uuid not null,
        "request_hash" varchar(64) not null,
        "result" bytea not null,
        "created_at" timestamptz not null,
        constraint "save_idempotency_pkey" primary key ("workspace_id", "actor_key", "key")
      );`);
    this.addSql(
      `create index "save_idempotency_created_at_index" on "forms"."save_idempotency" ("created_at");`,
    );
    this.addSql(`
      alter table "forms"."form"
        add column "translation_state" text check ("translation_state" in ('NONE', 'IN_PROGRESS', 'TRANSLATED')) not null default 'NONE',
        add column "progress_completed" int not null default 0,
        add column "progress_applicable" int not null default 0,
        add column "progress_percent" int not null default 0;`);
    this.addSql(
      `create index "form_lower_name_trgm_index" on "forms"."form" using gin (lower("name") public.gin_trgm_ops);`,
    );
    this.addSql(
      `create index "form_workspace_id_lower_name_index" on "forms"."form" ("workspace_id", lower("name"));`,
    );
    this.addSql(
      `create index "form_workspace_id_progress_percent_index" on "forms"."form" ("workspace_id", "progress_percent");`,
    );
    this.addSql(
      `create index "form_workspace_id_created_by_user_id_created_at_index" on "forms"."form" ("workspace_id", "created_by_user_id", "created_at");`,
    );
    this.addSql(
      `create index "form_workspace_id_status_created_at_index" on "forms"."form" ("workspace_id", "status", "created_at");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "forms"."form_answer";`);
    this.addSql(`drop table if exists "forms"."form_client_seq";`);
    this.addSql(`drop table if exists "forms"."form_transition";`);
    this.addSql(`drop table if exists "forms"."save_idempotency";`);
    this.addSql(`drop index if exists "forms"."form_lower_name_trgm_index";`);
    this.addSql(`drop index if exists "forms"."form_workspace_id_lower_name_index";`);
    this.addSql(`drop index if exists "forms"."form_workspace_id_progress_percent_index";`);
    this.addSql(`drop index if exists "forms"."form_workspace_id_created_by_user_id_created_at_index";`);
    this.addSql(`drop index if exists "forms"."form_workspace_id_status_created_at_index";`);
    this.addSql(`
      alter table "forms"."form"
        drop column "translation_state", drop column "progress_completed",
        drop column "progress_applicable", drop column "progress_percent";`);
  }
}
