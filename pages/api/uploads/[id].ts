import { z } from 'zod';
import { apiRoute, method, type ApiContext } from '@/server/http/handler';
import { canRead, findUpload, UPLOAD_ID } from '@/server/uploads/access';
import { licenceLinkOpens } from '@/server/uploads/licence-link';
import { uploadNotFoundError } from '@/server/uploads/messages';
import { etagMatches, etagOf, servedHeaders } from '@/server/uploads/serve';
import { blobBytes } from '@/server/uploads/store';

/**
 * GET (and HEAD) /api/uploads/{id}: the stored bytes with their type and the
 * headers of serve.ts; 304 when If-None-Match names its ETag (the SHA-256).
 * An article image is public and cached for a year (its bytes never change).
 * A licence is for its uploader and staff only, and for whoever holds a
 * link the certification look-up gave out (`?access=`, ten minutes, that
 * licence only: licence-link.ts); to anyone else it is a 404 like an unknown
 * or malformed id, so its existence is not revealed.
 */

const query = z.object({
  id: z.string().regex(UPLOAD_ID).nullable().catch(null),
  access: z.string().max(100).optional().catch(undefined),
});
type Query = z.infer<typeof query>;

async function serve({ req, res, query: { id, access }, locale, db, viewer }: ApiContext<Query, undefined>) {
  const upload = id ? await findUpload(db, id) : null;
  if (!upload) throw await uploadNotFoundError(locale);
  // Public images skip the session: no cookie is read or rotated on a cacheable answer.
  if (upload.purpose !== 'image' && !(await licenceLinkOpens(db, upload, access))) {
    const session = await viewer();
    if (!canRead(upload, session ? { id: session.user.id, kind: session.user.kind } : null)) throw await uploadNotFoundError(locale);
  }
  for (const [name, value] of Object.entries(servedHeaders(upload))) res.setHeader(name, value);
  if (etagMatches(req.headers['if-none-match'], etagOf(upload))) {
    res.status(304).end();
    return undefined;
  }
  res.setHeader('Content-Length', String(upload.size));
  if (req.method === 'HEAD') {
    res.status(200).end();
    return undefined;
  }
  const bytes = await blobBytes(db, upload.sha256);
  if (!bytes) throw new Error(`upload ${upload.id} has no blob`);
  // res.end, not res.send: Next's send would put its own ETag in place of the SHA-256.
  res.status(200).end(bytes);
  return undefined;
}

export default apiRoute({
  GET: method({ query, handle: serve }),
  HEAD: method({ query, handle: serve }),
});
