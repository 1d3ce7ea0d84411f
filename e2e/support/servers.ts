/**
 * The two servers playwright.config.ts starts from the same build: the default
 * configuration (no third-party services), and the third-party server, with a
 * statistics id, an AMap key and a WeChat official account (the statistics,
 * map and WeChat tests answer those hosts themselves; WeChat's server API and
 * its login pages are e2e/support/fake-wechat-api.mjs on FAKE_WECHAT_PORT). Ports can be moved with E2E_PORT when 3300–3301 are taken.
 */
export const E2E_PORT = Number(process.env.E2E_PORT || 3300);
export const THIRD_PARTY_PORT = E2E_PORT + 1;
export const STATISTICS_TEST_ID = 'test-stats-id';
export const AMAP_TEST_KEY = 'e2e-amap-key';
export const AMAP_TEST_SECURITY_CODE = 'e2e-security-code';
/** The official account the third-party server is configured with, and the stand-in for WeChat's API it asks. */
export const WECHAT_TEST_APP_ID = 'wx00000000e2e00001';
export const WECHAT_TEST_SECRET = 'e2e-wechat-secret';
/** The website application (网站应用) of WeChat login's QR code on the third-party server; the same stand-in answers for it. */
export const WECHAT_TEST_OPEN_APP_ID = 'wx00000000e2eweb01';
export const WECHAT_TEST_OPEN_SECRET = 'e2e-wechat-open-secret';
/** The official account's QR code in its footer (WECHAT_OA_QR: a square picture of the site's own stands in) and name. */
export const WECHAT_TEST_OA_QR = '/images/seed/consultants/chen-siyuan.svg';
export const WECHAT_TEST_OA_NAME = 'TMZ 测试服务号';
// E2E_PORT + 2 and + 5 are the data-dir and serve tests' own servers; the directory's and the meetings' specs start
// theirs on the two below (each its own: the two workers may run them at once). Not + 6: with the default 3300 that
// is 3306, MySQL's and MariaDB's port, taken on machines that run one.
export const COMPANIES_PORT = E2E_PORT + 8;
/** The choosing journey's own server (e2e/sourcing-choose.spec.ts): its fixtures are written before it starts. */
export const SOURCING_CHOOSE_PORT = E2E_PORT + 3;
export const MEETINGS_PORT = E2E_PORT + 7;
export const FAKE_WECHAT_PORT = E2E_PORT + 9;
/** WeChat's built-in browser on Android, as it names itself (MicroMessenger). */
export const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 13; V2183A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';

/** The office both servers put on the map. */
export const OFFICE = { lng: 121.4589, lat: 31.2304, city: '上海市' } as const;

export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const THIRD_PARTY_URL = `http://127.0.0.1:${THIRD_PARTY_PORT}`;

/** The third-party server under the name the statistics test knows it by. */
export const STATS_PORT = THIRD_PARTY_PORT;
export const STATS_URL = THIRD_PARTY_URL;
