import { idParam } from '@/lib/http/api-queries';
import type { StaffFloorView } from '@/lib/companies/floor-views';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { showNotFound } from '@/server/companies/booths/api-messages';
import { staffFloor, staffShow } from '@/server/companies/booths/console';
import { apiRoute, method } from '@/server/http/handler';

/** GET /api/admin/shows/{id}/floor (editors and admins): `{ floor }` — the show's halls and booths, each with its version. 404: not a show. */
export default apiRoute({
  GET: method({
    access: STAFF_KINDS,
    query: idParam,
    handle: async ({ db, query, locale }): Promise<{ floor: StaffFloorView }> => {
      const show = await staffShow(db, query.id);
      if (!show) throw await showNotFound(locale);
      return { floor: await staffFloor(db, show) };
    },
  }),
});
