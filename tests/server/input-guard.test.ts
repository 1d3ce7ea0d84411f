import type { GetServerSidePropsContext } from 'next';
import { normaliseError } from '@/lib/errors';
import { textProblem, withoutRefusedCharacters } from '@/lib/http/text-input';
import articlesRoute from '@/pages/api/articles/index';
import loginRoute from '@/pages/api/auth/login';
import adminActivitiesRoute from '@/pages/api/admin/activities/index';
import adminJobsRoute from '@/pages/api/admin/jobs/index';
import feedbackRoute from '@/pages/api/feedback/index';
import jobsRoute from '@/pages/api/jobs/index';
import { getServerSideProps as hotPage } from '@/pages/hot';
import { getServerSideProps as joinUsPage } from '@/pages/join-us/index';
import { getServerSideProps as practicalPage } from '@/pages/practical';
import { BODY_DEPTH_MAX, guardBody, guardQuery, QUERY_TEXT_MAX } from '@/server/http/input-guard';
import { carriesApiJson, invalidEncodingBody, isUtf8 } from '@/server/http/body-encoding';
import { clearCache } from '@/server/kernel/cache';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { seedIfEmpty } from '@/server/db/seed/run';
import { issueSession } from '@/server/auth/sessions';
import { buildUser, freshIp } from './auth-support';
import { callApi } from './support/api';
import { freshDatabase } from './support/db';

/**
 * The input guard (issue 18, item 2), with the inputs that made a 500 before
 * it: NUL in a search, a filter and a login, on the embedded database.
 */

describe('what text may enter', () => {
  it('refuses C0 controls but TAB, LF and CR, and lone surrogates; keeps pairs and everything else', () => {
    expect(textProblem('admin\u0000')).toBe('control');
    expect(textProblem('\u001b[31m')).toBe('control');
    expect(textProblem('第一行\n第二行\r\n\t缩进')).toBeNull();
    expect(textProblem('\ud800')).toBe('surrogate');
    expect(textProblem('a\udc00')).toBe('surrogate');
    expect(textProblem('😀 emoji 汉字 ＝＋')).toBeNull();
    expect(textProblem('\u007f\u0085\u200b')).toBeNull();
  });

  it('cleans free-text search of what it refuses', () => {
    expect(withoutRefusedCharacters('adm\u0000in\u0001 😀\ud800')).toBe('admin 😀');
    expect(withoutRefusedCharacters('供应链')).toBe('供应链');
  });

  it('reads U+FFFD in a query value as an address that was not UTF-8: refused, or dropped from a search', () => {
    const query: Record<string, string | string[]> = { q: '供\ufffd应链', city: '上海\ufffd' };
    expect(guardQuery(query)).toEqual({ city: ['common:input.encoding'] });
    expect(query.q).toBe('供应链');
  });

  it('names each refused value by its path, including keys like __proto__, and caps depth and length', () => {
    const body = JSON.parse('{"title":"a\\u0000","agenda":[{"time":"10:00","title":"\\ud800"}],"__proto__":"x\\u0001","ok":"第一行\\n第二行"}') as unknown;
    expect(guardBody(body)).toEqual({ title: ['common:input.control'], 'agenda.0.title': ['common:input.surrogate'], ['__proto__']: ['common:input.control'] });
    const deep = Array.from({ length: BODY_DEPTH_MAX + 5 }).reduce<unknown>((inner) => ({ a: inner }), 'x');
    expect(Object.values(guardBody(deep))).toEqual([['common:input.tooDeep']]);
    const query: Record<string, string | string[]> = { q: ['广\u0000州', 'x'], city: 'a'.repeat(QUERY_TEXT_MAX + 1), page: '1' };
    expect(guardQuery(query)).toEqual({ city: ['common:input.tooLong'] });
    expect(query.q).toEqual(['广州', 'x']);
  });

  it('sees JSON bodies to the API whose bytes are not UTF-8', () => {
    expect(carriesApiJson('POST', '/api/feedback', 'application/json; charset=utf-8')).toBe(true);
    expect(carriesApiJson('GET', '/api/feedback', 'application/json')).toBe(false);
    expect(carriesApiJson('POST', '/hot', 'application/json')).toBe(false);
    expect(isUtf8(Buffer.from('{"name":"韩梅梅"}'))).toBe(true);
    expect(isUtf8(Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]))).toBe(false);
    expect(invalidEncodingBody('en-US,en')).toEqual({ error: { code: 'bad_request', message: 'What you sent is not valid UTF-8 text.' } });
    expect(invalidEncodingBody(null)).toEqual({ error: { code: 'bad_request', message: '提交的内容不是有效的 UTF-8 文本。' } });
  });
});

