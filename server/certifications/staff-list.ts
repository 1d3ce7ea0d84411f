import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { emptyChoice } from '@/lib/http/list-query';
import { CERTIFICATION_KINDS, CERTIFICATION_STATUSES, type CertificationStatus } from '@/lib/certifications/views';
import type { Db } from '../db';
import { containsKeyword } from '../db/like-pattern';
import { certifications, uploadBlobs, uploads, users } from '../db/schema';

/**
 * The staff list's filters, from the query string: the status (pending unless
 * asked: the review queue; `all` for every status), the kind ('' both) and a
 * keyword. Unknown values are a 400 (API) or a 404 (page).
 */
export const staffCertificationQuery = z.object({
  status: z
    .enum([...CERTIFICATION_STATUSES, 'all'])
    .optional()
    .or(emptyChoice)
    .transform((value) => value ?? 'pending'),
  kind: z.enum(CERTIFICATION_KINDS).optional().or(emptyChoice),
  q: z.string().trim().max(100).optional().default(''),
});
export type StaffCertificationQuery = z.output<typeof staffCertificationQuery>;

/** How many applications the staff list shows (page and JSON). */
export const STAFF_CERTIFICATIONS_SHOWN = 200;

function conditions(filter: StaffCertificationQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.status !== 'all') parts.push(eq(certifications.status, filter.status));
  if (filter.kind) parts.push(eq(certifications.kind, filter.kind));
  parts.push(
    containsKeyword(filter.q, [
      certifications.number,
      certifications.companyName,
      certifications.uscc,
      certifications.contactName,
      certifications.mobile,
      certifications.email,
      certifications.brandName,
      certifications.storeName,
    ]),
  );
  return and(...parts);
}

/** An application with what its review shows besides: the licence image's size and the reviewer's name. */
function staffRows(db: Db) {
  return db
    .select({
      certification: certifications,
      licenceWidth: uploadBlobs.width,
      licenceHeight: uploadBlobs.height,
      reviewerName: users.name,
    })
    .from(certifications)
    .innerJoin(uploads, eq(uploads.id, certifications.licenceUploadId))
    .innerJoin(uploadBlobs, eq(uploadBlobs.sha256, uploads.sha256))
    .leftJoin(users, eq(users.id, certifications.reviewedBy));
}

export type StaffCertificationRow = Awaited<ReturnType<ReturnType<typeof staffRows>['execute']>>[number];

/**
 * Applications matching the filters, at most `limit`. The pending queue runs
 * oldest first (first come, first reviewed); decided ones newest first.
 */
export function listCertifications(db: Db, filter: StaffCertificationQuery, limit = STAFF_CERTIFICATIONS_SHOWN): Promise<StaffCertificationRow[]> {
  const order = filter.status === 'pending' ? asc(certifications.id) : desc(certifications.id);
  return staffRows(db).where(conditions(filter)).orderBy(order).limit(limit);
}

export async function countCertifications(db: Db, filter: StaffCertificationQuery): Promise<number> {
  const [row] = await db.select({ value: count() }).from(certifications).where(conditions(filter));
  return row?.value ?? 0;
}

/** How many applications there are in each status. */
export async function certificationTotals(db: Db): Promise<Record<CertificationStatus, number>> {
  const rows = await db.select({ status: certifications.status, rows: count() }).from(certifications).groupBy(certifications.status);
  const totals = { pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) totals[row.status] = row.rows;
  return totals;
}

/** One application as the staff list has it (after a review), or null. */
export async function staffCertification(db: Db, id: number): Promise<StaffCertificationRow | null> {
  const [row] = await staffRows(db).where(eq(certifications.id, id));
  return row ?? null;
}
