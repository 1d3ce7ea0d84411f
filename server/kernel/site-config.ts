import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingHttpHeaders } from 'node:http';
import type { RuntimeConfig, SiteConfig } from '@/lib/site-config';
import { env, type Env } from './env';

export function siteConfigFrom(e: Env): SiteConfig {
  return {
    name: e.SITE_NAME,
    nameEn: e.SITE_NAME_EN,
    url: e.SITE_URL.replace(/\/+$/, ''),
    icpNumber: e.ICP_NUMBER,
    publicSecurityNumber: e.PUBLIC_SECURITY_NUMBER,
    publicSecurityCode: e.PUBLIC_SECURITY_NUMBER.replace(/\D/g, ''),
    phone: e.CONTACT_PHONE,
    email: e.CONTACT_EMAIL,
    jobsEmail: e.JOBS_EMAIL,
    address: e.CONTACT_ADDRESS,
    addressEn: e.CONTACT_ADDRESS_EN,
    hours: e.CONTACT_HOURS,
    hoursEn: e.CONTACT_HOURS_EN,
    office: { lng: e.OFFICE_LNG, lat: e.OFFICE_LAT },
    map: {
      key: e.AMAP_KEY,
      // With a service host the code stays on the server that forwards AMap's requests.
      securityCode: e.AMAP_SERVICE_HOST ? '' : e.AMAP_SECURITY_CODE,
      serviceHost: e.AMAP_SERVICE_HOST,
      city: e.OFFICE_CITY,
    },
    statisticsId: e.STATISTICS_ID,
    wechatShare: e.WECHAT_APP_ID !== '' && e.WECHAT_APP_SECRET !== '',
    wechatLogin: { web: e.WECHAT_OPEN_APP_ID !== '' && e.WECHAT_OPEN_APP_SECRET !== '', inWechat: e.WECHAT_APP_ID !== '' && e.WECHAT_APP_SECRET !== '' },
    wechatAccount: e.WECHAT_OA_QR
      ? { qr: e.WECHAT_OA_QR, name: e.WECHAT_OA_NAME || e.SITE_NAME, nameEn: e.WECHAT_OA_NAME || e.SITE_NAME_EN }
      : null,
    applicationRetentionDays: e.APPLICATION_RETENTION_DAYS,
  };
}

/**
 * The site's public address when SITE_URL is not set: the address a page was
 * asked at, so that the business card, the QR codes and the canonical links
 * of an install reached as http://192.168.1.20:3000 say that address and not
 * localhost. Pages and API routes run their work inside `withRequestOrigin`;
 * siteConfig() then answers with that origin. With SITE_URL set, it is always
 * SITE_URL. (Messages sent later, by the outbox, use SITE_URL or its default.)
 */
const askedAt = new AsyncLocalStorage<string>();

/** Whether SITE_URL names the public address (set and not blank). */
export function siteUrlGiven(source: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(source.SITE_URL?.trim());
}

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim().toLowerCase();

/**
 * The origin a request was made to: its Host header and the connection's
 * scheme; X-Forwarded-Host and X-Forwarded-Proto count only with TRUST_PROXY=1
 * (a proxy in front sets them; otherwise anyone could). Null when the host is
 * not a host name or address (the caller keeps SITE_URL's default).
 */
export function requestOrigin(
  req: { headers: IncomingHttpHeaders; socket?: object | null },
  trustProxy = env().TRUST_PROXY,
): string | null {
  const host = (trustProxy && first(req.headers['x-forwarded-host'])) || first(req.headers.host);
  if (!host || !HOST.test(host)) return null;
  const forwarded = trustProxy ? first(req.headers['x-forwarded-proto']) : undefined;
  const scheme = forwarded === 'https' || forwarded === 'http' ? forwarded : req.socket && 'encrypted' in req.socket && req.socket.encrypted === true ? 'https' : 'http';
  return `${scheme}://${host}`;
}

/** Runs a page's or an API route's work with the address it was asked at as the site's, when SITE_URL is not set (and there is a request). */
export function withRequestOrigin<T>(req: Parameters<typeof requestOrigin>[0] | undefined, work: () => T): T {
  const origin = !req || siteUrlGiven() ? null : requestOrigin(req);
  return origin ? askedAt.run(origin, work) : work();
}

export function siteConfig(): SiteConfig {
  const config = siteConfigFrom(env());
  const origin = askedAt.getStore();
  return origin ? { ...config, url: origin } : config;
}

export function runtimeConfig(): RuntimeConfig {
  return { apiBaseUrl: env().API_BASE_URL };
}
