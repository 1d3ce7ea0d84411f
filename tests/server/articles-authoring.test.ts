import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { EDITOR_IMAGE_ALT_MAX } from '@/lib/constants';
import type { Viewer } from '@/lib/guards';
import type { AuthoringArticleView } from '@/lib/articles/publish-views';
import adminArticleRoute from '@/pages/api/admin/articles/[id]/index';
import reviewRoute from '@/pages/api/admin/articles/[id]/review';
import articleRoute from '@/pages/api/articles/[id]';
import submitRoute from '@/pages/api/articles/[id]/submit';
import articlesRoute from '@/pages/api/articles/index';
import { issueSession } from '@/server/auth/sessions';
import { clearCache } from '@/server/kernel/cache';
import { chinaDateTime } from '@/server/kernel/china-time';
import { updateDraft } from '@/server/articles/authoring';
import { currentBody } from '@/server/articles/body';
import { getArticle } from '@/server/articles/public';
import { SANITISE_RULES_VERSION, sanitiseHtml } from '@/server/rich-text/sanitise-html';
import { useDatabase, type Db } from '@/server/db';
import type { Database } from '@/server/db/client';
import { articles, rateLimits } from '@/server/db/schema';
import { seedActivities, seedArticles } from '@/server/db/seed';
import { withActivityLinks } from '@/server/db/seed/run';
import { loadPublish } from '@/server/articles/publish-loader';
import type { PageContext } from '@/server/http/page';
import { apiError, buildUser, type BuiltUser } from './auth-support';
import { callApi, type ApiAnswer } from './support/api';
import { buildArticle, freshDatabase } from './support/db';
import { insertUpload as insertUploadRow } from './support/uploads';

/**
 * Writing on the site: drafts (create, change), submitting for review or — for
 * editors — publishing, the editors' review, bodies cleaned by the sanitiser on
 * the way in, and bodies cleaned under older rules cleaned again when read.
 */

let database: Database;
type Who = 'member' | 'other' | 'exhibitor' | 'editor';
const people = {} as Record<Who, { user: BuiltUser; cookie: string }>;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  for (const who of ['member', 'other', 'exhibitor', 'editor'] as const) {
    const user = await buildUser(database.db, { kind: who === 'other' ? 'member' : who, name: `${who} 作者` });
    const { token } = await issueSession(database.db, user, { persistent: false });
    people[who] = { user, cookie: `tmz_session=${token}` };
  }
}, 60_000);
afterAll(() => database.close());
beforeEach(async () => {
  clearCache();
  await database.db.delete(articles);
  // Each test starts with the accounts' counts at nought (the limits are tested in account-limits.test.ts).
  await database.db.delete(rateLimits);
});

// ---- builders and calls ----

/** An upload row as the uploads route leaves it, answered as its address. */
async function insertUpload(db: Db, purpose: 'image' | 'licence' = 'image', ownerId: number | null = null) {
  return `/api/uploads/${await insertUploadRow(db, { purpose, ownerId, width: 1280, height: 720 })}`;
}

const draft = (overrides: Record<string, unknown> = {}) => ({
  title: '社区门店的选品逻辑',
  channel: 'hot',
  summary: '货架小、客群稳，社区门店更喜欢小规格、高周转的新品。',
  body: '<p>社区零售又热起来了。</p>',
  ...overrides,
});

const headers = (who: Who | null): Record<string, string> => (who ? { cookie: people[who].cookie } : {});
const create = (body: unknown, who: Who | null = 'member') => callApi(articlesRoute, { method: 'POST', body, headers: headers(who) });

/** The article's version now (its updatedAt): what a form opened just now has. */
async function versionNow(id: number): Promise<string> {
  const [found] = await database.db.select({ updatedAt: articles.updatedAt }).from(articles).where(eq(articles.id, id));
  return (found?.updatedAt ?? new Date(0)).toISOString();
}
/** A body without a `version` is sent with the article's current one, as from a form opened just now; the version tests send their own. */
const opened = async (id: number, body: unknown) =>
  typeof body === 'object' && body !== null && !('version' in body) ? { ...body, version: await versionNow(id) } : body;
const update = async (id: number, body: unknown, who: Who | null = 'member') =>
  callApi(articleRoute, { method: 'PUT', query: { id: String(id) }, body: await opened(id, body), headers: headers(who) });
