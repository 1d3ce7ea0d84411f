import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { definePage } from '@/server/http/page';
import { requestOrigin, siteConfig, siteUrlGiven, withRequestOrigin } from '@/server/kernel/site-config';

/**
 * Without SITE_URL, the site's address is the one a page was asked at (the
 * card, QR codes, canonical links of an install reached by its LAN address);
 * forwarded headers count only behind a trusted proxy; with SITE_URL, always SITE_URL.
 */

const saved = process.env.SITE_URL;
beforeEach(() => {
  delete process.env.SITE_URL;
});
afterAll(() => {
  if (saved === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = saved;
});

const req = (headers: Record<string, string>, encrypted = false) => ({ headers, socket: encrypted ? { encrypted: true } : {} });

describe('requestOrigin', () => {
  it('is the Host header with the connection’s scheme', () => {
    expect(requestOrigin(req({ host: '192.168.1.20:3000' }), false)).toBe('http://192.168.1.20:3000');
    expect(requestOrigin(req({ host: 'www.example.com' }, true), false)).toBe('https://www.example.com');
    expect(requestOrigin(req({ host: '[::1]:3000' }), false)).toBe('http://[::1]:3000');
  });

  it('ignores X-Forwarded-Host and -Proto unless the proxy is trusted', () => {
    const forwarded = req({ host: '127.0.0.1:3000', 'x-forwarded-host': 'www.example.com', 'x-forwarded-proto': 'https' });
    expect(requestOrigin(forwarded, false)).toBe('http://127.0.0.1:3000');
    expect(requestOrigin(forwarded, true)).toBe('https://www.example.com');
    expect(requestOrigin(req({ host: 'a.example.com', 'x-forwarded-proto': 'gopher' }), true)).toBe('http://a.example.com');
  });

  it('refuses a Host that is not a host name or address', () => {
    for (const host of ['', 'evil.com/path', 'a b', 'evil.com"><script>', 'user@evil.com']) expect(requestOrigin(req({ host }), false)).toBeNull();
  });
});

describe('siteConfig within a request', () => {
  it('answers with the address asked at when SITE_URL is not set, and SITE_URL’s default outside a request', async () => {
    expect(siteUrlGiven()).toBe(false);
    const inside = await withRequestOrigin(req({ host: '192.168.1.20:3000' }), async () => {
      await Promise.resolve();
      return siteConfig().url;
    });
    expect(inside).toBe('http://192.168.1.20:3000');
    expect(siteConfig().url).toBe('http://localhost:3000');
  });

  it('keeps SITE_URL when it is set', () => {
    process.env.SITE_URL = 'https://www.example.com';
    expect(siteUrlGiven()).toBe(true);
    expect(withRequestOrigin(req({ host: '192.168.1.20:3000' }), () => siteConfig().url)).toBe('http://localhost:3000');
  });

  it('gives pages the address asked at as their site’s (canonical links, QR codes, the card)', async () => {
    const ctx = {
      locale: 'zh-CN',
      locales: ['zh-CN', 'en'],
      defaultLocale: 'zh-CN',
      resolvedUrl: '/privacy',
      query: {},
      req: req({ host: '10.0.0.5:8080' }),
      res: { setHeader: jest.fn(), getHeader: () => undefined, statusCode: 200 },
    } as unknown as GetServerSidePropsContext;
    const result = (await definePage()(ctx)) as GetServerSidePropsResult<{ site: { url: string } }>;
    expect('props' in result && (await result.props).site.url).toBe('http://10.0.0.5:8080');
  });
});
