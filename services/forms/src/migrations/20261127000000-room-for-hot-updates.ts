import { Migration } from '@mikro-orm/migrations';

/**
 * Every save updates its form row, its answer rows and its tab's seq row in place. Leaving part of
 * each page free lets PostgreSQL keep the new row version on the same page and skip the indexes
 * whose columns did not change (a HOT update), instead of adding an entry to every index of the
 * table: the form table has seven, one of them a trigram index on the name (docs/adr/0031).
 * Applies to pages written from now on.
 */
export class Migration20261127000000RoomForHotUpdates extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "forms"."form" set (fillfactor = 70);`);
    this.addSql(`alter table "forms"."form_answer" set (fillfactor = 85);`);
    this.addSql(`alter table "forms"."form_client_seq" set (fillfactor = 70);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "forms"."form" reset (fillfactor);`);
    this.addSql(`alter table "forms"."form_answer" reset (fillfactor);`);
    this.addSql(`alter table "forms"."form_client_seq" reset (fillfactor);`);
  }
}
