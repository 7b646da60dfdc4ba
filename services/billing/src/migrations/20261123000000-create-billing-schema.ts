import { Migration } from '@mikro-orm/migrations';

/** The billing schema itself is created by runMigrations; tables arrive with carts and orders. */
export class Migration20261123000000CreateBillingSchema extends Migration {
  override async up(): Promise<void> {
    this.addSql(`comment on schema "billing" is 'Portico billing: catalog, carts, orders, credits';`);
  }
}
