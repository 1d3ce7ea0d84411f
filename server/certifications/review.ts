import { eq } from 'drizzle-orm';
import type { Review } from '@/lib/certifications/schema';
import type { CertificationStatus } from '@/lib/certifications/views';
import { recordAudit, type AuditActor } from '../audit/record';
import { CERTIFICATION_PAGE, routes } from '@/lib/routes';
import type { Db } from '../db';
import { certifications } from '../db/schema';
import { certifyCompany } from '../companies/from-certification';
import { enqueueMessage } from '../messages/outbox';
import { siteConfig } from '../kernel/site-config';
import { invalidate } from '../kernel/cache';
import type { CertificationRow } from './apply';

/**
 * A reviewer approves or rejects a pending application, with the reviewer
 * and the time recorded, an audit entry and the message that tells the
 * applicant (SMS and e-mail), in one transaction that holds the
 * application's row: of two reviewers deciding at once only the first decides.
 * An approval also makes or updates the company with this code (server/companies/from-certification.ts).
 */

export type ReviewOutcome =
  | { kind: 'reviewed'; row: CertificationRow }
  | { kind: 'not_found' }
  | { kind: 'not_pending'; status: Exclude<CertificationStatus, 'pending'> };

export async function reviewApplication(db: Db, id: number, review: Review, reviewer: AuditActor, now = new Date()): Promise<ReviewOutcome> {
  const outcome = await decide(db, id, review, reviewer, now);
  // The company it made or updated is read through the directory's cache: the certified mark shows at once.
  if (outcome.kind === 'reviewed' && outcome.row.status === 'approved') invalidate('companies');
  return outcome;
}

function decide(db: Db, id: number, review: Review, reviewer: AuditActor, now: Date): Promise<ReviewOutcome> {
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
    if (status === 'approved') await certifyCompany(tx, row, reviewer, now);
    await recordAudit(tx, {
      actor: reviewer,
      action: 'certification.review',
      entity: { type: 'certification', id, label: `${current.number} ${current.companyName}` },
      changes: { status: [current.status, status], reviewNote: [current.reviewNote, review.note] },
      now,
    });
    await enqueueMessage(
      tx,
      {
        kind: status === 'approved' ? 'certification_approved' : 'certification_rejected',
        to: { mobile: row.mobile, email: row.email },
        locale: 'zh-CN',
        params: {
          name: row.contactName,
          company: row.companyName,
          number: row.number,
          note: review.note,
          link: `${siteConfig().url}${routes[CERTIFICATION_PAGE[row.kind]]}`,
        },
        subject: { type: 'certification', id },
      },
      now,
    );
    return { kind: 'reviewed', row };
  });
}
