import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { HttpError } from '@/lib/errors';
import adminArticleRoute from '@/pages/api/admin/articles/[id]/index';
import publishRoute from '@/pages/api/admin/articles/[id]/publish';
import reviewRoute from '@/pages/api/admin/articles/[id]/review';
import unpublishRoute from '@/pages/api/admin/articles/[id]/unpublish';
import adminArticlesRoute from '@/pages/api/admin/articles/index';
import publicArticleRoute from '@/pages/api/articles/[id]';
import publicArticlesRoute from '@/pages/api/articles/index';
import { getServerSideProps as editPage } from '@/pages/admin/articles/edit';
import { getServerSideProps as listPage } from '@/pages/admin/articles/index';
import { getServerSideProps as rssPage } from '@/pages/rss.xml';
import { getServerSideProps as sitemapPage } from '@/pages/sitemap.xml';
import { issueSession } from '@/server/auth/sessions';
import { clearCache } from '@/server/kernel/cache';
import { chinaDateTime } from '@/server/kernel/china-time';
import { createArticle, listAdminArticles, publishArticle, updateArticle } from '@/server/articles/staff';
import { getArticle, latestArticles, listArticles, PUBLIC_CHANNELS } from '@/server/articles/public';
import { useDatabase } from '@/server/db';
import { openDatabase, type Database, type DatabaseTarget } from '@/server/db/client';
import { articles, auditLog } from '@/server/db/schema';
import { loadArticleDetail } from '@/server/articles/detail-loader';
import { loadArticleList } from '@/server/articles/list-loader';
import { loadHome } from '@/server/site/home-loader';
import { loadPayNewsDetail } from '@/server/articles/pay-news-loader';
import type { PageContext } from '@/server/http/page';
import { sitemapEntries } from '@/server/site/feed-items';
import { flushViews, recordView } from '@/server/articles/view-counter';
import { buildUser, type BuiltUser } from './auth-support';
import { callApi, type ApiAnswer } from './support/api';
import { buildArticle, freshDatabase } from './support/db';
import { insertUpload } from './support/uploads';

/**
 * Articles in the staff console: who may (visitor 401, member 403, by API and
 * by page), the list and its filters (scheduled included), creating, editing
 * (a published article stays published), publishing now, scheduling,
 * unpublishing and deleting — each with its audit entry, the body always
 * through the sanitiser — and scheduling end to end: an article scheduled for
 * T is on no public list, page, feed or API before T and on all of them after,
 * with no timer, after a restart too; and edits seen at once through the
 * public pages' cache.
 */

let database: Database & { url?: string };
type Who = 'member' | 'exhibitor' | 'editor' | 'admin';
const people = {} as Record<Who, { user: BuiltUser; cookie: string }>;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  for (const who of ['member', 'exhibitor', 'editor', 'admin'] as const) {
    const user = await buildUser(database.db, { kind: who, name: { member: '会员 王丽', exhibitor: '展商', editor: '编辑 周敏', admin: '管理员 陈立' }[who] });
    people[who] = { user, cookie: `tmz_session=${(await issueSession(database.db, user, { persistent: false })).token}` };
  }
}, 60_000);
afterAll(async () => {
  await flushViews();
  await database.close();
});
beforeEach(async () => {
  jest.useRealTimers();
  clearCache();
  await database.db.delete(auditLog);
  await database.db.delete(articles);
});

// ---- calls ----

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface CallOptions {
  id?: number | string;
  body?: unknown;
  query?: Record<string, string>;
  lang?: string;
}

type Route = typeof adminArticlesRoute;

function call(route: Route, method: string, who: Who | null, { id, body, query = {}, lang }: CallOptions = {}) {
  return callApi(route, {
    method,
    body,
    query: id === undefined ? query : { ...query, id: String(id) },
    headers: { ...(who ? { cookie: people[who].cookie } : {}), ...(lang ? { 'accept-language': lang } : {}) },
  });
}

const list = (query: Record<string, string> = {}, who: Who | null = 'editor') => call(adminArticlesRoute, 'GET', who, { query });
const create = (body: unknown, who: Who | null = 'editor', lang?: string) => call(adminArticlesRoute, 'POST', who, { body, lang });
const read = (id: number | string, who: Who | null = 'editor') => call(adminArticleRoute, 'GET', who, { id });
const update = (id: number | string, body: unknown, who: Who | null = 'editor') => call(adminArticleRoute, 'PUT', who, { id, body });
/** The version an editor opening the article now would have (its updatedAt). */
const versionOf = async (id: number, who: Who = 'editor') => articleOf(await read(id, who)).updatedAt;
/** An editor opens the article and saves it: the body with the version just read. */
const edit = async (id: number, body: Record<string, unknown>, who: Who = 'editor') => update(id, { ...body, version: await versionOf(id, who) }, who);
const remove = (id: number | string, who: Who | null = 'editor') => call(adminArticleRoute, 'DELETE', who, { id });
const publish = (id: number | string, body: unknown, who: Who | null = 'editor', lang?: string) => call(publishRoute, 'POST', who, { id, body, lang });
const unpublish = (id: number | string, who: Who | null = 'editor') => call(unpublishRoute, 'POST', who, { id });

interface ArticleAnswer {
  id: number;
  state: string;
  status: string;
  title: string;
  channel: string;
  body: string;
  publishedAt: string | null;
  publishedLabel: string | null;
  publishedInput: string;
  publicPath: string | null;
  updatedAt: string;
}

