import { eq } from 'drizzle-orm';
import type { ViewerKind } from '@/lib/guards';
import type { UploadPurpose } from '@/lib/uploads/views';
import { STAFF_KINDS } from '../auth/api-auth';
import type { Db } from '../db';
import { uploadBlobs, uploads } from '../db/schema';

/**
 * Finding an upload by its id and who may read it. Article images are
 * public; a business licence is private to the account that uploaded it and
 * to staff. The certification module uses findUpload to check the licence an
 * application names (purpose `licence`, and the applicant's own or anonymous).
 */

/** An upload id: 16 random bytes in base64url, 22 characters. */
export const UPLOAD_ID = /^[A-Za-z0-9_-]{22}$/;

/** An upload with what is known of its bytes (not the bytes themselves: see blobBytes in store.ts). */
export interface FoundUpload {
  id: string;
  purpose: UploadPurpose;
  /** The account that uploaded it; null for an anonymous licence upload. */
  ownerId: number | null;
  createdAt: Date;
  sha256: string;
  type: string;
  size: number;
  width: number;
  height: number;
}

/** The upload of this id, or null (a malformed id is not looked up). */
export async function findUpload(db: Db, id: string): Promise<FoundUpload | null> {
  if (!UPLOAD_ID.test(id)) return null;
  const [found] = await db
    .select({
      id: uploads.id,
      purpose: uploads.purpose,
      ownerId: uploads.ownerId,
      createdAt: uploads.createdAt,
      sha256: uploads.sha256,
      type: uploadBlobs.type,
      size: uploadBlobs.size,
      width: uploadBlobs.width,
      height: uploadBlobs.height,
    })
    .from(uploads)
    .innerJoin(uploadBlobs, eq(uploadBlobs.sha256, uploads.sha256))
    .where(eq(uploads.id, id));
  return found ?? null;
}

/**
 * Whether the viewer (null: not logged in) may fetch the upload here. A résumé never: staff download it as an
 * attachment from its application in the console (server/applications/resume-download.ts), nowhere else.
 */
export function canRead(upload: Pick<FoundUpload, 'purpose' | 'ownerId'>, viewer: { id: number; kind: ViewerKind } | null): boolean {
  if (upload.purpose === 'image') return true;
  // A résumé and a sourcing file are served by their own routes, which check who may read them.
  if (upload.purpose === 'resume' || upload.purpose === 'sourcing') return false;
  if (!viewer) return false;
  return viewer.id === upload.ownerId || (STAFF_KINDS as readonly ViewerKind[]).includes(viewer.kind);
}
