import type {
  AMapGeolocation,
  AMapInfoWindow,
  AMapLngLat,
  AMapMap,
  AMapMarker,
  AMapNamespace,
  AMapPlaceSearchResult,
  AMapPoi,
  AMapRouteService,
  AMapServiceStatus,
} from './amap-types';
import { MAP_OFFICE_ZOOM, MAP_SEARCH_PAGE_SIZE } from './constants';
import { locate, type LocateOutcome } from './geolocate';

/**
 * Everything the contact page does with AMap, as plain calls the page's
 * component makes and unit tests drive with a fake AMap: the map at the
 * office with its marker and info window, suggestions while typing (AutoComplete
 * bound to the search box), place search, a route from a place to the office
 * by car, public transport or on foot with its steps in a panel, and "locate me".
 */

export const ROUTE_MODES = ['driving', 'transfer', 'walking'] as const;
export type RouteMode = (typeof ROUTE_MODES)[number];

export interface Place {
  id: string;
  name: string;
  address: string;
  position: AMapLngLat;
}

export type SearchOutcome = { kind: 'results'; places: Place[] } | { kind: 'none' } | { kind: 'error' };
export type RouteOutcome = 'found' | 'none' | 'error';
/** A suggestion picked under the search box: a place with a position, or only a keyword to search for. */
export type Suggestion = { kind: 'place'; place: Place } | { kind: 'keyword'; keyword: string };

export interface MapControllerOptions {
  container: HTMLElement;
  /** The place-search box (it needs an id): AutoComplete shows its suggestions under it. */
  searchInput: HTMLInputElement;
  /** Where the route's steps are listed. */
  routePanel: HTMLElement;
  office: { lng: number; lat: number };
  /** The marker's tooltip. */
  officeName: string;
  /** The info window's content (name, address, directions link), built by the caller. */
  infoContent: HTMLElement;
  lang: 'zh_cn' | 'en';
  /** The office's city: search prefers it, public transport needs it. */
  city: string;
  onSuggestion(suggestion: Suggestion): void;
  /** A search or route that has not answered by then counts as failed. */
  serviceTimeoutMs: number;
}

export interface MapController {
  /** Resolves once the map has drawn its first view. */
  ready: Promise<void>;
  search(keyword: string): Promise<SearchOutcome>;
  /** Draws the route from `from` to the office (replacing any earlier one) and lists its steps. */
  route(from: AMapLngLat, mode: RouteMode): Promise<RouteOutcome>;
  locate(timeoutMs: number): Promise<LocateOutcome>;
  openInfo(): void;
  destroy(): void;
}

const ROUTE_CLASSES = { driving: 'Driving', transfer: 'Transfer', walking: 'Walking' } as const;
/** Error results of a route search that mean "no such route" rather than "the service failed". */
const NO_ROUTE = /NO_DATA|RANGE|NOT_FOUND/i;

function addressOf(poi: AMapPoi): string {
  return typeof poi.address === 'string' ? poi.address : (poi.district ?? '');
}

function placeOf(poi: AMapPoi): Place | null {
  if (!poi.location || typeof poi.location !== 'object') return null;
  return { id: poi.id, name: poi.name, address: addressOf(poi), position: poi.location };
}

/** Resolves with the first answer of `start`, or with `late` after `timeoutMs`. */
function withDeadline<T>(timeoutMs: number, late: T, start: (answer: (value: T) => void) => void): Promise<T> {
  return new Promise((resolve) => {
    let done = false;
    const answer = (value: T) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(value);
    };
    const timer = setTimeout(() => answer(late), timeoutMs);
    try {
      start(answer);
    } catch {
      answer(late);
    }
  });
}

export function createMapController(AMap: AMapNamespace, options: MapControllerOptions): MapController {
  const { office, lang, city } = options;
  const officePosition: [number, number] = [office.lng, office.lat];
  const map: AMapMap = new AMap.Map(options.container, {
    center: officePosition,
    zoom: MAP_OFFICE_ZOOM,
    lang,
    resizeEnable: true,
    keyboardEnable: true,
  });
  const ready = new Promise<void>((resolve) => map.on('complete', () => resolve()));
  map.addControl(new AMap.ToolBar({ position: 'RB' }));

  const marker: AMapMarker = new AMap.Marker({ position: officePosition, title: options.officeName, map });
  const info: AMapInfoWindow = new AMap.InfoWindow({ content: options.infoContent, offset: new AMap.Pixel(0, -32), autoMove: true });
  const openInfo = () => info.open(map, officePosition);
  marker.on('click', openInfo);
  openInfo();

  const autoComplete = new AMap.AutoComplete({ input: options.searchInput.id, city, lang });
  autoComplete.on('select', (event) => {
    const poi = (event as { poi?: AMapPoi }).poi;
    if (!poi) return;
    const place = placeOf(poi);
    options.onSuggestion(place ? { kind: 'place', place } : { kind: 'keyword', keyword: poi.name });
  });
  const placeSearch = new AMap.PlaceSearch({ city, pageSize: MAP_SEARCH_PAGE_SIZE, lang });

  const routeServices = new Map<RouteMode, AMapRouteService>();
  let shownRoute: AMapRouteService | undefined;
  let geolocation: AMapGeolocation | undefined;
  let destroyed = false;

  const routeService = (mode: RouteMode): AMapRouteService => {
    const existing = routeServices.get(mode);
    if (existing) return existing;
    const Service = AMap[ROUTE_CLASSES[mode]];
    const service = new Service({ map, panel: options.routePanel, lang, ...(mode === 'transfer' ? { city } : {}) });
    routeServices.set(mode, service);
    return service;
  };

  return {
    ready,
    openInfo,

    search(keyword) {
      return withDeadline<SearchOutcome>(options.serviceTimeoutMs, { kind: 'error' }, (answer) => {
        placeSearch.search(keyword, (status: AMapServiceStatus, result: AMapPlaceSearchResult | string) => {
          if (status === 'no_data') return answer({ kind: 'none' });
          if (status !== 'complete' || typeof result === 'string') return answer({ kind: 'error' });
          const places = (result.poiList?.pois ?? []).map(placeOf).filter((place): place is Place => place !== null);
          answer(places.length > 0 ? { kind: 'results', places } : { kind: 'none' });
        });
      });
    },

    route(from, mode) {
      shownRoute?.clear();
      const service = routeService(mode);
      shownRoute = service;
      info.close();
      return withDeadline<RouteOutcome>(options.serviceTimeoutMs, 'error', (answer) => {
        service.search(from, new AMap.LngLat(office.lng, office.lat), (status, result) => {
          if (status === 'complete') answer('found');
          else if (status === 'no_data' || (typeof result === 'string' && NO_ROUTE.test(result))) answer('none');
          else answer('error');
        });
      });
    },

    locate(timeoutMs) {
      try {
        geolocation ??= new AMap.Geolocation({
          enableHighAccuracy: true,
          timeout: timeoutMs,
          showButton: false,
          showMarker: true,
          showCircle: false,
          panToLocation: false,
        });
      } catch {
        return Promise.resolve({ kind: 'failed' });
      }
      return locate(geolocation, timeoutMs);
    },

    destroy() {
      if (destroyed) return;
      destroyed = true;
      shownRoute?.clear();
      info.close();
      map.destroy();
    },
  };
}
