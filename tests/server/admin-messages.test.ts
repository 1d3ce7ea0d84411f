import { eq } from 'drizzle-orm';
import { MESSAGE_STATUSES } from '@/lib/messages/rules';
import type { StaffMessagesProps, StaffMessageView } from '@/lib/messages/views';
import enConsole from '@/locales/en/console.json';
import zhConsole from '@/locales/zh-CN/console.json';
import listRoute from '@/pages/api/admin/messages/index';
import retryRoute from '@/pages/api/admin/messages/[id]/retry';
import sendNowRoute from '@/pages/api/admin/messages/[id]/send-now';
import retryFailedRoute from '@/pages/api/admin/messages/retry-failed';
import { issueSession } from '@/server/auth/sessions';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { auditLog, messageStatus, messages } from '@/server/db/schema';
import { loadStaffMessages } from '@/server/messages/staff-loader';
import { messageKinds } from '@/server/messages/kinds';
import { retryMessage } from '@/server/messages/retry';
import { staffMessagesPage, staffMessagesQuery } from '@/server/messages/staff-list';
import { BLANKED, renderMessage } from '@/server/messages/templates';
import type { PageContext } from '@/server/http/page';
import { buildUser, type BuiltUser } from './auth-support';
import { callApi } from './support/api';
import { freshDatabase } from './support/db';

/**
 * The staff console's message list (/admin/messages, GET /api/admin/messages)
 * and its retry (POST /api/admin/messages/{id}/retry): for editors and
 * admins, recipients masked, filters, each message's text as rendered for
 * its recipient, a retry of failed messages only (audited with it), and the
 * transports shown to admins only.
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
}, 30_000);
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(messages);
  await database.db.delete(auditLog);
});

const as = (who: Who | null): Record<string, string> => (who ? { cookie: people[who].cookie } : {});
const list = async (query: Record<string, string> = {}, who: Who | null = 'editor') => callApi(listRoute, { query, headers: as(who) });
const listed = async (query: Record<string, string> = {}, who: Who = 'editor') => (await list(query, who)).body as StaffMessagesProps;
const retry = (id: number, who: Who | null = 'editor', headers: Record<string, string> = {}) =>
  callApi(retryRoute, { method: 'POST', query: { id: String(id) }, headers: { ...as(who), ...headers } });

const CONFIRMED_PARAMS = {
  title: '2026 秋季选品会',
  time: '2026-11-20 09:30',
  place: '杭州国际博览中心',
  address: '杭州市萧山区奔竞大道 353 号',
  code: 'K7M2Q9X4B8T3',
  name: '韩梅梅',
  quantity: 2,
  ticket: 'K7M2Q9X4B8T3abcdefghij',
  link: 'http://localhost:3000/t/K7M2Q9X4B8T3abcdefghij',
};

let minute = 0;
/** Inserts an outbox row (a confirmation SMS that was sent, unless told otherwise), each a minute after the last. */
async function insertMessage(overrides: Partial<typeof messages.$inferInsert> = {}) {
  minute += 1;
  const at = new Date(Date.UTC(2026, 10, 20, 1, minute));
  const [row] = await database.db
    .insert(messages)
    .values({
      kind: 'registration_confirmed',
      channel: 'sms',
      recipient: '13800138000',
      locale: 'zh-CN',
      params: CONFIRMED_PARAMS,
      status: 'sent',
      attempts: 1,
      transport: 'log',
      sentAt: at,
      dueAt: at,
      createdAt: at,
      updatedAt: at,
      ...overrides,
    })
    .returning();
  return row!;
}

const failedMessage = (overrides: Partial<typeof messages.$inferInsert> = {}) =>
  insertMessage({ status: 'failed', attempts: 6, sentAt: null, transport: 'aliyun', lastError: 'isv.BUSINESS_LIMIT_CONTROL: 触发分钟级流控', ...overrides });

