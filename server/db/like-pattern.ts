/** A visitor's keyword as an ILIKE pattern: `%`, `_` and `\` typed by a visitor match themselves, not any text. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
