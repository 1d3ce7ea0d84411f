import { isOnline, watchOnlineStatus } from '@/lib/online-status';

describe('isOnline', () => {
  it('follows navigator.onLine', () => {
    expect(isOnline({ onLine: true })).toBe(true);
    expect(isOnline({ onLine: false })).toBe(false);
  });

  it('assumes online without a navigator', () => {
    expect(isOnline(undefined)).toBe(true);
  });

  it('reads the real navigator by default', () => {
    const spy = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    expect(isOnline()).toBe(false);
    spy.mockReturnValue(true);
    expect(isOnline()).toBe(true);
  });
});

describe('watchOnlineStatus', () => {
  it('reports offline and online events', () => {
    const listener = jest.fn();
    const stop = watchOnlineStatus(listener);
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    expect(listener.mock.calls).toEqual([[false], [true]]);
    stop();
  });

  it('stops reporting after unsubscribe', () => {
    const listener = jest.fn();
    const stop = watchOnlineStatus(listener);
    stop();
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    expect(listener).not.toHaveBeenCalled();
  });

  it('listens on the given target', () => {
    const target = new EventTarget() as unknown as Window;
    const listener = jest.fn();
    watchOnlineStatus(listener, target);
    window.dispatchEvent(new Event('offline'));
    expect(listener).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('offline'));
    expect(listener).toHaveBeenCalledWith(false);
  });
});
