import { Migration } from '@mikro-orm/migrations';

/**
 * Filing on CEAC (docs/adr/0020): the frozen answers snapshot and the security answer (encrypted),
 * the robot's checkpoint, progress, the pending human action and its answer, errors, the worker's
 * lease, and every step in `submission_step`.
 */
export class Migration20261124000000Filing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "submission"."submission"
        add column "form_name" varchar(200) not null default '',
        add column "updated_at" timestamptz not null default now(),
        add column "created_by" varchar(64) null,
        add column "form_created_by" varchar(64) null,
        add column "notify_email" varchar(320) null,
        add column "answers_encrypted" bytea null,
        add column "security_question" varchar(4) null,
        add column "security_answer_encrypted" bytea null,
        add column "application_id" varchar(20) null,
        add column "confirmation_number" varchar(40) null,
        add column "checkpoint" jsonb null,
        add column "current_page" varchar(100) null,
        add column "progress_done" int not null default 0,
        add column "progress_total" int not null default 0,
        add column "pending_action" jsonb null,
        add column "action_answer_encrypted" bytea null,
        add column "action_answer_for" uuid null,
        add column "errors" jsonb not null default '[]',
        add column "error_message" text null,
        add column "attempts" int not null default 0,
        add column "lease_owner" varchar(100) null,
        add column "lease_until" timestamptz null;`);
    this.addSql(
      `create index "submission_workspace_id_status_created_at_index" on "submission"."submission" ("workspace_id", "status", "created_at");`,
    );
    this.addSql(
      `create index "submission_form_id_created_at_index" on "submission"."submission" ("form_id", "created_at");`,
    );
    this.addSql(
      `create unique index "submission_form_id_in_flight_unique" on "submission"."submission" ("form_id") where "status" not in ('COMPLETED', 'ERRORED', 'DS160_ERROR');`,
    );
    this.addSql(`
      create table "submission"."submission_step" (
        "submission_id" uuid not null,
        "seq" int not null,
        "at" timestamptz not null,
        "kind" varchar(20) not null,
        "page" varchar(100) null,
        "message" text not null,
        "status" text check ("status" in ('PENDING_START', 'FILLING_FORM', 'AWAITING_CAPTCHA', 'IN_PROGRESS', 'COMPLETED', 'ERRORED', 'DS160_ERROR')) not null,
        constraint "submission_step_pkey" primary key ("submission_id", "seq")
      );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "submission"."submission_step";`);
    this.addSql(`drop index if exists "submission"."submission_form_id_in_flight_unique";`);
    this.addSql(`drop index if exists "submission"."submission_form_id_created_at_index";`);
    this.addSql(`drop index if exists "submission"."submission_workspace_id_status_created_at_index";`);
    this.addSql(`
      alter table "submission"."submission"
        drop column "form_name", drop column "updated_at", drop column "created_by",
        drop column "form_created_by", drop column "notify_email", drop column "answers_encrypted",
        drop column "security_question", drop column "security_answer_encrypted",
        drop column "application_id", drop column "confirmation_number", drop column "checkpoint",
        drop column "current_page", drop column "progress_done", drop column "progress_total",
        drop column "pending_action", drop column "action_answer_encrypted",
        drop column "action_answer_for", drop column "errors", drop column "error_message",
        drop column "attempts", drop column "lease_owner", drop column "lease_until";`);
  }
}
