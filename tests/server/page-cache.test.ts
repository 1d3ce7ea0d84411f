import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { chooseEncoding, createPageCache, NOT_FOUND_SECONDS, type PageCache } from '@/server/http/page-cache.mjs';

/**
 * The production server's page cache, in front of a stand-in for Next's
 * handler on a real HTTP server: what it keeps and what it never keeps,
 * compression made once, 304s, staleness with exactly one refresh, the byte
 * bound and clearing.
 */

interface Page {
  status?: number;
  cacheControl?: string;
  body?: string;
  setCookie?: boolean;
  /** Compressed with gzip when the request accepts it, as Next compresses its answers. */
  compress?: boolean;
}

let server: Server;
let base: string;
let cache: PageCache;
let clock = 1_000_000;
let renders: string[] = [];
let pages: Record<string, Page> = {};
let slowRefresh: Promise<void> | null = null;
let slowFirst: Promise<void> | null = null;

async function render(req: IncomingMessage, res: ServerResponse) {
  const path = req.url ?? '/';
  renders.push(path);
  if (slowRefresh && renders.length > 1) await slowRefresh;
  if (slowFirst) await slowFirst;
  const page = pages[path.split('?')[0]!] ?? { status: 404, cacheControl: 'public, max-age=0, s-maxage=60', body: 'not found' };
  res.statusCode = page.status ?? 200;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', page.cacheControl ?? 'public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  res.setHeader('Vary', 'Cookie');
  if (page.setCookie) res.setHeader('Set-Cookie', 'tmz_reg_X=1; Path=/api');
  if (page.compress && /gzip/.test(String(req.headers['accept-encoding'] ?? ''))) {
    res.setHeader('Content-Encoding', 'gzip');
    res.end(zlib.gzipSync(`<p>${page.body ?? 'page'}</p><footer>${renders.length}</footer>`));
    return;
  }
  res.write(`<p>${page.body ?? 'page'}</p>`);
  res.end(`<footer>${renders.length}</footer>`);
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

function start(maxBytes = 1024 * 1024) {
  cache = createPageCache({
    maxBytes,
    now: () => clock,
    refresh: async (url, headers) => {
      await get(url, headers);
    },
  });
}

beforeAll(async () => {
  server = createServer((req, res) => void cache.serve(req, res, render));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  renders = [];
  slowRefresh = null;
  slowFirst = null;
  pages = { '/': { body: '首页' }, '/hot': { body: '热点资讯' } };
  start();
});

describe('what is kept', () => {
  it('renders a public page once, then answers from memory with the same bytes', async () => {
    const first = await get('/');
    await settle();
    const second = await get('/');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body.toString()).toBe(first.body.toString());
    expect(renders).toEqual(['/']);
    expect(second.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  });

  it('keeps each address apart, a query string too', async () => {
    await get('/hot?page=1');
    await settle();
    await get('/hot?page=2');
    await settle();
    expect((await get('/hot?page=1')).headers['x-cache']).toBe('HIT');
    expect(renders).toEqual(['/hot?page=1', '/hot?page=2']);
  });

  it('keeps a copy per host asked at (pages name that address when SITE_URL is not set): another Host is not given this one’s', async () => {
    await get('/', { host: 'www.example.com' });
    await settle();
    expect((await get('/', { host: 'evil.example.net' })).headers['x-cache']).toBe('MISS');
    await settle();
    expect((await get('/', { host: 'www.example.com' })).headers['x-cache']).toBe('HIT');
    expect((await get('/', { host: 'www.example.com', 'x-forwarded-host': 'evil.example.net' })).headers['x-cache']).toBe('MISS');
    expect(renders).toEqual(['/', '/', '/']);
  });

  it.each([
    ['a visitor with a session', { cookie: 'Hm_lvt=1; tmz_session=abc' }],
    ['a visitor with an https session', { cookie: '__Host-tmz_session=abc' }],
    ['a request with Authorization', { authorization: 'Bearer x' }],
  ])('never answers %s from it (BYPASS)', async (_, headers) => {
    await get('/');
    await settle();
    const personal = await get('/', headers);
    expect(personal.headers['x-cache']).toBe('BYPASS');
    expect(renders).toHaveLength(2);
  });

  it('lets other cookies (statistics) share the cached page', async () => {
    await get('/');
    await settle();
    expect((await get('/', { cookie: 'Hm_lvt_abc=1; Hm_lpvt_abc=2' })).headers['x-cache']).toBe('HIT');
  });

  it.each([
    ['private', { cacheControl: 'private, no-store' }],
    ['no s-maxage', { cacheControl: 'public, max-age=60' }],
    ['no-store', { cacheControl: 'public, s-maxage=60, no-store' }],
    ['a Set-Cookie', { setCookie: true }],
    ['a 500', { status: 500 }],
    ['a redirect', { status: 307 }],
  ])('never keeps an answer with %s', async (_, page) => {
    pages['/x'] = page;
    await get('/x');
    await settle();
    const again = await get('/x');
    expect(again.headers['x-cache']).toBe('MISS');
    expect(renders).toEqual(['/x', '/x']);
  });

  it(`keeps the 404 page for ${NOT_FOUND_SECONDS} seconds at most`, async () => {
    await get('/nowhere');
    await settle();
    expect((await get('/nowhere')).headers['x-cache']).toBe('HIT');
    clock += NOT_FOUND_SECONDS * 1000;
    expect((await get('/nowhere')).headers['x-cache']).toBe('MISS');
  });

  it('answers HEAD from the page GET stored, without a body, and never stores from a HEAD', async () => {
    const head = await get('/hot', {}, 'HEAD');
    await settle();
    expect(head.headers['x-cache']).toBe('MISS');
    expect((await get('/hot', {}, 'HEAD')).headers['x-cache']).toBe('MISS');
    await get('/hot');
    await settle();
    const cached = await get('/hot', {}, 'HEAD');
    expect(cached.headers['x-cache']).toBe('HIT');
    expect(cached.body.length).toBe(0);
  });
});

describe('how it answers', () => {
  it('gives brotli or gzip as the client accepts, made once when stored', async () => {
    const plain = (await get('/')).body.toString();
    await settle();
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get('/', { 'accept-encoding': 'gzip' });
    const none = await get('/', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(plain);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(plain);
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.toString()).toBe(plain);
    expect(renders).toHaveLength(1);
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding(undefined)).toBe('identity');
  });

  it('lets the handler compress what it renders: an answer not kept (a static file) reaches the client compressed, a kept one is stored plain', async () => {
    pages = {
      '/_next/static/chunks/app.js': { body: 'console.log(1)'.repeat(50), cacheControl: 'public, max-age=31536000, immutable', compress: true },
      '/': { body: '首页', compress: true },
    };
    const script = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, br' });
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(script.body).toString()).toContain('console.log(1)');
    const first = await get('/', { 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    await settle();
    const plain = await get('/');
    expect(plain.headers['x-cache']).toBe('HIT');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(zlib.gunzipSync(first.body).toString());
    const br = await get('/', { 'accept-encoding': 'br' });
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    expect(renders).toEqual(['/_next/static/chunks/app.js', '/']);
  });

  it('answers If-None-Match with 304 and no body', async () => {
    await get('/');
    await settle();
    const { headers } = await get('/');
    const revalidated = await get('/', { 'if-none-match': String(headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect((await get('/', { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('serves a stale page while exactly one refresh renders it again, then the new one', async () => {
    await get('/');
    await settle();
    clock += 61_000;
    let refreshed!: () => void;
    slowRefresh = new Promise((resolve) => (refreshed = resolve));
    const crowd = await Promise.all(Array.from({ length: 20 }, () => get('/')));
    expect(crowd.every((answer) => answer.headers['x-cache'] === 'STALE')).toBe(true);
    expect(crowd.every((answer) => answer.body.toString().includes('<footer>1</footer>'))).toBe(true);
    await settle();
    expect(renders).toEqual(['/', '/']);
    refreshed();
    await settle();
    await settle();
    const fresh = await get('/');
    expect(fresh.headers['x-cache']).toBe('HIT');
    expect(fresh.body.toString()).toContain('<footer>2</footer>');
  });

  it('lets a crowd on a page not kept yet wait for the first request\'s render, and answers them all from it', async () => {
    let rendered!: () => void;
    slowFirst = new Promise((resolve) => (rendered = resolve));
    const crowd = Promise.all(Array.from({ length: 20 }, () => get('/hot')));
    await settle();
    rendered();
    const answers = await crowd;
    expect(renders).toEqual(['/hot']);
    expect(answers.filter((answer) => answer.headers['x-cache'] === 'MISS')).toHaveLength(1);
    expect(answers.filter((answer) => answer.headers['x-cache'] === 'HIT')).toHaveLength(19);
    expect(new Set(answers.map((answer) => answer.body.toString())).size).toBe(1);
  });

  it('a crowd waiting on a page that may not be kept renders it each', async () => {
    pages['/private'] = { cacheControl: 'private, no-store' };
    let rendered!: () => void;
    slowFirst = new Promise((resolve) => (rendered = resolve));
    const crowd = Promise.all(Array.from({ length: 3 }, () => get('/private')));
    await settle();
    rendered();
    const answers = await crowd;
    expect(answers.every((answer) => answer.headers['x-cache'] === 'MISS' && answer.status === 200)).toBe(true);
    expect(renders).toHaveLength(3);
  });

  it('renders again once the stale time is over too', async () => {
    await get('/');
    await settle();
    clock += (60 + 300) * 1000;
    expect((await get('/')).headers['x-cache']).toBe('MISS');
  });

  it('refuses a refresh header it did not make (anyone could otherwise force renders into the cache)', async () => {
    const forged = await get('/', { 'x-tmz-page-cache-refresh': 'guess' });
    expect(forged.headers['x-cache']).toBe('BYPASS');
  });
});

describe('its bounds', () => {
  it('forgets everything on clear()', async () => {
    await get('/');
    await settle();
    cache.clear();
    expect((await get('/')).headers['x-cache']).toBe('MISS');
    await settle();
    expect(cache.stats().pages).toBe(1);
  });

  it('holds at most its bytes, dropping the least recently used', async () => {
    start(6 * 1024);
    for (let i = 0; i < 10; i += 1) pages[`/p${i}`] = { body: 'x'.repeat(500) };
    for (let i = 0; i < 10; i += 1) {
      await get(`/p${i}`);
      await settle();
    }
    expect(cache.stats().bytes).toBeLessThanOrEqual(6 * 1024);
    expect(cache.stats().pages).toBeLessThan(10);
    expect((await get('/p9')).headers['x-cache']).toBe('HIT');
    expect((await get('/p0')).headers['x-cache']).toBe('MISS');
  });
});
