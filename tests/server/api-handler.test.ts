import type { NextApiRequest, NextApiResponse } from 'next';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ApiError } from '@/server/http/errors';
import { apiRoute, forLog, method, result } from '@/server/http/handler';
import { useDatabase, type Database } from '@/server/db';
import { freshDatabase } from './support/db';
import { captureLog } from './support/log-capture';

interface Sent {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

function call(
  handler: ReturnType<typeof apiRoute>,
  req: { method: string; query?: Record<string, unknown>; body?: unknown; headers?: Record<string, string> },
): Promise<Sent> {
  const sent: Sent = { status: 200, headers: {}, body: undefined };
  const res = {
    headersSent: false,
    setHeader(name: string, value: string) {
      sent.headers[name.toLowerCase()] = value;
      return res;
    },
    getHeader(name: string) {
      return sent.headers[name.toLowerCase()];
    },
    status(code: number) {
      sent.status = code;
      return res;
    },
    json(body: unknown) {
      sent.body = body;
      res.headersSent = true;
      return res;
    },
    end() {
      res.headersSent = true;
      return res;
    },
  };
  const request = { url: '/api/test', query: {}, headers: { host: '127.0.0.1:3000' }, ...req } as unknown as NextApiRequest;
  request.headers = { host: '127.0.0.1:3000', ...(req.headers ?? {}) };
  return handler(request, res as unknown as NextApiResponse).then(() => sent);
}

// The wrapper opens the database before a handler runs (ctx.db): these routes get a fresh one.
let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
});
afterAll(async () => {
  await database.close();
});

const route = apiRoute({
  GET: method({
    query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
    handle: async ({ query }) => ({ page: query.page }),
  }),
  POST: method({
    body: z.object({ name: z.string().min(1, '请填写姓名') }),
    handle: async ({ body }) => result(201, { hello: body.name }),
  }),
});

