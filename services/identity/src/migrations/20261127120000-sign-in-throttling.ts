import { Migration } from '@mikro-orm/migrations';

/**
 * Sign-in throttling that cannot be turned against the owner (docs/adr/0034): the devices an
 * account signed in from, and the codes e-mailed to a throttled account after its right password.
 */
export class Migration20261127120000SignInThrottling extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "identity"."known_device" ("id" uuid not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "last_sign_in_at" timestamptz not null, "expires_at" timestamptz not null, constraint "known_device_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "known_device_user_id_index" on "identity"."known_device" ("user_id");`);
    this.addSql(
      `alter table "identity"."known_device" add constraint "known_device_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `create table "identity"."login_code" ("user_id" uuid not null, "code_hash" text not null, "sent_at" timestamptz not null, "expires_at" timestamptz not null, "failed_attempts" int not null default 0, constraint "login_code_pkey" primary key ("user_id"));`,
    );
  }
}
