import { act, renderHook, waitFor } from '@testing-library/react';
import { RELOAD_GUARD_STORAGE_KEY } from '@/lib/constants';
import { progress } from '@/lib/progress';
import { useAppBehaviours } from '@/lib/use-app-behaviours';

type Handler = (...args: unknown[]) => void;

const mockRouter = {
  asPath: '/hot',
  beforePopState: jest.fn(),
  handlers: new Map<string, Set<Handler>>(),
  events: {
    on(type: string, handler: Handler) {
      if (!mockRouter.handlers.has(type)) mockRouter.handlers.set(type, new Set());
      mockRouter.handlers.get(type)?.add(handler);
    },
    off(type: string, handler: Handler) {
      mockRouter.handlers.get(type)?.delete(handler);
    },
  },
  emit(type: string, ...args: unknown[]) {
    act(() => {
      for (const handler of mockRouter.handlers.get(type) ?? []) handler(...args);
    });
  },
};

// a getter: jest.mock is hoisted above mockRouter's definition
jest.mock('next/router', () => ({
  __esModule: true,
  get default() {
    return mockRouter;
  },
}));
jest.mock('@/lib/nprogress-view', () => ({
  createNProgressView: () => ({ set: jest.fn(), finish: jest.fn(), hide: jest.fn() }),
}));

type HmtWindow = Window & { _hmt?: unknown[][] };

let begin: jest.SpyInstance;
let end: jest.SpyInstance;
let scrollTo: jest.SpyInstance;

beforeEach(() => {
  mockRouter.asPath = '/hot';
  mockRouter.handlers.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.sessionStorage.clear();
  window.location.hash = '';
  delete (window as HmtWindow)._hmt;
  begin = jest.spyOn(progress, 'begin').mockImplementation(() => undefined);
  end = jest.spyOn(progress, 'end').mockImplementation(() => undefined);
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

/**
 * Renders the hook and waits until its lazily loaded behaviours are listening to the router: the progress bar and
 * the scroll memory (lib/navigation/scroll-memory.ts) each listen to a route change's start.
 */
async function mount(statisticsId: string | undefined) {
  const rendered = renderHook(() => useAppBehaviours(statisticsId));
  await waitFor(() => expect(mockRouter.handlers.get('routeChangeStart')?.size).toBe(2));
  return rendered;
}

describe('useAppBehaviours', () => {
  it('reports the online status from browser events', async () => {
    const { result } = await mount(undefined);
    expect(result.current).toBe(true);
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(result.current).toBe(false);
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(result.current).toBe(true);
  });

  it('runs the progress bar for a route change', async () => {
    await mount(undefined);
    mockRouter.emit('routeChangeStart', '/brand', { shallow: false });
    expect(begin).toHaveBeenCalledTimes(1);
    expect(end).not.toHaveBeenCalled();
    mockRouter.emit('routeChangeComplete', '/brand', { shallow: false });
    expect(end).toHaveBeenCalledTimes(1);
    expect(end).toHaveBeenCalledWith(false);
  });

  it('ignores shallow route changes', async () => {
    await mount(undefined);
    mockRouter.emit('routeChangeStart', '/hot?page=2', { shallow: true });
    mockRouter.emit('routeChangeComplete', '/hot?page=2', { shallow: true });
    expect(begin).not.toHaveBeenCalled();
    expect(end).not.toHaveBeenCalled();
  });

  it('ends the first route load when a redirect starts the next', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    await mount(undefined);
    mockRouter.emit('routeChangeStart', '/a', { shallow: false });
    mockRouter.emit('routeChangeStart', '/b', { shallow: false });
    expect(begin).toHaveBeenCalledTimes(2);
    expect(end).toHaveBeenCalledTimes(1);
    mockRouter.emit('routeChangeComplete', '/b', { shallow: false });
    expect(end).toHaveBeenCalledTimes(2);
  });

  it('logs a cancelled navigation quietly, without failing the bar', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockRouter.asPath = '/a';
    await mount(undefined);
    mockRouter.emit('routeChangeStart', '/b', { shallow: false });
    mockRouter.emit('routeChangeError', Object.assign(new Error('Route Cancelled'), { cancelled: true }), '/b', {});
    expect(end).toHaveBeenCalledWith(false);
    expect(info).toHaveBeenCalledWith('Navigation cancelled from "/a" to "/b" with a new navigation.');
    expect(error).not.toHaveBeenCalled();
  });

  it('fails the bar and logs the message of a failed navigation', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockRouter.asPath = '/a';
    await mount(undefined);
    mockRouter.emit('routeChangeStart', '/brand', { shallow: false });
    mockRouter.emit('routeChangeError', new Error('Failed to load script: /_next/static/chunks/pages/brand.js'), '/brand', {});
    expect(end).toHaveBeenCalledWith(true);
    expect(error).toHaveBeenCalledWith(
      'Failed to resolve async component /brand: Failed to load script: /_next/static/chunks/pages/brand.js',
    );
    // a chunk failure claims the page reload
    expect(window.sessionStorage.getItem(RELOAD_GUARD_STORAGE_KEY)).not.toBeNull();
  });

  it('does not reload for a failed navigation that is not a chunk failure', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await mount(undefined);
    mockRouter.emit('routeChangeError', new Error('boom'), '/brand', {});
    expect(window.sessionStorage.getItem(RELOAD_GUARD_STORAGE_KEY)).toBeNull();
    // no route load was running: nothing to end
    expect(end).not.toHaveBeenCalled();
  });

  it('reloads once on an unhandled chunk rejection, until unmounted', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = await mount(undefined);
    const rejection = (reason: unknown) => {
      const event = new Event('unhandledrejection');
      Object.defineProperty(event, 'reason', { value: reason });
      window.dispatchEvent(event);
    };
    const chunkError = Object.assign(new Error('Loading chunk 9 failed.'), { name: 'ChunkLoadError' });
    rejection(chunkError);
    expect(window.sessionStorage.getItem(RELOAD_GUARD_STORAGE_KEY)).not.toBeNull();
    unmount();
    window.sessionStorage.clear();
    rejection(chunkError);
    expect(window.sessionStorage.getItem(RELOAD_GUARD_STORAGE_KEY)).toBeNull();
  });

  it('loads statistics when configured and records page views', async () => {
    mockRouter.asPath = '/brand';
    await mount('site-id');
    expect(document.querySelectorAll('script[src="https://hm.baidu.com/hm.js?site-id"]')).toHaveLength(1);
    mockRouter.emit('routeChangeComplete', '/en/tmz', { shallow: false });
    expect((window as HmtWindow)._hmt).toEqual([
      ['_trackPageview', '/brand'],
      ['_trackPageview', '/en/tmz'],
    ]);
  });

  it('loads no statistics without an id', async () => {
    await mount('');
    mockRouter.emit('routeChangeComplete', '/tmz', { shallow: false });
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect((window as HmtWindow)._hmt).toBeUndefined();
  });

  it('scrolls to the hash target on the six hash-scroll pages', async () => {
    await mount(undefined);
    const section = document.createElement('section');
    section.id = 'service';
    section.getBoundingClientRect = () => ({ top: 640, height: 100 }) as DOMRect;
    document.body.appendChild(section);
    window.location.hash = '#service';
    mockRouter.emit('routeChangeComplete', '/en/brand#service', { shallow: false });
    expect(scrollTo).toHaveBeenCalledWith({ top: 640, behavior: 'smooth' });
  });

  it('scrolls on hash changes within a hash-scroll page', async () => {
    mockRouter.asPath = '/join-us';
    await mount(undefined);
    scrollTo.mockClear();
    const section = document.createElement('section');
    section.id = 'positions';
    section.getBoundingClientRect = () => ({ top: 300, height: 100 }) as DOMRect;
    document.body.appendChild(section);
    window.location.hash = '#positions';
    mockRouter.emit('hashChangeComplete', '/join-us#positions', { shallow: false });
    expect(scrollTo).toHaveBeenCalledWith({ top: 300, behavior: 'smooth' });
  });

  it('leaves scrolling alone on other pages', async () => {
    await mount(undefined);
    window.location.hash = '#list';
    mockRouter.emit('routeChangeComplete', '/hot#list', { shallow: false });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('stops listening to the router when unmounted', async () => {
    const { unmount } = await mount(undefined);
    unmount();
    mockRouter.emit('routeChangeStart', '/brand', { shallow: false });
    expect(begin).not.toHaveBeenCalled();
    expect([...mockRouter.handlers.values()].every((set) => set.size === 0)).toBe(true);
  });
});

