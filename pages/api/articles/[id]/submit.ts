import { idParam } from '@/lib/http/api-queries';
import { articleSubmitSaveSchema } from '@/lib/articles/schema';
import { apiRoute, method } from '@/server/http/handler';
import { limitedPerAccount } from '@/server/http/rate-limited';
import { invalidate } from '@/server/kernel/cache';
import { authoringAnswer, AUTHOR_KINDS, authorOf } from '@/server/articles/api';
import { submitArticle } from '@/server/articles/authoring';

/**
 * POST /api/articles/{id}/submit `{ title, channel, summary, cover?, body, version }`:
 * saves the author's draft or rejected article and sends it for review
 * (status pending) — or, for an editor or admin, publishes it at once
 * (status published, published now) → `{ article }`. What is submitted needs a
 * title, a summary and a body. 401 not logged in, 403 exhibitor, 404 not the
 * author's, 409 already pending or published or saved since `version` (the
 * form's `updatedAt`, required; `fields.version`), 400 with fields, 429 over the
 * member's submissions an hour (staff, who publish at once, are not counted).
 */
export default apiRoute({
  POST: method({
    access: AUTHOR_KINDS,
    query: idParam,
    body: articleSubmitSaveSchema,
    handle: async ({ session, query, body, locale, db }) => {
      const author = authorOf(session);
      const article = await limitedPerAccount({ action: 'articleSubmit', account: author, locale, key: 'publish:api.limited.submit' }, async () =>
        authoringAnswer(await submitArticle(db, author, query.id, body), locale),
      );
      // Published at once: the lists and pages show it now.
      if (article.status === 'published') invalidate('articles');
      return { article };
    },
  }),
});
