import type { GetServerSidePropsResult } from 'next';
import type { ActivityListProps, ShowPageProps } from '@/lib/activities/views';
import activitiesRoute from '@/pages/api/activities/index';
import { activityFacets, chinaMonthRange, listPublicActivities } from '@/server/activities/public-list';
import { lastShow, nextShow, showProgramme } from '@/server/activities/shows';
import { clearCache } from '@/server/kernel/cache';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { activities } from '@/server/db/schema';
import { loadActivityList } from '@/server/activities/list-loader';
import { loadShowPage } from '@/server/activities/show-loader';
import type { PageContext } from '@/server/http/page';
import { callApi } from './support/api';
import { DAY_MS, insertActivity } from './support/activities';
import { freshDatabase } from './support/db';

/** /activities and /tmz against a fresh database: the list's order and filters, the show page's next show, programme and recap. */

const NOW = new Date('2026-11-26T02:00:00Z'); // 10:00 in China
const HOUR_MS = 3_600_000;
let database: Database;

beforeAll(async () => {
  process.env.SITE_URL ??= 'https://www.example.com';
  database = await freshDatabase();
  useDatabase(database);
});
afterAll(() => database.close());
beforeEach(async () => {
  clearCache();
  await database.db.delete(activities);
});

const context = (query: Record<string, string> = {}, locale = 'zh-CN') => ({ query, locale, viewer: null }) as unknown as PageContext;

async function propsOf<P>(result: Promise<GetServerSidePropsResult<P>>): Promise<P> {
  const settled = await result;
  if (!('props' in settled)) throw new Error(`expected props, got ${JSON.stringify(settled)}`);
  return settled.props as P;
}

/** An activity starting `days` from NOW (negative: before), lasting `hours`. */
const build = (title: string, days: number, overrides: Partial<typeof activities.$inferInsert> = {}, hours = 3) => {
  const startsAt = new Date(NOW.getTime() + days * DAY_MS);
  return insertActivity(
    database.db,
    {
      title,
      city: '上海',
      startsAt,
      endsAt: new Date(startsAt.getTime() + hours * HOUR_MS),
      registrationOpensAt: new Date(startsAt.getTime() - 30 * DAY_MS),
      registrationClosesAt: new Date(startsAt.getTime() - DAY_MS),
      ...overrides,
    },
    { now: NOW },
  );
};

const titles = (rows: { title: string }[]) => rows.map((row) => row.title);

describe('listPublicActivities', () => {
  it('puts those not yet over first, soonest first (one under way among them), then those over, latest first; hidden ones never', async () => {
    await build('下个月', 30);
    await build('去年', -300);
    await build('进行中', -0.05, {}, 6);
    await build('明天', 1);
    await build('上个月', -30);
    await build('隐藏', 2, { published: false });
    const list = await listPublicActivities(database.db, { now: NOW });
    expect(titles(list.items)).toEqual(['进行中', '明天', '下个月', '上个月', '去年']);
    expect(list).toMatchObject({ total: 5, page: 1, pageCount: 1 });
  });

  it('filters by kind, by city or online, and by the China month it starts in', async () => {
    await build('上海展会', 10, { kind: 'show' });
    await build('杭州沙龙', 12, { kind: 'salon', city: '杭州' });
    await build('线上课程', 14, { kind: 'course', online: true, city: '线上', cityEn: 'Online' });
    // 23:30 on December 31 in China: December's.
    await build('跨年论坛', 0, { kind: 'forum', startsAt: new Date('2026-12-31T15:30:00Z'), endsAt: new Date('2026-12-31T17:00:00Z') });
    // 2027-01-01 00:30 in China is still 2026-12-31 in UTC: January's.
    await build('元旦沙龙', 0, { kind: 'salon', startsAt: new Date('2026-12-31T16:30:00Z'), endsAt: new Date('2026-12-31T18:00:00Z') });

    const of = async (filter: Parameters<typeof listPublicActivities>[1]) => titles((await listPublicActivities(database.db, { now: NOW, ...filter })).items);
    expect(await of({ kind: 'show' })).toEqual(['上海展会']);
    expect(await of({ kind: 'salon' })).toEqual(['杭州沙龙', '元旦沙龙']);
    expect(await of({ place: 'online' })).toEqual(['线上课程']);
    expect(await of({ place: '杭州' })).toEqual(['杭州沙龙']);
    // An online activity's city does not make it a city's.
    expect(await of({ place: '线上' })).toEqual([]);
    expect(await of({ month: '2026-12' })).toEqual(['上海展会', '杭州沙龙', '线上课程', '跨年论坛']);
    expect(await of({ month: '2027-01' })).toEqual(['元旦沙龙']);
    expect(await of({ month: '2027-01', kind: 'forum' })).toEqual([]);
    expect(await of({ month: '2027-13' })).toEqual([]);
  });

  it('pages 12 at a time', async () => {
    for (let day = 1; day <= 14; day += 1) await build(`活动 ${String(day).padStart(2, '0')}`, day);
    const second = await listPublicActivities(database.db, { now: NOW, page: 2 });
    expect(titles(second.items)).toEqual(['活动 13', '活动 14']);
    expect(second).toMatchObject({ total: 14, page: 2, pageCount: 2 });
  });

  it('offers the cities, online and months that published activities have', async () => {
    await build('a', 5, { city: '杭州', cityEn: 'Hangzhou' });
    await build('b', 40, { city: '上海' });
    await build('c', 6, { online: true, city: '线上' });
    await build('d', 7, { city: '成都', published: false });
    expect(await activityFacets(database.db)).toEqual({
      cities: [
        { name: '杭州', nameEn: 'Hangzhou' },
        { name: '上海', nameEn: null },
      ],
      online: true,
      months: ['2027-01', '2026-12'],
    });
  });
});

