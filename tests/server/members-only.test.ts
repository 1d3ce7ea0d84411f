import articleRoute from '@/pages/api/articles/[id]';
import { issueSession } from '@/server/auth/sessions';
import { createUser } from '@/server/auth/users';
import { clearCache } from '@/server/kernel/cache';
import { closeDatabase, useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { loadPayNewsDetail } from '@/server/articles/pay-news-loader';
import type { PageContext } from '@/server/http/page';
import type { Viewer } from '@/lib/guards';
import { callApi } from './support/api';
import { buildArticle, freshDatabase } from './support/db';

/** Members-only news: the body goes to members and staff only, from the page loader and from the API alike. */

let database: Database;
let articleId: number;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  const article = await buildArticle(database.db, { channel: 'pay', title: '会员研究报告', summary: '摘要', body: '<h2>一、结论</h2><p>全文</p>' });
  articleId = article.id;
  for (const kind of ['member', 'editor', 'admin', 'exhibitor'] as const) {
    const user = await createUser(database.db, { kind, login: `${kind}-reader`, password: 'Quiet-river-2026', name: kind });
    const session = await issueSession(database.db, user, { persistent: false });
    cookies[kind] = `tmz_session=${session.token}`;
  }
}, 30_000);
// Through the app's close, which first writes the article views the loader counted.
afterAll(() => closeDatabase());
beforeEach(() => clearCache());

const read = (cookie?: string) => callApi(articleRoute, { query: { id: String(articleId) }, headers: cookie ? { cookie } : {} });

describe('GET /api/articles/{id} of a members-only article', () => {
  it.each(['member', 'editor', 'admin'])('sends the body to a logged-in %s', async (kind) => {
    const answer = await read(cookies[kind]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: articleId, membersOnly: true, body: '<h2>一、结论</h2><p>全文</p>' });
  });

  it.each([
    ['a visitor', undefined],
    ['an exhibitor', 'exhibitor'],
    ['an ended session', 'ended'],
  ])('sends no body to %s', async (_who, kind) => {
    const cookie = kind === 'ended' ? 'tmz_session=' + 'x'.repeat(43) : kind ? cookies[kind] : undefined;
    const answer = await read(cookie);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: articleId, membersOnly: true, summary: '摘要', body: null });
  });
});

describe('loadPayNewsDetail', () => {
  const context = (viewer: Viewer | null) => ({ query: { id: String(articleId) }, locale: 'zh-CN', viewer }) as unknown as PageContext;
  const viewer = (kind: Viewer['kind']): Viewer => ({ id: 1, kind, name: kind, login: kind, verified: true });

  it('gives a member the whole article, marked members-only', async () => {
    const result = await loadPayNewsDetail(context(viewer('member')));
    expect(result).toMatchObject({ props: { access: 'full', article: { id: articleId, channel: 'pay', body: '<h2>一、结论</h2><p>全文</p>' } } });
  });

  it.each([null, viewer('exhibitor')])('gives %j the summary and no body', async (who) => {
    const result = await loadPayNewsDetail(context(who));
    expect(result).toMatchObject({ props: { access: 'summary', article: { id: articleId, summary: '摘要' } } });
    expect(JSON.stringify(result)).not.toContain('全文');
  });
});
