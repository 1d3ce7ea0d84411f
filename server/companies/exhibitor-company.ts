import { asc, eq, sql } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../audit/record';
import type { Db, Executor } from '../db';
import { containsKeyword } from '../db/like-pattern';
import { companies } from '../db/schema';

/**
 * The company a staff-made exhibitor account belongs to: the existing one staff chose (found by name), or a
 * new company named as staff typed it (with an audit entry). Null when the chosen one no longer exists.
 */
export async function companyForExhibitor(tx: Executor, companyId: number | null, name: string, staff: AuditActor): Promise<{ id: number; name: string } | null> {
  if (companyId !== null) {
    const [found] = await tx.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, companyId));
    return found ?? null;
  }
  const [created] = await tx.insert(companies).values({ name }).returning({ id: companies.id, name: companies.name });
  if (!created) throw new Error('company insert returned no row');
  await recordAudit(tx, { actor: staff, action: 'company.create', entity: { type: 'company', id: created.id, label: name }, changes: { name: ['', name] } });
  return created;
}

export interface CompanyChoice {
  id: number;
  name: string;
  kinds: string[];
  certified: boolean;
}

/** Companies whose name (or English name) contains the words, for staff choosing an exhibitor's company: at most 20, by name. */
export async function searchCompaniesByName(db: Db, q: string, limit = 20): Promise<CompanyChoice[]> {
  const where = containsKeyword(q, [companies.name, companies.nameEn]);
  const rows = await db
    .select({ id: companies.id, name: companies.name, kinds: companies.kinds, certified: sql<boolean>`${companies.certifiedAt} is not null` })
    .from(companies)
    .where(where)
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, kinds: [...row.kinds] }));
}
