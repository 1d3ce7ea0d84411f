import { isCurrentLocation, navigate } from '@/lib/navigate';

/** The site's navigation: to another page through the router; to the page shown now, nothing but SPEC.md's report. */

function routerAt(asPath: string, locale = 'zh-CN') {
  return { asPath, locale, push: jest.fn(() => Promise.resolve(true)) };
}

describe('navigate', () => {
  it('goes through the router to another page, in the page’s language unless told', async () => {
    const router = routerAt('/news');
    await expect(navigate(router, '/hot')).resolves.toBe(true);
    await navigate(router, '/news', { locale: 'en' });
    expect(router.push.mock.calls).toEqual([
      ['/hot', undefined, { locale: 'zh-CN' }],
      ['/news', undefined, { locale: 'en' }],
    ]);
  });

  it('avoids a navigation to the current location and reports it with SPEC.md section 8’s words', async () => {
    const router = routerAt('/activities?kind=salon');
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    await expect(navigate(router, '/activities?kind=salon')).resolves.toBe(false);
    expect(router.push).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith('Avoided redundant navigation to current location: "/activities?kind=salon".');
    info.mockRestore();
  });
});

describe('isCurrentLocation', () => {
  it('compares the path, query, hash and language', () => {
    const router = routerAt('/brand#service');
    expect(isCurrentLocation(router, '/brand#service')).toBe(true);
    expect(isCurrentLocation(router, '/brand')).toBe(false);
    expect(isCurrentLocation(router, '/brand#service', 'en')).toBe(false);
  });
});
