/** @jest-environment node */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Server as NetServer } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { canonicalQuery, createAliyunSmsTransport, percentEncode, signRpc, type AliyunSmsOptions } from '@/server/messages/transports/aliyun-sms';
import { createSmtpTransport } from '@/server/messages/transports/smtp';
import { DeliveryError, type OutgoingMessage, type Transport } from '@/server/messages/transport';

/**
 * The two real transports against real local servers: a node:http server that
 * checks requests the way Aliyun documents them (its signature recomputed here,
 * independently of the code under test) and an smtp-server that keeps what it
 * receives.
 */

const sms = (id: number, template = 'verification_code', variables: Record<string, string> = { code: '482913' }): OutgoingMessage => ({
  id,
  kind: template,
  recipient: '13800138000',
  rendered: { channel: 'sms', template, text: `【TMZ产业协同平台】您的验证码是 ${variables.code ?? ''}`, variables },
});

const email = (id: number, recipient = 'han.meimei@example.cn'): OutgoingMessage => ({
  id,
  kind: 'registration_confirmed',
  recipient,
  rendered: {
    channel: 'email',
    template: 'registration_confirmed',
    subject: '报名成功：2026 秋季新品发布会',
    text: '韩梅梅，您好：\n您已成功报名 2026 秋季新品发布会。\n\nTMZ 产业协同平台',
    html: '<!doctype html><html><body><p>韩梅梅，您好：</p><p>您已成功报名 2026 秋季新品发布会。</p></body></html>',
  },
});

/** What a send rejected with, as a DeliveryError (fails the test if it resolved or threw anything else). */
async function deliveryError(sending: Promise<unknown>): Promise<DeliveryError> {
  const error = await sending.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof DeliveryError)) throw new Error(`expected a DeliveryError, got ${String(error)}`);
  return error;
}

