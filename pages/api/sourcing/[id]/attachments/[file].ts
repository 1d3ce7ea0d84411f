import { z } from 'zod';
import { apiRoute, method, type ApiContext } from '@/server/http/handler';
import { requestAttachment } from '@/server/sourcing/attachments';
import { requireFileAccess } from '@/server/sourcing/file-api';
import { sendSourcingFile } from '@/server/sourcing/files';
import { ApiError } from '@/server/http/errors';
import { sourcingText } from '@/server/sourcing/api-messages';
import { UPLOAD_ID } from '@/server/uploads/access';

/**
 * GET (and HEAD) /api/sourcing/{id}/attachments/{file}: one of the request's files, to whoever may open them
 * (checked on every call: attachments.ts) — as an attachment under the buyer's name for it, its type as decided
 * at upload, `nosniff`, a sandbox CSP, `private, no-store`. 401 not logged in, 403 not a certified company's
 * account, 404 no such request or not one of its files.
 */

const query = z.object({
  id: z.string().regex(/^[1-9]\d{0,9}$/).transform(Number).refine((n) => n <= 2_147_483_647),
  file: z.string().regex(UPLOAD_ID).nullable().catch(null),
});
type Query = z.infer<typeof query>;

async function download({ req, res, query: { id, file }, locale, db, viewer }: ApiContext<Query, undefined>) {
  await requireFileAccess(db, id, viewer, locale);
  const found = file ? await requestAttachment(db, id, file) : null;
  if (!found) throw new ApiError('not_found', await sourcingText(locale, 'files.notFound'));
  await sendSourcingFile(db, req, res, found, found.name);
  return undefined;
}

export default apiRoute({
  GET: method({ query, handle: download }),
  HEAD: method({ query, handle: download }),
});
