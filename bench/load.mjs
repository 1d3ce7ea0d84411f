#!/usr/bin/env node
// Load benchmark on 127.0.0.1: requests/s and latency of the data pages, /api/health and /privacy (the
// reference) of a production server, and of the home page's HTML as a static file from nginx
// (`node bench/load.mjs`; see bench/README.md "Load" for how each figure is taken). Not part of `npm test`.
// A measurement: exits 0 whatever the figures, 1 when the harness fails, 2 when it cannot start
// (no build, bad options).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cannotRun, isInterrupted, loopbackOrigin, parseOptions, positive, reportStoppedServers, requireBuild, runBenchmark, tempFolder } from './support/harness.mjs';
import { allProcStats, cpuSeconds, freePort, machineBusySeconds, ms, percent, procStat, startNext, startProcess, startServe, waitFor200 } from './support/harness.mjs';

const NGINX = '/usr/sbin/nginx';
const TARGET_SHARE = 0.8;
const TARGET_P99_MS = 100;
const DATA_PAGES = ['/', '/hot', '/information-details', '/join-us'];

const USAGE = `Usage: node bench/load.mjs [options]

  --duration <s>      timed run per target, seconds (default 10)
  --warmup <s>        untimed warm-up per target before it, seconds (default 2)
  --connections <n>   concurrent keep-alive connections (default 50)
  --tool <name>       wrk or autocannon (default wrk when installed, else autocannon)
  --url <origin>      measure a running server (http://127.0.0.1:PORT) instead of starting one
  --port <n>          port of the server it starts (default: the first free one from 3400)
  --nginx-port <n>    port of the nginx reference (default: the first free one from 3500)
  --install-nginx     apt-get install nginx-light (or nginx) when ${NGINX} is missing
  --encoding <name>   Accept-Encoding of every request: gzip (default, as browsers) or identity
  --server <name>     npm (default: scripts/serve.mjs, what npm start runs, with its page cache) or next (next start)
  --json              print the results as JSON instead of the table
  -h, --help          this text

Without --url it starts the server (--server) from the build in NEXT_DIST_DIR (default .next) with an empty
embedded database in a temporary folder, signs a member up (the code read from the server's log) to measure a
logged-in read of /hot too, and stops it at the end.`;

function readOptions() {
  const values = parseOptions(USAGE, {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    tool: { type: 'string' },
    url: { type: 'string' },
    port: { type: 'string' },
    'nginx-port': { type: 'string' },
    'install-nginx': { type: 'boolean', default: false },
    encoding: { type: 'string', default: 'gzip' },
    json: { type: 'boolean', default: false },
    server: { type: 'string', default: 'npm' },
  });
  if (!['npm', 'next'].includes(values.server)) cannotRun(`--server must be npm or next (got ${values.server}).`);
  if (values.tool && !['wrk', 'autocannon'].includes(values.tool)) cannotRun(`--tool must be wrk or autocannon (got ${values.tool}).`);
  if (!['gzip', 'identity'].includes(values.encoding)) cannotRun(`--encoding must be gzip or identity (got ${values.encoding}).`);
  return {
    duration: positive('duration', values.duration, USAGE),
    warmup: positive('warmup', values.warmup, USAGE),
    connections: positive('connections', values.connections, USAGE),
    tool: values.tool,
    url: values.url && loopbackOrigin(values.url),
    port: values.port && positive('port', values.port, USAGE),
    nginxPort: values['nginx-port'] && positive('nginx-port', values['nginx-port'], USAGE),
    installNginx: values['install-nginx'],
    encoding: values.encoding,
    server: values.server,
    json: values.json,
  };
}

function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** wrk when installed (see bench/README.md for why), else autocannon from node_modules. */
function chooseTool(asked) {
  const hasWrk = commandExists('wrk');
  if (asked === 'autocannon' || (!asked && !hasWrk)) {
    if (!asked) console.error('wrk is not installed (apt-get install -y wrk); using autocannon, which shares the CPU with the server.');
    return 'autocannon';
  }
  if (!hasWrk) cannotRun('--tool wrk: wrk is not installed. Install it with: apt-get install -y wrk');
  return 'wrk';
}

/** The server (`npm start`'s or `next start`) from the build in NEXT_DIST_DIR with a new embedded database in `work`/data. */
async function startApp(work, port, server) {
  const dataDir = path.join(work, 'data');
  await mkdir(dataDir);
  const start = server === 'next' ? startNext : startServe;
  const { origin, child, logFile } = await start({
    work,
    port,
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    note: '; the first start migrates and seeds the database',
  });
  return { origin, pid: child.pid, logFile };
}

/**
 * A member's session cookie on the server just started: signed up with the code the log transport wrote to
 * its log (no SMS provider is configured). Null when that does not work (the row is then left out).
 */
