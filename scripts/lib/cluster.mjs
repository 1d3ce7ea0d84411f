// Shared by scripts/cluster-test.mjs, bench/cluster.mjs and bench/soak.mjs: a throwaway PostgreSQL
// database, app instances (scripts/serve.mjs) on loopback ports and nginx rendered from
// deploy/nginx.conf.template, all started here and all ended by cleanup() — by their PIDs — with the
// database dropped and the temporary folder removed.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PRODUCTION, renderNginx, upstreamServers } from '../../deploy/render-nginx.mjs';
import { buildIsCurrent, nextBin, root } from './build.mjs';

// How an instance is started (the production server, as `npm start` runs it); PORT and HOST are in its environment.
const serverArgs = () => [path.join(root, 'scripts', 'serve.mjs')];

export const distDir = process.env.NEXT_DIST_DIR || '.next';
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const direct = (port) => `http://127.0.0.1:${port}`;

// ---------------------------------------------------------------- HTTP client
const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 512 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 512, rejectUnauthorized: false }),
};

/** One request; resolves with status, headers and text (never rejects: a network error is status 0). */
export function request(url, { method = 'GET', headers = {}, body, timeoutMs = 30_000 } = {}) {
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
  const allHeaders = { ...headers };
  if (payload) {
    allHeaders['content-length'] = payload.length;
    allHeaders['content-type'] ??= 'application/json';
  }
  return new Promise((resolve) => {
    const failed = (error) => resolve({ status: 0, headers: {}, text: String(error), json: () => ({}) });
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
        res.on('error', failed);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', failed);
    if (payload) req.write(payload);
    req.end();
  });
}

// ---------------------------------------------------------------- helpers
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  }
  return result.stdout ?? '';
}

