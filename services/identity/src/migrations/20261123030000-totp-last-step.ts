import { Migration } from '@mikro-orm/migrations';

/** A TOTP code is accepted once: the last accepted time step is kept per account. */
export class Migration20261123030000TotpLastStep extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "identity"."user_account" add column "totp_last_step" bigint null;`);
  }
}
