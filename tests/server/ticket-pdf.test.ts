import { existsSync, statSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import registrationsRoute from '@/pages/api/activities/[id]/registrations';
import cancelRoute from '@/pages/api/registrations/[code]/cancel';
import pdfRoute from '@/pages/api/registrations/[code]/ticket.pdf';
import qrRoute from '@/pages/api/registrations/[code]/qr';
import { ticketLink } from '@/server/activities/registrations/messages';
import { renderTicketPdf, type TicketPdfView } from '@/server/activities/registrations/ticket-pdf';
import { chooseFace, collectionFaces, ticketFontPath } from '@/server/activities/registrations/ticket-font';
import { clearCache } from '@/server/kernel/cache';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { activities, messages, registrations } from '@/server/db/schema';
import { deliverDue } from '@/server/messages/delivery';
import type { OutgoingMessage, Transport, Transports } from '@/server/messages/transport';
import { registerDomainMessageHooks } from '@/server/site/message-hooks';
import { freshIp } from './auth-support';
import { callApi, cookiePair, type ApiAnswer } from './support/api';
import { insertActivity } from './support/activities';
import { freshDatabase } from './support/db';
import { embeddedFonts, pdfText } from './support/pdf-text';

/**
 * PDF tickets: what the file holds (read back as text through the embedded
 * font's own map, so a missing or wrong glyph fails), who may download it
 * (exactly whoever may see the ticket), and the confirmation e-mail that
 * carries it, made when the e-mail is sent. `npm test` installs a CJK font
 * when the machine has none (scripts/test.mjs): without one these tests fail.
 */

let database: Database;

beforeAll(async () => {
  // As the app's start-up does before its delivery worker starts: the domains' last look and attachments.
  registerDomainMessageHooks();
  database = await freshDatabase();
  useDatabase(database);
}, 30_000);
afterAll(() => database.close());
beforeEach(async () => {
  clearCache();
  await database.db.delete(messages);
  await database.db.delete(registrations);
  await database.db.delete(activities);
});

let mobileCount = 0;
const newMobile = () => {
  mobileCount += 1;
  return `136${String(mobileCount).padStart(8, '0')}`;
};

const form = (overrides: Record<string, unknown> = {}) => {
  const quantity = typeof overrides.quantity === 'number' ? overrides.quantity : 2;
  return {
    name: '欧阳晓兰',
    mobile: newMobile(),
    email: '',
    company: '杭州青禾服饰有限公司',
    position: '采购经理',
    audience: 'retailer',
    quantity,
    // A group names everyone else it is for.
    attendees: Array.from({ length: quantity - 1 }, (_, index) => ({ name: `同行人${index + 2}` })),
    consent: true,
    ...overrides,
  };
};

interface Answer {
  registration: { code: string; status: string; cancelledLabel: string | null };
}

async function registered(activityId: number, overrides: Record<string, unknown> = {}) {
  const input = form(overrides);
  const made = await callApi(registrationsRoute, { method: 'POST', query: { id: String(activityId) }, body: input, ip: freshIp() });
  if (made.status !== 201) throw new Error(`registration answered ${made.status}`);
  const cookie = made.cookies.find((set) => set.startsWith('tmz_reg_'));
  return { code: (made.body as Answer).registration.code, cookie: cookie ? cookiePair(cookie) : '', mobile: input.mobile };
}

const getPdf = (code: string, headers: Record<string, string> = {}) => callApi(pdfRoute, { query: { code }, headers });
const postPdf = (code: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  callApi(pdfRoute, { method: 'POST', query: { code }, body, ip: freshIp(), headers });

const NOT_FOUND = { error: { code: 'not_found', message: '没有找到这条报名：请核对手机号或邮箱和确认码。' } };

function pdfOf(answer: ApiAnswer): Buffer {
  expect(answer.status).toBe(200);
  expect(Buffer.isBuffer(answer.body)).toBe(true);
  return answer.body as Buffer;
}

const grouped = (code: string) => code.replace(/(.{4})(?=.)/g, '$1 ');

describe('the PDF ticket', () => {
  it('is set in a CJK font of this machine (npm test installs one when missing)', () => {
    const path = ticketFontPath();
    expect(path).not.toBeNull();
    expect(existsSync(path!)).toBe(true);
  });

  it('holds the activity, time, place, holder and code as text, in a subset of the embedded CJK font', async () => {
    const view: TicketPdfView = {
      registration: { code: 'ABCDEFGHJKLM', name: '欧阳晓兰', quantity: 2, status: 'confirmed' },
      activity: {
        id: 7,
        title: '2026 秋季面料采购对接会',
        startLabel: '2026-10-15 09:00',
        endLabel: '2026-10-15 17:00',
        venue: '杭州国际博览中心',
        address: '萧山区奔竞大道 353 号',
        online: false,
        onlineUrl: null,
      },
    };
    const pdf = await renderTicketPdf(view, 'zh-CN');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of ['电子票', '2026 秋季面料采购对接会', '确认码', 'ABCD EFGH JKLM', '报名人', '欧阳晓兰', '2 人', '2026-10-15 09:00 至 2026-10-15 17:00', '杭州国际博览中心（萧山区奔竞大道 353 号）']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('\uFFFD');

    const fonts = embeddedFonts(pdf);
    expect(fonts).toHaveLength(1);
    // A subset's name carries a six-letter tag (PDF 32000-1, 9.6.4); only the glyphs used are in it.
    expect(fonts[0]!.name).toMatch(/^[A-Z]{6}\+\S+$/);
    expect(fonts[0]!.bytes).toBeGreaterThan(1_000);
    expect(fonts[0]!.bytes).toBeLessThan(statSync(ticketFontPath()!).size / 20);

    // One page, in both languages (a long hint once pushed the site's address onto a second).
    const pages = (file: Buffer) => file.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length;
    expect(pages(pdf)).toBe(1);
    const englishPdf = await renderTicketPdf(view, 'en');
    expect(pages(englishPdf)).toBe(1);
    const english = pdfText(englishPdf);
    for (const expected of ['E-ticket', 'Confirmation code', 'ABCD EFGH JKLM', 'Registrant', '欧阳晓兰', '2026-10-15 09:00 to 2026-10-15 17:00']) {
      expect(english).toContain(expected);
    }
  });

  it('takes the Simplified Chinese face of a font collection', () => {
    expect(chooseFace(['NotoSansCJKjp-Regular', 'NotoSansCJKkr-Regular', 'NotoSansCJKsc-Regular', 'NotoSansMonoCJKsc-Regular'])).toBe('NotoSansCJKsc-Regular');
    expect(chooseFace(['WenQuanYiMicroHeiMono', 'WenQuanYiMicroHei'])).toBe('WenQuanYiMicroHei');
    expect(collectionFaces(Buffer.from('not a font'))).toEqual([]);
  });
});

describe('GET and POST /api/registrations/{code}/ticket.pdf', () => {
  it('gives the registering browser its ticket as a private attachment named after the code', async () => {
    const activity = await insertActivity(database.db, { title: '供应链沙龙', venue: '会展中心', address: '滨江区江南大道 1 号' });
    const { code, cookie } = await registered(activity.id);
    const answer = await getPdf(code, { cookie });
    const text = pdfText(pdfOf(answer));
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="tmz-ticket-${code}.pdf"`);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(text).toContain(grouped(code));
    expect(text).toContain('欧阳晓兰');
    expect(text).toContain('供应链沙龙');
    expect(text).toContain('会展中心（滨江区江南大道 1 号）');
  });

  it('is in English for an English request', async () => {
    const activity = await insertActivity(database.db, { titleEn: 'Supply Chain Salon' });
    const { code, cookie } = await registered(activity.id);
    const text = pdfText(pdfOf(await getPdf(code, { cookie, 'accept-language': 'en' })));
    expect(text).toContain('Supply Chain Salon');
    expect(text).toContain('Confirmation code');
  });

  it('opens with the ticket link’s key or the mobile number in the body; strangers get the 404 of an unknown code', async () => {
    const activity = await insertActivity(database.db);
    const { code, cookie, mobile } = await registered(activity.id);
    const key = (await ticketLink(database.db, code)).slice(-10);

    expect(pdfText(pdfOf(await postPdf(code, { key })))).toContain(grouped(code));
    expect(pdfText(pdfOf(await postPdf(code, { mobile })))).toContain(grouped(code));

    // Without proof, with the code alone, a wrong key, another number, or another registration's cookie.
    const other = await registered(activity.id);
    const wrongKey = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    for (const refused of [
      await getPdf(code),
      await postPdf(code, {}),
      await postPdf(code, { key: wrongKey }),
      await postPdf(code, { mobile: newMobile() }),
      await getPdf(code, { cookie: other.cookie }),
      await getPdf('ABCDEFGHJKLM', { cookie }),
    ]) {
      expect(refused).toMatchObject({ status: 404, body: NOT_FOUND });
    }
    expect((await getPdf('not-a-code', { cookie })).status).toBe(400);
  });

  it('has no ticket for a waitlisted or cancelled registration (409), saying why', async () => {
    const full = await insertActivity(database.db, { capacity: 1, seatsTaken: 1 });
    const waiting = await registered(full.id, { quantity: 1 });
    expect(await getPdf(waiting.code, { cookie: waiting.cookie })).toMatchObject({
      status: 409,
      body: { error: { code: 'conflict', message: '候补中的报名还没有电子票：转为报名成功后即可下载。' } },
    });

    const activity = await insertActivity(database.db);
    const mine = await registered(activity.id);
    await callApi(cancelRoute, { method: 'POST', query: { code: mine.code }, body: {}, ip: freshIp(), headers: { cookie: mine.cookie } });
    expect(await getPdf(mine.code, { cookie: mine.cookie })).toMatchObject({
      status: 409,
      body: { error: { code: 'conflict', message: '这条报名已取消，没有电子票。' } },
    });
  });
});

describe('a cancelled registration', () => {
  it('answers with when it was cancelled', async () => {
    const activity = await insertActivity(database.db);
    const mine = await registered(activity.id);
    const cancelled = await callApi(cancelRoute, { method: 'POST', query: { code: mine.code }, body: {}, ip: freshIp(), headers: { cookie: mine.cookie } });
    const [row] = await database.db.select().from(registrations).where(eq(registrations.code, mine.code));
    expect(row!.cancelledAt).toBeInstanceOf(Date);
    expect((cancelled.body as Answer).registration).toMatchObject({ status: 'cancelled', cancelledLabel: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/) });
  });
});

describe('the confirmation e-mail', () => {
  function recorder(channel: 'sms' | 'email'): { transport: Transport; sent: OutgoingMessage[] } {
    const sent: OutgoingMessage[] = [];
    return {
      sent,
      transport: {
        name: 'recorder',
        channel,
        async send(message) {
          sent.push(message);
          return { providerId: null };
        },
      },
    };
  }

  it('carries the PDF ticket, made when it is sent; the SMS and the waitlist e-mail carry none', async () => {
    const activity = await insertActivity(database.db, { capacity: 2 });
    const { code } = await registered(activity.id, { email: 'ouyang@example.cn', quantity: 2 });
    await registered(activity.id, { email: 'waiting@example.cn', quantity: 1 });
    // The outbox row holds the parameters only, never the file.
    const rows = await database.db.select().from(messages).where(eq(messages.channel, 'email'));
    expect(JSON.stringify(rows.map((row) => row.params))).not.toContain('PDF');

    const email = recorder('email');
    const sms = recorder('sms');
    const transports: Transports = { email: email.transport, sms: sms.transport };
    await deliverDue(database.db, transports);

    const confirmation = email.sent.find((message) => message.kind === 'registration_confirmed');
    expect(confirmation?.attachments).toHaveLength(1);
    const [attachment] = confirmation!.attachments!;
    expect(attachment).toMatchObject({ filename: `tmz-ticket-${code}.pdf`, contentType: 'application/pdf' });
    const text = pdfText(attachment!.content);
    expect(text).toContain(grouped(code));
    expect(text).toContain('欧阳晓兰');
    // The e-mail says so, and names the file.
    expect(confirmation!.rendered.channel === 'email' && confirmation!.rendered.text).toContain(`电子票 PDF 见附件（tmz-ticket-${code}.pdf）`);

    const waitlisted = email.sent.find((message) => message.kind === 'registration_waitlisted');
    expect(waitlisted?.attachments ?? []).toEqual([]);
    expect(sms.sent.every((message) => (message.attachments ?? []).length === 0)).toBe(true);
  });

  it('goes without it when the registration was cancelled before it was sent', async () => {
    const activity = await insertActivity(database.db);
    const mine = await registered(activity.id, { email: 'late@example.cn' });
    await database.db.update(registrations).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(registrations.code, mine.code));
    const email = recorder('email');
    await deliverDue(database.db, { email: email.transport, sms: recorder('sms').transport });
    const confirmation = email.sent.find((message) => message.kind === 'registration_confirmed');
    expect(confirmation).toBeDefined();
    expect(confirmation!.attachments).toEqual([]);
    expect(confirmation!.rendered.channel === 'email' && confirmation!.rendered.text).not.toContain('PDF');
  });
});

describe('GET /api/registrations/{code}/qr?format=png', () => {
  it('is the ticket’s QR code as a PNG for the photo album', async () => {
    const answer = await callApi(qrRoute, { query: { code: 'ABCDEFGHJKLM', format: 'png' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['content-disposition']).toBe('inline; filename="tmz-ticket-qr-ABCDEFGHJKLM.png"');
    const png = answer.body as Buffer;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // IHDR: 720 × 720 pixels.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([720, 720]);
    expect((await callApi(qrRoute, { query: { code: 'bad', format: 'png' } })).status).toBe(400);
    expect((await callApi(qrRoute, { query: { code: 'ABCDEFGHJKLM', format: 'gif' } })).status).toBe(400);
    // Without a format, the SVG the ticket page shows.
    expect((await callApi(qrRoute, { query: { code: 'ABCDEFGHJKLM' } })).headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  });
});
