import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { consultants, partners } from '../db/schema';

/** Consultants and partners that are not hidden, in the order staff gave them. */

export type ConsultantRow = typeof consultants.$inferSelect;
export type PartnerRow = typeof partners.$inferSelect;

export async function listConsultants(db: Db, limit?: number): Promise<ConsultantRow[]> {
  const query = db.select().from(consultants).where(eq(consultants.hidden, false)).orderBy(asc(consultants.sortOrder), asc(consultants.id));
  return limit === undefined ? query : query.limit(limit);
}

/** One visible consultant, or null (unknown or hidden). */
export async function getConsultant(db: Db, id: number): Promise<ConsultantRow | null> {
  const [row] = await db.select().from(consultants).where(and(eq(consultants.id, id), eq(consultants.hidden, false))).limit(1);
  return row ?? null;
}

export async function listPartners(db: Db, limit?: number): Promise<PartnerRow[]> {
  const query = db.select().from(partners).where(eq(partners.hidden, false)).orderBy(asc(partners.sortOrder), asc(partners.id));
  return limit === undefined ? query : query.limit(limit);
}
