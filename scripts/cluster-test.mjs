#!/usr/bin/env node
// `npm run test:cluster`: two app instances on one PostgreSQL behind nginx,
// rendered from deploy/nginx.conf.template (the shipped directives, with
// loopback ports, a temporary cache and a self-signed certificate), then the
// proofs of issue 9 through nginx. Steps:
// 1. PostgreSQL: TEST_DATABASE_URL, else scripts/ensure-postgres.sh; a fresh
//    throwaway database, dropped at the end (also on failure).
// 2. The production build in NEXT_DIST_DIR (default .next): reused when newer
//    than the sources, else built. nginx: installed with apt-get when missing.
// 3. Migrations once (scripts/db-migrate.ts), staff accounts (scripts/user-create.ts),
//    two activities straight in the database; two instances; nginx.
// 4. Proofs (PASS/FAIL each), then every process it started is ended by its
//    PID and every temporary folder removed. The set-up is scripts/lib/cluster.mjs
//    (shared with bench/cluster.mjs and bench/soak.mjs).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { productionConfig } from '../deploy/render-nginx.mjs';
import { createCluster, direct, ensureBuild, nginxBinary, portFree, request, sleep } from './lib/cluster.mjs';
import { root } from './lib/build.mjs';
import { answerHelp } from './lib/help.mjs';

const USAGE = `Usage: npm run test:cluster   (or: node scripts/cluster-test.mjs), as root

Two app instances on one PostgreSQL behind nginx (deploy/nginx.conf.template), then the
proofs of issue 9 through nginx, PASS/FAIL each. PostgreSQL: TEST_DATABASE_URL, else
scripts/ensure-postgres.sh; a throwaway database, dropped at the end. The build in
NEXT_DIST_DIR (default .next) is reused when newer than the sources.

Options:
  -h, --help   this text`;
answerHelp(USAGE);

const PORT_A = 3451;
const PORT_B = 3452;
const NGINX_HTTP = 3458;
const NGINX_HTTPS = 3459;
const SITE = `https://127.0.0.1:${NGINX_HTTPS}`;
const COOKIE = '__Host-tmz_session'; // SITE_URL is https (server/auth/session-cookie.ts)
const PASSWORD = `Cluster-${randomBytes(9).toString('base64url')}`;
const SEATS = 40;
const REGISTRATIONS = 400;
/** nginx's cache keeps a public page for the app's s-maxage (server/http/page.ts). */
const S_MAXAGE_S = 60;
/** Everything after the build must end within this (the cache proof alone waits up to ~65 s). */
const RUN_LIMIT_MS = 5 * 60_000;

const started = Date.now();
const results = [];
/** The cluster (lib/cluster.mjs), once made. */
let cluster = null;

const log = (message) => console.log(`[cluster ${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);

function record(name, ok, detail) {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
}

const cookieOf = (res) => {
  const list = res.headers['set-cookie'] ?? [];
  const found = list.find((entry) => entry.startsWith(`${COOKIE}=`));
  return found ? found.split(';')[0] : null;
};
/** Headers of a browser on the site (through nginx the Origin is the site's). */
const browser = (extra = {}) => ({ origin: SITE, 'accept-language': 'zh-CN', ...extra });

// ---------------------------------------------------------------- proofs
async function login(base, loginName, password, headers = {}) {
  return request(`${base}/api/auth/login`, { method: 'POST', headers, body: { login: loginName, password } });
}

async function proveSessions() {
  const failures = [];
  const viaA = await login(direct(PORT_A), 'cluster-editor', PASSWORD, { 'x-forwarded-for': '10.1.0.1' });
  const cookieA = cookieOf(viaA);
  if (viaA.status !== 200 || !cookieA) failures.push(`login on A: ${viaA.status}`);
  for (const [where, base] of [['B', direct(PORT_B)], ['nginx', SITE]]) {
    const me = await request(`${base}/api/auth/me`, { headers: browser({ cookie: cookieA ?? '' }) });
    if (me.status !== 200 || me.json().user?.name !== 'Cluster Editor') failures.push(`A's session on ${where}: ${me.status} ${me.text.slice(0, 80)}`);
  }
  const viaNginx = await login(SITE, 'cluster-editor', PASSWORD, browser());
  const cookieN = cookieOf(viaNginx);
  if (viaNginx.status !== 200 || !cookieN) failures.push(`login through nginx: ${viaNginx.status}`);
  for (const [where, port] of [['A', PORT_A], ['B', PORT_B]]) {
    const me = await request(`${direct(port)}/api/auth/me`, { headers: { cookie: cookieN ?? '' } });
    if (me.status !== 200 || me.json().user?.name !== 'Cluster Editor') failures.push(`nginx's session on ${where}: ${me.status}`);
  }
  record('(a) a session made on one instance works on the other and through nginx', failures.length === 0,
    failures.join('; ') || 'login on A → /api/auth/me on B and via nginx; login via nginx → /api/auth/me on A and B');
  return cookieN;
}

