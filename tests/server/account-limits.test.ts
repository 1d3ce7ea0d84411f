import { eq, sql } from 'drizzle-orm';
import { DRAFT_IDLE_SAVE_MS } from '@/lib/articles/rules';
import { usccCheckCharacter } from '@/lib/certifications/uscc';
import adminArticlesRoute from '@/pages/api/admin/articles/index';
import articleRoute from '@/pages/api/articles/[id]';
import submitRoute from '@/pages/api/articles/[id]/submit';
import articlesRoute from '@/pages/api/articles/index';
import applyRoute from '@/pages/api/certifications/index';
import feedbackRoute from '@/pages/api/feedback/index';
import uploadRoute from '@/pages/api/uploads';
import { accountLimitedError } from '@/server/http/rate-limited';
import { issueSession } from '@/server/auth/sessions';
import { LIMITS, createThrottle } from '@/server/auth/throttle';
import { useDatabase } from '@/server/db';
import { openDatabase, type Database } from '@/server/db/client';
import { articles, certifications, feedback, feedbackSpam, rateLimits, uploads } from '@/server/db/schema';
import { issueToken } from '@/server/feedback/token';
import { siteConfig } from '@/server/kernel/site-config';
import { apiError, buildUser, freshIp, type BuiltUser } from './auth-support';
import { callApi, type ApiAnswer } from './support/api';
import { buildArticle, freshDatabase } from './support/db';
import { fixture, multipartBody, postMultipart } from './support/multipart';
import { insertUpload } from './support/uploads';

/**
 * Issue 18 item 3, "No account can flood anyone": the per-account limits on
 * new articles, submissions for review, draft saves, uploads, certification
 * applications and contact messages (LIMITS in server/auth/throttle.ts). The
 * N+1st is a 429 with Retry-After and a message saying when to try again;
 * another account goes on; staff are exempt where their work needs it; an
 * attempt refused for what was sent is not counted; the counts are in the
 * database, shared by every app instance.
 */

let database: Database & { url?: string };

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
}, 30_000);
afterAll(() => database.close());

// ---- builders ----

interface Account {
  user: BuiltUser;
  cookie: string;
}

/** A new account with a session, so that no test's counts reach another's. */
async function account(kind: 'member' | 'editor' | 'admin' = 'member'): Promise<Account> {
  const user = await buildUser(database.db, { kind, name: `${kind} 账号` });
  const { token } = await issueSession(database.db, user, { persistent: false });
  return { user, cookie: `tmz_session=${token}` };
}

type LimitName = keyof typeof LIMITS;

/** Sets an account's count under one limit, its window starting now (as if that many had just been made). */
async function setCount(limit: LimitName, who: Account, points: number) {
  const key = `${limit}:${who.user.id}`;
  const expire = new Date(Date.now() + LIMITS[limit].duration * 1000);
  await database.db.insert(rateLimits).values({ key, points, expire }).onConflictDoUpdate({ target: rateLimits.key, set: { points, expire } });
}

/** Ends an account's window under one limit (as if its time had passed): its row's expiry moves into the past. */
async function windowPasses(limit: LimitName, who: Account) {
  const moved = await database.db
    .update(rateLimits)
    .set({ expire: new Date(Date.now() - 1_000) })
    .where(eq(rateLimits.key, `${limit}:${who.user.id}`))
    .returning({ key: rateLimits.key });
  expect(moved).toHaveLength(1);
}

async function countOf(limit: LimitName, who: Account): Promise<number> {
  const [row] = await database.db.select().from(rateLimits).where(eq(rateLimits.key, `${limit}:${who.user.id}`));
  return row?.points ?? 0;
}

/** A 429 in the API's one shape, with the message, and a Retry-After of at most `waitSeconds` and not a minute below. */
function expectLimited(answer: ApiAnswer, message: string, waitSeconds: number) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual(apiError('rate_limited', message));
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeLessThanOrEqual(waitSeconds);
  expect(retryAfter).toBeGreaterThan(waitSeconds - 60);
}

const HOUR = 3600;
const DAY = 24 * HOUR;

// ---- articles ----

const draft = (overrides: Record<string, unknown> = {}) => ({
  title: '社区门店的选品逻辑',
  channel: 'hot',
  summary: '货架小、客群稳，社区门店更喜欢小规格、高周转的新品。',
  body: '<p>社区零售又热起来了。</p>',
  ...overrides,
});

