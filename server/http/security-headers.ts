import { MAP_ORIGINS, STATISTICS_ORIGIN, WECHAT_ORIGINS } from '@/lib/third-party';
import { env } from '../kernel/env';

/**
 * Security headers of every response (docs/spec.md names none; the foundation issue
 * decides them). Scripts come only from the site itself and, when configured,
 * the map and statistics hosts: the shell scripts are files, never inline.
 */

export interface SecurityHeaderOptions {
  siteUrl: string;
  mapEnabled: boolean;
  statisticsEnabled: boolean;
  /** An official account is configured: WeChat's JS-SDK may load (in WeChat's browser only; lib/wechat/share.ts). */
  wechatEnabled?: boolean;
  /** next dev needs eval and a websocket for hot reload. */
  dev: boolean;
}

export function contentSecurityPolicy(o: SecurityHeaderOptions): string {
  const map = o.mapEnabled;
  const stats = o.statisticsEnabled;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(map ? MAP_ORIGINS.script : []),
      ...(stats ? [STATISTICS_ORIGIN] : []),
      ...(o.wechatEnabled ? WECHAT_ORIGINS : []),
      ...(o.dev ? ["'unsafe-eval'"] : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'", ...(map ? MAP_ORIGINS.script : [])],
    'img-src': ["'self'", 'data:', 'blob:', ...(map ? MAP_ORIGINS.image : []), ...(stats ? [STATISTICS_ORIGIN] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...(map ? MAP_ORIGINS.connect : []),
      ...(stats ? [STATISTICS_ORIGIN] : []),
      ...(o.dev ? ['ws:', 'wss:'] : []),
    ],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': map ? ["'self'", ...MAP_ORIGINS.frame] : ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const parts = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (o.siteUrl.startsWith('https:')) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

export function securityHeaders(o: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(o),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'geolocation=(self), camera=(self), microphone=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (o.siteUrl.startsWith('https:')) {
    headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  }
  return headers;
}

let current: [string, string][] | undefined;

/**
 * This server's security headers, from its settings at run time (so the CSP follows the map and statistics
 * settings of this server, not of the machine that built it). They do not change while it runs: worked out once.
 */
export function siteSecurityHeaders(): readonly [string, string][] {
  current ??= Object.entries(
    securityHeaders({
      siteUrl: env().SITE_URL,
      mapEnabled: env().AMAP_KEY !== '',
      statisticsEnabled: env().STATISTICS_ID !== '',
      wechatEnabled: env().WECHAT_APP_ID !== '' && env().WECHAT_APP_SECRET !== '',
      dev: process.env.NODE_ENV === 'development',
    }),
  );
  return current;
}
