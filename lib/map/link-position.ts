/**
 * Coordinates read from an AMap link that staff paste into the activity form
 * (the reverse of amapMarkerUrl in links.ts): `position=lng,lat` (marker),
 * `to=lng,lat,…` (navigation), `lnglat=lng,lat`, `lng=…&lat=…` (regeo), the
 * old `p=id,lat,lng,…`, or a bare "lng,lat" pair. AMap writes longitude
 * first, except in `p=`.
 */

export interface LngLat {
  lng: number;
  lat: number;
}

const NUMBER = /^-?\d{1,3}(?:\.\d+)?$/;

function pair(lngText: string | undefined, latText: string | undefined): LngLat | null {
  const lng = lngText?.trim() ?? '';
  const lat = latText?.trim() ?? '';
  if (!NUMBER.test(lng) || !NUMBER.test(lat)) return null;
  const position = { lng: Number(lng), lat: Number(lat) };
  return Math.abs(position.lng) <= 180 && Math.abs(position.lat) <= 90 ? position : null;
}

/** The position a pasted AMap link (or "lng,lat") names, or null when it names none. */
export function positionFromAmapLink(text: string): LngLat | null {
  const value = text.trim();
  const bare = /^(-?[\d.]+)\s*[,，]\s*(-?[\d.]+)$/.exec(value);
  if (bare) return pair(bare[1], bare[2]);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (!/(^|\.)(amap|autonavi)\.com$/i.test(url.hostname)) return null;
  const query = url.searchParams;
  for (const name of ['position', 'lnglat', 'to', 'from']) {
    const parts = query.get(name)?.split(',');
    if (parts) {
      const found = pair(parts[0], parts[1]);
      if (found) return found;
    }
  }
  if (query.has('lng') && query.has('lat')) return pair(query.get('lng') ?? undefined, query.get('lat') ?? undefined);
  const old = query.get('p')?.split(',');
  return old ? pair(old[2], old[1]) : null;
}