const create = (who: Account, body: unknown = draft(), lang?: string) =>
  callApi(articlesRoute, { method: 'POST', body, headers: { cookie: who.cookie, ...(lang ? { 'accept-language': lang } : {}) } });
const consoleCreate = (who: Account, body: unknown = draft()) => callApi(adminArticlesRoute, { method: 'POST', body, headers: { cookie: who.cookie } });
/** The article's version now (its updatedAt), which a save and a submit carry, as the form that opened it just now would. */
async function withVersion(id: number, body: unknown) {
  const [found] = await database.db.select({ updatedAt: articles.updatedAt }).from(articles).where(eq(articles.id, id));
  return { ...(body as object), version: (found?.updatedAt ?? new Date(0)).toISOString() };
}
const save = async (who: Account, id: number, body: unknown = draft()) =>
  callApi(articleRoute, { method: 'PUT', query: { id: String(id) }, body: await withVersion(id, body), headers: { cookie: who.cookie } });
const submit = async (who: Account, id: number, body: unknown = draft()) =>
  callApi(submitRoute, { method: 'POST', query: { id: String(id) }, body: await withVersion(id, body), headers: { cookie: who.cookie } });

async function articlesOf(who: Account) {
  return database.db.select({ id: articles.id, status: articles.status }).from(articles).where(eq(articles.authorId, who.user.id));
}

/** A draft of the account's, made without the route (so that it does not count as a new article). */
async function storedDraft(who: Account) {
  return buildArticle(database.db, { status: 'draft', authorId: who.user.id, authorName: who.user.name, publishedAt: null });
}

const CREATE_HOUR = '你在 1 小时内新建的文章已达上限，请在 1 小时后再试。';

describe('new articles: 10 an hour and 30 a day per member', () => {
  it('refuses a member’s 11th new article within the hour with 429, Retry-After and when to try again; another member goes on', async () => {
    const member = await account();
    const other = await account();
    for (let n = 0; n < 10; n += 1) expect((await create(member)).status).toBe(201);
    expectLimited(await create(member), CREATE_HOUR, HOUR);
    expectLimited(
      await create(member, draft(), 'en'),
      'You have created as many new articles as allowed in 1 hour; please try again in 1 hour.',
      HOUR,
    );
    expect(await articlesOf(member)).toHaveLength(10);
    expect((await create(other)).status).toBe(201);
  });

  it('counts the console’s new articles with the same account’s: an editor’s allowance is 100 an hour, whichever route', async () => {
    const editor = await account('editor');
    // An editor is not held to a member's 10.
    for (let n = 0; n < 11; n += 1) expect((await consoleCreate(editor)).status).toBe(201);
    expect((await create(editor)).status).toBe(201);
    expect(await countOf('articlesPerAccount', editor)).toBe(12);
    await setCount('articlesPerAccount', editor, 99);
    expect((await consoleCreate(editor)).status).toBe(201);
    expectLimited(await consoleCreate(editor), CREATE_HOUR, HOUR);
    expectLimited(await create(editor), CREATE_HOUR, HOUR);
    expect(await articlesOf(editor)).toHaveLength(13);
  });

  it('refuses the 31st of a day, once the hours have passed; attempts refused by the hour’s limit do not use up the day', async () => {
    const member = await account();
    for (let hour = 0; hour < 3; hour += 1) {
      for (let n = 0; n < 10; n += 1) expect((await create(member)).status).toBe(201);
      // Refused by the hour's limit: given back to the day's.
      if (hour < 2) for (let n = 0; n < 3; n += 1) expect((await create(member)).status).toBe(429);
      await windowPasses('articlesPerAccount', member);
    }
    expect(await countOf('articlesPerAccountDaily', member)).toBe(30);
    expectLimited(await create(member), '你在 24 小时内新建的文章已达上限，请在 24 小时后再试。', DAY);
    expect(await articlesOf(member)).toHaveLength(30);
  });

  it('does not count a new article refused with field errors: a member fixing the form is never locked out', async () => {
    const member = await account();
    // Members may not write members-only news: the server's check, after the shared schema's.
    for (let n = 0; n < 15; n += 1) expect((await create(member, draft({ channel: 'pay' }))).status).toBe(400);
    // The shared schema's errors are refused before anything is counted.
    for (let n = 0; n < 5; n += 1) expect((await create(member, draft({ title: 'x'.repeat(101) }))).status).toBe(400);
    expect(await countOf('articlesPerAccount', member)).toBe(0);
    for (let n = 0; n < 10; n += 1) expect((await create(member)).status).toBe(201);
    expect((await create(member)).status).toBe(429);
  });
});

