import { addNavigationGuard, isCurrentLocation, navigate } from '@/lib/navigate';

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

describe('navigation guards', () => {
  it('asks each guard; a refusal aborts the navigation, keeps the page and reports it with SPEC.md section 8’s words', async () => {
    const router = routerAt('/admin/articles/edit?id=4');
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const guard = jest.fn((to: string) => to !== '/admin');
    const remove = addNavigationGuard(guard);
    await expect(navigate(router, '/admin')).resolves.toBe(false);
    expect(guard).toHaveBeenCalledWith('/admin');
    expect(router.push).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith('Navigation aborted from "/admin/articles/edit?id=4" to "/admin" via a navigation guard.');

    await expect(navigate(router, '/admin/articles')).resolves.toBe(true);
    remove();
    await expect(navigate(router, '/admin')).resolves.toBe(true);
    expect(router.push.mock.calls).toEqual([
      ['/admin/articles', undefined, { locale: 'zh-CN' }],
      ['/admin', undefined, { locale: 'zh-CN' }],
    ]);
    info.mockRestore();
  });

  it('does not ask about a navigation to the page shown now', async () => {
    const guard = jest.fn(() => false);
    const remove = addNavigationGuard(guard);
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    await expect(navigate(routerAt('/news'), '/news')).resolves.toBe(false);
    expect(guard).not.toHaveBeenCalled();
    remove();
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
