import { asc, eq } from 'drizzle-orm';
import type { GetServerSidePropsResult } from 'next';
import staffActivitiesRoute from '@/pages/api/admin/activities/index';
import staffActivityRoute from '@/pages/api/admin/activities/[id]/index';
import type { ActivityValues, SaveActivityAnswer } from '@/lib/activities/staff-views';
import type { ShowPageProps } from '@/lib/activities/views';
import { loadActivityDetail, type ActivityDetailProps } from '@/server/activities/detail-loader';
import { loadShowPage } from '@/server/activities/show-loader';
import { chinaDateTimeLocal } from '@/server/activities/staff-view';
import { issueSession } from '@/server/auth/sessions';
import { clearCache } from '@/server/kernel/cache';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { activities, auditLog } from '@/server/db/schema';
import type { PageContext } from '@/server/http/page';
import { searchResults } from '@/server/search/results';
import { buildUser } from './auth-support';
import { DAY_MS, insertActivity } from './support/activities';
import { callApi, type ApiAnswer } from './support/api';
import { freshDatabase } from './support/db';

/**
 * An activity's English (description, address, agenda times): saved from the
 * console with its version check and audit entry, shown on the English pages,
 * said to be Chinese only where missing, and found by the site search.
 */

let database: Database;
let cookie = '';

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  const editor = await buildUser(database.db, { kind: 'editor', name: '编辑 周敏' });
  cookie = `tmz_session=${(await issueSession(database.db, editor, { persistent: false })).token}`;
}, 60_000);
afterAll(() => database.close());
beforeEach(async () => {
  clearCache();
  await database.db.delete(auditLog);
  await database.db.delete(activities);
});

const context = (query: Record<string, string> = {}, locale = 'zh-CN') => ({ query, locale, viewer: null }) as unknown as PageContext;
async function propsOf<P>(result: Promise<GetServerSidePropsResult<P>>): Promise<P> {
  const settled = await result;
  if (!('props' in settled)) throw new Error(`expected props, got ${JSON.stringify(settled)}`);
  return settled.props as P;
}
const call = (route: typeof staffActivitiesRoute, method: string, body: unknown, id?: number): Promise<ApiAnswer> =>
  callApi(route, { method, body, query: id === undefined ? {} : { id: String(id) }, headers: { cookie } });
const local = (at: Date) => chinaDateTimeLocal(at);

function form(overrides: Partial<ActivityValues> = {}): ActivityValues {
  const startsAt = new Date(`${local(new Date(Date.now() + 20 * DAY_MS)).slice(0, 10)}T09:00:00+08:00`);
  return {
    kind: 'show',
    title: '春季展会',
    titleEn: 'Spring Show',
    summary: '两天展期。',
    summaryEn: 'A two-day show.',
    description: '<h2>展会概况</h2><p>四大展区。</p>',
    cover: '',
    online: false,
    venue: '会展中心 3 号馆',
    venueEn: 'Expo Centre, Hall 3',
    address: '上海市浦东新区龙阳路 2345 号',
    city: '上海',
    cityEn: 'Shanghai',
    lng: '',
    lat: null,
    startsAt: local(startsAt),
    endsAt: local(new Date(startsAt.getTime() + 32 * 3_600_000)),
    capacity: '100',
    perRegistrationLimit: '3',
    registrationOpensAt: local(new Date(Date.now() - DAY_MS)),
    registrationClosesAt: local(startsAt),
    doorsOpenAt: '',
    exhibitorIds: [],
    agenda: [
      { time: '第一天 09:00', title: '开幕式', titleEn: 'Opening ceremony' },
      { time: '第二天 全天', timeEn: 'Day 2, all day', title: '买家洽谈', titleEn: 'Buyer meetings' },
    ],
    published: true,
    ...overrides,
  };
}

describe('the English fields in the console', () => {
  it('saves them with the version check and an audit entry, and gives them back to the form', async () => {
    const created = await call(staffActivitiesRoute, 'POST', form());
    expect(created.status).toBe(201);
    const { activity } = created.body as SaveActivityAnswer;
    const row = async () => (await database.db.select().from(activities).where(eq(activities.id, activity.id)))[0]!;
    const opened = (await row()).updatedAt.toISOString();

    const english = {
      ...activity.values,
      descriptionEn: '<h2>About the show</h2><p>Four areas.</p><script>alert(1)</script>',
      addressEn: '2345 Longyang Road, Pudong, Shanghai',
    };
    const answer = await call(staffActivityRoute, 'PUT', { ...english, version: opened }, activity.id);
    expect(answer.status).toBe(200);
    const saved = await row();
    // Through the same HTML allowlist as the Chinese.
    expect(saved.descriptionEn).toBe('<h2>About the show</h2><p>Four areas.</p>');
    expect(saved.addressEn).toBe('2345 Longyang Road, Pudong, Shanghai');
    expect(saved.agenda[1]).toEqual({ time: '第二天 全天', timeEn: 'Day 2, all day', title: '买家洽谈', titleEn: 'Buyer meetings' });
    // The first row's English time is left to the page (a clock time): nothing stored.
    expect(saved.agenda[0]).toEqual({ time: '第一天 09:00', title: '开幕式', titleEn: 'Opening ceremony' });
    expect((answer.body as SaveActivityAnswer).activity.values).toMatchObject({
      descriptionEn: '<h2>About the show</h2><p>Four areas.</p>',
      addressEn: '2345 Longyang Road, Pudong, Shanghai',
    });

    const [, update] = await database.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(update).toMatchObject({
      action: 'activity.update',
      changes: { addressEn: [null, '2345 Longyang Road, Pudong, Shanghai'], descriptionEnLength: [null, saved.descriptionEn!.length] },
    });

    // Someone else's form, opened before that save: refused, nothing written.
    const stale = await call(staffActivityRoute, 'PUT', { ...english, addressEn: 'Somewhere else', version: opened }, activity.id);
    expect(stale.status).toBe(409);
    expect((await row()).addressEn).toBe('2345 Longyang Road, Pudong, Shanghai');

    // Emptied (an editor's empty paragraph counts as empty): back to none.
    const emptied = await call(staffActivityRoute, 'PUT', { ...english, descriptionEn: '<p><br></p>', addressEn: ' ', version: (await row()).updatedAt.toISOString() }, activity.id);
    expect(emptied.status).toBe(200);
    expect(await row()).toMatchObject({ descriptionEn: null, addressEn: null });
  });

  it('refuses English that is too long, at its field', async () => {
    const answer = await call(
      staffActivitiesRoute,
      'POST',
      form({ addressEn: 'x'.repeat(301), agenda: [{ time: '第一天 09:00', timeEn: 'D'.repeat(61), title: '开幕式', titleEn: '' }] }),
    );
    expect(answer.status).toBe(400);
    const { fields } = (answer.body as { error: { fields: Record<string, string[]> } }).error;
    expect(Object.keys(fields).sort()).toEqual(['addressEn', 'agenda.0.timeEn']);
  });
});