describe('submissions for review: 10 an hour per member; staff publish at once and are not counted', () => {
  it('refuses a member’s 11th submission within the hour, leaving the article a draft; another member goes on', async () => {
    const member = await account();
    const other = await account();
    const drafts = await Promise.all(Array.from({ length: 11 }, () => storedDraft(member)));
    for (const { id } of drafts.slice(0, 10)) expect((await submit(member, id)).status).toBe(200);
    const last = drafts[10]!;
    expectLimited(await submit(member, last.id), '你在 1 小时内提交审核的次数已达上限，请在 1 小时后再试。', HOUR);
    expect((await articlesOf(member)).filter((row) => row.status === 'pending')).toHaveLength(10);
    expect((await articlesOf(member)).find((row) => row.id === last.id)?.status).toBe('draft');
    expect((await submit(other, (await storedDraft(other)).id)).status).toBe(200);
  });

  it('does not count a submission refused with field errors (a title, a summary and a body are needed)', async () => {
    const member = await account();
    const { id } = await storedDraft(member);
    for (let n = 0; n < 12; n += 1) expect((await submit(member, id, draft({ summary: '' }))).status).toBe(400);
    expect(await countOf('submissionsPerAccount', member)).toBe(0);
    expect((await submit(member, id)).status).toBe(200);
  });

  it('does not count an editor’s submissions, which publish at once', async () => {
    const editor = await account('editor');
    for (let n = 0; n < 11; n += 1) {
      const answer = await submit(editor, (await storedDraft(editor)).id);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ article: { status: 'published' } });
    }
    expect(await countOf('submissionsPerAccount', editor)).toBe(0);
  });
});

describe('draft saves: 600 in 10 minutes per account, far above autosave', () => {
  it('leaves room for three tabs autosaving as often as they can (one save 3 s after each pause in typing)', () => {
    const mostFromOneTab = (LIMITS.draftSavesPerAccount.duration * 1000) / DRAFT_IDLE_SAVE_MS;
    expect(LIMITS.draftSavesPerAccount.points).toBeGreaterThanOrEqual(3 * mostFromOneTab);
  });

  it('saves a draft again and again, then refuses the 601st in the window; nothing is lost on the server', async () => {
    const member = await account();
    const { id } = await storedDraft(member);
    for (let n = 0; n < 20; n += 1) expect((await save(member, id, draft({ title: `第 ${n} 稿` }))).status).toBe(200);
    await setCount('draftSavesPerAccount', member, 600);
    expectLimited(await save(member, id, draft({ title: '第 601 稿' })), '你在 10 分钟内保存草稿的次数已达上限，请在 10 分钟后再试。', 600);
    const [row] = await database.db.select({ title: articles.title }).from(articles).where(eq(articles.id, id));
    expect(row?.title).toBe('第 19 稿');
  });
});

// ---- uploads ----

const uploadAs = (who: Account | null, name = 'tiny.bmp', purpose = 'image') =>
  postMultipart(
    uploadRoute,
    multipartBody([
      { name: 'purpose', value: purpose },
      { name: 'file', filename: name, type: 'application/octet-stream', bytes: fixture(name) },
    ]),
    // A fresh address each time: the address's own limit (60 an hour) is not what is tested here.
    { ip: freshIp(), ...(who ? { cookie: who.cookie } : {}) },
  );

