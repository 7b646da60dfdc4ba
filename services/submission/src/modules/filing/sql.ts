import type { Pool, PoolClient } from 'pg';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * What the submission store needs of a database: pg's `query` (text with `$n` parameters, rows and
 * the number of rows touched). The worker passes its pg Pool; the service runs the same statements
 * on MikroORM's connection, inside the request's transaction when there is one (ormSql).
 */
export interface Sql {
  query<R = Record<string, unknown>>(
    text: string,
    values?: unknown[],
  ): Promise<{ rows: R[]; rowCount: number }>;
}

export function poolSql(pool: Pool | PoolClient): Sql {
  return {
    async query<R>(text: string, values: unknown[] = []) {
      const result = await pool.query(text, values);
      return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
    },
  };
}

/**
 * knex (under MikroORM) would spread an array bound to one `?` into a list: a string array travels as
 * PostgreSQL's array literal instead (the statements cast it, `$n::text[]`), as pg sends it.
 */
function arrayLiteral(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return `{${value.map((item) => `"${String(item).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * The same statements on the entity manager's connection (and its open transaction): MikroORM's raw
 * execute takes `?` placeholders in order, so each `$n` becomes a `?` bound to the n-th value (a `$n`
 * used twice is bound twice). The store's SQL has no `?` of its own (no jsonb `?` operators); arrays go as literals (arrayLiteral).
 */
export function ormSql(em: EntityManager): Sql {
  return {
    async query<R>(text: string, values: unknown[] = []) {
      const bound: unknown[] = [];
      const positional = text.replace(/\$(\d+)/g, (_, n: string) => {
        bound.push(arrayLiteral(values[Number(n) - 1]));
        return '?';
      });
      const result = await em
        .getConnection()
        .execute<{ affectedRows: number; rows: R[] }>(positional, bound, 'run', em.getTransactionContext());
      return { rows: result.rows ?? [], rowCount: result.affectedRows };
    },
  };
}
