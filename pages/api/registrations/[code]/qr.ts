import { z } from 'zod';
import { lookupSchema } from '@/lib/schemas/registration';
import { apiRoute, method } from '@/server/http/handler';
import { checkInUrl } from '@/server/activities/registrations/details';
import { FULL_QUIET_ZONE, qrSvg } from '@/server/kernel/qr';

/**
 * GET /api/registrations/{code}/qr: the e-ticket's QR code (SVG, with the
 * standard's four-module quiet zone: it is scanned from a phone's screen), which
 * carries the check-in address with the code. It reads nothing from the
 * database and tells nothing the code's holder does not know already.
 */
export default apiRoute({
  GET: method({
    query: z.object({ code: lookupSchema.shape.code }),
    handle: async ({ query, res }) => {
      res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
      res.setHeader('Cache-Control', 'private, max-age=86400, immutable');
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      res.status(200).send(await qrSvg(checkInUrl(query.code), FULL_QUIET_ZONE));
      return undefined;
    },
  }),
});
