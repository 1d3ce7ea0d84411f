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

/** WeChat's JS-SDK (share cards in WeChat's browser; lib/wechat/share.ts), and the origins it loads from. */
export const WECHAT_JS_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
export const WECHAT_ORIGINS = ['https://res.wx.qq.com', 'https://res2.wx.qq.com'] as const;
