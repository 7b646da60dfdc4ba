import { Migration } from '@mikro-orm/migrations';

/**
 * Sign-ups with a taken address are kept apart from accounts (they never activate), and a change of
 * e-mail waits for the code sent to the new address.
 */
export class Migration20261123050000DuplicateSignupAndEmailChange extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "identity"."duplicate_signup" ("id" uuid not null, "owner_id" uuid not null, "email" varchar(320) not null, "language" varchar(2) not null default 'en', "sent_at" timestamptz not null, "expires_at" timestamptz not null, "failed_attempts" int not null default 0, "created_at" timestamptz not null, constraint "duplicate_signup_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "duplicate_signup_owner_id_index" on "identity"."duplicate_signup" ("owner_id");`,
    );
    this.addSql(
      `create table "identity"."email_change" ("user_id" uuid not null, "new_email" varchar(320) not null, "code_hash" text not null, "sent_at" timestamptz not null, "expires_at" timestamptz not null, "failed_attempts" int not null default 0, constraint "email_change_pkey" primary key ("user_id"));`,
    );
  }
}
