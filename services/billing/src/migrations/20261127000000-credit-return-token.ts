import { Migration } from '@mikro-orm/migrations';

/** The return token of a filing's credit (docs/adr/0041): its hash, on the CONSUME row. */
export class Migration20261127000000CreditReturnToken extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "billing"."credit_entry" add column "return_token_hash" varchar(64) null;`);
  }
}
