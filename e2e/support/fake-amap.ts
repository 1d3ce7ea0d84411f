/**
 * A fake of the AMap JS API 2.0: the constructors the contact page uses,
 * drawing plain DOM (the map's surface, the office marker, the info window,
 * a route line and its steps) so tests can see what a visitor would, and
 * recording every call in `window.__fakeAMap.calls`.
 *
 * Browser tests serve it as the script of https://webapi.amap.com/maps
 * (`fakeAMapScript`, which then calls the loader's callback named in the URL);
 * Jest tests call `installFakeAMap(window)` directly. The function is turned
 * into text for the browser, so it uses nothing from outside its own body.
 *
 * Answers are asynchronous, like the real services, and follow
 * `window.__fakeAMapSettings` (read at each call, so a test may change them).
 */

export interface FakeAMapSettings {
  /** What "locate me" answers: a position, a refusal, another failure, or nothing at all. */
  geolocation: 'found' | 'denied' | 'failed' | 'never';
  /** Whether a place search finds places. */
  places: 'some' | 'none';
  /** Whether a route search finds a route. */
  route: 'found' | 'none';
  /** Whether the map reports its first view as drawn. */
  complete: boolean;
}

export interface FakeAMapCall {
  kind: string;
  [detail: string]: unknown;
}

/** An object of the fake that takes handlers, with a way for tests to fire its events. */
export interface FakeEvented {
  on(event: string, handler: (payload: unknown) => void): void;
  emit(event: string, payload?: unknown): void;
}

export interface FakeAMapState {
  calls: FakeAMapCall[];
  /** The AutoComplete of the page (to pick a suggestion) and the office marker (to click it). */
  autoCompletes: FakeEvented[];
  markers: FakeEvented[];
}

export interface FakeAMapWindow extends Window {
  AMap?: unknown;
  __fakeAMap?: FakeAMapState;
  __fakeAMapSettings?: Partial<FakeAMapSettings>;
}

/** The places every successful fake search finds. */
export const FAKE_PLACES = [
  { id: 'B0FAKE0001', name: '人民广场地铁站', address: '黄浦区人民大道', lng: 121.4737, lat: 31.2329 },
  { id: 'B0FAKE0002', name: '静安寺', address: '静安区南京西路 1686 号', lng: 121.4453, lat: 31.2235 },
] as const;

/** Where "locate me" finds the visitor. */
export const FAKE_POSITION = { lng: 121.48, lat: 31.24 } as const;