describe('apiRoute', () => {
  it('answers a GET with its parsed query and ignores unknown parameters', async () => {
    await expect(call(route, { method: 'GET', query: { page: '3', utm: 'x' } })).resolves.toMatchObject({
      status: 200,
      body: { page: 3 },
    });
  });

  it('answers a malformed query with 400 validation_failed and the field', async () => {
    const sent = await call(route, { method: 'GET', query: { page: 'zero' } });
    expect(sent.status).toBe(400);
    expect(sent.body).toEqual({
      error: { code: 'validation_failed', message: '请检查填写的内容。', fields: { page: [expect.any(String)] } },
    });
  });

  it('uses English messages for an English request', async () => {
    const sent = await call(route, { method: 'GET', query: { page: '0' }, headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(sent.body).toMatchObject({ error: { code: 'validation_failed', message: 'Please check what you entered.' } });
  });

  it('answers other methods with 405 and Allow', async () => {
    const sent = await call(route, { method: 'DELETE' });
    expect(sent.status).toBe(405);
    expect(sent.headers.allow).toBe('GET, POST');
    expect(sent.body).toMatchObject({ error: { code: 'method_not_allowed' } });
  });

  it('returns a chosen status from result()', async () => {
    const sent = await call(route, { method: 'POST', body: { name: '李雷' }, headers: { origin: 'http://127.0.0.1:3000', 'content-type': 'application/json' } });
    expect(sent).toMatchObject({ status: 201, body: { hello: '李雷' } });
  });

  it('refuses a state-changing request from another origin', async () => {
    const sent = await call(route, { method: 'POST', body: { name: '李雷' }, headers: { origin: 'https://evil.example', 'content-type': 'application/json' } });
    expect(sent.status).toBe(403);
    expect(sent.body).toMatchObject({ error: { code: 'forbidden' } });
  });

  it.each(['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain', undefined])(
    'answers 415 to a body sent as %s, which any site can post without asking first',
    async (type) => {
      const headers: Record<string, string> = { origin: 'http://127.0.0.1:3000', ...(type ? { 'content-type': type } : {}) };
      const sent = await call(route, { method: 'POST', body: { name: '李雷' }, headers });
      expect(sent.status).toBe(415);
      expect(sent.body).toEqual({ error: { code: 'unsupported_media_type', message: '不支持此内容类型。' } });
    },
  );

  it('accepts JSON with a charset', async () => {
    const sent = await call(route, { method: 'POST', body: { name: '李雷' }, headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(sent.status).toBe(201);
  });

  it('reports body field errors by path', async () => {
    const sent = await call(route, { method: 'POST', body: { name: '' }, headers: { origin: 'http://127.0.0.1:3000', 'content-type': 'application/json' } });
    expect(sent.status).toBe(400);
    expect(sent.body).toMatchObject({ error: { fields: { name: ['请填写姓名'] } } });
  });

  it('says in the request\'s language that a body which is not an object is not in the expected form', async () => {
    const headers = { origin: 'http://127.0.0.1:3000', 'content-type': 'application/json' };
    const chinese = await call(route, { method: 'POST', body: '李雷', headers });
    expect(chinese.status).toBe(400);
    expect(chinese.body).toEqual({ error: { code: 'validation_failed', message: '请检查填写的内容。', fields: { _: ['提交的内容不是所需的格式（应为一个对象）。'] } } });
    const english = await call(route, { method: 'POST', body: [1, 2], headers: { ...headers, 'accept-language': 'en' } });
    expect(english.body).toMatchObject({ error: { fields: { _: ['What you sent is not in the expected form (an object).'] } } });
  });

  it('maps an ApiError to its status and keeps its message and headers', async () => {
    const limited = apiRoute({
      GET: method({
        handle: async () => {
          throw new ApiError('rate_limited', '请 60 秒后再试。', undefined, { 'Retry-After': '60' });
        },
      }),
    });
    const sent = await call(limited, { method: 'GET' });
    expect(sent).toMatchObject({ status: 429, headers: { 'retry-after': '60' }, body: { error: { code: 'rate_limited', message: '请 60 秒后再试。' } } });
  });

  it('hides unexpected errors behind a 500 in the one shape', async () => {
    const logged = captureLog();
    const broken = apiRoute({
      GET: method({
        handle: async () => {
          throw new Error('connection string with secret');
        },
      }),
    });
    const sent = await call(broken, { method: 'GET', headers: { 'x-request-id': 'req-42' } });
    expect(sent.status).toBe(500);
    // The request's id, which the log has, is named for the person to quote ("错误编号").
    expect(sent.body).toEqual({ error: { code: 'internal', message: '服务器出错了，请稍后再试。如需帮助，请告诉我们错误编号：req-42', reference: 'req-42' } });
    expect(JSON.stringify(sent.body)).not.toContain('secret');
    expect(logged.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: 'error', msg: 'API request failed', reqId: 'req-42', method: 'GET', path: '/api/test', err: expect.objectContaining({ message: 'connection string with secret' }) }),
    ]);

    // Without an id from the proxy (next start), one is made, logged and sent back; in English for English.
    const english = await call(broken, { method: 'GET', headers: { 'accept-language': 'en' } });
    const reference = (english.body as { error: { reference: string } }).error.reference;
    expect(reference).toMatch(/^[0-9a-f-]{36}$/);
    expect(english.headers['x-request-id']).toBe(reference);
    expect(english.body).toEqual({ error: { code: 'internal', message: `Something went wrong on our side; please try again later. If you contact us, quote the error reference ${reference}.`, reference } });
    expect(JSON.parse(logged.at(-1)!)).toMatchObject({ reqId: reference });
  });

  it('names no reference on a 4xx: the message says what to change', async () => {
    const limited = apiRoute({ GET: method({ handle: async () => { throw new ApiError('conflict', '已存在'); } }) });
    const sent = await call(limited, { method: 'GET', headers: { 'x-request-id': 'req-43' } });
    expect(sent.body).toEqual({ error: { code: 'conflict', message: '已存在' } });
  });
});

describe('the handler’s context', () => {
  it('hands the handler the open database and, without `access`, the caller’s session when asked (none here)', async () => {
    const route = apiRoute({
      GET: method({
        handle: async ({ db, database: opened, viewer }) => {
          const { rows } = (await db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
          return { one: rows[0]?.one, kind: opened.kind, viewer: await viewer() };
        },
      }),
    });
    await expect(call(route, { method: 'GET' })).resolves.toMatchObject({ status: 200, body: { one: 1, kind: database.kind, viewer: null } });
  });

  it('opens no database for a method that declares `database: false`', async () => {
    const route = apiRoute({ GET: method({ database: false, handle: async ({ db }) => ({ hasDb: db !== undefined }) }) });
    await expect(call(route, { method: 'GET' })).resolves.toMatchObject({ status: 200, body: { hasDb: false } });
  });

  it('checks `access` before the query and the body: a visitor gets 401, not the validation of what they sent', async () => {
    const route = apiRoute({
      POST: method({
        access: ['admin'],
        query: z.object({ id: z.coerce.number().int().positive() }),
        body: z.object({ name: z.string().min(1) }),
        handle: async () => ({ ok: true }),
      }),
    });
    const sent = await call(route, { method: 'POST', query: { id: 'x' }, body: { name: '' }, headers: { 'content-type': 'application/json' } });
    expect(sent.status).toBe(401);
    expect(sent.body).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
  });
});

describe('forLog', () => {
  it('keeps a failed query’s text and the database error, not its parameters', () => {
    const error = Object.assign(new Error('Failed query: insert into users … params: 13800138000,scrypt$15$8$1$salt$key'), {
      query: 'insert into "users" ("login", "password_hash") values ($1, $2)',
      params: ['13800138000', 'scrypt$15$8$1$salt$key'],
      cause: Object.assign(new Error('duplicate key value violates unique constraint "users_login_idx"'), { code: '23505' }),
    });
    expect(forLog(error)).toEqual({
      query: 'insert into "users" ("login", "password_hash") values ($1, $2)',
      cause: 'duplicate key value violates unique constraint "users_login_idx"',
      code: '23505',
    });
    expect(JSON.stringify(forLog(error))).not.toContain('scrypt$');
  });

  it('passes other errors through', () => {
    const error = new Error('boom');
    expect(forLog(error)).toBe(error);
  });
});
