import { z } from 'zod';

/** What the console's two account lists share: their search and page query, and their page size. */

/** Accounts one page of a list shows. */
export const ACCOUNTS_PAGE_SIZE = 50;

/** `?q=&page=`: a keyword (≤ 100 characters) and a page number ≥ 1. */
export const accountsPageQuery = z.object({
  q: z.string().trim().max(100).optional().default(''),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});

export function pageCountOf(total: number): number {
  return Math.max(1, Math.ceil(total / ACCOUNTS_PAGE_SIZE));
}

/** What an audit entry of a password reset records instead of the password: that it was reset. */
export const PASSWORD_RESET_MARK = 'reset';