async function memberCookie(origin, logFile) {
  const login = `bench-${Date.now()}@example.com`;
  const asked = await fetch(`${origin}/api/auth/codes`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ purpose: 'signup', login }) });
  if (asked.status !== 202) return null;
  for (let tries = 0; tries < 100; tries += 1) {
    const logged = (await readFile(logFile, 'utf8'))
      .split('\n')
      .filter((line) => line.includes('"message_logged"') && line.includes('"verification_code"'))
      .at(-1);
    const code = logged ? /\b\d{6}\b/.exec(JSON.parse(logged).subject ?? '')?.[0] : undefined;
    if (code) {
      const body = JSON.stringify({ login, code, password: 'Bench-harbour-2026', name: '压测会员', consent: true });
      const signedUp = await fetch(`${origin}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      const cookie = signedUp.headers.get('set-cookie')?.split(';')[0];
      return signedUp.status === 201 && cookie ? cookie : null;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

function nginxConfig(dir, port) {
  return `# Written by bench/load.mjs: one worker serving index.html, gzip like next start.
daemon off;
master_process on;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  default_type text/html;
  sendfile on;
  keepalive_requests 1000000;
  gzip on;
  gzip_comp_level 6;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
  }
}
`;
}

function installNginx() {
  for (const name of ['nginx-light', 'nginx']) {
    console.error(`Installing ${name}: apt-get install -y --no-install-recommends ${name}`);
    const result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', name], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status === 0 && existsSync(NGINX)) return true;
  }
  console.error('Could not install nginx (as root, after apt-get update); the nginx row is skipped.');
  return false;
}

/** nginx serving `html` as /index.html from a folder in `work`; null (row skipped) when nginx is missing. */
async function startNginx(work, port, html, install) {
  if (!existsSync(NGINX) && !(install && installNginx())) {
    console.error(`${NGINX} is missing, so the nginx reference row is skipped. Install it with\n` +
      '  apt-get install -y nginx-light   (or: apt-get install -y nginx; or run with --install-nginx)');
    return null;
  }
  const dir = path.join(work, 'nginx');
  await mkdir(path.join(dir, 'www'), { recursive: true });
  // The worker runs as an unprivileged user when started by root: it must be able to read the page.
  await Promise.all([chmod(work, 0o755), chmod(dir, 0o755), chmod(path.join(dir, 'www'), 0o755)]);
  await writeFile(path.join(dir, 'www', 'index.html'), html, { mode: 0o644 });
  await writeFile(path.join(dir, 'nginx.conf'), nginxConfig(dir, port));
  const logFile = path.join(dir, 'stderr.log');
  const child = startProcess(NGINX, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')], logFile);
  const url = `http://127.0.0.1:${port}/index.html`;
  await waitFor200(url, child, logFile, 10_000);
  return { url, pid: child.pid };
}

/** One request as the load generator sends it; the status and body of the response (redirects not followed). */
async function probe(url, encoding, headers = {}) {
  const response = await fetch(url, { headers: { 'Accept-Encoding': encoding, ...headers }, redirect: 'manual' });
  return { status: response.status, body: await response.text() };
}

/** The first article linked from /hot, for /information-details?id=. */
function firstArticleId(hotHtml) {
  return hotHtml.match(/href="\/information-details\?id=(\d+)"/)?.[1] ?? null;
}

/** CPU seconds used so far by every process of the group `pgid` (a server and its workers); null without /proc. */
function groupCpuSeconds(pgid) {
  if (!existsSync('/proc/self/stat')) return null;
  return cpuSeconds(allProcStats().filter((stat) => stat.pgid === pgid));
}

/** CPU seconds of this process's children that have exited (wrk). */
function childrenCpuSeconds() {
  return procStat('self')?.childrenSeconds ?? 0;
}

const WRK_DONE = `-- Written by bench/load.mjs: wrk's totals as one JSON line (times in microseconds).
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%.0f,"durationUs":%.0f,"p50Us":%.0f,"p99Us":%.0f,"status":%.0f,"connect":%.0f,"read":%.0f,"write":%.0f,"timeout":%.0f}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.status, e.connect, e.read, e.write, e.timeout))
end
`;

/** wrk with one thread (one core at most), latencies in microseconds. */
function runWrk(url, seconds, options, headers = {}) {
  const extra = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const args = ['-t1', `-c${options.connections}`, `-d${seconds}s`, '--timeout', '10s', '-H', `Accept-Encoding: ${options.encoding}`, ...extra, '-s', options.wrkScript, url];
  return new Promise((resolve, reject) => {
    const cpuBefore = childrenCpuSeconds();
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      const line = output.split('\n').findLast((text) => text.startsWith('{'));
      if (code !== 0 || !line) return reject(new Error(`wrk ${args.join(' ')} failed (${code}):\n${output}`));
      const totals = JSON.parse(line);
      resolve({
        requests: totals.requests,
        seconds: totals.durationUs / 1e6,
        p50: totals.p50Us / 1000,
        p99: totals.p99Us / 1000,
        non2xx: totals.status,
        errors: totals.connect + totals.read + totals.write + totals.timeout,
        toolCpuSeconds: childrenCpuSeconds() - cpuBefore,
      });
    });
  });
}

