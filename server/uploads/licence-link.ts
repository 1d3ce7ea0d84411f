import { createHmac, timingSafeEqual } from 'node:crypto';
import { appSecret } from '../db/app-secrets';
import type { Db } from '../db';
import type { FoundUpload } from './access';
import { uploadUrl } from './store';

/**
 * Short-lived links to one business licence, for its applicant without an
 * account: the certification look-up (number and mobile number) hands one
 * out, and GET /api/uploads/{id}?access=… serves that licence to whoever holds
 * it until it expires. The token is the expiry (Unix seconds) and an
 * HMAC-SHA256 of the upload's id and that expiry under a secret of the site's
 * own (app-secrets.ts, shared by every instance), so it opens that licence
 * only, and changing either part breaks it.
 */

/** How long a link works. */
export const LICENCE_LINK_TTL_MS = 10 * 60 * 1000;
/** The query parameter that carries the token. */
export const LICENCE_ACCESS_PARAM = 'access';

const SECRET = 'licence-links';
const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function mac(secret: Buffer, uploadId: string, expires: number): string {
  return createHmac('sha256', secret).update(`licence:${uploadId}:${expires}`).digest('base64url');
}

/** A link to the licence, working until `now` + LICENCE_LINK_TTL_MS. */
export async function licenceLink(db: Db, uploadId: string, now = new Date()): Promise<{ url: string; expiresAt: Date }> {
  const expires = Math.floor((now.getTime() + LICENCE_LINK_TTL_MS) / 1000);
  const token = `${expires}.${mac(await appSecret(db, SECRET), uploadId, expires)}`;
  return { url: `${uploadUrl(uploadId)}?${LICENCE_ACCESS_PARAM}=${token}`, expiresAt: new Date(expires * 1000) };
}

/** Whether `token` opens this upload now: a licence, the token made for its id, not expired. */
export async function licenceLinkOpens(
  db: Db,
  upload: Pick<FoundUpload, 'id' | 'purpose'>,
  token: string | undefined,
  now = new Date(),
): Promise<boolean> {
  const parts = token === undefined || upload.purpose !== 'licence' ? null : TOKEN.exec(token);
  if (!parts) return false;
  const expires = Number(parts[1]);
  if (expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(mac(await appSecret(db, SECRET), upload.id, expires));
  const given = Buffer.from(parts[2] ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
