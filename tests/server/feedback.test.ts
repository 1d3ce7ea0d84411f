import { eq } from 'drizzle-orm';
import { MESSAGE_MAX_LENGTH } from '@/lib/feedback/rules';
import handleRoute from '@/pages/api/admin/feedback/[id]/handle';
import staffRoute from '@/pages/api/admin/feedback/index';
import feedbackRoute from '@/pages/api/feedback/index';
import tokenRoute from '@/pages/api/feedback/token';
import { issueSession } from '@/server/auth/sessions';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { auditLog, feedback, feedbackSpam } from '@/server/db/schema';
import { spamLog } from '@/server/feedback/spam-log';
import { messageDigest, submitFeedback } from '@/server/feedback/submit';
import { checkToken, issueToken } from '@/server/feedback/token';
import { feedbackSchema } from '@/lib/feedback/schema';
import { buildUser, freshIp } from './auth-support';
import { callApi, type ApiAnswer } from './support/api';
import { freshDatabase } from './support/db';

/**
 * The contact form's API: validation, storage with a reference, repeats
 * answered with the first receipt, every spam rule (each counted in the spam
 * log and each answered with what to do), and the staff inbox.
 */

let database: Database;
type Who = 'member' | 'editor';
const cookies = {} as Record<Who, string>;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  for (const who of ['member', 'editor'] as const) {
    const user = await buildUser(database.db, { kind: who, name: `${who} 用户` });
    cookies[who] = `tmz_session=${(await issueSession(database.db, user, { persistent: false })).token}`;
  }
}, 60_000);
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(feedback);
  await database.db.delete(feedbackSpam);
});

let count = 0;
/** A token issued long enough ago to pass the minimum time. */
const oldToken = () => issueToken(database.db, new Date(Date.now() - 60_000));

async function form(overrides: Record<string, unknown> = {}) {
  count += 1;
  return {
    name: '王丽',
    mobile: `139${String(count).padStart(8, '0')}`,
    email: '',
    company: '杭州云织服饰有限公司',
    audience: 'brand',
    topic: 'exhibition',
    message: `您好，想了解明年 TMZ 展会的展位价格和报名方式（第 ${count} 次咨询）。`,
    consent: true,
    token: await oldToken(),
    website: '',
    ...overrides,
  };
}

const send = (body: unknown, options: { ip?: string; lang?: string } = {}) =>
  callApi(feedbackRoute, { method: 'POST', body, ip: options.ip ?? freshIp(), headers: options.lang ? { 'accept-language': options.lang } : {} });

const errorOf = (answer: ApiAnswer) => (answer.body as { error: { code: string; message: string; fields?: Record<string, string[]> } }).error;
interface Answer {
  feedback: { reference: string; receivedAt: string; receivedLabel: string };
  repeated: boolean;
}
const answerOf = (answer: ApiAnswer) => answer.body as Answer;

async function spamRows() {
  return database.db.select().from(feedbackSpam);
}

