import type { Viewer } from '@/lib/guards';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { activities, registrations } from '@/server/db/schema';
import { loadStaffRegistrations } from '@/server/activities/registrations/staff-loader';
import type { PageContext } from '@/server/http/page';
import { STAFF_ROWS_SHOWN } from '@/server/activities/registrations/staff-list';
import { insertActivity } from './support/activities';
import { freshDatabase } from './support/db';

/** /admin/registrations: an activity's registrations for editors, filtered as the staff API filters them. */

let database: Database;
const DAY = 86_400_000;
const NOW = new Date('2026-11-10T02:00:00Z');
const editor: Viewer = { id: 1, kind: 'editor', name: '编辑', login: 'st***@example.com', verified: true };

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
}, 30_000);
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(registrations);
  await database.db.delete(activities);
});

const context = (query: Record<string, string | string[]> = {}, locale = 'zh-CN') => ({ query, locale, viewer: editor }) as unknown as PageContext;

function addActivity(title: string, startDays: number, overrides: Partial<typeof activities.$inferInsert> = {}) {
  const startsAt = new Date(NOW.getTime() + startDays * DAY);
  return insertActivity(
    database.db,
    {
      title,
      endsAt: new Date(startsAt.getTime() + 8 * 3_600_000),
      capacity: 80,
      registrationOpensAt: new Date(NOW.getTime() - 30 * DAY),
      registrationClosesAt: startsAt,
      ...overrides,
    },
    { now: NOW, startsInDays: startDays },
  );
}

let codeCount = 0;
async function addRegistration(activityId: number, overrides: Partial<typeof registrations.$inferInsert> = {}) {
  codeCount += 1;
  const [row] = await database.db
    .insert(registrations)
    .values({
      activityId,
      code: `CODE${String(codeCount).padStart(8, '0')}`,
      name: `访客${codeCount}`,
      mobile: `1380000${String(codeCount).padStart(4, '0')}`,
      company: '示例公司',
      position: '采购',
      audience: 'brand',
      status: 'confirmed',
      ...overrides,
    })
    .returning();
  return row!;
}

function propsOf(result: Awaited<ReturnType<typeof loadStaffRegistrations>>) {
  if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props as Exclude<typeof result.props, Promise<unknown>>;
}

