import { and, eq } from 'drizzle-orm';
import registrationsRoute from '@/pages/api/activities/[id]/registrations';
import resendRoute from '@/pages/api/activities/[id]/resend-ticket';
import codesRoute from '@/pages/api/auth/codes';
import signupRoute from '@/pages/api/auth/signup';
import feedbackRoute from '@/pages/api/feedback/index';
import cancelRoute from '@/pages/api/registrations/[code]/cancel';
import lookupRoute from '@/pages/api/registrations/lookup';
import { clearCache } from '@/server/kernel/cache';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { activities, feedback, jobApplications, messages, registrations, users } from '@/server/db/schema';
import { issueToken } from '@/server/feedback/token';
import { enqueueMessage } from '@/server/messages/outbox';
import { freshIp, post } from './auth-support';
import { callApi } from './support/api';
import { insertActivity } from './support/activities';
import { applicationFields, insertJob, PDF_RESUME, postApplication } from './support/applications';
import { freshDatabase } from './support/db';

/**
 * People outside mainland China: a number in E.164 (+44 7700 900123) and/or an e-mail address, as the one proof
 * of a registration (register, repeat, look-up, cancel, resend), sign-up, a job application and the contact form;
 * messages to such numbers go by SMS only with an international template (SMS_INTL_TEMPLATE_<NAME>), else by e-mail.
 */

jest.setTimeout(30_000);

let database: Database;
let activityId: number;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
}, 60_000);
afterAll(() => database.close());
beforeEach(async () => {
  clearCache();
  delete process.env.SMS_INTL_TEMPLATE_REGISTRATION_CONFIRMED;
  delete process.env.SMS_INTL_TEMPLATE_VERIFICATION_CODE;
  await database.db.delete(registrations);
  await database.db.delete(activities);
  activityId = (await insertActivity(database.db, { capacity: 10, perRegistrationLimit: 2 })).id;
});

const person = { name: 'Jane Smith', company: 'Smith & Daughters Ltd', position: 'Buyer', audience: 'retailer', quantity: 1, consent: true };
const register = (body: Record<string, unknown>, lang = 'en') =>
  callApi(registrationsRoute, { method: 'POST', query: { id: String(activityId) }, body: { ...person, ...body }, ip: freshIp(), headers: { 'accept-language': lang } });
const lookup = (body: Record<string, unknown>) => callApi(lookupRoute, { method: 'POST', body, ip: freshIp() });
const cancel = (code: string, body: Record<string, unknown>) => callApi(cancelRoute, { method: 'POST', query: { code }, body, ip: freshIp() });
const resend = (body: Record<string, unknown>) => callApi(resendRoute, { method: 'POST', query: { id: String(activityId) }, body, ip: freshIp() });
const codeOf = (answer: { body: unknown }) => (answer.body as { registration: { code: string } }).registration.code;
const errorOf = (answer: { body: unknown }) => (answer.body as { error: { code: string; message: string; fields?: Record<string, string[]> } }).error;
const sentTo = (recipient: string) => database.db.select().from(messages).where(eq(messages.recipient, recipient));

