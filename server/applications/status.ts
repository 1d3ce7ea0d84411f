import { eq } from 'drizzle-orm';
import { isToldStatus, nextStatuses, type ApplicationStatus } from '@/lib/applications/rules';
import { recordAudit, type AuditActor } from '../audit/record';
import type { Db } from '../db';
import { jobApplications, jobs } from '../db/schema';
import { isStale, nextUpdatedAt, staleVersion, type StaleVersion } from '../audit/record-version';
import type { ApplicationRow } from './apply';
import { sendApplicationMessage } from './messages';
import { auditLabel } from './staff-detail';

/**
 * A recruiter moves an application on (new → screening → interview → offer
 * → hired, or rejected), in one transaction that holds its row: the version
 * the page showed is compared (a change someone made since is a 409, nothing
 * written), the step must be allowed from where it stands, and the change,
 * its audit entry and — for interview, offer and rejected — the message that
 * tells the candidate are committed together.
 */

export type StatusOutcome =
  | { kind: 'changed'; row: ApplicationRow }
  | { kind: 'not_found' }
  | { kind: 'stale'; stale: StaleVersion }
  | { kind: 'not_allowed'; current: ApplicationStatus };

export async function changeStatus(
  db: Db,
  id: number,
  change: { status: ApplicationStatus; version: string },
  actor: AuditActor,
  now = new Date(),
): Promise<StatusOutcome> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(jobApplications).where(eq(jobApplications.id, id)).for('update');
    if (!current) return { kind: 'not_found' };
    if (isStale(change.version, current.updatedAt)) {
      return { kind: 'stale', stale: await staleVersion(tx, { updatedAt: current.updatedAt, entity: { type: 'application', id }, actorId: actor.id }) };
    }
    if (!nextStatuses(current.status).includes(change.status)) return { kind: 'not_allowed', current: current.status };
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, current.jobId));
    if (!job) throw new Error(`application ${id} has no job`);
    const updatedAt = nextUpdatedAt(current.updatedAt, now);
    const [row] = await tx
      .update(jobApplications)
      .set({ status: change.status, statusChangedAt: now, updatedAt })
      .where(eq(jobApplications.id, id))
      .returning();
    if (!row) throw new Error(`application ${id} vanished under its lock`);
    await recordAudit(tx, {
      actor,
      action: 'application.status',
      entity: { type: 'application', id, label: auditLabel(row, job) },
      changes: { applicationStatus: [current.status, change.status] },
      // The entry's time is the version's, so that a later stale save can name who made it.
      now: updatedAt,
    });
    if (isToldStatus(change.status)) await sendApplicationMessage(tx, `application_${change.status}`, row, job, now);
    return { kind: 'changed', row };
  });
}
