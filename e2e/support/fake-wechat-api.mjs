// A local stand-in for WeChat's server API (cgi-bin/token, cgi-bin/ticket/getticket), for the Jest tests
// (tests/server/wechat*.test.ts) and the browser tests' third-party server (playwright.config.ts runs this
// file: `node e2e/support/fake-wechat-api.mjs <port> <app id> <secret>`). It issues numbered tokens and
// tickets, checks the app id, secret and token it is given as WeChat does, counts the calls, and answers
// with WeChat's error shape (HTTP 200 with an errcode) when a test asks it to. 127.0.0.1 only.
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

/** @type {import('./fake-wechat-api.d.mts').startFakeWechat} */
export async function startFakeWechat(appId, appSecret, port = 0) {
  const failures = { token: [], ticket: [] };
  const validTokens = new Set();
  const state = { calls: { token: 0, ticket: 0 }, delayMs: 0 };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const answer = (body) =>
      setTimeout(() => {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(body));
      }, state.delayMs);
    if (url.pathname === '/health') return answer({ status: 'ok' });
    if (url.pathname === '/cgi-bin/token') {
      state.calls.token += 1;
      const failure = failures.token.shift();
      if (failure !== undefined) return answer({ errcode: failure, errmsg: 'fake failure' });
      const params = url.searchParams;
      if (params.get('grant_type') !== 'client_credential' || params.get('appid') !== appId || params.get('secret') !== appSecret) {
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
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${server.address().port}`,
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
    set delayMs(value) {
      state.delayMs = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [port, appId, appSecret] = process.argv.slice(2);
  void startFakeWechat(appId, appSecret, Number(port)).then((fake) => console.log(`Fake WeChat API on ${fake.base}`));
}
