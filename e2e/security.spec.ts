import { routes } from '../lib/routes';
import { visit } from './support/site';
import { expect, test } from './support/test';

/**
 * Security headers, read from `next start` (the server runs with an http
 * SITE_URL, so no HSTS; the https case is covered by the unit tests).
 */

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

for (const path of [routes.home, routes.privacy, `/en${routes.brand}`, '/no-such-page', '/scripts/rem.js']) {
  test(`security headers on ${path}`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    const csp = headers['content-security-policy'];
    expect(csp, 'Content-Security-Policy').toBeTruthy();
    const policy = directives(csp ?? '');
    const scriptSrc = policy.get('script-src') ?? policy.get('default-src');
    expect(scriptSrc, 'script-src').toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const permissions = headers['permissions-policy'] ?? '';
    expect(permissions).toMatch(/(^|,\s*)geolocation=\(self\)(\s*,|$)/);
    expect(permissions).toMatch(/(^|,\s*)camera=\(self\)(\s*,|$)/);
    expect(headers['strict-transport-security'], 'no HSTS for an http SITE_URL').toBeUndefined();
  });
}

test('the home page runs without Content-Security-Policy violations', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await visit(page, routes.home, { waitUntil: 'networkidle' });
  const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
  expect(violations).toEqual([]);
  expect(consoleErrors.filter((m) => /Content Security Policy/i.test(m))).toEqual([]);
});
