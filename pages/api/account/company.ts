import { companyProfileSchema } from '@/lib/companies/profile-schema';
import type { OwnCompanyAnswer } from '@/lib/companies/profile-views';
import { ApiError, defaultMessage, type ApiLocale } from '@/server/http/errors';
import { apiRoute, method } from '@/server/http/handler';
import { limitedPerAccount } from '@/server/http/rate-limited';
import type { Db } from '@/server/db';
import { staleSaveError, staleVersion } from '@/server/audit/record-version';
import { companyProfileText } from '@/server/companies/revisions/api-messages';
import { companyIdOf, proposeRevision } from '@/server/companies/revisions/propose';
import { ownCompanyView } from '@/server/companies/revisions/views';

/**
 * GET /api/account/company: the company the logged-in account acts for (a member whose certification was
 * approved, an exhibitor) → `{ company }`: its live public profile, the change waiting for staff (with when it
 * was sent) or the last one staff turned down (with their note). 404 for an account of no company.
 *
 * PUT /api/account/company `{ ...the whole profile, products, version }` → `{ company }` with the change
 * pending: it becomes the company's one pending change (or replaces its content); the live profile stays as
 * it was until staff approve. 400 field errors (also a category not on the list, a picture that is not the
 * account's image upload); 409 when the company changed since `version` (`fields.version`); 429 over 20
 * proposals an hour.
 */

const COMPANY_ACCOUNT_KINDS = ['member', 'exhibitor'] as const;

async function noCompany(locale: ApiLocale): Promise<ApiError> {
  return new ApiError('not_found', await companyProfileText(locale, 'api.noCompany'));
}

async function answer(db: Db, companyId: number, locale: ApiLocale): Promise<OwnCompanyAnswer> {
  const company = await ownCompanyView(db, companyId);
  if (!company) throw await noCompany(locale);
  return { company };
}

export default apiRoute({
  GET: method({
    access: COMPANY_ACCOUNT_KINDS,
    handle: async ({ session, locale, db }): Promise<OwnCompanyAnswer> => {
      const companyId = await companyIdOf(db, session.user.id);
      if (companyId === null) throw await noCompany(locale);
      return answer(db, companyId, locale);
    },
  }),
  PUT: method({
    access: COMPANY_ACCOUNT_KINDS,
    body: companyProfileSchema,
    handle: async ({ session, body, locale, db }): Promise<OwnCompanyAnswer> => {
      const { version, ...profile } = body;
      return limitedPerAccount({ action: 'companyRevision', account: session.user, locale, key: 'company-profile:api.limited' }, async () => {
        const outcome = await proposeRevision(db, session.user.id, profile, version);
        switch (outcome.kind) {
          case 'no_company':
            throw await noCompany(locale);
          case 'invalid':
            throw new ApiError('validation_failed', defaultMessage('validation_failed', locale), outcome.fields);
          case 'stale':
            throw await staleSaveError(locale, await staleVersion(db, { updatedAt: outcome.company.updatedAt }), 'company-profile:api.stale');
          case 'proposed':
            return answer(db, outcome.revision.companyId, locale);
        }
      });
    },
  }),
});
