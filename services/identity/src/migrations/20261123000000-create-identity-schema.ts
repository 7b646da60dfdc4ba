import { Migration } from '@mikro-orm/migrations';

/** The identity schema itself is created by runMigrations; tables arrive with accounts. */
export class Migration20261123000000CreateIdentitySchema extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `comment on schema "identity" is 'Portico identity: accounts, sessions, workspaces, client links';`,
    );
  }
}
