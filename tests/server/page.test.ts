import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import enCommon from '@/locales/en/common.json';
import enPrivacy from '@/locales/en/privacy.json';
import zhCommon from '@/locales/zh-CN/common.json';
import { normaliseError } from '@/lib/errors';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, definePage, varyOnCookie } from '@/server/http/page';

const SETTINGS = {
  SITE_NAME: '测试平台',
  SITE_NAME_EN: 'Test Platform',
  SITE_URL: 'https://www.example.com/',
  PUBLIC_SECURITY_NUMBER: '沪公网安备 31010602000001号',
  STATISTICS_ID: 'stats-id',
  API_BASE_URL: 'https://api.example.com',
};

beforeAll(() => {
  // read once by server/kernel/env on first use
  Object.assign(process.env, SETTINGS);
});

/** A context whose response keeps its headers (lower-case names), as Node's does; `vary` may be set beforehand, as Next does. */
function fakeContext(overrides: Partial<GetServerSidePropsContext> = {}, vary?: string) {
  const headers: Record<string, string | string[]> = vary === undefined ? {} : { vary };
  const setHeader = jest.fn((name: string, value: string | string[]) => {
    headers[name.toLowerCase()] = value;
  });
  const getHeader = (name: string) => headers[name.toLowerCase()];
  const ctx = {
    locale: 'en',
    locales: ['zh-CN', 'en'],
    defaultLocale: 'zh-CN',
    resolvedUrl: '/brand',
    params: undefined,
    query: {},
    req: { headers: {} },
    res: { setHeader, getHeader, statusCode: 200 },
    ...overrides,
  } as unknown as GetServerSidePropsContext;
  return { ctx, setHeader, headers };
}