it('chinaMonthRange reads a month in China time', () => {
  expect(chinaMonthRange('2026-12')).toEqual({ from: new Date('2026-11-30T16:00:00Z'), to: new Date('2026-12-31T16:00:00Z') });
  expect(chinaMonthRange('2026-13')).toBeNull();
});

describe('loadActivityList (/activities)', () => {
  it('gives cards with kind, place, status and seats left in the page language, and the filter choices', async () => {
    await build('上海展会', 10, { kind: 'show', titleEn: 'Shanghai Show', cityEn: 'Shanghai', capacity: 100, seatsTaken: 40 });
    await build('结束的沙龙', -10, { kind: 'salon' });
    const props = await propsOf<ActivityListProps>(loadActivityList(context({ kind: '' })));
    expect(props.filters).toEqual({ kind: '', place: '', month: '' });
    expect(props.items.map((a) => [a.title, a.kind, a.city, a.state, a.seatsLeft])).toEqual([
      ['上海展会', 'show', '上海', expect.any(String), 60],
      ['结束的沙龙', 'salon', '上海', 'past', 20],
    ]);
    expect(props.places).toEqual([{ value: '上海', label: '上海' }]);
    const english = await propsOf<ActivityListProps>(loadActivityList(context({ kind: 'show' }, 'en')));
    expect(english.items.map((a) => [a.title, a.city])).toEqual([['Shanghai Show', 'Shanghai']]);
    expect(english.places).toEqual([{ value: '上海', label: 'Shanghai' }]);
  });

  it('is a 404 for an unknown kind, a malformed month or a page past the last', async () => {
    await build('a', 3);
    for (const query of [{ kind: 'party' }, { month: '2026-1' }, { page: '2' }, { page: '0' }] as Record<string, string>[]) {
      expect(await loadActivityList(context(query))).toEqual({ notFound: true });
    }
    // No activity at all: page 1 is an empty list, not a 404.
    await database.db.delete(activities);
    clearCache();
    expect((await propsOf<ActivityListProps>(loadActivityList(context()))).items).toEqual([]);
  });
});

describe('the show (/tmz)', () => {
  it('is the soonest show not yet over, with its programme in time order; a show under way still counts', async () => {
    const past = await build('第十一届', -200, { kind: 'show' }, 56);
    const later = await build('华南站', 120, { kind: 'show' }, 56);
    const next = await build('第十二届', 45, { kind: 'show', showExhibitors: 620, showVisitors: 32000, showAreaSqm: null }, 56);
    await build('隐藏的展会', 20, { kind: 'show', published: false });
    await build('论坛 B', 46, { kind: 'forum', showId: next.id });
    await build('论坛 A', 45.2, { kind: 'forum', showId: next.id });
    await build('别的论坛', 46, { kind: 'forum', showId: later.id });
    await build('隐藏的课程', 46, { kind: 'course', showId: next.id, published: false });

    expect((await nextShow(database.db, NOW))?.id).toBe(next.id);
    expect(titles(await showProgramme(database.db, next.id))).toEqual(['论坛 A', '论坛 B']);
    // During the show it is still the next one.
    expect((await nextShow(database.db, new Date(next.startsAt.getTime() + DAY_MS)))?.id).toBe(next.id);
    expect((await lastShow(database.db, NOW))?.id).toBe(past.id);

    const props = await propsOf<ShowPageProps>(loadShowPage(context(), NOW));
    expect(props.mode).toBe('next');
    expect(props.renderedAt).toBe(NOW.toISOString());
    expect(props.show).toMatchObject({
      id: next.id,
      title: '第十二届',
      kind: 'show',
      figures: { exhibitors: 620, visitors: 32000, areaSqm: null },
      url: `${process.env.SITE_URL}/activityDetail?id=${next.id}`,
    });
    expect(titles(props.programme)).toEqual(['论坛 A', '论坛 B']);
  });

  it('falls back to the last show as a recap when none is coming, and to none at all', async () => {
    await build('第十届', -500, { kind: 'show' }, 56);
    const last = await build('第十一届', -200, { kind: 'show' }, 56);
    await build('下周的沙龙', 7, { kind: 'salon' });
    const recap = await propsOf<ShowPageProps>(loadShowPage(context({}, 'en'), NOW));
    expect(recap).toMatchObject({ mode: 'recap', show: { id: last.id, state: 'past' }, programme: [] });
    expect(recap.show?.url).toBe(`${process.env.SITE_URL}/en/activityDetail?id=${last.id}`);

    await database.db.delete(activities);
    clearCache();
    expect(await propsOf<ShowPageProps>(loadShowPage(context(), NOW))).toEqual({ mode: 'none', show: null, programme: [], renderedAt: NOW.toISOString() });
  });
});

describe('GET /api/activities', () => {
  it('gives each activity its kind and show, and ?kind= keeps one kind', async () => {
    const show = await build('展会', 30, { kind: 'show' });
    await build('论坛', 31, { kind: 'forum', showId: show.id });
    const all = await callApi(activitiesRoute, {});
    expect(all.status).toBe(200);
    expect((all.body as { items: { title: string; kind: string; showId: number | null }[] }).items.map((a) => [a.title, a.kind, a.showId])).toEqual([
      ['展会', 'show', null],
      ['论坛', 'forum', show.id],
    ]);
    const forums = await callApi(activitiesRoute, { query: { kind: 'forum' } });
    expect((forums.body as { items: { title: string }[] }).items.map((a) => a.title)).toEqual(['论坛']);
    expect((await callApi(activitiesRoute, { query: { kind: 'party' } })).status).toBe(400);
  });
});
