import { sourcingDraftSchema } from '@/lib/sourcing/schema';
import { apiRoute, method, result } from '@/server/http/handler';
import { limitedPerAccount } from '@/server/http/rate-limited';
import { draftAnswer } from '@/server/sourcing/draft-api';
import { saveDraft } from '@/server/sourcing/drafts';

/**
 * POST /api/sourcing/drafts `{ title?, categoryId?, description?, quantity?, unit?, budgetBasis?, budgetMin?,
 * budgetMax?, region?, neededBy?, kindsWanted?, requirements?, showCompany?, openDays?, attachments? }` (an
 * account of a certified company): the first autosave of the form on /sourcing/new → 201 `{ draft: { id,
 * version } }`. Any field may be empty; what is there keeps its limits (400 field errors). 403 for an account of
 * no certified company; 429 over 20 drafts started a day.
 */
export default apiRoute({
  POST: method({
    access: ['member', 'exhibitor'],
    body: sourcingDraftSchema,
    handle: async ({ session, body, locale, db }) =>
      limitedPerAccount({ action: 'sourcingDraft', account: session.user, locale, key: 'sourcing:api.draftsLimited' }, async () =>
        result(201, await draftAnswer(await saveDraft(db, session.user, null, body), locale)),
      ),
  }),
});
