// A local stand-in for WeChat, for the Jest tests (tests/server/wechat*.test.ts) and the browser tests'
// third-party server (playwright.config.ts runs this file:
// `node e2e/support/fake-wechat-api.mjs <port> <app id> <secret> [<open app id> <open app secret>]`):
// - the server API (WECHAT_API_BASE): cgi-bin/token and cgi-bin/ticket/getticket of the official account, and
//   the OAuth code exchange (sns/oauth2/access_token) and sns/userinfo of both apps. It issues numbered tokens,
//   tickets and codes, checks the app id, secret, code and token it is given as WeChat does (40013 a wrong app,
//   40029 an invalid code, 40163 a used one, 40001 a bad token), counts the calls, and answers with WeChat's
//   error shape (HTTP 200 with an errcode) when a test asks it to (failNext: 45009 a rate limit, …);
// - the authorisation pages (WECHAT_OPEN_BASE): connect/qrconnect (the website application's QR code) and
//   connect/oauth2/authorize (the official account's, inside WeChat) check their parameters and at once send
//   the browser back to redirect_uri with a code and the state (from a script, as WeChat's pages do), as a
//   phone that scanned and confirmed would.
//   The person is the browser's own: a cookie of this host (`fake_wechat_person`) keeps who authorised last,
//   so one browser is one WeChat user; a new browser, a new person. Each person has an openid per app and,
//   unless `unionIds` is off, one unionid for both apps.
// 127.0.0.1 only.
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

/** @type {import('./fake-wechat-api.d.mts').startFakeWechat} */
export async function startFakeWechat(appId, appSecret, port = 0, openApp = null) {
  const failures = { token: [], ticket: [], oauth: [], userinfo: [] };
  const validTokens = new Set();
  const state = {
    calls: { token: 0, ticket: 0 },
    loginCalls: { oauth: 0, userinfo: 0, authorize: 0 },
    delayMs: 0,
    persons: 0,
    unionIds: true,
    denyNext: false,
    authorizations: [],
  };
  /** App id → secret, of the official account and the website application. */
  const secrets = new Map([[appId, appSecret], ...(openApp ? [[openApp.appId, openApp.appSecret]] : [])]);
  /** Issued codes and sns access tokens: what app and person each is for, and whether a code was used. */
  const codes = new Map();
  const snsTokens = new Map();
  const personOf = (n, forApp) => ({
    openid: `o${forApp.slice(-4)}_person${n}`,
    nickname: `微信用户${n}`,
    ...(state.unionIds ? { unionid: `union_person${n}` } : {}),
  });
  const issueCode = (forApp, person) => {
    const code = `code_${codes.size + 1}_${Math.random().toString(36).slice(2, 8)}`;
    codes.set(code, { appId: forApp, person, used: false });
    return code;
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const answer = (body) =>
      setTimeout(() => {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(body));
      }, state.delayMs);
    const params = url.searchParams;
    if (url.pathname === '/health') return answer({ status: 'ok' });
    if (url.pathname === '/connect/qrconnect' || url.pathname === '/connect/oauth2/authorize') {
      state.loginCalls.authorize += 1;
      const web = url.pathname === '/connect/qrconnect';
      const expectedApp = web ? openApp?.appId : appId;
      const scopes = web ? ['snsapi_login'] : ['snsapi_userinfo', 'snsapi_base'];
      const redirect = params.get('redirect_uri') ?? '';
      state.authorizations.push(url.pathname + url.search);
      if (!expectedApp || params.get('appid') !== expectedApp || params.get('response_type') !== 'code' || !scopes.includes(params.get('scope') ?? '') || !/^https?:\/\//.test(redirect)) {
        res.statusCode = 400;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        return res.end('参数错误');
      }
      const known = /(?:^|;\s*)fake_wechat_person=(\d+)/.exec(req.headers.cookie ?? '');
      const person = known ? Number(known[1]) : (state.persons += 1);
      const back = new URL(redirect);
      if (state.denyNext) state.denyNext = false;
      else back.searchParams.set('code', issueCode(expectedApp, person));
      back.searchParams.set('state', params.get('state') ?? '');
      // WeChat's page sends the browser on from a script (not an HTTP redirect, which would carry #wechat_redirect along).
      res.setHeader('Set-Cookie', `fake_wechat_person=${person}; Path=/; HttpOnly; SameSite=Lax`);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      return res.end(`<!doctype html><title>微信登录</title><script>location.replace(${JSON.stringify(back.toString())})</script>`);
    }
    if (url.pathname === '/sns/oauth2/access_token') {
      state.loginCalls.oauth += 1;
      const failure = failures.oauth.shift();
      if (failure !== undefined) return answer({ errcode: failure, errmsg: 'fake failure' });
      const forApp = params.get('appid') ?? '';
      if (params.get('grant_type') !== 'authorization_code' || !secrets.has(forApp) || secrets.get(forApp) !== params.get('secret')) {
        return answer({ errcode: 40013, errmsg: 'invalid appid' });
      }
      const issued = codes.get(params.get('code') ?? '');
      if (!issued || issued.appId !== forApp) return answer({ errcode: 40029, errmsg: 'invalid code' });
      if (issued.used) return answer({ errcode: 40163, errmsg: 'code been used' });
      issued.used = true;
      const token = `sns_token_${state.loginCalls.oauth}`;
      snsTokens.set(token, issued);
      const { openid, unionid } = personOf(issued.person, forApp);
      return answer({ access_token: token, expires_in: 7200, refresh_token: `refresh_${token}`, openid, scope: forApp === appId ? 'snsapi_userinfo' : 'snsapi_login', ...(unionid ? { unionid } : {}) });
    }
    if (url.pathname === '/sns/userinfo') {
      state.loginCalls.userinfo += 1;
      const failure = failures.userinfo.shift();
      if (failure !== undefined) return answer({ errcode: failure, errmsg: 'fake failure' });
      const issued = snsTokens.get(params.get('access_token') ?? '');
      const person = issued ? personOf(issued.person, issued.appId) : null;
      if (!person || person.openid !== params.get('openid')) return answer({ errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' });
      return answer({ ...person, sex: 0, province: '', city: '', country: '', headimgurl: '', privilege: [] });
    }
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
    get loginCalls() {
      return state.loginCalls;
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
    get unionIds() {
      return state.unionIds;
    },
    set unionIds(value) {
      state.unionIds = value;
    },
    newPerson: () => (state.persons += 1),
    person: (n, forApp) => {
      const { openid, unionid, nickname } = personOf(n, forApp);
      return { openId: openid, unionId: unionid ?? null, nickname };
    },
    codeFor: (forApp, person) => issueCode(forApp, person),
    denyNext() {
      state.denyNext = true;
    },
    get authorizations() {
      return state.authorizations;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [port, appId, appSecret, openAppId, openAppSecret] = process.argv.slice(2);
  void startFakeWechat(appId, appSecret, Number(port), openAppId ? { appId: openAppId, appSecret: openAppSecret } : null).then((fake) => console.log(`Fake WeChat API on ${fake.base}`));
}
