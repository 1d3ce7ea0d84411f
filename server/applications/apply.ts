import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { REPEAT_WINDOW_DAYS } from '@/lib/applications/rules';
import type { ApplicationFields } from '@/lib/applications/schema';
import type { Db, Executor } from '../db';
import { jobApplications, jobs, messages } from '../db/schema';
import { keepUpload } from '../uploads/store';
import { sendApplicationMessage } from './messages';
import { newApplicationReference } from './reference';
import type { InspectedResume } from './resume';

/**
 * Storing an application. In one transaction: the job checked open, the
 * repeat rule, the résumé's bytes and upload, the application and its receipt
 * message (SMS and e-mail) — all committed, or nothing. The repeat rule (the
 * same mobile number for the same job within 30 days is answered with the
 * first application, and nothing is added) is decided under an advisory lock
 * on (job, mobile), so simultaneous submits on any number of instances — a
 * double tap, a retry on a bad network — make one application. The caller
 * acknowledges only what this returns, i.e. after the commit.
 *
 * Nothing of an application is shown to someone who only knows its mobile
 * number (docs/spec.md §5.1), its reference included (with it, the status look-up
 * opens). So a repeat is answered with the first application only where the
 * request proves it is the candidate's (`proves`: the browser that applied, or
 * the candidate's own account); anyone else is told that the number applied
 * already, and the reference goes again to that application's mobile number
 * and e-mail — unless a message carrying it went there in the last
 * RESEND_QUIET_MS (a retry after a lost answer, a double tap).
 */

export type ApplicationRow = typeof jobApplications.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;

export type ApplyOutcome =
  | { kind: 'created'; row: ApplicationRow; job: JobRow }
  /** `shown`: the request proved the application its own, so its reference may be answered. */
  | { kind: 'repeated'; row: ApplicationRow; job: JobRow; shown: boolean }
  | { kind: 'not_found' }
  | { kind: 'closed' };

export interface ApplyInput {
  jobId: number;
  fields: ApplicationFields;
  resume: InspectedResume;
  /** The candidate's language: the page they applied on. */
  locale: string;
  /** The logged-in account that applied, if any. */
  applicantId?: number | null;
  /** SHA-256 of the capability cookie the answer gives this browser (server/auth/owner-cookie.ts). */
  ownerTokenHash?: string | null;
  /** Whether the request proves an earlier application its own (a repeat is answered with it only then). */
  proves?: (row: ApplicationRow) => boolean;
}

export interface ApplyOptions {
  now?: Date;
  /** Draws a reference (tests force a collision with it). */
  newReference?: (now: Date) => string;
}

const REFERENCE_ATTEMPTS = 5;
const DAY_MS = 86_400_000;
/** A repeat within this long of a message carrying the reference sends no other. */
export const RESEND_QUIET_MS = 10 * 60 * 1000;

/** Whether a job takes applications at `now`: shown (not hidden) and not past its closing day. */
export function jobState(job: Pick<JobRow, 'hidden' | 'closesAt'> | null | undefined, now: Date): 'open' | 'closed' | 'not_found' {
  if (!job || job.hidden) return 'not_found';
  return job.closesAt && job.closesAt.getTime() <= now.getTime() ? 'closed' : 'open';
}

/** The application of this mobile number for this job within the repeat window, newest first. */
export async function recentApplication(tx: Executor, jobId: number, mobile: string, now: Date): Promise<ApplicationRow | null> {
  const since = new Date(now.getTime() - REPEAT_WINDOW_DAYS * DAY_MS);
  const [row] = await tx
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.mobile, mobile), gt(jobApplications.createdAt, since)))
    .orderBy(desc(jobApplications.createdAt))
    .limit(1);
  return row ?? null;
}

/** Whether a message carrying the application's reference (its receipt, or a resend) was queued since `since`. */
async function referenceSentSince(tx: Executor, application: ApplicationRow, since: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.subjectType, 'job_application'),
        eq(messages.subjectId, String(application.id)),
        inArray(messages.kind, ['application_received', 'application_reference']),
        gt(messages.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function applyForJob(db: Db, input: ApplyInput, options: ApplyOptions = {}): Promise<ApplyOutcome> {
  const { now = new Date(), newReference = newApplicationReference } = options;
  const { fields } = input;
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, input.jobId));
    const state = jobState(job, now);
    if (state !== 'open' || !job) return { kind: state === 'closed' ? 'closed' : 'not_found' };

    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`job-application:${job.id}:${fields.mobile}`}))`);
    const earlier = await recentApplication(tx, job.id, fields.mobile, now);
    if (earlier) {
      const shown = input.proves?.(earlier) ?? false;
      if (!shown && !(await referenceSentSince(tx, earlier, new Date(now.getTime() - RESEND_QUIET_MS)))) {
        await sendApplicationMessage(tx, 'application_reference', earlier, job, now);
      }
      return { kind: 'repeated', row: earlier, job, shown };
    }

    const upload = await keepUpload(tx, input.resume, 'resume', now);
    const values = {
      jobId: job.id,
      name: fields.name,
      mobile: fields.mobile,
      email: fields.email,
      city: fields.city,
      experience: fields.experience,
      education: fields.education,
      coverNote: fields.coverNote,
      resumeUploadId: upload.id,
      locale: input.locale,
      applicantId: input.applicantId ?? null,
      ownerTokenHash: input.ownerTokenHash ?? null,
      consentAt: now,
      createdAt: now,
      updatedAt: now,
    };
    for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
      // A taken reference inserts nothing (no error, so the transaction goes on) and another is drawn.
      const [row] = await tx
        .insert(jobApplications)
        .values({ ...values, reference: newReference(now) })
        .onConflictDoNothing({ target: jobApplications.reference })
        .returning();
      if (row) {
        await sendApplicationMessage(tx, 'application_received', row, job, now);
        return { kind: 'created', row, job };
      }
    }
    throw new Error(`no free application reference after ${REFERENCE_ATTEMPTS} attempts`);
  });
}
