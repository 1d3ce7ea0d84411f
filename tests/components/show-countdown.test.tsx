import { act, render, screen } from '@testing-library/react';
import { ShowCountdown } from '@/components/activities/show-countdown';
import { createI18n } from '@/lib/i18n';
import { TranslationProvider } from '@/lib/use-translation';
import activities from '@/locales/zh-CN/activities.json';
import common from '@/locales/zh-CN/common.json';

const START = '2027-01-10T01:30:00Z';
const END = '2027-01-12T09:30:00Z';

function show(renderedAt: string) {
  const translator = createI18n({ locale: 'zh-CN', resources: { activities, common } });
  return render(
    <TranslationProvider translator={translator}>
      <ShowCountdown startsAt={START} endsAt={END} renderedAt={renderedAt} />
    </TranslationProvider>,
  );
}

afterEach(() => jest.useRealTimers());

describe('ShowCountdown', () => {
  it('says what the server rendered, then follows the browser clock minute by minute', () => {
    jest.useFakeTimers({ now: new Date('2027-01-08T23:29:30Z') });
    // The server rendered it a day earlier (a cached page): the browser corrects it at once.
    show('2027-01-07T23:29:30Z');
    const box = screen.getByTestId('show-countdown');
    expect(box).toHaveTextContent('距开幕1 天 2 小时 0 分');
    expect(box.querySelector('time')).toHaveAttribute('datetime', START);
    act(() => jest.advanceTimersByTime(30_100));
    expect(box).toHaveTextContent('1 天 1 小时 59 分');
  });

  it('says the show is under way once it has opened, and over after its end', () => {
    jest.useFakeTimers({ now: new Date('2027-01-10T01:29:50Z') });
    show('2027-01-10T01:29:50Z');
    expect(screen.getByTestId('show-countdown')).toHaveTextContent('0 天 0 小时 0 分');
    act(() => jest.advanceTimersByTime(11_000));
    expect(screen.getByTestId('show-countdown')).toHaveTextContent('展会正在进行中');
  });
});
