import type { GetServerSidePropsResult } from 'next';
import { toLocale } from '@/lib/i18n';
import { parseActivityListQuery } from '@/lib/activities/list-query';
import type { ActivityListProps, FilterChoice } from '@/lib/activities/views';
import { activityFacets, listPublicActivities, ONLINE_PLACE } from './public-list';
import { cached } from '../kernel/cache';
import { database } from '../db';
import { activityCard } from './views';
import type { PageContext } from '../http/page';

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
