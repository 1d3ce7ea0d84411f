import { eq } from 'drizzle-orm';
import type { CompanyKind } from '@/lib/companies/rules';
import type { SourcingPosterView } from '@/lib/sourcing/views';
import type { Executor } from '../db';
import { companies, users } from '../db/schema';

/**
 * Who may post a sourcing request: an account of a company that is certified (an approved certification of
 * any kind). A trusted company's requests go live without review. The same test, with its kinds, says who may
 * quote (quote.ts).
 */

export type Poster = { kind: 'allowed'; companyId: number; companyName: string; trusted: boolean; kinds: CompanyKind[] } | { kind: 'no_company' } | { kind: 'not_certified'; companyName: string };

export async function posterOf(db: Executor, accountId: number): Promise<Poster> {
  const [row] = await db
    .select({ companyId: companies.id, name: companies.name, certifiedAt: companies.certifiedAt, trusted: companies.trusted, hidden: companies.hidden, kinds: companies.kinds })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, accountId));
  if (!row) return { kind: 'no_company' };
  if (row.certifiedAt === null || row.hidden) return { kind: 'not_certified', companyName: row.name };
  return { kind: 'allowed', companyId: row.companyId, companyName: row.name, trusted: row.trusted, kinds: row.kinds };
}

/**
 * The company an account acts for on a request's quotes (the buyer choosing, either side of a thread): an enabled
 * account of a certified company staff have not hidden; null otherwise — a company that lost its certification
 * or was hidden no longer chooses, asks or answers (and so never sees the other side's contact).
 */
export async function actingCompany(db: Executor, accountId: number): Promise<number | null> {
  const [row] = await db
    .select({ companyId: companies.id, certifiedAt: companies.certifiedAt, hidden: companies.hidden, disabled: users.disabled })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, accountId));
  return row && !row.disabled && row.certifiedAt !== null && !row.hidden ? row.companyId : null;
}

/** The page's view of it (no ids). */
export function posterView(poster: Poster): SourcingPosterView {
  if (poster.kind === 'allowed') return { kind: 'allowed', companyName: poster.companyName, trusted: poster.trusted };
  return poster;
}