/** A port on 127.0.0.1 that nothing listens on (it was free a moment ago). */
async function closedPort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('Aliyun RPC signature', () => {
  /*
   * The worked example of Aliyun's RPC signature documentation (ECS DescribeRegions, AccessKeyId testid,
   * AccessKeySecret testsecret, sent with GET). Two editions of the page publish it: the current one
   * spells the parameter Timestamp and gives OLeaidS1JvxuMvnyHOwuJ+uX5qY= (Alibaba Cloud, "Request
   * signature", RPC APIs); the older ECS page spelled it TimeStamp and gave CT9X0VtwR86fNWSnsc6v8YGOjuE=
   * (reposted at https://developer.aliyun.com/ask/210168; the same value stands in the overview URL of
   * https://help.aliyun.com/document_detail/28839.html). Both must come out exactly.
   */
  const documented = {
    AccessKeyId: 'testid',
    Action: 'DescribeRegions',
    Format: 'XML',
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
    SignatureVersion: '1.0',
    Timestamp: '2016-02-23T12:46:24Z',
    Version: '2014-05-26',
  };

  it('gives the signature Aliyun publishes for its example', () => {
    expect(signRpc(documented, 'testsecret', 'GET')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  it('gives the older page’s published signature for its TimeStamp spelling too', () => {
    const { Timestamp, ...rest } = documented;
    expect(signRpc({ ...rest, TimeStamp: Timestamp }, 'testsecret', 'GET')).toBe('CT9X0VtwR86fNWSnsc6v8YGOjuE=');
  });

  it('builds the documented string to sign', () => {
    expect(`GET&%2F&${percentEncode(canonicalQuery(documented))}`).toBe(
      'GET&%2F&AccessKeyId%3Dtestid%26Action%3DDescribeRegions%26Format%3DXML%26SignatureMethod%3DHMAC-SHA1' +
        '%26SignatureNonce%3D3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf%26SignatureVersion%3D1.0' +
        '%26Timestamp%3D2016-02-23T12%253A46%253A24Z%26Version%3D2014-05-26',
    );
  });

  it('percent-encodes as RFC 3986: a space as %20, ! \' ( ) * encoded, ~ kept, UTF-8 bytes for Chinese', () => {
    expect(percentEncode("a b+c*d~e!f'g(h)i")).toBe('a%20b%2Bc%2Ad~e%21f%27g%28h%29i');
    expect(percentEncode('验证码')).toBe('%E9%AA%8C%E8%AF%81%E7%A0%81');
    expect(percentEncode('{"code":"1"}')).toBe('%7B%22code%22%3A%221%22%7D');
  });

  it('signs POST requests with POST in the string to sign', () => {
    expect(signRpc(documented, 'testsecret')).not.toBe(signRpc(documented, 'testsecret', 'GET'));
    expect(signRpc(documented, 'testsecret')).toBe(signRpc(documented, 'testsecret', 'POST'));
  });
});

/* ---------------------------------------------------------------------------------------------- */
/* A local Aliyun SMS                                                                              */
/* ---------------------------------------------------------------------------------------------- */

const ACCESS_KEY_ID = 'LTAI-test-key';
const SECRET = 'test-secret-Zq9/+=';

/** RFC 3986 percent-encoding written from the documentation's table, byte by byte: the test's own, not the module's. */
function rfc3986(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** The documented signature: sorted, encoded, `POST&%2F&` + encoded query, HMAC-SHA1 with `secret&`, base64. */
function expectedSignature(params: Record<string, string>, secret: string): string {
  const names = Object.keys(params)
    .filter((name) => name !== 'Signature')
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const query = names.map((name) => `${rfc3986(name)}=${rfc3986(params[name]!)}`).join('&');
  return createHmac('sha1', `${secret}&`)
    .update(`POST&${rfc3986('/')}&${rfc3986(query)}`)
    .digest('base64');
}

/** A form body split by hand: `+` would be left as it is, so an encoder that wrote it would be caught. */
function parseForm(body: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const pair of body.split('&')) {
    const at = pair.indexOf('=');
    params[decodeURIComponent(pair.slice(0, at))] = decodeURIComponent(pair.slice(at + 1));
  }
  return params;
}

interface FakeAnswer {
  status: number;
  body: string;
}

interface FakeAliyun {
  endpoint: string;
  /** Every request's parameters, in order. */
  requests: Record<string, string>[];
  /** What the fake found wrong with a request (besides a bad signature): expected to stay empty. */
  problems: string[];
  /** The answer to a valid request (default: OK with a BizId). */
  answer: (params: Record<string, string>) => FakeAnswer;
  close: () => Promise<void>;
}

const json = (status: number, body: object): FakeAnswer => ({ status, body: JSON.stringify(body) });

async function startFakeAliyun(): Promise<FakeAliyun> {
  const nonces = new Set<string>();
  const fake: FakeAliyun = {
    endpoint: '',
    requests: [],
    problems: [],
    answer: (params) => json(200, { Code: 'OK', Message: 'OK', BizId: `biz-${params.OutId}`, RequestId: 'req-1' }),
    close: async () => {},
  };

  function check(request: IncomingMessage, params: Record<string, string>): string[] {
    const problems: string[] = [];
    const expect = (condition: boolean, problem: string) => condition || problems.push(problem);
    expect(request.method === 'POST', `method ${request.method}`);
    expect(request.url === '/', `path ${request.url}`);
    expect(/^application\/x-www-form-urlencoded\b/.test(request.headers['content-type'] ?? ''), `content-type ${request.headers['content-type']}`);
    expect(params.Action === 'SendSms', `Action ${params.Action}`);
    expect(params.Version === '2017-05-25', `Version ${params.Version}`);
    expect(params.Format === 'JSON', `Format ${params.Format}`);
    expect(params.SignatureMethod === 'HMAC-SHA1', `SignatureMethod ${params.SignatureMethod}`);
    expect(params.SignatureVersion === '1.0', `SignatureVersion ${params.SignatureVersion}`);
    const timestamp = params.Timestamp ?? '';
    expect(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(timestamp), `Timestamp ${timestamp}`);
    expect(Math.abs(Date.parse(timestamp) - Date.now()) < 60_000, `Timestamp ${timestamp} is not now`);
    const nonce = params.SignatureNonce ?? '';
    expect(nonce.length >= 16 && !nonces.has(nonce), `SignatureNonce ${nonce} missing, short or used before`);
    nonces.add(nonce);
    for (const name of ['PhoneNumbers', 'SignName', 'TemplateCode', 'TemplateParam', 'OutId']) expect(Boolean(params[name]), `${name} missing`);
    try {
      JSON.parse(params.TemplateParam ?? '');
    } catch {
      problems.push(`TemplateParam is not JSON: ${params.TemplateParam}`);
    }
    return problems;
  }

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const params = parseForm(Buffer.concat(chunks).toString('utf8'));
      fake.requests.push(params);
      let answer: FakeAnswer;
      if (params.AccessKeyId !== ACCESS_KEY_ID) {
        answer = json(404, { Code: 'InvalidAccessKeyId.NotFound', Message: 'Specified access key is not found.' });
      } else if (params.Signature !== expectedSignature(params, SECRET)) {
        const signed = Object.fromEntries(Object.entries(params).filter(([name]) => name !== 'Signature'));
        answer = json(400, {
          Code: 'SignatureDoesNotMatch',
          Message: `Specified signature is not matched with our calculation. server string to sign is:POST&%2F&${rfc3986(canonicalQuery(signed))}`,
        });
      } else {
        const problems = check(request, params);
        fake.problems.push(...problems);
        answer = problems.length > 0 ? json(400, { Code: 'isv.INVALID_PARAMETERS', Message: problems.join('; ') }) : fake.answer(params);
      }
      response.writeHead(answer.status, { 'content-type': answer.body.startsWith('{') ? 'application/json' : 'text/plain' });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.endpoint = `http://127.0.0.1:${port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}

describe('Aliyun SMS transport', () => {
  let fake: FakeAliyun;
  const options = (overrides: Partial<AliyunSmsOptions> = {}): AliyunSmsOptions => ({
    endpoint: fake.endpoint,
    accessKeyId: ACCESS_KEY_ID,
    accessKeySecret: SECRET,
    signName: 'TMZ产业协同平台',
    templates: { verification_code: 'SMS_100000001', registration_confirmed: 'SMS_100000002' },
    ...overrides,
  });

  beforeEach(async () => {
    fake = await startFakeAliyun();
  });
  afterEach(async () => {
    await fake.close();
  });

  it('sends a correctly signed SendSms and hands back the BizId', async () => {
    const transport = createAliyunSmsTransport(options());
    expect(transport).toMatchObject({ name: 'aliyun', channel: 'sms' });

    await expect(transport.send(sms(41, 'registration_confirmed', { activity: '2026 秋季新品发布会', time: '11月26日(周四) 14:00*' }))).resolves.toEqual({
      providerId: 'biz-41',
    });

    expect(fake.problems).toEqual([]);
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect(request).toMatchObject({
      PhoneNumbers: '13800138000',
      SignName: 'TMZ产业协同平台',
      TemplateCode: 'SMS_100000002',
      OutId: '41',
      AccessKeyId: ACCESS_KEY_ID,
    });
    expect(JSON.parse(request.TemplateParam!)).toEqual({ activity: '2026 秋季新品发布会', time: '11月26日(周四) 14:00*' });
    expect(JSON.stringify(request)).not.toContain(SECRET);
  });

  it('uses a new nonce for every request', async () => {
    const transport = createAliyunSmsTransport(options());
    await transport.send(sms(1));
    await transport.send(sms(1));
    expect(fake.problems).toEqual([]);
    expect(fake.requests.map((r) => r.OutId)).toEqual(['1', '1']);
    expect(fake.requests[0]!.SignatureNonce).not.toBe(fake.requests[1]!.SignatureNonce);
  });

  it('is refused for good when the secret is wrong, without the secret in the error', async () => {
    const transport = createAliyunSmsTransport(options({ accessKeySecret: 'not-the-secret-Xy7' }));
    const error = await deliveryError(transport.send(sms(2)));
    expect(error.permanent).toBe(true);
    expect(error.message).toBe('Aliyun SMS SignatureDoesNotMatch: Specified signature is not matched with our calculation.');
    expect(error.message).not.toContain('not-the-secret-Xy7');
  });

  it('treats an illegal number as permanent', async () => {
    fake.answer = () => json(200, { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号', RequestId: 'req-2' });
    const error = await deliveryError(createAliyunSmsTransport(options()).send(sms(3)));
    expect(error).toMatchObject({ permanent: true, message: 'Aliyun SMS isv.MOBILE_NUMBER_ILLEGAL: 非法手机号' });
  });

  it('tries again after throttling', async () => {
    fake.answer = () => json(200, { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控Permits:1', RequestId: 'req-3' });
    const error = await deliveryError(createAliyunSmsTransport(options()).send(sms(4)));
    expect(error).toMatchObject({ permanent: false, message: 'Aliyun SMS isv.BUSINESS_LIMIT_CONTROL: 触发分钟级流控Permits:1' });
  });

  it('tries again after an HTTP 500', async () => {
    fake.answer = () => ({ status: 500, body: 'Internal Server Error' });
    const error = await deliveryError(createAliyunSmsTransport(options()).send(sms(5)));
    expect(error).toMatchObject({ permanent: false, message: 'Aliyun SMS answered HTTP 500 without a result code' });
  });

  it('tries again when the endpoint cannot be reached', async () => {
    const transport = createAliyunSmsTransport(options({ endpoint: `http://127.0.0.1:${await closedPort()}` }));
    const error = await deliveryError(transport.send(sms(6)));
    expect(error.permanent).toBe(false);
    expect(error.message).toBe('Aliyun SMS unreachable: ECONNREFUSED');
  });

  it('fails for good, naming the setting, when a template has no code', async () => {
    const transport = createAliyunSmsTransport(options({ templates: {} }));
    const error = await deliveryError(transport.send(sms(7, 'registration_reminder_online', { activity: '线上发布会' })));
    expect(error.permanent).toBe(true);
    expect(error.message).toContain('SMS_TEMPLATE_REGISTRATION_REMINDER_ONLINE');
    expect(fake.requests).toEqual([]);
  });

  it('refuses an e-mail for good', async () => {
    const error = await deliveryError(createAliyunSmsTransport(options()).send(email(8)));
    expect(error.permanent).toBe(true);
    expect(fake.requests).toEqual([]);
  });
});

