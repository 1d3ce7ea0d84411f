import { idParam } from '@/lib/http/api-queries';
import type { SourcingAttachmentsAnswer } from '@/lib/sourcing/views';
import { apiRoute, method } from '@/server/http/handler';
import { requestAttachments } from '@/server/sourcing/attachments';
import { requireFileAccess } from '@/server/sourcing/file-api';

/**
 * GET /api/sourcing/{id}/attachments: the request's files (name, type, size, download address), for staff, the
 * buyer's accounts and — while the request is on the site — logged-in accounts of certified companies. 401 not
 * logged in, 403 not a certified company's account, 404 no request the viewer may see. Never cached by others.
 */
export default apiRoute({
  GET: method({
    query: idParam,
    handle: async ({ res, query, locale, db, viewer }) => {
      res.setHeader('Cache-Control', 'private, no-store');
      await requireFileAccess(db, query.id, viewer, locale);
      const rows = await requestAttachments(db, query.id);
      const answer: SourcingAttachmentsAnswer = {
        attachments: rows.map(({ id, name, type, size }) => ({ id, name, type, size, url: `/api/sourcing/${query.id}/attachments/${id}` })),
      };
      return answer;
    },
  }),
});
