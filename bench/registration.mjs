#!/usr/bin/env node
// Registration burst on 127.0.0.1: N simultaneous POST /api/activities/{id}/registrations (default 1000
// for 100 seats) at a production server, with a share of them repeating an earlier mobile number; prints
// how many were confirmed, waitlisted, answered twice with different codes, failed, the latency and the
// rate, and checks the seats against the database (`node bench/registration.mjs`; see bench/README.md
// "Registration burst" for how each figure is taken). Not part of `npm test`.
// A measurement: exits 0 whatever the figures, 1 when the harness fails, 2 when it cannot start
// (no build, bad options, no PostgreSQL).
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { addCleanUp, cannotRun, isInterrupted, loopbackOrigin, parseOptions, positive, requireBuild, root, runBenchmark, tempFolder } from './support/harness.mjs';
import { allProcStats, cpuSeconds, freePort, machineBusySeconds, ms, percent, percentile, startNext, startServe, stopChild, stopGroup } from './support/harness.mjs';

const TSX = path.join(root, 'node_modules', '.bin', 'tsx');
const ACTIVITY_SCRIPT = path.join('bench', 'support', 'registration-activity.ts');

const USAGE = `Usage: node bench/registration.mjs [options]

  --requests <n>          simultaneous registrations (default 1000)
  --seats <n>             capacity of the activity it creates (default 100)
  --repeat-share <0..1>   share of the requests that repeat an earlier request's mobile number (default 0.05)
  --database-url <url>    run the server on PostgreSQL (postgres://…) in a new database created for the
                          run (bench_reg_<pid>, dropped at the end) instead of an embedded one
  --url <origin>          register at a running server (http://127.0.0.1:PORT) instead of starting one;
                          needs --activity, and that server must run with TRUST_PROXY=1 (every request
                          comes from its own X-Forwarded-For address; without it all of them count as one
                          client and all but 60 are refused with 429)
  --activity <id>         the activity to register for, with --url (it must be open for registration)
  --port <n>              port of the server it starts (default: the first free one from 3600)
  --server <name>         npm (default: scripts/serve.mjs, what npm start runs) or next (next start)
  --timeout <s>           give up on a request after this many seconds (default 120)
  --json                  print the results as JSON instead of the summary
  -h, --help              this text

Without --url it creates the activity in a new database (an embedded one in a temporary folder, or a new
PostgreSQL database with --database-url), starts npm start's server (or \`next start\`, --server next) on it
from the build in NEXT_DIST_DIR (default .next) with TRUST_PROXY=1, fires the requests, stops the server,
counts the registrations in the database and removes the folder (and drops the database).

A repeat is answered with its registration only where the browser proves it made it (its cookie); another
request of the same number made at the same moment has no such proof and is answered 409 "already
registered" without a word of it: that answer is counted among the repeats, not as an error.`;

function share(name, value) {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number) || number < 0 || number > 1) cannotRun(`--${name} must be a number from 0 to 1 (got ${value}).`);
  return number;
}

function readOptions() {
  const values = parseOptions(USAGE, {
    requests: { type: 'string', default: '1000' },
    seats: { type: 'string', default: '100' },
    'repeat-share': { type: 'string', default: '0.05' },
    'database-url': { type: 'string' },
    url: { type: 'string' },
    activity: { type: 'string' },
    port: { type: 'string' },
    server: { type: 'string', default: 'npm' },
    timeout: { type: 'string', default: '120' },
    json: { type: 'boolean', default: false },
  });
  if (values.url && !values.activity) cannotRun(`--url needs --activity <id>: the server cannot be given an activity through its API.\n\n${USAGE}`);
  if (values.activity && !values.url) cannotRun('--activity goes with --url; without it the benchmark creates its own activity.');
  if (values.url && values['database-url']) cannotRun('--database-url starts a server on PostgreSQL; with --url the running server has its own database.');
  if (values.url && values.port) cannotRun('--port is the port of the server it starts; with --url nothing is started.');
  if (!['npm', 'next'].includes(values.server)) cannotRun(`--server must be npm or next (got ${values.server}).`);
  const databaseUrl = values['database-url'];
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\/[^/]/.test(databaseUrl)) cannotRun(`--database-url must be postgres://… (got ${databaseUrl}).`);
  return {
    requests: positive('requests', values.requests, USAGE),
    seats: positive('seats', values.seats, USAGE),
    repeatShare: share('repeat-share', values['repeat-share']),
    databaseUrl,
    url: values.url && loopbackOrigin(values.url),
    activity: values.activity && positive('activity', values.activity, USAGE),
    port: values.port && positive('port', values.port, USAGE),
    server: values.server,
    timeoutMs: positive('timeout', values.timeout, USAGE) * 1000,
    json: values.json,
  };
}