export function installFakeAMap(win: FakeAMapWindow): void {
  const doc = win.document;
  const state: FakeAMapState = { calls: [], autoCompletes: [], markers: [] };
  win.__fakeAMap = state;
  const settings = (): FakeAMapSettings => ({
    geolocation: 'found',
    places: 'some',
    route: 'found',
    complete: true,
    ...win.__fakeAMapSettings,
  });
  const record = (kind: string, detail: Record<string, unknown> = {}) => state.calls.push({ kind, ...detail });
  const later = (task: () => void) => win.setTimeout(task, 0);

  interface FakeLngLat {
    lng: number;
    lat: number;
    getLng(): number;
    getLat(): number;
  }
  const lngLat = (lng: number, lat: number): FakeLngLat => ({ lng, lat, getLng: () => lng, getLat: () => lat });
  const pair = (value: unknown): [number, number] => {
    if (Array.isArray(value)) return [Number(value[0]), Number(value[1])];
    const point = value as FakeLngLat;
    return [point.getLng(), point.getLat()];
  };

  const evented = (): FakeEvented => {
    const handlers: Record<string, ((payload: unknown) => void)[]> = {};
    return {
      on(event, handler) {
        (handlers[event] = handlers[event] ?? []).push(handler);
      },
      emit(event, payload) {
        for (const handler of handlers[event] ?? []) handler(payload);
      },
    };
  };

  const element = (tag: string, role: string, style: string, text = ''): HTMLElement => {
    const node = doc.createElement(tag);
    node.setAttribute('data-fake-amap', role);
    node.setAttribute('style', style);
    node.textContent = text;
    return node;
  };

  interface FakeMap extends FakeEvented {
    surface: HTMLElement;
    addControl(control: unknown): void;
    setCenter(center: unknown): void;
    destroy(): void;
  }

  const AMap = {
    version: '2.0-fake',
    LngLat: function LngLat(lng: number, lat: number) {
      return lngLat(lng, lat);
    },
    Pixel: function Pixel(x: number, y: number) {
      return { x, y };
    },
    ToolBar: function ToolBar(options: unknown) {
      record('ToolBar', { options });
      return { kind: 'ToolBar' };
    },
    Map: function FakeAMapMap(container: HTMLElement, options: { center: unknown; zoom: number; lang: string }): FakeMap {
      record('Map', { center: pair(options.center), zoom: options.zoom, lang: options.lang });
      const surface = element(
        'div',
        'map',
        'position:absolute;inset:0;overflow:hidden;background:repeating-linear-gradient(0deg,#e3e9f1 0 38px,#fff 38px 42px),#e3e9f1;',
      );
      container.appendChild(surface);
      const map: FakeMap = {
        ...evented(),
        surface,
        addControl(control) {
          record('Map.addControl', { control });
        },
        setCenter(center) {
          record('Map.setCenter', { center: pair(center) });
        },
        destroy() {
          record('Map.destroy');
          surface.remove();
        },
      };
      later(() => {
        if (settings().complete) map.emit('complete');
      });
      return map;
    },
    Marker: function Marker(options: { position: unknown; title: string; map: FakeMap }) {
      record('Marker', { position: pair(options.position), title: options.title });
      const marker = { ...evented(), getPosition: () => lngLat(...pair(options.position)) };
      const pin = element(
        'button',
        'marker',
        'position:absolute;left:50%;top:50%;width:24px;height:24px;margin:-24px 0 0 -12px;border:0;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:#e8590c;cursor:pointer;',
      );
      pin.setAttribute('type', 'button');
      pin.setAttribute('aria-label', options.title);
      pin.addEventListener('click', () => marker.emit('click'));
      options.map.surface.appendChild(pin);
      state.markers.push(marker);
      return marker;
    },
    InfoWindow: function InfoWindow(options: { content: HTMLElement }) {
      const frame = element(
        'div',
        'info-window',
        'position:absolute;left:50%;top:50%;transform:translate(-50%,calc(-100% - 36px));max-width:80%;padding:8px 12px;background:#fff;border-radius:6px;box-shadow:0 2px 8px rgba(0,0,0,.2);',
      );
      frame.appendChild(options.content);
      return {
        open(map: FakeMap, position: unknown) {
          record('InfoWindow.open', { position: pair(position) });
          map.surface.appendChild(frame);
        },
        close() {
          frame.remove();
        },
      };
    },
    AutoComplete: function AutoComplete(options: { input: string; city?: string }) {
      record('AutoComplete', { inputId: options.input, found: doc.getElementById(options.input) !== null, city: options.city });
      const autoComplete = evented();
      state.autoCompletes.push(autoComplete);
      return autoComplete;
    },
    PlaceSearch: function PlaceSearch(options: { city?: string; pageSize: number }) {
      record('PlaceSearch', { city: options.city, pageSize: options.pageSize });
      return {
        search(keyword: string, callback: (status: string, result: unknown) => void) {
          record('PlaceSearch.search', { keyword });
          later(() => {
            if (settings().places === 'none') {
              callback('no_data', {});
              return;
            }
            // Places as AMap gives them: the second without an address (an empty array, as AMap does).
            const pois = [
              { id: 'B0FAKE0001', name: '人民广场地铁站', address: '黄浦区人民大道', location: lngLat(121.4737, 31.2329) },
              { id: 'B0FAKE0002', name: '静安寺', address: '静安区南京西路 1686 号', location: lngLat(121.4453, 31.2235) },
              { id: 'B0FAKE0003', name: `${keyword}（无地址）`, address: [], location: lngLat(121.5, 31.2) },
            ];
            callback('complete', { info: 'OK', poiList: { pois, count: pois.length, pageIndex: 1, pageSize: 8 } });
          });
        },
      };
    },
    Geolocation: function Geolocation(options: { timeout: number }) {
      record('Geolocation', { timeout: options.timeout });
      return {
        getCurrentPosition(callback: (status: string, result: unknown) => void) {
          const answer = settings().geolocation;
          record('Geolocation.getCurrentPosition', { answer });
          if (answer === 'never') return;
          later(() => {
            if (answer === 'found') callback('complete', { position: lngLat(121.48, 31.24), accuracy: 30 });
            else if (answer === 'denied') callback('error', { message: 'Geolocation permission denied.', info: 'FAILED' });
            else callback('error', { message: 'Get ipLocation failed.', info: 'FAILED' });
          });
        },
      };
    },
  };

  const routeService = (kind: 'Driving' | 'Walking' | 'Transfer') =>
    function RouteService(options: { map: FakeMap; panel: HTMLElement; city?: string }) {
      record(kind, { city: options.city });
      let line: HTMLElement | undefined;
      const clear = () => {
        line?.remove();
        line = undefined;
        options.panel.replaceChildren();
      };
      return {
        clear,
        search(origin: unknown, destination: unknown, callback: (status: string, result: unknown) => void) {
          const from = pair(origin);
          const to = pair(destination);
          record(`${kind}.search`, { origin: from, destination: to });
          later(() => {
            if (settings().route === 'none') {
              callback('no_data', 'NO_DATA');
              return;
            }
            clear();
            line = element('div', 'route-line', 'position:absolute;left:20%;top:30%;width:30%;height:4px;background:#1a56db;transform:rotate(25deg);');
            options.map.surface.appendChild(line);
            const steps = element('ol', 'route', 'margin:0;padding:8px 8px 8px 28px;');
            for (const step of [`${kind}: ${from.join(',')}`, `→ ${to.join(',')}`]) {
              const item = doc.createElement('li');
              item.textContent = step;
              steps.appendChild(item);
            }
            options.panel.appendChild(steps);
            callback('complete', { info: 'OK', routes: [{ distance: 1200, time: 600 }] });
          });
        },
      };
    };

  win.AMap = { ...AMap, Driving: routeService('Driving'), Walking: routeService('Walking'), Transfer: routeService('Transfer') };
}

/** The fake as the text of the AMap script, calling the loader's callback (named in the script URL) when done. */
export function fakeAMapScript(callback: string): string {
  return `(${installFakeAMap.toString()})(window);\nwindow[${JSON.stringify(callback)}]();\n`;
}
