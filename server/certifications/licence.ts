import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { uploads } from '../db/schema';

/**
 * Whether an application may name a licence upload: it must be an upload
 * made for a licence, and one uploaded by a logged-in account belongs to that
 * account alone (an anonymous upload, by its unguessable id, to whoever has it).
 */

export type LicenceProblem = 'missing' | 'not_yours';

export async function licenceProblem(db: Db, uploadId: string, applicantId: number | null): Promise<LicenceProblem | null> {
  const [upload] = await db.select({ purpose: uploads.purpose, ownerId: uploads.ownerId }).from(uploads).where(eq(uploads.id, uploadId));
  if (!upload || upload.purpose !== 'licence') return 'missing';
  if (upload.ownerId !== null && upload.ownerId !== applicantId) return 'not_yours';
  return null;
}
