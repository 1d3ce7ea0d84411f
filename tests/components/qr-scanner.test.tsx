import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { QrScanner } from '@/components/exhibitor/qr-scanner';
import { createI18n } from '@/lib/i18n';
import { TranslationProvider } from '@/lib/use-translation';
import activity from '@/locales/zh-CN/activity.json';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'zh-CN', defaultLocale: 'zh-CN' }) }));

const inChinese = (element: ReactElement) =>
  render(<TranslationProvider translator={createI18n({ locale: 'zh-CN', resources: { activity } })}>{element}</TranslationProvider>);

/** A camera whose stream can be stopped, and a detector that reads `seen` off each frame. */
function fakeCamera(seen: string[][]) {
  const track = { stop: jest.fn() };
  const getUserMedia = jest.fn(() => Promise.resolve({ getTracks: () => [track] }));
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  let frame = 0;
  class FakeDetector {
    constructor(public options: { formats: string[] }) {}
    detect() {
      const values = seen[Math.min(frame, seen.length - 1)] ?? [];
      frame += 1;
      return Promise.resolve(values.map((rawValue) => ({ rawValue })));
    }
  }
  Object.assign(window, { BarcodeDetector: FakeDetector });
  return { track, getUserMedia };
}

beforeAll(() => {
  Object.defineProperty(HTMLMediaElement.prototype, 'play', { value: () => Promise.resolve(), configurable: true });
});
afterEach(() => {
  delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
  Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
});

describe('QrScanner', () => {
  it('renders nothing where the browser cannot detect barcodes (typing the code still works)', () => {
    const { container } = inChinese(<QrScanner onCode={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('reads the code off an e-ticket, skipping other QR codes, and turns the camera off', async () => {
    jest.useFakeTimers();
    const { track, getUserMedia } = fakeCamera([[], ['https://weixin.qq.com/r/other'], ['http://localhost:3000/exhibitor?code=ABCDEFGHJKLM']]);
    const onCode = jest.fn();
    inChinese(<QrScanner onCode={onCode} />);
    fireEvent.click(screen.getByRole('button', { name: '用摄像头扫码' }));
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    for (let i = 0; i < 4 && onCode.mock.calls.length === 0; i += 1) {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(300);
      });
    }
    expect(onCode).toHaveBeenCalledTimes(1);
    expect(onCode).toHaveBeenCalledWith('ABCDEFGHJKLM');
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'false');
    jest.useRealTimers();
  });

  it('says so when the camera cannot be used', async () => {
    fakeCamera([[]]);
    (navigator.mediaDevices.getUserMedia as jest.Mock).mockImplementation(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    inChinese(<QrScanner onCode={jest.fn()} />);
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('无法使用摄像头，请手动输入确认码。'));
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'false');
  });
});
