import { Migration } from '@mikro-orm/migrations';

/** Accounts, sessions, workspaces, members, branding, API keys, brute-force counters and the audit log. */
export class Migration20261123010000CreateAccounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "identity"."activation_code" ("user_id" uuid not null, "code_hash" varchar(64) not null, "sent_at" timestamptz not null, "expires_at" timestamptz not null, "failed_attempts" int not null default 0, constraint "activation_code_pkey" primary key ("user_id"));`,
    );
    this.addSql(
      `create table "identity"."api_key" ("id" uuid not null, "workspace_id" uuid not null, "name" varchar(100) not null, "secret_hash" varchar(64) not null, "created_by_user_id" uuid null, "created_at" timestamptz not null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, constraint "api_key_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "identity"."api_key" add constraint "api_key_secret_hash_unique" unique ("secret_hash");`,
    );
    this.addSql(
      `create index "api_key_workspace_id_created_at_index" on "identity"."api_key" ("workspace_id", "created_at");`,
    );
    this.addSql(
      `create table "identity"."api_key_usage" ("api_key_id" uuid not null, "window_start" timestamptz not null, "count" int not null default 0, constraint "api_key_usage_pkey" primary key ("api_key_id", "window_start"));`,
    );
    this.addSql(
      `create table "identity"."audit_event" ("id" bigserial primary key, "at" timestamptz not null, "action" varchar(64) not null, "user_id" uuid null, "workspace_id" uuid null, "ip" varchar(64) null, "user_agent" varchar(512) null, "details" jsonb null);`,
    );
    this.addSql(`create index "audit_event_user_id_at_index" on "identity"."audit_event" ("user_id", "at");`);
    this.addSql(
      `create table "identity"."auth_failure" ("id" bigserial primary key, "scope" varchar(16) not null, "key" varchar(320) not null, "at" timestamptz not null);`,
    );
    this.addSql(
      `create index "auth_failure_scope_key_at_index" on "identity"."auth_failure" ("scope", "key", "at");`,
    );
    this.addSql(
      `create table "identity"."membership" ("workspace_id" uuid not null, "user_id" uuid not null, "role" text check ("role" in ('MEMBER', 'ADMIN')) not null, "added_at" timestamptz not null, constraint "membership_pkey" primary key ("workspace_id", "user_id"));`,
    );
    this.addSql(`create index "membership_user_id_index" on "identity"."membership" ("user_id");`);
    this.addSql(
      `create table "identity"."password_reset" ("token_hash" varchar(64) not null, "user_id" uuid not null, "expires_at" timestamptz not null, "used_at" timestamptz null, constraint "password_reset_pkey" primary key ("token_hash"));`,
    );
    this.addSql(`create index "password_reset_user_id_index" on "identity"."password_reset" ("user_id");`);
    this.addSql(
      `create table "identity"."session" ("id" uuid not null, "user_id" uuid not null, "family_id" uuid not null, "access_hash" varchar(64) not null, "access_expires_at" timestamptz not null, "refresh_hash" varchar(64) not null, "refresh_expires_at" timestamptz not null, "rotated_at" timestamptz null, "rotation_seed" varchar(64) null, "revoked_at" timestamptz null, "created_at" timestamptz not null, constraint "session_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "session_user_id_index" on "identity"."session" ("user_id");`);
    this.addSql(`create index "session_family_id_index" on "identity"."session" ("family_id");`);
    this.addSql(
      `alter table "identity"."session" add constraint "session_access_hash_unique" unique ("access_hash");`,
    );
    this.addSql(
      `alter table "identity"."session" add constraint "session_refresh_hash_unique" unique ("refresh_hash");`,
    );
    this.addSql(
      `create table "identity"."user_account" ("id" uuid not null, "email" varchar(320) not null, "password_hash" text not null, "language" varchar(2) not null default 'en', "activated_at" timestamptz null, "totp_secret" varchar(64) null, "totp_pending_secret" varchar(64) null, "current_workspace_id" uuid null, "failures_cleared_at" timestamptz null, "created_at" timestamptz not null, constraint "user_account_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "identity"."user_account" add constraint "user_account_email_unique" unique ("email");`,
    );
    this.addSql(
      `create table "identity"."workspace" ("id" uuid not null, "name" varchar(200) not null, "type" text check ("type" in ('PERSONAL', 'BUSINESS')) not null, "requires_totp" boolean not null default false, "agency_name" varchar(200) null, "contact_email" varchar(320) null, "contact_phone" varchar(50) null, "contact_address" varchar(500) null, "logo" bytea null, "logo_mime" varchar(32) null, "created_at" timestamptz not null, constraint "workspace_pkey" primary key ("id"));`,
    );
    // The audit log is append-only: no UPDATE, DELETE or TRUNCATE, whoever asks.
    this.addSql(`create function "identity"."audit_event_append_only"() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_event is append-only';
      end;
    $$;`);
    this
      .addSql(`create trigger "audit_event_no_update_delete" before update or delete on "identity"."audit_event"
      for each row execute function "identity"."audit_event_append_only"();`);
    this.addSql(`create trigger "audit_event_no_truncate" before truncate on "identity"."audit_event"
      for each statement execute function "identity"."audit_event_append_only"();`);
  }
}
