import { eq } from 'drizzle-orm';
import type { Review } from '@/lib/schemas/certification';
import type { CertificationStatus } from '@/lib/views/certification-views';
import { recordAudit, type AuditEntry } from '../audit/record';
import type { Db } from '../db';
import { certifications } from '../db/schema';
import type { CertificationRow } from './apply';

/**
 * A reviewer approves or rejects a pending application, with the reviewer
 * and the time recorded and an audit entry, in one transaction that holds the
 * application's row: of two reviewers deciding at once only the first decides.
 */

export type ReviewOutcome =
  | { kind: 'reviewed'; row: CertificationRow }
  | { kind: 'not_found' }
  | { kind: 'not_pending'; status: Exclude<CertificationStatus, 'pending'> };

export async function reviewApplication(db: Db, id: number, review: Review, reviewer: AuditEntry['actor'], now = new Date()): Promise<ReviewOutcome> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(certifications).where(eq(certifications.id, id)).for('update');
    if (!current) return { kind: 'not_found' };
    if (current.status !== 'pending') return { kind: 'not_pending', status: current.status };
    const status = review.decision === 'approve' ? 'approved' : 'rejected';
    const [row] = await tx
      .update(certifications)
      .set({ status, reviewNote: review.note, reviewedBy: reviewer.id, reviewedAt: now, updatedAt: now })
      .where(eq(certifications.id, id))
      .returning();
    if (!row) throw new Error(`certification ${id} vanished under its lock`);
    await recordAudit(tx, {
      actor: reviewer,
      action: 'certification.review',
      entity: { type: 'certification', id, label: `${current.number} ${current.companyName}` },
      changes: { status: [current.status, status], reviewNote: [current.reviewNote, review.note] },
      now,
    });
    return { kind: 'reviewed', row };
  });
}
