import { copyText } from '@/lib/copy-text';
import { amapDirectionsUrl, amapMarkerUrl, telHref } from '@/lib/map/links';
import { whenIdle } from '@/lib/map/when-idle';

const OFFICE = { lng: 121.4589, lat: 31.2304, name: 'TMZ 产业协同平台' };

describe('AMap links', () => {
  it('opens the AMap app or site at the office, everything URL-encoded', () => {
    expect(amapMarkerUrl(OFFICE, 'TMZ Industry Platform')).toBe(
      'https://uri.amap.com/marker?position=121.4589%2C31.2304&name=TMZ%20%E4%BA%A7%E4%B8%9A%E5%8D%8F%E5%90%8C%E5%B9%B3%E5%8F%B0&src=TMZ%20Industry%20Platform&coordinate=gaode&callnative=1',
    );
  });

  it('asks AMap for directions to the office', () => {
    const url = new URL(amapDirectionsUrl({ ...OFFICE, name: 'A&B' }, 'site'));
    expect(url.pathname).toBe('/navigation');
    expect(url.searchParams.get('to')).toBe('121.4589,31.2304,A&B');
    expect(url.searchParams.get('coordinate')).toBe('gaode');
    expect(url.searchParams.get('callnative')).toBe('1');
  });

  it('dials the digits of the phone number', () => {
    expect(telHref('400-000-0000')).toBe('tel:4000000000');
    expect(telHref('+86 (21) 6000 0000')).toBe('tel:+862160000000');
  });
});

describe('copyText', () => {
  const shown = () => {
    const node = document.createElement('p');
    node.textContent = '上海市静安区南京西路 1000 号 20 层';
    document.body.append(node);
    return node;
  };
  const setClipboard = (clipboard: unknown) => Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });

  afterEach(() => {
    setClipboard(undefined);
    document.body.replaceChildren();
    document.getSelection()?.removeAllRanges();
  });

  it('writes to the clipboard', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    setClipboard({ writeText });
    await expect(copyText('地址', shown())).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('地址');
  });

  it('selects the shown text where the clipboard is missing or refused', async () => {
    setClipboard({ writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) });
    const node = shown();
    await expect(copyText('地址', node)).resolves.toBe('selected');
    expect(document.getSelection()?.toString()).toBe('上海市静安区南京西路 1000 号 20 层');
  });

  it('fails plainly with nothing to select', async () => {
    await expect(copyText('地址', null)).resolves.toBe('failed');
  });
});

describe('whenIdle', () => {
  afterEach(() => jest.useRealTimers());

  it('waits for an idle moment, at most the time-out', () => {
    const requestIdleCallback = jest.fn<number, [IdleRequestCallback, IdleRequestOptions?]>(() => 7);
    const cancelIdleCallback = jest.fn();
    const task = jest.fn();
    const win = { requestIdleCallback, cancelIdleCallback } as unknown as Window;
    const cancel = whenIdle(task, 2_000, win);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2_000 });
    requestIdleCallback.mock.calls[0]?.[0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a short timer without requestIdleCallback, and can be cancelled', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    whenIdle(task, 2_000);
    jest.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledTimes(1);
    const cancelled = jest.fn();
    whenIdle(cancelled, 2_000)();
    jest.advanceTimersByTime(2_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