describe('POST /api/feedback: storing a message', () => {
  it('stores the message and answers 201 with a reference only after it is committed', async () => {
    const body = await form({ email: ' Wang.Li@Example.COM ', mobile: '+86 139-0000-9999' });
    const answer = await send(body);
    expect(answer.status).toBe(201);
    const { feedback: receipt, repeated } = answerOf(answer);
    expect(repeated).toBe(false);
    expect(receipt.reference).toMatch(/^FB-\d{8}-[A-HJ-NP-Z2-9]{6}$/);
    expect(receipt.receivedLabel).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const [row] = await database.db.select().from(feedback).where(eq(feedback.reference, receipt.reference));
    expect(row).toMatchObject({
      name: '王丽',
      mobile: '13900009999',
      email: 'wang.li@example.com',
      company: '杭州云织服饰有限公司',
      audience: 'brand',
      topic: 'exhibition',
      status: 'new',
      messageDigest: messageDigest(body.message),
    });
    expect(await spamRows()).toEqual([]);
  });

  it('accepts an e-mail address without a mobile number, and a message of exactly 10 and 2000 characters', async () => {
    expect((await send(await form({ mobile: '', email: 'buyer@example.com', message: '一二三四五六七八九十' }))).status).toBe(201);
    expect((await send(await form({ message: '字'.repeat(MESSAGE_MAX_LENGTH) }))).status).toBe(201);
    // Counted as people count: ten emoji are ten characters, not twenty UTF-16 units.
    expect((await send(await form({ message: '👍'.repeat(10) }))).status).toBe(201);
  });

  it('answers field errors in zh-CN and English for what a person can get wrong, storing nothing', async () => {
    const answer = await send(await form({ name: ' ', mobile: '', email: '', message: '太短了', consent: false, topic: 'lottery' }));
    expect(answer.status).toBe(400);
    expect(errorOf(answer)).toMatchObject({
      code: 'validation_failed',
      fields: {
        name: ['请填写您的姓名'],
        mobile: ['请至少填写手机号或电子邮箱中的一项，方便我们回复您'],
        message: ['留言内容至少 10 个字，请把问题写得具体一些'],
        consent: ['请阅读并同意隐私政策'],
        topic: ['请选择留言主题'],
      },
    });
    const english = await send(await form({ mobile: '12345', email: 'not-an-address', message: 'x'.repeat(2001) }), { lang: 'en' });
    expect(errorOf(english).fields).toEqual({
      mobile: ['Please enter a valid mobile number: 11 digits in mainland China; from elsewhere, choose your country or type the number with its country code (+44 …)'],
      email: ['This e-mail address is not valid'],
      message: ['The message can be at most 2000 characters'],
    });
    expect(await database.db.select().from(feedback)).toEqual([]);
  });

  it('answers a repeat of the same message by the same sender with the first receipt, not a second row', async () => {
    const body = await form();
    const first = answerOf(await send(body));
    // Case and white space do not make it a different message; the token may be a newer one.
    const again = await send({ ...body, message: `  ${body.message.toUpperCase()}\n`, token: await oldToken() });
    expect(again.status).toBe(200);
    expect(answerOf(again)).toEqual({ feedback: first.feedback, repeated: true });
    // Same e-mail, other mobile: the same sender.
    const byMail = await form({ mobile: '', email: 'same@example.com' });
    const mailed = answerOf(await send(byMail));
    expect(answerOf(await send({ ...byMail, mobile: '13912345678' }))).toEqual({ feedback: mailed.feedback, repeated: true });
    expect(await database.db.select().from(feedback)).toHaveLength(2);
    expect(await spamRows()).toEqual([]);
  });

  it('stores one row when the same form is sent several times at once (a double click, a retry)', async () => {
    const body = await form();
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answerOf(answer).feedback.reference)).size).toBe(1);
    expect(await database.db.select().from(feedback)).toHaveLength(1);
  });

  it('draws another reference when the first is taken', async () => {
    const taken = 'FB-20261122-AAAAAA';
    const schema = feedbackSchema.parse(await form());
    await submitFeedback(database.db, schema, { addressKey: '198.51.100.1', newReference: () => taken });
    const draws = [taken, 'FB-20261122-BBBBBB'];
    const outcome = await submitFeedback(database.db, feedbackSchema.parse(await form()), { addressKey: '198.51.100.1', newReference: () => draws.shift() ?? 'x' });
    expect(outcome).toMatchObject({ kind: 'created', row: { reference: 'FB-20261122-BBBBBB' } });
  });
});