describe('who may read and retry', () => {
  it('the list is for editors and admins: 401 for a visitor, 403 for a member', async () => {
    expect((await list({}, null)).status).toBe(401);
    expect((await list({}, 'member')).status).toBe(403);
    expect((await list({}, 'editor')).status).toBe(200);
    expect((await list({}, 'admin')).status).toBe(200);
  });

  it('so is the retry, and a refused one changes nothing', async () => {
    const failed = await failedMessage();
    expect((await retry(failed.id, null)).body).toEqual({ error: { code: 'unauthorized', message: '请先登录。' } });
    expect((await retry(failed.id, 'member')).status).toBe(403);
    expect((await retry(failed.id, 'editor', { origin: 'https://evil.example' })).status).toBe(403);
    const [row] = await database.db.select().from(messages).where(eq(messages.id, failed.id));
    expect(row?.status).toBe('failed');
    expect(await database.db.select().from(auditLog)).toEqual([]);
  });

  it('answers other methods 405 with Allow', async () => {
    const answer = await callApi(listRoute, { method: 'DELETE', headers: as('admin') });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET');
    expect((await callApi(retryRoute, { method: 'GET', query: { id: '1' }, headers: as('admin') })).headers.allow).toBe('POST');
  });
});

describe('GET /api/admin/messages', () => {
  it('lists messages newest first with the recipient masked, never in full', async () => {
    await insertMessage({ recipient: '13800138000' });
    await insertMessage({ channel: 'email', recipient: 'hanmeimei@example.com' });
    const body = await listed();
    expect(body.total).toBe(2);
    expect(body.messages.map((m) => [m.channel, m.recipient])).toEqual([
      ['email', 'ha***@example.com'],
      ['sms', '138****8000'],
    ]);
    const json = JSON.stringify(body);
    expect(json).not.toContain('13800138000');
    expect(json).not.toContain('hanmeimei');
  });

  it('gives each message its status, tries, last error, transport, provider id and China times', async () => {
    const row = await failedMessage({ providerId: 'BIZ-900' });
    const [message] = (await listed()).messages;
    expect(message).toEqual<StaffMessageView>({
      id: row.id,
      kind: 'registration_confirmed',
      channel: 'sms',
      recipient: '138****8000',
      status: 'failed',
      attempts: 6,
      lastError: 'isv.BUSINESS_LIMIT_CONTROL: 触发分钟级流控',
      transport: 'aliyun',
      providerId: 'BIZ-900',
      createdLabel: expect.stringMatching(/^2026-11-20 09:\d\d$/),
      dueLabel: expect.stringMatching(/^2026-11-20 09:\d\d$/),
      dueLater: false,
      sentLabel: null,
      subject: null,
      text: (await renderMessage({ kind: 'registration_confirmed', channel: 'sms', locale: 'zh-CN', params: CONFIRMED_PARAMS })).text,
    });
    expect(message?.text).toContain('http://localhost:3000/t/K7M2Q9X4B8T3abcdefghij');
  });

  it('renders each message as its recipient gets it: an e-mail’s subject and text, in the recipient’s language', async () => {
    await insertMessage({ channel: 'email', recipient: 'lilei@example.com', locale: 'en', params: { ...CONFIRMED_PARAMS, title: 'Autumn Sourcing Fair', name: 'Li Lei' } });
    const [message] = (await listed()).messages;
    expect(message?.subject).toBe('You are registered: Autumn Sourcing Fair');
    expect(message?.text.split('\n').slice(0, 2)).toEqual(['Dear Li Lei,', 'You are registered for Autumn Sourcing Fair.']);
    expect(message?.text).toContain('Confirmation code: K7M2Q9X4B8T3');
  });

  it('shows a registration message’s ticket link, added only when it is sent, as a placeholder; an unknown kind has no text', async () => {
    const withoutLink: Record<string, string | number> = { ...CONFIRMED_PARAMS };
    delete withoutLink.link;
    delete withoutLink.ticket;
    const waiting = { status: 'pending', attempts: 0, transport: '', sentAt: null, params: withoutLink, subjectType: 'registration', subjectId: '7' } as const;
    await insertMessage(waiting);
    await insertMessage({ ...waiting, channel: 'email', recipient: 'lilei@example.com' });
    await insertMessage({ kind: 'no_such_kind', params: {} });
    const [unknown, email, sms] = (await listed()).messages;
    expect(sms?.text).toMatch(/K7M2Q9X4B8T3.*\/t\/\{\{ticket\}\}$/);
    expect(email?.text).toContain('{{link}}');
    expect(unknown).toMatchObject({ kind: 'no_such_kind', subject: null, text: '' });
  });

  it('filters by status, kind, channel and recipient (whole number, as typed, e-mail in any case, or a number’s last four digits)', async () => {
    await insertMessage({ recipient: '13800138000' });
    await failedMessage({ recipient: '13912345678' });
    await insertMessage({ kind: 'registration_cancelled', recipient: '13912345678' });
    await insertMessage({ channel: 'email', recipient: 'HanMeimei@Example.com', kind: 'registration_waitlisted', status: 'pending', attempts: 0 });
    const ids = async (query: Record<string, string>) => (await listed(query)).messages.map((m) => `${m.kind} ${m.recipient} ${m.status}`);
    expect(await ids({ status: 'failed' })).toEqual(['registration_confirmed 139****5678 failed']);
    expect(await ids({ kind: 'registration_cancelled' })).toEqual(['registration_cancelled 139****5678 sent']);
    expect(await ids({ channel: 'email' })).toEqual(['registration_waitlisted Ha***@Example.com pending']);
    expect(await ids({ recipient: '13912345678' })).toEqual(['registration_cancelled 139****5678 sent', 'registration_confirmed 139****5678 failed']);
    expect(await ids({ recipient: '+86 139-1234-5678' })).toHaveLength(2);
    expect(await ids({ recipient: '5678' })).toHaveLength(2);
    expect(await ids({ recipient: '8000' })).toEqual(['registration_confirmed 138****8000 sent']);
    expect(await ids({ recipient: 'hanmeimei@example.com' })).toEqual(['registration_waitlisted Ha***@Example.com pending']);
    // Part of a number is no match (only a whole one or its last four digits).
    expect(await ids({ recipient: '139123' })).toEqual([]);
    expect(await ids({ status: 'failed', recipient: '8000' })).toEqual([]);
    // Empty choices are no filter (the GET form sends them).
    expect(await ids({ status: '', kind: '', channel: '', recipient: '' })).toHaveLength(4);
  });

  it('pages 50 at a time', async () => {
    for (let i = 0; i < 53; i += 1) await insertMessage({ recipient: `1380000${String(i).padStart(4, '0')}` });
    const first = await listed();
    expect([first.total, first.pageCount, first.messages.length]).toEqual([53, 2, 50]);
    const second = await listed({ page: '2' });
    expect(second.messages.map((m) => m.recipient)).toEqual(['138****0002', '138****0001', '138****0000']);
  });

  it('refuses malformed filters with the one error shape', async () => {
    const answer = await list({ status: 'lost', kind: 'spam' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: 'validation_failed', fields: { status: [expect.any(String)], kind: [expect.any(String)] } } });
    expect((await list({ page: '0' })).status).toBe(400);
  });

  it('shows which transport sends each channel to admins only', async () => {
    expect((await listed({}, 'admin')).transports).toEqual({ sms: 'log', email: 'log' });
    expect((await listed({}, 'editor')).transports).toBeNull();
  });
});

