import { Migration } from '@mikro-orm/migrations';

/**
 * Each step and each stopped filing keeps its message's code and parameters (@portico/shared-types
 * filing catalog) beside the English text, so screens show it in the reader's language.
 */
export class Migration20261124030000MessageCodes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "submission"."submission_step" add column "code" varchar(40) null, add column "params" jsonb null;`,
    );
    this.addSql(
      `alter table "submission"."submission" add column "error_code" varchar(40) null, add column "error_params" jsonb null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "submission"."submission_step" drop column "code", drop column "params";`);
    this.addSql(
      `alter table "submission"."submission" drop column "error_code", drop column "error_params";`,
    );
  }
}
