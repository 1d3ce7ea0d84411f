import type { SiteConfig } from '@/lib/site-config';

/** A site configuration for component tests (what the server injects into pages). */
export const SITE: SiteConfig = {
  name: 'TMZ 产业协同平台',
  nameEn: 'TMZ Industry Platform',
  url: 'http://localhost:3000',
  icpNumber: '',
  publicSecurityNumber: '',
  publicSecurityCode: '',
  phone: '400-000-0000',
  email: 'contact@example.com',
  jobsEmail: 'jobs@example.com',
  address: '上海市静安区南京西路 1000 号 20 层',
  addressEn: '20F, 1000 West Nanjing Road, Shanghai',
  hours: '',
  hoursEn: '',
  office: { lng: 121.4589, lat: 31.2304 },
  map: { key: 'test-key', securityCode: 'test-code', serviceHost: '', city: '上海市' },
  statisticsId: '',
  wechatShare: false,
  wechatLogin: { web: false, inWechat: false },
  wechatAccount: null,
  applicationRetentionDays: 180,
};
