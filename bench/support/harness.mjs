// Shared by bench/load.mjs and bench/registration.mjs: what a benchmark needs around its measurement
// (options, clean-up, free ports, `next start` from a build, stopping what it started, CPU time from
// /proc, percentiles), so that both start, stop, fail and exit the same way. Each script keeps its own
// options, targets and figures.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** The repository's root: the benchmarks run `next start` and node_modules' tools from there. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Next's command line, run with this Node rather than through npx (no shell, no lookup). */
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

/** The build folder the server is started from, as `next build` and `next start` read it. */
const distDir = process.env.NEXT_DIST_DIR || '.next';

/** How long `next start` may take to answer /api/health: its first start migrates and seeds a new database. */
const HEALTH_TIMEOUT_MS = 120_000;

/** A usage error or a missing prerequisite: nothing to measure (status 2, after the clean-up). */
class CannotRun extends Error {}

/** Stops the run as one that cannot start; `runBenchmark` prints `message` alone and exits with status 2. */
export function cannotRun(message) {
  throw new CannotRun(message);
}

/** Clean-up steps, run last first (stop the servers, then drop their databases and remove their folders). */
const cleanups = [];
let cleaning = null;
let interrupted = false;

/**
 * Adds a step to the clean-up, which runs on success, failure and Ctrl-C alike; returns a function that
 * takes it out again, for a step that is no longer needed (a process that has ended by itself).
 */
export function addCleanUp(step) {
  cleanups.push(step);
  return () => {
    if (cleanups.includes(step)) cleanups.splice(cleanups.indexOf(step), 1);
  };
}

/** Runs the clean-up steps once, however many callers (the end of the run, an error, Ctrl-C) ask for it. */
function cleanUp() {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      await cleanups.pop()().catch((error) => console.error(`Clean-up: ${error.message}`));
    }
  })();
  return cleaning;
}

/** True once SIGINT or SIGTERM arrived: long steps check it so as not to start anything new meanwhile. */
export function isInterrupted() {
  return interrupted;
}

/**
 * Runs `main` and exits the way every benchmark does: status 0 when it ends (whatever the figures), 2 on
 * `cannotRun` (its message alone), 1 when the harness fails (`<name> failed:` and the stack, then
 * `onFailure`, which may add what explains it), 130 on SIGINT or SIGTERM; the clean-up runs in every case.
 * `stopping` names what Ctrl-C stops, for its message.
 */
export async function runBenchmark(main, { name, stopping, onFailure = () => {} }) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      console.error(`\n${signal}: stopping ${stopping}…`);
      cleanUp().finally(() => process.exit(130));
    });
  }
  try {
    await main();
    await cleanUp();
  } catch (error) {
    const usage = error instanceof CannotRun;
    if (!interrupted) {
      if (usage) {
        console.error(error.message);
      } else {
        console.error(`${name} failed: ${error.stack ?? error}`);
        onFailure();
      }
    }
    await cleanUp();
    process.exit(interrupted ? 130 : usage ? 2 : 1);
  }
}

/**
 * The command line's values for `options` (node:util parseArgs) plus --help, which prints `usage` and
 * exits 0; an unknown option or a missing value is a usage error, followed by `usage`.
 */
export function parseOptions(usage, options) {
  let values;
  try {
    ({ values } = parseArgs({ options: { ...options, help: { type: 'boolean', short: 'h', default: false } } }));
  } catch (error) {
    cannotRun(`${error.message}\n\n${usage}`);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  return values;
}

/** The whole number > 0 option `--name` holds; anything else is a usage error, followed by `usage`. */
export function positive(name, value, usage) {
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) cannotRun(`--${name} must be a positive whole number (got ${value}).\n\n${usage}`);
  return number;
}

/** The origin of --url, which must be a loopback address: the benchmark never loads another machine. */
export function loopbackOrigin(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    cannotRun(`--url is not a URL: ${url}`);
  }
  if (parsed.protocol !== 'http:' || !/^(127\.\d+\.\d+\.\d+|\[::1\])$/.test(parsed.hostname)) {
    cannotRun(`--url must be http:// on a loopback address such as http://127.0.0.1:3000 (got ${url}).`);
  }
  return parsed.origin;
}

/** Cannot run without a build in `distDir`: says how to make one, and `orElse` (how to do without one). */
export function requireBuild(orElse) {
  if (existsSync(path.join(root, distDir, 'BUILD_ID'))) return;
  cannotRun(`No build in ${distDir}/ (BUILD_ID is missing). Build first:\n  npm run build\n` +
    `or, for another folder: NEXT_DIST_DIR=${distDir} npx next build --webpack\n${orElse}`);
}

/** A new folder under the system's temporary folder, removed by the clean-up. */
export async function tempFolder(prefix) {
  const folder = await mkdtemp(path.join(os.tmpdir(), prefix));
  addCleanUp(() => rm(folder, { recursive: true, force: true }));
  return folder;
}

function isFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The first port free on 127.0.0.1 of the 100 from `first`, so that a run never meets a server already there. */
export async function freePort(first) {
  for (let port = first; port < first + 100; port += 1) {
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port on 127.0.0.1 between ${first} and ${first + 99}.`);
}

/** Resolves after `ms` milliseconds, between two polls. */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const hasEnded = (child) => child.exitCode !== null || child.signalCode !== null;

/** Sends `child` SIGTERM through `signal`, SIGKILL after 10 s; resolves once it has exited. */
function stopWith(child, signal) {
  return new Promise((resolve) => {
    if (hasEnded(child)) return resolve();
    const force = setTimeout(() => signal('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    signal('SIGTERM');
  });
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** Stops a process started in its own process group (and anything it started), SIGKILL after 10 s. */
export function stopGroup(child) {
  return stopWith(child, (signal) => signalGroup(child.pid, signal));
}

/** Stops a child of this process (not in a group of its own), SIGKILL after 10 s. */
export function stopChild(child) {
  return stopWith(child, (signal) => child.kill(signal));
}

/** The servers started, with their logs: a failed run shows the log of any that stopped on its own. */
const started = [];

/**
 * Starts a detached process (its own group, so that stopping it stops what it started too) logging to
 * `logFile`; stopped by the clean-up.
 */
export function startProcess(command, args, logFile, options = {}) {
  const log = openSync(logFile, 'a');
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', log, log] });
  started.push({ child, logFile });
  addCleanUp(() => stopGroup(child));
  return child;
}

/** Prints the end of the log of every process `startProcess` started that has stopped on its own. */
export function reportStoppedServers() {
  for (const { child, logFile } of started.filter(({ child }) => hasEnded(child))) {
    console.error(`${child.spawnargs.join(' ')} stopped (${child.exitCode ?? child.signalCode}); the end of its log:\n${logTail(logFile)}`);
  }
}

/** The last `count` lines of a log, for an error message. */
function logTail(logFile, count = 20) {
  const lines = existsSync(logFile) ? readFileSync(logFile, 'utf8').trimEnd().split('\n') : [];
  return lines.slice(-count).join('\n');
}

/** Polls `url` until it answers 200; fails when `child` exits first or after `timeoutMs`. */
export async function waitFor200(url, child, logFile, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (interrupted) throw new Error('Interrupted');
    if (hasEnded(child)) {
      throw new Error(`${child.spawnargs.join(' ')} exited (${child.exitCode ?? child.signalCode}):\n${logTail(logFile)}`);
    }
    const status = await fetch(url).then((response) => response.status, () => 0);
    if (status === 200) return;
    await sleep(250);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s:\n${logTail(logFile)}`);
}

/**
 * `next start` on 127.0.0.1:`port` from the build in `distDir`, as in production (NODE_ENV=production,
 * no telemetry) with `env` added (its database, …), logging to `work`/next.log; resolves once
 * /api/health answers 200. `note` ends the line that says it is starting. Stopped by the clean-up.
 */
export async function startNext({ work, port, env, note = '' }) {
  const logFile = path.join(work, 'next.log');
  const child = startProcess(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], logFile, {
    cwd: root,
    env: { ...process.env, ...env, NEXT_DIST_DIR: distDir, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  const origin = `http://127.0.0.1:${port}`;
  console.error(`Starting next start (${distDir}, pid ${child.pid}) on ${origin}${note}…`);
  await waitFor200(`${origin}/api/health`, child, logFile, HEALTH_TIMEOUT_MS);
  return { origin, child, logFile };
}

/**
 * `npm start`'s server (scripts/serve.mjs, with its page cache) on 127.0.0.1:`port` from the build in `distDir`,
 * with `env` added, logging to `work`/serve.log; resolves once /api/health answers 200.
 */
export async function startServe({ work, port, env, note = '' }) {
  const logFile = path.join(work, 'serve.log');
  const child = startProcess(process.execPath, [path.join(root, 'scripts', 'serve.mjs')], logFile, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const origin = `http://127.0.0.1:${port}`;
  console.error(`Starting scripts/serve.mjs (npm start; ${distDir}, pid ${child.pid}) on ${origin}${note}…`);
  await waitFor200(`${origin}/api/health`, child, logFile, HEALTH_TIMEOUT_MS);
  return { origin, child, logFile };
}

/** Clock ticks per second, the unit of the CPU times in /proc. */
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/**
 * One process's /proc/<pid>/stat: its command name, process group, CPU time used in clock ticks (user +
 * system; sum them with `cpuSeconds`) and the CPU seconds of its children that have exited and been waited
 * for; null when it is gone or there is no /proc.
 */
export function procStat(pid) {
  let text;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name may hold spaces and parentheses: the fields start after its last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ').map(Number);
  return {
    command: text.slice(text.indexOf('(') + 1, text.lastIndexOf(')')),
    pgid: fields[2],
    ticks: fields[11] + fields[12],
    childrenSeconds: (fields[13] + fields[14]) / CLOCK_TICKS,
  };
}

/** `procStat` of every process on the machine (those gone meanwhile left out), for CPU time by group or name. */
export function allProcStats() {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(procStat)
    .filter((stat) => stat !== null);
}

/** The CPU seconds of these processes (`procStat`s), summed in ticks first so that no rounding piles up. */
export function cpuSeconds(stats) {
  return stats.reduce((ticks, stat) => ticks + stat.ticks, 0) / CLOCK_TICKS;
}

/**
 * CPU seconds the whole machine has been busy (every core; user, nice, system, irq, softirq, steal); null
 * without /proc. What the benchmark's processes do not account for of it is the rest of the machine.
 */
export function machineBusySeconds() {
  if (!existsSync('/proc/stat')) return null;
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return (user + nice + system + irq + softirq + steal) / CLOCK_TICKS;
}

/** Nearest-rank percentile `p` (0–100) of sorted values; null when there are none. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Milliseconds for a table: two decimals below 10, one above; '–' for none. */
export const ms = (value) => (value === null ? '–' : value < 10 ? value.toFixed(2) : value.toFixed(1));

/** A share as whole per cent ('80 %'); '–' for none. */
export const percent = (share) => (share === null ? '–' : `${Math.round(share * 100)} %`);
