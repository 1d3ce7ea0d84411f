import type { GetServerSidePropsResult } from 'next';
import type { HomeProps } from '@/lib/site/home-views';
import type { PeopleProps } from '@/lib/people/views';
import { clearCache } from '@/server/kernel/cache';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { activities, articles, consultants, partners } from '@/server/db/schema';
import { loadHome } from '@/server/site/home-loader';
import { loadConsultantDetail, loadPartnersPage, type ConsultantDetailProps } from '@/server/people/loader';
import type { PageContext } from '@/server/http/page';
import { sitemapEntries } from '@/server/site/feed-items';
import { buildArticle, freshDatabase } from './support/db';

const DAY = 86_400_000;
let database: Database;

beforeAll(async () => {
  process.env.SITE_URL ??= 'https://www.example.com';
  database = await freshDatabase();
  useDatabase(database);
});
afterAll(() => database.close());
beforeEach(async () => {
  clearCache();
  for (const table of [articles, activities, consultants, partners]) await database.db.delete(table);
});

const context = (query: Record<string, string> = {}, locale = 'zh-CN') => ({ query, locale, viewer: null }) as unknown as PageContext;

async function propsOf<P>(result: Promise<GetServerSidePropsResult<P>>): Promise<P> {
  const settled = await result;
  if (!('props' in settled)) throw new Error(`expected props, got ${JSON.stringify(settled)}`);
  return settled.props as P;
}

async function buildActivity(title: string, startsInDays: number, overrides: Partial<typeof activities.$inferInsert> = {}) {
  const startsAt = new Date(Date.now() + startsInDays * DAY);
  const [row] = await database.db
    .insert(activities)
    .values({
      title,
      venue: '会展中心',
      city: '上海',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 8 * 3_600_000),
      capacity: 100,
      registrationOpensAt: new Date(Date.now() - DAY),
      registrationClosesAt: new Date(startsAt.getTime() - DAY),
      ...overrides,
    })
    .returning();
  return row!;
}

async function buildConsultant(name: string, overrides: Partial<typeof consultants.$inferInsert> = {}) {
  const [row] = await database.db.insert(consultants).values({ name, title: '供应链顾问', expertise: ['工厂评估'], bio: '简介', ...overrides }).returning();
  return row!;
}