describe('registering from outside mainland China', () => {
  it('takes +44 7700 900123 with an e-mail address on the English site, stored in E.164; the ticket goes by e-mail', async () => {
    const answer = await register({ mobile: '+44 7700 900123', email: 'Jane.Smith@Example.co.uk' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ registration: { status: 'confirmed', name: 'Jane Smith' } });
    const [row] = await database.db.select().from(registrations).where(eq(registrations.code, codeOf(answer)));
    expect(row).toMatchObject({ mobile: '+447700900123', email: 'jane.smith@example.co.uk', locale: 'en' });
    // No international template: no text message to the UK number; the confirmation goes to the address.
    expect(await sentTo('+447700900123')).toEqual([]);
    const mails = (await sentTo('jane.smith@example.co.uk')).map((message) => [message.kind, message.channel]);
    expect(mails).toContainEqual(['registration_confirmed', 'email']);
    expect(mails.every(([, channel]) => channel === 'email')).toBe(true);
  });

  it('texts the number when its template has an international code', async () => {
    process.env.SMS_INTL_TEMPLATE_REGISTRATION_CONFIRMED = 'SMS_900000001';
    const answer = await register({ mobile: '+852 6123 4567', email: '' });
    expect(answer.status).toBe(201);
    expect((await sentTo('+85261234567')).map((message) => [message.kind, message.channel])).toEqual([['registration_confirmed', 'sms']]);
  });

  it('asks for an e-mail address with a number it cannot text', async () => {
    const answer = await register({ mobile: '+1 415 555 2671', email: '' });
    expect(answer.status).toBe(400);
    expect(errorOf(answer).fields).toEqual({ email: [expect.stringContaining('please also give your e-mail address')] });
    expect(await database.db.select().from(registrations)).toEqual([]);
  });

  it('takes an e-mail address alone, and two such registrants do not collide', async () => {
    const first = await register({ email: 'anna@example.de' });
    const second = await register({ mobile: '', email: 'ben@example.fr' });
    expect([first.status, second.status]).toEqual([201, 201]);
    const rows = await database.db.select({ mobile: registrations.mobile, email: registrations.email }).from(registrations);
    expect(rows).toEqual(expect.arrayContaining([{ mobile: '', email: 'anna@example.de' }, { mobile: '', email: 'ben@example.fr' }]));
  });

  it('refuses neither a number nor an address, and a number without its country code, in the request’s language', async () => {
    expect(errorOf(await register({ mobile: '', email: '' })).fields).toEqual({
      mobile: ['Give a mobile number or an e-mail address (or both): it is how you look up your registration and receive your ticket'],
    });
    expect(errorOf(await register({ mobile: '7700 900123', email: 'jane@example.co.uk' })).fields).toEqual({ mobile: [expect.stringContaining('+44 7700 900123')] });
    expect(errorOf(await register({ mobile: '', email: '' }, 'zh-CN')).fields).toEqual({ mobile: ['请填写手机号或邮箱（至少一项），用于查询报名和接收电子票'] });
  });

  it('answers a repeat by the same e-mail address with the 409, whatever number comes with it, and stores nothing', async () => {
    expect((await register({ email: 'jane@example.co.uk' })).status).toBe(201);
    for (const repeat of [{ email: 'JANE@example.co.uk' }, { mobile: '+44 7700 900124', email: 'jane@example.co.uk' }, { mobile: '13912345678', email: 'jane@example.co.uk' }]) {
      const answer = await register(repeat);
      expect(answer.status).toBe(409);
      expect(errorOf(answer).message).toMatch(/^This mobile number or e-mail address has already registered/);
    }
    // The same number with another address is the same person too.
    expect((await register({ mobile: '+44 7700 900123', email: 'a@example.co.uk' })).status).toBe(201);
    expect((await register({ mobile: '+447700900123', email: 'b@example.co.uk' })).status).toBe(409);
    expect(await database.db.select().from(registrations)).toHaveLength(2);
    const [activity] = await database.db.select().from(activities).where(eq(activities.id, activityId));
    expect(activity!.seatsTaken).toBe(2);
  });
});

describe('the e-mail address as the proof', () => {
  it('looks up and cancels an e-mail-only registration by its address and code; another address is the unknown code’s 404', async () => {
    const code = codeOf(await register({ email: 'anna@example.de' }));
    expect((await lookup({ email: 'Anna@Example.de', code })).status).toBe(200);
    expect((await lookup({ email: 'other@example.de', code })).status).toBe(404);
    expect((await lookup({ mobile: '+447700900123', code })).status).toBe(404);
    expect((await cancel(code, { email: 'other@example.de' })).status).toBe(404);
    const cancelled = await cancel(code, { email: 'anna@example.de' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ registration: { code, status: 'cancelled' } });
    // Cancelled, the address may register again (a new code).
    const again = await register({ email: 'anna@example.de' });
    expect(again.status).toBe(201);
    expect(codeOf(again)).not.toBe(code);
  });

  it('looks up a registration made with both by either, and by the international number as typed', async () => {
    const code = codeOf(await register({ mobile: '+44 7700 900123', email: 'jane@example.co.uk' }));
    expect((await lookup({ mobile: '+44 (7700) 900-123', code })).status).toBe(200);
    expect((await lookup({ email: 'jane@example.co.uk', code })).status).toBe(200);
    expect((await lookup({ mobile: '+44 7700 900123', email: 'wrong@example.co.uk', code })).status).toBe(404);
    expect(errorOf(await lookup({ code })).fields).toHaveProperty('mobile');
  });

  it('resends the ticket to the address asked for, and by the UK number to its address; the same 202 for an unknown one', async () => {
    await register({ mobile: '+44 7700 900123', email: 'jane@example.co.uk' });
    await database.db.delete(messages);
    expect((await resend({ email: 'jane@example.co.uk' })).status).toBe(202);
    expect((await sentTo('jane@example.co.uk')).map((message) => [message.kind, message.channel])).toEqual([['registration_ticket', 'email']]);
    await database.db.delete(messages);
    expect((await resend({ mobile: '+44 7700 900123' })).status).toBe(202);
    expect(await sentTo('+447700900123')).toEqual([]);
    expect((await sentTo('jane@example.co.uk')).map((message) => message.kind)).toEqual(['registration_ticket']);
    await database.db.delete(messages);
    expect((await resend({ email: 'nobody@example.co.uk' })).status).toBe(202);
    expect(await database.db.select().from(messages)).toEqual([]);
  });
});

