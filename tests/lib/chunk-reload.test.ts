import {
  claimReload,
  handleChunkFailure,
  installChunkReloadGuard,
  isChunkLoadError,
} from '@/lib/chunk-reload';
import { RELOAD_GUARD_STORAGE_KEY, RELOAD_GUARD_WINDOW_MS } from '@/lib/constants';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: jest.fn((key: string) => data.get(key) ?? null),
    setItem: jest.fn((key: string, value: string) => {
      data.set(key, value);
    }),
  };
}

function chunkError(message = 'Loading chunk 123 failed.\n(error: https://x/_next/static/chunks/123.js)') {
  const error = new Error(message);
  error.name = 'ChunkLoadError';
  return error;
}

describe('claimReload', () => {
  it('allows the first reload and records its time', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, 1_000_000)).toBe(true);
    expect(storage.data.get(RELOAD_GUARD_STORAGE_KEY)).toBe('1000000');
  });

  it('refuses a second reload within 60 000 ms (59 999 ms later)', () => {
    const storage = memoryStorage({ [RELOAD_GUARD_STORAGE_KEY]: '1000000' });
    expect(claimReload(storage, 1_000_000 + 59_999)).toBe(false);
    expect(storage.data.get(RELOAD_GUARD_STORAGE_KEY)).toBe('1000000');
  });

  it('allows it again exactly 60 000 ms later', () => {
    const storage = memoryStorage({ [RELOAD_GUARD_STORAGE_KEY]: '1000000' });
    expect(claimReload(storage, 1_000_000 + 60_000)).toBe(true);
    expect(storage.data.get(RELOAD_GUARD_STORAGE_KEY)).toBe('1060000');
  });

  it('uses the 60 000 ms window of lib/constants by default', () => {
    expect(RELOAD_GUARD_WINDOW_MS).toBe(60_000);
    const storage = memoryStorage({ [RELOAD_GUARD_STORAGE_KEY]: '0' });
    // a stored 0 or garbage counts as "never"
    expect(claimReload(storage, 5)).toBe(true);
    storage.data.set(RELOAD_GUARD_STORAGE_KEY, 'garbage');
    expect(claimReload(storage, 10)).toBe(true);
  });

  it('honours a custom window', () => {
    const storage = memoryStorage({ [RELOAD_GUARD_STORAGE_KEY]: '1000' });
    expect(claimReload(storage, 1_999, 1_000)).toBe(false);
    expect(claimReload(storage, 2_000, 1_000)).toBe(true);
  });

  it('still reloads once when storage throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimReload(throwing, 1_000)).toBe(true);
  });

  it('reloads without storage at all', () => {
    expect(claimReload(undefined, 1_000)).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    ['a ChunkLoadError by name', chunkError('whatever')],
    ['a "Loading chunk … failed" message', new Error('Loading chunk 42 failed.')],
    ['a "Loading chunk" message with a named chunk', new Error('Loading chunk pages-brand-abc failed.')],
    ['a "Loading CSS chunk … failed" message', new Error('Loading CSS chunk 7 failed.')],
    ['a "Failed to load script" message', new Error('Failed to load script: /_next/static/chunks/pages/brand.js')],
    ['a "Failed to load stylesheet" message', new Error('Failed to load stylesheet: /_next/static/css/a.css')],
  ])('is true for %s', (_label, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['a plain error', new Error('boom')],
    ['a network error', new Error('Network Error')],
    ['a string', 'Loading chunk 1 failed.'],
    ['null', null],
    ['undefined', undefined],
    ['an object without message', {}],
  ])('is false for %s', (_label, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('handleChunkFailure', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
  });

  it('reloads once, and not again within the window', () => {
    const reload = jest.fn();
    let now = 5_000_000;
    const deps = { win: window, now: () => now, reload };
    expect(handleChunkFailure(chunkError(), deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(RELOAD_GUARD_STORAGE_KEY)).toBe('5000000');

    now += 59_999;
    expect(handleChunkFailure(chunkError(), deps)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    now += 1;
    expect(handleChunkFailure(chunkError(), deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('ignores errors that are not chunk failures', () => {
    const reload = jest.fn();
    expect(handleChunkFailure(new Error('boom'), { win: window, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(RELOAD_GUARD_STORAGE_KEY)).toBeNull();
  });

  it('reloads when reading sessionStorage itself throws', () => {
    const reload = jest.fn();
    const win = {
      get sessionStorage(): Storage {
        throw new Error('SecurityError');
      },
    } as unknown as Window;
    expect(handleChunkFailure(chunkError(), { win, reload, now: () => 1 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('uses location.reload of the window by default', () => {
    const reload = jest.fn();
    const win = { sessionStorage: memoryStorage(), location: { reload } } as unknown as Window;
    expect(handleChunkFailure(chunkError(), { win, now: () => 1_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('installChunkReloadGuard', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
  });

  function rejection(reason: unknown): Event {
    const event = new Event('unhandledrejection');
    Object.defineProperty(event, 'reason', { value: reason });
    return event;
  }

  it('reloads on an unhandled chunk rejection and stops listening when uninstalled', () => {
    const reload = jest.fn();
    let now = 10_000_000;
    const uninstall = installChunkReloadGuard({ win: window, reload, now: () => now });

    window.dispatchEvent(rejection(new Error('boom')));
    expect(reload).not.toHaveBeenCalled();

    window.dispatchEvent(rejection(chunkError()));
    expect(reload).toHaveBeenCalledTimes(1);

    window.dispatchEvent(rejection(chunkError()));
    expect(reload).toHaveBeenCalledTimes(1);

    uninstall();
    window.sessionStorage.clear();
    now += 120_000;
    window.dispatchEvent(rejection(chunkError()));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
