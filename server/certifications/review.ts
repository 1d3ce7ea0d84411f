import { and, eq } from 'drizzle-orm';
import type { Review } from '@/lib/schemas/certification';
import type { CertificationStatus } from '@/lib/views/certification-views';
import type { Db } from '../db';
import { certifications } from '../db/schema';
import type { CertificationRow } from './apply';

/**
 * A reviewer approves or rejects a pending application, with the reviewer
 * and the time recorded. The update itself checks that it is still pending,
 * so of two reviewers deciding at once only the first decides.
 */

export type ReviewOutcome =
  | { kind: 'reviewed'; row: CertificationRow }
  | { kind: 'not_found' }
  | { kind: 'not_pending'; status: Exclude<CertificationStatus, 'pending'> };

export async function reviewApplication(db: Db, id: number, review: Review, reviewerId: number, now = new Date()): Promise<ReviewOutcome> {
  const [row] = await db
    .update(certifications)
    .set({
      status: review.decision === 'approve' ? 'approved' : 'rejected',
      reviewNote: review.note,
      reviewedBy: reviewerId,
      reviewedAt: now,
      updatedAt: now,
    })
    .where(and(eq(certifications.id, id), eq(certifications.status, 'pending')))
    .returning();
  if (row) return { kind: 'reviewed', row };

  const [current] = await db.select({ status: certifications.status }).from(certifications).where(eq(certifications.id, id));
  if (!current) return { kind: 'not_found' };
  // Not updated, so not pending (a pending one would have been).
  return { kind: 'not_pending', status: current.status === 'approved' ? 'approved' : 'rejected' };
}
