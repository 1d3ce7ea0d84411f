import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ContactMap } from '@/components/contact/contact-map';
import { SiteProvider } from '@/components/providers/site-context';
import { FAKE_PLACES, installFakeAMap, type FakeAMapSettings, type FakeAMapWindow } from '@/e2e/support/fake-amap';
import { createI18n, type Locale } from '@/lib/i18n';
import { TranslationProvider } from '@/lib/use-translation';
import { SITE } from './support/site-config';
import mapEn from '@/locales/en/map.json';
import mapZh from '@/locales/zh-CN/map.json';

/**
 * The contact page's map with AMap's loader replaced: by the fake AMap of the
 * browser tests (e2e/support/fake-amap.ts), by a failure, or by silence. Jest
 * fails a test on an unhandled rejection, so each of these also checks there
 * is none.
 */

const mockLoad = jest.fn<Promise<unknown>, [unknown]>();
jest.mock('@amap/amap-jsapi-loader', () => ({ __esModule: true, default: { load: (options: unknown) => mockLoad(options) } }));

const fakeWindow = window as FakeAMapWindow;

function renderMap({ key = 'test-key', locale = 'zh-CN' }: { key?: string; locale?: Locale } = {}) {
  const translator = createI18n({ locale, resources: { map: locale === 'en' ? mapEn : mapZh } });
  return render(
    <TranslationProvider translator={translator}>
      <SiteProvider value={{ ...SITE, map: { ...SITE.map, key } }}>
        <ContactMap />
      </SiteProvider>
    </TranslationProvider>,
  );
}

/** The real loader's success: the (fake) script defines window.AMap. */
function loadsFakeAMap(settings: Partial<FakeAMapSettings> = {}) {
  mockLoad.mockImplementation(() => {
    installFakeAMap(fakeWindow);
    fakeWindow.__fakeAMapSettings = settings;
    return Promise.resolve(fakeWindow.AMap);
  });
}

const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

/** Idle callback, the map's chunk, the script, the map's first view. */
async function untilLive() {
  for (let i = 0; i < 10 && !document.querySelector('[data-fake-amap="marker"]'); i += 1) await advance(100);
  await advance(0);
}

const calls = (kind: string) => (fakeWindow.__fakeAMap?.calls ?? []).filter((call) => call.kind === kind);

function expectFallback() {
  expect(screen.getByRole('img', { name: /示意图.*TMZ 产业协同平台/ })).toHaveAttribute('src', '/images/contact/office-map.svg');
  expect(screen.getByText(SITE.address)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '复制地址' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '致电 400-000-0000' })).toHaveAttribute('href', 'tel:4000000000');
  const app = screen.getByRole('link', { name: /在高德地图中打开/ });
  expect(new URL(app.getAttribute('href') ?? '').searchParams.get('position')).toBe('121.4589,31.2304');
  expect(screen.queryByText('地图加载中…')).not.toBeInTheDocument();
}

beforeEach(() => {
  jest.useFakeTimers();
  mockLoad.mockReset();
});

