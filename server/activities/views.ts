import { activityState, seatsLeft } from '@/lib/activity-state';
import type { ActivityRow } from './queries';

/** The API's view of an activity in a list: when, where, seats left and where registration stands. */
export function activitySummaryJson(a: ActivityRow, now = new Date()) {
  return {
    id: a.id,
    kind: a.kind,
    /** The show it belongs to (its programme), if any. */
    showId: a.showId,
    title: a.title,
    titleEn: a.titleEn,
    summary: a.summary,
    venue: a.venue,
    city: a.city,
    cityEn: a.cityEn,
    online: a.online,
    startsAt: a.startsAt.toISOString(),
    endsAt: a.endsAt.toISOString(),
    capacity: a.capacity,
    seatsLeft: seatsLeft(a),
    state: activityState(a, now),
  };
}

/** One activity with its description (sanitised HTML), address, registration window, agenda and visitor information. */
export function activityDetailJson(a: ActivityRow, now = new Date()) {
  return {
    ...activitySummaryJson(a, now),
    summaryEn: a.summaryEn,
    description: a.description,
    cover: a.cover,
    venueEn: a.venueEn,
    address: a.address,
    perRegistrationLimit: a.perRegistrationLimit,
    registrationOpensAt: a.registrationOpensAt.toISOString(),
    registrationClosesAt: a.registrationClosesAt.toISOString(),
    agenda: a.agenda,
    info: a.info,
  };
}
