import { desc } from 'drizzle-orm';
import type { GetServerSidePropsResult } from 'next';
import { toLocale } from '@/lib/i18n';
import { parseIdQuery } from '@/lib/http/id-query';
import { withQuery } from '@/lib/routes';
import type { StaffActivityRegistrationsView, StaffRegistrationFiltersView, StaffRegistrationsProps } from '@/lib/registrations/staff-views';
import { chinaDateTime, chinaDay } from '../../kernel/china-time';
import { database } from '../../db';
import type { Db } from '../../db/client';
import { activities } from '../../db/schema';
import type { PageContext } from '../../http/page';
import { countRegistrations, listRegistrations, registrationTotals, STAFF_ROWS_SHOWN, staffRegistrationQuery } from './staff-list';

/** Every activity, published or hidden, the latest start first. */
function activityChoices(db: Db) {
  return db
    .select({
      id: activities.id,
      title: activities.title,
      titleEn: activities.titleEn,
      startsAt: activities.startsAt,
      endsAt: activities.endsAt,
      capacity: activities.capacity,
      seatsTaken: activities.seatsTaken,
      published: activities.published,
    })
    .from(activities)
    .orderBy(desc(activities.startsAt), desc(activities.id));
}


type ActivityChoice = Awaited<ReturnType<typeof activityChoices>>[number];

/** Without `?activity=`: the next one not yet over (soonest start first), else the latest; published ones before hidden ones. */
function defaultActivity(list: ActivityChoice[], now: Date): ActivityChoice | undefined {
  const pick = (choices: ActivityChoice[]) => choices.filter((a) => a.endsAt > now).at(-1) ?? choices[0];
  return pick(list.filter((a) => a.published)) ?? pick(list);
}

/**
 * /admin/registrations?activity=&status=&audience=&q=: an activity's
 * registrations for editors — totals per status, the first 500 that match the
 * filters, a CSV link with the same filters. An unknown or malformed activity
 * and malformed filters are a 404.
 */
export async function loadStaffRegistrations(ctx: PageContext, now = new Date()): Promise<GetServerSidePropsResult<StaffRegistrationsProps>> {
  const filter = staffRegistrationQuery.safeParse({ status: ctx.query.status, audience: ctx.query.audience, q: ctx.query.q });
  if (!filter.success) return { notFound: true };
  const asked = ctx.query.activity === undefined ? undefined : parseIdQuery({ id: ctx.query.activity });
  if (asked === null) return { notFound: true };

  const { db } = await database();
  const list = await activityChoices(db);
  const chosen = asked === undefined ? defaultActivity(list, now) : list.find((a) => a.id === asked);
  if (asked !== undefined && !chosen) return { notFound: true };

  const english = toLocale(ctx.locale) === 'en';
  const title = (a: ActivityChoice) => (english && a.titleEn) || a.title;
  const options = list.map((a) => ({ id: a.id, title: title(a), date: chinaDay(a.startsAt), published: a.published }));
  if (!chosen) return { props: { activities: options, current: null } };

  const query = filter.data;
  const [totals, total, rows] = await Promise.all([
    registrationTotals(db, chosen.id),
    countRegistrations(db, chosen.id, query),
    listRegistrations(db, chosen.id, query, STAFF_ROWS_SHOWN),
  ]);
  const filters: StaffRegistrationFiltersView = { status: query.status ?? '', audience: query.audience ?? '', q: query.q };
  const current: StaffActivityRegistrationsView = {
    id: chosen.id,
    title: title(chosen),
    published: chosen.published,
    capacity: chosen.capacity,
    filters,
    totals: { seatsTaken: chosen.seatsTaken, confirmed: totals.confirmed, waitlisted: totals.waitlisted, checkedIn: totals.checked_in, cancelled: totals.cancelled },
    total,
    limit: STAFF_ROWS_SHOWN,
    rows: rows.map((row) => ({
      id: row.id,
      registeredAt: chinaDateTime(row.createdAt),
      status: row.status,
      name: row.name,
      mobile: row.mobile,
      email: row.email,
      company: row.company,
      position: row.position,
      audience: row.audience,
      quantity: row.quantity,
      code: row.code,
      checkedInAt: row.checkedInAt ? chinaDateTime(row.checkedInAt) : null,
      // A group's people, each with their own status: the row's status is the registration's (checked in with its first).
      attendees: (row.attendees.length > 1 ? row.attendees : []).map((attendee) => ({
          position: attendee.position,
          name: attendee.name,
          code: attendee.code,
          status: attendee.status,
        checkedInAt: attendee.checkedInAt ? chinaDateTime(attendee.checkedInAt) : null,
      })),
    })),
    exportHref: withQuery(`/api/admin/activities/${chosen.id}/registrations.csv`, { ...filters }),
  };
  return { props: { activities: options, current } };
}