afterEach(() => {
  jest.useRealTimers();
  delete fakeWindow.AMap;
  delete fakeWindow.__fakeAMap;
  delete fakeWindow.__fakeAMapSettings;
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('ContactMap without a key', () => {
  it('shows the static map, address, copy, call and the AMap link, and never calls the loader', async () => {
    renderMap({ key: '' });
    expectFallback();
    await advance(15_000);
    expect(mockLoad).not.toHaveBeenCalled();
    expectFallback();
  });

  it('copies the address and says so', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderMap({ key: '' });
    fireEvent.click(screen.getByRole('button', { name: '复制地址' }));
    await advance(0);
    expect(writeText).toHaveBeenCalledWith(SITE.address);
    expect(screen.getByText('已复制')).toBeInTheDocument();
  });
});

describe('ContactMap when the map cannot load', () => {
  it('keeps the static map and says the live map could not load when the script fails', async () => {
    mockLoad.mockImplementation(() => Promise.reject(new Event('error')));
    renderMap();
    await advance(300);
    await advance(0);
    expect(mockLoad).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/实时地图未能加载/)).toBeInTheDocument();
    expectFallback();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('gives up after 10 s when the script never answers', async () => {
    mockLoad.mockImplementation(() => new Promise(() => undefined));
    renderMap();
    await advance(300);
    expect(screen.getByText('地图加载中…')).toBeInTheDocument();
    await advance(9_000);
    expect(screen.getByText('地图加载中…')).toBeInTheDocument();
    await advance(1_000);
    expect(screen.getByText(/实时地图未能加载/)).toBeInTheDocument();
    expectFallback();
  });

  it('gives up when the map never draws its first view, and destroys it', async () => {
    loadsFakeAMap({ complete: false });
    renderMap();
    // In steps, so React renders the loaded chunk in between (as the browser would).
    for (let elapsed = 0; elapsed <= 10_500; elapsed += 100) await advance(100);
    expect(calls('Map')).toHaveLength(1);
    expect(calls('Map.destroy')).toHaveLength(1);
    expectFallback();
  });
});

describe('ContactMap with the live map', () => {
  it('replaces the picture with the map: the office marker, its info window and the search box', async () => {
    loadsFakeAMap();
    renderMap();
    expect(screen.getByRole('img', { name: /示意图/ })).toBeInTheDocument();
    await untilLive();
    expect(mockLoad).toHaveBeenCalledWith(expect.objectContaining({ key: 'test-key', version: '2.0' }));
    expect(calls('Map')).toEqual([{ kind: 'Map', center: [121.4589, 31.2304], zoom: 16, lang: 'zh_cn' }]);
    expect(calls('Marker')).toEqual([{ kind: 'Marker', position: [121.4589, 31.2304], title: SITE.name }]);
    const region = screen.getByRole('region', { name: /TMZ 产业协同平台办公室所在位置的地图/ });
    const info = region.querySelector<HTMLElement>('[data-fake-amap="info-window"]');
    expect(info).not.toBeNull();
    expect(within(info!).getByText(SITE.address)).toBeInTheDocument();
    expect(within(info!).getByRole('link', { name: /到这里去/ }).getAttribute('href')).toMatch(/^https:\/\/uri\.amap\.com\/navigation\?to=121\.4589%2C31\.2304%2C/);
    expect(screen.queryByRole('img', { name: /示意图/ })).not.toBeInTheDocument();
    expect(screen.queryByText('地图加载中…')).not.toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: '从哪里出发？搜索出发地点' });
    expect(box).toHaveStyle({ width: '360px' });
    expect(calls('AutoComplete')).toEqual([expect.objectContaining({ inputId: box.id, found: true })]);
    // The fallback's address and links stay under the live map.
    expect(screen.getByRole('button', { name: '复制地址' })).toBeInTheDocument();
  });

  it('lists the places of a search; picking one shows the route from it to the office, by the chosen mode', async () => {
    loadsFakeAMap();
    renderMap();
    await untilLive();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '人民广场' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await advance(0);
    expect(screen.getByRole('status')).toHaveTextContent('找到 3 个地点，请选择一个作为出发地点。');
    const results = screen.getByRole('list', { name: '搜索结果' });
    expect(within(results).getAllByRole('button')).toHaveLength(3);

    const first = FAKE_PLACES[0];
    fireEvent.click(within(results).getByRole('button', { name: new RegExp(first.name) }));
    await advance(0);
    expect(calls('Driving.search')).toEqual([{ kind: 'Driving.search', origin: [first.lng, first.lat], destination: [121.4589, 31.2304] }]);
    expect(screen.getByRole('status')).toHaveTextContent(`已显示从“${first.name}”到办公室的驾车路线`);
    expect(within(results).getByRole('button', { name: new RegExp(first.name) })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('region', { name: '路线详情' })).toHaveTextContent('Driving');

    fireEvent.click(screen.getByRole('radio', { name: '公交' }));
    await advance(0);
    expect(calls('Transfer')).toEqual([{ kind: 'Transfer', city: '上海市' }]);
    expect(calls('Transfer.search')).toEqual([{ kind: 'Transfer.search', origin: [first.lng, first.lat], destination: [121.4589, 31.2304] }]);
    expect(screen.getByRole('radio', { name: '公交' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('公交路线');
  });

  it('routes from a picked AutoComplete suggestion, and says when there is no route', async () => {
    loadsFakeAMap({ route: 'none' });
    renderMap();
    await untilLive();
    fireEvent.click(screen.getByRole('radio', { name: '步行' }));
    act(() => {
      fakeWindow.__fakeAMap?.autoCompletes[0]?.emit('select', { poi: { id: 'B9', name: '虹桥火车站', location: { getLng: () => 121.32, getLat: () => 31.19 } } });
    });
    await advance(0);
    expect(calls('Walking.search')).toEqual([{ kind: 'Walking.search', origin: [121.32, 31.19], destination: [121.4589, 31.2304] }]);
    expect(screen.getByRole('status')).toHaveTextContent('没有找到从“虹桥火车站”出发的步行路线');
  });

  it('says when a search finds nothing, or nothing was typed', async () => {
    loadsFakeAMap({ places: 'none' });
    renderMap();
    await untilLive();
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(screen.getByRole('status')).toHaveTextContent('请先输入要搜索的地点。');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '火星基地' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await advance(0);
    expect(screen.getByRole('status')).toHaveTextContent('没有找到“火星基地”');
    expect(screen.queryByRole('list', { name: '搜索结果' })).not.toBeInTheDocument();
  });

  it('gives up locating after 5000 ms when geolocation never answers, and suggests typing a place', async () => {
    loadsFakeAMap({ geolocation: 'never' });
    renderMap();
    await untilLive();
    fireEvent.click(screen.getByRole('button', { name: '定位我的位置' }));
    expect(screen.getByRole('status')).toHaveTextContent('正在获取您的位置…');
    await advance(4_999);
    expect(screen.getByRole('status')).toHaveTextContent('正在获取您的位置…');
    await advance(1);
    expect(screen.getByRole('status')).toHaveTextContent('5 秒内没有获取到您的位置。您可以在上面的搜索框输入出发地点。');
    expect(screen.getByRole('button', { name: '定位我的位置' })).toHaveAttribute('aria-busy', 'false');
  });

  it('has its own message when the visitor refuses the location', async () => {
    loadsFakeAMap({ geolocation: 'denied' });
    renderMap();
    await untilLive();
    fireEvent.click(screen.getByRole('button', { name: '定位我的位置' }));
    await advance(0);
    expect(screen.getByRole('status')).toHaveTextContent('浏览器没有允许本网站获取您的位置');
  });

  it('uses a found position as the start of the route', async () => {
    loadsFakeAMap({ geolocation: 'found' });
    renderMap();
    await untilLive();
    fireEvent.click(screen.getByRole('button', { name: '定位我的位置' }));
    await advance(10);
    await advance(10);
    expect(calls('Driving.search')).toEqual([{ kind: 'Driving.search', origin: [121.48, 31.24], destination: [121.4589, 31.2304] }]);
    expect(screen.getByRole('status')).toHaveTextContent('已显示从“我的位置”到办公室的驾车路线');
  });

  it('speaks English on /en, AMap included', async () => {
    loadsFakeAMap();
    renderMap({ locale: 'en' });
    await untilLive();
    expect(calls('Map')).toEqual([expect.objectContaining({ lang: 'en' })]);
    expect(screen.getByRole('searchbox', { name: 'Where are you starting from? Search for a place' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Locate me' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Directions/ })).toBeInTheDocument();
  });

  it('destroys the map when the page goes', async () => {
    loadsFakeAMap();
    const { unmount } = renderMap();
    await untilLive();
    unmount();
    expect(calls('Map.destroy')).toHaveLength(1);
  });
});
