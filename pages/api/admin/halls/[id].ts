import { hallUpdateSchema } from '@/lib/companies/booth-schemas';
import { idParam } from '@/lib/http/api-queries';
import { optionalRecordVersion } from '@/lib/http/record-version';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { hallNotFound, outcomeError } from '@/server/companies/booths/api-messages';
import { staffFloor, staffShow } from '@/server/companies/booths/console';
import { deleteHall, updateHall } from '@/server/companies/booths/placement';
import { apiRoute, method, result } from '@/server/http/handler';
import { limitedPerAccount } from '@/server/http/rate-limited';
import { invalidate } from '@/server/kernel/cache';

/**
 * PUT /api/admin/halls/{id} (editors and admins) with the hall's fields and the `version` the form had →
 * `{ hall }` with its booths; 400 when it would leave a booth outside; 409 when someone saved it since.
 * DELETE `?version=` → 204 for an empty hall (400 while it has booths).
 */
export default apiRoute({
  PUT: method({
    access: STAFF_KINDS,
    query: idParam,
    body: hallUpdateSchema,
    handle: async ({ db, session: { user }, query, body, locale }) => {
      const outcome = await limitedPerAccount({ action: 'floorEdit', account: user, locale, key: 'admin-show-floor:api.limited' }, async () => {
        const done = await updateHall(db, query.id, body, user);
        if (done.kind !== 'saved') throw await outcomeError(locale, done, hallNotFound);
        return done;
      });
      invalidate('booths');
      const show = await staffShow(db, outcome.hall.showId);
      const floor = show ? await staffFloor(db, show) : null;
      return { hall: floor?.halls.find((hall) => hall.id === outcome.hall.id) };
    },
  }),
  DELETE: method({
    access: STAFF_KINDS,
    query: idParam.extend({ version: optionalRecordVersion }),
    handle: async ({ db, session: { user }, query, locale }) => {
      await limitedPerAccount({ action: 'floorEdit', account: user, locale, key: 'admin-show-floor:api.limited' }, async () => {
        const done = await deleteHall(db, query.id, query.version, user);
        if (done.kind !== 'deleted') throw await outcomeError(locale, done, hallNotFound);
      });
      invalidate('booths');
      return result(204);
    },
  }),
});