describe('uploads: 60 an hour and 200 a day per account, on top of the address’s', () => {
  it('refuses an account’s 61st upload within the hour from any address, before reading the file; another account goes on', async () => {
    const member = await account();
    const other = await account();
    // The same image again is answered with the earlier upload (200): still an upload to count.
    for (let n = 0; n < 60; n += 1) expect([200, 201]).toContain((await uploadAs(member)).status);
    const refused = await uploadAs(member);
    expectLimited(refused, '你在 1 小时内上传的图片已达上限，请在 1 小时后再试', HOUR);
    expect(refused.headers.connection).toBe('close');
    expect((await uploadAs(other)).status).toBe(201);
    // A licence sent without an account counts by its address only.
    expect((await uploadAs(null, 'photo.jpg', 'licence')).status).toBe(201);
  });

  it('refuses the 201st of a day', async () => {
    const member = await account();
    await setCount('uploadsPerAccountDaily', member, 200);
    expectLimited(await uploadAs(member), '你在 24 小时内上传的图片已达上限，请在 24 小时后再试', DAY);
    expect(await database.db.select().from(uploads).where(eq(uploads.ownerId, member.user.id))).toEqual([]);
  });

  it('does not count a refused file (not an image) against the account', async () => {
    const member = await account();
    for (let n = 0; n < 3; n += 1) expect((await uploadAs(member, 'drawing.svg')).status).toBe(415);
    expect(await countOf('uploadsPerAccount', member)).toBe(0);
    expect((await uploadAs(member)).status).toBe(201);
    expect(await countOf('uploadsPerAccount', member)).toBe(1);
    expect(await countOf('uploadsPerAccountDaily', member)).toBe(1);
  });

  it('gives staff ten times the allowance for the console’s images', async () => {
    const editor = await account('editor');
    await setCount('uploadsPerAccount', editor, 60);
    expect((await uploadAs(editor)).status).toBe(201);
    await setCount('uploadsPerAccount', editor, 600);
    expectLimited(await uploadAs(editor), '你在 1 小时内上传的图片已达上限，请在 1 小时后再试', HOUR);
  });
});

// ---- certification applications ----

let codeCount = 0;
/** A valid Unified Social Credit Code no other call returns. */
function newUscc(): string {
  codeCount += 1;
  const first17 = `91350100MA${String(7_000_000 + codeCount).padStart(7, '0')}`;
  return first17 + usccCheckCharacter(first17);
}

async function brandForm(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'brand',
    companyName: '福州青禾服饰有限公司',
    uscc: newUscc(),
    legalRepresentative: '林青',
    contactName: '陈晓',
    mobile: '13500000001',
    email: 'chenxiao@qinghe.example.com',
    licenceUploadId: await insertUpload(database.db),
    consent: true,
    brandName: '青禾',
    ...overrides,
  };
}

const apply = async (who: Account | null, body?: unknown) =>
  callApi(applyRoute, { method: 'POST', body: body ?? (await brandForm()), ip: freshIp(), headers: who ? { cookie: who.cookie } : {} });

describe('certification applications: 5 a day per logged-in account, on top of the address’s', () => {
  it('refuses an account’s 6th application of the day from any address; another account and anonymous applicants go on', async () => {
    const member = await account();
    const other = await account();
    for (let n = 0; n < 5; n += 1) expect((await apply(member)).status).toBe(201);
    expectLimited(await apply(member), '你的账号在 24 小时内提交的认证申请已达上限，请在 24 小时后再试', DAY);
    expect(await database.db.select().from(certifications).where(eq(certifications.applicantId, member.user.id))).toHaveLength(5);
    expect((await apply(other)).status).toBe(201);
    expect((await apply(null)).status).toBe(201);
  });

  it('does not count an application refused with field errors (a licence that is not there)', async () => {
    const member = await account();
    for (let n = 0; n < 6; n += 1) {
      const answer = await apply(member, await brandForm({ licenceUploadId: 'NoSuchUpload0000000000' }));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: { fields: { licenceUploadId: [expect.any(String)] } } });
    }
    expect(await countOf('certificationsPerAccount', member)).toBe(0);
    expect((await apply(member)).status).toBe(201);
  });
});

// ---- contact messages ----

let messageCount = 0;
async function message(overrides: Record<string, unknown> = {}) {
  messageCount += 1;
  return {
    name: '王丽',
    mobile: `137${String(messageCount).padStart(8, '0')}`,
    email: '',
    company: '',
    audience: 'brand',
    topic: 'exhibition',
    message: `您好，想了解明年 TMZ 展会的展位价格（第 ${messageCount} 次咨询）。`,
    consent: true,
    // Issued a minute ago: past the 3 s minimum.
    token: await issueToken(database.db, new Date(Date.now() - 60_000)),
    website: '',
    ...overrides,
  };
}

const send = async (who: Account | null, body?: unknown) =>
  callApi(feedbackRoute, { method: 'POST', body: body ?? (await message()), ip: freshIp(), headers: who ? { cookie: who.cookie } : {} });

