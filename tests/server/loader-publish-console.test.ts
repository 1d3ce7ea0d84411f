import type { Viewer } from '@/lib/guards';
import { createUser } from '@/server/auth/users';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { activities, articles, certifications } from '@/server/db/schema';
import { loadConsole } from '@/server/site/console-loader';
import { loadPublish } from '@/server/articles/publish-loader';
import type { PageContext } from '@/server/http/page';
import { buildArticle, freshDatabase } from './support/db';
import { insertUpload } from './support/uploads';

/** The account pages' data: /publish (the article to write and the member's own submissions), and the staff console's dashboard. */

let database: Database;
let authorId: number;
let otherId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  authorId = (await createUser(database.db, { kind: 'member', login: 'author@example.com', password: 'Quiet-river-2026', name: '作者' })).id;
  otherId = (await createUser(database.db, { kind: 'member', login: 'other@example.com', password: 'Quiet-river-2026', name: '别人' })).id;
}, 30_000);
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(articles);
  await database.db.delete(activities);
});

const viewer = (id: number, kind: Viewer['kind'] = 'member'): Viewer => ({ id, kind, name: '作者', login: 'au***@example.com', verified: true });
const context = (who: Viewer | null, query: Record<string, string> = {}) => ({ query, locale: 'zh-CN', viewer: who }) as unknown as PageContext;

describe('loadPublish', () => {
  const newArticle = { article: null, locked: null, channels: ['news', 'hot', 'practical'], publishesDirectly: false };

  it('lists only the viewer’s own articles, in every state, last changed first, with the note on a rejected one', async () => {
    const older = await buildArticle(database.db, {
      authorId,
      title: '旧稿',
      status: 'rejected',
      reviewNote: '请补充数据来源。',
      updatedAt: new Date('2026-10-01T02:00:00Z'),
    });
    const newer = await buildArticle(database.db, {
      authorId,
      title: '新稿',
      status: 'pending',
      channel: 'practical',
      reviewNote: '上次的意见',
      updatedAt: new Date('2026-10-31T17:00:00Z'),
    });
    await buildArticle(database.db, { authorId: otherId, title: '别人的稿' });
    await buildArticle(database.db, { title: '示例文章' });

    expect(await loadPublish(context(viewer(authorId)))).toEqual({
      props: {
        submissions: [
          // 17:00 UTC is the next day in China.
          { id: newer.id, title: '新稿', channel: 'practical', status: 'pending', reviewNote: '', updatedAt: '2026-10-31T17:00:00.000Z', date: '2026-11-01' },
          { id: older.id, title: '旧稿', channel: 'hot', status: 'rejected', reviewNote: '请补充数据来源。', updatedAt: '2026-10-01T02:00:00.000Z', date: '2026-10-01' },
        ],
        editor: newArticle,
      },
    });
  });

  it('lists the editor’s note on an approved article too, never a pending one’s from the last round', async () => {
    await buildArticle(database.db, { authorId, title: '通过的稿', status: 'published', reviewNote: '数据很扎实。' });
    await buildArticle(database.db, { authorId, title: '重交的稿', status: 'pending', reviewNote: '请补充数据来源。' });
    const result = await loadPublish(context(viewer(authorId)));
    if (!('props' in result)) throw new Error('no props');
    const notes = Object.fromEntries((await result.props).submissions!.map((item) => [item.title, item.reviewNote]));
    expect(notes).toEqual({ 通过的稿: '数据很扎实。', 重交的稿: '' });
  });

  it('gives a visitor no list and no form', async () => {
    expect(await loadPublish(context(null))).toEqual({ props: { submissions: null, editor: null } });
  });

  it('opens the author’s own draft or rejected article with ?id=', async () => {
    const mine = await buildArticle(database.db, { authorId, status: 'draft', title: '我的草稿', body: '<p>正文</p>', publishedAt: null });
    const result = await loadPublish(context(viewer(authorId), { id: String(mine.id) }));
    expect(result).toMatchObject({
      props: { editor: { article: { id: mine.id, status: 'draft', title: '我的草稿', body: '<p>正文</p>', cover: null }, locked: null } },
    });
  });

  it('shows the author’s pending or published article as no longer editable', async () => {
    const pending = await buildArticle(database.db, { authorId, status: 'pending', title: '审核中的稿' });
    expect(await loadPublish(context(viewer(authorId), { id: String(pending.id) }))).toMatchObject({
      props: { editor: { article: null, locked: { id: pending.id, title: '审核中的稿', status: 'pending' } } },
    });
  });

  it('after a submit (?submitted=) shows that article read-only with its state; reviewed meanwhile or not theirs, a new form', async () => {
    const pending = await buildArticle(database.db, {
      authorId,
      status: 'pending',
      title: '刚提交的稿',
      channel: 'practical',
      summary: '摘要',
      body: '<p>正文</p>',
      submittedAt: new Date('2026-11-01T02:05:00Z'),
    });
    expect(await loadPublish(context(viewer(authorId), { submitted: String(pending.id) }))).toMatchObject({
      props: {
        editor: {
          article: null,
          locked: { id: pending.id, title: '刚提交的稿', status: 'pending', channel: 'practical', summary: '摘要', body: '<p>正文</p>', atLabel: '2026-11-01 10:05', justSubmitted: true },
        },
      },
    });
    // Opened later by its id: the same, not as a fresh submit.
    expect(await loadPublish(context(viewer(authorId), { id: String(pending.id) }))).toMatchObject({ props: { editor: { locked: { id: pending.id, justSubmitted: false } } } });

    const rejected = await buildArticle(database.db, { authorId, status: 'rejected', title: '退回的稿' });
    const theirs = await buildArticle(database.db, { authorId: otherId, status: 'pending' });
    for (const submitted of [String(rejected.id), String(theirs.id), 'abc', '999999']) {
      expect(await loadPublish(context(viewer(authorId), { submitted }))).toMatchObject({ props: { editor: newArticle } });
    }
  });

  it('is a 404 for a malformed id, an unknown one or someone else’s article', async () => {
    const theirs = await buildArticle(database.db, { authorId: otherId, status: 'draft' });
    for (const id of ['abc', '0', '999999', String(theirs.id)]) {
      expect(await loadPublish(context(viewer(authorId), { id }))).toEqual({ notFound: true });
    }
  });

  it('offers editors the members-only channel and direct publishing; gives an exhibitor no form', async () => {
    expect(await loadPublish(context(viewer(authorId, 'editor')))).toMatchObject({
      props: { editor: { channels: ['news', 'hot', 'practical', 'pay'], publishesDirectly: true } },
    });
    expect(await loadPublish(context(viewer(authorId, 'exhibitor')))).toEqual({ props: { submissions: [], editor: null } });
  });
});