export function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function waitFor(what, check, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await sleep(250);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Reuses a current build in NEXT_DIST_DIR (or any with SKIP_BUILD=1), else builds. */
export function ensureBuild(log) {
  if (process.env.SKIP_BUILD === '1') return log(`SKIP_BUILD=1: using the build in ${distDir}`);
  if (buildIsCurrent(distDir)) return log(`the build in ${distDir} is newer than the sources: reusing it`);
  log(`building the site into ${distDir}…`);
  run(process.execPath, [nextBin, 'build', '--webpack'], { stdio: 'inherit', env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' } });
}

/** nginx's binary; installed with apt-get (as root) when missing. */
export function nginxBinary(log) {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  if (process.getuid?.() !== 0) throw new Error('nginx is not installed and this is not root: apt-get install -y nginx-light (or nginx), then run again');
  log('nginx is missing: installing Debian’s package');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update'], { env, stdio: 'inherit' });
  run('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], { env, stdio: 'inherit' });
  // Debian's package starts its own nginx on port 80; these scripts run their own.
  spawnSync('systemctl', ['disable', '--now', 'nginx'], { stdio: 'ignore' });
  if (!existsSync('/usr/sbin/nginx')) throw new Error('apt-get did not install /usr/sbin/nginx');
  return '/usr/sbin/nginx';
}

function postgresUrl() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  return run('bash', [path.join(root, 'scripts', 'ensure-postgres.sh')], { stdio: ['ignore', 'pipe', 'inherit'] }).trim();
}

/** Resident memory (bytes) of a process, from /proc; null when gone. */
export function rssOf(pid) {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- the cluster
export function createCluster({ log, siteUrl, keepTmp = process.env.KEEP_CLUSTER_TMP === '1' }) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'tmz-cluster-'));
  const children = new Map(); // name → ChildProcess
  const nginxPidFiles = [];
  let adminUrl = '';
  let dbName = '';
  let cleaning = false;

  function databaseUrl() {
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    return url.toString();
  }

  function tsx(script, args, env) {
    const cli = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
    return run(process.execPath, [cli, script, ...args], { env: { ...process.env, ...env } });
  }

  async function stopChild(name, signal = 'SIGTERM', graceMs = 5000) {
    const child = children.get(name);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, signal);
    } catch {
      return;
    }
    if (await Promise.race([exited.then(() => true), sleep(graceMs).then(() => false)])) return;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
    await Promise.race([exited, sleep(2000)]);
  }

  async function stopNginx(pidFile) {
    if (!existsSync(pidFile)) return;
    const pid = Number(readFileSync(pidFile, 'utf8').trim());
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

  return {
    tmp,
    databaseUrl,
    children,

    /** A fresh database on the machine's PostgreSQL, migrated once (scripts/db-migrate.ts: it also seeds the demo content). */
    async createDatabase() {
      adminUrl = postgresUrl();
      dbName = `tmz_cluster_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      await admin.end();
      log(`database ${dbName} created`);
      tsx('scripts/db-migrate.ts', [], { DATABASE_URL: databaseUrl() });
    },

    /** A staff account (scripts/user-create.ts). */
    createUser(kind, login, name, password) {
      tsx('scripts/user-create.ts', ['--kind', kind, '--login', login, '--name', name], { DATABASE_URL: databaseUrl(), USER_PASSWORD: password });
    },

    async sql(text, params = []) {
      const client = new pg.Client({ connectionString: databaseUrl() });
      await client.connect();
      try {
        return (await client.query(text, params)).rows;
      } finally {
        await client.end();
      }
    },

    /** Starts an instance on 127.0.0.1:port and waits until /api/health is 200; its output goes to <tmp>/<name>.log. */
    async startInstance(name, port, extraEnv = {}) {
      const logFile = path.join(tmp, `${name}.log`);
      const out = openSync(logFile, 'a');
      const env = {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_DIST_DIR: distDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl(),
        TRUST_PROXY: '1',
        SITE_URL: siteUrl,
        RATE_LIMIT_STORE: 'database',
        ...extraEnv,
      };
      const child = spawn(process.execPath, serverArgs(port), { cwd: root, env, stdio: ['ignore', out, out], detached: true });
      children.set(name, child);
      child.on('exit', () => children.delete(name));
      await waitFor(`instance ${name} on ${port}`, async () => {
        if (!children.has(name)) throw new Error(`instance ${name} exited:\n${readFileSync(logFile, 'utf8').slice(-2000)}`);
        return (await request(`${direct(port)}/api/health`)).status === 200;
      }, 90_000);
      return child;
    },

    stopInstance: stopChild,

    /**
     * nginx from deploy/nginx.conf.template in <tmp>/<name>: http on httpPort (redirects), TLS on httpsPort
     * with a self-signed certificate; `extraServers` (text) is added inside `http { }` (benchmarks' reference).
     */
    async startNginx({ name = 'nginx', upstreamPorts, httpPort, httpsPort, extraServers = '' }) {
      const binary = nginxBinary(log);
      const prefix = path.join(tmp, name);
      for (const dir of ['temp', 'cache', 'logs', 'www']) mkdirSync(path.join(prefix, dir), { recursive: true });
      // The page nginx shows when no instance answers, where its workers can read it.
      cpSync(path.join(root, 'deploy', 'errors'), path.join(prefix, 'www', 'errors'), { recursive: true });
      // Started as root, the workers run as `nobody`: they write the cache and temporary files and read www.
      const asRoot = process.getuid?.() === 0;
      const worker = asRoot ? `nobody ${run('id', ['-gn', 'nobody']).trim()}` : os.userInfo().username;
      if (asRoot) {
        chmodSync(tmp, 0o711);
        chmodSync(prefix, 0o711);
        chmodSync(path.join(prefix, 'www'), 0o755);
        const uid = Number(run('id', ['-u', 'nobody']).trim());
        const gid = Number(run('id', ['-g', 'nobody']).trim());
        for (const dir of ['temp', 'cache']) chownSync(path.join(prefix, dir), uid, gid);
      }
      run('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
        '-keyout', path.join(prefix, 'key.pem'), '-out', path.join(prefix, 'cert.pem')]);
      const pidFile = path.join(prefix, 'nginx.pid');
      const conf = renderNginx({
        ...PRODUCTION,
        WORKER_USER: worker,
        PID_FILE: pidFile,
        ERROR_LOG: path.join(prefix, 'logs', 'error.log'),
        ACCESS_LOG: path.join(prefix, 'logs', 'access.log'),
        MIME_TYPES: existsSync('/etc/nginx/mime.types') ? '/etc/nginx/mime.types' : PRODUCTION.MIME_TYPES,
        TEMP_DIR: path.join(prefix, 'temp'),
        CACHE_DIR: path.join(prefix, 'cache'),
        UPSTREAM_SERVERS: upstreamServers(upstreamPorts),
        SERVER_NAME: '127.0.0.1',
        HTTP_LISTEN: `127.0.0.1:${httpPort}`,
        HTTPS_LISTEN: `127.0.0.1:${httpsPort}`,
        HTTPS_PORT_SUFFIX: `:${httpsPort}`,
        TLS_CERTIFICATE: path.join(prefix, 'cert.pem'),
        TLS_CERTIFICATE_KEY: path.join(prefix, 'key.pem'),
        ERROR_PAGES_DIR: path.join(prefix, 'www', 'errors'),
      });
      const confFile = path.join(prefix, 'nginx.conf');
      writeFileSync(confFile, extraServers ? conf.replace(/\}\s*$/, `${extraServers.replaceAll('{{PREFIX}}', prefix)}\n}\n`) : conf);
      const args = ['-p', prefix, '-c', confFile, '-e', path.join(prefix, 'logs', 'error.log')];
      run(binary, ['-t', '-q', ...args]);
      run(binary, args); // daemonises; its master's PID is in the pid file
      nginxPidFiles.push(pidFile);
      const site = `https://127.0.0.1:${httpsPort}`;
      await waitFor(`nginx ${name}`, async () => (await request(`${site}/api/health`)).status === 200, 15_000);
      return { site, prefix };
    },

    /** Ends nginx and every instance, drops the database, removes the temporary folder (KEEP_CLUSTER_TMP=1 keeps it). */
    async cleanup() {
      if (cleaning) return;
      cleaning = true;
      await Promise.all(nginxPidFiles.map((file) => stopNginx(file).catch(() => undefined)));
      await Promise.all([...children.keys()].map((name) => stopChild(name).catch(() => undefined)));
      agents.http.destroy();
      agents.https.destroy();
      if (dbName && adminUrl) {
        const admin = new pg.Client({ connectionString: adminUrl });
        try {
          await admin.connect();
          await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        } catch (error) {
          console.error(`Could not drop the database ${dbName}: ${error instanceof Error ? error.message : error}`);
        } finally {
          await admin.end().catch(() => undefined);
        }
      }
      if (keepTmp) console.log(`(kept ${tmp})`);
      else rmSync(tmp, { recursive: true, force: true });
    },
  };
}
