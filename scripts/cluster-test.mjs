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
//    PID and every temporary folder removed.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, openSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { renderNginx, upstreamServers, PRODUCTION } from '../deploy/render-nginx.mjs';
import { buildIsCurrent, nextBin, root } from './lib/build.mjs';

// How an instance is started (the production server, as `npm start` runs it); PORT and HOST are in its environment.
const serverArgs = () => [path.join(root, 'scripts', 'serve.mjs')];

const PORT_A = 3451;
const PORT_B = 3452;
const NGINX_HTTP = 3458;
const NGINX_HTTPS = 3459;
const SITE = `https://127.0.0.1:${NGINX_HTTPS}`;
const COOKIE = '__Host-tmz_session'; // SITE_URL is https (server/auth/session-cookie.ts)
const PASSWORD = `Cluster-${randomBytes(9).toString('base64url')}`;
const SEATS = 40;
const REGISTRATIONS = 400;
/** nginx's cache keeps a public page for the app's s-maxage (server/page.ts). */
const S_MAXAGE_S = 60;
/** Everything after the build must end within this (the cache proof alone waits up to ~65 s). */
const RUN_LIMIT_MS = 5 * 60_000;

const distDir = process.env.NEXT_DIST_DIR || '.next';
const started = Date.now();
const results = [];
const children = new Map(); // name → ChildProcess
let nginxPidFile = '';
let tmp = '';
let adminUrl = '';
let dbName = '';
let cleaning = false;

const log = (message) => console.log(`[cluster ${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function record(name, ok, detail) {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
}

// ---------------------------------------------------------------- HTTP client
const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 512 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 512, rejectUnauthorized: false }),
};

/** One request; resolves with status, headers and text (never rejects: a network error is status 0). */
function request(url, { method = 'GET', headers = {}, body, timeoutMs = 30_000 } = {}) {
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
  const allHeaders = { ...headers };
  if (payload) {
    allHeaders['content-length'] = payload.length;
    allHeaders['content-type'] ??= 'application/json';
  }
  return new Promise((resolve) => {
    const req = (secure ? https : http).request(
      target,
      { method, headers: allHeaders, agent: secure ? agents.https : agents.http, timeout: timeoutMs },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) });
        });
        res.on('error', (error) => resolve({ status: 0, headers: {}, text: String(error), json: () => ({}) }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (error) => resolve({ status: 0, headers: {}, text: String(error), json: () => ({}) }));
    if (payload) req.write(payload);
    req.end();
  });
}

const direct = (port) => `http://127.0.0.1:${port}`;
const cookieOf = (res) => {
  const list = res.headers['set-cookie'] ?? [];
  const found = list.find((entry) => entry.startsWith(`${COOKIE}=`));
  return found ? found.split(';')[0] : null;
};
/** Headers of a browser on the site (through nginx the Origin is the site's). */
const browser = (extra = {}) => ({ origin: SITE, 'accept-language': 'zh-CN', ...extra });

// ---------------------------------------------------------------- processes
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  }
  return result.stdout ?? '';
}

function startChild(name, args, env) {
  const out = openSync(path.join(tmp, `${name}.log`), 'a');
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', out, out], detached: true });
  children.set(name, child);
  child.on('exit', () => children.delete(name));
  return child;
}

/** Ends a child and its process group: SIGTERM, then SIGKILL after `graceMs`. */
async function stopChild(name, signal = 'SIGTERM', graceMs = 5000) {
  const child = children.get(name);
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, signal);
  } catch {
    return;
  }
  const done = await Promise.race([exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (!done) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
    await Promise.race([exited, sleep(2000)]);
  }
}

function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function waitFor(what, check, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await sleep(250);
  }
  throw new Error(`timed out waiting for ${what}`);
}

function instanceEnv(port) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: distDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl(),
    TRUST_PROXY: '1',
    SITE_URL: SITE,
    RATE_LIMIT_STORE: 'database',
  };
}

function databaseUrl() {
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
}

async function sql(text, params = []) {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------- set-up
function postgresUrl() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  return run('bash', [path.join(root, 'scripts', 'ensure-postgres.sh')], { stdio: ['ignore', 'pipe', 'inherit'] }).trim();
}

