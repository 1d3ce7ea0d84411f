import { and, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { recordAudit } from '../audit/record';
import type { Db } from '../db';
import { database, onBeforeClose } from '../db';
import { jobApplications, jobs } from '../db/schema';
import { env } from '../kernel/env';
import { log } from '../kernel/log';
import { deleteUploads } from '../uploads/store';

/**
 * The recruitment privacy terms' promise: an application and its résumé are
 * deleted APPLICATION_RETENTION_DAYS (default 180) after its job closed — at
 * the end of its closing day — or, for a job without a closing day, after the
 * application was sent. Its notes go with it; its audit entries keep only the
 * reference and the job's title. Each deletion is recorded in the audit log
 * (系统自动, the keeping time ended: how many of which job's applications), in
 * its transaction, so once whatever instance deletes them. Nothing outside the app runs it: every
 * instance purges when it starts and every hour after that, and
 * staff opening the list purge first (a few indexed deletes; purging is
 * idempotent, so instances need not agree on who does it).
 */

const DAY_MS = 86_400_000;
/** Applications deleted per transaction: a big backlog goes in several, none holding locks for long. */
const BATCH = 200;

export interface PurgeResult {
  applications: number;
  resumes: number;
}

export async function purgeExpiredApplications(db: Db, now = new Date(), days = env().APPLICATION_RETENTION_DAYS): Promise<PurgeResult> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const expired = or(
    and(isNotNull(jobs.closesAt), lt(jobs.closesAt, cutoff)),
    and(isNull(jobs.closesAt), lt(jobApplications.createdAt, cutoff)),
  );
  const total: PurgeResult = { applications: 0, resumes: 0 };
  for (;;) {
    const batch = await db
      .select({ id: jobApplications.id, jobId: jobs.id, jobTitle: jobs.title })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(expired)
      .limit(BATCH);
    if (batch.length === 0) return total;
    await db.transaction(async (tx) => {
      const gone = await tx
        .delete(jobApplications)
        .where(inArray(jobApplications.id, batch.map((row) => row.id)))
        .returning({ resume: jobApplications.resumeUploadId, jobId: jobApplications.jobId });
      total.applications += gone.length;
      total.resumes += await deleteUploads(tx, gone.map((row) => row.resume));
      const titles = new Map(batch.map((row) => [row.jobId, row.jobTitle]));
      const perJob = new Map<number, number>();
      for (const row of gone) perJob.set(row.jobId, (perJob.get(row.jobId) ?? 0) + 1);
      for (const [jobId, count] of perJob) {
        await recordAudit(tx, {
          actor: null,
          cause: 'retention',
          action: 'application.purge',
          entity: { type: 'job', id: jobId, label: titles.get(jobId) ?? '' },
          changes: { applications: [count, 0] },
          now,
        });
      }
    });
    if (batch.length < BATCH) return total;
  }
}

/** How often each instance purges. */
const PURGE_EVERY_MS = 60 * 60_000;

const globalForPurge = globalThis as unknown as { __tmzApplicationPurge?: NodeJS.Timeout };

/** Purges once, logging what went (and any failure: the next round tries again). */
export async function purgeNow(): Promise<void> {
  try {
    const purged = await purgeExpiredApplications((await database()).db);
    if (purged.applications > 0) log().info({ event: 'applications_purged', ...purged }, 'Deleted job applications past their keeping time');
  } catch (error) {
    log().error({ err: error, event: 'applications_purge_error' }, 'Deleting expired job applications failed; trying again in an hour');
  }
}

/** Starts this instance's hourly purge (instrumentation.ts, at server start); stopped when the database closes. */
export function startApplicationRetention(): void {
  if (globalForPurge.__tmzApplicationPurge) return;
  let running: Promise<void> | null = null;
  const purge = () => {
    running ??= purgeNow().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(purge, PURGE_EVERY_MS);
  timer.unref();
  globalForPurge.__tmzApplicationPurge = timer;
  onBeforeClose(async () => {
    clearInterval(timer);
    delete globalForPurge.__tmzApplicationPurge;
    await running;
  });
  purge();
}
