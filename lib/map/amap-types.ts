/**
 * The parts of the AMap JS API 2.0 (https://lbs.amap.com/api/javascript-api-v2)
 * that the contact page uses, typed by hand: AMap ships no types, and the
 * community ones are far larger than these few calls.
 */

export interface AMapLngLat {
  getLng(): number;
  getLat(): number;
}

export type LngLatTuple = [number, number];

/** Objects that take event handlers (`map.on('complete', …)`). */
export interface AMapEvented {
  on(event: string, handler: (event: unknown) => void): void;
}

export interface AMapMapOptions {
  center: LngLatTuple;
  zoom: number;
  /** 'zh_cn' or 'en'. */
  lang: 'zh_cn' | 'en';
  resizeEnable?: boolean;
  keyboardEnable?: boolean;
}

export interface AMapMap extends AMapEvented {
  addControl(control: unknown): void;
  setCenter(center: LngLatTuple | AMapLngLat): void;
  destroy(): void;
}

export interface AMapMarker extends AMapEvented {
  getPosition(): AMapLngLat;
}

export interface AMapInfoWindow {
  open(map: AMapMap, position: LngLatTuple | AMapLngLat): void;
  close(): void;
}

/** A place of a place search. AMap gives `address` as an empty array when it has none. */
export interface AMapPoi {
  id: string;
  name: string;
  address?: string | unknown[];
  location?: AMapLngLat | '';
  district?: string;
}

/** The `select` event of AutoComplete: a suggestion, which may be a keyword without a position. */
export interface AMapAutoCompleteSelect {
  poi: AMapPoi;
}

export type AMapServiceStatus = 'complete' | 'error' | 'no_data';

export interface AMapPlaceSearchResult {
  poiList?: { pois: AMapPoi[]; count: number };
}

export interface AMapPlaceSearch {
  search(keyword: string, callback: (status: AMapServiceStatus, result: AMapPlaceSearchResult | string) => void): void;
}

/** Driving, Walking and Transfer share this shape. */
export interface AMapRouteService {
  search(
    origin: AMapLngLat,
    destination: AMapLngLat,
    callback: (status: AMapServiceStatus, result: unknown) => void,
  ): void;
  clear(): void;
}

export interface AMapGeolocationResult {
  position?: AMapLngLat;
  /** e.g. "Geolocation permission denied." */
  message?: string;
  info?: string;
}

export interface AMapGeolocation {
  getCurrentPosition(callback: (status: 'complete' | 'error', result: AMapGeolocationResult) => void): void;
}

export interface AMapRouteOptions {
  map: AMapMap;
  panel: HTMLElement;
  /** Transfer only: the city of public transport. */
  city?: string;
  lang?: 'zh_cn' | 'en';
}

/** `window.AMap` once the script has loaded with the plugins of MAP_PLUGINS. */
export interface AMapNamespace {
  Map: new (container: HTMLElement, options: AMapMapOptions) => AMapMap;
  Marker: new (options: { position: LngLatTuple; title: string; map: AMapMap }) => AMapMarker;
  InfoWindow: new (options: { content: HTMLElement; offset: unknown; autoMove?: boolean }) => AMapInfoWindow;
  Pixel: new (x: number, y: number) => unknown;
  LngLat: new (lng: number, lat: number) => AMapLngLat;
  ToolBar: new (options: { position: string }) => unknown;
  /** `input` is the search box's id, as AMap's documentation gives it. */
  AutoComplete: new (options: { input: string; city?: string; lang?: 'zh_cn' | 'en' }) => AMapEvented;
  PlaceSearch: new (options: { city?: string; pageSize: number; lang?: 'zh_cn' | 'en' }) => AMapPlaceSearch;
  Geolocation: new (options: { enableHighAccuracy: boolean; timeout: number; showButton: boolean; showMarker: boolean; showCircle: boolean; panToLocation: boolean }) => AMapGeolocation;
  Driving: new (options: AMapRouteOptions) => AMapRouteService;
  Walking: new (options: AMapRouteOptions) => AMapRouteService;
  Transfer: new (options: AMapRouteOptions) => AMapRouteService;
}