const articleOf = (answer: ApiAnswer) => (answer.body as { article: ArticleAnswer }).article;
const errorOf = (answer: ApiAnswer) => (answer.body as { error: { code: string; message: string; fields?: Record<string, string[]> } }).error;
const itemsOf = (answer: ApiAnswer) => (answer.body as { items: { id: number; title: string; state: string; publishedLabel: string | null }[] }).items;

const draft = (overrides: Record<string, unknown> = {}) => ({
  title: '秋季选品会回顾',
  channel: 'hot',
  summary: '三百家零售商与一百二十个品牌在杭州见面。',
  body: '<p>今年的秋季选品会比往年更务实。</p>',
  ...overrides,
});

async function created(overrides: Record<string, unknown> = {}, who: Who = 'editor') {
  const answer = await create(draft(overrides), who);
  expect(answer.status).toBe(201);
  return articleOf(answer);
}

/** A datetime-local value in China time for an instant. */
const chinaInput = (date: Date) => chinaDateTime(date).replace(' ', 'T');
/** A whole minute at least `ahead` ms from now (what a person can type). */
const minuteAhead = (ahead: number) => new Date(Math.ceil((Date.now() + ahead) / MINUTE) * MINUTE);

const entries = async () => (await database.db.select().from(auditLog)).sort((a, b) => a.id - b.id);
const stored = async (id: number) => (await database.db.select().from(articles).where(eq(articles.id, id)))[0];