describe('loadHome', () => {
  it('gives the latest three articles of each public channel, the next three activities and the first consultants and partners', async () => {
    for (let n = 1; n <= 4; n += 1) {
      await buildArticle(database.db, { channel: 'hot', title: `热点 ${n}`, publishedAt: new Date(Date.UTC(2026, 9, n, 2)) });
    }
    await buildArticle(database.db, { channel: 'practical', title: '干货', titleEn: 'Tips', publishedAt: new Date(Date.UTC(2026, 9, 5, 2)) });
    await buildArticle(database.db, { channel: 'pay', title: '会员专享' });
    await buildArticle(database.db, { channel: 'news', title: '草稿', status: 'draft' });
    await buildActivity('报名中的活动', 10);
    await buildActivity('最早的活动', 2, { registrationOpensAt: new Date(Date.now() + DAY) });
    await buildActivity('报名已截止', 1, { registrationClosesAt: new Date(Date.now() - 3_600_000) });
    await buildActivity('第三个', 20);
    await buildActivity('已结束', -3);
    for (let n = 1; n <= 5; n += 1) await buildConsultant(`顾问 ${n}`, { sortOrder: n });
    await buildConsultant('隐藏的顾问', { hidden: true, sortOrder: 0 });
    for (let n = 1; n <= 14; n += 1) await database.db.insert(partners).values({ name: `伙伴 ${n}`, category: 'brand', sortOrder: n });

    const props = await propsOf<HomeProps>(loadHome(context()));
    expect(props.latest).toEqual([
      { channel: 'news', items: [] },
      {
        channel: 'hot',
        items: [
          { id: expect.any(Number), title: '热点 4', date: '2026-10-04' },
          { id: expect.any(Number), title: '热点 3', date: '2026-10-03' },
          { id: expect.any(Number), title: '热点 2', date: '2026-10-02' },
        ],
      },
      { channel: 'practical', items: [{ id: expect.any(Number), title: '干货', date: '2026-10-05' }] },
    ]);
    // Those taking registrations first, then one not yet open, then a closed one; each group soonest first.
    expect(props.activities.map((a) => [a.title, a.state])).toEqual([
      ['报名中的活动', 'open'],
      ['第三个', 'open'],
      ['最早的活动', 'upcoming'],
    ]);
    await buildActivity('第四个', 30);
    clearCache();
    // Only three are shown: the closed one is the one left out, though it is the soonest.
    expect((await propsOf<HomeProps>(loadHome(context()))).activities.map((a) => a.title)).toEqual(['报名中的活动', '第三个', '第四个']);
    expect(props.activities[0]?.startLabel).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(props.consultants.map((c) => c.name)).toEqual(['顾问 1', '顾问 2', '顾问 3', '顾问 4']);
    expect(props.partners).toHaveLength(12);
    // Only what the logo grid shows reaches the page.
    expect(props.partners[0]).toEqual({ id: expect.any(Number), name: '伙伴 1', logo: null });

    clearCache();
    const english = await propsOf<HomeProps>(loadHome(context({}, 'en')));
    expect(english.latest[2]?.items[0]?.title).toBe('Tips');
  });

  it('names the next show on the first screen: its name, days and place, in the page language', async () => {
    const now = new Date('2026-11-29T04:00:00Z');
    const show = (title: string, startsAt: string, endsAt: string, overrides: Partial<typeof activities.$inferInsert> = {}) =>
      database.db.insert(activities).values({
        title,
        kind: 'show',
        venue: '上海新国际博览中心 W3–W5 馆',
        venueEn: 'Shanghai New International Expo Centre, Halls W3–W5',
        city: '上海',
        cityEn: 'Shanghai',
        startsAt: new Date(startsAt),
        endsAt: new Date(endsAt),
        capacity: 100,
        registrationOpensAt: new Date('2026-11-01T00:00:00Z'),
        registrationClosesAt: new Date(startsAt),
        ...overrides,
      });
    await show('上一届', '2026-06-01T01:00:00Z', '2026-06-03T09:00:00Z');
    await show('隐藏的展会', '2026-12-01T01:00:00Z', '2026-12-02T09:00:00Z', { published: false });
    // 09:00 on 13 January to 17:00 on 15 January, China time.
    await show('第十二届 TMZ 展会', '2027-01-13T01:00:00Z', '2027-01-15T09:00:00Z', { titleEn: 'The 12th TMZ Show' });
    await show('华南站', '2027-03-30T01:00:00Z', '2027-04-01T09:00:00Z', { venue: '广交会展馆', venueEn: 'Canton Fair Complex', city: '广州', cityEn: 'Guangzhou' });

    const chinese = await propsOf<HomeProps>(loadHome(context(), now));
    expect(chinese.nextShow).toEqual({
      id: expect.any(Number),
      title: '第十二届 TMZ 展会',
      days: '2027年1月13日至15日',
      startsAt: '2027-01-13T01:00:00.000Z',
      place: '上海新国际博览中心 W3–W5 馆',
    });
    clearCache();
    const english = await propsOf<HomeProps>(loadHome(context({}, 'en'), now));
    expect(english.nextShow).toMatchObject({ title: 'The 12th TMZ Show', days: '13–15 January 2027', place: 'Shanghai New International Expo Centre, Halls W3–W5' });

    // Once it is over, the next one: across two months, the city added to a venue that does not name it.
    clearCache();
    const later = await propsOf<HomeProps>(loadHome(context({}, 'en'), new Date('2027-01-16T00:00:00Z')));
    expect(later.nextShow).toMatchObject({ title: '华南站', days: '30 March – 1 April 2027', place: 'Canton Fair Complex, Guangzhou' });
    clearCache();
    expect((await propsOf<HomeProps>(loadHome(context(), new Date('2027-01-16T00:00:00Z')))).nextShow).toMatchObject({ days: '2027年3月30日至4月1日', place: '广州广交会展馆' });
  });

  it('works on an empty database', async () => {
    const props = await propsOf<HomeProps>(loadHome(context()));
    expect(props).toEqual({
      nextShow: null,
      latest: [
        { channel: 'news', items: [] },
        { channel: 'hot', items: [] },
        { channel: 'practical', items: [] },
      ],
      activities: [],
      consultants: [],
      partners: [],
    });
  });
});

describe('loadPartnersPage (/home/page-5)', () => {
  it('lists every visible consultant and partner in their order, in the page language', async () => {
    for (let n = 1; n <= 6; n += 1) await buildConsultant(`顾问 ${n}`, { nameEn: `Consultant ${n}`, sortOrder: -n });
    await database.db.insert(partners).values([
      { name: '乙', category: 'factory', sortOrder: 2, url: 'javascript:alert(1)' },
      { name: '甲', nameEn: 'Jia', category: 'media', sortOrder: 1, url: 'https://jia.example.com' },
      { name: '丙', category: 'brand', sortOrder: 3, url: 'data:text/html,<script>alert(1)</script>' },
      { name: '隐藏', category: 'brand', hidden: true },
    ]);
    const props = await propsOf<PeopleProps>(loadPartnersPage(context({}, 'en')));
    expect(props.consultants.map((c) => c.name)).toEqual(['Consultant 6', 'Consultant 5', 'Consultant 4', 'Consultant 3', 'Consultant 2', 'Consultant 1']);
    // Only http(s) addresses become links.
    expect(props.partners.map((p) => [p.name, p.category, p.url])).toEqual([
      ['Jia', 'media', 'https://jia.example.com'],
      ['乙', 'factory', null],
      ['丙', 'brand', null],
    ]);
  });
});

