import { defineConfig } from '@playwright/test';
import {
  AMAP_TEST_KEY,
  AMAP_TEST_SECURITY_CODE,
  E2E_PORT,
  FAKE_WECHAT_PORT,
  OFFICE,
  STATISTICS_TEST_ID,
  THIRD_PARTY_PORT,
  WECHAT_TEST_APP_ID,
  WECHAT_TEST_OA_NAME,
  WECHAT_TEST_OA_QR,
  WECHAT_TEST_OPEN_APP_ID,
  WECHAT_TEST_OPEN_SECRET,
  WECHAT_TEST_SECRET,
} from './e2e/support/servers';

/**
 * Browser tests in Debian's Chromium (/usr/bin/chromium; scripts/e2e.mjs
 * installs it and builds the site first) against two `next start` servers of
 * the same build: the default configuration, and the third-party server, with
 * a statistics id, an AMap key and a WeChat official account (with its QR code
 * in the footer, and WeChat login; its tests answer
 * those hosts themselves; WeChat's server API and login pages are a local stand-in).
 * Both listen on 127.0.0.1 only; nothing a test does leaves the machine
 * (e2e/support/test.ts fails a test that tries).
 */

const distDir = process.env.NEXT_DIST_DIR || '.next';
const ci = Boolean(process.env.CI);

function server(port: number, extraEnv: Record<string, string>) {
  const origin = `http://127.0.0.1:${port}`;
  return {
    command: `node node_modules/next/dist/bin/next start -p ${port} -H 127.0.0.1`,
    url: `${origin}/`,
    reuseExistingServer: !ci,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      NEXT_DIST_DIR: distDir,
      // Each server its own embedded database (two processes must never share one); scripts/e2e.mjs empties them first.
      DATA_DIR: `.e2e-data/${port}`,
      DATABASE_URL: '',
      NEXT_TELEMETRY_DISABLED: '1',
      // Fixed here so the machine's own settings cannot change what the tests see.
      SITE_URL: origin,
      AMAP_KEY: '',
      AMAP_SECURITY_CODE: '',
      AMAP_SERVICE_HOST: '',
      // The office the map tests expect (OFFICE in e2e/support/servers.ts).
      OFFICE_LNG: String(OFFICE.lng),
      OFFICE_LAT: String(OFFICE.lat),
      OFFICE_CITY: OFFICE.city,
      API_BASE_URL: '',
      STATISTICS_ID: '',
      WECHAT_APP_ID: '',
      WECHAT_APP_SECRET: '',
      WECHAT_OA_QR: '',
      WECHAT_OA_NAME: '',
      WECHAT_OPEN_APP_ID: '',
      WECHAT_OPEN_APP_SECRET: '',
      ...extraEnv,
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: ci,
  // Flaky tests get fixed, not retried.
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // Tracing every test costs a lot on two cores; ask for it when needed: npm run test:e2e -- --trace on
    trace: 'off',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 720 },
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: [
    // TRUST_PROXY: the helpers that stand in for many visitors (e2e/support/people.ts signUpMember) say so with
    // X-Forwarded-For, so the suite's sign-ups do not use up the one test address's hourly code and sign-up limits
    // that the journeys typing a code in the page also need. Browsers send no such header: they are 127.0.0.1.
    server(E2E_PORT, { TRUST_PROXY: '1' }),
    server(THIRD_PARTY_PORT, {
      STATISTICS_ID: STATISTICS_TEST_ID,
      AMAP_KEY: AMAP_TEST_KEY,
      AMAP_SECURITY_CODE: AMAP_TEST_SECURITY_CODE,
      WECHAT_APP_ID: WECHAT_TEST_APP_ID,
      WECHAT_APP_SECRET: WECHAT_TEST_SECRET,
      WECHAT_API_BASE: `http://127.0.0.1:${FAKE_WECHAT_PORT}`,
      WECHAT_OA_QR: WECHAT_TEST_OA_QR,
      WECHAT_OA_NAME: WECHAT_TEST_OA_NAME,
      // WeChat login: the website application's QR code, and the official account's authorisation in WeChat.
      WECHAT_OPEN_APP_ID: WECHAT_TEST_OPEN_APP_ID,
      WECHAT_OPEN_APP_SECRET: WECHAT_TEST_OPEN_SECRET,
      WECHAT_OPEN_BASE: `http://127.0.0.1:${FAKE_WECHAT_PORT}`,
    }),
    {
      command: `node e2e/support/fake-wechat-api.mjs ${FAKE_WECHAT_PORT} ${WECHAT_TEST_APP_ID} ${WECHAT_TEST_SECRET} ${WECHAT_TEST_OPEN_APP_ID} ${WECHAT_TEST_OPEN_SECRET}`,
      url: `http://127.0.0.1:${FAKE_WECHAT_PORT}/health`,
      reuseExistingServer: !ci,
      timeout: 10_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
  ],
});
