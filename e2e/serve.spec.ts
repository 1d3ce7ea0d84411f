import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { E2E_PORT } from './support/servers';
import { expect, test } from './support/test';

/**
 * The production server (scripts/serve.mjs, what `npm start` runs) on the build
 * the other tests use, on a port and an embedded database of its own: readiness
 * while it starts, request ids and JSON logs without secrets, and a graceful
 * SIGTERM — a request in flight finishes while /api/health says 503 "draining"
 * and new connections are refused, then the process exits 0 and releases the
 * database folder, which a second server opens; that one, cut short by its
 * SHUTDOWN_TIMEOUT_MS, exits 1 and says how many requests it cut.
 */

const root = path.resolve(__dirname, '..');
const PORT = E2E_PORT + 5;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.join(root, '.e2e-data', `serve-${PORT}`);

interface Server {
  child: ChildProcess;
  lines: string[];
  exited: Promise<number | null>;
}

/** scripts/serve.mjs itself, or as `npm start` runs it (npm, its shell, scripts/start.mjs, then serve.mjs). */
function startServer(env: Record<string, string>, via: 'serve' | 'npm' = 'serve'): Server {
  const [command, args] = via === 'npm' ? ['npm', ['start', '--silent']] : [process.execPath, [path.join(root, 'scripts', 'serve.mjs')]];
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      DATABASE_URL: '',
      SITE_URL: ORIGIN,
      TRUST_PROXY: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let rest = '';
  const collect = (chunk: Buffer) => {
    const parts = (rest + chunk.toString()).split('\n');
    rest = parts.pop() ?? '';
    lines.push(...parts.filter((line) => line.trim() !== ''));
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, lines, exited };
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request on a connection of its own (no keep-alive pool between the test and the server). */
function send(method: string, pathname: string, options: { headers?: Record<string, string>; body?: unknown } = {}): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path: pathname,
        agent: false,
        headers: { ...(body ? { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) } : {}), ...options.headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(15_000, () => req.destroy(new Error(`${method} ${pathname} timed out`)));
    req.end(body);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls /api/health from the moment the server is spawned until it answers 200; returns every answer seen. */
async function untilReady(server: Server): Promise<string[]> {
  const seen: string[] = [];
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server exited with ${server.child.exitCode}:\n${server.lines.join('\n')}`);
    const answer = await send('GET', '/api/health').catch(() => null);
    if (answer) {
      seen.push(`${answer.status} ${answer.body}`);
      if (answer.status === 200) return seen;
    }
    await sleep(50);
  }
  throw new Error(`the server did not become ready:\n${server.lines.join('\n')}`);
}

/** A request whose body is still coming: in flight until `finish()` sends the rest. */
function slowRequest(pathname: string): { finish: () => Promise<string>; closed: Promise<string>; connected: Promise<void> } {
  const body = JSON.stringify({ name: 'slow' }).padEnd(64, ' ');
  const socket: Socket = connect(PORT, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  const connected = new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  socket.on('error', () => undefined);
  socket.write(
    `POST ${pathname} HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
  );
  return {
    closed,
    connected,
    finish: () => {
      socket.write(body.slice(10));
      return closed;
    },
  };
}