/** Moves the clock (Date only: timers, the database and promises keep real time). */
function clockAt(date: Date) {
  jest.useFakeTimers({
    now: date,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

// ---- pages ----

function pageContext(who: Who | null, query: Record<string, string> = {}, resolvedUrl = '/admin/articles') {
  const headers: Record<string, string> = who ? { cookie: people[who].cookie } : {};
  return {
    locale: 'zh-CN',
    locales: ['zh-CN', 'en'],
    defaultLocale: 'zh-CN',
    resolvedUrl,
    query,
    req: { headers },
    res: { setHeader: jest.fn(), getHeader: jest.fn(), statusCode: 200 },
  } as unknown as GetServerSidePropsContext;
}

async function propsOf<P>(result: Promise<GetServerSidePropsResult<P>>): Promise<P> {
  const settled = await result;
  if (!('props' in settled)) throw new Error(`expected props, got ${JSON.stringify(settled)}`);
  return settled.props as P;
}

/** A public page loader's context (a visitor). */
const visitorContext = (query: Record<string, string> = {}) => ({ query, locale: 'zh-CN', viewer: null }) as unknown as PageContext;

describe('who may use the console’s articles', () => {
  it('answers a visitor 401 and a member or exhibitor 403 on every route, changing nothing', async () => {
    const article = await buildArticle(database.db, { title: '已发布的文章' });
    const attempts = (who: Who | null) => [
      list({}, who),
      create(draft(), who),
      read(article.id, who),
      update(article.id, draft({ title: '被改了' }), who),
      publish(article.id, { mode: 'now' }, who),
      unpublish(article.id, who),
      remove(article.id, who),
    ];
    expect((await Promise.all(attempts(null))).map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 401, 401]);
    for (const who of ['member', 'exhibitor'] as const) {
      const answers = await Promise.all(attempts(who));
      expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
      expect(errorOf(answers[0]!)).toEqual({ code: 'forbidden', message: '没有权限执行此操作。' });
    }
    // Whatever they send: no validation answer tells them about the route.
    expect((await create({ title: 5 }, 'member')).status).toBe(403);
    expect((await publish('abc', { mode: 'soon' }, null)).status).toBe(401);
    expect(await stored(article.id)).toMatchObject({ title: '已发布的文章', status: 'published' });
    expect(await database.db.select().from(articles)).toHaveLength(1);
    expect(await entries()).toEqual([]);
  });

  it('lets editors and admins alike', async () => {
    expect((await list({}, 'editor')).status).toBe(200);
    expect((await list({}, 'admin')).status).toBe(200);
    expect((await create(draft(), 'admin')).status).toBe(201);
  });

  it('guards the pages: a visitor is sent to log in, a member is refused, staff get the page', async () => {
    for (const [page, url] of [
      [listPage, '/admin/articles'],
      [editPage, '/admin/articles/edit'],
    ] as const) {
      expect(await page(pageContext(null, {}, url))).toEqual({
        redirect: { destination: `/login?redirect=${encodeURIComponent(url)}`, permanent: false },
      });
      const refused = await page(pageContext('member', {}, url)).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(HttpError);
      expect((refused as HttpError).statusCode).toBe(403);
      for (const who of ['editor', 'admin'] as const) expect(await page(pageContext(who, {}, url))).toHaveProperty('props');
    }
  });

  it('opens the editor for any article (a member’s too), a new one without ?id=, and 404 for an unknown or malformed id', async () => {
    const members = await buildArticle(database.db, { status: 'pending', title: '会员的投稿', authorId: people.member.user.id, authorName: '会员 王丽', publishedAt: null });
    const props = await propsOf(editPage(pageContext('editor', { id: String(members.id) }, '/admin/articles/edit')));
    expect(props).toMatchObject({ article: { id: members.id, title: '会员的投稿', state: 'pending', authorName: '会员 王丽' }, channels: ['news', 'hot', 'practical', 'pay'] });
    expect(await propsOf(editPage(pageContext('admin', {}, '/admin/articles/edit')))).toMatchObject({ article: null });
    expect(await editPage(pageContext('editor', { id: '999999' }, '/admin/articles/edit'))).toEqual({ notFound: true });
    expect(await editPage(pageContext('editor', { id: 'abc' }, '/admin/articles/edit'))).toEqual({ notFound: true });
  });
});

describe('the list and its filters', () => {
  it('lists every article of any author and state, last changed first, with its state, times in China time and its page while public', async () => {
    const now = Date.now();
    const scheduledAt = new Date(Date.UTC(2030, 0, 2, 1, 30));
    const rows = [
      await buildArticle(database.db, { title: '草稿', status: 'draft', publishedAt: null, updatedAt: new Date(now - 5 * HOUR) }),
      await buildArticle(database.db, { title: '待审', status: 'pending', publishedAt: null, authorName: '会员 王丽', updatedAt: new Date(now - 4 * HOUR) }),
      await buildArticle(database.db, { title: '已发', channel: 'pay', publishedAt: new Date(now - HOUR), updatedAt: new Date(now - 3 * HOUR) }),
      await buildArticle(database.db, { title: '定时', publishedAt: scheduledAt, updatedAt: new Date(now - 2 * HOUR) }),
      await buildArticle(database.db, { title: '退回', status: 'rejected', publishedAt: null, updatedAt: new Date(now - HOUR) }),
    ];
    const answer = await list();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ total: 5, page: 1, pageCount: 1 });
    expect(itemsOf(answer).map((item) => [item.title, item.state])).toEqual([
      ['退回', 'rejected'],
      ['定时', 'scheduled'],
      ['已发', 'published'],
      ['待审', 'pending'],
      ['草稿', 'draft'],
    ]);
    expect(itemsOf(answer)[1]).toMatchObject({ publishedAt: '2030-01-02T01:30:00.000Z', publishedLabel: '2030-01-02 09:30', publicPath: null });
    expect(itemsOf(answer)[2]).toMatchObject({ channel: 'pay', publicPath: `/pay-news-details?id=${rows[2]!.id}` });
    expect(itemsOf(answer)[3]).toMatchObject({ authorName: '会员 王丽', publishedAt: null, publicPath: null });
  });

  it('filters by channel, state (scheduled apart from published), author and title keyword, together', async () => {
    const soon = new Date(Date.now() + HOUR);
    await buildArticle(database.db, { title: '新品发布会回顾', channel: 'news', authorName: '编辑 周敏' });
    await buildArticle(database.db, { title: '下周的新品发布会', channel: 'news', authorName: '编辑 周敏', publishedAt: soon });
    await buildArticle(database.db, { title: '渠道观察', channel: 'hot', authorName: '会员 王丽', status: 'pending', publishedAt: null });
    await buildArticle(database.db, { title: '100%_纯棉', channel: 'practical', authorName: 'Li Lei', status: 'draft', publishedAt: null });
    const titles = async (query: Record<string, string>) => itemsOf(await list(query)).map((item) => item.title).sort();

    expect(await titles({ channel: 'news' })).toEqual(['下周的新品发布会', '新品发布会回顾']);
    expect(await titles({ status: 'scheduled' })).toEqual(['下周的新品发布会']);
    expect(await titles({ status: 'published' })).toEqual(['新品发布会回顾']);
    expect(await titles({ status: 'pending' })).toEqual(['渠道观察']);
    expect(await titles({ author: '王丽' })).toEqual(['渠道观察']);
    expect(await titles({ author: 'li lei' })).toEqual(['100%_纯棉']);
    expect(await titles({ q: '发布会', status: 'published', channel: 'news', author: '周敏' })).toEqual(['新品发布会回顾']);
    // A visitor's % and _ match themselves.
    expect(await titles({ q: '%_' })).toEqual(['100%_纯棉']);
    // The select left on "all".
    expect(await titles({ channel: '', status: '', author: '', q: '' })).toHaveLength(4);
    // A scheduled article becomes published once its time has passed.
    expect(itemsOf({ status: 200, body: await listAdminArticles(database.db, { status: 'published', author: '', q: '', page: 1 }, new Date(soon.getTime() + 1)) } as ApiAnswer).map((item) => item.title).sort()).toEqual([
      '下周的新品发布会',
      '新品发布会回顾',
    ]);
  });

  it('pages by 20, keeping the count, and refuses malformed filters (400 by API, 404 as a page)', async () => {
    for (let n = 0; n < 21; n += 1) await buildArticle(database.db, { title: `第 ${n} 篇`, updatedAt: new Date(Date.now() - n * MINUTE) });
    const second = await list({ page: '2' });
    expect(second.body).toMatchObject({ total: 21, page: 2, pageCount: 2 });
    expect(itemsOf(second).map((item) => item.title)).toEqual(['第 20 篇']);
    expect(itemsOf(await list({ page: '1' }))).toHaveLength(20);
    const malformed: Record<string, string>[] = [{ status: 'bogus' }, { channel: 'sports' }, { page: '0' }, { page: 'x' }];
    for (const query of malformed) {
      expect((await list(query)).status).toBe(400);
      expect(await listPage(pageContext('editor', query))).toEqual({ notFound: true });
    }
    const props = await propsOf(listPage(pageContext('editor', { status: 'published', q: '第' })));
    expect(props).toMatchObject({ filters: { channel: '', status: 'published', author: '', q: '第' }, list: { total: 21 }, pending: 0 });
  });
});