describe('loadConsole', () => {
  it('counts the submissions and certification applications waiting for review and shows seats taken at the coming activities, soonest first', async () => {
    const licence = await insertUpload(database.db);
    const application = (number: string, status: 'pending' | 'approved', uscc: string) => ({
      number, kind: 'brand' as const, status, companyName: '青禾服饰', uscc, legalRepresentative: '周青', contactName: '李然',
      mobile: '13800138000', email: 'liran@qinghe.example.cn', brandName: '青禾', licenceUploadId: licence,
    });
    await database.db.insert(certifications).values([
      application('BR-20261122-AAAAAA', 'pending', '91330100799655058B'),
      application('BR-20261122-BBBBBB', 'approved', '91110108551385082Q'),
    ]);
    await buildArticle(database.db, { authorId, status: 'pending' });
    await buildArticle(database.db, { authorId, status: 'pending' });
    await buildArticle(database.db, { authorId, status: 'draft' });
    const activity = (title: string, days: number, seatsTaken: number) => ({
      title,
      venue: '会展中心',
      startsAt: new Date(Date.now() + days * DAY),
      endsAt: new Date(Date.now() + days * DAY + 3_600_000),
      capacity: 80,
      seatsTaken,
      registrationOpensAt: new Date(Date.now() - DAY),
      registrationClosesAt: new Date(Date.now() + (days - 1) * DAY),
    });
    const [later] = await database.db.insert(activities).values(activity('秋季选品会', 20, 12)).returning();
    const [sooner] = await database.db.insert(activities).values(activity('供应链沙龙', 5, 80)).returning();
    await database.db.insert(activities).values(activity('已结束的活动', -5, 40));

    const result = await loadConsole(context(viewer(authorId, 'editor')));
    expect(result).toMatchObject({
      props: {
        dashboard: {
          pendingSubmissions: 2,
          pendingCertifications: 1,
          pendingCompanyChanges: 0,
          pendingSourcing: 0,
          newFeedback: 0,
          activities: [
            { id: sooner!.id, title: '供应链沙龙', seatsTaken: 80, capacity: 80 },
            { id: later!.id, title: '秋季选品会', seatsTaken: 12, capacity: 80 },
          ],
        },
      },
    });
  });
});
