import { idParam } from '@/lib/http/api-queries';
import { ApiError, defaultMessage } from '@/server/http/errors';
import { exhibitorSaveSchema } from '@/lib/accounts/staff-schema';
import type { ExhibitorAnswer } from '@/lib/accounts/staff-views';
import { accountNotFound } from '@/server/accounts/api-messages';
import { staffExhibitor, updateExhibitor } from '@/server/accounts/exhibitor-accounts';
import { apiRoute, method } from '@/server/http/handler';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { staleSaveError } from '@/server/audit/record-version';

/**
 * GET /api/admin/exhibitors/{id} (editors and admins): `{ exhibitor }`, with its `version`.
 * PUT `{ company, boothHall, boothNumber, contactName, contactPhone, contactEmail, version, companyId? }`:
 * the account's details replaced, and with `companyId` the account moved to that existing company →
 * `{ exhibitor }`. 404 for an id that is not an exhibitor account, 400 without `version` or with a
 * `companyId` that no company has, 409 `conflict` with `fields.version` when someone saved the details since.
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
      if (outcome.kind === 'company_missing') {
        throw new ApiError('validation_failed', defaultMessage('validation_failed', locale), { companyId: ['admin-accounts:errors.companyMissing'] });
      }
      return { exhibitor: outcome.exhibitor };
    },
  }),
});
