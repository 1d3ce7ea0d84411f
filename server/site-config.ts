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
    applicationRetentionDays: e.APPLICATION_RETENTION_DAYS,
  };
}

export function siteConfig(): SiteConfig {
  return siteConfigFrom(env());
}

export function runtimeConfig(): RuntimeConfig {
  return { apiBaseUrl: env().API_BASE_URL };
}
