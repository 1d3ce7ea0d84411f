import type { GetServerSidePropsResult } from 'next';
import { REMINDER_HOURS_DEFAULT } from '@/lib/activities/rules';
import { parseIdQuery } from '@/lib/http/id-query';
import type { ActivityEditProps, ActivityValues } from '@/lib/activities/staff-views';
import { exhibitorChoices } from './exhibitors';
import { showChoices } from './shows';
import { chinaDateTimeLocal, staffActivityView } from './staff-view';
import { getAnyActivity } from './queries';
import { database } from '../db';
import type { PageContext } from '../http/page';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * A new activity's starting values: two weeks ahead at 14:00 China time for
 * three hours, registration open from now until it starts, hidden until staff
 * make it public.
 */
export function newActivityValues(now: Date): ActivityValues {
  const day = chinaDateTimeLocal(new Date(now.getTime() + 14 * DAY_MS)).slice(0, 10);
  return {
    kind: 'forum',
    showId: null,
    showExhibitors: null,
    showVisitors: null,
    showAreaSqm: null,
    title: '',
    titleEn: '',
    summary: '',
    summaryEn: '',
    description: '',
    descriptionEn: '',
    cover: '',
    online: false,
    venue: '',
    venueEn: '',
    address: '',
    addressEn: '',
    city: '',
    cityEn: '',
    lng: null,
    lat: null,
    startsAt: `${day}T14:00`,
    endsAt: `${day}T17:00`,
    capacity: '',
    perRegistrationLimit: 1,
    registrationOpensAt: chinaDateTimeLocal(now),
    registrationClosesAt: `${day}T14:00`,
    doorsOpenAt: '',
    onlineUrl: '',
    reminderHoursBefore: REMINDER_HOURS_DEFAULT,
    exhibitorIds: [],
    agenda: [],
    published: false,
  };
}

/**
 * /admin/activities/edit?id=: an activity to edit (published or hidden);
 * without an id, a new one. A malformed or unknown id is a 404. Either way
 * with every exhibitor account, for the exhibitors' picker, and every show
 * (but itself) it may belong to.
 */
export async function loadStaffActivityEdit(ctx: PageContext, now = new Date()): Promise<GetServerSidePropsResult<ActivityEditProps>> {
  const defaults = newActivityValues(now);
  const id = ctx.query.id === undefined ? null : parseIdQuery(ctx.query);
  if (ctx.query.id !== undefined && id === null) return { notFound: true };
  const { db } = await database();
  const [exhibitors, shows] = await Promise.all([exhibitorChoices(db), showChoices(db)]);
  if (id === null) return { props: { activity: null, defaults, exhibitors, shows } };
  const row = await getAnyActivity(db, id);
  if (!row) return { notFound: true };
  return { props: { activity: await staffActivityView(db, row), defaults, exhibitors, shows: shows.filter((show) => show.id !== row.id) } };
}