async function proveThrottling() {
  const failures = [];
  // Directly, as the same client address (X-Forwarded-For, TRUST_PROXY=1), alternating A and B.
  // The fifth failure is itself answered 429 (server/auth/login.ts: no attempt left), and so is what follows.
  const statuses = [];
  for (let i = 0; i < 5; i += 1) {
    const port = i % 2 === 0 ? PORT_A : PORT_B;
    statuses.push((await login(direct(port), 'cluster-victim', 'wrong password', { 'x-forwarded-for': '10.2.0.1' })).status);
  }
  const sixth = await login(direct(PORT_B), 'cluster-victim', PASSWORD, { 'x-forwarded-for': '10.2.0.1' });
  const want = '401,401,401,401,429';
  if (statuses.join(',') !== want || sixth.status !== 429) failures.push(`direct A/B: ${statuses.join(',')} then ${sixth.status} (want ${want} then 429)`);
  // Through nginx: forged X-Forwarded-For headers must not make new addresses (nginx replaces the header).
  const viaNginx = [];
  for (let i = 0; i < 5; i += 1) {
    viaNginx.push((await login(SITE, 'cluster-victim2', 'wrong password', browser({ 'x-forwarded-for': `198.51.100.${i + 1}` }))).status);
  }
  const sixthN = await login(SITE, 'cluster-victim2', PASSWORD, browser({ 'x-forwarded-for': '198.51.100.77' }));
  if (viaNginx.join(',') !== want || sixthN.status !== 429) failures.push(`via nginx: ${viaNginx.join(',')} then ${sixthN.status}`);
  record('(b) login throttling counts across instances (5 failures in 15 min → 429)', failures.length === 0,
    failures.join('; ') || `A,B,A,B,A: ${statuses.join(',')} → B ${sixth.status} (right password, still locked); via nginx with forged X-Forwarded-For: ${viaNginx.join(',')} → ${sixthN.status}`);
}

const registrationBody = (i, prefix) => ({
  name: `访客${i}`,
  mobile: `1${prefix}${String(i).padStart(8, '0')}`,
  company: '集群测试公司',
  position: '经理',
  audience: 'retailer',
  quantity: 1,
  consent: true,
});

