import fc from 'fast-check';
import companyRoute from '@/pages/api/companies/[id]';
import companyListRoute from '@/pages/api/companies/index';
import { clearCache } from '@/server/kernel/cache';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { activities, companies, productCategories } from '@/server/db/schema';
import { insertActivity } from './support/activities';
import { callApi, getJson } from './support/api';
import { buildBooth, buildCategory, buildCompany } from './support/companies';
import { freshDatabase } from './support/db';

let database: Database;
const USCC = '91440300MA5TOPSECRET';

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
});
afterAll(() => database.close());
beforeEach(async () => {
  clearCache();
  await database.db.delete(companies);
  await database.db.delete(activities);
  await database.db.delete(productCategories);
});

describe('GET /api/companies', () => {
  it('lists public companies with the filters, in the request’s language, without the USCC', async () => {
    const apparel = await buildCategory(database.db, '服装', { nameEn: 'Apparel' });
    await buildCompany(
      database.db,
      { name: '华南针织', nameEn: 'South China Knitting', kinds: ['factory'], uscc: USCC, certifiedKind: 'factory', certifiedAt: new Date('2026-05-01T02:00:00Z'), province: '广东', city: '东莞' },
      { categories: [apparel.id], products: [{ name: '羊毛开衫' }] },
    );
    await buildCompany(database.db, { name: '北方零售', kinds: ['retailer'], province: '北京', city: '北京' });
    await buildCompany(database.db, { name: '隐藏工厂', kinds: ['factory'], hidden: true });

    const all = await getJson(companyListRoute, { utm_source: 'x' });
    expect(all).toMatchObject({ status: 200, body: { total: 2, page: 1, pageCount: 1 } });
    const filtered = await getJson(companyListRoute, { kind: 'factory', category: String(apparel.id), province: '广东', certified: '1', q: '开衫' });
    expect(filtered.body).toEqual({
      items: [
        {
          id: expect.any(Number),
          name: '华南针织',
          altName: 'South China Knitting',
          logo: null,
          kinds: ['factory'],
          province: '广东',
          city: '东莞',
          summary: '',
          categories: [{ id: apparel.id, name: '服装' }],
          certified: { kind: 'factory', date: '2026-05-01' },
        },
      ],
      total: 1,
      page: 1,
      pageCount: 1,
    });
    const english = await callApi(companyListRoute, { query: { kind: 'factory' }, headers: { 'accept-language': 'en' } });
    expect(english.body).toMatchObject({ items: [{ name: 'South China Knitting', altName: '华南针织', categories: [{ name: 'Apparel' }] }] });
    expect(JSON.stringify([all.body, filtered.body, english.body])).not.toContain('TOPSECRET');
  });

  it('answers malformed filters with 400 in the one error shape, and empty ones as no filter', async () => {
    await expect(getJson(companyListRoute, { kind: 'bank' })).resolves.toMatchObject({ status: 400, body: { error: { code: 'validation_failed', fields: { kind: expect.any(Array) } } } });
    await expect(getJson(companyListRoute, { page: 'two' })).resolves.toMatchObject({ status: 400, body: { error: { code: 'validation_failed', fields: { page: ['page must be a whole number ≥ 1'] } } } });
    await expect(getJson(companyListRoute, { category: '-1' })).resolves.toMatchObject({ status: 400 });
    await expect(getJson(companyListRoute, { certified: 'yes' })).resolves.toMatchObject({ status: 400 });
    await expect(getJson(companyListRoute, { kind: '', category: '', province: '', certified: '', q: '', page: '3' })).resolves.toMatchObject({ status: 200, body: { items: [], total: 0 } });
    await expect(callApi(companyListRoute, { method: 'POST', body: {} })).resolves.toMatchObject({ status: 405 });
  });

  it('never answers hostile text with a 5xx', async () => {
    await buildCompany(database.db, { name: '测试针织' });
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), async (q, province, city) => {
        clearCache();
        const answer = await getJson(companyListRoute, { q, province, city });
        expect([200, 400]).toContain(answer.status);
      }),
      { numRuns: 40 },
    );
  });
});

describe('GET /api/companies/{id}', () => {
  it('returns a public profile with products and booths, 404 for a hidden or unknown one, 400 for a malformed id', async () => {
    const made = await buildCompany(
      database.db,
      { name: '东方鞋业', uscc: USCC, contactChannel: 'email', contactValue: 'sales@example.com', website: 'www.example.com', introduction: '一段\n\n二段' },
      { products: [{ name: '登山鞋', picture: '/images/shoe.jpg', summary: '防水' }] },
    );
    const hidden = await buildCompany(database.db, { name: '隐藏', hidden: true });
    const show = await insertActivity(database.db, { title: 'TMZ 展', kind: 'show' }, { startsInDays: 30 });
    await buildBooth(database.db, { showId: show.id, companyId: made.id, hall: '3号馆', number: 'D08' });

    const answer = await getJson(companyRoute, { id: String(made.id) });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        id: made.id,
        name: '东方鞋业',
        website: 'https://www.example.com',
        introduction: ['一段', '二段'],
        products: [{ name: '登山鞋', picture: '/images/shoe.jpg', summary: '防水', category: null }],
        shows: [{ showId: show.id, title: 'TMZ 展', hall: '3号馆', booth: 'D08', upcoming: true }],
        contact: { channel: 'email', value: 'sales@example.com' },
      },
    });
    expect(JSON.stringify(answer.body)).not.toContain('TOPSECRET');
    expect(Object.keys(answer.body as object)).not.toEqual(expect.arrayContaining(['uscc', 'certificationId', 'searchText']));
    await expect(getJson(companyRoute, { id: String(hidden.id) })).resolves.toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    await expect(getJson(companyRoute, { id: '2147483647' })).resolves.toMatchObject({ status: 404 });
    await expect(getJson(companyRoute, { id: 'abc' })).resolves.toMatchObject({ status: 400, body: { error: { code: 'validation_failed' } } });
    await expect(getJson(companyRoute, { id: '99999999999' })).resolves.toMatchObject({ status: 400 });
  });
});
