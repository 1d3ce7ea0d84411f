import mitt from 'next/dist/shared/lib/mitt';
import { installScrollMemory, type ScrollRouter } from '@/lib/navigation/scroll-memory';

/**
 * Back and Forward return to the place left (lib/navigation/scroll-memory.ts): each
 * history entry's place, restored once the page transition has brought the
 * page in and it is tall enough; not on a new visit; not against the visitor.
 */

let y = 0;
let height = 5000;
const scrollTo = jest.fn();
const frames = () => new Promise((resolve) => setTimeout(resolve, 60));

function setup() {
  const router = { events: mitt() } as unknown as ScrollRouter;
  window.history.replaceState({ key: 'list' }, '', '/activities');
  const memory = installScrollMemory(router);
  return { router, memory };
}

function scrollBy(to: number) {
  y = to;
  window.dispatchEvent(new Event('scroll'));
}

/** A push navigation (a link): Next scrolls the new entry to the top. */
async function push(router: ScrollRouter, key: string, url: string) {
  router.events.emit('routeChangeStart', url, { shallow: false });
  window.history.pushState({ key }, '', url);
  y = 0;
  router.events.emit('routeChangeComplete', url, { shallow: false });
  await frames();
}

/** Back or Forward to the entry `key`: the browser pops it, Next renders it (scrolling to the top), then completes. */
function pop(router: ScrollRouter, key: string, url: string) {
  window.history.replaceState({ key }, '', url);
  window.dispatchEvent(new PopStateEvent('popstate', { state: { key } }));
  router.events.emit('routeChangeStart', url, { shallow: false });
  y = 0;
  router.events.emit('routeChangeComplete', url, { shallow: false });
}

beforeEach(() => {
  y = 0;
  height = 5000;
  window.sessionStorage.clear();
  document.body.innerHTML = '<div data-transition="page"></div>';
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => height });
  scrollTo.mockReset().mockImplementation((options: ScrollToOptions) => {
    y = Math.min(options.top ?? 0, height - window.innerHeight);
  });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

describe('scroll memory', () => {
  it('turns the browser\'s own restoration off while installed', () => {
    const { memory } = setup();
    expect(window.history.scrollRestoration).toBe('manual');
    memory.stop();
  });

  it('returns to the place in the list on Back, and says so (no hash scroll then)', async () => {
    const { router, memory } = setup();
    scrollBy(2043);
    await frames();
    await push(router, 'detail', '/activityDetail?id=1');
    expect(memory.restoring()).toBe(false);
    pop(router, 'list', '/activities');
    expect(memory.restoring()).toBe(true);
    await frames();
    expect(y).toBe(2043);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 2043, left: 0, behavior: 'instant' });
    memory.stop();
  });

  it('waits while the old page is still leaving and while the page is too short', async () => {
    const { router, memory } = setup();
    scrollBy(2043);
    await frames();
    await push(router, 'detail', '/activityDetail?id=1');
    const wrapper = document.querySelector('[data-transition="page"]')!;
    wrapper.className = 'page-leave-active page-leave-to';
    height = 1200;
    pop(router, 'list', '/activities');
    await frames();
    expect(scrollTo).not.toHaveBeenCalled();
    wrapper.className = 'page-enter-active';
    await frames();
    expect(scrollTo).not.toHaveBeenCalled();
    height = 5000;
    await frames();
    expect(y).toBe(2043);
    memory.stop();
  });

  it('gives way to the visitor: a wheel or touch first stops it', async () => {
    const { router, memory } = setup();
    scrollBy(2043);
    await frames();
    await push(router, 'detail', '/activityDetail?id=1');
    height = 1000;
    pop(router, 'list', '/activities');
    window.dispatchEvent(new Event('wheel'));
    height = 5000;
    await frames();
    expect(scrollTo).not.toHaveBeenCalled();
    memory.stop();
  });

  it('keeps each entry its own place, and leaves a new visit (a link) at the top', async () => {
    const { router, memory } = setup();
    scrollBy(1500);
    await frames();
    await push(router, 'detail', '/activityDetail?id=1');
    scrollBy(300);
    await frames();
    await push(router, 'list-again', '/activities');
    expect(scrollTo).not.toHaveBeenCalled();
    pop(router, 'detail', '/activityDetail?id=1');
    await frames();
    expect(y).toBe(300);
    pop(router, 'list', '/activities');
    await frames();
    expect(y).toBe(1500);
    memory.stop();
  });
});
