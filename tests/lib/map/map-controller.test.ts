import { FAKE_PLACES, FAKE_POSITION, installFakeAMap, type FakeAMapCall, type FakeAMapSettings, type FakeAMapWindow } from '@/e2e/support/fake-amap';
import type { AMapNamespace } from '@/lib/map/amap-types';
import { createMapController, type MapController, type Suggestion } from '@/lib/map/map-controller';

const OFFICE = { lng: 121.4589, lat: 31.2304 };
const fakeWindow = window as FakeAMapWindow;

/** The fake AMap and a controller over it; `patch` may replace parts of the fake first. */
function setUp(settings: Partial<FakeAMapSettings> = {}, patch?: (AMap: Record<string, unknown>) => void) {
  installFakeAMap(fakeWindow);
  patch?.(fakeWindow.AMap as Record<string, unknown>);
  fakeWindow.__fakeAMapSettings = settings;
  const container = document.createElement('div');
  const searchInput = document.createElement('input');
  searchInput.id = 'place-search';
  const routePanel = document.createElement('div');
  const infoContent = document.createElement('div');
  infoContent.textContent = 'TMZ 产业协同平台 · 上海市静安区南京西路 1000 号';
  document.body.append(container, searchInput, routePanel);
  const suggestions: Suggestion[] = [];
  const controller = createMapController(fakeWindow.AMap as AMapNamespace, {
    container,
    searchInput,
    routePanel,
    office: OFFICE,
    officeName: 'TMZ 产业协同平台',
    infoContent,
    lang: 'zh_cn',
    city: '上海市',
    onSuggestion: (suggestion) => suggestions.push(suggestion),
    serviceTimeoutMs: 10_000,
  });
  return { controller, container, routePanel, suggestions };
}

const calls = (kind: string): FakeAMapCall[] => (fakeWindow.__fakeAMap?.calls ?? []).filter((call) => call.kind === kind);
const placeAt = (index: 0 | 1) => FAKE_PLACES[index];

let current: MapController | undefined;
afterEach(() => {
  current?.destroy();
  current = undefined;
  document.body.replaceChildren();
  delete fakeWindow.AMap;
  delete fakeWindow.__fakeAMap;
  delete fakeWindow.__fakeAMapSettings;
  jest.useRealTimers();
});

