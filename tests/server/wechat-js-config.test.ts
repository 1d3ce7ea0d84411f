import { env } from '@/server/kernel/env';
import type { Database } from '@/server/db/client';
import { useDatabase } from '@/server/db';
import { createLogger, setLogger } from '@/server/kernel/log';
import { wechatCredentials } from '@/server/db/schema';
import { wechatAccount } from '@/server/wechat/account';
import { forgetWechatCredentials } from '@/server/wechat/credentials';
import { jsSdkSignature } from '@/server/wechat/js-signature';
import route from '@/pages/api/wechat/js-config';
import { callApi } from './support/api';
import { freshDatabase } from './support/db';
import { startFakeWechat, type FakeWechat } from './support/fake-wechat';

/**
 * GET /api/wechat/js-config: wx.config's values for a page of the site, signed
 * with the ticket WeChat gave; nothing for another site's page; 503 when WeChat
 * gives no ticket. Without an official account configured, nothing of WeChat's.
 */

const APP_ID = 'wx00000000000000aa';
let database: Database;
let wechat: FakeWechat;

beforeAll(async () => {
  setLogger(createLogger(undefined, 'silent'));
  wechat = await startFakeWechat(APP_ID, 'secret-of-the-account');
  // Before anything reads the environment: env() keeps what it read first.
  Object.assign(process.env, { WECHAT_APP_ID: APP_ID, WECHAT_APP_SECRET: 'secret-of-the-account', WECHAT_API_BASE: wechat.base, SITE_URL: 'https://www.example.com' });
  database = await freshDatabase();
  useDatabase(database);
}, 30_000);
afterAll(async () => {
  await wechat.close();
  await database.close();
});

it('gives the page\'s wx.config values, signed for its address without the #fragment', async () => {
  const answer = await callApi(route, { query: { url: 'https://www.example.com/information-details?id=3#top' } });
  expect(answer.status).toBe(200);
  const body = answer.body as { appId: string; timestamp: number; nonceStr: string; signature: string };
  expect(body.appId).toBe(APP_ID);
  expect(body.nonceStr).toMatch(/^[A-Za-z0-9]{16}$/);
  expect(Math.abs(body.timestamp - Date.now() / 1000)).toBeLessThan(60);
  expect(body.signature).toBe(jsSdkSignature({ ticket: 'ticket-1', nonceStr: body.nonceStr, timestamp: body.timestamp, url: 'https://www.example.com/information-details?id=3' }));
  expect(answer.headers['cache-control']).toBe('no-store');
});

it('signs no page of another address', async () => {
  for (const url of ['https://evil.example.net/', 'http://www.example.com/', 'javascript:alert(1)', 'not a url']) {
    const answer = await callApi(route, { query: { url } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: 'validation_failed', fields: { url: ['只能为本站的页面签名。'] } } });
  }
  expect((await callApi(route, { query: {} })).status).toBe(400);
});

it('answers 503 when WeChat gives no ticket, and signs again once it does', async () => {
  await database.db.delete(wechatCredentials);
  forgetWechatCredentials(database.db);
  wechat.failNext('token', 45009);
  const refused = await callApi(route, { query: { url: 'https://www.example.com/' }, headers: { 'accept-language': 'en' } });
  expect(refused.status).toBe(503);
  expect(refused.body).toEqual({ error: { code: 'service_unavailable', message: 'A service this needs is not available right now; please try again later.', reference: expect.any(String) } });
  forgetWechatCredentials(database.db); // past the minute in which WeChat is not asked again (server/wechat/credentials.ts)
  expect((await callApi(route, { query: { url: 'https://www.example.com/' } })).status).toBe(200);
});

it('is off without an official account: nothing of WeChat\'s is configured', () => {
  const environment = (values: Record<string, string>) => env({ NODE_ENV: 'production', ...values });
  expect(wechatAccount(environment({}))).toBeNull();
  expect(wechatAccount(environment({ WECHAT_APP_ID: APP_ID, WECHAT_APP_SECRET: 's' }))).toMatchObject({ appId: APP_ID, apiBase: 'https://api.weixin.qq.com' });
  expect(() => environment({ WECHAT_APP_ID: APP_ID })).toThrow(/WECHAT_APP_SECRET: is required/);
});