/** The props of a result that must have props. */
async function propsOf(result: Promise<GetServerSidePropsResult<object>>): Promise<Record<string, unknown>> {
  const settled = await result;
  if (!('props' in settled)) throw new Error(`expected props, got ${JSON.stringify(settled)}`);
  return (await settled.props) as Record<string, unknown>;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('varyOnCookie', () => {
  function response(vary?: string | string[]) {
    const headers: Record<string, string | string[] | undefined> = { vary };
    return {
      headers,
      getHeader: (name: string) => headers[name.toLowerCase()],
      setHeader: (name: string, value: string | string[]) => {
        headers[name.toLowerCase()] = value;
        return undefined as never;
      },
    };
  }

  it('adds Cookie once, keeping every listed header (given as one value or several)', () => {
    const one = response();
    varyOnCookie(one);
    varyOnCookie(one);
    expect(one.headers.vary).toBe('Cookie');
    const several = response(['RSC', 'Accept-Encoding, Next-Url']);
    varyOnCookie(several);
    expect(several.headers.vary).toBe('RSC, Accept-Encoding, Next-Url, Cookie');
  });

  it('leaves a Vary that names the cookie already (in any case) or is *', () => {
    for (const vary of ['cookie', 'Accept-Encoding, COOKIE', '*']) {
      const res = response(vary);
      varyOnCookie(res);
      expect(res.headers.vary).toBe(vary);
    }
  });
});

describe('definePage', () => {
  it('gives every page its translations, the site and the runtime configuration', async () => {
    const { ctx } = fakeContext();
    const props = await propsOf(definePage()(ctx));
    expect(props.i18n).toEqual({ locale: 'en', resources: { common: enCommon } });
    expect(props.site).toMatchObject({
      name: '测试平台',
      nameEn: 'Test Platform',
      url: 'https://www.example.com',
      publicSecurityCode: '31010602000001',
      statisticsId: 'stats-id',
      phone: '400-000-0000',
    });
    expect(props.runtime).toEqual({ apiBaseUrl: 'https://api.example.com' });
  });

  it('loads the named namespaces besides common', async () => {
    const { ctx } = fakeContext();
    const props = await propsOf(definePage({ namespaces: ['privacy'] })(ctx));
    expect(props.i18n).toEqual({ locale: 'en', resources: { common: enCommon, privacy: enPrivacy } });
  });

  it('uses zh-CN for the default locale and for unknown ones', async () => {
    for (const locale of ['zh-CN', undefined, 'fr']) {
      const { ctx } = fakeContext({ locale });
      const props = await propsOf(definePage()(ctx));
      expect(props.i18n).toEqual({ locale: 'zh-CN', resources: { common: zhCommon } });
    }
  });

  it('lets anonymous public pages be cached', async () => {
    const { ctx, setHeader } = fakeContext();
    await definePage()(ctx);
    expect(setHeader).toHaveBeenCalledWith('Cache-Control', PUBLIC_CACHE_CONTROL);
    expect(PUBLIC_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(PRIVATE_CACHE_CONTROL).toBe('private, no-store');
  });

  it('sends Vary: Cookie with a cacheable page, so that a shared cache keeps a copy per Cookie header', async () => {
    const { ctx, headers } = fakeContext();
    await definePage()(ctx);
    expect(headers).toEqual({ vary: 'Cookie', 'cache-control': PUBLIC_CACHE_CONTROL });
  });

  it('sends Vary: Cookie with a guard redirect too', async () => {
    const { ctx, headers } = fakeContext();
    await definePage({ guards: ['auth'] })(ctx);
    expect(headers).toEqual({ vary: 'Cookie', 'cache-control': PRIVATE_CACHE_CONTROL });
  });

  it("appends Cookie to the Vary that Next set before (an RSC request's), without clobbering it", async () => {
    const rsc = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch';
    const { ctx, headers } = fakeContext({}, rsc);
    await definePage()(ctx);
    expect(headers.vary).toBe(`${rsc}, Cookie`);
  });

  it('merges the page loader props and hands it the context with the viewer', async () => {
    const load = jest.fn(async () => ({ props: { title: '品牌方' } }));
    const { ctx } = fakeContext({ query: { id: '3' } });
    const props = await propsOf(definePage({ load })(ctx));
    expect(props.title).toBe('品牌方');
    expect(props.i18n).toMatchObject({ locale: 'en' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(expect.objectContaining({ viewer: null, query: { id: '3' }, resolvedUrl: '/brand' }));
  });

  it('awaits loader props given as a promise', async () => {
    const { ctx } = fakeContext();
    const result = await definePage({ load: async () => ({ props: Promise.resolve({ count: 2 }) }) })(ctx);
    // Next accepts promised props, but the page gets them resolved and merged with the base props
    expect('props' in result && !(result.props instanceof Promise)).toBe(true);
    expect(await propsOf(Promise.resolve(result))).toMatchObject({ count: 2, i18n: { locale: 'en' } });
  });

  it('passes a loader notFound through without caching headers or translations', async () => {
    const { ctx, headers } = fakeContext();
    const result = await definePage({ load: async () => ({ notFound: true as const }) })(ctx);
    expect(result).toEqual({ notFound: true });
    expect(headers).toEqual({ vary: 'Cookie' });
  });

  it('passes a loader redirect through', async () => {
    const { ctx } = fakeContext();
    const redirect = { destination: '/hot', permanent: false };
    expect(await definePage({ load: async () => ({ redirect }) })(ctx)).toEqual({ redirect });
  });

  it('lets loader errors reach the error page', async () => {
    const { ctx } = fakeContext();
    const error = new Error('database down');
    expect(await rejection(definePage({ load: async () => Promise.reject(error) })(ctx))).toBe(error);
  });

  describe('guards', () => {
    it('sends a zh-CN visitor of an auth page to /login with the page to come back to', async () => {
      const { ctx, setHeader } = fakeContext({ locale: 'zh-CN', resolvedUrl: '/publish?draft=1' });
      const load = jest.fn();
      const result = await definePage({ guards: ['auth'], load })(ctx);
      expect(result).toEqual({
        redirect: { destination: '/login?redirect=%2Fpublish%3Fdraft%3D1', permanent: false },
      });
      expect(load).not.toHaveBeenCalled();
      // A redirect that depends on who asks is never kept by a shared cache.
      expect(setHeader.mock.calls).toEqual([
        ['Vary', 'Cookie'],
        ['Cache-Control', 'private, no-store'],
      ]);
    });

    it('sends an English visitor to the English login page, coming back to the English page', async () => {
      const { ctx } = fakeContext({ locale: 'en', resolvedUrl: '/brand' });
      const result = await definePage({ guards: ['auth'] })(ctx);
      expect(result).toEqual({
        redirect: { destination: '/en/login?redirect=%2Fen%2Fbrand', permanent: false },
      });
    });

    it('sends visitors of exhibitor pages to the exhibitor login', async () => {
      const { ctx } = fakeContext({ locale: 'zh-CN', resolvedUrl: '/exhibitor' });
      const result = await definePage({ guards: ['exhibitor'] })(ctx);
      expect(result).toEqual({
        redirect: { destination: '/exhibitor/login?redirect=%2Fexhibitor', permanent: false },
      });
    });

    it('lets an anonymous visitor see guest pages', async () => {
      const { ctx } = fakeContext({ locale: 'zh-CN', resolvedUrl: '/login' });
      const props = await propsOf(definePage({ guards: ['guest'] })(ctx));
      expect(props.i18n).toMatchObject({ locale: 'zh-CN' });
    });

    it('rejects an unknown guard with a 500 "Unknown middleware <name>"', async () => {
      const { ctx } = fakeContext();
      const error = await rejection(definePage({ guards: ['x'] })(ctx));
      expect(normaliseError(error)).toEqual({ statusCode: 500, message: 'Unknown middleware x' });
    });
  });
});
