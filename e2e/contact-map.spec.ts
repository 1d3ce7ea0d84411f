import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { routes } from '../lib/routes';
import { STATISTICS_ORIGIN } from '../lib/statistics';
import { FAKE_PLACES, fakeAMapScript, type FakeAMapWindow } from './support/fake-amap';
import { AMAP_TEST_KEY, AMAP_TEST_SECURITY_CODE, OFFICE, THIRD_PARTY_URL } from './support/servers';
import { text, visit } from './support/site';
import { expect, test } from './support/test';

/**
 * The contact page's map. On the third-party server (an AMap key is set) AMap's
 * hosts are answered here: the script by the fake AMap of support/fake-amap.ts,
 * anything else by an empty 204 — or all of them fail. The default server has
 * no key: the page must not even ask for AMap.
 */

const isAMapHost = (url: URL) => /(^|\.)(amap|autonavi)\.com$/.test(url.hostname);
const zh = (key: string) => text('zh-CN', 'map', key);

/** Console errors and uncaught exceptions, apart from the browser's own note that an AMap request failed (test (b) makes them fail). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const source = message.location().url;
    if (/Failed to load resource/.test(message.text()) && source && isAMapHost(new URL(source))) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/**
 * Answers every AMap host: the fake script at webapi.amap.com/maps (once `hold`
 * resolves, if given), 204 elsewhere; or fails them all. Returns the URLs asked for.
 */
async function answerAMap(page: Page, answer: 'fake' | 'fail', hold?: Promise<void>): Promise<string[]> {
  const requested: string[] = [];
  await page.route(isAMapHost, async (route) => {
    const url = new URL(route.request().url());
    requested.push(url.href);
    await hold;
    if (answer === 'fail') {
      await route.abort('internetdisconnected');
    } else if (url.hostname === 'webapi.amap.com' && url.pathname === '/maps') {
      const callback = url.searchParams.get('callback') ?? '';
      await route.fulfill({ status: 200, contentType: 'application/javascript', body: fakeAMapScript(callback) });
    } else {
      await route.fulfill({ status: 204, body: '' });
    }
  });
  return requested;
}

async function expectFallback(page: Page) {
  const map = page.getByRole('region', { name: zh('title') });
  await expect(map.getByText('上海市静安区南京西路 1000 号 20 层')).toBeVisible();
  const picture = map.getByRole('img', { name: /示意图/ });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBeGreaterThan(0);
  await expect(map.getByRole('button', { name: zh('copy') })).toBeVisible();
  await expect(map.getByRole('link', { name: /^致电/ })).toHaveAttribute('href', 'tel:4000000000');
  const app = map.getByRole('link', { name: new RegExp(`^${zh('openApp')}`) });
  const href = new URL((await app.getAttribute('href')) ?? '');
  expect(href.origin + href.pathname).toBe('https://uri.amap.com/marker');
  expect(href.searchParams.get('position')).toBe(`${OFFICE.lng},${OFFICE.lat}`);
  expect(href.searchParams.get('callnative')).toBe('1');
  await expect(map.getByText(zh('loading'))).toHaveCount(0);
}

