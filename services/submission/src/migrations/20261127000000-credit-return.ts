import { Migration } from '@mikro-orm/migrations';

/**
 * A filing's credit can be given back (docs/adr/0041): the return token billing gave with the
 * credit (encrypted), when a return is due next, and when it was done.
 */
export class Migration20261127000000CreditReturn extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "submission"."submission" add column "credit_return_token_encrypted" bytea null, add column "credit_return_due_at" timestamptz null, add column "credit_returned_at" timestamptz null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "submission"."submission" drop column "credit_return_token_encrypted", drop column "credit_return_due_at", drop column "credit_returned_at";`,
    );
  }
}