describe('the English pages', () => {
  it('show the English and flag nothing when every field has it', async () => {
    const show = await insertActivity(database.db, {
      kind: 'show',
      title: '春季展会',
      titleEn: 'Spring Show',
      description: '<p>四大展区。</p>',
      descriptionEn: '<p>Four areas.</p>',
      address: '龙阳路 2345 号',
      addressEn: '2345 Longyang Road',
      agenda: [
        { time: '第二天 09:30–11:00', title: '论坛', titleEn: 'Forum' },
        { time: '14:00', title: '闭幕', titleEn: 'Closing' },
        { time: '全天', timeEn: 'All day', title: '洽谈', titleEn: 'Meetings' },
      ],
    });
    const { activity } = await propsOf<ActivityDetailProps>(loadActivityDetail(context({ id: String(show.id) }, 'en')));
    expect(activity).toMatchObject({ description: '<p>Four areas.</p>', address: '2345 Longyang Road' });
    expect(activity.agenda).toEqual([
      { time: 'Day 2 09:30–11:00', title: 'Forum', chineseOnly: false },
      { time: '14:00', title: 'Closing', chineseOnly: false },
      { time: 'All day', title: 'Meetings', chineseOnly: false },
    ]);
    expect(activity.chineseOnly).toEqual({ description: false, address: false, agenda: false, info: false });

    const tmz = await propsOf<ShowPageProps>(loadShowPage(context({}, 'en')));
    expect(tmz.show).toMatchObject({ address: '2345 Longyang Road', addressChineseOnly: false });

    // The Chinese page keeps the Chinese, flags nothing.
    clearCache();
    const chinese = (await propsOf<ActivityDetailProps>(loadActivityDetail(context({ id: String(show.id) })))).activity;
    expect(chinese).toMatchObject({ description: '<p>四大展区。</p>', address: '龙阳路 2345 号', chineseOnly: { description: false, address: false, agenda: false } });
    expect(chinese.agenda[0]).toEqual({ time: '第二天 09:30–11:00', title: '论坛', chineseOnly: false });
  });

  it('show the Chinese where there is no English, and say which parts are Chinese only', async () => {
    const show = await insertActivity(database.db, {
      kind: 'show',
      description: '<p>四大展区。</p>',
      address: '龙阳路 2345 号',
      agenda: [
        { time: '第一天 09:00', title: '开幕式', titleEn: 'Opening' },
        { time: '全天', title: '洽谈', titleEn: 'Meetings' },
      ],
      info: { transport: '地铁 2 号线', faq: [], notes: [] },
    });
    const { activity } = await propsOf<ActivityDetailProps>(loadActivityDetail(context({ id: String(show.id) }, 'en')));
    expect(activity).toMatchObject({ description: '<p>四大展区。</p>', address: '龙阳路 2345 号' });
    expect(activity.chineseOnly).toEqual({ description: true, address: true, agenda: true, info: true });
    expect(activity.agenda).toEqual([
      { time: 'Day 1 09:00', title: 'Opening', chineseOnly: false },
      { time: '全天', title: 'Meetings', chineseOnly: true },
    ]);
    const tmz = await propsOf<ShowPageProps>(loadShowPage(context({}, 'en')));
    expect(tmz.show).toMatchObject({ address: '龙阳路 2345 号', addressChineseOnly: true });
  });
});

describe('the site search', () => {
  it('matches an English word against the English description, address and agenda time', async () => {
    await insertActivity(database.db, { title: '春季展会', descriptionEn: '<p>Meet <strong>lighting</strong> suppliers.</p>' });
    await insertActivity(database.db, { title: '秋季沙龙', addressEn: '88 Riverside Boulevard' });
    await insertActivity(database.db, { title: '冬季论坛', agenda: [{ time: '全天', timeEn: 'Whole afternoon', title: '论坛' }] });
    const titles = async (query: string) => (await searchResults(database.db, { query, page: 1, locale: 'en' })).results.map((r) => r.title.map((part) => part.text).join(''));
    expect(await titles('lighting')).toEqual(['春季展会']);
    expect(await titles('riverside')).toEqual(['秋季沙龙']);
    expect(await titles('whole afternoon')).toEqual(['冬季论坛']);
  });
});
