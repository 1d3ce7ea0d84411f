import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for WeChat's server API (cgi-bin/token, cgi-bin/ticket/getticket): it issues numbered
 * tokens and tickets, checks the app id, secret and token it is given as WeChat does, counts the calls,
 * and answers with WeChat's error shape when a test asks it to (HTTP 200 with an errcode).
 */
export interface FakeWechat {
  base: string;
  calls: { token: number; ticket: number };
  /** The next answers of a path are these errcodes, one per call. */
  failNext(path: 'token' | 'ticket', ...errcodes: number[]): void;
  /** Ends every token issued so far (the next ticket call with one gets 40001). */
  expireTokens(): void;
  /** A delay before each answer, to let racing callers overlap. */
  delayMs: number;
  close(): Promise<void>;
}

export async function startFakeWechat(appId: string, appSecret: string): Promise<FakeWechat> {
  const failures: Record<'token' | 'ticket', number[]> = { token: [], ticket: [] };
  const validTokens = new Set<string>();
  const state = { calls: { token: 0, ticket: 0 }, delayMs: 0 };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const answer = (body: object) => {
      setTimeout(() => {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(body));
      }, state.delayMs);
    };
    if (url.pathname === '/cgi-bin/token') {
      state.calls.token += 1;
      const failure = failures.token.shift();
      if (failure !== undefined) return answer({ errcode: failure, errmsg: 'fake failure' });
      if (url.searchParams.get('grant_type') !== 'client_credential' || url.searchParams.get('appid') !== appId || url.searchParams.get('secret') !== appSecret) {
        return answer({ errcode: 40013, errmsg: 'invalid appid' });
      }
      const token = `token-${state.calls.token}`;
      validTokens.add(token);
      return answer({ access_token: token, expires_in: 7200 });
    }
    if (url.pathname === '/cgi-bin/ticket/getticket') {
      state.calls.ticket += 1;
      const failure = failures.ticket.shift();
      if (failure !== undefined) return answer({ errcode: failure, errmsg: 'fake failure' });
      if (url.searchParams.get('type') !== 'jsapi' || !validTokens.has(url.searchParams.get('access_token') ?? '')) {
        return answer({ errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' });
      }
      return answer({ errcode: 0, errmsg: 'ok', ticket: `ticket-${state.calls.ticket}`, expires_in: 7200 });
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    get calls() {
      return state.calls;
    },
    failNext(path, ...errcodes) {
      failures[path].push(...errcodes);
    },
    expireTokens() {
      validTokens.clear();
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value: number) {
      state.delayMs = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
