import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '@/server/db/client';
import { wechatCredentials } from '@/server/db/schema';
import { createLogger, setLogger } from '@/server/kernel/log';
import { WechatError } from '@/server/wechat/api';
import { forgetWechatCredentials, jsapiTicket, REFRESH_BEFORE_MS, RETRY_AFTER_FAILURE_MS } from '@/server/wechat/credentials';
import { jsSdkSignature, signedUrl } from '@/server/wechat/js-signature';
import { freshDatabase } from './support/db';
import { startFakeWechat, type FakeWechat } from './support/fake-wechat';

/**
 * WeChat's JS-SDK on the server: the documented signature, and the ticket and
 * token kept for every instance — asked of WeChat only when about to expire,
 * by one refresher at a time, again with a new token when WeChat says the
 * token ended, and a WechatError (never a stored bad value) when WeChat refuses.
 */

const APP_ID = 'wx0000000000000001';
const SECRET = 'fake-secret';
let database: Database & { url?: string };
let wechat: FakeWechat;
const account = () => ({ apiBase: wechat.base, appId: APP_ID, appSecret: SECRET });

beforeAll(async () => {
  setLogger(createLogger(undefined, 'silent'));
  database = await freshDatabase();
}, 30_000);
afterAll(() => database.close());
beforeEach(async () => {
  wechat = await startFakeWechat(APP_ID, SECRET);
  await database.db.delete(wechatCredentials);
  forgetWechatCredentials(database.db);
});
afterEach(() => wechat.close());

describe('the JS-SDK signature', () => {
  it('is the one WeChat publishes for its own example (JS-SDK documentation, appendix 1)', () => {
    expect(
      jsSdkSignature({
        ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        nonceStr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value',
      }),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('signs a page without its #fragment', () => {
    expect(signedUrl('https://example.com/hot?id=3#comments')).toBe('https://example.com/hot?id=3');
    expect(signedUrl('https://example.com/hot')).toBe('https://example.com/hot');
  });
});

describe('the jsapi_ticket', () => {
  it('is asked of WeChat once, then served from the database and memory until shortly before it ends', async () => {
    const now = new Date('2026-12-01T02:00:00Z');
    expect(await jsapiTicket(database, account(), now)).toBe('ticket-1');
    expect(await jsapiTicket(database, account(), new Date(now.getTime() + 60_000))).toBe('ticket-1');
    forgetWechatCredentials(database.db); // another instance: reads what this one stored
    expect(await jsapiTicket(database, account(), new Date(now.getTime() + 3_600_000))).toBe('ticket-1');
    expect(wechat.calls).toEqual({ token: 1, ticket: 1 });

    const [stored] = await database.db.select().from(wechatCredentials).where(eq(wechatCredentials.name, `jsapi_ticket:${APP_ID}`));
    expect(stored!.expiresAt.getTime()).toBe(now.getTime() + 7_200_000);

    // Within five minutes of its end: a new ticket, with the same token (still valid for as long).
    const late = new Date(now.getTime() + 7_200_000 - REFRESH_BEFORE_MS + 1000);
    expect(await jsapiTicket(database, account(), late)).toBe('ticket-2');
    expect(wechat.calls).toEqual({ token: 2, ticket: 2 });
  });

  it('is asked for once however many requests want one at the same moment', async () => {
    wechat.delayMs = 50;
    const tickets = await Promise.all(Array.from({ length: 20 }, () => jsapiTicket(database, account())));
    expect(new Set(tickets)).toEqual(new Set(['ticket-1']));
    expect(wechat.calls).toEqual({ token: 1, ticket: 1 });
  });

  it('takes a new token and tries once more when WeChat says the token has ended', async () => {
    const now = new Date();
    expect(await jsapiTicket(database, account(), now)).toBe('ticket-1');
    // The stored token looks valid for another two hours, but WeChat has ended it (a new one was asked for elsewhere).
    wechat.expireTokens();
    await database.db.delete(wechatCredentials).where(eq(wechatCredentials.name, `jsapi_ticket:${APP_ID}`));
    forgetWechatCredentials(database.db);
    expect(await jsapiTicket(database, account(), now)).toBe('ticket-3');
    expect(wechat.calls).toEqual({ token: 2, ticket: 3 });
  });

  it('fails with WeChat\'s errcode and stores nothing when WeChat refuses (a rate limit, a wrong secret)', async () => {
    const now = Date.now();
    // Each try a minute after the last: WeChat is not asked again sooner (the next test).
    const later = (tries: number) => new Date(now + tries * (RETRY_AFTER_FAILURE_MS + 1000));
    wechat.failNext('token', 45009);
    await expect(jsapiTicket(database, account(), later(0))).rejects.toMatchObject({ name: 'WechatError', errcode: 45009 });
    await expect(jsapiTicket(database, { ...account(), appSecret: 'wrong' }, later(1))).rejects.toBeInstanceOf(WechatError);
    expect(await database.db.select().from(wechatCredentials)).toEqual([]);
    // WeChat answers again: the next request gets a ticket.
    expect(await jsapiTicket(database, account(), later(2))).toBe('ticket-1');
  });

  it('does not ask WeChat again for a minute after it refused: every page view in WeChat asks for a signature', async () => {
    const now = new Date();
    wechat.failNext('token', 45009);
    await expect(jsapiTicket(database, account(), now)).rejects.toMatchObject({ errcode: 45009 });
    for (let second = 1; second < 60; second += 10) {
      await expect(jsapiTicket(database, account(), new Date(now.getTime() + second * 1000))).rejects.toMatchObject({ errcode: 45009 });
    }
    expect(wechat.calls).toEqual({ token: 1, ticket: 0 });
    expect(await jsapiTicket(database, account(), new Date(now.getTime() + RETRY_AFTER_FAILURE_MS))).toBe('ticket-1');
    expect(wechat.calls).toEqual({ token: 2, ticket: 1 });
  });

  it('fails with a WechatError when WeChat does not answer', async () => {
    await wechat.close();
    await expect(jsapiTicket(database, account())).rejects.toBeInstanceOf(WechatError);
    wechat = await startFakeWechat(APP_ID, SECRET);
  });

  (process.env.TEST_DATABASE_URL ? it : it.skip)('is asked for by one of two instances racing on PostgreSQL; the other uses it', async () => {
    const other = await openDatabase({ kind: 'postgres', url: database.url! });
    try {
      wechat.delayMs = 100;
      const [a, b] = await Promise.all([jsapiTicket(database, account()), jsapiTicket(other, account())]);
      expect([a, b]).toEqual(['ticket-1', 'ticket-1']);
      expect(wechat.calls).toEqual({ token: 1, ticket: 1 });
    } finally {
      await other.close();
    }
  });
});
