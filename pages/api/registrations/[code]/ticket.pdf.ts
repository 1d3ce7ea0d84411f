import type { NextApiResponse } from 'next';
import { z } from 'zod';
import { cancelSchema, lookupSchema } from '@/lib/registrations/schema';
import { apiRoute, method } from '@/server/http/handler';
import { rateLimitedError } from '@/server/http/rate-limited';
import type { ApiLocale } from '@/server/http/errors';
import { clientAddress } from '@/server/auth/client-address';
import { throttle } from '@/server/auth/throttle';
import type { Db } from '@/server/db';
import { notFoundError } from '@/server/activities/registrations/api-messages';
import { requestProof } from '@/server/activities/registrations/owner-proof';
import type { OwnerProof } from '@/server/activities/registrations/owner-proof';
import { ticketPdfAnswer } from '@/server/activities/registrations/ticket-files';

const codeQuery = z.object({ code: lookupSchema.shape.code });

async function send(res: NextApiResponse, db: Db, code: string, proof: OwnerProof, locale: ApiLocale) {
  const pdf = await ticketPdfAnswer(db, code, proof, locale);
  if (!pdf) throw await notFoundError(locale);
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="${pdf.filename}"`);
  res.setHeader('Content-Length', String(pdf.body.length));
  // The ticket is its holder's alone: never kept by a proxy or the browser's cache.
  res.setHeader('Cache-Control', 'private, no-store');
  res.status(200).send(pdf.body);
  return undefined;
}

/**
 * GET /api/registrations/{code}/ticket.pdf: the ticket as a PDF (QR, name,
 * activity, time, place, code) for whoever may see the ticket — the browser
 * that made it (its capability cookie) or a logged-in member whose verified
 * mobile number made it, as GET /api/registrations/{code}. POST `{ key }` or
 * `{ mobile }`: the same with the ticket link's key or the mobile number as
 * proof (in the body, never in an address a proxy logs; counted toward the
 * address's look-up limit). Anyone else gets the 404 of an unknown code; a
 * waitlisted or cancelled registration has no ticket (409); a server without
 * a CJK font makes none (503).
 */
export default apiRoute({
  GET: method({
    query: codeQuery,
    handle: async ({ req, res, query, locale, db }) => send(res, db, query.code, await requestProof(req, res, db, query.code), locale),
  }),
  POST: method({
    query: codeQuery,
    body: cancelSchema,
    handle: async ({ req, res, query, body, locale, db }) => {
      const wait = await (await throttle()).lookupWait(clientAddress(req));
      if (wait !== null) throw await rateLimitedError(locale, wait, 'activity:form.limited');
      const proof = body.mobile ? { mobile: body.mobile } : await requestProof(req, res, db, query.code, body.key);
      return send(res, db, query.code, proof, locale);
    },
  }),
});
