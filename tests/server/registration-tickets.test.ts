import checkinsRoute from '@/pages/api/checkins';
import staffCsvRoute from '@/pages/api/admin/activities/[id]/registrations.csv';
import staffRoute from '@/pages/api/admin/activities/[id]/registrations';
import registrationsRoute from '@/pages/api/activities/[id]/registrations';
import leadsCsvRoute from '@/pages/api/exhibitor/leads.csv';
import leadsRoute from '@/pages/api/exhibitor/leads';
import cancelRoute from '@/pages/api/registrations/[code]/cancel';
import qrRoute from '@/pages/api/registrations/[code]/qr';
import lookupRoute from '@/pages/api/registrations/lookup';
import { issueSession } from '@/server/auth/sessions';
import { clearCache } from '@/server/kernel/cache';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { activities, activityExhibitors, leads, registrations } from '@/server/db/schema';
import { apiError, buildUser, freshIp } from './auth-support';
import { callApi, type ApiAnswer } from './support/api';
import { insertActivity } from './support/activities';
import { freshDatabase } from './support/db';

/**
 * After registering: "my registration" (look-up, cancel), the e-ticket's QR
 * code, exhibitors' check-in and leads with their CSV, and the staff list.
 */

let database: Database;
let activityId: number;
const cookies: Record<'exhibitor' | 'exhibitor2' | 'member' | 'editor', string> = { exhibitor: '', exhibitor2: '', member: '', editor: '' };
/** Both exhibitors take part in the activity (check-in takes only attached exhibitors: tests/server/check-in.test.ts). */
const exhibitorIds: number[] = [];

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  for (const kind of Object.keys(cookies) as (keyof typeof cookies)[]) {
    const user = await buildUser(database.db, { kind: kind === 'exhibitor2' ? 'exhibitor' : kind });
    if (user.kind === 'exhibitor') exhibitorIds.push(user.id);
    const { token } = await issueSession(database.db, user, { persistent: false });
    cookies[kind] = `tmz_session=${token}`;
  }
}, 60_000);
afterAll(() => database.close());
beforeEach(async () => {
  clearCache();
  await database.db.delete(leads);
  await database.db.delete(registrations);
  await database.db.delete(activities);
  // Check-in is open: its doors opened an hour ago (the activity starts in 10 days).
  activityId = (await insertActivity(database.db, { address: '上海市浦东新区', capacity: 2, perRegistrationLimit: 2, doorsOpenAt: new Date(Date.now() - 3_600_000) })).id;
  await database.db.insert(activityExhibitors).values(exhibitorIds.map((exhibitorId) => ({ activityId, exhibitorId })));
});

let mobileCount = 0;
const newMobile = () => {
  mobileCount += 1;
  return `137${String(mobileCount).padStart(8, '0')}`;
};

interface Answer {
  registration: { code: string; status: string; waitlistPosition: number | null; checkedInAt: string | null };
  activity: { id: number; title: string; startLabel: string; venue: string };
}

async function registerOne(overrides: Record<string, unknown> = {}) {
  const mobile = newMobile();
  const answer = await callApi(registrationsRoute, {
    method: 'POST',
    query: { id: String(activityId) },
    ip: freshIp(),
    body: { name: '李雷', mobile, company: '青禾服饰', position: '采购经理', audience: 'retailer', quantity: 1, consent: true, ...overrides },
  });
  expect(answer.status).toBe(201);
  return { mobile, ...(answer.body as Answer) };
}

const lookup = (mobile: string, code: string, ip = freshIp()) => callApi(lookupRoute, { method: 'POST', body: { mobile, code }, ip });
const cancel = (code: string, mobile: string, ip = freshIp()) =>
  callApi(cancelRoute, { method: 'POST', query: { code }, body: { mobile }, ip });
const scan = (code: string, who: keyof typeof cookies | null = 'exhibitor') =>
  callApi(checkinsRoute, { method: 'POST', body: { code }, headers: who ? { cookie: cookies[who] } : {} });

