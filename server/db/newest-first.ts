import { count, desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './executor';

/** A table whose rows are listed newest first: by `createdAt`, then `id` (so a page never overlaps the next). */
type Dated = PgTable & { createdAt: PgColumn; id: PgColumn };

/** One page of the rows that match, newest first, with how many match and how many pages they make (at least one). */
export async function newestFirstPage<T extends Dated>(
  db: Db,
  table: T,
  where: SQL | undefined,
  page: { number: number; size: number },
): Promise<{ rows: T['$inferSelect'][]; total: number; pageCount: number }> {
  const [rows, [matching]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    db.select({ value: count() }).from(table as PgTable).where(where),
  ]);
  const total = matching?.value ?? 0;
  return { rows: rows as T['$inferSelect'][], total, pageCount: Math.max(1, Math.ceil(total / page.size)) };
}
