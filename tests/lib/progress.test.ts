import { ProgressController, type ProgressView } from '@/lib/progress';

function fakeView() {
  const calls: string[] = [];
  const view: ProgressView & { calls: string[]; fractions: number[] } = {
    calls,
    fractions: [],
    set: jest.fn((fraction: number) => {
      view.fractions.push(fraction);
      calls.push('set');
    }),
    finish: jest.fn((failed: boolean) => {
      calls.push(failed ? 'finish:failed' : 'finish:ok');
    }),
    hide: jest.fn(() => {
      calls.push('hide');
    }),
  };
  return view;
}

function setup() {
  const controller = new ProgressController();
  const view = fakeView();
  controller.attach(view);
  return { controller, view };
}

const last = (values: number[]) => values[values.length - 1] as number;

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('ProgressController', () => {
  it('never shows the bar when the work ends within 200 ms', () => {
    const { controller, view } = setup();
    controller.begin();
    jest.advanceTimersByTime(199);
    controller.end();
    jest.advanceTimersByTime(10_000);
    expect(view.set).not.toHaveBeenCalled();
    expect(view.finish).not.toHaveBeenCalled();
    expect(view.hide).not.toHaveBeenCalled();
    expect(controller.shown).toBe(false);
  });

  it('shows the bar once the work has run for 200 ms', () => {
    const { controller, view } = setup();
    controller.begin();
    jest.advanceTimersByTime(199);
    expect(view.set).not.toHaveBeenCalled();
    expect(controller.shown).toBe(false);
    jest.advanceTimersByTime(1);
    expect(view.set).toHaveBeenCalledTimes(1);
    expect(view.fractions[0]).toBeCloseTo(0.08, 5);
    expect(controller.shown).toBe(true);
  });

  it('advances in 100 ms ticks and reaches about 0.95 after about 5000 ms, never beyond', () => {
    const { controller, view } = setup();
    controller.begin();
    jest.advanceTimersByTime(200);
    expect(view.set).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(99);
    expect(view.set).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(view.set).toHaveBeenCalledTimes(2);
    expect(last(view.fractions)).toBeGreaterThan(0.08);

    jest.advanceTimersByTime(2_400); // 2500 ms since shown
    const halfway = last(view.fractions);
    expect(halfway).toBeGreaterThan(0.45);
    expect(halfway).toBeLessThan(0.6);

    jest.advanceTimersByTime(2_400); // 4900 ms since shown
    expect(last(view.fractions)).toBeLessThan(0.95);

    jest.advanceTimersByTime(100); // 5000 ms since shown
    expect(last(view.fractions)).toBeCloseTo(0.95, 5);

    jest.advanceTimersByTime(200); // allow for floating-point rounding of the last step
    const callsAtTop = (view.set as jest.Mock).mock.calls.length;
    expect(last(view.fractions)).toBe(0.95);
    jest.advanceTimersByTime(20_000);
    expect(Math.max(...view.fractions)).toBeLessThanOrEqual(0.95 + 1e-9);
    // stops ticking once at the top
    expect((view.set as jest.Mock).mock.calls.length).toBe(callsAtTop);
    expect(controller.active).toBe(1);
  });

  it('fractions only grow while work runs', () => {
    const { controller, view } = setup();
    controller.begin();
    jest.advanceTimersByTime(3_000);
    const sorted = [...view.fractions].sort((a, b) => a - b);
    expect(view.fractions).toEqual(sorted);
    expect(view.fractions.length).toBe(29); // shown at 200 ms, then a tick every 100 ms up to 3000 ms
  });

  it('keeps running while another request is in flight', () => {
    const { controller, view } = setup();
    controller.begin();
    controller.begin();
    expect(controller.active).toBe(2);
    jest.advanceTimersByTime(300);
    controller.end();
    expect(controller.active).toBe(1);
    expect(view.finish).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1_000);
    expect(view.hide).not.toHaveBeenCalled();
    controller.end();
    expect(controller.active).toBe(0);
    expect(view.finish).toHaveBeenCalledWith(false);
  });

  it('does not end the throttle while another request is in flight', () => {
    const { controller, view } = setup();
    controller.begin();
    controller.begin();
    jest.advanceTimersByTime(100);
    controller.end();
    jest.advanceTimersByTime(100);
    expect(view.set).toHaveBeenCalledTimes(1);
  });

  it('marks the bar failed when any request failed', () => {
    const { controller, view } = setup();
    controller.begin();
    controller.begin();
    jest.advanceTimersByTime(250);
    controller.end(true);
    controller.end(false);
    expect(view.finish).toHaveBeenCalledTimes(1);
    expect(view.finish).toHaveBeenCalledWith(true);
  });

  it('clears the failure for the next run', () => {
    const { controller, view } = setup();
    controller.begin();
    jest.advanceTimersByTime(250);
    controller.end(true);
    jest.advanceTimersByTime(500);
    controller.begin();
    jest.advanceTimersByTime(250);
    controller.end(false);
    expect((view.finish as jest.Mock).mock.calls).toEqual([[true], [false]]);
  });

  it('hides exactly 500 ms after finishing', () => {
    const { controller, view } = setup();
    controller.begin();
    jest.advanceTimersByTime(300);
    controller.end();
    expect(view.finish).toHaveBeenCalledWith(false);
    jest.advanceTimersByTime(499);
    expect(view.hide).not.toHaveBeenCalled();
    expect(controller.shown).toBe(true);
    jest.advanceTimersByTime(1);
    expect(view.hide).toHaveBeenCalledTimes(1);
    expect(controller.shown).toBe(false);
    expect(view.calls.slice(-2)).toEqual(['finish:ok', 'hide']);
  });

  it('stops ticking after finishing', () => {
    const { controller, view } = setup();
    controller.begin();
    jest.advanceTimersByTime(300);
    controller.end();
    const sets = (view.set as jest.Mock).mock.calls.length;
    jest.advanceTimersByTime(2_000);
    expect((view.set as jest.Mock).mock.calls.length).toBe(sets);
  });

  it('brings the bar back at once when new work starts while it fades', () => {
    const { controller, view } = setup();
    controller.begin();
    jest.advanceTimersByTime(300);
    controller.end();
    jest.advanceTimersByTime(200);
    const sets = (view.set as jest.Mock).mock.calls.length;
    controller.begin();
    expect((view.set as jest.Mock).mock.calls.length).toBe(sets + 1);
    jest.advanceTimersByTime(1_000);
    expect(view.hide).not.toHaveBeenCalled();
  });

  it('ignores an end without a begin', () => {
    const { controller, view } = setup();
    controller.end();
    expect(controller.active).toBe(0);
    expect(view.finish).not.toHaveBeenCalled();
  });

  describe('track', () => {
    it('resolves with the value and counts the work', async () => {
      const { controller } = setup();
      let resolve!: (value: string) => void;
      const tracked = controller.track(new Promise<string>((r) => (resolve = r)));
      expect(controller.active).toBe(1);
      resolve('data');
      await expect(tracked).resolves.toBe('data');
      expect(controller.active).toBe(0);
    });

    it('rejects with the same error and marks the bar failed', async () => {
      const { controller, view } = setup();
      const error = new Error('nope');
      let reject!: (e: Error) => void;
      const tracked = controller.track(new Promise<string>((_, r) => (reject = r)));
      jest.advanceTimersByTime(300);
      reject(error);
      await expect(tracked).rejects.toBe(error);
      expect(controller.active).toBe(0);
      expect(view.finish).toHaveBeenCalledWith(true);
    });
  });
});
