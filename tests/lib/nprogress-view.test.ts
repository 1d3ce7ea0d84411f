import { createNProgressView } from '@/lib/nprogress-view';

type NProgressApi = typeof import('nprogress');

function fakeNProgress() {
  const api = {
    status: null as number | null,
    configure: jest.fn(),
    set: jest.fn((fraction: number) => {
      api.status = fraction;
      if (!document.getElementById('nprogress')) {
        const bar = document.createElement('div');
        bar.id = 'nprogress';
        document.body.appendChild(bar);
      }
    }),
    remove: jest.fn(() => document.getElementById('nprogress')?.remove()),
  };
  return api;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const bar = () => document.getElementById('nprogress');

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('createNProgressView', () => {
  it('loads nprogress once, on first use, and configures it', async () => {
    const api = fakeNProgress();
    const load = jest.fn(async () => api as unknown as NProgressApi);
    const view = createNProgressView(load);
    expect(load).not.toHaveBeenCalled();

    view.set(0.08);
    view.set(0.1);
    await flush();
    view.set(0.2);
    expect(load).toHaveBeenCalledTimes(1);
    expect(api.configure).toHaveBeenCalledTimes(1);
    expect(api.configure).toHaveBeenCalledWith(expect.objectContaining({ showSpinner: false, trickle: false, minimum: 0.08, speed: 200 }));
    expect(api.set.mock.calls).toEqual([[0.08], [0.1], [0.2]]);
  });

  it('finishes near 1 and marks the failed style', async () => {
    const api = fakeNProgress();
    const view = createNProgressView(async () => api as unknown as NProgressApi);
    view.set(0.5);
    view.finish(true);
    await flush();
    expect(api.set).toHaveBeenLastCalledWith(0.999);
    expect(bar()).toHaveClass('nprogress-failed');
  });

  it('clears the failed style on success and on the next run', async () => {
    const api = fakeNProgress();
    const view = createNProgressView(async () => api as unknown as NProgressApi);
    view.set(0.5);
    view.finish(true);
    await flush();
    view.set(0.08);
    expect(bar()).not.toHaveClass('nprogress-failed');
    view.finish(true);
    view.finish(false);
    expect(bar()).not.toHaveClass('nprogress-failed');
  });

  it('hides by removing the bar and resetting the status', async () => {
    const api = fakeNProgress();
    const view = createNProgressView(async () => api as unknown as NProgressApi);
    view.set(0.5);
    view.hide();
    await flush();
    expect(api.remove).toHaveBeenCalledTimes(1);
    expect(api.status).toBeNull();
    expect(bar()).toBeNull();
  });

  it('draws with the real nprogress by default', async () => {
    const view = createNProgressView();
    view.set(0.3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bar()).not.toBeNull();
    view.finish(true);
    expect(bar()).toHaveClass('nprogress-failed');
    expect(document.querySelector('#nprogress .spinner')).toBeNull();
    // Decoration only: no made-up ARIA roles (nprogress's own template says role="bar"), hidden from screen readers.
    expect(document.querySelector('#nprogress [role]')).toBeNull();
    expect(document.querySelector('#nprogress .bar')).toHaveAttribute('aria-hidden', 'true');
    view.hide();
    expect(bar()).toBeNull();
  });
});
