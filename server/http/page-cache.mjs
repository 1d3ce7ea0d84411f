// The production server's page cache (scripts/serve.mjs, PAGE_CACHE_MB): answers that say they may be shared
// (`public` with `s-maxage`) are kept in memory and given again to visitors without a session, so that a page
// many people read is rendered once, not once per request. What it keeps, and what it never keeps:
// - only GET and HEAD from requests without a session cookie or Authorization, and only a 200 — or the 404
//   page, for NOT_FOUND_SECONDS at most — whose Cache-Control is `public` with an `s-maxage`, never `private` or
//   `no-store`, and which sets no cookie;
// - one copy per address (a `/_next/data` request apart), with its gzip and brotli forms made once when stored;
//   bounded by bytes (lru-cache: the least recently used go first);
// - fresh for `s-maxage`, then served stale for `stale-while-revalidate` while exactly one refresh renders it
//   again (an internal request through the server, `refresh`), so a crowd on an expired page causes one render;
//   a crowd on a page not kept yet waits for the first request's render (at most COALESCE_WAIT_MS) and gets it;
// - answers `If-None-Match` with 304 and says `X-Cache: HIT | MISS | STALE | BYPASS`.
// `clear()` forgets everything: the app calls it (globalThis.__tmzPageCache) whenever its data changes.
// Plain ESM (like drain.mjs): scripts/serve.mjs loads it before Next is prepared.
import { createHash, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
/** Undoes the compression Next applied to an answer (the cache keeps the plain body and makes its own forms). */
const DECODERS = { gzip: promisify(zlib.gunzip), deflate: promisify(zlib.inflate), br: promisify(zlib.brotliDecompress) };

/** The session cookie's names (server/auth/session-cookie.ts): `tmz_session`, `__Host-tmz_session` on https. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?tmz_session=/;
/** The 404 page is kept this long at most: a page about to be created must not stay "not found". */
export const NOT_FOUND_SECONDS = 10;
/** Response headers that belong to one answer, not to the page. */
const NOT_KEPT = new Set(['set-cookie', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'etag', 'x-cache', 'x-request-id', 'age']);
/** What an entry costs beyond its bodies (headers, bookkeeping). */
const ENTRY_OVERHEAD = 1024;
/** How long a request waits for another's render of the same page before rendering it itself. */
export const COALESCE_WAIT_MS = 10_000;
/** The header of the server's own refresh requests (with a secret of this process, so nobody else can send one). */
export const REFRESH_HEADER = 'x-tmz-page-cache-refresh';

/**
 * The directives of a Cache-Control header that matter here.
 * @param {string | string[] | number | undefined} header
 */
export function cacheDirectives(header) {
  const text = Array.isArray(header) ? header.join(',') : String(header ?? '');
  const directives = new Map();
  for (const part of text.split(',')) {
    const [name, value] = part.trim().toLowerCase().split('=');
    if (name) directives.set(name, value);
  }
  const seconds = (name) => {
    const value = Number(directives.get(name));
    return Number.isInteger(value) && value > 0 ? value : 0;
  };
  return {
    public: directives.has('public'),
    private: directives.has('private'),
    noStore: directives.has('no-store'),
    sMaxAge: seconds('s-maxage'),
    staleWhileRevalidate: seconds('stale-while-revalidate'),
  };
}

/**
 * Whether a request may be answered from the cache: GET or HEAD, no session, no Authorization.
 * @param {import('node:http').IncomingMessage} req
 */
export function mayUseCache(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.headers.authorization) return false;
  return !SESSION_COOKIE.test(String(req.headers.cookie ?? ''));
}

/** @param {import('node:http').IncomingMessage} req */
/**
 * A copy per address as asked: the page names the address it was asked at when SITE_URL is not set
 * (canonical links, QR codes), so a request with another Host must not be answered with this one's copy.
 * @param {import('node:http').IncomingMessage} req
 */
const keyOf = (req) =>
  [req.headers['x-nextjs-data'] ? 'data' : 'page', req.headers['x-forwarded-proto'] ?? '', req.headers['x-forwarded-host'] ?? '', req.headers.host ?? '', req.url ?? '/'].join(' ');

