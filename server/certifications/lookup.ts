import { and, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { certifications } from '../db/schema';
import type { CertificationRow } from './apply';

/** An application by its number and the mobile number it was made with (both must match). */
export async function findApplication(db: Db, number: string, mobile: string): Promise<CertificationRow | null> {
  const [row] = await db
    .select()
    .from(certifications)
    .where(and(eq(certifications.number, number), eq(certifications.mobile, mobile)));
  return row ?? null;
}
