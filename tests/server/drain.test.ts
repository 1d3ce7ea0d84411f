import { request as httpRequest, Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { drainableServer, type DrainableServer } from '@/server/http/drain.mjs';

/**
 * The graceful stop of scripts/serve.mjs, on a plain HTTP server: requests in
 * flight finish, new connections are refused, keep-alive clients are told to
 * close, and the time limit cuts what is left and counts it.
 */

interface Held {
  res: ServerResponse;
  req: IncomingMessage;
}

let subject: DrainableServer;
let port: number;
const held: Held[] = [];
const agents: Agent[] = [];

beforeEach(async () => {
  held.length = 0;
  subject = drainableServer((req, res) => {
    if (req.url === '/slow') {
      held.push({ req, res });
      return;
    }
    res.end('quick');
  });
  await new Promise<void>((resolve) => subject.server.listen(0, '127.0.0.1', resolve));
  port = (subject.server.address() as AddressInfo).port;
});

afterEach(() => {
  subject.server.closeAllConnections();
  subject.server.close();
  for (const agent of agents.splice(0)) agent.destroy();
});

function get(path: string, agent?: Agent): Promise<{ status: number; body: string; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function keepAliveAgent(): Agent {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  return agent;
}

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
};

function refused(): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

it('lets a request in flight finish, refuses new connections meanwhile, and reports nothing cut', async () => {
  const slow = get('/slow');
  await until(() => held.length === 1);
  expect(subject.inFlight).toBe(1);

  const drained = subject.drain(5_000);
  expect(subject.draining).toBe(true);
  expect(await refused()).toBe('ECONNREFUSED');

  held[0]!.res.end('slow done');
  expect(await slow).toMatchObject({ status: 200, body: 'slow done', connection: 'close' });
  await expect(drained).resolves.toEqual({ cut: 0 });
  expect(subject.inFlight).toBe(0);
});

it('closes idle keep-alive connections, and answers a request on a busy one with Connection: close', async () => {
  const idle = keepAliveAgent();
  expect(await get('/quick', idle)).toMatchObject({ status: 200, connection: 'keep-alive' });
  const idleSocket = Object.values(idle.freeSockets).flat()[0]!;
  const closed = new Promise((resolve) => idleSocket.once('close', resolve));

  const busy = keepAliveAgent();
  const slow = get('/slow', busy);
  await until(() => held.length === 1);
  subject.beginDraining();
  // Not sent yet when draining began: this response too tells the client to close.
  held[0]!.res.end('done');
  expect(await slow).toMatchObject({ connection: 'close' });
  // While the listener is still open (a readiness grace), new requests are served and told to close.
  expect(await get('/quick', keepAliveAgent())).toMatchObject({ status: 200, connection: 'close' });

  await expect(subject.drain(5_000)).resolves.toEqual({ cut: 0 });
  await closed;
});

it('cuts the requests still running when the time is up, and says how many', async () => {
  const first = get('/slow').catch((error: NodeJS.ErrnoException) => error.code);
  const second = get('/slow').catch((error: NodeJS.ErrnoException) => error.code);
  await until(() => held.length === 2);
  const started = Date.now();
  await expect(subject.drain(300)).resolves.toEqual({ cut: 2 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  expect(await first).toBe('ECONNRESET');
  expect(await second).toBe('ECONNRESET');
});

it('resolves at once when nothing is in flight', async () => {
  await expect(subject.drain(5_000)).resolves.toEqual({ cut: 0 });
  expect(await refused()).toBe('ECONNREFUSED');
});
