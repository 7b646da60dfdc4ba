import { Migration } from '@mikro-orm/migrations';

/** Coupons, orders (numbered from a sequence), processed provider events and the credits ledger (docs/adr/0025). */
export class Migration20261123100000OrdersCouponsCredits extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "billing"."coupon" ("code" varchar(32) not null, "kind" text check ("kind" in ('PERCENT', 'FIXED')) not null, "percent_off" int null, "amount_off_minor" int null, "currency" varchar(3) null, "expires_at" timestamptz null, "max_redemptions" int null, "redemptions" int not null default 0, "active" boolean not null default true, "created_at" timestamptz not null, constraint "coupon_pkey" primary key ("code"));`,
    );
    this.addSql(
      `create table "billing"."credit_entry" ("id" uuid not null, "workspace_id" uuid not null, "movement" text check ("movement" in ('PURCHASE', 'CONSUME', 'RELEASE', 'REFUND')) not null, "amount" int not null, "dedupe_key" varchar(100) not null, "order_id" uuid null, "submission_id" uuid null, "created_at" timestamptz not null, constraint "credit_entry_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "billing"."credit_entry" add constraint "credit_entry_dedupe_key_unique" unique ("dedupe_key");`,
    );
    this.addSql(
      `create index "credit_entry_workspace_id_created_at_index" on "billing"."credit_entry" ("workspace_id", "created_at");`,
    );
    this.addSql(
      `create table "billing"."processed_event" ("id" varchar(300) not null, "type" varchar(100) not null, "received_at" timestamptz not null, constraint "processed_event_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create table "billing"."purchase_order" ("id" uuid not null, "number" varchar(20) not null, "workspace_id" uuid not null, "buyer_user_id" uuid not null, "buyer_email" varchar(254) not null, "locale" varchar(5) not null, "idempotency_key" varchar(100) not null, "product_code" text check ("product_code" in ('SINGLE_FORM', 'FAMILY_PACK')) not null, "product_name" varchar(100) not null, "quantity" int not null, "unit_price_minor" int not null, "subtotal_minor" int not null, "discount_minor" int not null, "tax_rate_basis_points" int not null, "tax_minor" int not null, "total_minor" int not null, "currency" varchar(3) not null, "coupon_code" varchar(32) null, "country" varchar(2) not null, "region" varchar(3) null, "status" text check ("status" in ('PENDING', 'PAID', 'CANCELLED', 'REFUNDED')) not null default 'PENDING', "provider" varchar(10) not null, "provider_session_id" varchar(255) null, "provider_payment_id" varchar(255) null, "checkout_url" text null, "receipt_number" varchar(20) null, "receipt_sent_at" timestamptz null, "created_at" timestamptz not null, "paid_at" timestamptz null, "cancelled_at" timestamptz null, "refunded_at" timestamptz null, constraint "purchase_order_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "billing"."purchase_order" add constraint "purchase_order_number_unique" unique ("number");`,
    );
    this.addSql(
      `alter table "billing"."purchase_order" add constraint "purchase_order_provider_session_id_unique" unique ("provider_session_id");`,
    );
    this.addSql(
      `create index "purchase_order_workspace_id_created_at_index" on "billing"."purchase_order" ("workspace_id", "created_at");`,
    );
    this.addSql(
      `alter table "billing"."purchase_order" add constraint "purchase_order_workspace_id_idempotency_key_unique" unique ("workspace_id", "idempotency_key");`,
    );
    this.addSql(`create sequence "billing"."order_number" start 1;`);
  }
}
