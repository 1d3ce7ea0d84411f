import { NextResponse } from 'next/server';
import { env } from '@/server/env';
import { securityHeaders } from '@/server/security-headers';

/**
 * Adds the security headers to every response, reading the configuration at
 * run time (so the CSP follows the map and statistics settings of this server,
 * not of the machine that built it). The configuration does not change while
 * the server runs, so the headers are worked out once.
 */
let headers: [string, string][] | undefined;

export function proxy() {
  headers ??= Object.entries(
    securityHeaders({
      siteUrl: env().SITE_URL,
      mapEnabled: env().AMAP_KEY !== '',
      statisticsEnabled: env().STATISTICS_ID !== '',
      dev: process.env.NODE_ENV === 'development',
    }),
  );
  const response = NextResponse.next();
  for (const [name, value] of headers) response.headers.set(name, value);
  return response;
}

/**
 * Every path but the upload endpoint (POST /api/uploads; its files at
 * /api/uploads/{id} keep the headers). Next reads the whole body of a POST
 * that goes through the proxy before the route sees it (up to 10 MB, buffered
 * in memory, then silently cut short), which would defeat the upload route's
 * streaming size limit. With the site's locales Next matches paths as
 * /{locale}/…: '/' is the home page, the second pattern everything else.
 */
export const config = {
  matcher: ['/', '/((?!api/uploads/?$).*)'],
};