describe('POST /api/feedback: spam rules', () => {
  it('the honeypot: a filled hidden field is refused with what to do, counted, and nothing stored', async () => {
    const ip = freshIp();
    const answer = await send(await form({ website: 'http://cheap-watches.example' }), { ip });
    expect(answer.status).toBe(400);
    expect(errorOf(answer)).toEqual({
      code: 'bad_request',
      message: '留言没有通过自动检查：表单中一个隐藏的栏目被填写了，这通常是浏览器的自动填表插件所致。请关闭自动填表后重新提交，或直接拨打 400-000-0000 联系我们。',
    });
    expect(await database.db.select().from(feedback)).toEqual([]);
    expect(await spamRows()).toEqual([expect.objectContaining({ rule: 'honeypot', addressKey: ip, attempts: 1, sample: expect.stringMatching(/^王丽 · 您好/) })]);
  });

  it('the token: missing or forged is refused on the token field and counted; expired asks to send again and is not counted', async () => {
    const ip = freshIp();
    const missing = await send(await form({ token: '' }), { ip });
    expect(missing.status).toBe(400);
    expect(errorOf(missing).fields).toEqual({ token: ['页面没有完整加载，请刷新页面后再提交（已填写的内容会保留在本页）。如仍不成功，请拨打 400-000-0000。'] });
    const good = await oldToken();
    const [issued] = good.split('.');
    for (const forged of [`${issued}.${'A'.repeat(22)}`, `${(parseInt(issued!, 36) - 60_000).toString(36)}.${good.split('.')[1]}`, 'garbage', `${good}.x`, `${issued}.${'漢'.repeat(22)}`]) {
      expect(errorOf(await send(await form({ token: forged }), { ip })).fields).toHaveProperty('token');
    }
    const expired = await send(await form({ token: await issueToken(database.db, new Date(Date.now() - 25 * 60 * 60 * 1000)) }), { ip });
    expect(errorOf(expired).fields).toEqual({ token: ['页面打开的时间太久了，我们已为您刷新，请再点一次“提交留言”。'] });
    expect(await spamRows()).toEqual([expect.objectContaining({ rule: 'token', attempts: 6 })]);
    expect(await database.db.select().from(feedback)).toEqual([]);
  });

  it('the minimum time: a form sent within 3 s of its token is refused with what to do, and accepted a little later', async () => {
    const ip = freshIp();
    const body = await form({ token: await issueToken(database.db, new Date(Date.now() - 1000)) });
    const tooFast = await send(body, { ip });
    expect(tooFast.status).toBe(400);
    expect(errorOf(tooFast)).toEqual({ code: 'bad_request', message: '提交得太快了，请检查一下填写的内容，几秒后再点“提交留言”。' });
    const english = await send(body, { ip, lang: 'en' });
    expect(errorOf(english).message).toMatch(/^That was sent very quickly/);
    expect(await spamRows()).toEqual([expect.objectContaining({ rule: 'too_fast', attempts: 2 })]);
    expect((await send({ ...body, token: await issueToken(database.db, new Date(Date.now() - 3100)) }, { ip })).status).toBe(201);
  });

  it('the rate limit: a sixth message from one address within 10 minutes gets a 429 with the wait and the phone', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await send(await form(), { ip })).status).toBe(201);
    const limited = await send(await form(), { ip });
    expect(limited.status).toBe(429);
    expect(errorOf(limited).message).toMatch(/^提交过于频繁，请 (10|9) 分钟后再试；如有急事，请拨打 400-000-0000$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500);
    // Another address is not affected.
    expect((await send(await form())).status).toBe(201);
    expect(await spamRows()).toEqual([expect.objectContaining({ rule: 'rate_limit', addressKey: ip, attempts: 1 })]);
    expect(await database.db.select().from(feedback)).toHaveLength(6);
  });

  it('the duplicate: the same message from another sender within a day is refused with 409, counted, and not stored', async () => {
    const body = await form();
    expect((await send(body)).status).toBe(201);
    const ip = freshIp();
    const copy = await send(await form({ message: body.message }), { ip });
    expect(copy.status).toBe(409);
    expect(errorOf(copy)).toEqual({
      code: 'conflict',
      message: '这条留言与近期收到的一条内容完全相同。如果是您本人提交的，我们已经收到，请勿重复提交；如需补充，请修改内容后再提交。',
    });
    expect(await database.db.select().from(feedback)).toHaveLength(1);
    expect(await spamRows()).toEqual([expect.objectContaining({ rule: 'duplicate', addressKey: ip })]);
    // A day later the same words are a new message.
    await database.db.update(feedback).set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) });
    expect((await send(await form({ message: body.message }), { ip })).status).toBe(201);
  });

  it('counts a flood in one row per day, rule and address, and the log totals today and the last 7 days', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i += 1) await send(await form({ website: 'x' }), { ip });
    await send(await form({ token: '' }), { ip });
    const rows = await spamRows();
    expect(rows).toHaveLength(2);
    await database.db.insert(feedbackSpam).values({ day: '2000-01-01', rule: 'honeypot', addressKey: ip, attempts: 7, firstAt: new Date('2000-01-01'), lastAt: new Date('2000-01-01') });
    const log = await spamLog(database.db);
    expect(log.totals).toEqual({
      honeypot: { today: 4, week: 4 },
      token: { today: 1, week: 1 },
      too_fast: { today: 0, week: 0 },
      rate_limit: { today: 0, week: 0 },
      duplicate: { today: 0, week: 0 },
    });
    expect(log.recent.map((row) => row.rule)).toEqual(['token', 'honeypot', 'honeypot']);
    expect(log.recent[1]).toMatchObject({ attempts: 4, addressKey: ip, lastLabel: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/) });
  });
});

describe('GET /api/feedback/token', () => {
  it('gives a token the server accepts, never cached', async () => {
    const answer = await callApi(tokenRoute);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { token } = answer.body as { token: string };
    expect(await checkToken(database.db, token)).toEqual({ kind: 'ok', ageMs: expect.any(Number) });
  });
});

