import { NextResponse, type NextRequest } from 'next/server';
import { carriesApiJson, invalidEncodingBody, isUtf8 } from '@/server/api/body-encoding';
import { env } from '@/server/env';
import { securityHeaders } from '@/server/security-headers';

/**
 * Adds the security headers to every response, reading the configuration at
 * run time (so the CSP follows the map and statistics settings of this server,
 * not of the machine that built it). The configuration does not change while
 * the server runs, so the headers are worked out once. A JSON body sent to
 * the API that is not UTF-8 is refused here, where its bytes are still seen
 * (server/api/body-encoding.ts).
 */
let headers: [string, string][] | undefined;

export async function proxy(request: NextRequest) {
  headers ??= Object.entries(
    securityHeaders({
      siteUrl: env().SITE_URL,
      mapEnabled: env().AMAP_KEY !== '',
      statisticsEnabled: env().STATISTICS_ID !== '',
      dev: process.env.NODE_ENV === 'development',
    }),
  );
  let response = NextResponse.next();
  if (carriesApiJson(request.method, request.nextUrl.pathname, request.headers.get('content-type'))) {
    const bytes = new Uint8Array(await request.clone().arrayBuffer());
    if (!isUtf8(bytes)) {
      response = NextResponse.json(invalidEncodingBody(request.headers.get('accept-language')), { status: 400, headers: { 'Cache-Control': 'no-store' } });
    }
  }
  for (const [name, value] of headers) response.headers.set(name, value);
  return response;
}

/**
 * Every path but the two upload endpoints: POST /api/uploads (its files at
 * /api/uploads/{id} keep the headers) and a job application's POST
 * /api/jobs/{id}/applications with its résumé. Next reads the whole body of a
 * POST that goes through the proxy before the route sees it (up to 10 MB,
 * buffered in memory, then silently cut short), which would defeat the
 * routes' streaming size limits — and cut a 10 MB résumé short. With the
 * site's locales Next matches paths as /{locale}/…: '/' is the home page, the
 * second pattern everything else.
 */
export const config = {
  matcher: ['/', '/((?!api/uploads/?$|api/jobs/[^/]+/applications/?$).*)'],
};
