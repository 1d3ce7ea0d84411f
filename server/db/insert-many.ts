import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Many rows in one INSERT with one parameter per column, however many rows:
 * `insert into t (a, b) select a::type, b::type from unnest($1::text[], $2::text[])`.
 * Drizzle's `.values([...])` binds one parameter per cell (a batch of 250
 * registrations' messages is thousands), and both building that statement and
 * PostgreSQL's parsing of its VALUES list cost several times what the insert
 * itself does (bench/registration.mjs). Each value goes as text through the
 * column's own driver mapping (JSON, timestamps) and is cast back to the
 * column's type in SQL, so enums, jsonb and timestamps need no array type of
 * their own on either driver. Add `returning …` to the SQL it gives, or let
 * insertWithIds run it.
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

/**
 * Inserts `rows` (insertMany) and gives them back with the ids the database gave them, matched by `by`, a column
 * unique among them (a code): one statement, the caller hands the rows over and gets them back.
 */
export async function insertWithIds<TTable extends PgTable, TRow extends TTable['$inferInsert']>(
  executor: Pick<Db, 'execute'>,
  table: TTable,
  rows: readonly TRow[],
  keys: readonly (keyof TTable['$inferInsert'] & string)[],
  by: keyof TRow & keyof TTable['$inferInsert'] & string,
): Promise<(TRow & { id: number })[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const idColumn = columns.id;
  const byColumn = columns[by];
  if (!idColumn || !byColumn) throw new Error(`the table has no id or no ${by} column`);
  const returned = returnedRows<{ id: number | string; key: unknown }>(
    await executor.execute(sql`${insertMany(table, rows, keys)} returning ${idColumn} as id, ${byColumn} as key`),
  );
  const ids = new Map(returned.map((row) => [String(row.key), Number(row.id)]));
  return rows.map((row) => {
    const id = ids.get(String(row[by]));
    if (id === undefined) throw new Error('insert returned fewer rows than it was given');
    return { ...row, id };
  });
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
