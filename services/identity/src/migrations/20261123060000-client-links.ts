import { Migration } from '@mikro-orm/migrations';

/** Client links (token stored as SHA-256) and the client sessions they are exchanged for. */
export class Migration20261123060000ClientLinks extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "identity"."client_link" ("id" uuid not null, "workspace_id" uuid not null, "form_id" uuid not null, "client_name" varchar(200) not null, "client_email" varchar(320) not null, "permissions" jsonb not null, "expires_at" timestamptz not null, "max_uses" int null, "uses" int not null default 0, "default_language" varchar(2) not null, "token_hash" varchar(64) not null, "created_by" uuid not null, "created_at" timestamptz not null, "last_accessed_at" timestamptz null, "revoked_at" timestamptz null, constraint "client_link_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "client_link_workspace_id_form_id_created_at_index" on "identity"."client_link" ("workspace_id", "form_id", "created_at");`,
    );
    this.addSql(
      `alter table "identity"."client_link" add constraint "client_link_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `create table "identity"."client_session" ("id" uuid not null, "token_hash" varchar(64) not null, "link_id" uuid not null, "started" boolean not null default false, "created_at" timestamptz not null, constraint "client_session_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "client_session_link_id_index" on "identity"."client_session" ("link_id");`);
    this.addSql(
      `alter table "identity"."client_session" add constraint "client_session_token_hash_unique" unique ("token_hash");`,
    );
  }
}