async function proveSeats(activityId) {
  const t0 = Date.now();
  const answers = await Promise.all(
    Array.from({ length: REGISTRATIONS }, (_, i) =>
      request(`${direct(i % 2 === 0 ? PORT_A : PORT_B)}/api/activities/${activityId}/registrations`, {
        method: 'POST',
        // 60 registrations per address per 10 minutes: every visitor its own address.
        headers: { 'x-forwarded-for': `10.3.${i >> 6}.${i & 63}`, 'accept-language': 'zh-CN' },
        body: registrationBody(i, '38'),
        timeoutMs: 60_000,
      }),
    ),
  );
  const elapsed = Date.now() - t0;
  const byStatus = {};
  for (const a of answers) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
  const confirmedAnswers = answers.filter((a) => a.status === 201 && a.json().registration?.status === 'confirmed').length;
  const rows = await cluster.sql('SELECT status, count(*)::int AS n FROM registrations WHERE activity_id = $1 GROUP BY status', [activityId]);
  const counts = Object.fromEntries(rows.map((r) => [r.status, r.n]));
  const [{ seats_taken: seatsTaken }] = await cluster.sql('SELECT seats_taken FROM activities WHERE id = $1', [activityId]);
  const ok = byStatus[201] === REGISTRATIONS && counts.confirmed === SEATS && counts.waitlisted === REGISTRATIONS - SEATS && seatsTaken === SEATS && confirmedAnswers === SEATS;
  record(`(c) ${REGISTRATIONS} concurrent registrations for ${SEATS} seats over both instances`, ok,
    `answers ${JSON.stringify(byStatus)} in ${elapsed} ms; confirmed answers ${confirmedAnswers}; database ${JSON.stringify(counts)}, seats_taken ${seatsTaken}`);
}

/** Polls until `url` (anonymous unless headers say) shows `text`; the delay in ms, or null. */
async function pollFor(url, text, limitMs, headers = {}, everyMs = 250) {
  const t0 = Date.now();
  while (Date.now() - t0 < limitMs) {
    const res = await request(url, { headers });
    if (res.status === 200 && res.text.includes(text)) return { delay: Date.now() - t0, cache: res.headers['x-cache-status'] };
    await sleep(everyMs);
  }
  return null;
}

/** (d) first part: the cache's HIT/BYPASS, then publishing on A; returns the wait through the cache (awaited later). */
async function provePublishing(editorCookie) {
  const page = `${SITE}/hot`;
  const first = await request(page, { headers: browser() });
  const second = await request(page, { headers: browser() });
  const withCookie = await request(page, { headers: browser({ cookie: editorCookie }) });
  const withCookie2 = await request(page, { headers: browser({ cookie: editorCookie }) });
  const cacheOk = second.headers['x-cache-status'] === 'HIT' && withCookie.headers['x-cache-status'] !== 'HIT' && withCookie2.headers['x-cache-status'] !== 'HIT';
  record('(d1) anonymous GET of a public page is a cache HIT the second time; with a session cookie never', cacheOk,
    `anonymous: ${first.status} ${first.headers['x-cache-status']}, ${second.status} ${second.headers['x-cache-status']} (Cache-Control: ${second.headers['cache-control']}); ` +
      `with the cookie: ${withCookie.headers['x-cache-status']}, ${withCookie2.headers['x-cache-status']} (${withCookie.headers['cache-control']})`);
  const primedAt = Date.now();
  // B's own page cache holds /hot too: the publication on A must clear it (LISTEN/NOTIFY), not wait it out.
  await request(`${direct(PORT_B)}/hot`, { headers: browser() });
  await sleep(200);
  const primedB = await request(`${direct(PORT_B)}/hot`, { headers: browser() });

  const title = `集群测试文章 ${randomBytes(4).toString('hex')}`;
  const created = await request(`${direct(PORT_A)}/api/admin/articles`, {
    method: 'POST',
    headers: { cookie: editorCookie, 'accept-language': 'zh-CN' },
    body: { title, channel: 'hot', summary: '两台实例、一个数据库、nginx 在前。', body: '<p>集群测试。</p>' },
  });
  const id = created.status === 201 ? created.json().article?.id : undefined;
  const published = id ? await request(`${direct(PORT_A)}/api/admin/articles/${id}/publish`, { method: 'POST', headers: { cookie: editorCookie }, body: { mode: 'now' } }) : created;
  const publishedAt = Date.now();
  if (published.status !== 200) {
    record('(d2) an article published on A is visible on B at once-ish', false, `create ${created.status}, publish ${published.status}: ${published.text.slice(0, 200)}`);
    return async () => record('(d3) … and through the nginx cache within s-maxage', false, 'not published');
  }
  const onB = await pollFor(`${direct(PORT_B)}/hot`, title, 10_000, {}, 100);
  const personal = await pollFor(page, title, 10_000, browser({ cookie: editorCookie }));
  record(
    '(d2) an article published on A is visible on B at once, though B had the page in its own page cache (LISTEN/NOTIFY)',
    Boolean(onB && onB.delay <= 1500 && personal && primedB.headers['x-cache'] === 'HIT'),
    `B's /hot before: X-Cache ${primedB.headers['x-cache']}; on B directly after ${onB ? onB.delay : '>10000'} ms; via nginx with a session cookie after ${personal ? personal.delay : '>10000'} ms`,
  );
  // Anonymous through nginx: the entry cached before the publication is served until s-maxage ends.
  const limit = S_MAXAGE_S * 1000 + 10_000 - (Date.now() - primedAt);
  const cached = pollFor(page, title, limit, browser(), 1000);
  return async () => {
    const seen = await cached;
    const afterPublish = seen ? Date.now() - publishedAt : null;
    const sincePrimed = seen ? Date.now() - primedAt : null;
    record(`(d3) … and anonymously through the nginx cache within s-maxage (${S_MAXAGE_S} s)`, Boolean(seen) && sincePrimed <= (S_MAXAGE_S + 8) * 1000,
      seen ? `visible ${(afterPublish / 1000).toFixed(1)} s after publishing (${(sincePrimed / 1000).toFixed(1)} s after the page entered the cache; answer ${seen.cache})` : 'never seen');
  };
}

