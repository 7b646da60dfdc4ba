import { Migration } from '@mikro-orm/migrations';

/** Activation codes hashed with argon2id; sessions get an absolute end (12 h) besides the idle limit. */
export class Migration20261123020000SessionLimitsAndCodeHash extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "identity"."activation_code" alter column "code_hash" type text using ("code_hash"::text);`,
    );
    // Codes stored as plain hashes before this migration cannot be checked any more: send new ones.
    this.addSql(`delete from "identity"."activation_code";`);
    this.addSql(`alter table "identity"."session" add column "family_expires_at" timestamptz null;`);
    this.addSql(
      `update "identity"."session" set "family_expires_at" = least("refresh_expires_at", "created_at" + interval '12 hours');`,
    );
    this.addSql(`alter table "identity"."session" alter column "family_expires_at" set not null;`);
  }
}
