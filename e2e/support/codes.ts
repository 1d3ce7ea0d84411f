import { request as requests, type APIRequestContext } from '@playwright/test';
import { withQuery } from '../../lib/routes';
import accounts from './accounts.json';
import { BASE_URL } from './servers';
import { expect } from './test';

/**
 * One-time codes in the browser tests. The e2e servers send with the log
 * transport, so a code is read where staff read it: the message's text at
 * /admin/messages (here through the list's own API, GET /api/admin/messages,
 * as the e2e admin in a request context of its own, so that the test's page
 * keeps its session). e2e/verification.spec.ts reads the page itself.
 */

const admins = new Map<string, Promise<APIRequestContext>>();

/** The e2e admin's API context on a server (the default one, or the third-party one): logged in once per worker. */
function adminRequest(baseURL = BASE_URL): Promise<APIRequestContext> {
  let admin = admins.get(baseURL);
  admin ??= (async () => {
    const context = await requests.newContext({ baseURL });
    const response = await context.post('/api/auth/login', { data: { login: accounts.admin.login, password: accounts.password, portal: 'member' } });
    expect(response.status()).toBe(200);
    return context;
  })();
  admins.set(baseURL, admin);
  return admin;
}

/** The first six digits of a text: a verification message's code ("您的验证码为 123456，…", "您的验证码：123456"). */
export const codeIn = (text: string) => /\b\d{6}\b/.exec(text)?.[0] ?? '';

/** The code of the newest verification message to a login, as listed for staff (the message is listed as soon as it is written). */
export async function codeSentTo(login: string, baseURL = BASE_URL): Promise<string> {
  const staff = await adminRequest(baseURL);
  let code = '';
  await expect
    .poll(async () => {
      const response = await staff.get(withQuery('/api/admin/messages', { recipient: login, kind: 'verification_code' }));
      expect(response.status()).toBe(200);
      const { messages } = (await response.json()) as { messages: { text: string }[] };
      code = codeIn(messages[0]?.text ?? '');
      return code;
    })
    .not.toBe('');
  return code;
}

/** Asks for a sign-up code to a login (as the sign-up form's 获取验证码 does) and answers it. */
export async function signupCode(request: APIRequestContext, login: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await request.post('/api/auth/codes', { data: { purpose: 'signup', login }, headers });
  expect(response.status()).toBe(202);
  return codeSentTo(login);
}
