import { Migration } from '@mikro-orm/migrations';

/**
 * The live view and the applicant's own signature (docs/adr/0042): where the worker that holds a
 * filing takes live-view sockets, and one evidence record per hand-off of CEAC's sign page.
 */
export class Migration20261128000000LiveViewAndSignatureEvidence extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "submission"."submission" add column "live_view_url" varchar(300) null;`);
    this.addSql(
      `create table "submission"."signature_evidence" ("id" uuid not null, "submission_id" uuid not null, "attempt" int not null, "outcome" varchar(20) not null, "started_at" timestamptz not null, "ended_at" timestamptz not null, "signers" jsonb not null default '[]', "inputs" jsonb not null default '[]', "frames" jsonb not null default '[]', "refused_inputs" int not null default 0, "ceac_session" varchar(100) null, "error" text null, constraint "signature_evidence_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "signature_evidence_submission_id_started_at_index" on "submission"."signature_evidence" ("submission_id", "started_at");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "submission"."signature_evidence" cascade;`);
    this.addSql(`alter table "submission"."submission" drop column "live_view_url";`);
  }
}
