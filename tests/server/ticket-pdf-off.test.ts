import { eq } from 'drizzle-orm';
import registrationsRoute from '@/pages/api/activities/[id]/registrations';
import pdfRoute from '@/pages/api/registrations/[code]/ticket.pdf';
import { reportTicketFont, ticketFontHelp } from '@/server/activities/registrations/ticket-font';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { messages } from '@/server/db/schema';
import { deliverDue } from '@/server/messages/delivery';
import { registerDomainMessageHooks } from '@/server/site/message-hooks';
import type { OutgoingMessage, Transport } from '@/server/messages/transport';
import { freshIp } from './auth-support';
import { callApi, cookiePair } from './support/api';
import { insertActivity } from './support/activities';
import { freshDatabase } from './support/db';
import { captureLog } from './support/log-capture';

/**
 * A server without a CJK font (here: TICKET_FONT_PATH names no file) makes no
 * PDF tickets: the download says so with a 503, the confirmation e-mail goes
 * without its attachment (a warning in the log), and the start-up log says
 * once how to turn them on.
 */

process.env.TICKET_FONT_PATH = '/nonexistent/fonts/cjk.ttc';

let database: Database;
beforeAll(async () => {
  // As the app's start-up does before its delivery worker starts: the domains' last look and attachments.
  registerDomainMessageHooks();
  database = await freshDatabase();
  useDatabase(database);
}, 30_000);
afterAll(() => database.close());

function recorder(channel: 'sms' | 'email'): { transport: Transport; sent: OutgoingMessage[] } {
  const sent: OutgoingMessage[] = [];
  return { sent, transport: { name: 'recorder', channel, send: async (message) => (sent.push(message), { providerId: null }) } };
}

it('answers the download with a clear 503, and sends the e-mail without the PDF, warning in the log', async () => {
  const log = captureLog();
  const activity = await insertActivity(database.db);
  const made = await callApi(registrationsRoute, {
    method: 'POST',
    query: { id: String(activity.id) },
    ip: freshIp(),
    body: { name: '李雷', mobile: '13700000001', email: 'lilei@example.cn', company: '青禾服饰', position: '采购', audience: 'retailer', quantity: 1, consent: true },
  });
  const { code } = (made.body as { registration: { code: string } }).registration;
  const cookie = cookiePair(made.cookies.find((set) => set.startsWith('tmz_reg_'))!);

  expect(await callApi(pdfRoute, { query: { code }, headers: { cookie } })).toMatchObject({
    status: 503,
    body: { error: { code: 'service_unavailable', message: '本站暂时无法生成 PDF 电子票。请截图保存本页的二维码和确认码，入场时出示即可。' } },
  });
  expect((await callApi(pdfRoute, { query: { code }, headers: { cookie, 'accept-language': 'en' } })).body).toMatchObject({
    error: { message: expect.stringContaining('PDF tickets cannot be made on this site right now') },
  });

  const email = recorder('email');
  expect(await deliverDue(database.db, { email: email.transport, sms: recorder('sms').transport })).toMatchObject({ sent: 2, failed: 0 });
  const confirmation = email.sent.find((message) => message.kind === 'registration_confirmed')!;
  expect(confirmation.attachments).toEqual([]);
  expect(confirmation.rendered.channel === 'email' && confirmation.rendered.text).not.toContain('PDF');
  const [row] = await database.db.select().from(messages).where(eq(messages.id, confirmation.id));
  expect(row!.status).toBe('sent');
  const warnings = log.map((line) => JSON.parse(line) as { event?: string; level: string; msg: string; registrationId?: number }).filter((entry) => entry.event === 'ticket_pdf_off');
  expect(warnings.length).toBeGreaterThanOrEqual(2);
  expect(warnings.some((entry) => entry.registrationId !== undefined && entry.msg.startsWith('The e-mail goes without its PDF ticket.'))).toBe(true);
  expect(warnings.every((entry) => entry.level === 'warn' && entry.msg.includes('TICKET_FONT_PATH=/nonexistent/fonts/cjk.ttc is not a file'))).toBe(true);
});

it('says once at start-up that PDF tickets are off, and how to turn them on', () => {
  const log = captureLog();
  reportTicketFont();
  reportTicketFont();
  const said = log.map((line) => JSON.parse(line) as { event?: string; msg: string }).filter((entry) => entry.event === 'ticket_pdf_off');
  expect(said).toHaveLength(1);
  expect(said[0]!.msg).toBe(ticketFontHelp());
  expect(ticketFontHelp('')).toMatch(/apt-get install fonts-wqy-microhei.*or set TICKET_FONT_PATH/);
});