describe('my registration', () => {
  it('is found by its mobile number and code, with its activity', async () => {
    const mine = await registerOne();
    const answer = await lookup(mine.mobile, mine.registration.code.toLowerCase());
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toMatchObject({
      registration: { code: mine.registration.code, status: 'confirmed', waitlistPosition: null },
      activity: { id: activityId, title: '供应链沙龙', venue: '会展中心' },
    });
  });

  it('answers a wrong code and an unknown mobile number the same way', async () => {
    const mine = await registerOne();
    const other = await registerOne();
    const wrongCode = await lookup(mine.mobile, other.registration.code);
    const unknownMobile = await lookup('13999999999', mine.registration.code);
    expect(wrongCode.status).toBe(404);
    expect(unknownMobile.status).toBe(404);
    expect(wrongCode.body).toEqual(unknownMobile.body);
    expect(wrongCode.body).toEqual(apiError('not_found', '没有找到这条报名：请核对手机号或邮箱和确认码。'));
  });

  it('says what is wrong with a malformed code or mobile number', async () => {
    const answer = await lookup('12345', 'ABC');
    expect(answer.status).toBe(400);
    expect((answer.body as { error: { fields: Record<string, string[]> } }).error.fields).toEqual({
      mobile: ['请输入 11 位中国大陆手机号；境外号码请选择国家或地区后填写，或连同国家区号一起填写（如 +852 6123 4567）'],
      code: ['确认码是 12 位字母和数字'],
    });
  });

  it('limits look-ups to 20 per address in 10 minutes', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) expect((await lookup('13900000000', 'ABCDEFGHJKLM', ip)).status).toBe(404);
    const locked = await lookup('13900000000', 'ABCDEFGHJKLM', ip);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((locked.body as { error: { message: string } }).error.message).toMatch(/^操作过于频繁，请 \d+ 分钟后再试$/);
  });

  it('cancels with the mobile number; the seat goes to the first on the waitlist', async () => {
    const first = await registerOne();
    await registerOne();
    const waiting = await registerOne();
    expect(waiting.registration).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });

    expect((await cancel(first.registration.code, '13999999999')).status).toBe(404);
    const cancelled = await cancel(first.registration.code, first.mobile);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ registration: { status: 'cancelled' } });
    expect((await lookup(waiting.mobile, waiting.registration.code)).body).toMatchObject({ registration: { status: 'confirmed' } });
  });
});