async function proveKill(activityId) {
  const planned = 54; // ≤ 60 per address per 10 minutes, and every request through nginx comes from 127.0.0.1
  const everyMs = 60;
  const killAfterMs = 1200;
  const t0 = Date.now();
  let killedAt = Infinity;
  const posts = [];
  const gets = [];
  const killer = sleep(killAfterMs).then(async () => {
    killedAt = Date.now();
    await cluster.stopInstance('B', 'SIGKILL', 2000);
    log('killed instance B (SIGKILL) mid-load');
  });
  for (let i = 0; i < planned; i += 1) {
    const at = Date.now();
    posts.push(request(`${SITE}/api/activities/${activityId}/registrations`, { method: 'POST', headers: browser(), body: registrationBody(i, '37') }).then((res) => ({ at, res })));
    gets.push(request(`${SITE}/api/activities/${activityId}`, { headers: browser() }).then((res) => ({ at, res })));
    await sleep(everyMs);
  }
  await killer;
  const settledPosts = await Promise.all(posts);
  const settledGets = await Promise.all(gets);
  const acknowledged = settledPosts.filter(({ res }) => res.status >= 200 && res.status < 300).map(({ res }) => res.json().registration?.code);
  const stored = new Set((await cluster.sql('SELECT code FROM registrations WHERE activity_id = $1', [activityId])).map((r) => r.code));
  const lost = acknowledged.filter((code) => !stored.has(code));
  const grace = 1000;
  const afterKill = [...settledPosts, ...settledGets].filter(({ at }) => at >= killedAt + grace);
  const failedAfter = afterKill.filter(({ res }) => res.status < 200 || res.status >= 300);
  const statuses = {};
  for (const { res } of [...settledPosts, ...settledGets]) statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  const page = await request(`${SITE}/hot`, { headers: browser() });
  const ok = lost.length === 0 && acknowledged.length > 0 && failedAfter.length === 0 && afterKill.length > 0 && page.status === 200;
  record('(e) killing one instance mid-load loses no acknowledged registration; nginx keeps serving', ok,
    `${planned} registrations + ${planned} API reads over ${Date.now() - t0} ms, B killed at ${killedAt - t0} ms; answers ${JSON.stringify(statuses)}; ` +
      `${acknowledged.length} acknowledged, ${lost.length} missing from the database; ${afterKill.length} requests from ${grace} ms after the kill, ${failedAfter.length} failed; a page after: ${page.status}`);
}

