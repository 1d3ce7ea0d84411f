import { boothSchema } from '@/lib/companies/booth-schemas';
import { idParam } from '@/lib/http/api-queries';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { outcomeError, showNotFound } from '@/server/companies/booths/api-messages';
import { staffBoothView } from '@/server/companies/booths/console';
import { createBooth } from '@/server/companies/booths/placement';
import { apiRoute, method, result } from '@/server/http/handler';
import { limitedPerAccount } from '@/server/http/rate-limited';
import { invalidate } from '@/server/kernel/cache';

/**
 * POST /api/admin/shows/{id}/booths (editors and admins) `{ hallId, number, x, y, widthM, depthM, companyId }`
 * → 201 `{ booth }`. 404 not a show; 400 with field errors: a hall not of this show, a booth outside its hall
 * or over another, a number the show already has, a company with a booth at the show already or none such;
 * 429 past the account's floor-edit limit.
 */
export default apiRoute({
  POST: method({
    access: STAFF_KINDS,
    query: idParam,
    body: boothSchema,
    handle: async ({ db, session: { user }, query, body, locale }) => {
      const outcome = await limitedPerAccount({ action: 'floorEdit', account: user, locale, key: 'admin-show-floor:api.limited' }, async () => {
        const done = await createBooth(db, query.id, body, user);
        if (done.kind !== 'saved') throw await outcomeError(locale, done, showNotFound);
        return done;
      });
      invalidate('booths');
      return result(201, { booth: await staffBoothView(db, outcome.booth) });
    },
  }),
});
