import { z } from 'zod';
import { lookupSchema } from '@/lib/registrations/schema';
import { ticketQrFilename } from '@/lib/registrations/ticket-files';
import { apiRoute, method } from '@/server/http/handler';
import { checkInUrl } from '@/server/activities/registrations/details';
import { FULL_QUIET_ZONE, qrPng, qrSvg } from '@/server/kernel/qr';

/**
 * GET /api/registrations/{code}/qr: the e-ticket's QR code (SVG, with the
 * standard's four-module quiet zone: it is scanned from a phone's screen), which
 * carries the check-in address with the code. `?format=png`: the same as a PNG
 * image, for a phone's photo album (the ticket page's "save to photos", and the
 * image WeChat's browser saves on a long press). It reads nothing from the
 * database and tells nothing the code's holder does not know already.
 */
export default apiRoute({
  GET: method({
    query: z.object({ code: lookupSchema.shape.code, format: z.enum(['svg', 'png']).default('svg') }),
    handle: async ({ query, res }) => {
      res.setHeader('Cache-Control', 'private, max-age=86400, immutable');
      if (query.format === 'png') {
        res.setHeader('Content-Type', 'image/png');
        res.setHeader('Content-Disposition', `inline; filename="${ticketQrFilename(query.code)}"`);
        res.status(200).send(await qrPng(checkInUrl(query.code)));
        return undefined;
      }
      res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      res.status(200).send(await qrSvg(checkInUrl(query.code), FULL_QUIET_ZONE));
      return undefined;
    },
  }),
});
