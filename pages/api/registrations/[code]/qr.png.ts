import { z } from 'zod';
import { lookupSchema } from '@/lib/schemas/registration';
import { ticketQrFilename } from '@/lib/ticket-files';
import { apiRoute, method } from '@/server/http/handler';
import { checkInUrl } from '@/server/activities/registrations/details';
import { qrPng } from '@/server/kernel/qr';

/**
 * GET /api/registrations/{code}/qr.png: the e-ticket's QR code as a PNG image
 * (the ticket page's "save to photos", and the image WeChat's browser saves on
 * a long press), with the same check-in address as the SVG of ./qr. Like it,
 * it reads nothing from the database and tells nothing the code's holder does
 * not know already.
 */
export default apiRoute({
  GET: method({
    query: z.object({ code: lookupSchema.shape.code }),
    handle: async ({ query, res }) => {
      const png = await qrPng(checkInUrl(query.code));
      res.setHeader('Content-Type', 'image/png');
      res.setHeader('Content-Disposition', `inline; filename="${ticketQrFilename(query.code)}"`);
      res.setHeader('Cache-Control', 'private, max-age=86400, immutable');
      res.status(200).send(png);
      return undefined;
    },
  }),
});
