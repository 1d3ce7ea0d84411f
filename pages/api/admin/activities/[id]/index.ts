import { idParam } from '@/lib/http/api-queries';
import { activityUpdateSchema } from '@/lib/activities/staff-schema';
import type { SaveActivityAnswer, StaffActivityView } from '@/lib/activities/staff-views';
import { activityNotFound, capacityBelowTaken, unknownExhibitors, notAShow } from '@/server/activities/api-messages';
import { updateActivity } from '@/server/activities/save';
import { staffActivityView } from '@/server/activities/staff-view';
import { apiRoute, method } from '@/server/http/handler';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { invalidate } from '@/server/kernel/cache';
import { getAnyActivity } from '@/server/activities/queries';
import { staleSaveError } from '@/server/audit/record-version';

/**
 * GET /api/admin/activities/{id} (editors and admins): `{ activity }` — its
 * values as the form (and PUT) take them, seats taken and waitlist count;
 * hidden ones too, and its `version`. PUT with the form's values and that
 * `version`: `{ activity, promoted }` (how many waitlisted registrations the
 * new seats confirmed). 404 unknown id; 409 `conflict` with `fields.version`
 * when someone saved it since the version — saying who and when — with
 * nothing written; 400 with field errors, among them a missing
 * version, a capacity below the seats already taken and exhibitor ids that
 * are not exhibitor accounts.
 */
export default apiRoute({
  GET: method({
    access: STAFF_KINDS,
    query: idParam,
    handle: async ({ query, locale, db }): Promise<{ activity: StaffActivityView }> => {
      const row = await getAnyActivity(db, query.id);
      if (!row) throw await activityNotFound(locale);
      return { activity: await staffActivityView(db, row) };
    },
  }),
  PUT: method({
    access: STAFF_KINDS,
    query: idParam,
    body: activityUpdateSchema,
    handle: async ({ session, query, body, locale, db }): Promise<SaveActivityAnswer> => {
      const outcome = await updateActivity(db, query.id, body, session.user);
      switch (outcome.kind) {
        case 'not_found':
          throw await activityNotFound(locale);
        case 'stale':
          throw await staleSaveError(locale, outcome.version);
        case 'unknown_exhibitors':
          throw await unknownExhibitors(locale);
        case 'not_a_show':
          throw await notAShow(locale);
        case 'below_taken':
          throw await capacityBelowTaken(locale, outcome.taken);
        case 'saved':
          // Changed times, seats or visibility show on the site at once.
          invalidate('activities');
          return { activity: await staffActivityView(db, outcome.activity), promoted: outcome.promoted };
      }
    },
  }),
});
