import { ilike, or, type Column, type SQL } from 'drizzle-orm';

/** A visitor's keyword as an ILIKE pattern: `%`, `_` and `\` typed by a visitor match themselves, not any text. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Rows where any of `columns` contains `keyword`, case aside (the staff lists' and job list's search); nothing for no keyword. */
export function containsKeyword(keyword: string, columns: Column[]): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = likePattern(keyword);
  return or(...columns.map((column) => ilike(column, pattern)));
}
