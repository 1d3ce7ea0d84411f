import { createServer, type Server, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import type { Database, Db } from '@/server/db/client';
import { messages } from '@/server/db/schema';
import { createLogger, setLogger } from '@/server/kernel/log';
import { claimDue } from '@/server/messages/delivery';
import { enqueueMessage } from '@/server/messages/outbox';
import type { OutgoingMessage, Transport } from '@/server/messages/transport';
import { createSmtpTransport } from '@/server/messages/transports/smtp';
import { startDeliveryWorker } from '@/server/messages/worker';
import { registerDomainMessageHooks } from '@/server/site/message-hooks';
import { freshDatabase } from './support/db';

/**
 * A mail server that accepts connections and never answers (issue 40) holds up no text message: each channel has
 * its own loop, a code someone waits for goes first in its channel, and stopping does not wait on the mail server.
 */

let database: Database;
let db: Db;
let hung: Server;
let port: number;
const sockets = new Set<Socket>();

beforeAll(async () => {
  registerDomainMessageHooks();
  setLogger(createLogger(undefined, 'silent'));
  database = await freshDatabase();
  db = database.db;
  hung = createServer((socket) => {
    // Accepted, and then nothing: no greeting, no answer, ever.
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
  port = (hung.address() as { port: number }).port;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => hung.close(resolve));
  await database.close();
});
beforeEach(() => db.delete(messages));

function textRecorder() {
  const sent: { message: OutgoingMessage; at: number }[] = [];
  const transport: Transport = {
    name: 'test',
    channel: 'sms',
    async send(message) {
      sent.push({ message, at: Date.now() });
      return { providerId: `p-${message.id}` };
    },
  };
  return { transport, sent };
}

/** Polls `check` every 25 ms until it holds or `ms` pass; whether it held. */
async function until(check: () => boolean, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 25))) if (check()) return true;
  return check();
}

const email = (n: number) => ({ kind: 'article_approved', to: { email: `author${n}@example.com` }, locale: 'zh-CN', params: { title: `文章 ${n}`, note: '' } });

describe('each channel on its own', () => {
  it('sends a verification code by SMS within 2 s while every e-mail waits on a mail server that never answers', async () => {
    for (let n = 1; n <= 5; n += 1) await enqueueMessage(db, email(n));
    const sms = textRecorder();
    const worker = startDeliveryWorker({
      db: async () => db,
      transports: { sms: sms.transport, email: createSmtpTransport({ url: `smtp://127.0.0.1:${port}`, from: 'noreply@example.com', timeoutMs: 10_000 }) },
      pollMs: 0,
      concurrency: 2,
      stopWaitMs: 300,
    });
    try {
      worker.wake();
      // The e-mails are with the mail server (both sending slots of the e-mail loop taken) before the code is written.
      expect(await until(() => sockets.size === 2, 5_000)).toBe(true);
      const written = Date.now();
      await enqueueMessage(db, { kind: 'verification_code', to: { mobile: '13800138000' }, locale: 'zh-CN', params: { code: '123456', purpose: 'signup', minutes: 5 } });
      worker.wake();
      expect(await until(() => sms.sent.length === 1, 2_000)).toBe(true);
      expect(sms.sent[0]!.at - written).toBeLessThan(2_000);
      expect(sms.sent[0]!.message.kind).toBe('verification_code');
      const [row] = await db.select().from(messages).where(eq(messages.kind, 'verification_code'));
      expect(row?.status).toBe('sent');
    } finally {
      const stopping = Date.now();
      await worker.stop();
      // Stopping gives up waiting on the hung server after stopWaitMs: it does not stretch a shutdown.
      expect(Date.now() - stopping).toBeLessThan(2_000);
    }
  });

  it('claims a code someone waits for ahead of older messages of its channel', async () => {
    for (let n = 1; n <= 3; n += 1) await enqueueMessage(db, email(n));
    await enqueueMessage(db, { kind: 'verification_code', to: { email: 'new@example.com' }, locale: 'zh-CN', params: { code: '654321', purpose: 'signup', minutes: 5 } });
    const claimed = await claimDue(db, new Date(Date.now() + 1000), 2, undefined, 'email');
    expect(claimed.map((row) => row.kind)).toEqual(['verification_code', 'article_approved']);
    expect(await claimDue(db, new Date(Date.now() + 1000), 10, undefined, 'sms')).toEqual([]);
  });
});
