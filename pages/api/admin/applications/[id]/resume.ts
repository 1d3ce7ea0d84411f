import { idParam } from '@/lib/http/api-queries';
import { apiRoute, method, type ApiContext } from '@/server/http/handler';
import { resumeHeaders } from '@/server/applications/resume-download';
import { applicationNotFound } from '@/server/applications/staff-api';
import { applicationWithJob } from '@/server/applications/staff-detail';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import type { CurrentSession } from '@/server/auth/sessions';
import { findUpload } from '@/server/uploads/access';
import { blobBytes } from '@/server/uploads/store';

/**
 * GET (and HEAD) /api/admin/applications/{id}/resume (editors and admins): the
 * candidate's résumé as an attachment with `nosniff` and a sandboxing CSP
 * (resume-download.ts); 404 unknown. The only way to a résumé: /api/uploads
 * never serves one.
 */

type Query = { id: number };

async function download({ res, req, query, locale, db }: ApiContext<Query, undefined> & { session: CurrentSession }) {
  const found = await applicationWithJob(db, query.id);
  const upload = found ? await findUpload(db, found.row.resumeUploadId) : null;
  if (!found || !upload) throw applicationNotFound(locale);
  for (const [name, value] of Object.entries(resumeHeaders(found.row, upload))) res.setHeader(name, value);
  if (req.method === 'HEAD') {
    res.status(200).end();
    return undefined;
  }
  const bytes = await blobBytes(db, upload.sha256);
  if (!bytes) throw new Error(`résumé ${upload.id} has no blob`);
  res.status(200).end(bytes);
  return undefined;
}

export default apiRoute({
  GET: method({ access: STAFF_KINDS, query: idParam, handle: download }),
  HEAD: method({ access: STAFF_KINDS, query: idParam, handle: download }),
});
