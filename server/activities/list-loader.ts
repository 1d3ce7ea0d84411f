import type { GetServerSidePropsResult } from 'next';
import { activityState, seatsLeft } from '@/lib/activity-state';
import { toLocale } from '@/lib/i18n';
import { parseActivityListQuery } from '@/lib/schemas/activity-list-query';
import type { ActivityCardView, ActivityListProps, FilterChoice } from '@/lib/views/activity-views';
import { activityFacets, listPublicActivities, ONLINE_PLACE } from './public-list';
import { cached } from '../kernel/cache';
import { chinaDateTime } from '../kernel/china-time';
import type { ActivityRow } from './queries';
import { database } from '../db';
import type { PageContext } from '../http/page';

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

/** /activities: every published activity, filtered by kind, place and month, 12 a page; a malformed query or a page past the last is a 404. */
export async function loadActivityList(ctx: PageContext): Promise<GetServerSidePropsResult<ActivityListProps>> {
  const query = parseActivityListQuery(ctx.query);
  if (!query) return { notFound: true };
  const { db } = await database();
  const filter = { kind: query.kind, place: query.place, month: query.month, page: query.page };
  const [list, facets] = await Promise.all([
    cached(`activities:public:${JSON.stringify(filter)}`, ['activities'], () => listPublicActivities(db, filter)),
    cached('activities:facets', ['activities'], () => activityFacets(db)),
  ]);
  if (query.page > list.pageCount) return { notFound: true };
  const english = toLocale(ctx.locale) === 'en';
  const places: FilterChoice[] = facets.cities
    .map((city) => ({ value: city.name, label: (english && city.nameEn) || city.name }))
    .sort((a, b) => a.label.localeCompare(b.label, english ? 'en' : 'zh-CN'));
  // "Online" is labelled by the page (a translation); the value is what the filter takes.
  if (facets.online) places.push({ value: ONLINE_PLACE, label: '' });
  return {
    props: {
      filters: { kind: query.kind ?? '', place: query.place ?? '', month: query.month ?? '' },
      items: list.items.map((a) => activityCard(a, english)),
      total: list.total,
      page: list.page,
      pageCount: list.pageCount,
      places,
      months: facets.months,
    },
  };
}
