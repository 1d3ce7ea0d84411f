import { runScript } from './load-script';

type RemWindow = Window & { __tmzRootSizeFor?: (width: number) => number };

function setClientWidth(width: number) {
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: width });
}

beforeEach(() => {
  jest.useFakeTimers();
  document.documentElement.style.fontSize = '';
});

afterEach(() => {
  jest.useRealTimers();
  // back to jsdom's own (prototype) clientWidth
  delete (document.documentElement as unknown as Record<string, unknown>).clientWidth;
});

describe('public/scripts/rem.js', () => {
  it('sizes the root font between 14 px at 320 px and 16 px from 414 px', () => {
    setClientWidth(360);
    runScript('rem.js', window, document);
    const rootSizeFor = (window as RemWindow).__tmzRootSizeFor!;
    expect(rootSizeFor(320)).toBe(14);
    expect(rootSizeFor(414)).toBe(16);
    expect(rootSizeFor(1280)).toBe(16);
    expect(rootSizeFor(360)).toBeCloseTo(14.85, 2);
    expect(rootSizeFor(375)).toBeCloseTo(15.17, 2);
    expect(rootSizeFor(240)).toBe(14);
    expect(rootSizeFor(0)).toBe(16);
    expect(rootSizeFor(Number.NaN)).toBe(16);
  });

  it('sets the root font size before first paint', () => {
    setClientWidth(360);
    runScript('rem.js', window, document);
    expect(document.documentElement.style.fontSize).toBe('14.85px');
  });

  it('falls back to innerWidth when clientWidth is 0', () => {
    setClientWidth(0);
    const win = { innerWidth: 320, addEventListener: jest.fn(), setTimeout };
    runScript('rem.js', win, document);
    expect(document.documentElement.style.fontSize).toBe('14px');
  });

  it('keeps 16 px on wide screens', () => {
    setClientWidth(1280);
    runScript('rem.js', window, document);
    expect(document.documentElement.style.fontSize).toBe('16px');
  });

  it('follows resizes, at most once per 100 ms', () => {
    setClientWidth(1280);
    const listeners: Record<string, () => void> = {};
    const win = {
      innerWidth: 1280,
      addEventListener: (type: string, fn: () => void) => {
        listeners[type] = fn;
      },
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    };
    runScript('rem.js', win, document);
    expect(document.documentElement.style.fontSize).toBe('16px');

    setClientWidth(320);
    listeners.resize!();
    listeners.resize!();
    expect(document.documentElement.style.fontSize).toBe('16px');
    jest.advanceTimersByTime(99);
    expect(document.documentElement.style.fontSize).toBe('16px');
    jest.advanceTimersByTime(1);
    expect(document.documentElement.style.fontSize).toBe('14px');
    expect(jest.getTimerCount()).toBe(0);

    setClientWidth(414);
    listeners.orientationchange!();
    expect(document.documentElement.style.fontSize).toBe('16px');
  });
});