function ensureBuild() {
  if (process.env.SKIP_BUILD === '1') return log(`SKIP_BUILD=1: using the build in ${distDir}`);
  if (buildIsCurrent(distDir)) return log(`the build in ${distDir} is newer than the sources: reusing it`);
  log(`building the site into ${distDir}…`);
  run(process.execPath, [nextBin, 'build', '--webpack'], { stdio: 'inherit', env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' } });
}

function nginxBinary() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  if (process.getuid?.() !== 0) throw new Error('nginx is not installed and this is not root: apt-get install -y nginx-light (or nginx), then run again');
  log('nginx is missing: installing Debian’s package');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update'], { env, stdio: 'inherit' });
  run('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], { env, stdio: 'inherit' });
  // Debian's package starts its own nginx on port 80; this test runs its own.
  spawnSync('systemctl', ['disable', '--now', 'nginx'], { stdio: 'ignore' });
  if (!existsSync('/usr/sbin/nginx')) throw new Error('apt-get did not install /usr/sbin/nginx');
  return '/usr/sbin/nginx';
}

function tsx(script, args, env) {
  const cli = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  return run(process.execPath, [cli, script, ...args], { env: { ...process.env, ...env } });
}

async function startNginx(binary) {
  const prefix = path.join(tmp, 'nginx');
  for (const dir of ['temp', 'cache', 'logs']) mkdirSync(path.join(prefix, dir), { recursive: true });
  // The workers run as `nobody` (when started as root): they write the cache and temporary files.
  const worker = process.getuid?.() === 0 ? `nobody ${run('id', ['-gn', 'nobody']).trim()}` : os.userInfo().username;
  if (process.getuid?.() === 0) {
    chmodSync(tmp, 0o711);
    chmodSync(prefix, 0o711);
    const { uid, gid } = { uid: Number(run('id', ['-u', 'nobody']).trim()), gid: Number(run('id', ['-g', 'nobody']).trim()) };
    for (const dir of ['temp', 'cache']) chownSync(path.join(prefix, dir), uid, gid);
  }
  run('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
    '-keyout', path.join(prefix, 'key.pem'), '-out', path.join(prefix, 'cert.pem')]);
  nginxPidFile = path.join(prefix, 'nginx.pid');
  const conf = renderNginx({
    ...PRODUCTION,
    WORKER_USER: worker,
    PID_FILE: nginxPidFile,
    ERROR_LOG: path.join(prefix, 'logs', 'error.log'),
    ACCESS_LOG: path.join(prefix, 'logs', 'access.log'),
    MIME_TYPES: existsSync('/etc/nginx/mime.types') ? '/etc/nginx/mime.types' : PRODUCTION.MIME_TYPES,
    TEMP_DIR: path.join(prefix, 'temp'),
    CACHE_DIR: path.join(prefix, 'cache'),
    UPSTREAM_SERVERS: upstreamServers([PORT_A, PORT_B]),
    SERVER_NAME: '127.0.0.1',
    HTTP_LISTEN: `127.0.0.1:${NGINX_HTTP}`,
    HTTPS_LISTEN: `127.0.0.1:${NGINX_HTTPS}`,
    HTTPS_PORT_SUFFIX: `:${NGINX_HTTPS}`,
    TLS_CERTIFICATE: path.join(prefix, 'cert.pem'),
    TLS_CERTIFICATE_KEY: path.join(prefix, 'key.pem'),
  });
  const confFile = path.join(prefix, 'nginx.conf');
  writeFileSync(confFile, conf);
  const args = ['-p', prefix, '-c', confFile, '-e', path.join(prefix, 'logs', 'error.log')];
  run(binary, ['-t', '-q', ...args]);
  run(binary, args); // daemonises; its master's PID is in the pid file
  await waitFor('nginx', async () => (await request(`${SITE}/api/health`)).status === 200, 15_000);
}

async function stopNginx() {
  if (!nginxPidFile || !existsSync(nginxPidFile)) return;
  const pid = Number(readFileSync(nginxPidFile, 'utf8').trim());
  if (!pid) return;
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  for (let i = 0; i < 40; i += 1) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await sleep(100);
  }
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    /* gone */
  }
}

async function cleanup() {
  if (cleaning) return;
  cleaning = true;
  await stopNginx().catch(() => undefined);
  await Promise.all([...children.keys()].map((name) => stopChild(name).catch(() => undefined)));
  agents.http.destroy();
  agents.https.destroy();
  if (dbName && adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    try {
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    } catch (error) {
      console.error(`Could not drop the test database ${dbName}: ${error instanceof Error ? error.message : error}`);
    } finally {
      await admin.end().catch(() => undefined);
    }
  }
  if (tmp && process.env.KEEP_CLUSTER_TMP !== '1') rmSync(tmp, { recursive: true, force: true });
  else if (tmp) console.log(`(kept ${tmp})`);
}

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
  const rows = await sql('SELECT status, count(*)::int AS n FROM registrations WHERE activity_id = $1 GROUP BY status', [activityId]);
  const counts = Object.fromEntries(rows.map((r) => [r.status, r.n]));
  const [{ seats_taken: seatsTaken }] = await sql('SELECT seats_taken FROM activities WHERE id = $1', [activityId]);
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
  const onB = await pollFor(`${direct(PORT_B)}/hot`, title, 10_000);
  const personal = await pollFor(page, title, 10_000, browser({ cookie: editorCookie }));
  record('(d2) an article published on A is visible on B at once-ish (in-process cache ≤ 5 s)', Boolean(onB && onB.delay <= 6000 && personal),
    `on B directly after ${onB ? onB.delay : '>10000'} ms; via nginx with a session cookie after ${personal ? personal.delay : '>10000'} ms`);
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
    await stopChild('B', 'SIGKILL', 2000);
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
  const stored = new Set((await sql('SELECT code FROM registrations WHERE activity_id = $1', [activityId])).map((r) => r.code));
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
  await sleep(500);
  const accessLog = readFileSync(path.join(tmp, 'nginx', 'logs', 'access.log'), 'utf8');
  const appLogs = ['A', 'B'].map((name) => readFileSync(path.join(tmp, `${name}.log`), 'utf8')).join('\n');
  if (!/^[0-9a-f]{32}$/.test(rid) || !accessLog.includes(`rid=${rid}`) || !appLogs.includes(`"reqId":"${rid}"`)) {
    failures.push(`request id "${rid}" not in both nginx's access log and the app's log`);
  }
  const upstreams = new Set([...accessLog.matchAll(/upstream=127\.0\.0\.1:(\d+)/g)].map((m) => m[1]));
  if (!upstreams.has(String(PORT_A)) || !upstreams.has(String(PORT_B))) failures.push(`upstreams used: ${[...upstreams].join(',')}`);
  record('(t) TLS termination and the edge: http→https, HSTS once (from the app), gzip, static immutable, 7 MB upload → 413, one request id in the nginx and app logs, both upstreams used',
    failures.length === 0, failures.join('; ') || `static ${chunk?.slice(0, 40)}… ${assetCache}; HSTS "${hsts}"`);
}