describe('a verification code in the list', () => {
  const code = (params: Record<string, string | number | null>) => insertMessage({ kind: 'verification_code', params: { purpose: 'signup', minutes: 5, ...params } });

  it('is readable by an admin while the log transport sends the channel (someone running the site alone reads it there), never by an editor', async () => {
    await code({ code: '493817' });
    expect((await listed({}, 'admin')).messages[0]?.text).toContain('您的验证码为 493817');
    // An editor reading a password-reset code could take over any account, an admin's too.
    const editor = await listed({}, 'editor');
    expect(editor.messages[0]?.text).toContain(`您的验证码为 ${BLANKED}`);
    expect(JSON.stringify(editor)).not.toContain('493817');
  });

  it('is dots once a real transport sent it, and not shown to staff while a real transport would send it', async () => {
    await code({ code: null });
    await code({ code: '493817' });
    const page = await staffMessagesPage(database.db, staffMessagesQuery.parse({}), { admin: true, transports: { sms: 'aliyun', email: 'smtp' } });
    expect(page.messages.map((m) => m.text.match(/验证码为 (\S+)，/)?.[1])).toEqual([BLANKED, BLANKED]);
    expect(JSON.stringify(page)).not.toContain('493817');
  });
});

describe('POST /api/admin/messages/{id}/retry', () => {
  it('puts a failed message back in the queue, due now, tries counted afresh, its last error kept until the next try', async () => {
    const failed = await failedMessage({ dueAt: new Date('2026-11-20T01:00:00Z') });
    const before = Date.now();
    const answer = await retry(failed.id);
    expect(answer.status).toBe(200);
    expect((answer.body as { message: StaffMessageView }).message).toMatchObject({
      id: failed.id,
      status: 'pending',
      attempts: 0,
      lastError: 'isv.BUSINESS_LIMIT_CONTROL: 触发分钟级流控',
      recipient: '138****8000',
      text: expect.stringContaining('K7M2Q9X4B8T3'),
    });
    const [row] = await database.db.select().from(messages).where(eq(messages.id, failed.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 0, claimedUntil: null, lastError: failed.lastError });
    expect(row!.dueAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.dueAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('writes the audit entry: who retried which message, status and tries before → after', async () => {
    const failed = await failedMessage();
    await retry(failed.id, 'admin');
    expect(await database.db.select().from(auditLog)).toEqual([
      expect.objectContaining({
        actorId: people.admin.user.id,
        actorName: '管理员 陈立',
        actorKind: 'admin',
        action: 'message.retry',
        entityType: 'message',
        entityId: String(failed.id),
        entityLabel: '138****8000',
        changes: { messageStatus: ['failed', 'pending'], attempts: [6, 0] },
      }),
    ]);
  });

  it('refuses anything but a failed message with a 409 saying its status, and writes nothing', async () => {
    for (const status of ['pending', 'sending', 'sent', 'cancelled'] as const) {
      const row = await insertMessage({ status });
      const answer = await retry(row.id);
      expect([status, answer.status, (answer.body as { error: { code: string } }).error.code]).toEqual([status, 409, 'conflict']);
    }
    const sent = await insertMessage();
    expect((await retry(sent.id)).body).toEqual({ error: { code: 'conflict', message: '只有发送失败的消息可以重试，这条消息现在是“已发送”。' } });
    expect((await retry(sent.id, 'editor', { 'accept-language': 'en' })).body).toEqual({
      error: { code: 'conflict', message: 'Only a message that failed can be retried; this one is “Sent”.' },
    });
    expect(await database.db.select().from(auditLog)).toEqual([]);
    expect((await database.db.select().from(messages).where(eq(messages.id, sent.id)))[0]?.status).toBe('sent');
  });

  it('a second retry of the same message is refused: it is no longer failed', async () => {
    const failed = await failedMessage();
    expect((await retry(failed.id)).status).toBe(200);
    expect((await retry(failed.id)).status).toBe(409);
    expect(await database.db.select().from(auditLog)).toHaveLength(1);
  });

  it('answers 404 for an unknown message and 400 for an id that is not one', async () => {
    expect((await retry(999_999)).body).toEqual({ error: { code: 'not_found', message: '没有找到这条消息。' } });
    expect((await callApi(retryRoute, { method: 'POST', query: { id: 'abc' }, headers: as('editor') })).status).toBe(400);
  });

  it('changes the message only with its audit entry: when the entry cannot be written, the message stays failed', async () => {
    const failed = await failedMessage();
    // An actor that is no account: the audit entry's reference fails, and the transaction with it.
    await expect(retryMessage(database.db, failed.id, { id: 2_000_000_000, name: '幽灵', kind: 'editor' })).rejects.toThrow();
    const [row] = await database.db.select().from(messages).where(eq(messages.id, failed.id));
    expect(row).toMatchObject({ status: 'failed', attempts: 6 });
  });
});

describe('POST /api/admin/messages/{id}/send-now', () => {
  const sendNow = (id: number, who: Who | null = 'editor') => callApi(sendNowRoute, { method: 'POST', query: { id: String(id) }, headers: as(who) });

  it('makes a pending message due later due now, keeps its tries, and audits it', async () => {
    const later = new Date(Date.now() + 30 * 60_000);
    const waiting = await insertMessage({ status: 'pending', attempts: 3, sentAt: null, dueAt: later, lastError: 'SMTP ETIMEDOUT: no answer' });
    expect(((await listed()).messages.find((message) => message.id === waiting.id))?.dueLater).toBe(true);
    const answer = await sendNow(waiting.id, 'admin');
    expect(answer.status).toBe(200);
    expect((answer.body as { message: StaffMessageView }).message).toMatchObject({ id: waiting.id, status: 'pending', attempts: 3, dueLater: false });
    const [row] = await database.db.select().from(messages).where(eq(messages.id, waiting.id));
    expect(row!.dueAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(row!.attempts).toBe(3);
    expect(await database.db.select().from(auditLog)).toEqual([
      expect.objectContaining({ actorId: people.admin.user.id, action: 'message.send_now', entityId: String(waiting.id), changes: { dueAt: [later.toISOString(), row!.dueAt.toISOString()] } }),
    ]);
  });

  it('refuses a message that is not pending, or is due already, with a 409; a member gets 403', async () => {
    const sent = await insertMessage();
    expect((await sendNow(sent.id)).body).toEqual({ error: { code: 'conflict', message: '只有等待发送的消息可以立即发送，这条消息现在是“已发送”。' } });
    const due = await insertMessage({ status: 'pending', sentAt: null, dueAt: new Date(Date.now() - 1000) });
    expect((await sendNow(due.id)).status).toBe(409);
    expect((await sendNow(due.id, 'member')).status).toBe(403);
    expect((await sendNow(999_999)).status).toBe(404);
    expect(await database.db.select().from(auditLog)).toEqual([]);
  });
});

describe('POST /api/admin/messages/retry-failed', () => {
  const retryAll = (body: unknown, who: Who | null = 'editor') => callApi(retryFailedRoute, { method: 'POST', body, headers: as(who) });

  it('sends every failed message of one kind again, and only those, with one audit entry counting them', async () => {
    const failedOnes = [await failedMessage(), await failedMessage(), await failedMessage()];
    const otherKind = await failedMessage({ kind: 'article_approved' });
    const sent = await insertMessage();
    const answer = await retryAll({ kind: 'registration_confirmed' });
    expect(answer).toMatchObject({ status: 200, body: { retried: 3 } });
    const rows = await database.db.select().from(messages);
    for (const failed of failedOnes) expect(rows.find((row) => row.id === failed.id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(rows.find((row) => row.id === otherKind.id)?.status).toBe('failed');
    expect(rows.find((row) => row.id === sent.id)?.status).toBe('sent');
    expect(await database.db.select().from(auditLog)).toEqual([
      expect.objectContaining({ action: 'message.retry_all', entityType: 'message', entityId: 'registration_confirmed', changes: { messageStatus: ['failed', 'pending'], count: [0, 3] } }),
    ]);
    // None left: 0, and nothing more in the log.
    expect((await retryAll({ kind: 'registration_confirmed' })).body).toEqual({ retried: 0 });
    expect(await database.db.select().from(auditLog)).toHaveLength(1);
  });

  it('refuses a kind the site does not send (400 on the field), and is for staff only', async () => {
    expect(await retryAll({ kind: 'no_such_kind' })).toMatchObject({ status: 400, body: { error: { code: 'validation_failed', fields: { kind: ['没有这种消息类型。'] } } } });
    expect((await retryAll({})).status).toBe(400);
    expect((await retryAll({ kind: 'registration_confirmed' }, 'member')).status).toBe(403);
    expect((await retryAll({ kind: 'registration_confirmed' }, null)).status).toBe(401);
  });
});

describe('the /admin/messages page loader', () => {
  const context = (query: Record<string, string>, who: 'editor' | 'admin') =>
    ({ query, locale: 'zh-CN', viewer: { id: people[who].user.id, kind: who, name: people[who].user.name, login: 'x', verified: true } }) as unknown as PageContext;

  it('gives the list with the transports for an admin only; malformed filters are a 404', async () => {
    await insertMessage();
    const forEditor = await loadStaffMessages(context({ status: 'sent' }, 'editor'));
    expect(forEditor).toMatchObject({ props: { total: 1, transports: null, filters: { status: 'sent', kind: '', channel: '', recipient: '' } } });
    expect(await loadStaffMessages(context({}, 'admin'))).toMatchObject({ props: { transports: { sms: 'log', email: 'log' } } });
    expect(await loadStaffMessages(context({ channel: 'fax' }, 'editor'))).toEqual({ notFound: true });
  });
});

describe('the texts of the page', () => {
  type Labels = { messages: { kinds: Record<string, unknown>; statuses: Record<string, unknown> } };
  it.each<[string, Labels]>([
    ['zh-CN', zhConsole],
    ['en', enConsole],
  ])('name every kind and status in %s', (_locale, texts) => {
    for (const kind of messageKinds()) expect([kind, typeof texts.messages.kinds[kind]]).toEqual([kind, 'string']);
    for (const status of MESSAGE_STATUSES) expect([status, typeof texts.messages.statuses[status]]).toEqual([status, 'string']);
  });

  it('the console’s statuses are the database’s', () => {
    expect([...MESSAGE_STATUSES]).toEqual(messageStatus.enumValues);
  });
});
