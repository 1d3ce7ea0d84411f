import { eq, inArray } from 'drizzle-orm';
import { applyForJob } from '@/server/applications/apply';
import { purgeExpiredApplications } from '@/server/applications/retention';
import { inspectResume } from '@/server/applications/resume';
import { addNote } from '@/server/applications/notes';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { auditLog, jobApplicationNotes, jobApplications, uploadBlobs, uploads } from '@/server/db/schema';
import { buildUser } from './auth-support';
import { insertJob, newMobile } from './support/applications';
import { freshDatabase } from './support/db';
import { fixture } from './support/multipart';
import { docxBytes, pdfBytes } from './support/resume-files';

/**
 * Retention (the recruitment privacy terms): an application and its résumé go
 * APPLICATION_RETENTION_DAYS after the job closes — or, for a job without a
 * closing day, after the application was sent — with its notes; bytes another
 * upload still uses stay. The clock is the test's: purgeExpiredApplications
 * takes `now`.
 */

let database: Database;
const DAY_MS = 86_400_000;
const DAYS = 180;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
}, 60_000);
afterAll(() => database.close());

async function applyAt(jobId: number, when: Date, bytes: Buffer = pdfBytes()) {
  const fields = { name: '张三', mobile: newMobile(), email: 'zs@example.com', city: '上海', experience: '1to3' as const, education: 'bachelor' as const, coverNote: '', consent: true as const };
  const outcome = await applyForJob(database.db, { jobId, fields, resume: await inspectResume(bytes), locale: 'zh-CN' }, { now: when });
  if (outcome.kind !== 'created') throw new Error(`not created: ${outcome.kind}`);
  return outcome.row;
}

const stillThere = async (ids: number[]) =>
  (await database.db.select({ id: jobApplications.id }).from(jobApplications).where(inArray(jobApplications.id, ids))).map((row) => row.id).sort((a, b) => a - b);

it('deletes applications, their résumés and notes 180 days after the job closed, not a moment before', async () => {
  const closesAt = new Date('2026-03-31T15:59:59.999Z');
  const job = await insertJob(database.db, { closesAt });
  const application = await applyAt(job.id, new Date('2026-03-01T02:00:00Z'), docxBytes());
  const staff = await buildUser(database.db, { kind: 'editor' });
  await addNote(database.db, application.id, '一面通过', staff);

  expect(await purgeExpiredApplications(database.db, new Date(closesAt.getTime() + DAYS * DAY_MS - 1), DAYS)).toEqual({ applications: 0, resumes: 0 });
  expect(await stillThere([application.id])).toEqual([application.id]);

  expect(await purgeExpiredApplications(database.db, new Date(closesAt.getTime() + DAYS * DAY_MS + 1), DAYS)).toEqual({ applications: 1, resumes: 1 });
  expect(await stillThere([application.id])).toEqual([]);
  expect(await database.db.select().from(jobApplicationNotes).where(eq(jobApplicationNotes.applicationId, application.id))).toEqual([]);
  expect(await database.db.select().from(uploads).where(eq(uploads.id, application.resumeUploadId))).toEqual([]);
  expect(await database.db.select().from(uploadBlobs).where(eq(uploadBlobs.type, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'))).toEqual([]);
});

it('counts from the application for a job without a closing day, and keeps what is younger', async () => {
  const job = await insertJob(database.db, { closesAt: null });
  const now = new Date('2027-01-01T00:00:00Z');
  const old = await applyAt(job.id, new Date(now.getTime() - (DAYS + 1) * DAY_MS));
  const recent = await applyAt(job.id, new Date(now.getTime() - (DAYS - 1) * DAY_MS));
  expect((await purgeExpiredApplications(database.db, now, DAYS)).applications).toBe(1);
  expect(await stillThere([old.id, recent.id])).toEqual([recent.id]);
});

it('keeps a job’s applications while it is open, however old they are', async () => {
  const now = new Date('2027-06-01T00:00:00Z');
  const job = await insertJob(database.db, { closesAt: new Date(now.getTime() + DAY_MS) });
  const early = await applyAt(job.id, new Date(now.getTime() - 400 * DAY_MS));
  await purgeExpiredApplications(database.db, now, DAYS);
  expect(await stillThere([early.id])).toEqual([early.id]);
});

it('leaves the bytes another upload shares (an identical file kept for something else)', async () => {
  const png = fixture('photo.png');
  const closesAt = new Date('2025-01-01T00:00:00Z');
  const job = await insertJob(database.db, { closesAt });
  const application = await applyAt(job.id, new Date('2024-12-01T00:00:00Z'), png);
  const [resume] = await database.db.select().from(uploads).where(eq(uploads.id, application.resumeUploadId));
  await database.db.insert(uploads).values({ id: 'shared-image-upload-000', sha256: resume!.sha256, purpose: 'image', ownerId: null });
  await purgeExpiredApplications(database.db, new Date(closesAt.getTime() + (DAYS + 1) * DAY_MS), DAYS);
  expect(await stillThere([application.id])).toEqual([]);
  expect(await database.db.select({ sha256: uploadBlobs.sha256 }).from(uploadBlobs).where(eq(uploadBlobs.sha256, resume!.sha256))).toHaveLength(1);
});

it('takes its number of days from APPLICATION_RETENTION_DAYS (default 180)', async () => {
  const { env } = await import('@/server/kernel/env');
  expect(env({} as NodeJS.ProcessEnv).APPLICATION_RETENTION_DAYS).toBe(180);
  expect(env({ APPLICATION_RETENTION_DAYS: '30' } as unknown as NodeJS.ProcessEnv).APPLICATION_RETENTION_DAYS).toBe(30);
  expect(() => env({ APPLICATION_RETENTION_DAYS: '0' } as unknown as NodeJS.ProcessEnv)).toThrow(/APPLICATION_RETENTION_DAYS/);
});

it('records each deletion in the audit log as the system’s, once, per job with its count', async () => {
  const closesAt = new Date('2025-01-31T15:59:59.999Z');
  const job = await insertJob(database.db, { closesAt, title: '门店督导' });
  const other = await insertJob(database.db, { closesAt, title: '品牌策划' });
  await applyAt(job.id, new Date('2025-01-10T02:00:00Z'));
  await applyAt(job.id, new Date('2025-01-11T02:00:00Z'));
  await applyAt(other.id, new Date('2025-01-12T02:00:00Z'));
  const later = new Date(closesAt.getTime() + DAYS * DAY_MS + 1);
  const entries = () => database.db.select().from(auditLog).where(eq(auditLog.action, 'application.purge'));
  const before = (await entries()).length;

  await purgeExpiredApplications(database.db, later, DAYS);
  const recorded = (await entries()).slice(before).map((entry) => [entry.actorId, entry.actorKind, entry.cause, entry.entityType, entry.entityId, entry.entityLabel, entry.changes]);
  expect(recorded.sort()).toEqual(
    [
      [null, null, 'retention', 'job', String(job.id), '门店督导', { applications: [2, 0] }],
      [null, null, 'retention', 'job', String(other.id), '品牌策划', { applications: [1, 0] }],
    ].sort(),
  );
  // A second run (another instance, the next hour) deletes nothing and records nothing.
  await purgeExpiredApplications(database.db, later, DAYS);
  expect((await entries()).length).toBe(before + 2);
});