const submit = async (id: number, body: unknown, who: Who | null = 'member') =>
  callApi(submitRoute, { method: 'POST', query: { id: String(id) }, body: await opened(id, body), headers: headers(who) });
const read = (id: number, who: Who | null = 'member') => callApi(articleRoute, { query: { id: String(id) }, headers: headers(who) });
const review = (id: number, body: unknown, who: Who | null = 'editor') =>
  callApi(reviewRoute, { method: 'POST', query: { id: String(id) }, body, headers: headers(who) });

const articleOf = (answer: ApiAnswer) => (answer.body as { article: AuthoringArticleView }).article;
const fieldsOf = (answer: ApiAnswer) => (answer.body as { error: { fields: Record<string, string[]> } }).error.fields;

async function createdDraft(overrides: Record<string, unknown> = {}, who: Who = 'member') {
  const answer = await create(draft(overrides), who);
  expect(answer.status).toBe(201);
  return articleOf(answer);
}

async function row(id: number) {
  const [found] = await database.db.select().from(articles).where(eq(articles.id, id));
  if (!found) throw new Error(`no article ${id}`);
  return found;
}

const FORBIDDEN = apiError('forbidden', '没有权限执行此操作。');
const UNAUTHORIZED = apiError('unauthorized', '请先登录。');
const NOT_FOUND = apiError('not_found', '没有找到请求的内容。');

// ---- drafts ----

