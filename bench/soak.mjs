#!/usr/bin/env node
// Soak (issue 9, item 4), as root: `node bench/soak.mjs [--minutes 30] [--concurrency 8] [--warmup 5] [--base-port 3481]`.
// Two instances and nginx on a throwaway PostgreSQL database (scripts/lib/cluster.mjs), then mixed
// traffic for the given minutes: anonymous pages through nginx's cache, the same pages past the cache
// (a session cookie), article and activity pages, API reads, logins and registrations straight to the
// instances (each from its own X-Forwarded-For address, as nginx would send them). Every minute it prints
// each instance's resident memory (RSS) and the requests of that minute; at the end the growth of each
// instance's RSS from the end of the warm-up (target ≤ 10 %) and the machine's load. A script, not a test.
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { createCluster, direct, ensureBuild, portFree, request, rssOf, sleep } from '../scripts/lib/cluster.mjs';
import { answerHelp } from '../scripts/lib/help.mjs';

const USAGE = `Usage: node bench/soak.mjs [options], as root

Two instances and nginx on a throwaway PostgreSQL database under mixed traffic; prints
each instance's memory every minute and its growth after the warm-up (target ≤ 10 %).

Options:
  --minutes <n>       minutes of traffic (default 30)
  --concurrency <n>   requests in flight (default 8)
  --warmup <n>        minutes of warm-up (default 5)
  --base-port <n>     first port used (default 3481)
  -h, --help          this text`;
answerHelp(USAGE);

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '8' },
    'base-port': { type: 'string', default: '3481' },
  },
});
const MINUTES = Number(values.minutes);
const WARMUP_MINUTES = Math.min(Number(values.warmup), Math.max(0, MINUTES - 1));
const CONCURRENCY = Number(values.concurrency);
const BASE = Number(values['base-port']);
const PORTS = { A: BASE, B: BASE + 1, http: BASE + 7, https: BASE + 8 };
const SITE = `https://127.0.0.1:${PORTS.https}`;
const PASSWORD = `Soak-${randomBytes(9).toString('base64url')}`;
const MB = 1024 * 1024;

const started = Date.now();
const log = (message) => console.log(`[soak ${((Date.now() - started) / 60000).toFixed(1)} min] ${message}`);
const uptime = () => spawnSync('uptime', { encoding: 'utf8' }).stdout.trim();
const pick = (list) => list[Math.floor(Math.random() * list.length)];

const cluster = createCluster({ log, siteUrl: SITE });
let stopping = false;
let exitCode = 0;
process.on('SIGINT', () => {
  stopping = true;
});

