/**
 * The public part of the site configuration: what pages and the chrome show.
 * The server reads it from the environment (server/kernel/site-config.ts) at request
 * time and hands it to pages as props; nothing company-specific is hard-coded
 * in components.
 */
export interface SiteConfig {
  name: string;
  nameEn: string;
  url: string;
  icpNumber: string;
  publicSecurityNumber: string;
  /** The public-security record code (the digits of the number), for the beian.mps.gov.cn link. */
  publicSecurityCode: string;
  phone: string;
  email: string;
  jobsEmail: string;
  address: string;
  addressEn: string;
  hours: string;
  hoursEn: string;
  office: { lng: number; lat: number };
  /** The contact page's AMap settings; an empty key means no live map (the static one is shown). */
  map: MapConfig;
  statisticsId: string;
  /** An official account is configured: pages opened in WeChat set their share card (lib/wechat/share.ts). */
  wechatShare: boolean;
  /**
   * Where "微信登录" is offered: `web` on a computer or phone browser (the website application's QR code),
   * `inWechat` inside WeChat's browser (the official account's authorisation). Both false: nothing of it shows.
   */
  wechatLogin: { web: boolean; inWechat: boolean };
  /** The official account the footer shows with its QR code (WECHAT_OA_QR), or null: none. */
  wechatAccount: WechatAccount | null;
  /** Days after a job closes that its applications and résumés are kept (the privacy policy and the form say so). */
  applicationRetentionDays: number;
}

export interface WechatAccount {
  /** Its QR code: an image of the site (/api/uploads/{id} or /images/…). */
  qr: string;
  name: string;
  nameEn: string;
}

export interface MapConfig {
  key: string;
  /** Set on window._AMapSecurityConfig.securityJsCode before the script loads; empty when serviceHost is used. */
  securityCode: string;
  /** window._AMapSecurityConfig.serviceHost: a proxy path that adds the security code on the server. */
  serviceHost: string;
  /** The office's city (public-transport routes). */
  city: string;
}

/** Settings the browser needs at run time (docs/spec.md §7.1). */
export interface RuntimeConfig {
  apiBaseUrl: string;
}