describe('loadConsultantDetail (/home/consultantItem)', () => {
  it('shows a consultant with a vCard and its QR code', async () => {
    const row = await buildConsultant('陈思远', { title: '高级供应链顾问', phone: '400-000-0000', email: 'chen@example.com', photo: '/images/a.svg', expertise: ['工厂评估', '交期管理'] });
    const { consultant } = await propsOf<ConsultantDetailProps>(loadConsultantDetail(context({ id: String(row.id) })));
    expect(consultant).toMatchObject({ id: row.id, name: '陈思远', title: '高级供应链顾问', expertise: ['工厂评估', '交期管理'], photo: '/images/a.svg' });
    expect(consultant.vcard.split('\r\n')).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:陈思远;;;;',
      'FN:陈思远',
      expect.stringMatching(/^ORG:.+/),
      'TITLE:高级供应链顾问',
      'TEL;TYPE=WORK,VOICE:400-000-0000',
      'EMAIL;TYPE=INTERNET,WORK:chen@example.com',
      `URL:${process.env.SITE_URL?.replace(/\/$/, '')}/home/consultantItem?id=${row.id}`,
      'END:VCARD',
      '',
    ]);
    expect(consultant.vcardQr).toMatch(/^<svg[^>]*viewBox/);
  });

  it('shows English expertise and bio on English pages, and says when there are none', async () => {
    const translated = await buildConsultant('陈思远', { nameEn: 'Chen Siyuan', expertise: ['工厂评估'], expertiseEn: ['Factory assessment'], bio: '简介', bioEn: 'About him' });
    const untranslated = await buildConsultant('林晓彤', { expertise: ['品牌定位'], bio: '只有中文' });
    const en = await propsOf<ConsultantDetailProps>(loadConsultantDetail(context({ id: String(translated.id) }, 'en')));
    expect(en.consultant).toMatchObject({ name: 'Chen Siyuan', expertise: ['Factory assessment'], bio: 'About him', untranslated: false });
    const fallback = await propsOf<ConsultantDetailProps>(loadConsultantDetail(context({ id: String(untranslated.id) }, 'en')));
    expect(fallback.consultant).toMatchObject({ expertise: ['品牌定位'], bio: '只有中文', untranslated: true });
    const zh = await propsOf<ConsultantDetailProps>(loadConsultantDetail(context({ id: String(translated.id) })));
    expect(zh.consultant).toMatchObject({ name: '陈思远', expertise: ['工厂评估'], bio: '简介', untranslated: false });
  });

  it('offers no mailto: link for an address that is not one', async () => {
    const row = await buildConsultant('林晓彤', { email: 'lin?subject=x" onmouseover="y' });
    const { consultant } = await propsOf<ConsultantDetailProps>(loadConsultantDetail(context({ id: String(row.id) })));
    expect(consultant.email).toBeNull();
    expect(consultant.vcard).not.toContain('EMAIL');
  });

  it('answers a missing, malformed, unknown or hidden id with a 404', async () => {
    const hidden = await buildConsultant('隐藏', { hidden: true });
    for (const query of [{} as Record<string, string>, { id: 'abc' }, { id: '0' }, { id: '99999' }, { id: String(hidden.id) }]) {
      await expect(loadConsultantDetail(context(query))).resolves.toEqual({ notFound: true });
    }
  });
});

describe('sitemapEntries', () => {
  it('lists public articles, members-only summaries and visible consultants, not drafts or hidden ones', async () => {
    const hot = await buildArticle(database.db, { channel: 'hot' });
    const pay = await buildArticle(database.db, { channel: 'pay' });
    await buildArticle(database.db, { channel: 'hot', status: 'draft' });
    const consultant = await buildConsultant('顾问');
    await buildConsultant('隐藏', { hidden: true });
    const paths = (await sitemapEntries(database.db)).map((entry) => entry.path).filter((path) => path.includes('?'));
    expect(paths.sort()).toEqual(
      [`/home/consultantItem?id=${consultant.id}`, `/information-details?id=${hot.id}`, `/pay-news-details?id=${pay.id}`].sort(),
    );
  });
});
