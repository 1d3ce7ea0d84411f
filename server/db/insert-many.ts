import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * Many rows in one INSERT with one parameter per column, however many rows:
 * `insert into t (a, b) select a::type, b::type from unnest($1::text[], $2::text[])`.
 * Drizzle's `.values([...])` binds one parameter per cell (a batch of 250
 * registrations' messages is thousands), and both building that statement and
 * PostgreSQL's parsing of its VALUES list cost several times what the insert
 * itself does (bench/registration.mjs). Each value goes as text through the
 * column's own driver mapping (JSON, timestamps) and is cast back to the
 * column's type in SQL, so enums, jsonb and timestamps need no array type of
 * their own on either driver. Add `returning …` to the SQL it gives.
 */
export function insertMany<TTable extends PgTable>(
  table: TTable,
  rows: readonly TTable['$inferInsert'][],
  keys: readonly (keyof TTable['$inferInsert'] & string)[],
): SQL {
  const all = getTableColumns(table) as Record<string, PgColumn>;
  const columns = keys.map((key) => {
    const column = all[key];
    if (!column) throw new Error(`${key} is not a column of the table`);
    return column;
  });
  const arrays = columns.map((column, index) => {
    const key = keys[index]!;
    const texts = rows.map((row) => asText(column, (row as Record<string, unknown>)[key]));
    return sql`${sql.param(texts)}::text[]`;
  });
  const names = sql.join(columns.map((column) => sql.identifier(column.name)), sql`, `);
  const aliases = columns.map((_, index) => sql.identifier(`c${index}`));
  const casts = sql.join(columns.map((column, index) => sql`${aliases[index]}::${sql.raw(column.getSQLType())}`), sql`, `);
  return sql`insert into ${table} (${names}) select ${casts} from unnest(${sql.join(arrays, sql`, `)}) as u(${sql.join(aliases, sql`, `)})`;
}

function asText(column: PgColumn, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const driven: unknown = column.mapToDriverValue(value);
  if (driven === null) return null;
  if (driven instanceof Date) return driven.toISOString();
  return typeof driven === 'string' ? driven : String(driven);
}

/** The rows of `db.execute`'s result (both drivers answer `{ rows }`), as the caller's `returning` names them. */
export function returnedRows<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) throw new Error('the statement returned no rows list');
  return rows as T[];
}
