import {
  HASH_SCROLL_PATHS,
  findHashTarget,
  fixedHeaderOffset,
  scrollToHash,
  usesHashScroll,
} from '@/lib/hash-scroll';

function fakeWindow(scrollY = 0) {
  const scrollTo = jest.fn();
  return { win: { scrollTo, scrollY } as unknown as Window, scrollTo };
}

function addElement(html: string, top?: number): Element {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const el = holder.firstElementChild as HTMLElement;
  if (top !== undefined) {
    el.getBoundingClientRect = () => ({ top, height: 0 }) as DOMRect;
  }
  document.body.appendChild(el);
  return el;
}

beforeEach(() => {
  document.body.innerHTML = '';
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('usesHashScroll', () => {
  it('is on for exactly the six pages of docs/spec.md §2.4', () => {
    expect([...HASH_SCROLL_PATHS].sort()).toEqual(
      ['/brand', '/factory', '/join-us', '/provider', '/retailer', '/tmz'].sort(),
    );
    for (const path of ['/join-us', '/retailer', '/tmz', '/factory', '/provider', '/brand']) {
      expect(usesHashScroll(path)).toBe(true);
    }
  });

  it('is off elsewhere', () => {
    for (const path of ['/', '/home', '/hot', '/brand/', '/join-us/recruit-detail', '/en/brand', '/privacy']) {
      expect(usesHashScroll(path)).toBe(false);
    }
  });
});

describe('findHashTarget', () => {
  it('finds the element by selector', () => {
    const el = addElement('<section id="service"></section>');
    expect(findHashTarget('#service')).toBe(el);
  });

  it('falls back to the id when the hash is not a valid selector', () => {
    const el = addElement('<section id="1-intro"></section>');
    expect(() => document.querySelector('#1-intro')).toThrow();
    expect(findHashTarget('#1-intro')).toBe(el);
  });

  it('decodes a percent-encoded id', () => {
    const el = addElement('<section id="公司文化"></section>');
    expect(findHashTarget(`#${encodeURIComponent('公司文化')}`)).toBe(el);
  });

  it('returns null for no match, an empty hash, "#" and undecodable ids', () => {
    addElement('<section id="intro"></section>');
    expect(findHashTarget('#missing')).toBeNull();
    expect(findHashTarget('')).toBeNull();
    expect(findHashTarget('#')).toBeNull();
    expect(findHashTarget('#%E0%A4%A')).toBeNull();
  });
});

describe('fixedHeaderOffset', () => {
  it('is the height of the [data-fixed-header] element', () => {
    const header = addElement('<header data-fixed-header></header>') as HTMLElement;
    header.getBoundingClientRect = () => ({ top: 0, height: 64 }) as DOMRect;
    expect(fixedHeaderOffset()).toBe(64);
  });

  it('is 0 without a fixed header', () => {
    expect(fixedHeaderOffset()).toBe(0);
  });
});

describe('scrollToHash', () => {
  it('scrolls smoothly to the element top + scrollY − header offset', () => {
    addElement('<section id="equity"></section>', 500);
    const { win, scrollTo } = fakeWindow(300);
    scrollToHash('#equity', { win, offset: () => 64 });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 736, behavior: 'smooth' });
  });

  it('uses the fixed header height by default', () => {
    const header = addElement('<header data-fixed-header></header>') as HTMLElement;
    header.getBoundingClientRect = () => ({ top: 0, height: 72 }) as DOMRect;
    addElement('<section id="intro"></section>', 400);
    const { win, scrollTo } = fakeWindow(100);
    scrollToHash('#intro', { win });
    expect(scrollTo).toHaveBeenCalledWith({ top: 428, behavior: 'smooth' });
  });

  it('never scrolls above the top', () => {
    addElement('<section id="intro"></section>', 10);
    const { win, scrollTo } = fakeWindow(0);
    scrollToHash('#intro', { win, offset: () => 64 });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('scrolls to the top at once when there is no hash', () => {
    for (const hash of ['', '#']) {
      const { win, scrollTo } = fakeWindow(800);
      scrollToHash(hash, { win });
      expect(scrollTo).toHaveBeenCalledTimes(1);
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    }
  });

  it('retries 10 times 100 ms apart, then scrolls to the top', () => {
    const { win, scrollTo } = fakeWindow(800);
    const lookups = jest.spyOn(document, 'querySelector');
    scrollToHash('#nowhere', { win, offset: () => 0 });
    const selectorLookups = () => lookups.mock.calls.filter(([s]) => s === '#nowhere').length;
    expect(selectorLookups()).toBe(1);
    jest.advanceTimersByTime(100 * 8);
    expect(selectorLookups()).toBe(9);
    expect(scrollTo).not.toHaveBeenCalled();
    jest.advanceTimersByTime(99);
    expect(scrollTo).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(selectorLookups()).toBe(10);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    jest.advanceTimersByTime(5_000);
    expect(selectorLookups()).toBe(10);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('finds an element that appears on the 5th try', () => {
    const { win, scrollTo } = fakeWindow(50);
    scrollToHash('#late', { win, offset: () => 20 });
    jest.advanceTimersByTime(300); // tries 1–4 done
    expect(scrollTo).not.toHaveBeenCalled();
    addElement('<div id="late"></div>', 1_000);
    jest.advanceTimersByTime(99);
    expect(scrollTo).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1); // 5th try at 400 ms
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 1_030, behavior: 'smooth' });
    jest.advanceTimersByTime(2_000);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('stops retrying when cancelled', () => {
    const { win, scrollTo } = fakeWindow();
    const cancel = scrollToHash('#late', { win });
    jest.advanceTimersByTime(250);
    cancel();
    addElement('<div id="late"></div>', 100);
    jest.advanceTimersByTime(5_000);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('honours custom attempts and interval', () => {
    const { win, scrollTo } = fakeWindow();
    scrollToHash('#x', { win, attempts: 3, intervalMs: 50 });
    jest.advanceTimersByTime(99);
    expect(scrollTo).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