/** autocannon in this process (it shares the machine's cores with the server), latencies in whole ms. */
async function runAutocannon(url, seconds, options, headers = {}) {
  const { default: autocannon } = await import('autocannon');
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({ url, connections: options.connections, duration: seconds, timeout: 10, headers: { 'accept-encoding': options.encoding, ...headers } });
  const cpu = process.cpuUsage(cpuBefore);
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    toolCpuSeconds: (cpu.user + cpu.system) / 1e6,
  };
}

/** Warm-up, then the timed run of one target, with the CPU its server and the load generator used. */
function load(target, seconds, options) {
  if (isInterrupted()) throw new Error('Interrupted');
  return (options.tool === 'wrk' ? runWrk : runAutocannon)(target.url, seconds, options, target.headers);
}

/**
 * One untimed pass over every target before any is measured: the server loads and optimises code as
 * it first meets it, which would otherwise count against whichever page happens to be measured first.
 */
async function warmUp(targets, options) {
  console.error(`Warm-up round: ${options.warmup} s per target`);
  for (const target of targets) await load(target, options.warmup, options);
}

async function measure(target, options) {
  const run = (seconds) => load(target, seconds, options);
  console.error(`${target.label}: ${options.warmup} s warm-up, ${options.duration} s measured (${target.url})`);
  await run(options.warmup);
  const serverBefore = target.pid ? groupCpuSeconds(target.pid) : null;
  const machineBefore = machineBusySeconds();
  const totals = await run(options.duration);
  const machineSeconds = machineBefore === null ? null : machineBusySeconds() - machineBefore;
  const serverSeconds = serverBefore === null ? null : groupCpuSeconds(target.pid) - serverBefore;
  const share = (seconds) => (seconds === null ? null : seconds / totals.seconds);
  return {
    path: target.label,
    url: target.url,
    bytes: target.bytes,
    status: target.status,
    requestsPerSecond: totals.requests / totals.seconds,
    p50Ms: totals.p50,
    p99Ms: totals.p99,
    non2xx: totals.non2xx,
    errors: totals.errors,
    serverCpu: share(serverSeconds),
    toolCpu: share(totals.toolCpuSeconds),
    // Everything else on the machine meanwhile: high values mean the figures are not to be trusted.
    otherCpu: serverSeconds === null || machineSeconds === null ? null : share(Math.max(0, machineSeconds - serverSeconds - totals.toolCpuSeconds)),
  };
}

/** The app's targets in table order, each checked with one request first (status, size). */
async function appTargets(origin, pid, encoding, cookie) {
  const targets = [];
  const add = async (label, pathAndQuery, headers = {}) => {
    const url = `${origin}${pathAndQuery}`;
    const { status, body } = await probe(url, encoding, headers);
    if (status < 200 || status > 299) console.error(`Warning: ${url} answers ${status}; its row measures that answer.`);
    targets.push({ label, url, pid, status, bytes: Buffer.byteLength(body), body, headers });
    return body;
  };
  await add('/', '/');
  const articleId = firstArticleId(await add('/hot', '/hot'));
  if (articleId) await add('/information-details', `/information-details?id=${articleId}`);
  else console.error('Warning: /hot links no article (href="/information-details?id=…"), so /information-details is skipped.');
  await add('/join-us', '/join-us');
  // A logged-in read: the page rendered for the member each time (never from a shared cache).
  if (cookie) await add('/hot (logged in)', '/hot', { Cookie: cookie });
  await add('/api/health', '/api/health');
  await add('/privacy', '/privacy');
  return targets;
}

function withRatios(rows) {
  const privacy = rows.find((row) => row.path === '/privacy');
  const nginx = rows.find((row) => row.path === 'nginx static');
  return rows.map((row) => ({
    ...row,
    shareOfNginx: nginx ? row.requestsPerSecond / nginx.requestsPerSecond : null,
    shareOfPrivacy: privacy ? row.requestsPerSecond / privacy.requestsPerSecond : null,
  }));
}