/**
 * The encoding to send: brotli, else gzip, else none, as the client accepts (q=0 refuses).
 * @param {string | undefined} header
 */
export function chooseEncoding(header) {
  const accepted = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/** @param {string | undefined} header @param {string} etag */
function matchesEtag(header, etag) {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

/**
 * @typedef {object} Entry
 * @property {number} status
 * @property {Record<string, string | string[]>} headers
 * @property {Buffer} body
 * @property {Buffer} gzip
 * @property {Buffer} br
 * @property {string} etag
 * @property {number} storedAt
 * @property {number} freshUntil
 * @property {number} staleUntil
 * @property {boolean} refreshing
 */

/**
 * @param {object} options
 * @param {number} options.maxBytes the most the kept pages may take (bodies and their compressed forms)
 * @param {(url: string, headers: Record<string, string>) => Promise<void>} [options.refresh] renders a page
 *   again through the server, with the given headers (the refresh header among them); the answer is stored
 * @param {() => number} [options.now]
 */
export function createPageCache({ maxBytes, refresh, now = Date.now }) {
  /** @type {LRUCache<string, Entry>} */
  const entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => entry.body.length + entry.gzip.length + entry.br.length + ENTRY_OVERHEAD });
  const secret = randomBytes(16).toString('hex');
  // A clear while a page renders: what that render stores would be from before the change, so it is not kept.
  let generation = 0;
  /** Pages being rendered by a first request, which the same page's other requests wait for: settled once kept or not. */
  const rendering = new Map();

  /** @param {import('node:http').ServerResponse} res @param {Entry} entry @param {string} state */
  function send(req, res, entry, state) {
    res.statusCode = entry.status;
    for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
    res.setHeader('ETag', entry.etag);
    res.setHeader('Age', String(Math.max(0, Math.floor((now() - entry.storedAt) / 1000))));
    res.setHeader('X-Cache', state);
    if (entry.status === 200 && matchesEtag(req.headers['if-none-match'], entry.etag)) {
      res.statusCode = 304;
      res.removeHeader('Content-Type');
      res.end();
      return;
    }
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.body;
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', String(body.length));
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** What the answer's headers allow keeping, and for how long; null when it may not be kept. */
  function keepable(req, res) {
    if (req.method !== 'GET') return null;
    if (res.statusCode !== 200 && res.statusCode !== 404) return null;
    if (res.hasHeader('set-cookie')) return null;
    const encoding = String(res.getHeader('content-encoding') ?? 'identity').toLowerCase();
    if (encoding !== 'identity' && !(encoding in DECODERS)) return null;
    const cc = cacheDirectives(res.getHeader('cache-control'));
    if (!cc.public || cc.private || cc.noStore || cc.sMaxAge === 0) return null;
    const fresh = res.statusCode === 404 ? Math.min(cc.sMaxAge, NOT_FOUND_SECONDS) : cc.sMaxAge;
    const stale = res.statusCode === 404 ? 0 : cc.staleWhileRevalidate;
    return { fresh, stale };
  }

  async function store(key, res, sent, lifetime, startedGeneration) {
    const encoding = String(res.getHeader('content-encoding') ?? 'identity').toLowerCase();
    const body = encoding === 'identity' ? sent : await DECODERS[encoding](sent);
    const headers = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (!NOT_KEPT.has(name) && value !== undefined) headers[name] = typeof value === 'number' ? String(value) : value;
    }
    const vary = String(headers.vary ?? '');
    if (!/accept-encoding/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
    const [gz, br] = await Promise.all([gzip(body), brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })]);
    if (startedGeneration !== generation) return;
    const storedAt = now();
    entries.set(key, {
      status: res.statusCode,
      headers,
      body,
      gzip: gz,
      br,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      storedAt,
      freshUntil: storedAt + lifetime.fresh * 1000,
      staleUntil: storedAt + (lifetime.fresh + lifetime.stale) * 1000,
      refreshing: false,
    });
  }

  /** Renders through `render`, keeping a copy of what it sends, and stores it when it may be kept. */
  function renderAndKeep(req, res, render, key) {
    const startedGeneration = generation;
    let settle = () => undefined;
    if (req.method === 'GET' && !rendering.has(key)) {
      const waiting = new Promise((resolve) => (settle = resolve));
      rendering.set(key, waiting);
      const done = settle;
      settle = () => {
        if (rendering.get(key) === waiting) rendering.delete(key);
        done();
      };
    }
    // Cut short: nothing will be kept, so those waiting render it themselves. (A finished one settles once stored.)
    res.once('close', () => {
      if (!res.writableFinished) settle();
    });
    // What is sent, as sent: compressed by Next when the client accepts it (static files and answers that are
    // not kept are compressed like any other); a kept page is stored decompressed and gets its own forms.
    const chunks = [];
    const keep = (chunk, encoding) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
    };
    const write = res.write;
    const end = res.end;
    res.write = function (chunk, encoding, callback) {
      keep(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    res.end = function (chunk, encoding, callback) {
      keep(chunk, encoding);
      return end.call(this, chunk, encoding, callback);
    };
    res.once('finish', () => {
      const lifetime = keepable(req, res);
      if (!lifetime) return settle();
      store(key, res, Buffer.concat(chunks), lifetime, startedGeneration)
        .catch(() => undefined)
        .finally(() => settle());
    });
    return render(req, res);
  }

  /** Waits for the first request's render of the page, then answers from what it kept — or renders itself. */
  async function waitThenServe(req, res, render, key, inFlight) {
    let timer;
    await Promise.race([inFlight, new Promise((resolve) => (timer = setTimeout(resolve, COALESCE_WAIT_MS)))]);
    clearTimeout(timer);
    const entry = entries.get(key);
    if (entry && now() < entry.freshUntil) {
      send(req, res, entry, 'HIT');
      return;
    }
    res.setHeader('X-Cache', 'MISS');
    await renderAndKeep(req, res, render, key);
  }

  function startRefresh(req, key, entry) {
    if (entry.refreshing || !refresh) return;
    entry.refreshing = true;
    const headers = { [REFRESH_HEADER]: secret };
    if (req.headers['x-nextjs-data']) headers['x-nextjs-data'] = String(req.headers['x-nextjs-data']);
    refresh(req.url ?? '/', headers)
      .catch(() => undefined)
      .finally(() => {
        // A refresh that stored nothing (the page is no longer public): the next request tries again.
        const current = entries.peek(key);
        if (current === entry) entry.refreshing = false;
      });
  }

  return {
    /**
     * Answers `req` from the cache when it may, else renders it with `render` (Next's handler), keeping what may be kept.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>} render
     */
    serve(req, res, render) {
      const key = keyOf(req);
      if (req.headers[REFRESH_HEADER] !== undefined) {
        if (req.headers[REFRESH_HEADER] !== secret) {
          res.setHeader('X-Cache', 'BYPASS');
          return render(req, res);
        }
        delete req.headers[REFRESH_HEADER];
        res.setHeader('X-Cache', 'MISS');
        return renderAndKeep(req, res, render, key);
      }
      if (!mayUseCache(req)) {
        res.setHeader('X-Cache', 'BYPASS');
        return render(req, res);
      }
      const entry = entries.get(key);
      const time = now();
      if (entry && time < entry.freshUntil) {
        send(req, res, entry, 'HIT');
        return Promise.resolve();
      }
      if (entry && time < entry.staleUntil) {
        send(req, res, entry, 'STALE');
        startRefresh(req, key, entry);
        return Promise.resolve();
      }
      const inFlight = rendering.get(key);
      if (inFlight && req.method === 'GET') return waitThenServe(req, res, render, key, inFlight);
      res.setHeader('X-Cache', 'MISS');
      return renderAndKeep(req, res, render, key);
    },
    /** Forgets every page (the data behind them changed). */
    clear() {
      generation += 1;
      entries.clear();
    },
    /** How many pages are kept, and their bytes. */
    stats() {
      return { pages: entries.size, bytes: entries.calculatedSize };
    },
  };
}