describe('the staff inbox', () => {
  const staffList = (query: Record<string, string> = {}, who: Who | null = 'editor') =>
    callApi(staffRoute, { query, headers: who ? { cookie: cookies[who] } : {} });
  const handle = (id: number, body: unknown, who: Who | null = 'editor') =>
    callApi(handleRoute, { method: 'POST', query: { id: String(id) }, body, headers: who ? { cookie: cookies[who] } : {} });

  it('is for editors and admins only', async () => {
    expect((await staffList({}, null)).status).toBe(401);
    expect((await staffList({}, 'member')).status).toBe(403);
    expect((await handle(1, { handled: true }, null)).status).toBe(401);
    expect((await handle(1, { handled: true }, 'member')).status).toBe(403);
  });

  it('lists new messages newest first, marks one handled and back, and filters by status and keyword', async () => {
    const first = answerOf(await send(await form({ company: '宁波海岸制衣厂' }))).feedback.reference;
    const second = answerOf(await send(await form())).feedback.reference;
    const inbox = (await staffList()).body as { items: { id: number; reference: string }[]; counts: Record<string, number>; status: string };
    expect(inbox.status).toBe('new');
    expect(inbox.items.map((item) => item.reference)).toEqual([second, first]);
    expect(inbox.counts).toEqual({ new: 2, handled: 0 });

    const id = inbox.items[1]!.id;
    const handled = await handle(id, { handled: true });
    expect(handled.status).toBe(200);
    expect((handled.body as { feedback: object }).feedback).toMatchObject({ reference: first, status: 'handled', handlerName: 'editor 用户', handledLabel: expect.any(String) });
    const after = (await staffList()).body as { items: { reference: string }[]; counts: Record<string, number> };
    expect(after.items.map((item) => item.reference)).toEqual([second]);
    expect(after.counts).toEqual({ new: 1, handled: 1 });
    expect(((await staffList({ status: 'handled' })).body as { items: { reference: string }[] }).items.map((item) => item.reference)).toEqual([first]);
    expect(((await staffList({ status: 'all', q: '海岸' })).body as { items: { reference: string }[] }).items.map((item) => item.reference)).toEqual([first]);

    expect((await handle(id, { handled: false })).body).toMatchObject({ feedback: { status: 'new', handlerName: null, handledLabel: null } });
    expect((await handle(999_999, { handled: true })).status).toBe(404);
    expect((await handle(id, { handled: 'yes' })).status).toBe(400);
    expect((await staffList({ status: 'spam' })).status).toBe(400);
  });
});

describe('retention', () => {
  it('deletes handled messages 90 days after they were handled, and spam-log rows of days over 90 days ago', async () => {
    const { purgeExpiredFeedback } = await import('@/server/feedback/retention');
    const now = new Date();
    const day = 24 * 60 * 60 * 1000;
    const stored = async (handledDaysAgo: number | null) => {
      const outcome = await submitFeedback(database.db, feedbackSchema.parse(await form()), { addressKey: '198.51.100.9' });
      if (outcome.kind !== 'created') throw new Error('not stored');
      if (handledDaysAgo !== null) {
        await database.db.update(feedback).set({ status: 'handled', handledAt: new Date(now.getTime() - handledDaysAgo * day) }).where(eq(feedback.id, outcome.row.id));
      }
      return outcome.row.reference;
    };
    const kept = [await stored(null), await stored(89)];
    await stored(91);
    await database.db.insert(feedbackSpam).values([
      { day: '2000-01-01', rule: 'honeypot', addressKey: 'a' },
      { day: '2999-01-01', rule: 'honeypot', addressKey: 'b' },
    ]);
    expect(await purgeExpiredFeedback(database.db, now)).toEqual({ messages: 1, spamRows: 1 });
    expect((await database.db.select().from(feedback)).map((row) => row.reference).sort()).toEqual(kept.sort());
    expect((await spamRows()).map((row) => row.addressKey)).toEqual(['b']);
    // Recorded as the system's, with how many went; a second run deletes and records nothing.
    const purges = () => database.db.select().from(auditLog).where(eq(auditLog.action, 'feedback.purge'));
    expect((await purges()).map((entry) => [entry.actorId, entry.cause, entry.entityType, entry.changes])).toEqual([[null, 'retention', 'feedback', { messages: [1, 0] }]]);
    expect(await purgeExpiredFeedback(database.db, now)).toEqual({ messages: 0, spamRows: 0 });
    expect(await purges()).toHaveLength(1);
  });
});
