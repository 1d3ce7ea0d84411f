import { withMinimumDelay } from '@/lib/min-delay';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

function settledState<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  promise.then(
    (value) => {
      state.settled = true;
      state.value = value;
    },
    (error: unknown) => {
      state.settled = true;
      state.error = error;
    },
  );
  return state;
}

describe('withMinimumDelay', () => {
  it('holds fast work until 200 ms have passed', async () => {
    const state = settledState(withMinimumDelay(Promise.resolve('fast')));
    await jest.advanceTimersByTimeAsync(199);
    expect(state.settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(state).toEqual({ settled: true, value: 'fast' });
  });

  it('accepts a function that starts the work', async () => {
    const work = jest.fn(() => Promise.resolve(7));
    const state = settledState(withMinimumDelay(work));
    expect(work).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(200);
    expect(state.value).toBe(7);
  });

  it('adds no delay to slow work', async () => {
    const slow = new Promise<string>((resolve) => setTimeout(() => resolve('slow'), 500));
    const state = settledState(withMinimumDelay(slow));
    await jest.advanceTimersByTimeAsync(499);
    expect(state.settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(state).toEqual({ settled: true, value: 'slow' });
  });

  it('tops up work that takes part of the minimum', async () => {
    const medium = new Promise<string>((resolve) => setTimeout(() => resolve('medium'), 120));
    const state = settledState(withMinimumDelay(medium));
    await jest.advanceTimersByTimeAsync(199);
    expect(state.settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(state.value).toBe('medium');
  });

  it('delays a rejection too, and rejects with the same error', async () => {
    const error = new Error('failed');
    const state = settledState(withMinimumDelay(Promise.reject(error)));
    await jest.advanceTimersByTimeAsync(199);
    expect(state.settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe(true);
    expect(state.error).toBe(error);
  });

  it('honours a custom minimum', async () => {
    const state = settledState(withMinimumDelay(Promise.resolve(1), 1_000));
    await jest.advanceTimersByTimeAsync(999);
    expect(state.settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe(true);
  });
});
