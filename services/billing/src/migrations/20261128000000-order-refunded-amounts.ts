import { Migration } from '@mikro-orm/migrations';

/** What a refund gave back: the money and the credits (a refund covers only the credits still unused). */
export class Migration20261128000000OrderRefundedAmounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "billing"."purchase_order" add column "refunded_minor" int not null default 0, add column "refunded_credits" int not null default 0;`,
    );
    // Refunds made before this migration gave back the whole payment.
    this.addSql(
      `update "billing"."purchase_order" set "refunded_minor" = "total_minor" where "status" = 'REFUNDED';`,
    );
    this.addSql(
      `update "billing"."purchase_order" o set "refunded_credits" = coalesce((select -sum(e."amount") from "billing"."credit_entry" e where e."order_id" = o."id" and e."movement" = 'REFUND'), 0) where o."status" = 'REFUNDED';`,
    );
  }
}
