import { articleListQuery } from '@/lib/http/api-queries';
import { articleDraftSchema } from '@/lib/articles/schema';
import { articleSummaryJson } from '@/server/articles/views';
import { apiRoute, method, result } from '@/server/http/handler';
import { limitedPerAccount } from '@/server/http/rate-limited';
import { cached } from '@/server/kernel/cache';
import { authoringAnswer, AUTHOR_KINDS, authorOf } from '@/server/articles/api';
import { createDraft } from '@/server/articles/authoring';
import { listArticles, PUBLIC_CHANNELS } from '@/server/articles/public';

/**
 * GET /api/articles?channel=&q=&page=: published articles, newest first, 10 a page (members-only ones as title and summary).
 *
 * POST /api/articles `{ title, channel, summary, cover?, body }`: a new draft
 * of the logged-in author → 201 `{ article }` (the body as stored: sanitised).
 * 401 not logged in, 403 exhibitor, 400 with fields (a channel the account may
 * not write for, a cover that is not an image uploaded to the site), 429 over
 * the account's new articles an hour or a day (LIMITS in server/auth/throttle.ts).
 */
export default apiRoute({
  GET: method({
    query: articleListQuery,
    handle: async ({ query, db }) => {
      const channel = query.channel ?? PUBLIC_CHANNELS;
      const key = `articles:list:${query.channel ?? 'public'}:${query.page}:${query.q}`;
      const list = await cached(key, ['articles'], () => listArticles(db, { channel, page: query.page, q: query.q }));
      return { ...list, items: list.items.map(articleSummaryJson) };
    },
  }),
  POST: method({
    access: AUTHOR_KINDS,
    body: articleDraftSchema,
    handle: async ({ session, body, locale, db }) => {
      const author = authorOf(session);
      const article = await limitedPerAccount({ action: 'articleCreate', account: author, locale, key: 'publish:api.limited.create' }, async () =>
        authoringAnswer(await createDraft(db, author, body), locale),
      );
      return result(201, { article });
    },
  }),
});
