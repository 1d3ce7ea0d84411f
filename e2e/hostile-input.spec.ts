import { routes } from '../lib/routes';
import { text } from './support/site';
import { expect, test } from './support/test';

/**
 * The inputs that once made a 500, sent to `next start` as a browser or a
 * script would send them: through the proxy, Next's own parsing and the pages.
 * (tests/server/hostile-input.test.ts drives every route with generated ones.)
 */

test('a NUL in a search is searched without it; in a filter it is the 400 page, which says what to do', async ({ page, request }) => {
  for (const path of ['/hot?q=%00', '/practical?q=admin%00', '/join-us?q=%00%01', '/pay-news?q=%00', '/join-us?q=%FF']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  for (const path of ['/join-us?department=%00', '/join-us?city=%E4%B8%8A%00', '/information-details?id=1%00', '/join-us?city=%FF']) {
    expect((await request.get(path)).status(), path).toBe(400);
  }

  const response = await page.goto(`${routes.joinUs}?department=%00`);
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1, name: text('zh-CN', 'errors', 'badRequest') })).toBeVisible();
  await expect(page.getByText(text('zh-CN', 'errors', 'badRequestHint'))).toBeVisible();
  await expect(page.getByText('Bad Request')).toHaveCount(0);
});

test('the API answers NUL, bad encodings and odd shapes with a 4xx in its one error shape', async ({ request }) => {
  expect((await request.get('/api/articles?q=%00')).status()).toBe(200);
  const filter = await request.get('/api/jobs?department=%00');
  expect(filter.status()).toBe(400);
  expect(await filter.json()).toEqual({
    error: { code: 'validation_failed', message: '请检查填写的内容。', fields: { department: ['含有不允许的控制字符，请删除后重试。'] } },
  });
  // Escapes that are not UTF-8: dropped from a search, refused in a filter.
  expect((await request.get('/api/articles?q=%FF%FE')).status()).toBe(200);
  const encoding = await request.get('/api/jobs?city=%FF');
  expect(encoding.status()).toBe(400);
  expect(await encoding.json()).toEqual({
    error: { code: 'validation_failed', message: '请检查填写的内容。', fields: { city: ['地址中含有无效的编码（不是 UTF-8），请检查链接。'] } },
  });

  // A ticket's PDF and QR image: an odd code, key or format is a 4xx, never a 500.
  expect((await request.post('/api/registrations/ABCDEFGHJKLM/ticket.pdf', { data: { key: 'ab\u0000cdefghi' } })).status()).toBe(400);
  expect((await request.get('/api/registrations/%00/ticket.pdf')).status()).toBe(400);
  expect((await request.get('/api/registrations/ABCDEFGHJKLM/qr?format=%00')).status()).toBe(400);

  const login = await request.post('/api/auth/login', { data: { login: 'admin\u0000', password: 'x'.repeat(12) } });
  expect(login.status()).toBe(400);
  expect(await login.json()).toMatchObject({ error: { code: 'validation_failed', fields: { login: ['含有不允许的控制字符，请删除后重试。'] } } });

  // Bytes that are not UTF-8 in a JSON body: refused by the proxy, in English when asked.
  const bytes = Buffer.concat([Buffer.from('{"login":"'), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('","password":"whatever-12"}')]);
  const invalid = await request.post('/api/auth/login', { data: bytes, headers: { 'content-type': 'application/json', 'accept-language': 'en' } });
  expect(invalid.status()).toBe(400);
  expect(await invalid.json()).toEqual({ error: { code: 'bad_request', message: 'What you sent is not valid UTF-8 text.' } });

  // The registration route reads its own body (outside the proxy, for speed in a rush): the same answers.
  const registrations = '/api/activities/1/registrations';
  const rawInvalid = await request.post(registrations, { data: bytes, headers: { 'content-type': 'application/json', 'accept-language': 'en' } });
  expect(rawInvalid.status()).toBe(400);
  expect(await rawInvalid.json()).toEqual({ error: { code: 'bad_request', message: 'What you sent is not valid UTF-8 text.' } });
  expect(rawInvalid.headers()['x-content-type-options']).toBe('nosniff');
  expect(rawInvalid.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const notJson = await request.post(registrations, { data: Buffer.from('{"name":'), headers: { 'content-type': 'application/json' } });
  expect(notJson.status()).toBe(400);
  expect(await notJson.json()).toEqual({ error: { code: 'bad_request', message: '提交的内容不是有效的 JSON。' } });
  const huge = await request.post(registrations, { data: JSON.stringify({ name: 'x'.repeat(1_100_000) }), headers: { 'content-type': 'application/json' } });
  expect(huge.status()).toBe(413);
  expect(await huge.json()).toMatchObject({ error: { code: 'payload_too_large' } });

  // The registration page's question "am I registered?": an odd id is refused, odd capability cookies prove nothing.
  const oddId = await request.get('/api/activities/1%00/my-registration');
  expect(oddId.status()).toBeGreaterThanOrEqual(400);
  expect(oddId.status()).toBeLessThan(500);
  const oddCookies = await request.get('/api/activities/1/my-registration', {
    headers: { cookie: `tmz_reg_%00=%FF; tmz_reg_=x; tmz_reg_${'A'.repeat(4000)}=${'B'.repeat(43)}` },
  });
  expect(oddCookies.status()).toBe(200);
  expect(await oddCookies.json()).toEqual({ registration: null });

  const proto = await request.post('/api/auth/login', { data: '{"__proto__":"x\\u0000","constructor":{"prototype":1}}', headers: { 'content-type': 'application/json' } });
  expect(proto.status()).toBe(400);
  const deep = await request.post('/api/feedback', { data: `${'['.repeat(5000)}${']'.repeat(5000)}`, headers: { 'content-type': 'application/json' } });
  expect(deep.status()).toBeLessThan(500);
});
