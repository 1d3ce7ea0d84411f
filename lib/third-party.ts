/** Origins of the third-party scripts the site may load (CSP allowlists and loaders read these). */

export const MAP_ORIGINS = {
  /** The AMap JS API and its plugins. */
  script: ['https://webapi.amap.com', 'https://restapi.amap.com', 'https://*.amap.com'],
  /** Map tiles and markers. */
  image: ['https://*.amap.com', 'https://*.is.autonavi.com', 'https://*.autonavi.com'],
  /** Search, geocoding and vector data requests. */
  connect: ['https://*.amap.com'],
  /** The geolocation helper's hidden frame. */
  frame: ['https://*.amap.com'],
} as const;

export { STATISTICS_ORIGIN } from './statistics';
