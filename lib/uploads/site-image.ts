/** A site upload: /api/uploads/ and its 22-character id. */
export const UPLOAD_URL = /^\/api\/uploads\/[A-Za-z0-9_-]{22}$/;

const PUBLIC_IMAGE = /^\/images\/[\w./-]+$/;

/**
 * An image of the site's own: one uploaded to it (/api/uploads/{id}) or one of public/images (/images/…, the
 * demo content's, or a file deployed with the site). Where a record or a setting names a picture, it is one of these.
 */
export function isSiteImage(value: string): boolean {
  return UPLOAD_URL.test(value) || (PUBLIC_IMAGE.test(value) && !value.includes('..'));
}
