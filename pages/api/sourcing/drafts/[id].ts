import { idParam } from '@/lib/http/api-queries';
import { sourcingDraftSchema } from '@/lib/sourcing/schema';
import { ApiError } from '@/server/http/errors';
import { apiRoute, method, result } from '@/server/http/handler';
import { limitedPerAccount } from '@/server/http/rate-limited';
import { sourcingText } from '@/server/sourcing/api-messages';
import { draftAnswer } from '@/server/sourcing/draft-api';
import { discardDraft, saveDraft } from '@/server/sourcing/drafts';

/**
 * PUT /api/sourcing/drafts/{id} `{ …the draft's fields, version }`: saves over the account's draft →
 * `{ draft: { id, version } }`; `version` is the one the last save answered. 404 not the account's draft (or
 * submitted meanwhile), 409 saved since that version (`fields.version`: another tab), 400 fields, 429 over the
 * account's draft saves (far above what autosave sends).
 *
 * DELETE /api/sourcing/drafts/{id}: discards the account's draft → 204; 404 not the account's draft.
 */
export default apiRoute({
  PUT: method({
    access: ['member', 'exhibitor'],
    query: idParam,
    body: sourcingDraftSchema,
    handle: async ({ session, query, body, locale, db }) =>
      limitedPerAccount({ action: 'draftSave', account: session.user, locale, key: 'sourcing:api.draftsLimited' }, async () =>
        draftAnswer(await saveDraft(db, session.user, query.id, body), locale),
      ),
  }),
  DELETE: method({
    access: ['member', 'exhibitor'],
    query: idParam,
    handle: async ({ session, query, locale, db }) =>
      limitedPerAccount({ action: 'draftSave', account: session.user, locale, key: 'sourcing:api.draftsLimited' }, async () => {
        if (!(await discardDraft(db, session.user.id, query.id))) throw new ApiError('not_found', await sourcingText(locale, 'api.draftMissing'));
        return result(204);
      }),
  }),
});