describe('loadStaffRegistrations', () => {
  it('shows the chosen activity’s totals and the registrations matching the filters, as plain values', async () => {
    const activity = await addActivity('秋季选品会', 20, { seatsTaken: 5, capacity: 60 });
    const other = await addActivity('供应链沙龙', 5);
    const anna = await addRegistration(activity.id, {
      name: '王安娜',
      company: '海港贸易',
      email: 'anna@example.com',
      quantity: 2,
      createdAt: new Date('2026-11-01T01:30:00Z'),
    });
    await addRegistration(activity.id, { name: '李雷', company: '海港物流', audience: 'factory', quantity: 3 });
    await addRegistration(activity.id, { name: '韩梅', company: '海港贸易', status: 'waitlisted' });
    await addRegistration(activity.id, {
      name: '张伟',
      company: '海港贸易',
      status: 'checked_in',
      checkedInAt: new Date('2026-11-30T02:05:00Z'),
    });
    await addRegistration(activity.id, { name: '赵敏', company: '山城贸易', status: 'cancelled' });
    await addRegistration(other.id, { name: '别的活动', company: '海港贸易' });

    const all = propsOf(await loadStaffRegistrations(context({ activity: String(activity.id) }), NOW));
    expect(all.activities).toEqual([
      { id: activity.id, title: '秋季选品会', date: '2026-11-30', published: true },
      { id: other.id, title: '供应链沙龙', date: '2026-11-15', published: true },
    ]);
    expect(all.current).toMatchObject({
      id: activity.id,
      title: '秋季选品会',
      capacity: 60,
      filters: { status: '', audience: '', q: '' },
      totals: { seatsTaken: 5, confirmed: 2, waitlisted: 1, checkedIn: 1, cancelled: 1 },
      total: 5,
      limit: 500,
      exportHref: `/api/admin/activities/${activity.id}/registrations.csv`,
    });
    expect(all.current!.rows.map((row) => row.name)).toEqual(['王安娜', '李雷', '韩梅', '张伟', '赵敏']);
    expect(all.current!.rows[0]).toEqual({
      id: anna.id,
      registeredAt: '2026-11-01 09:30',
      status: 'confirmed',
      name: '王安娜',
      mobile: anna.mobile,
      email: 'anna@example.com',
      company: '海港贸易',
      position: '采购',
      audience: 'brand',
      quantity: 2,
      code: anna.code,
      checkedInAt: null,
      // Written straight into the table here, without attendees: no attendees to list.
      attendees: [],
    });
    expect(all.current!.rows[3]).toMatchObject({ name: '张伟', status: 'checked_in', checkedInAt: '2026-11-30 10:05' });
    // Props go through JSON: nothing but plain values.
    expect(JSON.parse(JSON.stringify(all))).toEqual(all);

    const filtered = propsOf(
      await loadStaffRegistrations(context({ activity: String(activity.id), status: 'confirmed', audience: 'brand', q: ' 海港 ' }), NOW),
    );
    expect(filtered.current).toMatchObject({
      filters: { status: 'confirmed', audience: 'brand', q: '海港' },
      total: 1,
      totals: { seatsTaken: 5, confirmed: 2, waitlisted: 1, checkedIn: 1, cancelled: 1 },
      exportHref: `/api/admin/activities/${activity.id}/registrations.csv?status=confirmed&audience=brand&q=%E6%B5%B7%E6%B8%AF`,
    });
    expect(filtered.current!.rows.map((row) => row.name)).toEqual(['王安娜']);

    const none = propsOf(await loadStaffRegistrations(context({ activity: String(activity.id), q: '没有这个人' }), NOW));
    expect(none.current).toMatchObject({ total: 0, rows: [] });
  });

  it('shows at most 500 rows and says how many match', async () => {
    const activity = await addActivity('大会', 3, { capacity: 1000 });
    await database.db.insert(registrations).values(
      Array.from({ length: 503 }, (_, i) => ({
        activityId: activity.id,
        code: `BULK${String(i).padStart(8, '0')}`,
        name: `访客${i}`,
        mobile: `139${String(i).padStart(8, '0')}`,
        company: '公司',
        position: '职位',
        audience: 'other' as const,
        status: 'confirmed' as const,
      })),
    );
    const props = propsOf(await loadStaffRegistrations(context({ activity: String(activity.id) }), NOW));
    // As many as the staff API shows.
    expect(props.current).toMatchObject({ total: 503, limit: STAFF_ROWS_SHOWN });
    expect(props.current!.rows).toHaveLength(STAFF_ROWS_SHOWN);
  });

  it('picks the next activity not yet over when none is asked for, else the latest', async () => {
    await addActivity('已结束', -30);
    await addActivity('下个月', 30);
    const soon = await addActivity('下周', 7);
    await addActivity('未发布', 2, { published: false });
    expect(propsOf(await loadStaffRegistrations(context(), NOW)).current?.id).toBe(soon.id);
    // An activity under way counts as the next one.
    const today = await addActivity('今天', 0, { startsAt: new Date(NOW.getTime() - 3_600_000) });
    expect(propsOf(await loadStaffRegistrations(context(), NOW)).current?.id).toBe(today.id);
    // Hidden activities are offered too (their registrations stay manageable), but not picked before published ones.
    expect(propsOf(await loadStaffRegistrations(context(), NOW)).activities.map((a) => [a.title, a.published])).toEqual([
      ['下个月', true],
      ['下周', true],
      ['未发布', false],
      ['今天', true],
      ['已结束', true],
    ]);

    await database.db.delete(activities);
    await addActivity('去年', -400);
    const latest = await addActivity('上个月', -30);
    expect(propsOf(await loadStaffRegistrations(context(), NOW)).current?.id).toBe(latest.id);
  });

  it('uses English titles on English pages', async () => {
    await addActivity('秋季选品会', 10, { titleEn: 'Autumn sourcing fair' });
    const props = propsOf(await loadStaffRegistrations(context({}, 'en'), NOW));
    expect(props.activities[0]?.title).toBe('Autumn sourcing fair');
    expect(props.current?.title).toBe('Autumn sourcing fair');
  });

  it('says there are no activities at all, with nothing to show', async () => {
    expect(await loadStaffRegistrations(context(), NOW)).toEqual({ props: { activities: [], current: null } });
  });

  it('shows a hidden activity’s registrations when asked for it, and picks it when it is the only one', async () => {
    const hidden = await addActivity('未发布', 2, { published: false });
    await addRegistration(hidden.id, { name: '王安娜' });
    const asked = propsOf(await loadStaffRegistrations(context({ activity: String(hidden.id) }), NOW));
    expect(asked.current).toMatchObject({ id: hidden.id, published: false, total: 1 });
    expect(propsOf(await loadStaffRegistrations(context(), NOW)).current?.id).toBe(hidden.id);
  });

  it.each([
    ['an unknown activity', { activity: '999999' }],
    ['a malformed activity', { activity: 'abc' }],
    ['an empty activity', { activity: '' }],
    ['an unknown status', { status: 'lost' }],
    ['an unknown audience', { audience: 'pirate' }],
    ['a repeated status', { status: ['confirmed', 'waitlisted'] }],
    ['a keyword over 100 characters', { q: 'x'.repeat(101) }],
  ])('is a 404 for %s', async (_, query: Record<string, string | string[]>) => {
    await addActivity('秋季选品会', 10);
    expect(await loadStaffRegistrations(context(query), NOW)).toEqual({ notFound: true });
  });
});
