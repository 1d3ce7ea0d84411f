import { idParam } from '@/lib/schemas/api-queries';
import { exhibitorProfileSchema } from '@/lib/schemas/admin-accounts';
import type { ExhibitorAnswer } from '@/lib/views/admin-accounts-views';
import { accountNotFound } from '@/server/accounts/api-messages';
import { staffExhibitor, updateExhibitor } from '@/server/accounts/exhibitor-accounts';
import { apiRoute, method } from '@/server/api/handler';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { database } from '@/server/db';

/**
 * GET /api/admin/exhibitors/{id} (editors and admins): `{ exhibitor }`.
 * PUT `{ company, boothHall, boothNumber, contactName, contactPhone, contactEmail }`:
 * the account's details replaced → `{ exhibitor }`. 404 for an id that is not an exhibitor account.
 */
export default apiRoute({
  GET: method({
    access: STAFF_KINDS,
    query: idParam,
    handle: async ({ query, locale }): Promise<ExhibitorAnswer> => {
      const { db } = await database();
      const exhibitor = await staffExhibitor(db, query.id);
      if (!exhibitor) throw await accountNotFound(locale);
      return { exhibitor };
    },
  }),
  PUT: method({
    access: STAFF_KINDS,
    query: idParam,
    body: exhibitorProfileSchema,
    handle: async ({ session, query, body, locale }): Promise<ExhibitorAnswer> => {
      const { db } = await database();
      const exhibitor = await updateExhibitor(db, query.id, body, session.user);
      if (!exhibitor) throw await accountNotFound(locale);
      return { exhibitor };
    },
  }),
});
