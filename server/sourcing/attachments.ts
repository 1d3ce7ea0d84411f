import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ViewerKind } from '@/lib/guards';
import { SOURCING_ATTACHMENTS_MAX } from '@/lib/sourcing/rules';
import type { SourcingFileView } from '@/lib/sourcing/views';
import { STAFF_KINDS } from '../auth/api-auth';
import type { Executor } from '../db';
import { companies, sourcingRequestAttachments, sourcingRequests, uploadBlobs, uploads, users } from '../db/schema';
import type { FoundUpload } from '../uploads/access';
import { ownSourcingFiles, sourcingFileName } from './files';
import { publicRequest } from './public';

/**
 * A sourcing request's attachments (5 at most, images and PDF: files.ts) and who may open them: staff, the
 * buyer's own accounts (a draft's: its author only), and — while the request is on the site — any logged-in account of a certified company
 * (not hidden). Anyone else sees how many there are and why they cannot open them. The check runs on every
 * request for the list or a file (GET /api/sourcing/{id}/attachments[/{file}]); nothing is served from a
 * public address.
 */

export interface AttachmentInput {
  uploadId: string;
  name: string;
}

/** Whether the viewer may open a request's files, or why not (`missing`: no such request for this viewer). */
export type FileAccess = { kind: 'open' } | { kind: 'login' } | { kind: 'not_certified' } | { kind: 'missing' };

export async function fileAccess(db: Executor, requestId: number, viewer: { id: number; kind: ViewerKind } | null, now = new Date()): Promise<FileAccess> {
  const [request] = await db
    .select({ buyerId: sourcingRequests.buyerId, buyerCompanyId: sourcingRequests.buyerCompanyId, status: sourcingRequests.status })
    .from(sourcingRequests)
    .where(eq(sourcingRequests.id, requestId));
  if (!request) return { kind: 'missing' };
  const staff = viewer !== null && (STAFF_KINDS as readonly ViewerKind[]).includes(viewer.kind);
  const account = viewer
    ? (
        await db
          .select({ companyId: users.companyId, certifiedAt: companies.certifiedAt, hidden: companies.hidden })
          .from(users)
          .leftJoin(companies, eq(companies.id, users.companyId))
          .where(eq(users.id, viewer.id))
      )[0]
    : undefined;
  // A draft is its account's alone; a request sent is its company's.
  const author = viewer !== null && request.buyerId === viewer.id;
  const colleague = request.status !== 'draft' && account?.companyId != null && account.companyId === request.buyerCompanyId;
  if (author || colleague || (staff && request.status !== 'draft')) return { kind: 'open' };
  // Anyone else only while the public sees the request (live, or ended within 30 days, or closed so).
  if (!(await publicRequest(db, requestId, now))) return { kind: 'missing' };
  if (!viewer) return { kind: 'login' };
  if (!account?.certifiedAt || account.hidden) return { kind: 'not_certified' };
  return { kind: 'open' };
}

export interface AttachmentRow extends SourcingFileView {
  sha256: string;
}

/** The request's files in the buyer's order. */
export async function requestAttachments(db: Executor, requestId: number): Promise<AttachmentRow[]> {
  return db
    .select({ id: uploads.id, name: sourcingRequestAttachments.name, type: uploadBlobs.type, size: uploadBlobs.size, sha256: uploads.sha256 })
    .from(sourcingRequestAttachments)
    .innerJoin(uploads, eq(uploads.id, sourcingRequestAttachments.uploadId))
    .innerJoin(uploadBlobs, eq(uploadBlobs.sha256, uploads.sha256))
    .where(eq(sourcingRequestAttachments.requestId, requestId))
    .orderBy(asc(sourcingRequestAttachments.sortOrder));
}

/** One file of the request, as served (null: not one of its files). */
export async function requestAttachment(db: Executor, requestId: number, uploadId: string): Promise<(Pick<FoundUpload, 'id' | 'type' | 'size' | 'sha256'> & { name: string }) | null> {
  const found = (await requestAttachments(db, requestId)).find((row) => row.id === uploadId);
  return found ?? null;
}

/** How many files each request has (the public pages say how many there are). */
export async function attachmentCount(db: Executor, requestId: number): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(sourcingRequestAttachments).where(eq(sourcingRequestAttachments.requestId, requestId));
  return Number(row?.count ?? 0);
}

/**
 * Checks the files a form names: at most SOURCING_ATTACHMENTS_MAX, none twice, each one of the account's own
 * sourcing files. The field's error (translation keys), or null.
 */
export async function attachmentProblem(db: Executor, ownerId: number, attachments: readonly AttachmentInput[]): Promise<string | null> {
  if (attachments.length > SOURCING_ATTACHMENTS_MAX) return 'sourcing:files.tooMany';
  const ids = attachments.map((file) => file.uploadId);
  if (new Set(ids).size !== ids.length) return 'sourcing:files.twice';
  const own = await ownSourcingFiles(db, ownerId, ids);
  if (ids.some((id) => !own.has(id))) return 'sourcing:files.unknown';
  return null;
}

/** Makes the request's files these (in this order), inside the caller's transaction; checked by attachmentProblem first. */
export async function replaceAttachments(tx: Executor, requestId: number, attachments: readonly AttachmentInput[]): Promise<void> {
  await tx.delete(sourcingRequestAttachments).where(eq(sourcingRequestAttachments.requestId, requestId));
  if (attachments.length === 0) return;
  const types = await tx
    .select({ id: uploads.id, type: uploadBlobs.type })
    .from(uploads)
    .innerJoin(uploadBlobs, eq(uploadBlobs.sha256, uploads.sha256))
    .where(and(eq(uploads.purpose, 'sourcing'), inArray(uploads.id, attachments.map((file) => file.uploadId))));
  const typeOf = new Map(types.map((row) => [row.id, row.type]));
  await tx.insert(sourcingRequestAttachments).values(
    attachments.map((file, index) => ({ requestId, uploadId: file.uploadId, name: sourcingFileName(file.name, typeOf.get(file.uploadId) ?? ''), sortOrder: index })),
  );
}
