import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { UploadPurpose, UploadView } from '@/lib/uploads/views';
import type { Db, Executor } from '../db';
import { uploadBlobs, uploads } from '../db/schema';
import type { FoundUpload } from './access';
import type { InspectedImage } from './inspect-image';

/**
 * Keeping an inspected image: its bytes once per content (upload_blobs, keyed
 * by SHA-256) and an upload row with a random id for whoever sent it.
 */

/** 16 random bytes as base64url: 22 characters nobody can guess. */
export function newUploadId(): string {
  return randomBytes(16).toString('base64url');
}

export function sha256Of(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export interface SaveInput {
  /** An inspected image, or any file judged by its own inspection (a sourcing file's PDF). */
  image: InspectedImage | KeptFile;
  purpose: UploadPurpose;
  /** The uploader's account, or null for an anonymous licence upload. */
  ownerId: number | null;
}

/**
 * Stores the image; `created` is false when the same account had already
 * uploaded the same bytes for the same purpose, whose upload is answered
 * again. Anonymous uploads are never matched to an earlier one: telling an
 * anonymous sender "this licence was uploaded before" would let anyone probe
 * for someone else's document (and hand them its id). The look-up and the
 * insert happen under a transaction-scoped advisory lock on (account, purpose,
 * SHA-256), so that identical uploads arriving at once — on one instance or
 * several — make one row, and every one of them is answered with it.
 */
export async function saveUpload(db: Db, { image, purpose, ownerId }: SaveInput): Promise<{ upload: FoundUpload; created: boolean }> {
  const sha256 = sha256Of(image.bytes);
  const blob = { sha256, type: image.type, size: image.bytes.length, width: image.width, height: image.height };
  return db.transaction(async (tx) => {
    if (ownerId !== null) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload:${ownerId}:${purpose}:${sha256}`}))`);
    await tx
      .insert(uploadBlobs)
      .values({ ...blob, bytes: image.bytes })
      .onConflictDoNothing({ target: uploadBlobs.sha256 });
    if (ownerId !== null) {
      const [existing] = await tx
        .select({ id: uploads.id, purpose: uploads.purpose, ownerId: uploads.ownerId, createdAt: uploads.createdAt })
        .from(uploads)
        .where(and(eq(uploads.ownerId, ownerId), eq(uploads.sha256, sha256), eq(uploads.purpose, purpose)))
        .orderBy(asc(uploads.createdAt))
        .limit(1);
      if (existing) return { upload: { ...existing, ...blob }, created: false };
    }
    const [row] = await tx.insert(uploads).values({ id: newUploadId(), sha256, purpose, ownerId }).returning();
    if (!row) throw new Error('insert returned no upload row');
    return { upload: { id: row.id, purpose: row.purpose, ownerId: row.ownerId, createdAt: row.createdAt, ...blob }, created: true };
  });
}

/** A file to keep as it was judged: its bytes (once per SHA-256), type and size (0 × 0 for a document). */
export interface KeptFile {
  bytes: Buffer;
  type: string;
  width: number;
  height: number;
}

/**
 * Keeps a file inside the caller's transaction (a résumé with its application:
 * both committed, or neither), as an upload of nobody's with a new random id.
 */
export async function keepUpload(tx: Executor, file: KeptFile, purpose: UploadPurpose, now = new Date()): Promise<FoundUpload> {
  const sha256 = sha256Of(file.bytes);
  const blob = { sha256, type: file.type, size: file.bytes.length, width: file.width, height: file.height };
  await tx
    .insert(uploadBlobs)
    .values({ ...blob, bytes: file.bytes })
    .onConflictDoNothing({ target: uploadBlobs.sha256 });
  const [row] = await tx.insert(uploads).values({ id: newUploadId(), sha256, purpose, ownerId: null, createdAt: now }).returning();
  if (!row) throw new Error('insert returned no upload row');
  return { id: row.id, purpose: row.purpose, ownerId: null, createdAt: row.createdAt, ...blob };
}

/**
 * Deletes uploads (a purged application's résumé) and the bytes no other
 * upload points at. Bytes another upload is taking at this moment stay: their
 * delete runs in a savepoint and gives way to the reference it would break.
 */
export async function deleteUploads(tx: Executor, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const gone = await tx.delete(uploads).where(inArray(uploads.id, [...ids])).returning({ sha256: uploads.sha256 });
  const hashes = [...new Set(gone.map((row) => row.sha256))];
  if (hashes.length > 0) {
    try {
      await tx.transaction(async (savepoint) => {
        await savepoint
          .delete(uploadBlobs)
          .where(and(inArray(uploadBlobs.sha256, hashes), notExists(savepoint.select({ id: uploads.id }).from(uploads).where(eq(uploads.sha256, uploadBlobs.sha256)))));
      });
    } catch (error) {
      // 23503: an upload of the same bytes was made meanwhile; they are its now.
      const record = error as { code?: unknown; cause?: { code?: unknown } } | null;
      if (record?.code !== '23503' && record?.cause?.code !== '23503') throw error;
    }
  }
  return gone.length;
}

/** The stored bytes of a blob, or null. */
export async function blobBytes(db: Db, sha256: string): Promise<Buffer | null> {
  const [row] = await db.select({ bytes: uploadBlobs.bytes }).from(uploadBlobs).where(eq(uploadBlobs.sha256, sha256));
  return row?.bytes ?? null;
}

export function uploadUrl(id: string): string {
  return `/api/uploads/${id}`;
}

/** What the API answers of an upload. */
export function toUploadView(upload: FoundUpload): UploadView {
  return {
    id: upload.id,
    url: uploadUrl(upload.id),
    purpose: upload.purpose,
    type: upload.type,
    size: upload.size,
    width: upload.width,
    height: upload.height,
  };
}
