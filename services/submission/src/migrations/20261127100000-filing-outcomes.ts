import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 18 (docs/adr/0043): a retry after a DS-160 error files on the credit of the filing it
 * retries (`credit_paid_by`, the submission whose credit pays; `credit_carried_to` on that one, so
 * a credit moves once); the reader's language for the filing's e-mails; which hand-off was reminded.
 */
export class Migration20261127100000FilingOutcomes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "submission"."submission" add column "credit_paid_by" uuid null, add column "credit_carried_to" uuid null, add column "notify_language" varchar(2) not null default 'en', add column "notified_action" varchar(64) null, add column "reminded_action" varchar(64) null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "submission"."submission" drop column "credit_paid_by", drop column "credit_carried_to", drop column "notify_language", drop column "notified_action", drop column "reminded_action";`,
    );
  }
}