describe('the outbox', () => {
  it('texts mainland numbers as before, and international ones only with an international template', async () => {
    const params = { code: '123456' };
    await database.db.delete(messages);
    await enqueueMessage(database.db, { kind: 'verification_code', to: { mobile: '13912345678' }, locale: 'zh-CN', params });
    await enqueueMessage(database.db, { kind: 'verification_code', to: { mobile: '+447700900123', fallbackEmail: 'jane@example.co.uk' }, locale: 'en', params });
    process.env.SMS_INTL_TEMPLATE_VERIFICATION_CODE = 'SMS_900000002';
    await enqueueMessage(database.db, { kind: 'verification_code', to: { mobile: '+85261234567' }, locale: 'en', params });
    const sent = await database.db.select({ channel: messages.channel, recipient: messages.recipient }).from(messages).orderBy(messages.id);
    expect(sent).toEqual([
      { channel: 'sms', recipient: '13912345678' },
      { channel: 'email', recipient: 'jane@example.co.uk' },
      { channel: 'sms', recipient: '+85261234567' },
    ]);
  });
});

describe('sign-up from outside mainland China', () => {
  const body = (login: string, code: string) => ({ name: 'Jane Smith', login, code, password: 'Harbour-Lights-77', consent: true });

  it('signs up with an e-mail address, and with an international number where codes can be texted there', async () => {
    const email = `jane.${Date.now()}@example.co.uk`;
    expect((await post(codesRoute, { purpose: 'signup', login: email })).status).toBe(202);
    const [emailCode] = await sentTo(email);
    expect((await post(signupRoute, body(email, String(emailCode!.params.code)))).status).toBe(201);

    process.env.SMS_INTL_TEMPLATE_VERIFICATION_CODE = 'SMS_900000002';
    expect((await post(codesRoute, { purpose: 'signup', login: '+44 7700 900555' })).status).toBe(202);
    const [smsCode] = await sentTo('+447700900555');
    expect(smsCode).toMatchObject({ channel: 'sms' });
    expect((await post(signupRoute, body('+44 7700 900555', String(smsCode!.params.code)))).status).toBe(201);
    const [user] = await database.db.select().from(users).where(eq(users.login, '+447700900555'));
    expect(user).toMatchObject({ name: 'Jane Smith' });
    expect(user!.loginVerifiedAt).not.toBeNull();
  });

  it('refuses to send a code to an international number it cannot text, saying to use e-mail', async () => {
    const answer = await post(codesRoute, { purpose: 'signup', login: '+1 415 555 2671' }, { lang: 'en' });
    expect(answer.status).toBe(400);
    expect(errorOf(answer).fields).toEqual({ login: ['We cannot send text messages to numbers outside mainland China yet: please use your e-mail address'] });
    expect(await sentTo('+14155552671')).toEqual([]);
  });
});

describe('applications and the contact form', () => {
  it('takes a job application with an international number, stored in E.164; its receipt goes by e-mail', async () => {
    const job = await insertJob(database.db, { title: 'Buyer, Europe' });
    const answer = await postApplication(job.id, applicationFields({ mobile: '+44 7700 900777', email: 'applicant@example.co.uk' }), PDF_RESUME, { ip: freshIp() });
    expect(answer.status).toBe(201);
    const [row] = await database.db.select().from(jobApplications).where(eq(jobApplications.jobId, job.id));
    expect(row).toMatchObject({ mobile: '+447700900777', email: 'applicant@example.co.uk' });
    expect(await sentTo('+447700900777')).toEqual([]);
    expect((await sentTo('applicant@example.co.uk')).length).toBeGreaterThan(0);
  });

  it('takes a message from the contact form with a Hong Kong number', async () => {
    const answer = await callApi(feedbackRoute, {
      method: 'POST',
      ip: freshIp(),
      body: {
        name: 'Chan Tai Man',
        mobile: '+852 6123 4567',
        email: '',
        company: 'Harbour Trading',
        audience: 'brand',
        topic: 'exhibition',
        message: 'Hello, we would like to know the booth prices for next year’s show.',
        consent: true,
        token: await issueToken(database.db, new Date(Date.now() - 60_000)),
        website: '',
      },
    });
    expect(answer.status).toBe(201);
    const rows = await database.db.select().from(feedback).where(and(eq(feedback.name, 'Chan Tai Man')));
    expect(rows).toEqual([expect.objectContaining({ mobile: '+85261234567' })]);
  });
});
