import { hallSchema } from '@/lib/companies/booth-schemas';
import type { StaffHallView } from '@/lib/companies/floor-views';
import { idParam } from '@/lib/http/api-queries';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { outcomeError, showNotFound } from '@/server/companies/booths/api-messages';
import { staffHallView } from '@/server/companies/booths/console';
import { createHall } from '@/server/companies/booths/placement';
import { apiRoute, method, result } from '@/server/http/handler';
import { limitedPerAccount } from '@/server/http/rate-limited';
import { invalidate } from '@/server/kernel/cache';

/**
 * POST /api/admin/shows/{id}/halls (editors and admins) `{ name, nameEn?, widthM, depthM, sortOrder? }` →
 * 201 `{ hall }`. 404 not a show; 400 with field errors (a name the show already has, too many halls);
 * 429 past the account's floor-edit limit.
 */
export default apiRoute({
  POST: method({
    access: STAFF_KINDS,
    query: idParam,
    body: hallSchema,
    handle: async ({ db, session: { user }, query, body, locale }) => {
      const outcome = await limitedPerAccount({ action: 'floorEdit', account: user, locale, key: 'admin-show-floor:api.limited' }, async () => {
        const done = await createHall(db, query.id, body, user);
        if (done.kind !== 'saved') throw await outcomeError(locale, done, showNotFound);
        return done;
      });
      invalidate('booths');
      const hall: StaffHallView = staffHallView(outcome.hall, []);
      return result(201, { hall });
    },
  }),
});