/**
 * A new PostgreSQL database for the run next to the one --database-url names (whose data stays
 * untouched), dropped by the clean-up; the URL of the new one.
 */
async function createRunDatabase(adminUrl) {
  const { default: pg } = await import('pg');
  const name = `bench_reg_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    cannotRun(`Cannot connect to PostgreSQL at --database-url ${adminUrl}: ${error.message}`);
  }
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  addCleanUp(async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    try {
      // WITH (FORCE): a server killed mid-run may leave connections behind (PostgreSQL 13 and later).
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await dropper.end();
    }
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** The environment the server and the activity script share: one database, the embedded one or PostgreSQL. */
function databaseEnv(dataDir, databaseUrl) {
  return { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' };
}

/** Runs bench/support/registration-activity.ts with tsx; its one JSON line of stdout. */
function activityScript(args, dbEnv) {
  if (isInterrupted()) return Promise.reject(new Error('Interrupted'));
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [ACTIVITY_SCRIPT, ...args], {
      cwd: root,
      env: { ...process.env, ...dbEnv, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    // Ctrl-C during the script: it ends before its database is dropped or its folder removed.
    const withdrawStop = addCleanUp(() => stopChild(child));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      withdrawStop();
      if (code !== 0) return reject(new Error(`${ACTIVITY_SCRIPT} ${args.join(' ')} failed (${code ?? signal}):\n${stderr.trim()}`));
      const line = stdout.trim().split('\n').pop() ?? '';
      try {
        resolve(JSON.parse(line));
      } catch {
        reject(new Error(`${ACTIVITY_SCRIPT} ${args.join(' ')} printed no JSON: ${stdout.trim()}\n${stderr.trim()}`));
      }
    });
  });
}

/** npm start's server (or `next start`) from the build in NEXT_DIST_DIR on the run's database, trusting X-Forwarded-For. */
function startApp(work, port, dbEnv, server) {
  const start = server === 'next' ? startNext : startServe;
  return start({ work, port, env: { ...dbEnv, TRUST_PROXY: '1', RATE_LIMIT_STORE: 'database' } });
}

/**
 * One HTTP request on `agent`: status, parsed JSON body (or null) and milliseconds from issuing it to
 * the end of its answer; a network error or a time-out gives status 0 and the error's code.
 */
function request(agent, origin, method, urlPath, body, headers, timeoutMs) {
  return new Promise((resolve) => {
    const payload = body === undefined ? null : Buffer.from(JSON.stringify(body));
    const started = performance.now();
    const done = (result) => resolve({ ...result, ms: performance.now() - started });
    const req = http.request(`${origin}${urlPath}`, {
      method,
      agent,
      headers: {
        Accept: 'application/json',
        ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': payload.length } : {}),
        ...headers,
      },
    });
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error('time-out'), { code: 'timeout' })));
    req.once('error', (error) => done({ status: 0, error: error.code ?? error.message, body: null }));
    req.once('response', (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.once('error', (error) => done({ status: 0, error: error.code ?? error.message, body: null }));
      response.once('end', () => {
        let parsed = null;
        try {
          parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          // Not JSON: kept as null.
        }
        done({ status: response.statusCode, body: parsed });
      });
    });
    req.end(payload ?? undefined);
  });
}

/** The activity as the API shows it: its capacity, seats left and state before the burst. */
async function readActivity(agent, origin, id) {
  const answer = await request(agent, origin, 'GET', `/api/activities/${id}`, undefined, {}, 30_000);
  if (answer.status === 0) cannotRun(`Nothing answers at ${origin} (GET /api/activities/${id}: ${answer.error}).`);
  if (answer.status === 404) cannotRun(`Activity ${id} does not exist (or is not published) on ${origin}.`);
  if (answer.status !== 200 || !answer.body) throw new Error(`GET /api/activities/${id} answered ${answer.status || answer.error}.`);
  return answer.body;
}

/**
 * One untimed POST with an empty form, answered 400 before anything is counted or stored: the server loads
 * the route's code then, not during the burst. 403 means the Origin check refused the benchmark.
 */
async function warmUp(agent, origin, id) {
  const answer = await request(agent, origin, 'POST', `/api/activities/${id}/registrations`, {}, { Origin: origin }, 30_000);
  if (answer.status === 403) throw new Error(`POST /api/activities/${id}/registrations answered 403 with Origin: ${origin}.`);
  if (answer.status !== 400) console.error(`Warning: the warm-up POST with an empty form answered ${answer.status || answer.error} (expected 400).`);
}

/**
 * Waits until the server it started has finished its start-up work (opening the database, the first rounds
 * of its background jobs): its process group below 10 % of a core over a quarter of a second, for at most
 * 15 s. A rush meets a server that has been running for a while, not one still starting.
 */
async function settle(serverPgid) {
  if (!existsSync('/proc/stat')) return;
  const inServer = () => cpuSeconds(allProcStats().filter((stat) => stat.pgid === serverPgid));
  const deadline = performance.now() + 15_000;
  while (performance.now() < deadline) {
    const before = inServer();
    await new Promise((resolve) => setTimeout(resolve, 250));
    if ((inServer() - before) / 0.25 < 0.1) return;
  }
  console.error('Note: the server was still busy 15 s after it started; measuring anyway.');
}

/**
 * The burst's requests in the order they are issued: `requests - repeats` distinct mobile numbers, and
 * each repeat right behind the request whose mobile number it reuses (the closest race), spread evenly.
 * Mobile numbers start at a random point so that a rerun on the same activity (--url) registers new ones;
 * every request has its own X-Forwarded-For address in 10.0.0.0/8.
 */
function plan(requests, repeatShare) {
  const repeats = Math.min(Math.round(requests * repeatShare), requests - 1);
  const distinct = requests - repeats;
  const mobileBase = randomInt(100_000_000 - distinct);
  const addressBase = randomInt(256) * 65_536;
  const repeatsOf = new Map();
  for (let k = 0; k < repeats; k += 1) {
    const original = Math.floor(((k + 0.5) * distinct) / repeats);
    repeatsOf.set(original, (repeatsOf.get(original) ?? 0) + 1);
  }
  const order = [];
  for (let original = 0; original < distinct; original += 1) {
    const mobile = `139${String(mobileBase + original).padStart(8, '0')}`;
    order.push({ mobile, repeat: false });
    for (let k = 0; k < (repeatsOf.get(original) ?? 0); k += 1) order.push({ mobile, repeat: true });
  }
  return {
    repeats,
    distinct,
    requests: order.map((item, index) => {
      const address = (addressBase + index) % 16_777_216;
      return {
        ...item,
        index,
        address: `10.${address >>> 16}.${(address >>> 8) & 255}.${address & 255}`,
      };
    }),
  };
}

function form(index, mobile) {
  return { name: `压测用户${index}`, mobile, company: '压测公司', position: '采购', audience: 'brand', quantity: 1, consent: true };
}

/** Fires every request at once (one Promise.all, one connection each) and times the whole. */
async function burst(origin, activityId, requests, timeoutMs, serverPgid) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const urlPath = `/api/activities/${activityId}/registrations`;
  const cpuBefore = cpuSnapshot(serverPgid);
  const started = performance.now();
  const answers = await Promise.all(
    requests.map((item) =>
      request(agent, origin, 'POST', urlPath, form(item.index, item.mobile), { Origin: origin, 'X-Forwarded-For': item.address }, timeoutMs).then(
        (answer) => ({ ...item, ...answer }),
      ),
    ),
  );
  const wallMs = performance.now() - started;
  const cpu = cpuShares(cpuBefore, cpuSnapshot(serverPgid), wallMs / 1000);
  agent.destroy();
  return { answers, wallMs, cpu };
}

/**
 * CPU seconds used so far, from /proc: by the process group `serverPgid` (the server it started; null
 * with --url), by every process named postgres (PostgreSQL's backends, whoever they serve), by this
 * process, and by the whole machine (busy time of every core); null where there is no /proc.
 */
function cpuSnapshot(serverPgid) {
  if (!existsSync('/proc/stat')) return null;
  const stats = allProcStats();
  const inServer = (stat) => serverPgid !== null && stat.pgid === serverPgid;
  const server = serverPgid === null ? null : cpuSeconds(stats.filter(inServer));
  const postgres = cpuSeconds(stats.filter((stat) => !inServer(stat) && stat.command === 'postgres'));
  const machine = machineBusySeconds();
  const own = process.cpuUsage();
  return {
    server,
    postgres,
    bench: (own.user + own.system) / 1e6,
    machine,
  };
}

/** CPU used between two snapshots as shares of one core over `seconds`; "other" is the rest of the machine. */
function cpuShares(before, after, seconds) {
  if (!before || !after) return null;
  const used = (key) => (before[key] === null ? null : (after[key] - before[key]) / seconds);
  const shares = { server: used('server'), postgres: used('postgres'), bench: used('bench'), machine: used('machine') };
  return { ...shares, other: Math.max(0, shares.machine - (shares.server ?? 0) - shares.postgres - shares.bench) };
}

const countBy = (items, key) => {
  const counts = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
};

/** The figures of the answers: registrations by code, duplicates, errors, latency. */
function summarise(answers, wallMs, activityId) {
  const errors = [];
  const registered = [];
  const refusedRepeats = [];
  for (const answer of answers) {
    const registration = answer.body?.registration;
    if (answer.status >= 200 && answer.status <= 299 && registration && typeof registration.code === 'string') registered.push({ ...answer, registration });
    // The same number at the same moment from a browser that cannot prove the registration is its own.
    else if (answer.repeat && answer.status === 409 && answer.body?.error?.code === 'conflict') refusedRepeats.push(answer);
    else errors.push({ ...answer, reason: answer.status === 0 ? answer.error : answer.status >= 200 && answer.status <= 299 ? `${answer.status} without a registration` : String(answer.status) });
  }
  const codesByMobile = new Map();
  const byCode = new Map();
  for (const { mobile, status, registration } of registered) {
    if (!codesByMobile.has(mobile)) codesByMobile.set(mobile, new Set());
    codesByMobile.get(mobile).add(registration.code);
    // The 201 answer is the one that created the row; a 200 shows the same row as it stood a moment later.
    if (!byCode.has(registration.code) || status === 201) byCode.set(registration.code, registration);
  }
  const codes = [...byCode.values()];
  const waitlistPositions = codes.filter((r) => r.status === 'waitlisted').map((r) => r.waitlistPosition).sort((a, b) => a - b);
  const latencies = answers.filter((answer) => answer.status !== 0).map((answer) => answer.ms).sort((a, b) => a - b);
  return {
    answers: countBy(answers, (answer) => answer.status || 'network'),
    repeatAnswers: countBy([...registered.filter((answer) => answer.repeat), ...refusedRepeats], (answer) => answer.status),
    // A repeat holds when its mobile number was answered with one code only, by this request and the other.
    repeatsWithSameCode: registered.filter((answer) => answer.repeat && codesByMobile.get(answer.mobile).size === 1).length,
    distinctMobilesRegistered: codesByMobile.size,
    registrations: codes.length,
    confirmed: codes.filter((r) => r.status === 'confirmed').length,
    confirmedSeats: codes.filter((r) => r.status === 'confirmed').reduce((sum, r) => sum + r.quantity, 0),
    waitlisted: waitlistPositions.length,
    waitlistPositions,
    mobilesWithTwoCodes: [...codesByMobile.values()].filter((set) => set.size > 1).length,
    otherActivity: registered.filter((answer) => answer.registration.activityId !== activityId || answer.registration.quantity !== 1).length,
    errors: errors.length,
    errorsByReason: countBy(errors, (error) => error.reason),
    latencyMs: { min: latencies[0] ?? null, p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1) ?? null },
    wallMs,
    requestsPerSecond: answers.length / (wallMs / 1000),
  };
}

/** The checks of the brief: what failed, or an empty list. */
function check(result, { seatsBefore, fresh, db }) {
  const failed = [];
  const expected = Math.min(seatsBefore, result.distinctMobilesRegistered);
  if (result.confirmedSeats > seatsBefore) failed.push(`answers confirm ${result.confirmedSeats} seats of ${seatsBefore} free`);
  if (result.confirmed !== expected) failed.push(`answers confirm ${result.confirmed}, expected min(${seatsBefore} free seats, ${result.distinctMobilesRegistered} mobiles) = ${expected}`);
  const positions = result.waitlistPositions;
  const first = positions[0];
  const gap = positions.findIndex((position, i) => position !== first + i);
  if (gap !== -1) failed.push(`waitlist positions not consecutive: ${positions[gap - 1]} then ${positions[gap]}`);
  else if (fresh && positions.length > 0 && first !== 1) failed.push(`waitlist starts at position ${first}, not 1`);
  if (result.mobilesWithTwoCodes > 0) failed.push(`${result.mobilesWithTwoCodes} mobile numbers answered with two different codes`);
  if (result.otherActivity > 0) failed.push(`${result.otherActivity} answers for another activity or quantity`);
  if (db) {
    if (db.confirmedSeats > db.capacity) failed.push(`database: ${db.confirmedSeats} confirmed seats of ${db.capacity}`);
    const dbExpected = Math.min(db.capacity, db.distinctMobiles);
    if (db.confirmedSeats !== dbExpected) failed.push(`database: ${db.confirmedSeats} confirmed seats, expected min(${db.capacity}, ${db.distinctMobiles} mobiles) = ${dbExpected}`);
    if (db.seatsTaken !== db.confirmedSeats) failed.push(`database: seats_taken ${db.seatsTaken} but ${db.confirmedSeats} confirmed seats`);
    if (db.rows > db.distinctMobiles) failed.push(`database: ${db.rows - db.distinctMobiles} rows beyond one per mobile number`);
    if (db.confirmedRows !== result.confirmed || db.waitlisted !== result.waitlisted) {
      failed.push(`database holds ${db.confirmedRows} confirmed and ${db.waitlisted} waitlisted, the answers ${result.confirmed} and ${result.waitlisted}`);
    }
  }
  return failed;
}

/** Lines of the server's log that look like trouble (errors, warnings, locks), for the report. */
function logNotes(logFile) {
  if (!logFile || !existsSync(logFile)) return [];
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => /error|warn|lock|fail|exception|timeout/i.test(line));
}

const breakdown = (counts) =>
  Object.entries(counts)
    .map(([key, value]) => `${key} ×${value}`)
    .join(', ');

function printSummary(report, failed) {
  const { result: r, db } = report;
  console.log(
    `Registration burst on 127.0.0.1: ${report.requests} simultaneous POST /api/activities/${report.activityId}/registrations, ` +
      `${report.repeats} repeating a mobile number, ${report.seatsBefore} free seats of ${report.capacity}, ` +
      `${report.database}, ${report.cores} cores, Node ${report.node}\n`,
  );
  const row = (label, value) => console.log(`${label.padEnd(12)}${value}`);
  row('answers', breakdown(r.answers));
  row('confirmed', `${r.confirmed}`);
  row('waitlisted', `${r.waitlisted}${r.waitlisted ? ` (positions ${r.waitlistPositions[0]}–${r.waitlistPositions.at(-1)})` : ''}`);
  row('repeats', `${report.repeats} sent, answered ${breakdown(r.repeatAnswers) || 'none'} (409: already registered, from a browser without the proof); ${r.repeatsWithSameCode} with the same code as the other request of their mobile`);
  row('duplicates', `${report.duplicates} (mobiles answered with two codes: ${r.mobilesWithTwoCodes}; database rows beyond one per mobile: ${db ? db.rows - db.distinctMobiles : '– (not read with --url)'})`);
  row('errors', `${r.errors}${r.errors ? ` (${breakdown(r.errorsByReason)})` : ''}`);
  row('latency', `min ${ms(r.latencyMs.min)} ms, p50 ${ms(r.latencyMs.p50)} ms, p99 ${ms(r.latencyMs.p99)} ms, max ${ms(r.latencyMs.max)} ms`);
  row('wall time', `${(r.wallMs / 1000).toFixed(2)} s, ${r.requestsPerSecond.toFixed(0)} requests/s`);
  if (r.cpu) {
    row('cpu', `server ${percent(r.cpu.server)}, postgres ${percent(r.cpu.postgres)}, this benchmark ${percent(r.cpu.bench)}, other ${percent(r.cpu.other)} (100 % = one core)`);
  }
  if (db) {
    row('database', `rows ${db.rows}, distinct mobiles ${db.distinctMobiles}, confirmed seats ${db.confirmedSeats}, waitlisted ${db.waitlisted}, seats_taken ${db.seatsTaken}, capacity ${db.capacity}`);
  }
  row('checks', failed.length === 0 ? 'ok' : `FAILED: ${failed.join('; ')}`);
}

async function main() {
  const options = readOptions();
  if (!options.url) requireBuild('or register at a running server: node bench/registration.mjs --url http://127.0.0.1:3000 --activity <id>');
  if (!options.url && !existsSync(TSX)) cannotRun(`${TSX} is missing (npm install): it prepares the activity.`);

  let origin = options.url;
  let server = null;
  let dbEnv = null;
  let activityId = options.activity;
  let database = 'a running server';
  if (!options.url) {
    const work = await tempFolder('tmz-registration-');
    const dataDir = path.join(work, 'data');
    await mkdir(dataDir);
    if (options.databaseUrl) {
      const created = await createRunDatabase(options.databaseUrl);
      database = `PostgreSQL (database ${created.name}, created for the run)`;
      dbEnv = databaseEnv(dataDir, created.url);
    } else {
      database = 'embedded PGlite';
      dbEnv = databaseEnv(dataDir, null);
    }
    console.error(`Preparing an activity with ${options.seats} seats in ${database} (migrates and seeds the new database)…`);
    ({ id: activityId } = await activityScript(['--seats', String(options.seats)], dbEnv));
    server = await startApp(work, options.port ?? (await freePort(3600)), dbEnv, options.server);
    origin = server.origin;
  }

  const agent = new http.Agent({ keepAlive: true });
  const activity = await readActivity(agent, origin, activityId);
  if (activity.state === 'full') console.error(`Note: activity ${activityId} is full: every new registration goes to the waitlist.`);
  else if (activity.state !== 'open') console.error(`Warning: activity ${activityId} is ${activity.state}, not open for registration: expect 409 answers.`);
  await warmUp(agent, origin, activityId);
  agent.destroy();
  if (server) await settle(server.child.pid);

  const { requests, repeats } = plan(options.requests, options.repeatShare);
  console.error(`Firing ${requests.length} registrations at once at ${origin} (activity ${activityId}, ${activity.seatsLeft} of ${activity.capacity} seats free)…`);
  const { answers, wallMs, cpu } = await burst(origin, activityId, requests, options.timeoutMs, server?.child.pid ?? null);
  if (isInterrupted()) throw new Error('Interrupted');
  const result = { ...summarise(answers, wallMs, activityId), cpu };

  let db = null;
  let notes = [];
  if (server) {
    // The embedded database may be open in one process only: count after the server has stopped.
    await stopGroup(server.child);
    notes = logNotes(server.logFile);
    db = await activityScript(['--verify', String(activityId)], dbEnv);
  }
  if (options.url && result.errorsByReason['429']) {
    console.error('Note: 429 answers: was the server started with TRUST_PROXY=1? Without it every request counts against one address.');
  }
  if (notes.length > 0) console.error(`The server logged ${notes.length} lines that look like trouble; the first ones:\n${notes.slice(0, 10).join('\n')}`);

  const failed = check(result, { seatsBefore: activity.seatsLeft, fresh: !options.url, db });
  const report = {
    date: new Date().toISOString(),
    cores: os.cpus().length,
    node: process.version,
    database,
    origin,
    activityId,
    requests: requests.length,
    repeats,
    capacity: activity.capacity,
    seatsBefore: activity.seatsLeft,
    duplicates: result.mobilesWithTwoCodes + (db ? Math.max(0, db.rows - db.distinctMobiles) : 0),
    result,
    db,
    serverLogNotes: notes,
  };
  if (options.json) {
    const { waitlistPositions, ...rest } = result;
    console.log(JSON.stringify({ ...report, result: { ...rest, waitlistPositionRange: waitlistPositions.length ? [waitlistPositions[0], waitlistPositions.at(-1)] : null }, checks: failed.length === 0 ? 'ok' : failed }, null, 2));
  } else {
    printSummary(report, failed);
  }
}

await runBenchmark(main, { name: 'Registration benchmark', stopping: 'the server' });
