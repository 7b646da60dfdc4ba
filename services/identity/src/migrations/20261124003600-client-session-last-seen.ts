import { Migration } from '@mikro-orm/migrations';

/**
 * Client sessions end when idle (docs/adr/0036): the client's last request. Sessions open before this
 * migration count as seen now, so none ends at once; their 12-hour limit runs from `created_at`.
 */
export class Migration20261124003600ClientSessionLastSeen extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "identity"."client_session" add column "last_seen_at" timestamptz not null default now();`,
    );
    this.addSql(`alter table "identity"."client_session" alter column "last_seen_at" drop default;`);
  }
}
