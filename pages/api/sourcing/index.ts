import { sourcingRequestSchema } from '@/lib/sourcing/schema';
import type { SourcingCreatedAnswer } from '@/lib/sourcing/views';
import { ApiError, defaultMessage } from '@/server/http/errors';
import { apiRoute, method, result } from '@/server/http/handler';
import { limitedPerAccount } from '@/server/http/rate-limited';
import { sourcingText } from '@/server/sourcing/api-messages';
import { postRequest } from '@/server/sourcing/post';
import { staleSaveError } from '@/server/audit/record-version';

/**
 * POST /api/sourcing `{ title, categoryId, description, quantity, unit, budgetBasis?, budgetMin?, budgetMax?,
 * region, neededBy, kindsWanted, requirements?, showCompany?, openDays, attachments?, draft? }` (an account of a
 * certified company) → 201 `{ request: { id, status } }`: `pending` (waiting for staff) or `live` (a trusted
 * company). `attachments`: `[{ uploadId, name }]`, at most 5 of the account's own files (POST /api/sourcing/files).
 * `draft`: `{ id, version }` of the account's draft the request is made of (it keeps the draft's id). 400 field
 * errors (contact details in the text, a category not on the list, a needed-by day not after today, a file not
 * the account's…); 403 for an account of no certified company; 409 a draft no longer there (submitted, discarded)
 * or saved since `version` (`fields.version`); 429 over 3 an hour or 5 a day.
 */
export default apiRoute({
  POST: method({
    access: ['member', 'exhibitor'],
    body: sourcingRequestSchema,
    handle: async ({ session, body, locale, db }) =>
      limitedPerAccount({ action: 'sourcingRequest', account: session.user, locale, key: 'sourcing:api.limited' }, async () => {
        const outcome = await postRequest(db, session.user, body, new Date(), locale === 'en' ? 'en' : 'zh-CN');
        switch (outcome.kind) {
          case 'no_company':
          case 'not_certified':
            throw new ApiError('forbidden', await sourcingText(locale, 'api.notCertified'));
          case 'invalid':
            throw new ApiError('validation_failed', defaultMessage('validation_failed', locale), outcome.fields);
          case 'draft_missing':
            throw new ApiError('conflict', await sourcingText(locale, 'api.draftMissing'));
          case 'stale':
            throw await staleSaveError(locale, outcome.version, 'sourcing:api.stale');
          case 'posted': {
            const answer: SourcingCreatedAnswer = { request: { id: outcome.request.id, status: outcome.request.status === 'live' ? 'live' : 'pending' } };
            return result(201, answer);
          }
        }
      }),
  }),
});