/* ---------------------------------------------------------------------------------------------- */
/* A local SMTP server                                                                             */
/* ---------------------------------------------------------------------------------------------- */

interface Received {
  from: string;
  to: string[];
  raw: string;
}

interface FakeSmtp {
  url: string;
  port: number;
  received: Received[];
  close: () => Promise<void>;
}

async function startSmtp(options: Partial<SMTPServerOptions> = {}): Promise<FakeSmtp> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = session.envelope;
        received.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback(null, `OK: queued as Q${received.length}`);
      });
    },
    ...options,
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=), joining adjacent ones as the RFC says. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/(?:=\?[^?]+\?[BbQq]\?[^?]*\?=)+/g, (run) => {
      const bytes: Buffer[] = [];
      for (const [, , encoding, text] of run.matchAll(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g)) {
        if (encoding!.toUpperCase() === 'B') bytes.push(Buffer.from(text!, 'base64'));
        else bytes.push(qpBytes(text!.replace(/_/g, ' ')));
      }
      return Buffer.concat(bytes).toString('utf8');
    });
}

function qpBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

/** A message or MIME part: its headers (unfolded, names lower-cased) and its raw body. */
function splitPart(raw: string): Part {
  const at = raw.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of raw.slice(0, at).replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(at + 4) };
}

