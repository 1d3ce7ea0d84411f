#!/usr/bin/env node
// The production server (`npm start` runs it after building when needed): Next's request handler in a plain
// Node HTTP server on PORT (default 3000) and HOST (default: every interface), which adds what `next start`
// lacks for running behind a load balancer:
// - readiness: globalThis.__tmzLifecycle.state is 'starting' until Next is prepared and the database answers,
//   then 'ready', then 'draining' from SIGTERM/SIGINT on; /api/health answers 503 unless it is 'ready'
//   (while starting, this script answers /api/health and /api/health/live itself);
// - graceful shutdown: on SIGTERM or SIGINT, every response says `Connection: close`; after READINESS_GRACE_MS
//   (default 0) the listener closes along with idle keep-alive connections, the requests in flight get
//   SHUTDOWN_TIMEOUT_MS (default 10000) to finish, then the database is closed (pending view counts written,
//   PGlite's folder lock released, or the PostgreSQL pool ended) and the process exits 0 — or 1 when
//   requests had to be cut (the log says how many);
// - JSON logs (pino, LOG_LEVEL): one line per request (id, method, path and query parameter names — never
//   their values — status, duration, client address with TRUST_PROXY), and start-up and shutdown events; the
//   app logs through the same logger (server/kernel/log.ts). A request's id comes from a sane X-Request-Id header
//   (nginx: $request_id) or is made here; it is sent back in X-Request-Id;
// - a page cache in front of Next (PAGE_CACHE_MB, default 64; 0: none) (server/http/page-cache.mjs): public pages kept in
//   memory for visitors without a session, cleared by the app whenever its data changes.
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { format } from 'node:util';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import pino from 'pino';
import { drainableServer } from '../server/http/drain.mjs';
import { createPageCache } from '../server/http/page-cache.mjs';
import { logLevelFrom, logOptions, pathForLog, remoteAddressOf, requestIdFrom } from '../server/kernel/request-log.mjs';
import { answerHelp } from './lib/help.mjs';
import { watchParents } from './lib/parent-watch.mjs';

const USAGE = `Usage: node scripts/serve.mjs   (npm start runs it after building when needed)

Serves an existing production build: Next's handler in a Node HTTP server with readiness
(/api/health), graceful shutdown on SIGTERM/SIGINT, JSON request logs and a page cache.
Settings come from the environment (and .env, .env.local): PORT (default 3000), HOST,
READINESS_GRACE_MS, SHUTDOWN_TIMEOUT_MS, LOG_LEVEL, TRUST_PROXY, PAGE_CACHE_MB, NEXT_DIST_DIR.

Options:
  --watch-parent   drain and stop when the process that started this one is gone
                   (npm start's scripts/start.mjs passes it)
  -h, --help       this text`;
answerHelp(USAGE);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// .env / .env.local may set PORT, HOST and the settings below (Next reads them again, and the rest, itself).
nextEnv.loadEnvConfig(root, false, { info: () => undefined, error: (...args) => console.error(...args) });
process.env.NODE_ENV = 'production';
// What `next start` sets too (node_modules/next/dist/bin/next); instrumentation.ts runs only under it.
process.env.NEXT_RUNTIME = 'nodejs';
process.env.NEXT_TELEMETRY_DISABLED ??= '1';

/** A whole number from the environment, within [0, max]. */
function whole(name, fallback, max) {
  const raw = (process.env[name] ?? '').trim();
  if (raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new Error(`${name}: must be a whole number from 0 to ${max} (got ${raw})`);
  }
  return value;
}

