#!/usr/bin/env node
// Cluster benchmark (issue 9, item 4), as root: `node bench/cluster.mjs [--duration 10] [--connections 50]`.
// One throwaway PostgreSQL database, two instances, and nginx from deploy/nginx.conf.template
// (scripts/lib/cluster.mjs), all over TLS with keep-alive and gzip like a browser. Same run, one after another:
//   static   nginx serving the home page's HTML as a file (a server block added to the same nginx)
//   cached   the home page anonymously through the shipped config: answered from nginx's cache (HIT)
//   2 inst.  the home page through nginx without the cache (a session cookie makes it bypass), two instances
//   1 inst.  the same through a second nginx whose upstream is one instance
// and prints requests/s, p50/p99 latency, the cached share of static (target ≥ 80 %, p99 ≤ 20 ms) and the
// scaling factor 2 inst. / 1 inst., with the machine's load (`uptime`) before and after. autocannon runs in
// this process, so it shares the machine's cores with nginx and the instances. Not part of any test.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createCluster, ensureBuild, portFree, request } from '../scripts/lib/cluster.mjs';
import { answerHelp } from '../scripts/lib/help.mjs';

const USAGE = `Usage: node bench/cluster.mjs [options], as root

Requests/s and latency of the home page through nginx: static, cached, two instances
and one instance (bench/README.md). Not part of any test.

Options:
  --duration <s>      seconds measured per run (default 10)
  --warmup <s>        seconds of warm-up per run (default 2)
  --connections <n>   concurrent connections (default 50)
  -h, --help          this text`;
answerHelp(USAGE);

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
  },
});
const DURATION = Number(values.duration);
const WARMUP = Number(values.warmup);
const CONNECTIONS = Number(values.connections);
const PORTS = { a: 3461, b: 3462, oneHttp: 3466, oneHttps: 3467, bothHttp: 3468, bothHttps: 3469, static: 3470 };
const SITE = `https://127.0.0.1:${PORTS.bothHttps}`;
const BYPASS_COOKIE = '__Host-tmz_session=benchmark'; // present (nginx bypasses the cache) but not a session (the app serves a visitor)

const started = Date.now();
const log = (message) => console.error(`[bench ${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);
const uptime = () => spawnSync('uptime', { encoding: 'utf8' }).stdout.trim();

async function measure(name, url, headers = {}) {
  const options = { url, connections: CONNECTIONS, timeout: 10, headers: { 'accept-encoding': 'gzip', ...headers } };
  await autocannon({ ...options, duration: WARMUP });
  const result = await autocannon({ ...options, duration: DURATION });
  const row = {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
  log(`${name}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}, non-2xx ${row.non2xx}`);
  return row;
}

const cluster = createCluster({ log, siteUrl: SITE });
let exitCode = 0;
try {
  for (const port of Object.values(PORTS)) if (!(await portFree(port))) throw new Error(`port ${port} is in use`);
  ensureBuild(log);
  await cluster.createDatabase();
  await Promise.all([cluster.startInstance('A', PORTS.a), cluster.startInstance('B', PORTS.b)]);
  const home = await request(`http://127.0.0.1:${PORTS.a}/`, { headers: { 'x-forwarded-proto': 'https' } });
  const staticServer = `
    server {
        listen 127.0.0.1:${PORTS.static} ssl http2;
        ssl_certificate {{PREFIX}}/cert.pem;
        ssl_certificate_key {{PREFIX}}/key.pem;
        root {{PREFIX}}/www;
        default_type text/html;
        access_log off;
    }`;
  const both = await cluster.startNginx({ name: 'nginx', upstreamPorts: [PORTS.a, PORTS.b], httpPort: PORTS.bothHttp, httpsPort: PORTS.bothHttps, extraServers: staticServer });
  writeFileSync(path.join(both.prefix, 'www', 'index.html'), home.text, { mode: 0o644 });
  const one = await cluster.startNginx({ name: 'nginx-one', upstreamPorts: [PORTS.a], httpPort: PORTS.oneHttp, httpsPort: PORTS.oneHttps });
  // Prime the cache and check what each target answers.
  await request(`${SITE}/`);
  const hit = await request(`${SITE}/`);
  const bypass = await request(`${SITE}/`, { headers: { cookie: BYPASS_COOKIE } });
  log(`cache: ${hit.headers['x-cache-status']} anonymously, ${bypass.headers['x-cache-status']} with the cookie (${bypass.headers['cache-control']}); home page ${home.text.length} bytes`);

  const loadBefore = uptime();
  const rows = [
    await measure('static file (nginx)', `https://127.0.0.1:${PORTS.static}/index.html`),
    await measure('home, nginx cache', `${SITE}/`),
    await measure('home, no cache, 2 instances', `${SITE}/`, { cookie: BYPASS_COOKIE }),
    await measure('home, no cache, 1 instance', `${one.site}/`, { cookie: BYPASS_COOKIE }),
  ];
  const loadAfter = uptime();
  const [staticRow, cachedRow, twoRow, oneRow] = rows;
  console.log(`\nCluster benchmark: ${CONNECTIONS} connections, ${DURATION} s each (after ${WARMUP} s warm-up), TLS + keep-alive + gzip, autocannon in-process`);
  console.log('| target | req/s | p50 ms | p99 ms | errors | non-2xx |\n| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) console.log(`| ${row.name} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.non2xx} |`);
  const share = cachedRow.rps / staticRow.rps;
  console.log(`\ncached / static: ${(share * 100).toFixed(0)} % (target ≥ 80 %), cached p99 ${cachedRow.p99} ms (target ≤ 20 ms)`);
  console.log(`scaling, no cache: 2 instances / 1 instance = ${(twoRow.rps / oneRow.rps).toFixed(2)}×`);
  console.log(`load before: ${loadBefore}\nload after:  ${loadAfter}`);
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  exitCode = 1;
} finally {
  await cluster.cleanup();
}
process.exit(exitCode);