describe('creating and editing', () => {
  it('creates a draft by the staff member, its body through the sanitiser, with an audit entry', async () => {
    const cover = `/api/uploads/${await insertUpload(database.db, { purpose: 'image', width: 1280, height: 720 })}`;
    const answer = await create(
      draft({ channel: 'pay', cover, body: '<p>正文<strong>要点</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">链接</a>' }),
    );
    expect(answer.status).toBe(201);
    const article = articleOf(answer);
    expect(article).toMatchObject({ state: 'draft', status: 'draft', channel: 'pay', title: '秋季选品会回顾', publishedAt: null, publicPath: null });
    expect(article.body).toBe('<p>正文<strong>要点</strong></p><a>链接</a>');
    const row = await stored(article.id);
    expect(row).toMatchObject({ authorId: people.editor.user.id, authorName: '编辑 周敏', cover, body: '<p>正文<strong>要点</strong></p><a>链接</a>' });
    expect(row?.body).not.toMatch(/script|onerror|javascript/);
    expect(await entries()).toEqual([
      expect.objectContaining({
        actorName: '编辑 周敏',
        action: 'article.create',
        entityType: 'article',
        entityId: String(article.id),
        entityLabel: '秋季选品会回顾',
        changes: { title: [null, '秋季选品会回顾'], channel: [null, 'pay'], summary: [null, draft().summary], cover: [null, cover], status: [null, 'draft'] },
      }),
    ]);
  });

  it('says what is wrong field by field (400) in the request’s language, storing nothing', async () => {
    const answer = await create(draft({ title: '标'.repeat(101), channel: 'sports', cover: 'https://example.com/a.png' }));
    expect(answer.status).toBe(400);
    expect(errorOf(answer)).toEqual({
      code: 'validation_failed',
      message: '请检查填写的内容。',
      fields: { title: ['标题最多 100 个字'], channel: ['请选择栏目'], cover: ['封面图需要先上传到本站'] },
    });
    const english = await create(draft({ summary: '摘'.repeat(201) }), 'editor', 'en');
    expect(errorOf(english).fields).toEqual({ summary: ['The summary can have at most 200 characters'] });
    // A cover address of the right shape that is not an image uploaded to the site.
    const licence = `/api/uploads/${await insertUpload(database.db, { purpose: 'licence' })}`;
    expect(errorOf(await create(draft({ cover: licence }))).fields).toEqual({ cover: ['封面图需要先上传到本站'] });
    expect((await update('abc', draft())).status).toBe(400);
    expect(await database.db.select().from(articles)).toEqual([]);
    expect(await entries()).toEqual([]);
  });

  it('edits any article, keeping its state — a published one stays published — and records what changed, the body by its length', async () => {
    const published = await buildArticle(database.db, { title: '旧标题', summary: '旧摘要', body: '<p>旧正文</p>', authorName: '会员 王丽' });
    const answer = await edit(published.id, draft({ title: '新标题', summary: '旧摘要', body: '<p>新正文，多写一句</p><script>x()</script>' }));
    expect(answer.status).toBe(200);
    expect(articleOf(answer)).toMatchObject({ state: 'published', title: '新标题', body: '<p>新正文，多写一句</p>', publicPath: `/information-details?id=${published.id}` });
    expect(await stored(published.id)).toMatchObject({ status: 'published', publishedAt: published.publishedAt, authorName: '会员 王丽' });
    const [entry] = await entries();
    expect(entry).toMatchObject({ action: 'article.update', entityLabel: '新标题', changes: { title: ['旧标题', '新标题'], body: [3, 8] } });
    expect(JSON.stringify(entry?.changes)).not.toContain('新正文');

    const pending = await buildArticle(database.db, { status: 'pending', publishedAt: null });
    expect(articleOf(await edit(pending.id, draft({ channel: 'news' })))).toMatchObject({ state: 'pending', channel: 'news' });
  });

  it('writes no entry for a save that changes nothing, and answers 404 for an unknown article', async () => {
    const article = await created();
    await database.db.delete(auditLog);
    expect((await edit(article.id, draft())).status).toBe(200);
    expect(await entries()).toEqual([]);
    expect((await update(999_999, { ...draft(), version: article.updatedAt })).status).toBe(404);
    expect(errorOf(await read(999_999))).toEqual({ code: 'not_found', message: '没有找到这篇文章，可能已被删除。' });
    expect(articleOf(await read(article.id))).toMatchObject({ id: article.id, state: 'draft' });
  });
});

