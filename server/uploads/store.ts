import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { UploadPurpose, UploadView } from '@/lib/views/upload-views';
import type { Db } from '../db';
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
  image: InspectedImage;
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