describe('POST /api/articles', () => {
  it('creates a draft of the logged-in member: 201 with the article as stored', async () => {
    const answer = await create(draft());
    expect(answer.status).toBe(201);
    const article = articleOf(answer);
    expect(article).toMatchObject({
      status: 'draft',
      channel: 'hot',
      title: '社区门店的选品逻辑',
      body: '<p>社区零售又热起来了。</p>',
      cover: null,
      reviewNote: '',
      submittedAt: null,
      publishedAt: null,
    });
    const stored = await row(article.id);
    expect(stored).toMatchObject({ status: 'draft', authorId: people.member.user.id, authorName: 'member 作者', bodyRulesVersion: SANITISE_RULES_VERSION });
  });

  it('answers a visitor 401 and an exhibitor 403, and stores nothing', async () => {
    const anonymous = await create(draft(), null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(UNAUTHORIZED);
    const exhibitor = await create(draft(), 'exhibitor');
    expect(exhibitor.status).toBe(403);
    expect(exhibitor.body).toEqual(FORBIDDEN);
    expect(await database.db.select().from(articles)).toHaveLength(0);
  });

  it('says what is wrong field by field (400), in the request’s language', async () => {
    const answer = await create(
      draft({ title: '题'.repeat(101), channel: 'gossip', summary: '摘'.repeat(201), body: `<p>${'字'.repeat(20_001)}</p>` }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(
      apiError('validation_failed', '请检查填写的内容。', {
        title: ['标题最多 100 个字'],
        channel: ['请选择栏目'],
        summary: ['摘要最多 200 个字'],
        body: ['正文最多 20000 字'],
      }),
    );
    const english = await callApi(articlesRoute, {
      method: 'POST',
      body: draft({ title: 'T'.repeat(101) }),
      headers: { cookie: people.member.cookie, 'accept-language': 'en' },
    });
    expect(fieldsOf(english)).toEqual({ title: ['The title can have at most 100 characters'] });
  });

  it('counts the body’s text, not its markup: 20 000 characters with formatting pass', async () => {
    const body = `<p><strong>${'字'.repeat(10_000)}</strong></p><h2 class="ql-align-center">${'字'.repeat(10_000)}</h2>`;
    expect((await create(draft({ body }))).status).toBe(201);
  });

  it('lets only editors write members-only news', async () => {
    const member = await create(draft({ channel: 'pay' }));
    expect(member.status).toBe(400);
    expect(fieldsOf(member)).toEqual({ channel: ['你的账号不能在这个栏目发文'] });
    expect((await create(draft({ channel: 'pay' }), 'editor')).status).toBe(201);
  });

  it('stores a hostile body as the sanitiser cleans it, with the current rules version', async () => {
    const hostile =
      '<p onclick="steal()">你好<script>alert(1)</script><a href="javascript:alert(1)">链接</a>' +
      '<img src="x" onerror="steal()"><img src="https://cdn.example.com/a.png" onload="x()"></p>' +
      '<iframe src="https://evil.example.com"></iframe><h4>小标题</h4><span style="color: #e60000; position: fixed">红字</span>';
    const article = await createdDraft({ body: hostile });
    const clean = '<p>你好<a>链接</a><img src="https://cdn.example.com/a.png" alt="" /></p>小标题<span style="color:#e60000">红字</span>';
    expect(article.body).toBe(clean);
    const stored = await row(article.id);
    expect(stored.body).toBe(clean);
    expect(stored.bodyRulesVersion).toBe(SANITISE_RULES_VERSION);
  });

  it('takes as cover only an image uploaded to the site', async () => {
    const image = await insertUpload(database.db, 'image', people.member.user.id);
    const licence = await insertUpload(database.db, 'licence');
    const unknown = `/api/uploads/${randomBytes(16).toString('base64url')}`;
    for (const cover of ['/images/seed/covers/retail.svg', 'https://cdn.example.com/a.png', '/api/uploads/../x', unknown, licence]) {
      const answer = await create(draft({ cover }));
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer)).toEqual({ cover: ['封面图需要先上传到本站'] });
    }
    const article = await createdDraft({ cover: image });
    expect(article).toMatchObject({ cover: image, coverWidth: 1280, coverHeight: 720 });
    expect(articleOf(await create(draft({ cover: '' })))).toMatchObject({ cover: null, coverWidth: null });
  });
});

describe('PUT /api/articles/{id}', () => {
  it('saves the author’s draft and keeps it a draft', async () => {
    const article = await createdDraft();
    const answer = await update(article.id, draft({ title: '改过的标题', body: '<p>第二版</p>' }));
    expect(answer.status).toBe(200);
    expect(articleOf(answer)).toMatchObject({ id: article.id, status: 'draft', title: '改过的标题', body: '<p>第二版</p>' });
    expect(Date.parse(articleOf(answer).updatedAt)).toBeGreaterThanOrEqual(Date.parse(article.updatedAt));
  });

  it('answers a visitor 401, an exhibitor 403, and another member 404 (without changing it)', async () => {
    const article = await createdDraft();
    expect((await update(article.id, draft({ title: 'x' }), null)).status).toBe(401);
    expect((await update(article.id, draft({ title: 'x' }), 'exhibitor')).status).toBe(403);
    const other = await update(article.id, draft({ title: '别人改的' }), 'other');
    expect(other.status).toBe(404);
    expect(other.body).toEqual(NOT_FOUND);
    expect((await update(article.id, draft({ title: '编辑改的' }), 'editor')).status).toBe(404);
    expect((await update(999_999, draft())).status).toBe(404);
    expect((await row(article.id)).title).toBe('社区门店的选品逻辑');
  });
});

// ---- submitting ----

describe('POST /api/articles/{id}/submit', () => {
  it('sends a member’s article for review (pending, with the time); it can then no longer be changed (409)', async () => {
    const article = await createdDraft();
    const answer = await submit(article.id, draft({ title: '定稿' }));
    expect(answer.status).toBe(200);
    const submitted = articleOf(answer);
    expect(submitted).toMatchObject({ status: 'pending', title: '定稿', publishedAt: null });
    expect(submitted.submittedAt).not.toBeNull();
    expect((await row(article.id)).submittedAt).toBeInstanceOf(Date);

    const edit = await update(article.id, draft({ title: '再改' }));
    expect(edit.status).toBe(409);
    expect(edit.body).toEqual(apiError('conflict', '这篇文章已提交审核，不能再修改。'));
    expect((await submit(article.id, draft())).status).toBe(409);
    expect((await row(article.id)).title).toBe('定稿');
  });

  it('needs a title, a summary and a body to submit (a draft may lack them)', async () => {
    const article = await createdDraft({ title: '', summary: '', body: '<p><br></p>' });
    expect(article.body).toBe('<p><br /></p>');
    const answer = await submit(article.id, draft({ title: ' ', summary: '', body: '<p><br></p>' }));
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual({ title: ['请填写标题'], summary: ['请填写摘要'], body: ['请填写正文'] });
    expect((await row(article.id)).status).toBe('draft');
  });

  it('answers a visitor 401, an exhibitor 403 and another member 404', async () => {
    const article = await createdDraft();
    expect((await submit(article.id, draft(), null)).status).toBe(401);
    expect((await submit(article.id, draft(), 'exhibitor')).status).toBe(403);
    expect((await submit(article.id, draft(), 'other')).status).toBe(404);
    expect((await row(article.id)).status).toBe('draft');
  });

  it('publishes an editor’s article at once, listed in its channel', async () => {
    const article = await createdDraft({ channel: 'practical', title: '编辑直接发布' }, 'editor');
    const answer = await submit(article.id, draft({ channel: 'practical', title: '编辑直接发布' }), 'editor');
    expect(answer.status).toBe(200);
    const published = articleOf(answer);
    expect(published.status).toBe('published');
    expect(published.publishedAt).not.toBeNull();
    expect(await row(article.id)).toMatchObject({ reviewedBy: people.editor.user.id });

    await new Promise((resolve) => setTimeout(resolve, 5));
    const list = await callApi(articlesRoute, { query: { channel: 'practical' } });
    expect((list.body as { items: { id: number; title: string }[] }).items).toEqual([expect.objectContaining({ id: article.id, title: '编辑直接发布' })]);
  });
});

// ---- versions ----

describe('no lost update on /publish: the version the form has', () => {
  const staleMessage = (time: string) =>
    `这篇文章在你打开后已在别处保存过（${time}，北京时间），可能是你在另一个窗口中的修改，也可能是编辑的修改。为免覆盖那次保存，这次的修改没有保存。`;

  it('a member with the draft open in two tabs: the first tab’s save wins, the second’s is a 409 and writes nothing', async () => {
    const article = await createdDraft();
    const first = await update(article.id, { ...draft({ title: '第一个标签页' }), version: article.updatedAt });
    expect(first.status).toBe(200);
    const saved = await row(article.id);
    expect(saved.updatedAt.getTime()).toBeGreaterThan(Date.parse(article.updatedAt));

    const second = await update(article.id, { ...draft({ title: '第二个标签页', body: '<p>另一个标签页的正文</p>' }), version: article.updatedAt });
    expect(second.status).toBe(409);
    const message = staleMessage(chinaDateTime(saved.updatedAt));
    expect(second.body).toEqual({ error: { code: 'conflict', message, fields: { version: [message] } } });
    expect(await row(article.id)).toEqual(saved);
    // Submitting from the second tab is refused the same way: the draft stays a draft, as the first tab left it.
    expect((await submit(article.id, { ...draft({ title: '第二个标签页' }), version: article.updatedAt })).status).toBe(409);
    expect(await row(article.id)).toMatchObject({ status: 'draft', title: '第一个标签页' });
  });

  it('a member and an editor on the same draft: whoever saves second on the old version is refused, either way round', async () => {
    const article = await createdDraft();
    // The editor saves the member's draft in the console; the member's form still has the old version.
    const consoleSave = await callApi(adminArticleRoute, {
      method: 'PUT',
      query: { id: String(article.id) },
      body: { ...draft({ title: '编辑润色过的标题' }), version: article.updatedAt },
      headers: headers('editor'),
    });
    expect(consoleSave.status).toBe(200);
    const autosave = await update(article.id, { ...draft({ title: '会员的自动保存' }), version: article.updatedAt });
    expect(autosave.status).toBe(409);
    expect((await row(article.id)).title).toBe('编辑润色过的标题');

    // The member reloads and saves; now the editor's form is the old one (the member writes no audit entry: no name is given).
    const editorsVersion = (consoleSave.body as { article: { updatedAt: string } }).article.updatedAt;
    expect((await update(article.id, { ...draft({ title: '会员的新标题' }), version: editorsVersion })).status).toBe(200);
    const refused = await callApi(adminArticleRoute, {
      method: 'PUT',
      query: { id: String(article.id) },
      body: { ...draft({ title: '编辑的第二次润色' }), version: editorsVersion },
      headers: headers('editor'),
    });
    expect(refused.status).toBe(409);
    expect((refused.body as { error: { message: string } }).error.message).toBe(
      `其他人已在你打开后保存了这条记录（${chinaDateTime(await row(article.id).then((found) => found.updatedAt))}，北京时间）。为免覆盖对方的修改，你这次的修改没有保存。`,
    );
    expect((await row(article.id)).title).toBe('会员的新标题');
  });

  it('a save or a submit without the version is a 400; a new draft needs none', async () => {
    const article = await createdDraft();
    const put = await callApi(articleRoute, { method: 'PUT', query: { id: String(article.id) }, body: draft({ title: '没有版本' }), headers: headers('member') });
    expect(put.status).toBe(400);
    expect(fieldsOf(put)).toEqual({ version: ['这次保存没有带上记录的版本，无法确认别人是否已经改过它。请重新载入页面后再保存。'] });
    const sent = await callApi(submitRoute, { method: 'POST', query: { id: String(article.id) }, body: draft(), headers: headers('member') });
    expect(fieldsOf(sent)).toEqual({ version: [expect.any(String)] });
    expect(await row(article.id)).toMatchObject({ status: 'draft', title: '社区门店的选品逻辑' });
  });

  it('two saves within one millisecond make two versions', async () => {
    const article = await createdDraft();
    const at = new Date(article.updatedAt);
    const author = { id: people.member.user.id, kind: 'member' as const, name: 'member 作者' };
    const input = { ...draft({ title: '第一次' }), channel: 'hot' as const, cover: '', version: article.updatedAt };
    expect((await updateDraft(database.db, author, article.id, input, at)).kind).toBe('saved');
    expect((await row(article.id)).updatedAt.getTime()).toBe(at.getTime() + 1);
    expect((await updateDraft(database.db, author, article.id, { ...input, title: '第二次' }, at)).kind).toBe('stale');
    expect((await row(article.id)).title).toBe('第一次');
  });
});

// ---- reading back ----

describe('GET /api/articles/{id}', () => {
  it('gives the author their draft back as stored; anyone else gets 404', async () => {
    const article = await createdDraft({ body: '<p>草稿<script>x()</script></p>' });
    const own = await read(article.id);
    expect(own.status).toBe(200);
    expect(articleOf(own)).toMatchObject({ id: article.id, status: 'draft', body: '<p>草稿</p>' });
    expect((await read(article.id, 'other')).body).toEqual(NOT_FOUND);
    expect((await read(article.id, 'editor')).status).toBe(404);
    expect((await read(article.id, null)).status).toBe(404);
  });

  it('keeps the public shape for a published article, the author included', async () => {
    const article = await buildArticle(database.db, { channel: 'hot', authorId: people.member.user.id, title: '已发布' });
    for (const who of ['member', 'other', null] as const) {
      const answer = await read(article.id, who);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id: article.id, title: '已发布', membersOnly: false });
      expect(answer.body).not.toHaveProperty('article');
    }
  });
});

