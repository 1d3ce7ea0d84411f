import { cached, clearCache, invalidate } from '@/server/kernel/cache';

beforeEach(() => clearCache());

describe('cached', () => {
  it('loads once within the time window and again after it', async () => {
    const load = jest.fn(async () => 'value');
    await expect(cached('k', ['a'], load, 1000, 0)).resolves.toBe('value');
    await expect(cached('k', ['a'], load, 1000, 999)).resolves.toBe('value');
    expect(load).toHaveBeenCalledTimes(1);
    await cached('k', ['a'], load, 1000, 1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent callers', async () => {
    let resolve: (v: number) => void = () => undefined;
    const load = jest.fn(() => new Promise<number>((r) => (resolve = r)));
    const first = cached('k', [], load, 1000, 0);
    const second = cached('k', [], load, 1000, 1);
    resolve(7);
    await expect(Promise.all([first, second])).resolves.toEqual([7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    await expect(cached('k', [], load, 1000, 0)).rejects.toThrow('down');
    await expect(cached('k', [], load, 1000, 1)).resolves.toBe('up');
  });

  it('forgets entries of an invalidated tag only', async () => {
    const articles = jest.fn(async () => 'articles');
    const jobs = jest.fn(async () => 'jobs');
    await cached('a', ['articles'], articles, 60_000, 0);
    await cached('j', ['jobs'], jobs, 60_000, 0);
    invalidate('articles');
    await cached('a', ['articles'], articles, 60_000, 1);
    await cached('j', ['jobs'], jobs, 60_000, 1);
    expect(articles).toHaveBeenCalledTimes(2);
    expect(jobs).toHaveBeenCalledTimes(1);
  });
});

describe('the page cache of the production server', () => {
  it('is cleared by every invalidation and by clearCache, when the server runs one', () => {
    const clear = jest.fn();
    const globals = globalThis as unknown as { __tmzPageCache?: { clear(): void } };
    globals.__tmzPageCache = { clear };
    try {
      invalidate('articles');
      clearCache();
      expect(clear).toHaveBeenCalledTimes(2);
    } finally {
      delete globals.__tmzPageCache;
    }
  });
});