describe('createMapController', () => {
  it('centres the map on the office with a marker there and opens its info window, again on a marker click', async () => {
    const { controller, container } = setUp();
    current = controller;
    await controller.ready;
    expect(calls('Map')).toEqual([{ kind: 'Map', center: [OFFICE.lng, OFFICE.lat], zoom: 16, lang: 'zh_cn' }]);
    expect(calls('Marker')).toEqual([{ kind: 'Marker', position: [OFFICE.lng, OFFICE.lat], title: 'TMZ 产业协同平台' }]);
    expect(calls('InfoWindow.open')).toEqual([{ kind: 'InfoWindow.open', position: [OFFICE.lng, OFFICE.lat] }]);
    expect(container.querySelector('[data-fake-amap="info-window"]')).toHaveTextContent('南京西路 1000 号');

    container.querySelector<HTMLElement>('[data-fake-amap="info-window"]')?.remove();
    fakeWindow.__fakeAMap?.markers[0]?.emit('click');
    expect(calls('InfoWindow.open')).toHaveLength(2);
    expect(container.querySelector('[data-fake-amap="info-window"]')).not.toBeNull();
  });

  it('binds AutoComplete to the search box, in the office city', () => {
    const { controller } = setUp();
    current = controller;
    expect(calls('AutoComplete')).toEqual([{ kind: 'AutoComplete', inputId: 'place-search', found: true, city: '上海市' }]);
  });

  it('lists the places a search finds, with their addresses (none when AMap gives an empty array)', async () => {
    const { controller } = setUp();
    current = controller;
    const outcome = await controller.search('人民广场');
    expect(calls('PlaceSearch.search')).toEqual([{ kind: 'PlaceSearch.search', keyword: '人民广场' }]);
    expect(outcome.kind).toBe('results');
    if (outcome.kind !== 'results') return;
    expect(outcome.places.map(({ id, name, address }) => ({ id, name, address }))).toEqual([
      { id: placeAt(0).id, name: placeAt(0).name, address: placeAt(0).address },
      { id: placeAt(1).id, name: placeAt(1).name, address: placeAt(1).address },
      { id: 'B0FAKE0003', name: '人民广场（无地址）', address: '' },
    ]);
    expect([outcome.places[0]?.position.getLng(), outcome.places[0]?.position.getLat()]).toEqual([placeAt(0).lng, placeAt(0).lat]);
  });

  it('says when a search finds nothing', async () => {
    const { controller } = setUp({ places: 'none' });
    current = controller;
    await expect(controller.search('不存在的地方')).resolves.toEqual({ kind: 'none' });
  });

  it('gives a search that never answers up as failed', async () => {
    jest.useFakeTimers();
    const { controller } = setUp({}, (AMap) => {
      AMap.PlaceSearch = function SilentPlaceSearch() {
        return { search: () => undefined };
      };
    });
    current = controller;
    let outcome: unknown;
    void controller.search('人民广场').then((value) => (outcome = value));
    await jest.advanceTimersByTimeAsync(9_999);
    expect(outcome).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual({ kind: 'error' });
  });

  it('routes from a picked place to the office by car, and replaces it by public transport in the office city or on foot', async () => {
    const { controller, routePanel } = setUp();
    current = controller;
    const outcome = await controller.search('人民广场');
    if (outcome.kind !== 'results') throw new Error('no results');
    const from = outcome.places[0]!.position;

    await expect(controller.route(from, 'driving')).resolves.toBe('found');
    expect(calls('Driving.search')).toEqual([{ kind: 'Driving.search', origin: [placeAt(0).lng, placeAt(0).lat], destination: [OFFICE.lng, OFFICE.lat] }]);
    expect(routePanel).toHaveTextContent('Driving');

    await expect(controller.route(from, 'transfer')).resolves.toBe('found');
    expect(calls('Transfer')).toEqual([{ kind: 'Transfer', city: '上海市' }]);
    expect(calls('Transfer.search')).toHaveLength(1);
    expect(routePanel).toHaveTextContent('Transfer');
    expect(routePanel).not.toHaveTextContent('Driving');

    await expect(controller.route(from, 'walking')).resolves.toBe('found');
    expect(calls('Walking.search')).toEqual([{ kind: 'Walking.search', origin: [placeAt(0).lng, placeAt(0).lat], destination: [OFFICE.lng, OFFICE.lat] }]);
  });

  it('says when there is no route', async () => {
    const { controller } = setUp({ route: 'none' });
    current = controller;
    const AMap = fakeWindow.AMap as AMapNamespace;
    await expect(controller.route(new AMap.LngLat(121.47, 31.23), 'walking')).resolves.toBe('none');
  });

  it('hands a picked suggestion on as a place, or as a keyword when it has no position', () => {
    const { controller, suggestions } = setUp();
    current = controller;
    const AMap = fakeWindow.AMap as AMapNamespace;
    const autoComplete = fakeWindow.__fakeAMap?.autoCompletes[0];
    autoComplete?.emit('select', { poi: { id: 'B1', name: '静安寺', address: '南京西路', location: new AMap.LngLat(121.44, 31.22) } });
    autoComplete?.emit('select', { poi: { id: '', name: '静安', location: '' } });
    expect(suggestions).toEqual([
      { kind: 'place', place: { id: 'B1', name: '静安寺', address: '南京西路', position: expect.objectContaining({ lng: 121.44, lat: 31.22 }) } },
      { kind: 'keyword', keyword: '静安' },
    ]);
  });

  it('finds the visitor, for a route from there', async () => {
    const { controller } = setUp({ geolocation: 'found' });
    current = controller;
    const outcome = await controller.locate(5_000);
    expect(outcome.kind).toBe('found');
    if (outcome.kind === 'found') expect([outcome.position.getLng(), outcome.position.getLat()]).toEqual([FAKE_POSITION.lng, FAKE_POSITION.lat]);
    expect(calls('Geolocation')).toEqual([{ kind: 'Geolocation', timeout: 5_000 }]);
  });

  it('gives up locating after 5000 ms when the plugin never answers', async () => {
    jest.useFakeTimers();
    const { controller } = setUp({ geolocation: 'never' });
    current = controller;
    let outcome: unknown;
    void controller.locate(5_000).then((value) => (outcome = value));
    await jest.advanceTimersByTimeAsync(4_999);
    expect(outcome).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual({ kind: 'timeout' });
  });

  it('tells a refused permission from other failures', async () => {
    const denied = setUp({ geolocation: 'denied' });
    current = denied.controller;
    await expect(denied.controller.locate(5_000)).resolves.toEqual({ kind: 'denied' });
    fakeWindow.__fakeAMapSettings = { geolocation: 'failed' };
    await expect(denied.controller.locate(5_000)).resolves.toEqual({ kind: 'failed' });
  });

  it('destroys the map once', async () => {
    const { controller, container } = setUp();
    await controller.ready;
    controller.destroy();
    controller.destroy();
    expect(calls('Map.destroy')).toHaveLength(1);
    expect(container).toBeEmptyDOMElement();
  });
});
