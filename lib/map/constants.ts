/** The contact page's map figures (the two, the search box and geolocation, are in lib/constants.ts). */
export { MAP_GEOLOCATION_TIMEOUT_MS, MAP_SEARCH_BOX_WIDTH_PX } from '@/lib/constants';

/** The AMap JS API version the loader asks for. */
export const AMAP_VERSION = '2.0';

/** Plugins loaded with the script: the search box, place search, "locate me", the three route kinds, zoom buttons. */
export const AMAP_PLUGINS = [
  'AMap.AutoComplete',
  'AMap.PlaceSearch',
  'AMap.Geolocation',
  'AMap.Driving',
  'AMap.Transfer',
  'AMap.Walking',
  'AMap.ToolBar',
] as const;

/** From the start of loading (the map's chunk, the AMap script, the first tiles) to giving up and keeping the static map. */
export const MAP_LOAD_TIMEOUT_MS = 10_000;

/** How long the page may wait for an idle moment before the map starts loading anyway. */
export const MAP_IDLE_TIMEOUT_MS = 2_000;

/** Zoom of the office view: a few streets around the building. */
export const MAP_OFFICE_ZOOM = 16;

/** Places listed for one search. */
export const MAP_SEARCH_PAGE_SIZE = 8;

/** A place search or route search that has not answered by then counts as failed (the visitor is told). */
export const MAP_SERVICE_TIMEOUT_MS = 10_000;
