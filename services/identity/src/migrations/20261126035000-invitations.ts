import { Migration } from '@mikro-orm/migrations';

/** Invitations to business workspaces (token stored as SHA-256) and the e-mails they sent (docs/adr/0035). */
export class Migration20261126035000Invitations extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "identity"."invitation" ("id" uuid not null, "workspace_id" uuid not null, "email" varchar(320) not null, "role" text check ("role" in ('MEMBER', 'ADMIN')) not null, "language" varchar(2) not null, "token_hash" varchar(64) not null, "invited_by" uuid not null, "created_at" timestamptz not null, "sent_at" timestamptz not null, "expires_at" timestamptz not null, "accepted_at" timestamptz null, "accepted_by" uuid null, "declined_at" timestamptz null, "revoked_at" timestamptz null, constraint "invitation_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "invitation_workspace_id_created_at_index" on "identity"."invitation" ("workspace_id", "created_at");`,
    );
    this.addSql(
      `alter table "identity"."invitation" add constraint "invitation_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `create table "identity"."invitation_send" ("id" bigserial primary key, "invitation_id" uuid not null, "workspace_id" uuid not null, "invited_by" uuid not null, "email" varchar(320) not null, "delivered" boolean not null, "at" timestamptz not null);`,
    );
    this.addSql(
      `create index "invitation_send_workspace_id_at_index" on "identity"."invitation_send" ("workspace_id", "at");`,
    );
    this.addSql(
      `create index "invitation_send_invited_by_at_index" on "identity"."invitation_send" ("invited_by", "at");`,
    );
    this.addSql(
      `create index "invitation_send_email_at_index" on "identity"."invitation_send" ("email", "at");`,
    );
  }
}
