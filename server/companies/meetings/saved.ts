import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { SAVED_COMPANIES_MAX } from '@/lib/companies/meeting-schemas';
import type { Db, Executor } from '../../db';
import { companies, savedCompanies, users } from '../../db/schema';

/**
 * 我的展商: the exhibitors an account saved (saved_companies). Saving is idempotent (saving one twice keeps
 * one row); only public companies can be saved, and at most SAVED_COMPANIES_MAX; the browser's own list (kept
 * before login) is merged in with the same call. Hidden companies drop out of every list.
 */

export type SaveOutcome = { kind: 'saved'; ids: number[] } | { kind: 'too_many' };

export async function saveCompanies(db: Db, userId: number, companyIds: readonly number[], now = new Date()): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    // The account's row holds concurrent merges (two tabs after login) to one count.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const known = await tx.select({ id: companies.id }).from(companies).where(and(inArray(companies.id, [...companyIds]), eq(companies.hidden, false)));
    const ids = known.map((row) => row.id);
    if (ids.length > 0) {
      const [current] = await tx.select({ n: count() }).from(savedCompanies).where(eq(savedCompanies.userId, userId));
      const already = await tx.select({ id: savedCompanies.companyId }).from(savedCompanies).where(and(eq(savedCompanies.userId, userId), inArray(savedCompanies.companyId, ids)));
      const added = ids.length - already.length;
      if ((current?.n ?? 0) + added > SAVED_COMPANIES_MAX) return { kind: 'too_many' };
      await tx
        .insert(savedCompanies)
        .values(ids.map((companyId) => ({ userId, companyId, createdAt: now })))
        .onConflictDoNothing();
    }
    return { kind: 'saved', ids };
  });
}

export async function unsaveCompany(db: Db, userId: number, companyId: number): Promise<void> {
  await db.delete(savedCompanies).where(and(eq(savedCompanies.userId, userId), eq(savedCompanies.companyId, companyId)));
}

/** The account's saved public companies, the latest saved first. */
export async function savedCompanyIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: savedCompanies.companyId })
    .from(savedCompanies)
    .innerJoin(companies, eq(companies.id, savedCompanies.companyId))
    .where(and(eq(savedCompanies.userId, userId), eq(companies.hidden, false)))
    .orderBy(desc(savedCompanies.createdAt), asc(savedCompanies.companyId));
  return rows.map((row) => row.id);
}
