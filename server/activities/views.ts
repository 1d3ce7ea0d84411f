import type { ActivityCardView } from '@/lib/activities/views';
import { chinaDateTime } from '../kernel/china-time';
import { activityState, seatsLeft } from '@/lib/activities/state';
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

/** An activity as a list card, in the page's language. */
export function activityCard(a: ActivityRow, english: boolean, now = new Date()): ActivityCardView {
  return {
    id: a.id,
    title: (english && a.titleEn) || a.title,
    summary: (english && a.summaryEn) || a.summary,
    kind: a.kind,
    startLabel: chinaDateTime(a.startsAt),
    endLabel: chinaDateTime(a.endsAt),
    startsAt: a.startsAt.toISOString(),
    endsAt: a.endsAt.toISOString(),
    venue: (english && a.venueEn) || a.venue,
    city: (english && a.cityEn) || a.city,
    online: a.online,
    state: activityState(a, now),
    capacity: a.capacity,
    seatsLeft: seatsLeft(a),
  };
}
