/**
 * Links that work without the map script: the AMap app or site at the office
 * (AMap's URI API, https://lbs.amap.com/api/uri-api), directions to it, and
 * the phone number as a tel: link.
 */

export interface OfficePlace {
  lng: number;
  lat: number;
  /** Shown on the marker in the app. */
  name: string;
}

const URI_BASE = 'https://uri.amap.com';

/** The office on AMap: the app when it is installed (callnative=1), else AMap's web page. */
export function amapMarkerUrl(place: OfficePlace, source: string): string {
  const query = [
    `position=${encodeURIComponent(`${place.lng},${place.lat}`)}`,
    `name=${encodeURIComponent(place.name)}`,
    `src=${encodeURIComponent(source)}`,
    'coordinate=gaode',
    'callnative=1',
  ];
  return `${URI_BASE}/marker?${query.join('&')}`;
}

/** Directions to the office in the AMap app or site, from wherever the visitor is. */
export function amapDirectionsUrl(place: OfficePlace, source: string): string {
  const query = [
    `to=${encodeURIComponent(`${place.lng},${place.lat},${place.name}`)}`,
    'mode=car',
    `src=${encodeURIComponent(source)}`,
    'coordinate=gaode',
    'callnative=1',
  ];
  return `${URI_BASE}/navigation?${query.join('&')}`;
}

/** "400-000-0000" → "tel:4000000000" (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
