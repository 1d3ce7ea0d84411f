import { NextResponse, type NextRequest } from 'next/server';
import { carriesApiJson, invalidEncodingBody, isUtf8 } from '@/server/http/body-encoding';
import { siteSecurityHeaders } from '@/server/http/security-headers';
import { routeAlias } from '@/lib/navigation/route-aliases';

/**
 * Adds the security headers to every response (server/http/security-headers.ts;
 * every API route adds them itself too). A JSON body sent to the API that is
 * not UTF-8 is refused here, where its bytes are still seen
 * (server/http/body-encoding.ts). A common misspelling of a page's address
 * (/contact-us for the specification's /contract-us, docs/spec.md §2.1: lib/navigation/route-aliases.ts) is sent to
 * the page for good (308), in the same language, the query kept.
 */
export async function proxy(request: NextRequest) {
  const alias = request.method === 'GET' || request.method === 'HEAD' ? routeAlias(request.nextUrl.pathname) : undefined;
  if (alias !== undefined) {
    const to = request.nextUrl.clone();
    to.pathname = alias;
    const redirect = NextResponse.redirect(to, 308);
    for (const [name, value] of siteSecurityHeaders()) redirect.headers.set(name, value);
    return redirect;
  }
  let response = NextResponse.next();
  if (carriesApiJson(request.method, request.nextUrl.pathname, request.headers.get('content-type'))) {
    const bytes = new Uint8Array(await request.clone().arrayBuffer());
    if (!isUtf8(bytes)) {
      response = NextResponse.json(invalidEncodingBody(request.headers.get('accept-language')), { status: 400, headers: { 'Cache-Control': 'no-store' } });
    }
  }
  for (const [name, value] of siteSecurityHeaders()) response.headers.set(name, value);
  return response;
}

/**
 * Every path but three API endpoints, which read their bodies themselves:
 * - the two upload endpoints, POST /api/uploads (its files at /api/uploads/{id}
 *   keep the proxy) and a job application's POST /api/jobs/{id}/applications
 *   with its résumé. Next reads the whole body of a POST that goes through the
 *   proxy before the route sees it (up to 10 MB, buffered in memory, then
 *   silently cut short), which would defeat the routes' streaming size limits
 *   — and cut a 10 MB résumé short;
 * - an activity's registrations, POST /api/activities/{id}/registrations: in a
 *   registration rush the proxy's work (a web Request and a copy of the body
 *   per request) doubled the cost of each; its route checks the body's bytes
 *   itself (server/http/json-body.ts).
 * With the site's locales Next matches paths as /{locale}/…: '/' is the home
 * page, the second pattern everything else.
 */
export const config = {
  matcher: ['/', '/((?!api/uploads/?$|api/jobs/[^/]+/applications/?$|api/activities/[^/]+/registrations/?$).*)'],
};