describe('useAppBehaviours: guard redirects', () => {
  it('logs the redirect message when a navigation is redirected by a guard', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    mockRouter.asPath = '/hot';
    await mount(undefined);
    mockRouter.emit('routeChangeStart', '/publish', { shallow: false });
    // Next follows a getServerSideProps redirect by starting the next navigation without ending the first.
    mockRouter.emit('routeChangeStart', '/login?redirect=%2Fpublish', { shallow: false });
    expect(info).toHaveBeenCalledWith('Redirected when going from "/hot" to "/publish" via a navigation guard.');
    mockRouter.emit('routeChangeComplete', '/login?redirect=%2Fpublish', { shallow: false });
    expect(begin).toHaveBeenCalledTimes(2);
    expect(end).toHaveBeenCalledTimes(2);
  });

  it('does not call a superseded navigation a redirect', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    mockRouter.asPath = '/hot';
    await mount(undefined);
    mockRouter.emit('routeChangeStart', '/brand', { shallow: false });
    mockRouter.emit('routeChangeError', Object.assign(new Error('Route Cancelled'), { cancelled: true }), '/brand', {});
    mockRouter.emit('routeChangeStart', '/tmz', { shallow: false });
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith('Navigation cancelled from "/hot" to "/brand" with a new navigation.');
  });
});

describe('useAppBehaviours: readiness marker', () => {
  it('marks the document once the behaviours listen, and unmarks it when they stop', async () => {
    const { unmount } = await mount(undefined);
    expect(document.documentElement.dataset.behaviours).toBe('ready');
    unmount();
    expect(document.documentElement.dataset.behaviours).toBeUndefined();
  });
});