describe('the e-ticket QR code', () => {
  it('is an SVG of the check-in address with the code', async () => {
    const answer = await callApi(qrRoute, { query: { code: 'abcd-efgh-jklm' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(String(answer.body)).toMatch(/^<svg /);
    // Its top-left finder pattern (seven dark modules) starts four modules in: the quiet zone a gate scanner needs.
    expect(String(answer.body)).toMatch(/<path stroke="#000000" d="M4 4\.5h7/);
  });

  it('refuses something that is not a code', async () => {
    expect((await callApi(qrRoute, { query: { code: '<script>' } })).status).toBe(400);
  });
});

describe('exhibitor check-in', () => {
  it('is for exhibitors only', async () => {
    const mine = await registerOne();
    expect((await scan(mine.registration.code, null)).status).toBe(401);
    expect((await scan(mine.registration.code, 'member')).status).toBe(403);
    expect((await scan(mine.registration.code, 'editor')).status).toBe(403);
  });

  it('checks a ticket in once; a second scan says when, and every exhibitor who scans it gets the lead once', async () => {
    const mine = await registerOne({ company: '青禾服饰', position: '采购经理' });
    const first = await scan(mine.registration.code.toLowerCase().replace(/(.{4})/g, '$1 '));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ first: true, visitor: { name: '李雷', company: '青禾服饰', activityTitle: '供应链沙龙' } });
    const label = (first.body as { checkedInLabel: string }).checkedInLabel;

    const again = await scan(mine.registration.code);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ first: false, checkedInLabel: label });
    const elsewhere = await scan(mine.registration.code, 'exhibitor2');
    expect(elsewhere.body).toMatchObject({ first: false, checkedInLabel: label });

    expect(await database.db.select().from(leads)).toHaveLength(2);
    expect((await lookup(mine.mobile, mine.registration.code)).body).toMatchObject({ registration: { status: 'checked_in' } });
  });

  it('gives exactly one first check-in to two simultaneous scans', async () => {
    const mine = await registerOne();
    const answers = await Promise.all([scan(mine.registration.code), scan(mine.registration.code, 'exhibitor2')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
  });

  it('turns away unknown, waitlisted and cancelled tickets', async () => {
    expect(await scan('ABCDEFGHJKLM')).toMatchObject({ status: 404, body: apiError('not_found', '没有这张票：请核对确认码。') });
    const a = await registerOne();
    await registerOne();
    const waiting = await registerOne();
    expect(await scan(waiting.registration.code)).toMatchObject({ status: 409, body: apiError('conflict', '这条报名还在候补名单中，不能签到。') });
    await cancel(a.registration.code, a.mobile);
    expect(await scan(a.registration.code)).toMatchObject({ status: 409, body: apiError('conflict', '这条报名已取消，不能签到。') });
    expect(await database.db.select().from(leads)).toHaveLength(0);
  });

  it('leaves a checked-in registration checked in when its registrant tries to cancel', async () => {
    const mine = await registerOne();
    await scan(mine.registration.code);
    expect((await cancel(mine.registration.code, mine.mobile)).body).toMatchObject({ registration: { status: 'checked_in' } });
  });
});

describe('leads', () => {
  it('lists the exhibitor’s own leads, the latest first', async () => {
    const one = await registerOne({ name: '韩梅梅' });
    const two = await registerOne({ name: '李雷' });
    await scan(one.registration.code);
    await scan(two.registration.code);
    await scan(two.registration.code, 'exhibitor2');
    const answer = await callApi(leadsRoute, { headers: { cookie: cookies.exhibitor } });
    expect(answer.status).toBe(200);
    const body = answer.body as { total: number; leads: { name: string; mobile: string }[] };
    expect(body.total).toBe(2);
    expect(body.leads.map((l) => l.name)).toEqual(['李雷', '韩梅梅']);
    expect((await callApi(leadsRoute, { headers: { cookie: cookies.member } })).status).toBe(403);
  });

  it('exports a CSV that Excel opens as UTF-8, with formulas neutralised', async () => {
    const risky = await registerOne({ name: '=HYPERLINK("http://evil.example","点我")', company: '+青禾', position: '@采购' });
    await scan(risky.registration.code);
    const answer: ApiAnswer = await callApi(leadsCsvRoute, { headers: { cookie: cookies.exhibitor } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = String(answer.body);
    expect(text.startsWith('\uFEFF签到时间,姓名,手机号,邮箱,公司,职位,身份,人数,活动,确认码\r\n')).toBe(true);
    const row = text.split('\r\n')[1]!;
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""点我"")"`);
    expect(row).toContain(`,'+青禾,'@采购,零售商,1,供应链沙龙,${risky.registration.code}`);
    expect(row).toContain(risky.mobile);
  });
});

describe('the staff list', () => {
  it('is for editors and admins', async () => {
    const query = { id: String(activityId) };
    expect((await callApi(staffRoute, { query })).status).toBe(401);
    expect((await callApi(staffRoute, { query, headers: { cookie: cookies.member } })).status).toBe(403);
    expect((await callApi(staffRoute, { query, headers: { cookie: cookies.exhibitor } })).status).toBe(403);
    expect((await callApi(staffCsvRoute, { query, headers: { cookie: cookies.exhibitor } })).status).toBe(403);
  });

  it('filters by status, audience and keyword, and counts each status', async () => {
    await registerOne({ name: '韩梅梅', audience: 'brand' });
    await registerOne({ name: '李雷', company: '东方工厂', audience: 'factory' });
    await registerOne({ name: '王芳' });
    const list = async (filter: Record<string, string>) => {
      const answer = await callApi(staffRoute, { query: { id: String(activityId), ...filter }, headers: { cookie: cookies.editor } });
      expect(answer.status).toBe(200);
      return answer.body as { totals: Record<string, number>; total: number; registrations: { name: string }[] };
    };
    const all = await list({});
    expect(all.totals).toEqual({ confirmed: 2, waitlisted: 1, cancelled: 0, checked_in: 0 });
    expect(all.registrations.map((r) => r.name)).toEqual(['韩梅梅', '李雷', '王芳']);
    expect((await list({ status: 'waitlisted' })).registrations.map((r) => r.name)).toEqual(['王芳']);
    expect((await list({ audience: 'factory' })).registrations.map((r) => r.name)).toEqual(['李雷']);
    expect((await list({ q: '东方' })).registrations.map((r) => r.name)).toEqual(['李雷']);
    expect((await list({ q: '%' })).total).toBe(0);
    expect((await callApi(staffRoute, { query: { id: String(activityId), status: 'lost' }, headers: { cookie: cookies.editor } })).status).toBe(400);
  });

  it('exports the matching registrations as CSV', async () => {
    await registerOne({ name: '韩梅梅' });
    const answer = await callApi(staffCsvRoute, { query: { id: String(activityId) }, headers: { cookie: cookies.editor } });
    expect(answer.status).toBe(200);
    const lines = String(answer.body).split('\r\n');
    // One row per attendee: the registrant's "registered by" is empty (a companion's names their registrant).
    expect(lines[0]).toBe('\uFEFF报名时间,状态,姓名,报名人,手机号,邮箱,公司,职位,身份,人数,确认码,签到时间');
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},已确认,韩梅梅,,137\d{8},,青禾服饰,采购经理,零售商,1,[A-Z2-9]{12},$/);
    expect(answer.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('供应链沙龙-报名.csv')}`);
  });
});