/**
 * A POST the server is surely handling when the signal comes: its headers go with `Expect: 100-continue`,
 * the first half of the body once the server has answered 100 Continue (it has parsed the headers and
 * begun the request: `received`), the rest on `finish()`. `answer` resolves like request().
 */
function halfSentPost(url, headers, body) {
  const payload = Buffer.from(JSON.stringify(body));
  const half = Math.floor(payload.length / 2);
  let finish = () => undefined;
  let received;
  const receivedPromise = new Promise((resolve) => (received = resolve));
  const answer = new Promise((resolve) => {
    const req = http.request(url, {
      method: 'POST',
      headers: { ...headers, expect: '100-continue', 'content-type': 'application/json', 'content-length': payload.length },
    }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, text, json: () => JSON.parse(text) });
      });
    });
    req.on('continue', () => {
      req.write(payload.subarray(0, half));
      finish = () => req.end(payload.subarray(half));
      received(true);
    });
    req.on('error', (error) => {
      received(false);
      resolve({ status: 0, text: String(error), json: () => ({}) });
    });
  });
  return { answer, received: receivedPromise, finish: () => finish() };
}

/** (f) graceful: SIGTERM on an instance with registrations in flight — all answered and stored, it exits 0, nginx serves throughout. */
async function proveDrain(activityId) {
  const b = await cluster.startInstance('B', PORT_B);
  const exited = new Promise((resolve) => b.once('exit', (code, signal) => resolve({ code, signal })));
  // Warm B's registration route (its first request loads the route's code).
  await request(`${direct(PORT_B)}/api/activities/${activityId}/registrations`, { method: 'POST', headers: { 'x-forwarded-for': '10.4.1.1' }, body: registrationBody(99, '36') });
  let reading = true;
  const reads = [];
  const reader = (async () => {
    while (reading) {
      reads.push(await request(`${SITE}/api/activities/${activityId}`, { headers: browser() }));
      await sleep(40);
    }
  })();
  const inFlight = Array.from({ length: 10 }, (_, i) =>
    halfSentPost(`${direct(PORT_B)}/api/activities/${activityId}/registrations`, { 'x-forwarded-for': `10.4.0.${i + 1}`, 'accept-language': 'zh-CN' }, registrationBody(i, '36')),
  );
  await Promise.race([Promise.all(inFlight.map((post) => post.received)), sleep(10_000)]);
  await sleep(100); // the first halves on their way
  process.kill(b.pid, 'SIGTERM');
  await sleep(500);
  const refused = (await request(`${direct(PORT_B)}/api/health`, { timeoutMs: 2000 })).status;
  for (const post of inFlight) post.finish();
  const answers = await Promise.all(inFlight.map((post) => post.answer));
  const exit = await Promise.race([exited, sleep(15_000).then(() => ({ code: 'still running' }))]);
  await sleep(500);
  reading = false;
  await reader;
  const codes = answers.filter((a) => a.status === 201).map((a) => a.json().registration?.code);
  const stored = new Set((await cluster.sql('SELECT code FROM registrations WHERE activity_id = $1', [activityId])).map((r) => r.code));
  const statuses = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  const failedReads = reads.filter((r) => r.status !== 200).length;
  const ok = codes.length === answers.length && codes.every((code) => stored.has(code)) && exit.code === 0 && failedReads === 0 && refused !== 200;
  record('(f) SIGTERM drains an instance: requests in flight finish and are stored, new ones are refused, it exits 0, nginx serves throughout', ok,
    `10 registrations on B half sent, SIGTERM, the rest 500 ms later: answers ${JSON.stringify(statuses)}, ${codes.filter((code) => stored.has(code)).length} stored; ` +
      `a new request to B after the signal: ${refused || 'refused'}; B exited ${exit.code}${exit.signal ? ` (${exit.signal})` : ''}; ${reads.length} reads through nginx meanwhile, ${failedReads} failed`);
}

