import { boothUpdateSchema } from '@/lib/companies/booth-schemas';
import { idParam } from '@/lib/http/api-queries';
import { optionalRecordVersion } from '@/lib/http/record-version';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { boothNotFound, outcomeError } from '@/server/companies/booths/api-messages';
import { staffBoothView } from '@/server/companies/booths/console';
import { deleteBooth, updateBooth } from '@/server/companies/booths/placement';
import { apiRoute, method, result } from '@/server/http/handler';
import { limitedPerAccount } from '@/server/http/rate-limited';
import { invalidate } from '@/server/kernel/cache';

/**
 * PUT /api/admin/booths/{id} (editors and admins) `{ number, x, y, widthM, depthM, companyId, version }`:
 * moved, resized, renumbered, assigned (a company id) or unassigned (null) → `{ booth }`. 400 with field
 * errors for the placement rules, 409 when someone saved it since. DELETE `?version=` → 204.
 */
export default apiRoute({
  PUT: method({
    access: STAFF_KINDS,
    query: idParam,
    body: boothUpdateSchema,
    handle: async ({ db, session: { user }, query, body, locale }) => {
      const outcome = await limitedPerAccount({ action: 'floorEdit', account: user, locale, key: 'admin-show-floor:api.limited' }, async () => {
        const done = await updateBooth(db, query.id, body, user);
        if (done.kind !== 'saved') throw await outcomeError(locale, done, boothNotFound);
        return done;
      });
      invalidate('booths');
      return { booth: await staffBoothView(db, outcome.booth) };
    },
  }),
  DELETE: method({
    access: STAFF_KINDS,
    query: idParam.extend({ version: optionalRecordVersion }),
    handle: async ({ db, session: { user }, query, locale }) => {
      await limitedPerAccount({ action: 'floorEdit', account: user, locale, key: 'admin-show-floor:api.limited' }, async () => {
        const done = await deleteBooth(db, query.id, query.version, user);
        if (done.kind !== 'deleted') throw await outcomeError(locale, done, boothNotFound);
      });
      invalidate('booths');
      return result(204);
    },
  }),
});