let settings;
try {
  settings = {
    port: whole('PORT', 3000, 65_535),
    host: (process.env.HOST ?? '').trim() || undefined,
    level: logLevelFrom(process.env.LOG_LEVEL),
    shutdownTimeoutMs: whole('SHUTDOWN_TIMEOUT_MS', 10_000, 600_000),
    readinessGraceMs: whole('READINESS_GRACE_MS', 0, 60_000),
    trustProxy: (process.env.TRUST_PROXY ?? '').trim() === '1',
    pageCacheMb: whole('PAGE_CACHE_MB', 64, 4096),
  };
} catch (error) {
  console.error(`Invalid environment: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const logger = pino(logOptions(settings.level));
// The app's logger (server/kernel/log.ts) is this one: one stream, one format.
globalThis.__tmzLogger = logger;
// Next and libraries write to the console: their lines become JSON lines too.
for (const [method, level] of [['log', 'info'], ['info', 'info'], ['warn', 'warn'], ['error', 'error'], ['debug', 'debug']]) {
  console[method] = (...args) => logger[level]({ source: 'console' }, format(...args));
}

const lifecycle = { state: 'starting' };
globalThis.__tmzLifecycle = lifecycle;

const HEALTH = '/api/health';
const LIVE = '/api/health/live';

/** Next's request handler, once prepared; until then requests wait for it. */
let handle = null;
let preparedNow;
let notPrepared;
const prepared = new Promise((resolve, reject) => {
  preparedNow = resolve;
  notPrepared = reject;
});
// Only start() waits on it when it fails (it exits); the requests waiting on it are cut with the process.
prepared.catch(() => undefined);

function sendJson(res, status, body) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

function logRequest(req, res, reqId, path, query, started) {
  const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
  const entry = { reqId, method: req.method, path, status: res.statusCode, ms, remote: remoteAddressOf(req, settings.trustProxy) };
  const cache = res.getHeader('x-cache');
  if (cache) entry.cache = cache;
  if (query.length > 0) entry.query = query;
  if (!res.writableFinished) entry.aborted = true;
  const level = path === HEALTH || path === LIVE ? 'debug' : res.statusCode >= 500 ? 'error' : 'info';
  logger[level](entry, 'request');
}

function onRequest(req, res) {
  const started = process.hrtime.bigint();
  const reqId = requestIdFrom(req.headers['x-request-id']);
  // The API's error log reads it from the request (server/http/handler.ts).
  req.headers['x-request-id'] = reqId;
  res.setHeader('X-Request-Id', reqId);
  const { path, query } = pathForLog(req.url);
  res.once('close', () => logRequest(req, res, reqId, path, query, started));

  // While starting, Next holds every request until the app's register() is done (the database open): the health
  // checks are answered here at once instead.
  if (lifecycle.state === 'starting' && (path === HEALTH || path === LIVE) && (req.method === 'GET' || req.method === 'HEAD')) {
    if (path === LIVE) sendJson(res, 200, { status: 'alive' });
    else sendJson(res, 503, { status: lifecycle.state });
    return;
  }
  const run = () =>
    (pageCache ? pageCache.serve(req, res, handle) : handle(req, res)).catch((error) => {
      logger.error({ reqId, err: error }, 'Request handler failed');
      if (!res.headersSent) sendJson(res, 500, { error: { code: 'internal' } });
      else res.destroy();
    });
  if (handle) run();
  else prepared.then(run, () => res.destroy());
}

const { server, beginDraining, drain } = drainableServer(onRequest);

/** Renders a page again through this server (the page cache's refresh of a stale page); the answer is discarded here. */
function refreshThroughServer(url, headers) {
  const address = server.address();
  const host = typeof address === 'object' && address && !['::', '0.0.0.0'].includes(address.address) ? address.address : '127.0.0.1';
  const port = typeof address === 'object' && address ? address.port : settings.port;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host, port, path: url, headers }, (res) => {
      res.resume();
      res.on('end', resolve);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The page cache (PAGE_CACHE_MB; 0: none). The app clears it when its data changes (server/kernel/cache.ts). */
const pageCache = settings.pageCacheMb > 0 ? createPageCache({ maxBytes: settings.pageCacheMb * 1024 * 1024, refresh: refreshThroughServer }) : null;
if (pageCache) globalThis.__tmzPageCache = pageCache;

server.on('error', (error) => {
  logger.fatal({ event: 'listen_failed', err: error }, `Could not listen on ${settings.host ?? '*'}:${settings.port}`);
  process.exit(1);
});
// Connections waiting to be accepted: Node's default of 511 is fewer than a registration rush brings at once (the
// rest retry after a second or more); the kernel caps it at net.core.somaxconn.
const BACKLOG = 4096;
server.listen({ port: settings.port, host: settings.host, backlog: BACKLOG }, () => {
  logger.info({ event: 'listening', port: settings.port, host: settings.host ?? '*' }, 'Listening');
});

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Until the database answers, by the check instrumentation.ts installs when Next runs its register() — which
 * Next may still be running when prepare() is done: the check appears first, then waits for the opening.
 */
async function waitForDatabase() {
  for (let waited = 0; typeof globalThis.__tmzReadyCheck !== 'function'; waited += 50) {
    if (waited >= 60_000) {
      logger.warn({ event: 'no_ready_check' }, 'The app installed no readiness check (instrumentation.ts): ready without one');
      return;
    }
    await sleep(50);
  }
  for (let attempt = 1; lifecycle.state === 'starting'; attempt += 1) {
    if (await globalThis.__tmzReadyCheck().catch(() => false)) return;
    if (attempt === 1 || attempt % 10 === 0) logger.warn({ event: 'database_waiting', attempt }, 'The database does not answer yet');
    await sleep(1_000);
  }
}

async function start() {
  const { default: next } = await import('next');
  const app = next({ dev: false, dir: root, hostname: settings.host ?? 'localhost', port: settings.port, httpServer: server });
  try {
    await app.prepare();
  } catch (error) {
    notPrepared(error);
    logger.fatal({ event: 'start_failed', err: error }, 'Next could not start');
    process.exit(1);
  }
  handle = app.getRequestHandler();
  preparedNow();
  await waitForDatabase();
  if (lifecycle.state === 'starting') {
    lifecycle.state = 'ready';
    logger.info({ event: 'ready', startupMs: Math.round(process.uptime() * 1000) }, 'Ready');
  }
}

let stopping = false;

async function shutdown(signal) {
  if (stopping) {
    logger.warn({ event: 'shutdown_signal_again', signal }, 'Already shutting down');
    return;
  }
  stopping = true;
  lifecycle.state = 'draining';
  beginDraining();
  const { readinessGraceMs, shutdownTimeoutMs } = settings;
  logger.info({ event: 'draining', signal, readinessGraceMs, shutdownTimeoutMs }, 'Draining');
  // Whatever happens below, the process ends.
  setTimeout(() => {
    logger.fatal({ event: 'shutdown_stuck' }, 'Shutdown took too long: exiting');
    process.exit(1);
  }, readinessGraceMs + shutdownTimeoutMs + 10_000).unref();

  if (readinessGraceMs > 0) await sleep(readinessGraceMs);
  const { cut } = await drain(shutdownTimeoutMs);
  let code = 0;
  if (cut > 0) {
    code = 1;
    logger.error({ event: 'requests_cut', cut, shutdownTimeoutMs }, `${cut} request(s) still running after ${shutdownTimeoutMs} ms were cut`);
  } else {
    logger.info({ event: 'drained' }, 'Every request finished');
  }
  try {
    await globalThis.__tmzShutdown?.();
    logger.info({ event: 'database_closed' }, 'Database closed');
  } catch (error) {
    code = 1;
    logger.error({ event: 'database_close_failed', err: error }, 'Could not close the database');
  }
  logger.info({ event: 'stopped', code }, 'Stopped');
  // pino flushes its stream on exit.
  process.exit(code);
}

for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void shutdown(signal));
// Started by scripts/start.mjs: a server whose starter was killed (kill -9) would serve on with nobody to stop it.
if (process.argv.includes('--watch-parent')) watchParents({ onGone: () => void shutdown('parent_exited') });

start().catch((error) => {
  logger.fatal({ event: 'start_failed', err: error }, 'Could not start');
  process.exit(1);
});
