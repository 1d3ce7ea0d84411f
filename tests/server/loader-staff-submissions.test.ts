import type { Viewer } from '@/lib/guards';
import { createUser } from '@/server/auth/users';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { articles } from '@/server/db/schema';
import { loadStaffSubmissions } from '@/server/articles/submissions-loader';
import type { PageContext } from '@/server/http/page';
import { buildArticle, freshDatabase } from './support/db';

/** /admin/submissions: the queue of submissions waiting for review, the longest waiting first, and the one opened. */

let database: Database;
let authorId: number;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  authorId = (await createUser(database.db, { kind: 'member', login: 'writer@example.com', password: 'Quiet-river-2026', name: '作者' })).id;
}, 30_000);
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(articles);
});

const editor: Viewer = { id: 1, kind: 'editor', name: '编辑', login: 'ed***', verified: true };
const context = (query: Record<string, string> = {}) => ({ query, locale: 'zh-CN', viewer: editor }) as unknown as PageContext;

const pending = (title: string, submittedAt: string, overrides: Partial<typeof articles.$inferInsert> = {}) =>
  buildArticle(database.db, {
    authorId,
    authorName: '李雷',
    status: 'pending',
    title,
    publishedAt: null,
    submittedAt: new Date(submittedAt),
    ...overrides,
  });

describe('loadStaffSubmissions', () => {
  it('lists only pending submissions, the longest waiting first, with China time', async () => {
    const later = await pending('后提交的', '2026-11-02T03:00:00Z', { channel: 'practical' });
    const earlier = await pending('先提交的', '2026-11-01T16:30:00Z');
    await buildArticle(database.db, { authorId, status: 'draft', title: '草稿' });
    await buildArticle(database.db, { authorId, status: 'rejected', title: '已退回' });
    await buildArticle(database.db, { title: '已发布' });

    expect(await loadStaffSubmissions(context())).toEqual({
      props: {
        queue: [
          { id: earlier.id, title: '先提交的', authorName: '李雷', channel: 'hot', submittedAt: '2026-11-01T16:30:00.000Z', submittedLabel: '2026-11-02 00:30' },
          { id: later.id, title: '后提交的', authorName: '李雷', channel: 'practical', submittedAt: '2026-11-02T03:00:00.000Z', submittedLabel: '2026-11-02 11:00' },
        ],
        current: null,
        missing: false,
      },
    });
  });

  it('opens one with its body as readers will see it (cleaned again when stored under older rules)', async () => {
    const opened = await pending('待审稿件', '2026-11-01T02:00:00Z', {
      summary: '摘要',
      body: '<p>正文<img src="x" onerror="alert(1)"></p>',
      bodyRulesVersion: 0,
    });
    expect(await loadStaffSubmissions(context({ id: String(opened.id) }))).toMatchObject({
      props: {
        current: { id: opened.id, title: '待审稿件', summary: '摘要', body: '<p>正文</p>', cover: null, coverWidth: null, submittedLabel: '2026-11-01 10:00' },
        missing: false,
      },
    });
  });

  it('says so when ?id= is no longer pending, and is a 404 for a malformed id', async () => {
    const decided = await buildArticle(database.db, { authorId, status: 'published', title: '已处理' });
    expect(await loadStaffSubmissions(context({ id: String(decided.id) }))).toEqual({ props: { queue: [], current: null, missing: true } });
    expect(await loadStaffSubmissions(context({ id: 'abc' }))).toEqual({ notFound: true });
  });
});