/** The text of a leaf part, its transfer encoding undone. */
function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return qpBytes(part.body.replace(/=\r\n/g, '')).toString('utf8');
  return part.body;
}

/** The leaf parts of a multipart message, by content type. */
function partsByType(message: Part): Record<string, string> {
  const boundary = /boundary="?([^";]+)"?/.exec(message.headers['content-type'] ?? '')?.[1];
  if (!boundary) return { [(message.headers['content-type'] ?? '').split(';')[0]!]: decodeBody(message) };
  const result: Record<string, string> = {};
  for (const chunk of message.body.split(`--${boundary}`).slice(1, -1)) {
    Object.assign(result, partsByType(splitPart(chunk.replace(/^\r\n/, ''))));
  }
  return result;
}

describe('SMTP transport', () => {
  const from = '"TMZ 产业协同平台" <noreply@tmz.example.cn>';
  const servers: FakeSmtp[] = [];
  const transports: Transport[] = [];
  const start = async (options?: Partial<SMTPServerOptions>) => {
    const server = await startSmtp(options);
    servers.push(server);
    return server;
  };
  const transportFor = (url: string) => {
    const transport = createSmtpTransport({ url, from });
    transports.push(transport);
    return transport;
  };

  afterEach(async () => {
    await Promise.all(transports.splice(0).map((transport) => transport.close?.()));
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  it('delivers subject, text and HTML with a Message-ID made from the message id', async () => {
    const server = await start();
    const transport = transportFor(server.url);
    expect(transport).toMatchObject({ name: 'smtp', channel: 'email' });

    await expect(transport.send(email(42))).resolves.toEqual({ providerId: 'Q1' });

    expect(server.received).toHaveLength(1);
    const received = server.received[0]!;
    expect(received.from).toBe('noreply@tmz.example.cn');
    expect(received.to).toEqual(['han.meimei@example.cn']);
    const message = splitPart(received.raw);
    expect(decodeWords(message.headers.from!)).toMatch(/^"?TMZ 产业协同平台"? <noreply@tmz\.example\.cn>$/);
    expect(message.headers.to).toBe('han.meimei@example.cn');
    expect(message.headers.subject).toMatch(/^=\?UTF-8\?[BQ]\?/i);
    expect(decodeWords(message.headers.subject!)).toBe('报名成功：2026 秋季新品发布会');
    expect(message.headers['message-id']).toBe('<tmz-message-42@tmz.example.cn>');
    const parts = partsByType(message);
    expect(Object.keys(parts).sort()).toEqual(['text/html', 'text/plain']);
    expect(parts['text/plain']!.replace(/\r\n/g, '\n')).toBe('韩梅梅，您好：\n您已成功报名 2026 秋季新品发布会。\n\nTMZ 产业协同平台');
    expect(parts['text/html']).toContain('<p>您已成功报名 2026 秋季新品发布会。</p>');
  });

  it('carries attachments as MIME parts, byte for byte, with their names and types', async () => {
    const server = await start();
    const transport = transportFor(server.url);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.3\n'), Buffer.from([0, 0xff, 0x80, 0x0d, 0x0a, 0x1b]), Buffer.from('电子票\n%%EOF')]);
    await transport.send({ ...email(44), attachments: [{ filename: 'tmz-ticket-ABCDEFGHJKLM.pdf', contentType: 'application/pdf', content: pdf }] });

    const message = splitPart(server.received[0]!.raw);
    expect(message.headers['content-type']).toMatch(/^multipart\/mixed;/);
    const boundary = /boundary="?([^";]+)"?/.exec(message.headers['content-type']!)![1]!;
    const parts = message.body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((chunk) => splitPart(chunk.replace(/^\r\n/, '')));
    const attached = parts.find((part) => part.headers['content-type']?.startsWith('application/pdf'));
    expect(attached).toBeDefined();
    expect(attached!.headers['content-disposition']).toBe('attachment; filename=tmz-ticket-ABCDEFGHJKLM.pdf');
    expect(attached!.headers['content-transfer-encoding']).toBe('base64');
    expect(Buffer.from(attached!.body.replace(/\s+/g, ''), 'base64').equals(pdf)).toBe(true);
    // The text and HTML are still there beside it.
    expect(Object.keys(partsByType(message)).sort()).toEqual(['application/pdf', 'text/html', 'text/plain']);
  });

  it('sends a repeat with the same Message-ID (at least once)', async () => {
    const server = await start();
    const transport = transportFor(server.url);
    await transport.send(email(43));
    await transport.send(email(43));
    const ids = server.received.map((received) => splitPart(received.raw).headers['message-id']);
    expect(ids).toEqual(['<tmz-message-43@tmz.example.cn>', '<tmz-message-43@tmz.example.cn>']);
  });

  it('treats a recipient the server refuses with 550 as permanent', async () => {
    const server = await start({
      onRcptTo(address, _session, callback) {
        if (address.address !== 'nobody@example.cn') return callback();
        callback(Object.assign(new Error('5.1.1 No such user'), { responseCode: 550 }));
      },
    });
    const error = await deliveryError(transportFor(server.url).send(email(44, 'nobody@example.cn')));
    expect(error.permanent).toBe(true);
    expect(error.message).toContain('550');
    expect(server.received).toEqual([]);
  });

  it('tries again after a 4xx (a greylisting server)', async () => {
    const server = await start({
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('4.7.1 Greylisted, try again later'), { responseCode: 451 }));
      },
    });
    const error = await deliveryError(transportFor(server.url).send(email(45)));
    expect(error.permanent).toBe(false);
    expect(error.message).toContain('451');
  });

  it('tries again when no server listens', async () => {
    const error = await deliveryError(transportFor(`smtp://127.0.0.1:${await closedPort()}`).send(email(46)));
    expect(error.permanent).toBe(false);
  });

  it('tries again when the server stays silent past the greeting timeout', async () => {
    const sockets: import('node:net').Socket[] = [];
    const silent: NetServer = createNetServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      // The URL may set nodemailer's options; a short wait here stands in for the 15 s default.
      const error = await deliveryError(transportFor(`smtp://127.0.0.1:${port}?greetingTimeout=300`).send(email(47)));
      expect(error.permanent).toBe(false);
      expect(error.message).toMatch(/^SMTP ETIMEDOUT/);
    } finally {
      sockets.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('treats a refused login as permanent and never repeats the password', async () => {
    const server = await start({
      allowInsecureAuth: true,
      onAuth(_auth, _session, callback) {
        callback(new Error('Invalid username or password'));
      },
    });
    const password = 'pa ss:w0rd/秘';
    const url = `smtp://mailer:${encodeURIComponent(password)}@127.0.0.1:${server.port}`;
    const error = await deliveryError(transportFor(url).send(email(48)));
    expect(error.permanent).toBe(true);
    expect(error.message).toMatch(/^SMTP EAUTH/);
    expect(error.message).not.toContain(password);
    expect(error.message).not.toContain(encodeURIComponent(password));
  });

  it('refuses a text message for good', async () => {
    const server = await start();
    const error = await deliveryError(transportFor(server.url).send(sms(49)));
    expect(error.permanent).toBe(true);
    expect(server.received).toEqual([]);
  });
});