describe('publishing, scheduling, unpublishing and deleting', () => {
  it('publishes a draft now: in its channel at once, recorded with the time', async () => {
    const article = await created();
    // Seen by the public list before (cached), so the change must clear the cache.
    expect((await listArticles(database.db, { channel: 'hot' })).items).toEqual([]);
    const answer = await publish(article.id, { mode: 'now' });
    expect(answer.status).toBe(200);
    const published = articleOf(answer);
    expect(published).toMatchObject({ state: 'published', status: 'published', publicPath: `/information-details?id=${article.id}` });
    expect((await listArticles(database.db, { channel: 'hot', now: new Date(Date.now() + 1) })).items.map((item) => item.id)).toEqual([article.id]);
    const [, entry] = await entries();
    expect(entry).toMatchObject({ action: 'article.publish', changes: { status: ['draft', 'published'], publishedAt: [null, published.publishedLabel] } });
    expect(await stored(article.id)).toMatchObject({ reviewedBy: people.editor.user.id });
  });

  it('schedules for a China time still to come; the time can be moved, and the article published early', async () => {
    const article = await created({ channel: 'news' });
    const at = minuteAhead(2 * HOUR);
    const answer = await publish(article.id, { mode: 'schedule', at: chinaInput(at) });
    expect(answer.status).toBe(200);
    expect(articleOf(answer)).toMatchObject({
      state: 'scheduled',
      status: 'published',
      publishedAt: at.toISOString(),
      publishedLabel: chinaDateTime(at),
      publishedInput: chinaInput(at),
      publicPath: null,
    });
    const later = new Date(at.getTime() + HOUR);
    expect(articleOf(await publish(article.id, { mode: 'schedule', at: chinaInput(later) }))).toMatchObject({ publishedAt: later.toISOString() });
    expect(articleOf(await publish(article.id, { mode: 'now' }))).toMatchObject({ state: 'published' });
    expect((await entries()).slice(1).map((entry) => [entry.action, entry.changes])).toEqual([
      ['article.schedule', { status: ['draft', 'scheduled'], publishedAt: [null, chinaDateTime(at)] }],
      ['article.schedule', { publishedAt: [chinaDateTime(at), chinaDateTime(later)] }],
      ['article.publish', { status: ['scheduled', 'published'], publishedAt: [chinaDateTime(later), expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)] }],
    ]);
  });

  it('refuses a time that is missing, malformed or past (400 on the field `at`), writing nothing', async () => {
    const article = await created();
    await database.db.delete(auditLog);
    const fieldsFor = async (body: unknown, lang?: string) => errorOf(await publish(article.id, body, 'editor', lang)).fields;
    expect(await fieldsFor({ mode: 'schedule' })).toEqual({ at: ['请选择发布时间'] });
    expect(await fieldsFor({ mode: 'schedule', at: '2030-02-30T10:00' })).toEqual({ at: ['发布时间格式不正确，请选择日期和时间'] });
    expect(await fieldsFor({ mode: 'schedule', at: '明天上午' })).toEqual({ at: ['发布时间格式不正确，请选择日期和时间'] });
    expect(await fieldsFor({ mode: 'schedule', at: chinaInput(new Date(Date.now() - MINUTE)) })).toEqual({ at: ['定时发布的时间必须晚于现在'] });
    expect(await fieldsFor({ mode: 'schedule', at: chinaInput(new Date(Date.now() - MINUTE)) }, 'en')).toEqual({ at: ['A scheduled time must be in the future'] });
    expect(await fieldsFor({ mode: 'later' })).toEqual({ mode: ['请选择立即发布或定时发布'] });
    expect(await stored(article.id)).toMatchObject({ status: 'draft', publishedAt: null });
    expect(await entries()).toEqual([]);
  });

  it('publishes only what a reader can read: a title, a summary and a body (400 with fields)', async () => {
    const article = await created({ title: '', summary: ' ', body: '<p><br></p>' });
    const answer = await publish(article.id, { mode: 'schedule', at: chinaInput(minuteAhead(HOUR)) });
    expect(answer.status).toBe(400);
    expect(errorOf(answer).fields).toEqual({ title: ['请填写标题'], summary: ['请填写摘要'], body: ['请填写正文'] });
    expect(await stored(article.id)).toMatchObject({ status: 'draft' });
  });

  it('answers 409 for publishing what readers can already read, or unpublishing what is not published; 404 for an unknown article', async () => {
    const live = await buildArticle(database.db);
    const draftRow = await buildArticle(database.db, { status: 'draft', publishedAt: null });
    expect(errorOf(await publish(live.id, { mode: 'now' }))).toEqual({ code: 'conflict', message: '这篇文章已经发布，读者可以看到。' });
    expect(errorOf(await unpublish(draftRow.id))).toEqual({ code: 'conflict', message: '这篇文章没有发布，不需要撤下。' });
    expect((await publish(999_999, { mode: 'now' })).status).toBe(404);
    expect((await unpublish(999_999)).status).toBe(404);
    expect((await remove(999_999)).status).toBe(404);
    expect(await entries()).toEqual([]);
  });

  it('lets one of two editors publishing the same draft at once win; the other is told (409), one entry', async () => {
    const article = await created();
    const answers = await Promise.all([publish(article.id, { mode: 'now' }), publish(article.id, { mode: 'now' }, 'admin')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await entries()).filter((entry) => entry.action === 'article.publish')).toHaveLength(1);
  });

  it('unpublishes a published or scheduled article: back to a draft, off the site at once', async () => {
    const live = await buildArticle(database.db, { title: '要撤下的文章', channel: 'practical' });
    const scheduled = await buildArticle(database.db, { publishedAt: new Date(Date.now() + HOUR) });
    const list = loadArticleList('practical');
    const before = await propsOf(list(visitorContext()));
    expect(before.list.items.map((item) => item.id)).toEqual([live.id]);

    const answer = await unpublish(live.id);
    expect(articleOf(answer)).toMatchObject({ state: 'draft', status: 'draft', publishedAt: null, publicPath: null });
    expect((await propsOf(list(visitorContext()))).list.items).toEqual([]);
    expect(await loadArticleDetail(visitorContext({ id: String(live.id) }))).toEqual({ notFound: true });
    expect(articleOf(await unpublish(scheduled.id))).toMatchObject({ state: 'draft' });
    expect((await entries()).map((entry) => [entry.action, entry.entityLabel, entry.changes])).toEqual([
      ['article.unpublish', '要撤下的文章', { status: ['published', 'draft'], publishedAt: [chinaDateTime(live.publishedAt!), null] }],
      ['article.unpublish', scheduled.title, { status: ['scheduled', 'draft'], publishedAt: [chinaDateTime(scheduled.publishedAt!), null] }],
    ]);
  });

  it('deletes an article for good (204), off the site at once, its entry keeping its title', async () => {
    const live = await buildArticle(database.db, { title: '要删除的文章' });
    expect((await propsOf(loadArticleDetail(visitorContext({ id: String(live.id) })))).article.title).toBe('要删除的文章');
    const answer = await remove(live.id);
    expect(answer.status).toBe(204);
    expect(await stored(live.id)).toBeUndefined();
    expect(await loadArticleDetail(visitorContext({ id: String(live.id) }))).toEqual({ notFound: true });
    expect((await read(live.id)).status).toBe(404);
    expect(await entries()).toEqual([
      expect.objectContaining({ action: 'article.delete', entityId: String(live.id), entityLabel: '要删除的文章', changes: { channel: ['hot', null], status: ['published', null] } }),
    ]);
  });

  it('shows a published article’s edit through the public pages’ cache at once', async () => {
    const live = await buildArticle(database.db, { title: '原来的标题', channel: 'hot' });
    const detail = () => propsOf(loadArticleDetail(visitorContext({ id: String(live.id) })));
    const hotList = () => propsOf(loadArticleList('hot')(visitorContext()));
    const api = async () => (await callApi(publicArticleRoute, { query: { id: String(live.id) } })).body as { title: string };
    expect((await detail()).article.title).toBe('原来的标题');
    expect((await hotList()).list.items[0]?.title).toBe('原来的标题');
    expect((await api()).title).toBe('原来的标题');
    expect((await edit(live.id, draft({ title: '改过的标题' }))).status).toBe(200);
    expect((await detail()).article.title).toBe('改过的标题');
    expect((await hotList()).list.items[0]?.title).toBe('改过的标题');
    expect((await api()).title).toBe('改过的标题');
  });
});

