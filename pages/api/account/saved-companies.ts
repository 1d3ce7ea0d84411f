import { savedCompaniesSchema, savedCompanyQuery } from '@/lib/companies/meeting-schemas';
import type { SavedCompaniesAnswer } from '@/lib/companies/meeting-views';
import { ANY_ACCOUNT } from '@/server/auth/api-auth';
import { meetingText } from '@/server/companies/meetings/api-messages';
import { saveCompanies, savedCompanyIds, unsaveCompany } from '@/server/companies/meetings/saved';
import { savedCompanyViews, withoutOrder } from '@/server/companies/meetings/visit-plan';
import { ApiError } from '@/server/http/errors';
import { apiRoute, method } from '@/server/http/handler';
import { limitedPerAccount } from '@/server/http/rate-limited';

/**
 * 我的展商, the account's saved exhibitors (server/companies/meetings/saved.ts):
 * - GET: `{ companies }`, the latest saved first, each with its booth at its soonest show not over (and that show's id);
 * - POST `{ companyIds }`: saves one, or merges the browser's list kept before login (unknown and hidden
 *   companies are skipped) → `{ ids }` (those saved); 409 past the most one account may save;
 * - DELETE `?id=`: drops one → `{ removed }`.
 * Writes count against the account's limit (429).
 */
export default apiRoute({
  GET: method({
    access: ANY_ACCOUNT,
    handle: async ({ session, locale, db }): Promise<SavedCompaniesAnswer> => {
      const companies = await savedCompanyViews(db, await savedCompanyIds(db, session.user.id), null, locale);
      return { companies: companies.map(withoutOrder) };
    },
  }),
  POST: method({
    access: ANY_ACCOUNT,
    body: savedCompaniesSchema,
    handle: async ({ session, body, locale, db }) =>
      limitedPerAccount({ action: 'savedCompany', account: session.user, locale, key: 'meetings:api.accountLimited' }, async () => {
        const outcome = await saveCompanies(db, session.user.id, body.companyIds);
        if (outcome.kind === 'too_many') throw new ApiError('conflict', await meetingText(locale, 'api.tooManySaved'));
        return { ids: outcome.ids };
      }),
  }),
  DELETE: method({
    access: ANY_ACCOUNT,
    query: savedCompanyQuery,
    handle: async ({ session, query, locale, db }) =>
      limitedPerAccount({ action: 'savedCompany', account: session.user, locale, key: 'meetings:api.accountLimited' }, async () => {
        await unsaveCompany(db, session.user.id, query.id);
        return { removed: query.id };
      }),
  }),
});