// ---------------------------------------------------------------- main
async function main() {
  for (const port of [PORT_A, PORT_B, NGINX_HTTP, NGINX_HTTPS]) {
    if (!(await portFree(port))) throw new Error(`port ${port} is in use: stop what uses it, then run again`);
  }
  const binary = nginxBinary();
  ensureBuild();
  const runStarted = Date.now();
  const watchdog = setTimeout(() => {
    console.error(`FAIL: the cluster test ran over ${RUN_LIMIT_MS / 1000} s`);
    cleanup().finally(() => process.exit(1));
  }, RUN_LIMIT_MS);
  watchdog.unref();

  tmp = mkdtempSync(path.join(os.tmpdir(), 'tmz-cluster-'));
  adminUrl = postgresUrl();
  dbName = `tmz_cluster_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  log(`database ${dbName} created`);

  // Migrations once, before any instance (each instance also migrates at start, under an advisory lock: a no-op now).
  tsx('scripts/db-migrate.ts', [], { DATABASE_URL: databaseUrl() });
  const accounts = [
    ['cluster-editor', 'Cluster Editor'],
    ['cluster-victim', 'Victim One'],
    ['cluster-victim2', 'Victim Two'],
  ];
  for (const [loginName, name] of accounts) {
    tsx('scripts/user-create.ts', ['--kind', 'editor', '--login', loginName, '--name', name], { DATABASE_URL: databaseUrl(), USER_PASSWORD: PASSWORD });
  }
  const activity = async (title, capacity) =>
    (await sql(
      `INSERT INTO activities (title, venue, starts_at, ends_at, capacity, per_registration_limit, registration_opens_at, registration_closes_at, published)
       VALUES ($1, '集群测试会场', now() + interval '30 days', now() + interval '30 days 3 hours', $2, 1, now() - interval '1 day', now() + interval '29 days', true)
       RETURNING id`,
      [title, capacity],
    ))[0].id;
  const seatsActivity = await activity('集群测试：四十个座位', SEATS);
  const killActivity = await activity('集群测试：实例被杀', 1000);
  log('migrated; accounts and activities made');

  startChild('A', serverArgs(PORT_A), instanceEnv(PORT_A));
  startChild('B', serverArgs(PORT_B), instanceEnv(PORT_B));
  for (const [name, port] of [['A', PORT_A], ['B', PORT_B]]) {
    await waitFor(`instance ${name} on ${port}`, async () => {
      if (!children.has(name)) throw new Error(`instance ${name} exited; see ${path.join(tmp, `${name}.log`)}:\n${readFileSync(path.join(tmp, `${name}.log`), 'utf8').slice(-2000)}`);
      return (await request(`${direct(port)}/api/health`)).status === 200;
    }, 90_000);
  }
  log('instances A and B ready');
  await startNginx(binary);
  log(`nginx ready on ${SITE}`);

  const editorCookie = await proveSessions();
  await proveThrottling();
  await proveSeats(seatsActivity);
  const cacheProof = await provePublishing(editorCookie ?? '');
  await proveEdge();
  await proveKill(killActivity);
  log('waiting for the cached page to expire…');
  await cacheProof();
  log(`proofs done in ${((Date.now() - runStarted) / 1000).toFixed(0)} s`);
}

let exitCode = 0;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    cleanup().finally(() => process.exit(130));
  });
}
try {
  await main();
} catch (error) {
  console.error(`FAIL: ${error instanceof Error ? error.stack : error}`);
  for (const name of ['A', 'B']) {
    const file = tmp && path.join(tmp, `${name}.log`);
    if (file && existsSync(file)) console.error(`--- instance ${name} log (tail) ---\n${readFileSync(file, 'utf8').slice(-1500)}`);
  }
  exitCode = 1;
} finally {
  await cleanup();
}
const failed = results.filter((r) => !r.ok);
console.log(`\ncluster test: ${results.length - failed.length} passed, ${failed.length} failed${exitCode ? ' (stopped by an error)' : ''}`);
process.exit(failed.length || exitCode ? 1 : 0);
