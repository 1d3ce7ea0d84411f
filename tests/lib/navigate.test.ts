import { addNavigationGuard, guardHistory, isCurrentLocation, navigate, type HistoryRouter } from '@/lib/navigate';

/** The site's navigation: to another page through the router; to the page shown now, nothing but docs/spec.md §8's report. */

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

  it('avoids a navigation to the current location and reports it with docs/spec.md §8’s words', async () => {
    const router = routerAt('/activities?kind=salon');
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    await expect(navigate(router, '/activities?kind=salon')).resolves.toBe(false);
    expect(router.push).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith('Avoided redundant navigation to current location: "/activities?kind=salon".');
    info.mockRestore();
  });
});

describe('navigation guards', () => {
  it('asks each guard; a refusal aborts the navigation, keeps the page and reports it with docs/spec.md §8’s words', async () => {
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

describe('guardHistory: the browser’s back and forward buttons', () => {
  type PopState = Parameters<Parameters<HistoryRouter['beforePopState']>[0]>[0];
  type Handler = (url: string) => void;

  /** Next's router and the window at /admin/articles/edit?id=4, whose history entry has Next's state. */
  function historyAt() {
    const handlers = new Map<string, Handler>();
    let beforePopState: (state: PopState) => boolean = () => true;
    const router = {
      asPath: '/admin/articles/edit?id=4',
      events: { on: (type: string, handler: Handler) => handlers.set(type, handler), off: (type: string) => handlers.delete(type) },
      beforePopState: (callback: (state: PopState) => boolean) => {
        beforePopState = callback;
      },
    } as unknown as HistoryRouter;
    const state = { url: '/admin/articles/edit?id=4', as: '/admin/articles/edit?id=4', __N: true, key: 'k4' };
    const win = {
      history: { state, pushState: jest.fn() },
      location: { href: 'http://127.0.0.1/admin/articles/edit?id=4' },
    } as unknown as Window & { history: { pushState: jest.Mock } };
    const pop = (as: string) => beforePopState({ url: as, as, options: {} } as PopState);
    return { router, win, state, handlers, pop };
  }

  it('asks the guards before leaving the page; a refusal puts the page’s entry back and reports it', () => {
    const { router, win, state, pop } = historyAt();
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const stop = guardHistory(router, win);
    const guard = jest.fn(() => false);
    const remove = addNavigationGuard(guard);

    expect(pop('/admin/articles')).toBe(false);
    expect(guard).toHaveBeenCalledWith('/admin/articles');
    expect(win.history.pushState).toHaveBeenCalledWith(state, '', 'http://127.0.0.1/admin/articles/edit?id=4');
    expect(info).toHaveBeenCalledWith('Navigation aborted from "/admin/articles/edit?id=4" to "/admin/articles" via a navigation guard.');

    remove();
    expect(pop('/admin/articles')).toBe(true);
    expect(win.history.pushState).toHaveBeenCalledTimes(1);
    stop();
    info.mockRestore();
  });

  it('lets a move within the page (another hash) through without asking', () => {
    const { router, win, pop } = historyAt();
    const stop = guardHistory(router, win);
    const guard = jest.fn(() => false);
    const remove = addNavigationGuard(guard);
    expect(pop('/admin/articles/edit?id=4#body')).toBe(true);
    expect(guard).not.toHaveBeenCalled();
    remove();
    stop();
  });

  it('puts back the entry of the page as it is after a navigation in place (a new article given its id)', () => {
    const { router, win, handlers, pop } = historyAt();
    const stop = guardHistory(router, win);
    const moved = { url: '/publish?id=9', as: '/publish?id=9', __N: true, key: 'k9' };
    Object.assign(win.history, { state: moved });
    Object.assign(win.location, { href: 'http://127.0.0.1/publish?id=9' });
    handlers.get('routeChangeComplete')?.('/publish?id=9');
    const remove = addNavigationGuard(() => false);
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(pop('/publish')).toBe(false);
    expect(win.history.pushState).toHaveBeenCalledWith(moved, '', 'http://127.0.0.1/publish?id=9');
    remove();
    stop();
    expect(handlers.size).toBe(0);
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
