import { z } from 'zod';
import { lookupSchema } from '@/lib/schemas/registration';
import { apiRoute, method } from '@/server/api/handler';
import { database } from '@/server/db';
import { notFoundError } from '@/server/registrations/api-messages';
import { registrationAnswer } from '@/server/registrations/details';
import { readOwnerToken, tokenProves } from '@/server/registrations/owner-token';
import { findRegistration } from '@/server/registrations/register';

/**
 * GET /api/registrations/{code}: the registration `{ registration, activity }`
 * for the browser that made it (its capability cookie is the proof), so that a
 * reload or "back" shows the ticket again. Anyone else — with the code alone,
 * or a cookie that is not that registration's — gets the same 404 as for an
 * unknown code. The cookie is 256 random bits: nothing here is worth guessing.
 */
export default apiRoute({
  GET: method({
    query: z.object({ code: lookupSchema.shape.code }),
    handle: async ({ req, query, locale }) => {
      const { db } = await database();
      const token = readOwnerToken(req, query.code);
      const found = token ? await findRegistration(db, query.code, { proves: (hash) => tokenProves(token, hash) }) : null;
      if (!found) throw await notFoundError(locale);
      return registrationAnswer(db, found, locale);
    },
  }),
});
