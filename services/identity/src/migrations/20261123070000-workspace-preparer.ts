import { Migration } from '@mikro-orm/migrations';

/** The agency's preparer details for CEAC's sign page (docs/adr/0024). */
export class Migration20261123070000WorkspacePreparer extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "identity"."workspace" add column "preparer_surname" varchar(33) null, add column "preparer_given_name" varchar(33) null, add column "preparer_line1" varchar(40) null, add column "preparer_line2" varchar(40) null, add column "preparer_city" varchar(20) null, add column "preparer_state" varchar(20) null, add column "preparer_postal_code" varchar(10) null, add column "preparer_country" varchar(8) null, add column "preparer_relationship" varchar(40) not null default 'AGENT';`,
    );
  }
}