describe('no lost update: two editors on one article', () => {
  const time = (iso: string) => chinaDateTime(new Date(iso));

  it('the first save wins; the second, based on the version both opened, is a 409 that names who saved and when, and writes nothing', async () => {
    const article = await created({ title: '秋季选品会回顾' });
    await database.db.delete(auditLog);
    // Two editors open the editor: the same version.
    const [first, second] = [articleOf(await read(article.id, 'editor')), articleOf(await read(article.id, 'admin'))];
    expect(first.updatedAt).toBe(second.updatedAt);

    const saved = await update(article.id, { ...draft({ title: '秋季选品会：三百家零售商的选择', body: '<p>编辑周敏的正文</p>' }), version: first.updatedAt }, 'editor');
    expect(saved.status).toBe(200);
    const current = articleOf(saved).updatedAt;
    expect(current > first.updatedAt).toBe(true);
    const row = await stored(article.id);

    const refused = await update(article.id, { ...draft({ title: '陈立改的标题', summary: '陈立的摘要', body: '<p>陈立的正文</p>' }), version: second.updatedAt }, 'admin');
    expect(refused.status).toBe(409);
    const message = `其他人已在你打开后保存了这条记录（编辑 周敏，${time(current)}，北京时间）。为免覆盖对方的修改，你这次的修改没有保存。`;
    expect(errorOf(refused)).toEqual({ code: 'conflict', message, fields: { version: [message] } });
    // Nothing of the second editor's is stored, and no entry says it was.
    expect(await stored(article.id)).toEqual(row);
    expect((await entries()).map((entry) => [entry.action, entry.actorName])).toEqual([['article.update', '编辑 周敏']]);

    // Reloaded (the version now), the second editor's save goes through.
    const again = await update(article.id, { ...draft({ title: '陈立改的标题' }), version: current }, 'admin');
    expect(articleOf(again)).toMatchObject({ title: '陈立改的标题' });
  });

  it('refuses a save without its version (400), and tells the same editor in another tab that it was their own save', async () => {
    const article = await created();
    const missing = await update(article.id, draft({ title: '没有版本' }));
    expect(missing.status).toBe(400);
    expect(errorOf(missing)).toEqual({
      code: 'validation_failed',
      message: '请检查填写的内容。',
      fields: { version: ['这次保存没有带上记录的版本，无法确认别人是否已经改过它。请重新载入页面后再保存。'] },
    });
    expect(errorOf(await update(article.id, { ...draft(), version: '' }, 'editor')).fields).toEqual({ version: [expect.any(String)] });

    expect((await update(article.id, { ...draft({ title: '第一个标签页' }), version: article.updatedAt })).status).toBe(200);
    const tab = await update(article.id, { ...draft({ title: '第二个标签页' }), version: article.updatedAt });
    expect(errorOf(tab).message).toMatch(/^你已在另一个窗口或标签页保存过这条记录（.+，北京时间）。/);
    const english = await callApi(adminArticleRoute, {
      method: 'PUT',
      query: { id: String(article.id) },
      body: { ...draft(), version: article.updatedAt },
      headers: { cookie: people.admin.cookie, 'accept-language': 'en' },
    });
    expect(errorOf(english).message).toMatch(/^Someone else saved this record after you opened it \(编辑 周敏, .+ China time\)\./);
    expect((await stored(article.id))?.title).toBe('第一个标签页');
  });

  it('publishing, unpublishing and deleting with a version someone saved over are refused too; without one they act as before', async () => {
    const article = await created();
    const opened = article.updatedAt;
    await edit(article.id, draft({ title: '别人改过的标题' }), 'admin');

    const publishing = await publish(article.id, { mode: 'now', version: opened });
    expect(publishing.status).toBe(409);
    expect(errorOf(publishing).fields?.version).toHaveLength(1);
    expect(await stored(article.id)).toMatchObject({ status: 'draft', title: '别人改过的标题' });
    const published = articleOf(await publish(article.id, { mode: 'now', version: await versionOf(article.id) }));
    expect(published.state).toBe('published');

    // The list's row is older than the article: unpublishing and deleting from it are refused.
    const unpublishing = await call(unpublishRoute, 'POST', 'editor', { id: article.id, query: { version: opened } });
    expect(unpublishing.status).toBe(409);
    const deleting = await call(adminArticleRoute, 'DELETE', 'editor', { id: article.id, query: { version: opened } });
    expect(deleting.status).toBe(409);
    expect(await stored(article.id)).toMatchObject({ status: 'published' });
    expect((await call(unpublishRoute, 'POST', 'editor', { id: article.id, query: { version: published.updatedAt } })).status).toBe(200);
    expect((await remove(article.id)).status).toBe(204);
  });

  it('a review decision is a new version: the editor who had the submission open cannot save over it unseen', async () => {
    const submission = await buildArticle(database.db, { status: 'pending', publishedAt: null, authorId: people.member.user.id, authorName: '会员 王丽' });
    const opened = await versionOf(submission.id);
    const approved = await callApi(reviewRoute, { method: 'POST', query: { id: String(submission.id) }, body: { decision: 'approve' }, headers: { cookie: people.admin.cookie } });
    expect(approved.status).toBe(200);
    const refused = await update(submission.id, { ...draft(), version: opened });
    expect(errorOf(refused).message).toContain('（管理员 陈立，');
    expect(await stored(submission.id)).toMatchObject({ status: 'published', title: submission.title });
  });

  it('what readers do does not change the version: views counted and a body cleaned again on reading leave it, so an open editor still saves', async () => {
    const article = await buildArticle(database.db, { body: '<p>旧规则下保存的正文</p>', bodyRulesVersion: 0 });
    const opened = await versionOf(article.id);
    // Reading it cleaned the body again and wrote it back; readers' views are counted.
    expect((await stored(article.id))?.bodyRulesVersion).toBeGreaterThan(0);
    recordView(article.id);
    recordView(article.id);
    await flushViews();
    expect((await stored(article.id))?.views).toBe(article.views + 2);
    expect(await versionOf(article.id)).toBe(opened);
    expect((await update(article.id, { ...draft({ title: '编辑后的标题' }), version: opened })).status).toBe(200);
  });

  it('two saves within one millisecond make two versions', async () => {
    const article = await created();
    const at = new Date(article.updatedAt);
    const input = { ...draft({ title: '同一毫秒的第一次保存' }), channel: 'hot' as const, cover: '', version: article.updatedAt };
    const first = await updateArticle(database.db, people.editor.user, article.id, input, at);
    expect(first.kind).toBe('saved');
    expect((await stored(article.id))?.updatedAt.getTime()).toBe(at.getTime() + 1);
    const second = await updateArticle(database.db, people.admin.user, article.id, { ...input, title: '同一毫秒的第二次保存' }, at);
    expect(second.kind).toBe('stale');
    expect((await stored(article.id))?.title).toBe('同一毫秒的第一次保存');
  });
});