/** The issue's target for a data page: ≥ 80 % of the /privacy rate, p99 ≤ 100 ms, no errors. */
function verdict(row) {
  const misses = [];
  if (row.shareOfPrivacy === null) misses.push('no /privacy row to compare with');
  else if (row.shareOfPrivacy < TARGET_SHARE) misses.push(`${percent(row.shareOfPrivacy)} of the /privacy rate (needs ≥ ${percent(TARGET_SHARE)})`);
  if (row.p99Ms > TARGET_P99_MS) misses.push(`p99 ${ms(row.p99Ms)} ms (needs ≤ ${TARGET_P99_MS})`);
  if (row.non2xx > 0) misses.push(`${row.non2xx} non-2xx answers`);
  if (row.errors > 0) misses.push(`${row.errors} errors`);
  return { meets: misses.length === 0, misses };
}

const pad = (value, width) => String(value).padStart(width);

function printTable(rows, options) {
  const columns = [
    ['path', 22, (row) => row.path],
    ['kB', 6, (row) => (row.bytes / 1000).toFixed(1)],
    ['req/s', 8, (row) => row.requestsPerSecond.toFixed(0)],
    ['p50 ms', 7, (row) => ms(row.p50Ms)],
    ['p99 ms', 7, (row) => ms(row.p99Ms)],
    ['non-2xx', 7, (row) => row.non2xx],
    ['errors', 6, (row) => row.errors],
    ['vs nginx', 8, (row) => percent(row.shareOfNginx)],
    ['vs /privacy', 11, (row) => percent(row.shareOfPrivacy)],
    ['server CPU', 10, (row) => percent(row.serverCpu)],
    ['tool CPU', 8, (row) => percent(row.toolCpu)],
    ['other CPU', 9, (row) => percent(row.otherCpu)],
  ];
  const line = (cells) => cells.map((cell, i) => (i === 0 ? String(cell).padEnd(columns[0][1]) : pad(cell, columns[i][1]))).join('  ');
  console.log(`Load on 127.0.0.1: ${options.tool}, ${options.connections} connections, ${options.warmup} s warm-up + ${options.duration} s per target, ` +
    `Accept-Encoding: ${options.encoding}, ${os.cpus().length} cores, Node ${process.version}\n`);
  console.log(line(columns.map(([title]) => title)));
  console.log('-'.repeat(columns.reduce((total, [, width]) => total + width + 2, -2)));
  for (const row of rows) console.log(line(columns.map(([, , cell]) => cell(row))));
  console.log(`\nTarget for data pages: ≥ ${percent(TARGET_SHARE)} of the /privacy rate, p99 ≤ ${TARGET_P99_MS} ms, no errors, at ${options.connections} connections.`);
  for (const row of rows.filter((r) => DATA_PAGES.includes(r.path))) {
    const { meets, misses } = verdict(row);
    console.log(`${row.path}: ${meets ? `meets the target (${percent(row.shareOfPrivacy)} of /privacy, p99 ${ms(row.p99Ms)} ms)` : `MISSES the target: ${misses.join('; ')}`}`);
  }
}

function printJson(rows, options) {
  const results = rows.map((row) => ({ ...row, ...(DATA_PAGES.includes(row.path) ? { meetsTarget: verdict(row).meets } : {}) }));
  const run = { date: new Date().toISOString(), cores: os.cpus().length, node: process.version, tool: options.tool, connections: options.connections, warmupSeconds: options.warmup, durationSeconds: options.duration, encoding: options.encoding };
  console.log(JSON.stringify({ ...run, target: { shareOfPrivacy: TARGET_SHARE, p99Ms: TARGET_P99_MS }, results }, null, 2));
}

async function main() {
  const options = readOptions();
  if (!options.url) requireBuild('or measure a running server: node bench/load.mjs --url http://127.0.0.1:3000');
  options.tool = chooseTool(options.tool);

  const work = await tempFolder('tmz-load-');
  options.wrkScript = path.join(work, 'done.lua');
  await writeFile(options.wrkScript, WRK_DONE);

  const app = options.url ? { origin: options.url, pid: null } : await startApp(work, options.port ?? (await freePort(3400)), options.server);
  const cookie = app.logFile ? await memberCookie(app.origin, app.logFile) : null;
  if (!cookie) console.error('Note: no member session (a running server, or the sign-up failed): the logged-in row is left out.');
  const targets = await appTargets(app.origin, app.pid, options.encoding, cookie);
  const home = targets.find((target) => target.label === '/');
  const nginx = await startNginx(work, options.nginxPort ?? (await freePort(3500)), home.body, options.installNginx);
  if (nginx) targets.push({ label: 'nginx static', url: nginx.url, pid: nginx.pid, status: 200, bytes: home.bytes });

  await warmUp(targets, options);
  const rows = [];
  for (const target of targets) rows.push(await measure(target, options));
  const results = withRatios(rows);
  if (options.json) printJson(results, options);
  else printTable(results, options);
}

await runBenchmark(main, { name: 'Load benchmark', stopping: 'the servers', onFailure: reportStoppedServers });
