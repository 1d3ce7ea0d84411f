import { MAP_ORIGINS } from '@/lib/third-party';
import { contentSecurityPolicy, securityHeaders, type SecurityHeaderOptions } from '@/server/http/security-headers';

const base: SecurityHeaderOptions = {
  siteUrl: 'https://www.example.com',
  mapEnabled: false,
  statisticsEnabled: false,
  dev: false,
};

/** The CSP as a map of directive → sources. */
function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

const csp = (o: Partial<SecurityHeaderOptions> = {}) => directives(contentSecurityPolicy({ ...base, ...o }));

describe('contentSecurityPolicy', () => {
  it('allows scripts only from the site itself in production, never inline or eval', () => {
    const scriptSrc = csp().get('script-src');
    expect(scriptSrc).toEqual(["'self'"]);
    for (const o of [{}, { mapEnabled: true, statisticsEnabled: true }]) {
      const sources = csp(o).get('script-src') ?? [];
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
    }
  });

  it('allows eval and the websocket only for next dev', () => {
    const dev = csp({ dev: true });
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
    expect(dev.get('script-src')).not.toContain("'unsafe-inline'");
    expect(dev.get('connect-src')).toEqual(expect.arrayContaining(['ws:', 'wss:']));
    expect(csp().get('connect-src')).toEqual(["'self'"]);
  });

  it('locks down objects, base URI, form targets and framing', () => {
    const d = csp();
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'none'"]);
    expect(d.get('form-action')).toEqual(["'self'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('frame-src')).toEqual(["'self'"]);
  });

  it('names the map hosts only when the map is enabled', () => {
    const off = contentSecurityPolicy(base);
    expect(off).not.toContain('amap.com');
    expect(off).not.toContain('autonavi.com');

    const on = csp({ mapEnabled: true });
    expect(on.get('script-src')).toEqual(["'self'", ...MAP_ORIGINS.script]);
    expect(on.get('script-src')).toContain('https://webapi.amap.com');
    expect(on.get('img-src')).toEqual(expect.arrayContaining([...MAP_ORIGINS.image]));
    expect(on.get('connect-src')).toEqual(["'self'", ...MAP_ORIGINS.connect]);
    expect(on.get('frame-src')).toEqual(["'self'", ...MAP_ORIGINS.frame]);
    expect(on.get('style-src')).toEqual(expect.arrayContaining(['https://webapi.amap.com']));
  });

  it('names the statistics host only when statistics are enabled', () => {
    expect(contentSecurityPolicy(base)).not.toContain('hm.baidu.com');
    expect(contentSecurityPolicy({ ...base, mapEnabled: true })).not.toContain('hm.baidu.com');
    const on = csp({ statisticsEnabled: true });
    expect(on.get('script-src')).toEqual(["'self'", 'https://hm.baidu.com']);
    expect(on.get('img-src')).toContain('https://hm.baidu.com');
    expect(on.get('connect-src')).toContain('https://hm.baidu.com');
    expect(contentSecurityPolicy({ ...base, statisticsEnabled: true })).not.toContain('amap.com');
  });

  it('upgrades insecure requests only for an https site', () => {
    expect(csp().has('upgrade-insecure-requests')).toBe(true);
    expect(csp({ siteUrl: 'http://localhost:3000' }).has('upgrade-insecure-requests')).toBe(false);
  });

  it('lists every directive once', () => {
    const names = contentSecurityPolicy({ ...base, mapEnabled: true, statisticsEnabled: true })
      .split(';')
      .map((part) => part.trim().split(/\s+/)[0]);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('securityHeaders', () => {
  it('sends HSTS exactly for an https site', () => {
    expect(securityHeaders(base)['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('sends no HSTS for an http site', () => {
    const headers = securityHeaders({ ...base, siteUrl: 'http://localhost:3000' });
    expect(headers).not.toHaveProperty('Strict-Transport-Security');
  });

  it('sends nosniff, the referrer policy and the permissions policy', () => {
    const headers = securityHeaders(base);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    const permissions = headers['Permissions-Policy'] ?? '';
    expect(permissions).toContain('geolocation=(self)');
    expect(permissions).toContain('camera=(self)');
    expect(permissions).toContain('microphone=()');
    expect(headers['X-Frame-Options']).toBe('DENY');
  });

  it('carries the same CSP as contentSecurityPolicy', () => {
    const o = { ...base, mapEnabled: true };
    expect(securityHeaders(o)['Content-Security-Policy']).toBe(contentSecurityPolicy(o));
  });
});
