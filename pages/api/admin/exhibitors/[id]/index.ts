import { idParam } from '@/lib/schemas/api-queries';
import { exhibitorSaveSchema } from '@/lib/schemas/admin-accounts';
import type { ExhibitorAnswer } from '@/lib/views/admin-accounts-views';
import { accountNotFound } from '@/server/accounts/api-messages';
import { staffExhibitor, updateExhibitor } from '@/server/accounts/exhibitor-accounts';
import { apiRoute, method } from '@/server/http/handler';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { staleSaveError } from '@/server/kernel/record-version';

/**
 * GET /api/admin/exhibitors/{id} (editors and admins): `{ exhibitor }`, with its `version`.
 * PUT `{ company, boothHall, boothNumber, contactName, contactPhone, contactEmail, version }`:
 * the account's details replaced → `{ exhibitor }`. 404 for an id that is not an exhibitor account,
 * 400 without `version`, 409 `conflict` with `fields.version` when someone saved the details since.
 */
export default apiRoute({
  GET: method({
    access: STAFF_KINDS,
    query: idParam,
    handle: async ({ query, locale, db }): Promise<ExhibitorAnswer> => {
      const exhibitor = await staffExhibitor(db, query.id);
      if (!exhibitor) throw await accountNotFound(locale);
      return { exhibitor };
    },
  }),
  PUT: method({
    access: STAFF_KINDS,
    query: idParam,
    body: exhibitorSaveSchema,
    handle: async ({ session, query, body, locale, db }): Promise<ExhibitorAnswer> => {
      const outcome = await updateExhibitor(db, query.id, body, session.user);
      if (outcome.kind === 'missing') throw await accountNotFound(locale);
      if (outcome.kind === 'stale') throw await staleSaveError(locale, outcome.version);
      return { exhibitor: outcome.exhibitor };
    },
  }),
});