describe('the inputs that made a 500', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
    useDatabase(database);
    await seedIfEmpty(database.db);
  }, 60_000);
  afterAll(() => database.close());
  beforeEach(() => clearCache());

  function page(query: Record<string, string>, url: string): GetServerSidePropsContext {
    const headers: Record<string, unknown> = {};
    return {
      locale: 'zh-CN',
      query,
      resolvedUrl: url,
      req: { headers: {}, url },
      res: { getHeader: (name: string) => headers[name.toLowerCase()], setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = value) },
    } as unknown as GetServerSidePropsContext;
  }

  async function statusOf(run: Promise<unknown>): Promise<number | 'props' | 'notFound'> {
    try {
      const outcome = (await run) as Record<string, unknown>;
      return 'props' in outcome ? 'props' : 'notFound';
    } catch (error) {
      return normaliseError(error).statusCode;
    }
  }

  it('/hot?q=%00 and /practical?q=admin%00 search without the NUL', async () => {
    const hot = (await hotPage(page({ q: '\u0000' }, '/hot?q=%00'))) as { props: { query: string } };
    expect(hot.props.query).toBe('');
    const practical = (await practicalPage(page({ q: 'admin\u0000' }, '/practical?q=admin%00'))) as { props: { query: string } };
    expect(practical.props.query).toBe('admin');
  });

  it('/join-us with a NUL in department or city, or escapes that were not UTF-8, is the 400 page', async () => {
    expect(await statusOf(joinUsPage(page({ department: '技术部\u0000' }, '/join-us?department=%E6%8A%80%E6%9C%AF%E9%83%A8%00')))).toBe(400);
    expect(await statusOf(joinUsPage(page({ city: '\u0000' }, '/join-us?city=%00')))).toBe(400);
    expect(await statusOf(joinUsPage(page({ city: '\ufffd' }, '/join-us?city=%FF')))).toBe(400);
    expect(await statusOf(joinUsPage(page({ q: '\u0000\ufffd' }, '/join-us?q=%00%FF')))).toBe('props');
  });

  it('the API searches without the NUL and refuses it in a filter and a login', async () => {
    const search = await callApi(articlesRoute, { query: { q: '\u0000' } });
    expect(search.status).toBe(200);

    const filter = await callApi(jobsRoute, { query: { department: '\u0000' } });
    expect(filter).toMatchObject({
      status: 400,
      body: { error: { code: 'validation_failed', message: '请检查填写的内容。', fields: { department: ['含有不允许的控制字符，请删除后重试。'] } } },
    });

    const login = await callApi(loginRoute, { method: 'POST', body: { login: 'admin\u0000', password: 'whatever-it-is' }, ip: freshIp(), headers: { 'accept-language': 'en' } });
    expect(login).toMatchObject({
      status: 400,
      body: { error: { code: 'validation_failed', fields: { login: ['Contains control characters that are not allowed; remove them and try again.'] } } },
    });

  });

  it('a JSON body that is no object at all is a 400, also for schemas with rules between fields (it was a 500: found by the property test)', async () => {
    const admin = await buildUser(database.db, { kind: 'admin' });
    const { token } = await issueSession(database.db, admin, { persistent: false });
    const cookie = `tmz_session=${token}`;
    for (const body of [null, [], 7, 'text']) {
      expect((await callApi(feedbackRoute, { method: 'POST', body, ip: freshIp() })).status).toBe(400);
      expect((await callApi(adminActivitiesRoute, { method: 'POST', body, ip: freshIp(), headers: { cookie } })).status).toBe(400);
      expect((await callApi(adminJobsRoute, { method: 'POST', body, ip: freshIp(), headers: { cookie } })).status).toBe(400);
    }
  });
});