try {
  for (const port of Object.values(PORTS)) if (!(await portFree(port))) throw new Error(`port ${port} is in use`);
  ensureBuild(log);
  await cluster.createDatabase();
  cluster.createUser('editor', 'soak-editor', 'Soak Editor', PASSWORD);
  const [{ id: activityId }] = await cluster.sql(
    `INSERT INTO activities (title, venue, starts_at, ends_at, capacity, per_registration_limit, registration_opens_at, registration_closes_at, published)
     VALUES ('压力测试活动', '测试会场', now() + interval '30 days', now() + interval '30 days 3 hours', 1000000, 1, now() - interval '1 day', now() + interval '29 days', true)
     RETURNING id`,
  );
  const articleIds = (await cluster.sql(`SELECT id FROM articles WHERE status = 'published' ORDER BY id LIMIT 20`)).map((row) => row.id);
  const activityIds = (await cluster.sql('SELECT id FROM activities WHERE published ORDER BY id LIMIT 20')).map((row) => row.id);
  const instances = { A: await cluster.startInstance('A', PORTS.A), B: await cluster.startInstance('B', PORTS.B) };
  await cluster.startNginx({ upstreamPorts: [PORTS.A, PORTS.B], httpPort: PORTS.http, httpsPort: PORTS.https });

  const pages = ['/', '/hot', '/pay-news', '/practical', '/tmz', '/brand', '/join-us', '/en', '/en/hot',
    ...articleIds.map((id) => `/information-details?id=${id}`), ...activityIds.map((id) => `/activityDetail?id=${id}`)];
  let registrations = 0;
  const nextAddress = () => `10.${(registrations >> 16) & 255}.${(registrations >> 8) & 255}.${registrations & 255}`;
  const direct2 = () => direct(Math.random() < 0.5 ? PORTS.A : PORTS.B);
  const actions = [
    [50, () => request(`${SITE}${pick(pages)}`)], // anonymous, mostly from the cache
    [15, () => request(`${SITE}${pick(pages)}`, { headers: { cookie: '__Host-tmz_session=soak' } })], // past the cache
    [15, () => request(`${SITE}/api/articles?page=${1 + Math.floor(Math.random() * 3)}`)],
    [8, () => request(`${SITE}/api/activities`)],
    [2, () => request(`${direct2()}/api/auth/login`, { method: 'POST', headers: { 'x-forwarded-for': `10.250.0.${1 + Math.floor(Math.random() * 200)}` }, body: { login: 'soak-editor', password: PASSWORD } })],
    [10, () => {
      registrations += 1;
      const mobile = `139${String(registrations).padStart(8, '0')}`;
      return request(`${direct2()}/api/activities/${activityId}/registrations`, {
        method: 'POST',
        headers: { 'x-forwarded-for': nextAddress() },
        body: { name: '压力', mobile, company: '测试公司', position: '经理', audience: 'other', quantity: 1, consent: true },
      });
    }],
  ];
  const total = actions.reduce((sum, [weight]) => sum + weight, 0);
  const chooseAction = () => {
    let roll = Math.random() * total;
    for (const [weight, action] of actions) if ((roll -= weight) < 0) return action;
    return actions[0][1];
  };

  const minute = { requests: 0, failures: 0, statuses: {} };
  const until = Date.now() + MINUTES * 60_000;
  const worker = async () => {
    while (!stopping && Date.now() < until) {
      const res = await chooseAction()();
      minute.requests += 1;
      minute.statuses[res.status] = (minute.statuses[res.status] ?? 0) + 1;
      if (res.status === 0 || res.status >= 500) minute.failures += 1;
    }
  };
  const samples = { A: [], B: [] };
  const reporter = (async () => {
    for (let m = 1; m <= MINUTES && !stopping; m += 1) {
      const dueAt = until - (MINUTES - m) * 60_000;
      while (Date.now() < dueAt && !stopping) await sleep(500);
      const rss = { A: rssOf(instances.A.pid), B: rssOf(instances.B.pid) };
      samples.A.push(rss.A);
      samples.B.push(rss.B);
      log(`minute ${m}: RSS A ${(rss.A / MB).toFixed(0)} MB, B ${(rss.B / MB).toFixed(0)} MB; ${minute.requests} requests (${minute.failures} failed) ${JSON.stringify(minute.statuses)}; ${uptime()}`);
      minute.requests = 0;
      minute.failures = 0;
      minute.statuses = {};
    }
  })();
  await Promise.all([...Array.from({ length: CONCURRENCY }, worker), reporter]);

  // RSS swings with V8's collections from one minute to the next: compare the means of five samples.
  const mean = (list) => list.reduce((sum, value) => sum + value, 0) / list.length;
  const window = Math.max(1, Math.min(5, Math.floor((MINUTES - WARMUP_MINUTES) / 2)));
  console.log(`\nSoak: ${MINUTES} min, ${CONCURRENCY} concurrent clients, ${registrations} registrations; ` +
    `growth: mean RSS of the last ${window} minutes against the ${window} after the ${WARMUP_MINUTES}-minute warm-up`);
  for (const name of ['A', 'B']) {
    const list = samples[name].filter((value) => value !== null);
    const first = list.slice(WARMUP_MINUTES, WARMUP_MINUTES + window);
    const last = list.slice(-window);
    if (!first.length || !last.length) continue;
    const [base, end] = [mean(first), mean(last)];
    console.log(`instance ${name}: ${(base / MB).toFixed(0)} MB → ${(end / MB).toFixed(0)} MB (${(((end - base) / base) * 100).toFixed(1)} %; target ≤ 10 %); ` +
      `min ${(Math.min(...list) / MB).toFixed(0)}, max ${(Math.max(...list) / MB).toFixed(0)} MB`);
  }
  console.log(`load at the end: ${uptime()}`);
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  exitCode = 1;
} finally {
  await cluster.cleanup();
}
process.exit(exitCode);