describe('contact messages: 5 in 10 minutes per logged-in account, on top of the address’s', () => {
  it('refuses an account’s 6th message in 10 minutes from any address, with the phone number, and logs it as spam', async () => {
    const member = await account();
    const other = await account();
    for (let n = 0; n < 5; n += 1) expect((await send(member)).status).toBe(201);
    expectLimited(
      await send(member),
      `你的账号在 10 分钟内发送的留言已达上限，请在 10 分钟后再试；如有急事，请拨打 ${siteConfig().phone}`,
      600,
    );
    expect(await database.db.select().from(feedbackSpam).where(eq(feedbackSpam.rule, 'rate_limit'))).toEqual([
      expect.objectContaining({ rule: 'rate_limit', attempts: 1 }),
    ]);
    expect((await send(other)).status).toBe(201);
    expect((await send(null)).status).toBe(201);
    expect(await database.db.select({ n: sql<number>`count(*)::int` }).from(feedback)).toEqual([{ n: 7 }]);
  });

  it('does not count a message refused with field errors', async () => {
    const member = await account();
    for (let n = 0; n < 6; n += 1) expect((await send(member, await message({ message: '太短了' }))).status).toBe(400);
    expect(await countOf('feedbackPerAccount', member)).toBe(0);
    for (let n = 0; n < 5; n += 1) expect((await send(member)).status).toBe(201);
  });
});

// ---- the store and the message ----

describe('the counts', () => {
  it('are kept in the database: two app instances (two throttles on one database) share them, per account and per address', async () => {
    const member = await account();
    // On PostgreSQL the second instance has its own connection; PGlite in memory has one.
    const second = database.url ? await openDatabase({ kind: 'postgres', url: database.url }) : null;
    try {
      const one = createThrottle('database', database.db);
      const two = createThrottle('database', (second ?? database).db);
      for (let n = 0; n < 3; n += 1) expect(await one.accountAttempt('feedback', member.user)).toBeNull();
      for (let n = 0; n < 2; n += 1) expect(await two.accountAttempt('feedback', member.user)).toBeNull();
      expect(await one.accountAttempt('feedback', member.user)).toEqual({ limit: 'feedbackPerAccount', windowSeconds: 600, waitMs: expect.any(Number) });
      expect(await two.accountAttempt('feedback', member.user)).toMatchObject({ limit: 'feedbackPerAccount' });

      const ip = freshIp();
      for (let n = 0; n < 10; n += 1) expect(await (n % 2 ? one : two).certificationWait(ip)).toBeNull();
      expect(await one.certificationWait(ip)).toBeGreaterThan(3_500_000);
      expect(await two.certificationWait(ip)).toBeGreaterThan(3_500_000);
    } finally {
      await second?.close();
    }
  });

  it('are keyed by the account’s id: no login, name or other personal data in the table', async () => {
    const member = await account();
    expect((await create(member)).status).toBe(201);
    const rows = await database.db.select({ key: rateLimits.key }).from(rateLimits).where(sql`${rateLimits.key} like ${'%:' + member.user.id}`);
    expect(rows.map((row) => row.key).sort()).toEqual([`articlesPerAccount:${member.user.id}`, `articlesPerAccountDaily:${member.user.id}`]);
    const all = await database.db.select({ key: rateLimits.key }).from(rateLimits);
    for (const { key } of all) {
      expect(key).not.toContain(member.user.login);
      expect(key).not.toContain(member.user.name);
    }
  });

  it('are said as people say a length of time, in both languages', async () => {
    const refusal = { limit: 'articlesPerAccount' as const, windowSeconds: HOUR, waitMs: 80 * 60_000 };
    const zh = await accountLimitedError('zh-CN', refusal, 'publish:api.limited.create');
    expect(zh.message).toBe('你在 1 小时内新建的文章已达上限，请在 1 小时 20 分钟后再试。');
    expect(zh.headers).toEqual({ 'Retry-After': '4800' });
    const en = await accountLimitedError('en', { ...refusal, windowSeconds: DAY, waitMs: 61_000 }, 'publish:api.limited.create');
    expect(en.message).toBe('You have created as many new articles as allowed in 24 hours; please try again in 2 minutes.');
    const soon = await accountLimitedError('en', { ...refusal, waitMs: 1_000 }, 'publish:api.limited.submit');
    expect(soon.message).toBe('You have submitted as many articles for review as allowed in 1 hour; please try again in 1 minute.');
    const minutes = await accountLimitedError('zh-CN', { ...refusal, windowSeconds: 600, waitMs: 23 * 60_000 - 500 }, 'publish:api.limited.create');
    expect(minutes.message).toBe('你在 10 分钟内新建的文章已达上限，请在 23 分钟后再试。');
  });
});