function connectionRefused(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(PORT, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

function entries(server: Server): Array<Record<string, unknown>> {
  // Under npm start, scripts/start.mjs's own notes ("> …") and the shell's word for a child it lost ("Killed")
  // come between the server's JSON lines.
  return server.lines.filter((line) => !line.startsWith('> ') && !/^(Killed|Terminated)$/.test(line.trim())).map((line) => {
    try {
      return JSON.parse(line) as Record<string, unknown>;
    } catch {
      throw new Error(`a log line that is not JSON: ${line}`);
    }
  });
}

async function waitForEvent(server: Server, event: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (entries(server).some((entry) => entry.event === event)) return;
    await sleep(50);
  }
  throw new Error(`no "${event}" in the log:\n${server.lines.join('\n')}`);
}

/** The code of the verification message the log transport wrote (the delivery worker sends it as soon as it is written). */
async function loggedCode(server: Server): Promise<string> {
  for (let i = 0; i < 200; i += 1) {
    const logged = entries(server).find((entry) => entry.event === 'message_logged' && entry.kind === 'verification_code');
    const code = /\b\d{6}\b/.exec(String(logged?.subject ?? ''))?.[0];
    if (code) return code;
    await sleep(50);
  }
  throw new Error(`no verification code in the log:\n${server.lines.join('\n')}`);
}

test.describe.configure({ mode: 'serial' });

test('scripts/serve.mjs: readiness, request ids, logs without secrets, and a graceful SIGTERM', async () => {
  test.setTimeout(180_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  const server = startServer({ READINESS_GRACE_MS: '1500', SHUTDOWN_TIMEOUT_MS: '20000' });
  try {
    // Starting: 503 "starting" until Next is prepared and the database answers, then 200.
    const seen = await untilReady(server);
    expect(seen.at(-1)).toBe('200 {"status":"ok","db":"ok"}');
    expect(seen.slice(0, -1).every((answer) => answer === '503 {"status":"starting"}'), seen.join('\n')).toBe(true);
    expect(seen.length, 'the server listens before it is ready, answering 503 "starting"').toBeGreaterThan(1);

    const health = await send('GET', '/api/health');
    expect(health.headers['cache-control']).toBe('no-store');
    const live = await send('GET', '/api/health/live');
    expect([live.status, JSON.parse(live.body)]).toEqual([200, { status: 'alive' }]);

    // The page cache: a public page is rendered once, then answered from memory; never to a session.
    expect((await send('GET', '/hot')).headers['x-cache']).toBe('MISS');
    await expect.poll(async () => (await send('GET', '/hot')).headers['x-cache'], { timeout: 5_000 }).toBe('HIT');
    expect((await send('GET', '/hot', { headers: { Cookie: 'tmz_session=not-a-real-one' } })).headers['x-cache']).toBe('BYPASS');
    // A registration changes the seats left on the activity's page at once, though the page was kept.
    let activity: { id: number; seatsLeft: number; capacity: number } | undefined;
    for (let id = 1; id <= 12 && !activity; id += 1) {
      const found = await send('GET', `/api/activities/${id}`);
      const view = found.status === 200 ? (JSON.parse(found.body) as { id: number; state: string; seatsLeft: number; capacity: number }) : null;
      if (view && view.state === 'open' && view.seatsLeft > 1) activity = view;
    }
    expect(activity).toBeTruthy();
    const page = `/activityDetail?id=${activity!.id}`;
    await send('GET', page);
    await expect.poll(async () => (await send('GET', page)).headers['x-cache'], { timeout: 5_000 }).toBe('HIT');
    expect((await send('GET', page)).body).toContain(`${activity!.seatsLeft} / ${activity!.capacity}`);
    const registered = await send('POST', `/api/activities/${activity!.id}/registrations`, {
      body: { name: '缓存测试', mobile: '13700001234', company: '杭州青禾服饰有限公司', position: '采购经理', audience: 'retailer', quantity: 1, consent: true },
    });
    expect(registered.status).toBe(201);
    const after = await send('GET', page);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.body).toContain(`${activity!.seatsLeft - 1} / ${activity!.capacity}`);

    // Request ids: a sane one is kept, anything else is replaced by a UUID.
    const articles = await send('GET', '/api/articles?q=secret-search-words&page=1', { headers: { 'X-Request-Id': 'e2e-request-1' } });
    expect(articles.status).toBe(200);
    expect(articles.headers['x-request-id']).toBe('e2e-request-1');
    const odd = await send('GET', '/api/health/live', { headers: { 'X-Request-Id': 'not a sane id' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    // A sign-up (its code read from the log: no transport is configured), a log-in with the password and calls
    // with the session cookie and an Authorization header.
    const login = `serve-${Date.now()}@example.com`;
    const password = 'Sunflower-Harbour-8812';
    expect((await send('POST', '/api/auth/codes', { body: { purpose: 'signup', login } })).status).toBe(202);
    const code = await loggedCode(server);
    const signup = await send('POST', '/api/auth/signup', { body: { login, code, password, name: '日志测试', consent: true } });
    expect(signup.status).toBe(201);
    const cookie = String(signup.headers['set-cookie']?.[0] ?? '').split(';')[0]!;
    const token = cookie.split('=')[1]!;
    expect(token.length).toBeGreaterThan(10);
    const again = await send('POST', '/api/auth/login', { body: { login, password }, headers: { Cookie: cookie } });
    expect(again.status).toBe(200);
    const newToken = String(again.headers['set-cookie']?.[0] ?? '').split(';')[0]!.split('=')[1]!;
    const me = await send('GET', '/api/auth/me', { headers: { Cookie: `${cookie.split('=')[0]}=${newToken}`, Authorization: 'Bearer bearer-secret-777' } });
    expect(me.status).toBe(200);

    // A request in flight (its body still coming) when SIGTERM arrives.
    const slow = slowRequest('/api/feedback');
    await sleep(500);
    server.child.kill('SIGTERM');
    await waitForEvent(server, 'draining');

    // The readiness grace: still answering, but not ready, and telling keep-alive clients to close.
    const draining = await send('GET', '/api/health');
    expect([draining.status, JSON.parse(draining.body), draining.headers.connection]).toEqual([503, { status: 'draining' }, 'close']);
    const liveDraining = await send('GET', '/api/health/live');
    expect([liveDraining.status, JSON.parse(liveDraining.body)]).toEqual([200, { status: 'alive' }]);

    // Then the listener closes, while the request in flight goes on.
    await expect.poll(connectionRefused, { timeout: 10_000, intervals: [100] }).toBe(true);
    expect(server.child.exitCode).toBeNull();
    const answer = await slow.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 [1-4]\d\d /);
    expect(answer.toLowerCase()).toContain('connection: close');

    expect(await server.exited).toBe(0);
    const log = entries(server);
    const events = log.map((entry) => entry.event).filter(Boolean);
    expect(events).toEqual(expect.arrayContaining(['listening', 'database_ready', 'ready', 'draining', 'drained', 'database_closed', 'stopped']));
    expect(existsSync(path.join(DATA_DIR, '.lock')), 'the database folder is unlocked').toBe(false);

    // One line per request, with its id, path, query names (no values), status, duration and address.
    expect(log).toContainEqual(
      expect.objectContaining({ msg: 'request', reqId: 'e2e-request-1', method: 'GET', path: '/api/articles', query: ['q', 'page'], status: 200, remote: '127.0.0.1', ms: expect.any(Number) }),
    );
    expect(log).toContainEqual(expect.objectContaining({ msg: 'request', method: 'POST', path: '/api/feedback', status: expect.any(Number) }));
    const text = server.lines.join('\n');
    for (const secret of [password, token, newToken, 'bearer-secret-777', 'secret-search-words']) expect(text).not.toContain(secret);
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  }

  // The folder opens in a second server; cut short, it exits 1 and counts what it cut.
  const second = startServer({ READINESS_GRACE_MS: '0', SHUTDOWN_TIMEOUT_MS: '1000' });
  try {
    await untilReady(second);
    const stuck = slowRequest('/api/feedback');
    // Connected, and time for the server to take the request in, also on a busy machine (the whole suite at once).
    await stuck.connected;
    await sleep(1_500);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(1);
    await stuck.closed;
    expect(entries(second)).toContainEqual(expect.objectContaining({ event: 'requests_cut', cut: 1, level: 'error' }));
    expect(entries(second)).toContainEqual(expect.objectContaining({ event: 'database_closed' }));
    expect(existsSync(path.join(DATA_DIR, '.lock'))).toBe(false);
  } finally {
    if (second.child.exitCode === null) second.child.kill('SIGKILL');
    rmSync(DATA_DIR, { recursive: true, force: true });
  }
});

/** The pid of the process listening on PORT (from /proc: the socket's inode, then the process holding it). */
function listenerPid(): number | null {
  const hexPort = PORT.toString(16).toUpperCase().padStart(4, '0');
  const socket = readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find((fields) => fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A');
  if (!socket) return null;
  const inode = socket[9];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readdirSync(`/proc/${pid}/fd`).some((fd) => readlinkSyncSafe(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`)) return Number(pid);
    } catch {
      // A process that ended meanwhile, or one not ours to read.
    }
  }
  return null;
}

function readlinkSyncSafe(file: string): string {
  try {
    return readlinkSync(file);
  } catch {
    return '';
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A process's parent id, from /proc/<pid>/stat (after the command's closing parenthesis: state, then ppid). */
function parentPid(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

for (const [how, target, signal] of [
  ['SIGTERM to npm alone', 'npm', 'SIGTERM'],
  ['kill -9 of npm', 'npm', 'SIGKILL'],
  ['kill -9 of scripts/start.mjs', 'start.mjs', 'SIGKILL'],
] as const) {
  test(`npm start leaves no server behind after ${how}: it drains and stops`, async () => {
    test.setTimeout(120_000);
    rmSync(DATA_DIR, { recursive: true, force: true });
    const npm = startServer({ SKIP_BUILD: '1', READINESS_GRACE_MS: '0', SHUTDOWN_TIMEOUT_MS: '5000' }, 'npm');
    let server: number | null = null;
    try {
      await untilReady(npm);
      server = listenerPid();
      expect(server, 'a process listens on the port').not.toBeNull();
      expect(server).not.toBe(npm.child.pid);
      if (target === 'npm') npm.child.kill(signal);
      else process.kill(parentPid(server!), signal);
      // The server sees its starter gone within a second or two, drains, closes the database and exits.
      await expect.poll(() => alive(server!), { timeout: 20_000 }).toBe(false);
      expect(await connectionRefused()).toBe(true);
      expect(existsSync(path.join(DATA_DIR, '.lock')), 'the database folder is unlocked').toBe(false);
      const events = entries(npm).map((entry) => entry.event);
      expect(events).toEqual(expect.arrayContaining(['draining', 'database_closed', 'stopped']));
    } finally {
      if (server !== null && alive(server)) process.kill(server, 'SIGKILL');
      if (npm.child.exitCode === null) npm.child.kill('SIGKILL');
      rmSync(DATA_DIR, { recursive: true, force: true });
    }
  });
}