// ---- review ----

describe('POST /api/admin/articles/{id}/review', () => {
  async function pending(overrides: Record<string, unknown> = {}) {
    const article = await createdDraft(overrides);
    expect((await submit(article.id, draft(overrides))).status).toBe(200);
    return article;
  }

  it('is for staff only: a visitor 401, a member 403', async () => {
    const article = await pending();
    expect((await review(article.id, { decision: 'approve' }, null)).body).toEqual(UNAUTHORIZED);
    expect((await review(article.id, { decision: 'approve' }, 'member')).body).toEqual(FORBIDDEN);
    expect((await review(article.id, { decision: 'approve' }, 'exhibitor')).status).toBe(403);
    expect((await row(article.id)).status).toBe('pending');
  });

  it('approves: published now, and listed in its channel', async () => {
    const article = await pending({ channel: 'hot', title: '通过的稿子' });
    const before = Date.now();
    const answer = await review(article.id, { decision: 'approve', note: '' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: article.id, status: 'published' });
    const stored = await row(article.id);
    expect(stored.status).toBe('published');
    expect(stored.publishedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(stored.reviewedBy).toBe(people.editor.user.id);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const list = await callApi(articlesRoute, { query: { channel: 'hot' } });
    expect((list.body as { items: { id: number }[] }).items.map((item) => item.id)).toEqual([article.id]);
    expect((await read(article.id, null)).body).toMatchObject({ id: article.id, title: '通过的稿子' });
  });

  it('rejects with a note the author sees on /publish; the author revises and submits again', async () => {
    const article = await pending({ title: '要修改的稿子' });
    const noNote = await review(article.id, { decision: 'reject', note: '  ' });
    expect(noNote.status).toBe(400);
    expect(fieldsOf(noNote)).toEqual({ note: ['退回时请写明原因，作者会看到这条意见'] });

    const answer = await review(article.id, { decision: 'reject', note: '请补充数据来源。' });
    expect(answer.body).toEqual({ id: article.id, status: 'rejected' });

    const viewer: Viewer = { id: people.member.user.id, kind: 'member', name: 'member 作者', login: 'm***', verified: true };
    const page = await loadPublish({ query: {}, locale: 'zh-CN', viewer } as unknown as PageContext);
    expect(page).toMatchObject({
      props: { submissions: [{ id: article.id, status: 'rejected', reviewNote: '请补充数据来源。', title: '要修改的稿子' }] },
    });
    expect(articleOf(await read(article.id))).toMatchObject({ status: 'rejected', reviewNote: '请补充数据来源。' });

    const revised = await update(article.id, draft({ title: '补充了来源' }));
    expect(articleOf(revised)).toMatchObject({ status: 'rejected', title: '补充了来源' });
    expect(articleOf(await submit(article.id, draft({ title: '补充了来源' })))).toMatchObject({ status: 'pending' });
  });

  it('decides only on a pending article: 409 otherwise, 404 for an unknown one', async () => {
    const draftOnly = await createdDraft();
    const notPending = await review(draftOnly.id, { decision: 'approve' });
    expect(notPending.status).toBe(409);
    expect(notPending.body).toEqual(apiError('conflict', '这篇投稿已不在待审核状态，可能已被其他编辑处理。'));

    const article = await pending();
    expect((await review(article.id, { decision: 'approve' })).status).toBe(200);
    expect((await review(article.id, { decision: 'reject', note: '晚了一步' })).status).toBe(409);
    expect((await row(article.id)).status).toBe('published');
    expect((await review(999_999, { decision: 'approve' })).status).toBe(404);
    expect((await review(article.id, { decision: 'maybe' })).status).toBe(400);
  });
});

// ---- sanitising on read ----

describe('bodies cleaned under older rules', () => {
  const hostile = '<p>旧正文<img src="x" onerror="steal()"><a href="javascript:alert(1)">点我</a></p><script>alert(1)</script>';
  const clean = '<p>旧正文<a>点我</a></p>';

  it('are cleaned again when read, and written back once', async () => {
    const stale = await buildArticle(database.db, { channel: 'hot', body: hostile, bodyRulesVersion: 0 });
    const shown = await getArticle(database.db, stale.id, ['hot']);
    expect(shown?.body).toBe(clean);
    const written = await row(stale.id);
    expect(written).toMatchObject({ body: clean, bodyRulesVersion: SANITISE_RULES_VERSION });
    expect(written.updatedAt).toEqual(stale.updatedAt);

    // A second reader that read the old row before the write-back does not write again.
    await database.db.update(articles).set({ body: '<p>作者刚保存的新版本</p>' }).where(eq(articles.id, stale.id));
    expect(await currentBody(database.db, { id: stale.id, body: hostile, bodyRulesVersion: 0 })).toBe(clean);
    expect((await row(stale.id)).body).toBe('<p>作者刚保存的新版本</p>');
  });

  it('have an image description longer than the editor allows cut when read (version 2 kept it whole)', async () => {
    const long = `<p><img src="/images/seed/a.svg" alt="${'展'.repeat(EDITOR_IMAGE_ALT_MAX + 10)}" /></p>`;
    const stale = await buildArticle(database.db, { channel: 'hot', body: long, bodyRulesVersion: 2 });
    const shown = await getArticle(database.db, stale.id, ['hot']);
    expect(shown?.body).toBe(`<p><img src="/images/seed/a.svg" alt="${'展'.repeat(EDITOR_IMAGE_ALT_MAX)}" /></p>`);
  });

  it('reach the API and the author cleaned', async () => {
    const published = await buildArticle(database.db, { channel: 'news', body: hostile, bodyRulesVersion: 0 });
    expect((await read(published.id, null)).body).toMatchObject({ body: clean });
    const own = await buildArticle(database.db, { status: 'draft', authorId: people.member.user.id, body: hostile, bodyRulesVersion: 0 });
    expect(articleOf(await read(own.id))).toMatchObject({ body: clean });
    expect((await row(own.id)).bodyRulesVersion).toBe(SANITISE_RULES_VERSION);
  });

  it('leave the demo content as it was written (only <img> is written as <img />)', () => {
    const origin = 'http://localhost:3000';
    // As seeded: a {{show:…}} link names the seeded activity's page.
    const idOf = new Map(seedActivities().map((activity, index) => [activity.title, index + 1]));
    for (const article of seedArticles()) {
      const body = withActivityLinks(article.body, idOf);
      expect(sanitiseHtml(body, origin)).toBe(body.replace(/<img([^>]*?)\s*\/?>/g, '<img$1 />'));
    }
  });
});