test.describe('with an AMap key', () => {
  test.use({ baseURL: THIRD_PARTY_URL });

  // The third-party server also has a statistics id: its script is answered empty (e2e/statistics.spec.ts tests it).
  test.beforeEach(async ({ page }) => {
    await page.route(`${STATISTICS_ORIGIN}/**`, (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }));
  });

  test('the live map replaces the picture: office marker, a 360 px search box, and a route from a searched place', async ({ page }) => {
    const errors = collectErrors(page);
    let release: () => void = () => undefined;
    const requested = await answerAMap(page, 'fake', new Promise<void>((resolve) => (release = resolve)));
    await visit(page, routes.contact);
    const map = page.getByRole('region', { name: zh('title') });
    const frame = map.locator('[data-map-phase]');

    // While the script is on its way: the picture, with a small loading note over it.
    await expect(frame).toHaveAttribute('data-map-phase', 'loading');
    await expect(map.getByText(zh('loading'))).toBeVisible();
    await expect(map.getByRole('img', { name: /示意图/ })).toBeVisible();
    const frameBefore = await frame.boundingBox();
    release();

    await expect(page.locator('[data-fake-amap="marker"]')).toBeVisible();
    await expect(frame).toHaveAttribute('data-map-phase', 'ready');
    await expect(map.getByText(zh('loading'))).toHaveCount(0);
    const scriptUrl = new URL(requested.find((url) => url.startsWith('https://webapi.amap.com/maps')) ?? 'about:blank');
    expect(scriptUrl.searchParams.get('key')).toBe(AMAP_TEST_KEY);
    expect(scriptUrl.searchParams.get('v')).toBe('2.0');
    expect(await page.evaluate(() => (window as unknown as { _AMapSecurityConfig?: unknown })._AMapSecurityConfig)).toEqual({
      securityJsCode: AMAP_TEST_SECURITY_CODE,
    });

    // The same frame, now holding the live map; the picture is gone.
    const live = map.getByRole('region', { name: /TMZ 产业协同平台办公室所在位置的地图/ });
    await expect(live).toBeVisible();
    expect(await frame.boundingBox()).toEqual(frameBefore);
    await expect(map.getByRole('img', { name: /示意图/ })).toHaveCount(0);
    await expect(live.locator('[data-fake-amap="info-window"]')).toContainText('上海市静安区南京西路 1000 号 20 层');

    const box = page.getByRole('searchbox', { name: zh('search.label') });
    await expect(box).toBeVisible();
    expect((await box.boundingBox())?.width).toBe(360);

    await box.fill('人民广场');
    await map.getByRole('button', { name: zh('search.submit'), exact: true }).click();
    const results = page.getByRole('list', { name: zh('search.resultsLabel') });
    await expect(results.getByRole('button')).toHaveCount(3);
    await results.getByRole('button', { name: new RegExp(FAKE_PLACES[0].name) }).click();
    await expect(page.getByRole('status').filter({ hasText: '驾车路线' })).toContainText(`已显示从“${FAKE_PLACES[0].name}”到办公室的驾车路线`);
    const steps = page.getByRole('region', { name: zh('route.panel') });
    await expect(steps).toContainText(`Driving: ${FAKE_PLACES[0].lng},${FAKE_PLACES[0].lat}`);
    await expect(steps).toContainText(`→ ${OFFICE.lng},${OFFICE.lat}`);
    await expect(live.locator('[data-fake-amap="route-line"]')).toBeVisible();

    await page.getByRole('radio', { name: zh('mode.transfer') }).check();
    await expect(steps).toContainText('Transfer:');

    const calls = await page.evaluate(() => (window as unknown as FakeAMapWindow).__fakeAMap?.calls.map((call) => call.kind));
    expect(calls).toEqual(expect.arrayContaining(['Map', 'Marker', 'InfoWindow.open', 'AutoComplete', 'PlaceSearch.search', 'Driving.search', 'Transfer.search']));

    // The tools as a visitor leaves them: labelled, and no serious or critical axe findings.
    const axe = await new AxeBuilder({ page }).include('section[aria-labelledby="contact-map-title"]').options({ resultTypes: ['violations'] }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('in English the map speaks English', async ({ page }) => {
    const errors = collectErrors(page);
    await answerAMap(page, 'fake');
    await visit(page, `/en${routes.contact}`);
    await expect(page.locator('[data-fake-amap="marker"]')).toBeVisible();
    const map = await page.evaluate(() => (window as unknown as FakeAMapWindow).__fakeAMap?.calls.find((call) => call.kind === 'Map'));
    expect(map).toEqual(expect.objectContaining({ lang: 'en' }));
    await expect(page.getByRole('searchbox', { name: text('en', 'map', 'search.label') })).toBeVisible();
    await expect(page.getByRole('button', { name: text('en', 'map', 'locate.button') })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('when AMap cannot be reached, the static map, address, copy, call and the AMap link stay, with a note', async ({ page, context }) => {
    const errors = collectErrors(page);
    const requested = await answerAMap(page, 'fail');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: THIRD_PARTY_URL });
    await visit(page, routes.contact);
    const map = page.getByRole('region', { name: zh('title') });
    await expect(map.getByText(zh('unavailable'))).toBeVisible();
    expect(requested.some((url) => url.startsWith('https://webapi.amap.com/maps'))).toBe(true);
    await expectFallback(page);
    await expect(page.locator('main').getByRole('searchbox')).toHaveCount(0);

    await map.getByRole('button', { name: zh('copy') }).click();
    await expect(map.getByText(zh('copied'), { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('上海市静安区南京西路 1000 号 20 层');
    expect(errors).toEqual([]);
  });

  test('other pages never ask for AMap', async ({ page }) => {
    const requested = await answerAMap(page, 'fake');
    await visit(page, routes.home, { waitUntil: 'networkidle' });
    await visit(page, routes.privacy, { waitUntil: 'networkidle' });
    expect(requested).toEqual([]);
  });
});

test('without a key the page shows the static map and never asks for AMap', async ({ page }) => {
  const errors = collectErrors(page);
  const requested = await answerAMap(page, 'fake');
  await visit(page, routes.contact, { waitUntil: 'networkidle' });
  await expectFallback(page);
  // Past the idle moment the map would start at (MAP_IDLE_TIMEOUT_MS).
  await page.waitForTimeout(2_500);
  expect(requested).toEqual([]);
  await expect(page.locator('script[src*="amap.com"]')).toHaveCount(0);
  await expect(page.getByText(zh('unavailable'))).toHaveCount(0);
  expect(errors).toEqual([]);
});
