import { eq } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../audit/record';
import type { Db } from '../db';
import { jobApplicationNotes, jobApplications, jobs } from '../db/schema';
import { auditLabel } from './staff-detail';

/**
 * A recruiter's note on an application: staff only, kept with the application
 * and deleted with it. The audit entry records that a note was added, not its
 * words (the log outlives the application; the note must not).
 */
export async function addNote(db: Db, id: number, body: string, author: AuditActor, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ reference: jobApplications.reference, title: jobs.title })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(eq(jobApplications.id, id))
      .for('update', { of: jobApplications });
    if (!found) return false;
    await tx.insert(jobApplicationNotes).values({ applicationId: id, authorId: author.id, authorName: author.name, body, createdAt: now });
    await recordAudit(tx, {
      actor: author,
      action: 'application.note',
      entity: { type: 'application', id, label: auditLabel(found, found) },
      changes: { note: ['', 'added'] },
      now,
    });
    return true;
  });
}
