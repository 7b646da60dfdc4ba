import { Migration } from '@mikro-orm/migrations';

/** Audit rows carry the gateway's request id, to join them with the logs. */
export class Migration20261123040000AuditRequestId extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "identity"."audit_event" add column "request_id" varchar(64) null;`);
  }
}
