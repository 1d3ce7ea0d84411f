import articleReviewRoute from '@/pages/api/admin/articles/[id]/review';
import auditRoute from '@/pages/api/admin/audit';
import certificationReviewRoute from '@/pages/api/admin/certifications/[id]/review';
import handleRoute from '@/pages/api/admin/feedback/[id]/handle';
import { issueSession } from '@/server/auth/sessions';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { auditLog, certifications, feedback } from '@/server/db/schema';
import { changedFields } from '@/server/audit/record';
import { buildUser, type BuiltUser } from './auth-support';
import { callApi } from './support/api';
import { buildArticle, freshDatabase } from './support/db';
import { insertUpload } from './support/uploads';

/**
 * The console's audit log: each console action writes one entry (who, what,
 * when, key fields before → after) with the change; a refused action writes
 * none; only admins read the log, with filters.
 */

let database: Database;
type Who = 'member' | 'editor' | 'admin';
const people = {} as Record<Who, { user: BuiltUser; cookie: string }>;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  for (const who of ['member', 'editor', 'admin'] as const) {
    const user = await buildUser(database.db, { kind: who, name: who === 'editor' ? '编辑 周敏' : who === 'admin' ? '管理员 陈立' : '会员' });
    people[who] = { user, cookie: `tmz_session=${(await issueSession(database.db, user, { persistent: false })).token}` };
  }
}, 60_000);
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(auditLog);
});

const as = (who: Who | null): Record<string, string> => (who ? { cookie: people[who].cookie } : {});
const post = (route: typeof articleReviewRoute, id: number, body: unknown, who: Who = 'editor') =>
  callApi(route, { method: 'POST', query: { id: String(id) }, body, headers: as(who) });
const entries = () => database.db.select().from(auditLog);

async function pendingCertification() {
  const [row] = await database.db
    .insert(certifications)
    .values({
      number: `BR-20261122-${String(Math.random()).slice(2, 8)}`,
      kind: 'brand',
      companyName: '杭州云织服饰有限公司',
      uscc: '91330100MA27XYZ12A',
      legalRepresentative: '王丽',
      contactName: '王丽',
      mobile: '13900000001',
      email: 'a@example.com',
      brandName: '云织',
      licenceUploadId: await insertUpload(database.db),
    })
    .returning();
  return row!;
}

describe('audit entries of console actions', () => {
  it('approving a submission records the editor, the article and status and note before → after', async () => {
    const article = await buildArticle(database.db, { status: 'pending', title: '秋季选品会回顾', publishedAt: null });
    expect((await post(articleReviewRoute, article.id, { decision: 'approve', note: '' })).status).toBe(200);
    expect(await entries()).toEqual([
      expect.objectContaining({
        actorId: people.editor.user.id,
        actorName: '编辑 周敏',
        actorKind: 'editor',
        action: 'article.review',
        entityType: 'article',
        entityId: String(article.id),
        entityLabel: '秋季选品会回顾',
        changes: { status: ['pending', 'published'] },
        createdAt: expect.any(Date),
      }),
    ]);
  });

  it('rejecting records the note; a decision on an article that is not pending writes nothing', async () => {
    const article = await buildArticle(database.db, { status: 'pending', publishedAt: null });
    await post(articleReviewRoute, article.id, { decision: 'reject', note: '请补充图片来源' });
    expect((await entries())[0]?.changes).toEqual({ status: ['pending', 'rejected'], reviewNote: ['', '请补充图片来源'] });
    expect((await post(articleReviewRoute, article.id, { decision: 'approve', note: '' })).status).toBe(409);
    expect((await post(articleReviewRoute, 999_999, { decision: 'approve', note: '' })).status).toBe(404);
    expect(await entries()).toHaveLength(1);
  });

  it('a certification review and marking feedback handled are recorded too', async () => {
    const application = await pendingCertification();
    await post(certificationReviewRoute, application.id, { decision: 'reject', note: '执照照片不清晰' }, 'admin');
    const [message] = await database.db
      .insert(feedback)
      .values({ reference: 'FB-20261122-AAAAAA', name: '李雷', mobile: '13900000002', audience: 'retailer', topic: 'other', message: '请问如何成为零售商会员？', messageDigest: 'x' })
      .returning();
    await post(handleRoute, message!.id, { handled: true });
    await post(handleRoute, message!.id, { handled: false });
    const rows = (await entries()).sort((a, b) => a.id - b.id);
    expect(rows.map((row) => [row.action, row.actorName, row.entityLabel, row.changes])).toEqual([
      ['certification.review', '管理员 陈立', `${application.number} 杭州云织服饰有限公司`, { status: ['pending', 'rejected'], reviewNote: ['', '执照照片不清晰'] }],
      ['feedback.handle', '编辑 周敏', 'FB-20261122-AAAAAA', { status: ['new', 'handled'] }],
      ['feedback.handle', '编辑 周敏', 'FB-20261122-AAAAAA', { status: ['handled', 'new'] }],
    ]);
  });

  it('keeps only the fields that changed', () => {
    expect(changedFields({ status: ['new', 'handled'], note: ['', ''], tags: [['a'], ['a']], gone: [null, undefined] })).toEqual({ status: ['new', 'handled'] });
  });
});

