import { Readable } from 'node:stream';
import type { Db } from '@/server/db';
import { jobs } from '@/server/db/schema';
import applyRoute from '@/pages/api/jobs/[id]/applications';
import { callApi, type ApiAnswer } from './api';
import { chunksOf, multipartBody, MULTIPART_TYPE, partHead, type Part } from './multipart';
import { pdfBytes } from './resume-files';

/** Jobs and applications for the job application tests: a job row, the form's fields, and a POST as the browser sends it. */

const DAY_MS = 86_400_000;
let jobCount = 0;

/** A job, open for 30 more days unless told. */
export async function insertJob(db: Db, overrides: Partial<typeof jobs.$inferInsert> = {}) {
  jobCount += 1;
  const [row] = await db
    .insert(jobs)
    .values({
      title: `品牌运营专员 ${jobCount}`,
      titleEn: `Brand Operations Specialist ${jobCount}`,
      department: '品牌运营部',
      city: '上海',
      duties: ['负责品牌入驻'],
      requirements: ['两年以上经验'],
      closesAt: new Date(Date.now() + 30 * DAY_MS),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insert returned no job');
  return row;
}

let mobileCount = 0;
/** A mainland mobile number no other call returns (136 + 8 digits). */
export function newMobile(): string {
  mobileCount += 1;
  return `136${String(10_000_000 + mobileCount).slice(-8)}`;
}

/** The form's text fields, valid, as the browser sends them (consent as "true"). */
export function applicationFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: '张三',
    mobile: newMobile(),
    email: 'zhangsan@example.com',
    city: '上海',
    experience: '3to5',
    education: 'bachelor',
    coverNote: '三年品牌运营经验，熟悉天猫和抖音渠道。',
    consent: 'true',
    ...overrides,
  };
}

export interface ResumeFile {
  filename: string;
  bytes: Buffer;
  type?: string;
}

export const PDF_RESUME: ResumeFile = { filename: '张三-简历.pdf', bytes: pdfBytes(), type: 'application/pdf' };

export interface ApplyCall {
  ip?: string;
  cookie?: string;
  lang?: string;
  /** The body in pieces, to count how much of it the route read (default: the built body in 16 kB chunks). */
  body?: Iterable<Buffer>;
}

/** The multipart body: the fields first, the résumé last (as the site's form sends them). */
export function applicationBody(fields: Record<string, string>, file: ResumeFile | null): Buffer {
  const parts: Part[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (file) parts.push({ name: 'file', filename: file.filename, type: file.type ?? 'application/octet-stream', bytes: file.bytes });
  return multipartBody(parts);
}

/** The body up to the résumé's bytes: the fields, then the file part's head (a test sends the bytes itself). */
export function applicationHead(fields: Record<string, string>, filename: string): Buffer {
  const parts = Object.entries(fields).map(([name, value]) => Buffer.concat([partHead({ name, value }), Buffer.from(value), Buffer.from('\r\n')]));
  return Buffer.concat([...parts, partHead({ name: 'file', filename, type: 'application/pdf', bytes: Buffer.alloc(0) })]);
}

/** POST /api/jobs/{id}/applications; `pulled` is how many bytes of the body the route read. */
export async function postApplication(
  jobId: number | string,
  fields: Record<string, string>,
  file: ResumeFile | null = PDF_RESUME,
  call: ApplyCall = {},
): Promise<ApiAnswer & { pulled: number; total: number }> {
  const built = applicationBody(fields, file);
  let pulled = 0;
  const pieces = call.body ?? chunksOf(built);
  const stream = Readable.from(
    (function* () {
      for (const piece of pieces) {
        pulled += piece.length;
        yield piece;
      }
    })(),
    { objectMode: false },
  );
  const answer = await callApi(applyRoute, {
    method: 'POST',
    stream,
    query: { id: String(jobId) },
    ip: call.ip,
    headers: {
      'content-type': MULTIPART_TYPE,
      ...(call.cookie ? { cookie: call.cookie } : {}),
      ...(call.lang ? { 'accept-language': call.lang } : {}),
    },
  });
  return { ...answer, pulled, total: built.length };
}
