import { canReadMembersOnly } from '@/lib/guards';
import { idParam } from '@/lib/http/api-queries';
import { articleSaveSchema } from '@/lib/articles/schema';
import { articleDetailJson } from '@/server/articles/views';
import { ApiError, defaultMessage } from '@/server/http/errors';
import { apiRoute, method } from '@/server/http/handler';
import { limitedPerAccount } from '@/server/http/rate-limited';
import { toViewer } from '@/server/auth/viewer';
import { cached } from '@/server/kernel/cache';
import { authoringAnswer, AUTHOR_KINDS, authorOf } from '@/server/articles/api';
import { getOwnArticle, updateDraft } from '@/server/articles/authoring';
import { getArticle, PUBLIC_CHANNELS } from '@/server/articles/public';

/**
 * GET /api/articles/{id}: one published article (a members-only one with its
 * body only for members and staff); the author of an article not published
 * (draft, pending, rejected) reads it back as `{ article }`, with its status,
 * its stored (sanitised) body and the reviewer's note. 404 for anyone else.
 *
 * PUT /api/articles/{id} `{ title, channel, summary, cover?, body, version }`:
 * saves the author's draft or rejected article → `{ article }`; `version` is
 * the `updatedAt` the form has (required). 401 not logged in, 403 exhibitor,
 * 404 not the author's, 409 pending or published, or saved since that version
 * (`fields.version`: another tab, an editor), 400 fields (also no version),
 * 429 over the account's draft saves (far above what autosave sends).
 */
export default apiRoute({
  GET: method({
    query: idParam,
    handle: async ({ query, locale, db, viewer }) => {
      const article = await cached(`articles:api:${query.id}`, ['articles'], () => getArticle(db, query.id, [...PUBLIC_CHANNELS, 'pay']));
      const session = await viewer();
      const reader = session ? toViewer(session.user) : null;
      if (article) return articleDetailJson(article, canReadMembersOnly(reader));
      const own = reader ? await getOwnArticle(db, reader.id, query.id) : null;
      if (!own) throw new ApiError('not_found', defaultMessage('not_found', locale));
      return { article: own };
    },
  }),
  PUT: method({
    access: AUTHOR_KINDS,
    query: idParam,
    body: articleSaveSchema,
    handle: async ({ session, query, body, locale, db }) => {
      const author = authorOf(session);
      const article = await limitedPerAccount({ action: 'draftSave', account: author, locale, key: 'publish:api.limited.save' }, async () =>
        authoringAnswer(await updateDraft(db, author, query.id, body), locale),
      );
      return { article };
    },
  }),
});
