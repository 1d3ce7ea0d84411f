import { idParam } from '@/lib/http/api-queries';
import { registrationStatusSchema } from '@/lib/activities/staff-schema';
import type { RegistrationStatusAnswer } from '@/lib/activities/staff-views';
import { adminActivityText, statusName } from '@/server/activities/api-messages';
import { ApiError } from '@/server/http/errors';
import { apiRoute, method } from '@/server/http/handler';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { invalidate } from '@/server/kernel/cache';
import { chinaDateTime } from '@/server/kernel/china-time';
import { changeRegistrationStatus } from '@/server/activities/registrations/staff-status';

/**
 * POST /api/admin/registrations/{id}/status `{ status: "cancelled" |
 * "confirmed" | "checked_in" }` (editors and admins): cancels a confirmed or
 * waitlisted registration (freed seats go to the waitlist in order), confirms
 * a waitlisted one while its party fits, or checks a confirmed one in (the
 * time recorded). Answers `{ registration, promoted, seatsTaken, capacity }`.
 * 404 unknown registration; 409 with the reason for a change its status does
 * not allow, or when the seats left are too few.
 */
export default apiRoute({
  POST: method({
    access: STAFF_KINDS,
    query: idParam,
    body: registrationStatusSchema,
    handle: async ({ session, query, body, locale, db }): Promise<RegistrationStatusAnswer> => {
      const outcome = await changeRegistrationStatus(db, query.id, body.status, session.user);
      switch (outcome.kind) {
        case 'not_found':
          throw new ApiError('not_found', await adminActivityText(locale, 'api.registrationNotFound'));
        case 'not_allowed': {
          const status = await statusName(locale, outcome.status);
          throw new ApiError('conflict', await adminActivityText(locale, `api.transition.${body.status}`, { status }));
        }
        case 'no_seats':
          throw new ApiError('conflict', await adminActivityText(locale, 'api.noSeats', { left: outcome.left, needed: outcome.needed }));
        case 'changed': {
          // Seats left changed: the activity's pages and the API show it at once.
          invalidate('activities');
          const row = outcome.registration;
          return {
            registration: { id: row.id, status: row.status, name: row.name, code: row.code, checkedInAt: row.checkedInAt ? chinaDateTime(row.checkedInAt) : null },
            promoted: outcome.promoted.length,
            seatsTaken: outcome.seatsTaken,
            capacity: outcome.capacity,
          };
        }
      }
    },
  }),
});