/** (u) no instance answers: nginx shows the site's own page in both languages (deploy/errors/), never its bare 502. */
async function proveUnavailablePage() {
  await cluster.stopInstance('A');
  await cluster.stopInstance('B');
  const page = await request(`${SITE}/news?down=1`, { headers: browser() });
  const failures = [];
  if (page.status !== 502 && page.status !== 504) failures.push(`status ${page.status}`);
  for (const words of ['网站暂时无法访问', 'The site is briefly unavailable']) if (!page.text.includes(words)) failures.push(`no "${words}"`);
  if (/<script/i.test(page.text) || /Bad Gateway/.test(page.text)) failures.push('a script or nginx\'s own words in the page');
  if (!String(page.headers['cache-control'] ?? '').includes('no-store')) failures.push(`Cache-Control ${page.headers['cache-control']}`);
  record('(u) with no instance answering, nginx serves the site\'s unavailable page (both languages, no scripts, not cached), not its bare 502', failures.length === 0,
    failures.join('; ') || `${page.status}, ${page.text.length} bytes`);
}

async function proveEdge() {
  const failures = [];
  const redirect = await request(`http://127.0.0.1:${NGINX_HTTP}/hot?x=1`);
  if (redirect.status !== 301 || redirect.headers.location !== `${SITE}/hot?x=1`) failures.push(`http → https: ${redirect.status} ${redirect.headers.location}`);
  const page = await request(`${SITE}/?edge=1`, { headers: browser({ 'accept-encoding': 'gzip' }) });
  const hsts = page.headers['strict-transport-security'];
  if (!hsts || hsts.includes(',max-age')) failures.push(`HSTS: ${hsts}`);
  if (page.headers['content-encoding'] !== 'gzip') failures.push(`gzip: ${page.headers['content-encoding']}`);
  const home = await request(`${SITE}/`, { headers: browser() });
  const chunk = home.text.match(/\/_next\/static\/[^"'\s]+\.js/)?.[0];
  const asset = chunk ? await request(`${SITE}${chunk}`) : { status: 0, headers: {} };
  const assetCache = asset.headers['cache-control'] ?? '';
  if (asset.status !== 200 || !assetCache.includes('max-age=31536000') || !assetCache.includes('immutable')) failures.push(`static ${chunk}: ${asset.status} ${assetCache}`);
  const big = await request(`${SITE}/api/uploads`, { method: 'POST', headers: browser({ 'content-type': 'multipart/form-data; boundary=x' }), body: Buffer.alloc(7 * 1024 * 1024, 97) });
  if (big.status !== 413) failures.push(`7 MB upload: ${big.status} (want 413 from nginx)`);
  // nginx's $request_id reaches the app (X-Request-Id), which logs it and sends it back.
  const traced = await request(`${SITE}/hot?trace=1`, { headers: browser() });
  const rid = traced.headers['x-request-id'] ?? '';
  // A ticket link's capability never reaches a log: nginx's and the app's show /t/:ticket.
  const ticket = 'ABCDEFGHJKLMabcdefghij';
  await request(`${SITE}/t/${ticket}`, { headers: browser() });
  await sleep(500);
  const accessLog = readFileSync(path.join(cluster.tmp, 'nginx', 'logs', 'access.log'), 'utf8');
  const appLogs = ['A', 'B'].map((name) => readFileSync(path.join(cluster.tmp, `${name}.log`), 'utf8')).join('\n');
  if (!/^[0-9a-f]{32}$/.test(rid) || !accessLog.includes(`rid=${rid}`) || !appLogs.includes(`"reqId":"${rid}"`)) {
    failures.push(`request id "${rid}" not in both nginx's access log and the app's log`);
  }
  if (accessLog.includes(ticket) || appLogs.includes(ticket) || !accessLog.includes('GET /t/:ticket HTTP')) failures.push('a ticket link\'s key is in a log');
  const upstreams = new Set([...accessLog.matchAll(/upstream=127\.0\.0\.1:(\d+)/g)].map((m) => m[1]));
  if (!upstreams.has(String(PORT_A)) || !upstreams.has(String(PORT_B))) failures.push(`upstreams used: ${[...upstreams].join(',')}`);
  record('(t) TLS termination and the edge: http→https, HSTS once (from the app), gzip, static immutable, 7 MB upload → 413, one request id in the nginx and app logs, both upstreams used, no ticket key in either log',
    failures.length === 0, failures.join('; ') || `static ${chunk?.slice(0, 40)}… ${assetCache}; HSTS "${hsts}"`);
}

// ---------------------------------------------------------------- main
async function main() {
  for (const port of [PORT_A, PORT_B, NGINX_HTTP, NGINX_HTTPS]) {
    if (!(await portFree(port))) throw new Error(`port ${port} is in use: stop what uses it, then run again`);
  }
  const shipped = readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8');
  record('(0) deploy/nginx.conf is deploy/nginx.conf.template with the production values (the template is what is tested)', shipped === productionConfig(),
    shipped === productionConfig() ? '' : 'out of date: node deploy/render-nginx.mjs > deploy/nginx.conf');
  nginxBinary(log);
  ensureBuild(log);
  const runStarted = Date.now();
  const watchdog = setTimeout(() => {
    console.error(`FAIL: the cluster test ran over ${RUN_LIMIT_MS / 1000} s`);
    finish(1);
  }, RUN_LIMIT_MS);
  watchdog.unref();

  cluster = createCluster({ log, siteUrl: SITE });
  // Migrations once, before any instance (each instance also migrates at start, under an advisory lock: a no-op now).
  await cluster.createDatabase();
  for (const [loginName, name] of [['cluster-editor', 'Cluster Editor'], ['cluster-victim', 'Victim One'], ['cluster-victim2', 'Victim Two']]) {
    cluster.createUser('editor', loginName, name, PASSWORD);
  }
  const activity = async (title, capacity) =>
    (await cluster.sql(
      `INSERT INTO activities (title, venue, starts_at, ends_at, capacity, per_registration_limit, registration_opens_at, registration_closes_at, published)
       VALUES ($1, '集群测试会场', now() + interval '30 days', now() + interval '30 days 3 hours', $2, 1, now() - interval '1 day', now() + interval '29 days', true)
       RETURNING id`,
      [title, capacity],
    ))[0].id;
  const seatsActivity = await activity('集群测试：四十个座位', SEATS);
  const killActivity = await activity('集群测试：实例被杀', 1000);
  log('migrated; accounts and activities made');

  await Promise.all([cluster.startInstance('A', PORT_A), cluster.startInstance('B', PORT_B)]);
  log('instances A and B ready');
  await cluster.startNginx({ upstreamPorts: [PORT_A, PORT_B], httpPort: NGINX_HTTP, httpsPort: NGINX_HTTPS });
  log(`nginx ready on ${SITE}`);

  const editorCookie = await proveSessions();
  await proveThrottling();
  await proveSeats(seatsActivity);
  const cacheProof = await provePublishing(editorCookie ?? '');
  await proveEdge();
  await proveKill(killActivity);
  await proveDrain(killActivity);
  log('waiting for the cached page to expire…');
  await cacheProof();
  await proveUnavailablePage();
  log(`proofs done in ${((Date.now() - runStarted) / 1000).toFixed(0)} s`);
}

let finishing = false;
async function finish(code) {
  if (finishing) return;
  finishing = true;
  await cluster?.cleanup();
  const failed = results.filter((r) => !r.ok);
  console.log(`\ncluster test: ${results.length - failed.length} passed, ${failed.length} failed${code ? ' (stopped by an error)' : ''}`);
  process.exit(failed.length || code ? 1 : 0);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    finish(130);
  });
}
try {
  await main();
  await finish(0);
} catch (error) {
  console.error(`FAIL: ${error instanceof Error ? error.stack : error}`);
  for (const name of ['A', 'B']) {
    const file = cluster && path.join(cluster.tmp, `${name}.log`);
    if (file && existsSync(file)) console.error(`--- instance ${name} log (tail) ---\n${readFileSync(file, 'utf8').slice(-1500)}`);
  }
  await finish(1);
}