describe('a scheduled article goes public at its time, by itself', () => {
  /** An older article of the same channel: its "next" link is where the scheduled one would show. */
  let olderId = 0;

  /** Where a reader could come across an article: every public list, page, feed and API. */
  async function sightings(id: number, payId: number, keyword: string) {
    const visitor = visitorContext();
    const ids = (items: { id: number }[]) => items.map((item) => item.id);
    const feed = { end: jest.fn(), setHeader: jest.fn() };
    await rssPage({ res: feed } as unknown as GetServerSidePropsContext);
    const map = { end: jest.fn(), setHeader: jest.fn() };
    await sitemapPage({ res: map } as unknown as GetServerSidePropsContext);
    const apiList = async (query: Record<string, string>) => ids(((await callApi(publicArticlesRoute, { query })).body as { items: { id: number }[] }).items);
    const home = await propsOf(loadHome(visitor));
    const neighbour = await propsOf(loadArticleDetail(visitorContext({ id: String(olderId) })));
    return {
      channelPage: ids((await propsOf(loadArticleList('hot')(visitor))).list.items).includes(id),
      search: ids((await propsOf(loadArticleList('hot')(visitorContext({ q: keyword })))).list.items).includes(id),
      detailPage: 'props' in (await loadArticleDetail(visitorContext({ id: String(id) }))),
      previousNext: neighbour.article.next?.id === id,
      home: home.latest.some((channel) => channel.items.some((item) => item.id === id)),
      payList: ids((await propsOf(loadArticleList('pay')(visitor))).list.items).includes(payId),
      payDetail: 'props' in (await loadPayNewsDetail(visitorContext({ id: String(payId) }))),
      apiList: (await apiList({})).includes(id),
      apiSearch: (await apiList({ q: keyword })).includes(id),
      apiPay: (await apiList({ channel: 'pay' })).includes(payId),
      apiDetail: (await callApi(publicArticleRoute, { query: { id: String(id) } })).status === 200,
      apiPayDetail: (await callApi(publicArticleRoute, { query: { id: String(payId) } })).status === 200,
      rss: String(feed.end.mock.calls[0]?.[0]).includes(`id=${id}`),
      sitemap: String(map.end.mock.calls[0]?.[0]).includes(`information-details?id=${id}`) && String(map.end.mock.calls[0]?.[0]).includes(`pay-news-details?id=${payId}`),
    };
  }

  const everywhere = (seen: boolean) => ({
    channelPage: seen,
    search: seen,
    detailPage: seen,
    previousNext: seen,
    home: seen,
    payList: seen,
    payDetail: seen,
    apiList: seen,
    apiSearch: seen,
    apiPay: seen,
    apiDetail: seen,
    apiPayDetail: seen,
    rss: seen,
    sitemap: seen,
  });

  /** A hot article and a members-only one, written and scheduled in the console for `at`, beside an older hot article. */
  async function scheduleBoth(at: Date) {
    olderId = (await buildArticle(database.db, { title: '上一篇', channel: 'hot', publishedAt: new Date(Date.now() - 24 * HOUR) })).id;
    const hot = await created({ title: '定时发布的热点', body: '<p>关键词：织梦计划</p>' });
    const pay = await created({ title: '定时发布的会员资讯', channel: 'pay' });
    for (const article of [hot, pay]) expect((await publish(article.id, { mode: 'schedule', at: chinaInput(at) })).status).toBe(200);
    return { hot: hot.id, pay: pay.id };
  }

  it('is nowhere public before its time and everywhere after it, with nothing run at that time', async () => {
    const at = minuteAhead(2 * HOUR);
    const { hot, pay } = await scheduleBoth(at);
    expect(await sightings(hot, pay, '织梦计划')).toEqual(everywhere(false));
    // A minute before: still not; the clock moves on, nothing else happens.
    clockAt(new Date(at.getTime() - MINUTE));
    expect(await sightings(hot, pay, '织梦计划')).toEqual(everywhere(false));
    clockAt(new Date(at.getTime() + 1_000));
    expect(await sightings(hot, pay, '织梦计划')).toEqual(everywhere(true));
    // The console's list now calls them published (asked of the list itself: a session would not survive the hours skipped).
    const console = await listAdminArticles(database.db, { q: '定时发布的', author: '', page: 1 }, new Date());
    expect(console.items.map((item) => item.state)).toEqual(['published', 'published']);
  });

  it('answers the query functions by the `now` they are given', async () => {
    const at = minuteAhead(HOUR);
    const { hot, pay } = await scheduleBoth(at);
    const before = new Date(at.getTime() - 1);
    const after = new Date(at.getTime() + 1);
    for (const [now, seen] of [
      [before, false],
      [after, true],
    ] as const) {
      expect((await listArticles(database.db, { channel: 'hot', now })).items.some((item) => item.id === hot)).toBe(seen);
      expect((await listArticles(database.db, { channel: PUBLIC_CHANNELS, q: '织梦', now })).items.some((item) => item.id === hot)).toBe(seen);
      expect((await latestArticles(database.db, ['hot'], 3, now)).some((item) => item.id === hot)).toBe(seen);
      expect((await getArticle(database.db, hot, PUBLIC_CHANNELS, now)) !== null).toBe(seen);
      expect((await getArticle(database.db, pay, ['pay'], now)) !== null).toBe(seen);
      expect((await getArticle(database.db, olderId, PUBLIC_CHANNELS, now))?.next?.id === hot).toBe(seen);
      expect((await sitemapEntries(database.db, now)).some((entry) => entry.path === `/information-details?id=${hot}`)).toBe(seen);
    }
  });

  it('appears after a restart: a new connection to the same database shows it once its time has come', async () => {
    const dataDir = database.url ? null : mkdtempSync(path.join(tmpdir(), 'tmz-schedule-'));
    const target: DatabaseTarget = database.url ? { kind: 'postgres', url: database.url } : { kind: 'pglite', dataDir: dataDir! };
    const at = minuteAhead(HOUR);
    let id = 0;
    try {
      // The first process: an editor schedules the article, then the process ends.
      const first = await openDatabase(target);
      const editor = await buildUser(first.db, { kind: 'editor', name: '编辑 孙悦' });
      const outcome = await createArticle(first.db, editor, { title: '重启后发布', channel: 'hot', summary: '摘要', cover: '', body: '<p>正文</p>' });
      if (outcome.kind !== 'saved') throw new Error(outcome.kind);
      id = outcome.article.id;
      expect((await publishArticle(first.db, editor, id, { mode: 'schedule', at: chinaInput(at) })).kind).toBe('saved');
      await first.close();

      // The next process: nothing was kept in memory; at its time, the article is there.
      const second = await openDatabase(target);
      useDatabase(second);
      clearCache();
      const seen = async () => ((await callApi(publicArticlesRoute, { query: { channel: 'hot' } })).body as { items: { id: number }[] }).items.some((item) => item.id === id);
      expect(await seen()).toBe(false);
      clockAt(new Date(at.getTime() + 1_000));
      expect(await seen()).toBe(true);
      expect((await callApi(publicArticleRoute, { query: { id: String(id) } })).status).toBe(200);
      jest.useRealTimers();
      await second.close();
    } finally {
      useDatabase(database);
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
