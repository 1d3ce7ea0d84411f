import { activitySchema, staffActivityQuery } from '@/lib/activities/staff-schema';
import type { SaveActivityAnswer } from '@/lib/activities/staff-views';
import { notAShow, unknownExhibitors } from '@/server/activities/api-messages';
import { createActivity } from '@/server/activities/save';
import { staffActivityList } from '@/server/activities/staff-list';
import { staffActivityView } from '@/server/activities/staff-view';
import { apiRoute, method, result } from '@/server/http/handler';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { invalidate } from '@/server/kernel/cache';

/**
 * GET /api/admin/activities?when=all|upcoming|past&q= (editors and admins):
 * `{ filters, items, total, limit }` — published and hidden activities, those
 * not yet over first, with seats taken and waitlist counts.
 * POST /api/admin/activities (the form's values, lib/activities/staff-schema.ts):
 * 201 `{ activity, promoted: 0 }`; 400 with field errors in the request's
 * language (also for exhibitor ids that are not exhibitor accounts, and a
 * show id that names no show).
 */
export default apiRoute({
  GET: method({
    access: STAFF_KINDS,
    query: staffActivityQuery,
    handle: async ({ query, locale, db }) => {
      return staffActivityList(db, query, locale === 'en');
    },
  }),
  POST: method({
    access: STAFF_KINDS,
    body: activitySchema,
    handle: async ({ session, body, locale, db }) => {
      const outcome = await createActivity(db, body, session.user);
      if (outcome.kind === 'unknown_exhibitors') throw await unknownExhibitors(locale);
      if (outcome.kind === 'not_a_show') throw await notAShow(locale);
      // A public activity shows on the site at once.
      invalidate('activities');
      const answer: SaveActivityAnswer = { activity: await staffActivityView(db, outcome.activity), promoted: 0 };
      return result(201, answer);
    },
  }),
});
