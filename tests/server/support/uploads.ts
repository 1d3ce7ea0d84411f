import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@/server/db';
import { uploadBlobs, uploads } from '@/server/db/schema';

/**
 * An upload row as POST /api/uploads leaves it, without going through the
 * route: random bytes under their SHA-256 and an upload pointing at them.
 * Answers the upload's id (served at /api/uploads/{id}).
 */
export async function insertUpload(
  db: Db,
  { ownerId = null, purpose = 'licence', type = 'image/png', width = 1200, height = 840 }: {
    ownerId?: number | null;
    purpose?: 'image' | 'licence';
    type?: string;
    width?: number;
    height?: number;
  } = {},
): Promise<string> {
  const bytes = randomBytes(32);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await db.insert(uploadBlobs).values({ sha256, type, size: bytes.length, width, height, bytes });
  const id = randomBytes(16).toString('base64url');
  await db.insert(uploads).values({ id, sha256, purpose, ownerId });
  return id;
}