describe('GET /api/admin/audit', () => {
  const read = (query: Record<string, string> = {}, who: Who | null = 'admin') => callApi(auditRoute, { query, headers: as(who) });

  it('is for admins only: not editors, members or visitors', async () => {
    expect((await read({}, null)).status).toBe(401);
    expect((await read({}, 'member')).status).toBe(403);
    expect((await read({}, 'editor')).status).toBe(403);
    expect((await read({}, 'admin')).status).toBe(200);
  });

  it('lists entries newest first with filters by action, record type, staff name and China days, 50 a page', async () => {
    const base = { actorKind: 'editor' as const, entityId: '1', entityLabel: '' };
    await database.db.insert(auditLog).values([
      { ...base, actorName: '编辑 周敏', action: 'article.review', entityType: 'article', createdAt: new Date('2026-11-20T01:00:00Z'), changes: { status: ['pending', 'published'] } },
      { ...base, actorName: '编辑 周敏', action: 'feedback.handle', entityType: 'feedback', createdAt: new Date('2026-11-21T15:30:00Z') },
      { ...base, actorName: '管理员 陈立', action: 'certification.review', entityType: 'certification', createdAt: new Date('2026-11-22T02:00:00Z') },
      ...Array.from({ length: 55 }, (_, i) => ({ ...base, actorName: '编辑 王芳', action: 'feedback.handle', entityType: 'feedback', createdAt: new Date(Date.UTC(2026, 9, 1, 0, i)) })),
    ]);
    const all = (await read()).body as { entries: { action: string; actorName: string; createdLabel: string; changes: unknown[] }[]; total: number; pageCount: number };
    expect(all.total).toBe(58);
    expect(all.pageCount).toBe(2);
    expect(all.entries).toHaveLength(50);
    expect(all.entries[0]).toMatchObject({ action: 'certification.review', createdLabel: '2026-11-22 10:00', changes: [] });
    const names = async (query: Record<string, string>) => ((await read(query)).body as { entries: { actorName: string; action: string }[] }).entries.map((e) => `${e.actorName} ${e.action}`);
    expect(await names({ action: 'article.review' })).toEqual(['编辑 周敏 article.review']);
    expect(await names({ entityType: 'certification' })).toEqual(['管理员 陈立 certification.review']);
    expect(await names({ actor: '周敏' })).toEqual(['编辑 周敏 feedback.handle', '编辑 周敏 article.review']);
    // 2026-11-21T15:30Z is 23:30 on the 21st in China; the 22nd starts at 16:00Z.
    expect(await names({ from: '2026-11-21', to: '2026-11-21' })).toEqual(['编辑 周敏 feedback.handle']);
    expect(await names({ from: '2026-11-22' })).toEqual(['管理员 陈立 certification.review']);
    const second = (await read({ page: '2' })).body as { entries: unknown[]; page: number };
    expect(second).toMatchObject({ page: 2 });
    expect(second.entries).toHaveLength(8);
    expect(((await read({ action: 'article.review' })).body as { entries: { changes: unknown[] }[] }).entries[0]?.changes).toEqual([
      { field: 'status', before: 'pending', after: 'published' },
    ]);
  });

  it('answers 400 to malformed filters', async () => {
    const malformed: Record<string, string>[] = [{ action: 'delete.everything' }, { from: '2026-13-40' }, { to: '2026-02-30' }, { page: '0' }, { entityType: 'session' }];
    for (const query of malformed) {
      expect((await read(query)).status).toBe(400);
    }
  });
});
