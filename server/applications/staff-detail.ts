import { and, asc, eq } from 'drizzle-orm';
import { nextStatuses, type ResumeFormat } from '@/lib/applications/rules';
import type { StaffApplicationRowView, StaffApplicationView } from '@/lib/applications/views';
import { chinaDateTime } from '../kernel/china-time';
import type { Db, Executor } from '../db';
import { auditLog, jobApplicationNotes, jobApplications, jobs, uploadBlobs, uploads } from '../db/schema';
import { versionOf } from '../audit/record-version';
import type { ApplicationRow, JobRow } from './apply';
import type { StaffApplicationRow } from './staff-list';

/**
 * One application as its console page shows it — the candidate's details,
 * the résumé's link, the notes and the status changes (from the audit log) —
 * and a row of the list.
 */

/** Where staff download the résumé (an attachment, never shown inline). */
export function resumeHref(id: number): string {
  return `/api/admin/applications/${id}/resume`;
}

const FORMAT_OF: Readonly<Record<string, ResumeFormat>> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

export function resumeFormatOf(type: string): ResumeFormat {
  return FORMAT_OF[type] ?? 'pdf';
}

export function staffRowView({ application: row, jobTitle }: StaffApplicationRow): StaffApplicationRowView {
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    jobId: row.jobId,
    jobTitle,
    city: row.city,
    experience: row.experience,
    education: row.education,
    status: row.status,
    submittedLabel: chinaDateTime(row.createdAt),
  };
}

/** The audit entry's label of an application: its reference and job — no name, so the log keeps nothing of the candidate once the application is gone. */
export function auditLabel(row: Pick<ApplicationRow, 'reference'>, job: Pick<JobRow, 'title'>): string {
  return `${row.reference} · ${job.title}`;
}

/** The application with everything its page shows, or null. */
export async function staffApplication(db: Executor, id: number): Promise<StaffApplicationView | null> {
  const [found] = await db
    .select({ row: jobApplications, jobTitle: jobs.title, jobCity: jobs.city, type: uploadBlobs.type, size: uploadBlobs.size })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(uploads, eq(uploads.id, jobApplications.resumeUploadId))
    .innerJoin(uploadBlobs, eq(uploadBlobs.sha256, uploads.sha256))
    .where(eq(jobApplications.id, id));
  if (!found) return null;
  const { row } = found;
  const [notes, history] = await Promise.all([
    db.select().from(jobApplicationNotes).where(eq(jobApplicationNotes.applicationId, id)).orderBy(asc(jobApplicationNotes.id)),
    db
      .select({ changes: auditLog.changes, actorName: auditLog.actorName, createdAt: auditLog.createdAt })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'application'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'application.status')))
      .orderBy(asc(auditLog.id)),
  ]);
  return {
    id: row.id,
    reference: row.reference,
    jobId: row.jobId,
    jobTitle: found.jobTitle,
    jobCity: found.jobCity,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    city: row.city,
    experience: row.experience,
    education: row.education,
    coverNote: row.coverNote,
    status: row.status,
    nextStatuses: nextStatuses(row.status),
    version: versionOf(row.updatedAt),
    locale: row.locale,
    submittedLabel: chinaDateTime(row.createdAt),
    resume: { url: resumeHref(row.id), format: resumeFormatOf(found.type), size: found.size },
    notes: notes.map((note) => ({ id: note.id, authorName: note.authorName, createdLabel: chinaDateTime(note.createdAt), body: note.body })),
    history: history.map((entry) => {
      const [from, to] = entry.changes.applicationStatus ?? ['', ''];
      return { from: String(from ?? ''), to: String(to ?? ''), actorName: entry.actorName, createdLabel: chinaDateTime(entry.createdAt) };
    }),
  };
}

/** The application's row and job (for the résumé download and the actions), or null. */
export async function applicationWithJob(db: Db, id: number): Promise<{ row: ApplicationRow; job: JobRow } | null> {
  const [found] = await db.select({ row: jobApplications, job: jobs }).from(jobApplications).innerJoin(jobs, eq(jobs.id, jobApplications.jobId)).where(eq(jobApplications.id, id));
  return found ?? null;
}
