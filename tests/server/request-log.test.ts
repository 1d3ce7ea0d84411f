import { createLogger, log } from '@/server/kernel/log';
import { logLevelFrom, pathForLog, remoteAddressOf, requestIdFrom } from '@/server/kernel/request-log.mjs';

/** How a request is named in the JSON log, and what never reaches it (scripts/serve.mjs, server/kernel/log.ts). */

describe('requestIdFrom', () => {
  it('keeps a sane X-Request-Id (nginx sends $request_id: 32 hex digits)', () => {
    expect(requestIdFrom('3f2a9c0b7d4e41a8b6c5d2e1f0a9b8c7')).toBe('3f2a9c0b7d4e41a8b6c5d2e1f0a9b8c7');
    expect(requestIdFrom('web-1.req_42')).toBe('web-1.req_42');
    expect(requestIdFrom('a'.repeat(100))).toBe('a'.repeat(100));
    expect(requestIdFrom(['first-id', 'second-id'])).toBe('first-id');
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['too long', 'a'.repeat(101)],
    ['with a space', 'id with space'],
    ['with a line break (log injection)', 'id\n{"level":"fatal"}'],
    ['with quotes', 'id"x'],
    ['not ASCII', 'ид'],
  ])('makes a new one (a UUID) for one %s', (_case, header) => {
    const id = requestIdFrom(header);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(requestIdFrom(header)).not.toBe(id);
  });
});

describe('pathForLog', () => {
  it('keeps the path and the names of the query parameters, never their values', () => {
    expect(pathForLog('/api/registrations/lookup?mobile=13800138000&code=K7PQ2X')).toEqual({
      path: '/api/registrations/lookup',
      query: ['mobile', 'code'],
    });
    expect(pathForLog('/news?q=%E5%B1%95%E4%BC%9A&page=2&page=3&flag')).toEqual({ path: '/news', query: ['q', 'page', 'flag'] });
    expect(pathForLog('/a?my%20key=1&b+c=2&&')).toEqual({ path: '/a', query: ['my key', 'b c'] });
    expect(pathForLog('/a?%E0%A4%A=1')).toEqual({ path: '/a', query: ['%E0%A4%A'] });
    expect(pathForLog('/')).toEqual({ path: '/', query: [] });
    expect(pathForLog(undefined)).toEqual({ path: '/', query: [] });
  });

  it('leaves out the capability of a ticket link (/t/{code}{key}), in either language', () => {
    expect(pathForLog('/t/ABCDEFGHJKLMabcdefghij')).toEqual({ path: '/t/:ticket', query: [] });
    expect(pathForLog('/en/t/ABCDEFGHJKLMabcdefghij?x=1')).toEqual({ path: '/en/t/:ticket', query: ['x'] });
    expect(pathForLog('/tmz')).toEqual({ path: '/tmz', query: [] });
  });
});

describe('remoteAddressOf', () => {
  const req = (forwarded?: string) => ({ headers: forwarded ? { 'x-forwarded-for': forwarded } : {}, socket: { remoteAddress: '::ffff:10.0.0.5' } });

  it('is the socket’s peer without TRUST_PROXY, whatever the header says', () => {
    expect(remoteAddressOf(req('203.0.113.9'), false)).toBe('10.0.0.5');
  });

  it('is the first address of X-Forwarded-For with TRUST_PROXY, when it is an address', () => {
    expect(remoteAddressOf(req('203.0.113.9, 10.0.0.1'), true)).toBe('203.0.113.9');
    expect(remoteAddressOf(req('not-an-address'), true)).toBe('10.0.0.5');
    expect(remoteAddressOf(req(), true)).toBe('10.0.0.5');
  });
});

describe('logLevelFrom', () => {
  it('defaults to info and refuses a level pino does not know', () => {
    expect(logLevelFrom(undefined)).toBe('info');
    expect(logLevelFrom(' debug ')).toBe('debug');
    expect(() => logLevelFrom('verbose')).toThrow(/LOG_LEVEL/);
  });
});

describe('the logger', () => {
  function memoryLogger(level = 'info') {
    const lines: string[] = [];
    const logger = createLogger({ write: (line: string) => void lines.push(line) }, level);
    return { logger, lines, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
  }

  it('writes one JSON line per entry with an ISO time and the level’s name', () => {
    const { logger, entries } = memoryLogger();
    logger.info({ event: 'ready' }, 'Ready');
    logger.debug('not at info');
    expect(entries()).toEqual([expect.objectContaining({ level: 'info', event: 'ready', msg: 'Ready', pid: process.pid })]);
    expect(entries()[0]!.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('redacts cookies, authorization, set-cookie, passwords and bodies wherever a logged object carries them', () => {
    const { logger, lines } = memoryLogger();
    logger.error(
      {
        req: { method: 'POST', url: '/api/auth/login', headers: { cookie: 'sid=session-token-123', authorization: 'Bearer api-token-456' }, body: { password: 'hunter2-secret' } },
        res: { headers: { 'set-cookie': 'sid=new-session-789; HttpOnly' } },
        headers: { cookie: 'sid=session-token-123', authorization: 'Basic cGFzcw==', 'set-cookie': ['a=new-session-789'] },
        password: 'hunter2-secret',
        user: { login: 'someone', password: 'hunter2-secret' },
        body: 'login=someone&password=hunter2-secret',
      },
      'failed',
    );
    const text = lines.join('\n');
    for (const secret of ['session-token-123', 'api-token-456', 'new-session-789', 'cGFzcw==', 'hunter2-secret']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
    expect(text).toContain('/api/auth/login');
  });

  it('is one per process: log() answers the same logger (scripts/serve.mjs puts its own there first)', () => {
    expect(log()).toBe(log());
  });
});
