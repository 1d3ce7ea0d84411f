import type { Viewer } from '@/lib/guards';
import { NUMBER_ALPHABET } from '@/lib/certifications/schema';
import { usccCheckCharacter } from '@/lib/certifications/uscc';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { certifications } from '@/server/db/schema';
import { loadStaffCertifications } from '@/server/certifications/staff-loader';
import type { PageContext } from '@/server/http/page';
import { buildUser } from './auth-support';
import { freshDatabase } from './support/db';
import { insertUpload } from './support/uploads';

/** /admin/certifications: the applications for editors, filtered as the staff API filters them, pending by default. */

let database: Database;
let reviewerId: number;
let licence: string;
const editor: Viewer = { id: 1, kind: 'editor', name: '编辑', login: 'st***@example.com', verified: true };

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  reviewerId = (await buildUser(database.db, { kind: 'editor', name: '审核员甲' })).id;
  // One licence image (as the uploads route leaves it) for every application.
  licence = await insertUpload(database.db, { type: 'image/jpeg', width: 1600, height: 1131 });
}, 60_000);
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(certifications);
});

const context = (query: Record<string, string | string[]> = {}) => ({ query, locale: 'zh-CN', viewer: editor }) as unknown as PageContext;

let count = 0;
async function addApplication(overrides: Partial<typeof certifications.$inferInsert> = {}) {
  count += 1;
  const first17 = `91330100MA${String(count).padStart(7, '0')}`;
  const [row] = await database.db
    .insert(certifications)
    .values({
      number: `BR-20261110-AAAA${NUMBER_ALPHABET[Math.floor(count / 32)]}${NUMBER_ALPHABET[count % 32]}`,
      kind: 'brand',
      companyName: `杭州企业${count}有限公司`,
      uscc: first17 + usccCheckCharacter(first17),
      legalRepresentative: '王五',
      contactName: '赵六',
      mobile: `1370000${String(count).padStart(4, '0')}`,
      email: `contact${count}@example.com`,
      brandName: '好物',
      licenceUploadId: licence,
      createdAt: new Date(Date.UTC(2026, 10, 10, count)),
      ...overrides,
    })
    .returning();
  return row!;
}

function propsOf(result: Awaited<ReturnType<typeof loadStaffCertifications>>) {
  if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props as Exclude<typeof result.props, Promise<unknown>>;
}

describe('loadStaffCertifications', () => {
  it('shows the pending applications by default, first come first, with the totals and everything a review needs', async () => {
    const first = await addApplication({ companyName: '杭州青山茶业有限公司' });
    const second = await addApplication({ kind: 'retailer', brandName: '', storeName: '青山茶铺', storeAddress: '杭州市西湖区龙井路 1 号' });
    const decided = await addApplication({
      status: 'rejected',
      reviewNote: '执照不清晰',
      reviewedBy: reviewerId,
      reviewedAt: new Date('2026-11-12T06:30:00Z'),
    });

    const props = propsOf(await loadStaffCertifications(context()));
    expect(props.filters).toEqual({ status: 'pending', kind: '', q: '' });
    expect(props.totals).toEqual({ pending: 2, approved: 0, rejected: 1 });
    expect(props.total).toBe(2);
    expect(props.limit).toBe(200);
    expect(props.rows.map((row) => row.id)).toEqual([first.id, second.id]);
    expect(props.rows[0]).toMatchObject({
      number: first.number,
      companyName: '杭州青山茶业有限公司',
      licence: { url: `/api/uploads/${licence}`, width: 1600, height: 1131 },
      submittedLabel: '2026-11-10 09:00',
      reviewedLabel: null,
    });
    expect(props.rows[1]).toMatchObject({ kind: 'retailer', storeName: '青山茶铺', storeAddress: '杭州市西湖区龙井路 1 号' });
    // Props go through JSON: nothing but plain values.
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);

    const all = propsOf(await loadStaffCertifications(context({ status: 'all' })));
    expect(all.rows.map((row) => row.id)).toEqual([decided.id, second.id, first.id]);
    expect(all.rows[0]).toMatchObject({ status: 'rejected', reviewNote: '执照不清晰', reviewerName: '审核员甲', reviewedLabel: '2026-11-12 14:30' });
  });

  it('filters by kind and keyword, an empty select meaning its default', async () => {
    await addApplication({ companyName: '宁波海风家居有限公司' });
    const store = await addApplication({ kind: 'retailer', companyName: '宁波海风百货有限公司', brandName: '', storeName: '海风百货', storeAddress: '宁波市' });
    const props = propsOf(await loadStaffCertifications(context({ status: '', kind: 'retailer', q: ' 海风 ' })));
    expect(props.filters).toEqual({ status: 'pending', kind: 'retailer', q: '海风' });
    expect(props.rows.map((row) => row.id)).toEqual([store.id]);
    expect(props.total).toBe(1);
    expect(propsOf(await loadStaffCertifications(context({ q: '没有这家' })))).toMatchObject({ total: 0, rows: [] });
  });

  it.each([
    ['an unknown status', { status: 'lost' }],
    ['an unknown kind', { kind: 'shop' }],
    ['a repeated status', { status: ['pending', 'approved'] }],
    ['a keyword over 100 characters', { q: 'x'.repeat(101) }],
  ])('is a 404 for %s', async (_, query: Record<string, string | string[]>) => {
    expect(await loadStaffCertifications(context(query))).toEqual({ notFound: true });
  });
});
