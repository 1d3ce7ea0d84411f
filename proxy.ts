import { NextResponse } from 'next/server';
import { env } from '@/server/env';
import { securityHeaders } from '@/server/security-headers';

/**
 * Adds the security headers to every response, reading the configuration at
 * run time (so the CSP follows the map and statistics settings of this server,
 * not of the machine that built it).
 */
export function proxy() {
  const e = env();
  const response = NextResponse.next();
  const headers = securityHeaders({
    siteUrl: e.SITE_URL,
    mapEnabled: e.AMAP_KEY !== '',
    statisticsEnabled: e.STATISTICS_ID !== '',
    dev: process.env.NODE_ENV === 'development',
  });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: '/:path*',
};
