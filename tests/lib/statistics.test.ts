import { STATISTICS_ORIGIN, loadStatistics, statisticsScriptUrl, trackPageView } from '@/lib/statistics';
import { STATISTICS_ORIGIN as THIRD_PARTY_STATISTICS_ORIGIN } from '@/lib/third-party';

type HmtWindow = Window & { _hmt?: unknown[][] };
const hmt = () => (window as HmtWindow)._hmt;
const scripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'));

beforeEach(() => {
  document.head.innerHTML = '';
  delete (window as HmtWindow)._hmt;
});

describe('statistics', () => {
  it('loads from hm.baidu.com', () => {
    expect(STATISTICS_ORIGIN).toBe('https://hm.baidu.com');
    expect(THIRD_PARTY_STATISTICS_ORIGIN).toBe(STATISTICS_ORIGIN);
    expect(statisticsScriptUrl('abc123')).toBe('https://hm.baidu.com/hm.js?abc123');
    expect(statisticsScriptUrl('a b&c')).toBe('https://hm.baidu.com/hm.js?a%20b%26c');
  });

  it('adds no script without an id', () => {
    expect(loadStatistics(undefined)).toBe(false);
    expect(loadStatistics('')).toBe(false);
    expect(scripts()).toHaveLength(0);
    expect(hmt()).toBeUndefined();
  });

  it('adds one async script with the id, even when called twice', () => {
    expect(loadStatistics('0123456789abcdef')).toBe(true);
    expect(loadStatistics('0123456789abcdef')).toBe(true);
    const added = scripts();
    expect(added).toHaveLength(1);
    expect(added[0]?.getAttribute('src')).toBe('https://hm.baidu.com/hm.js?0123456789abcdef');
    expect(added[0]?.async).toBe(true);
    expect(added[0]?.parentElement).toBe(document.head);
    expect(hmt()).toEqual([]);
  });

  it('queues page views once loaded', () => {
    loadStatistics('id');
    trackPageView('/brand');
    trackPageView('/en/tmz#service');
    expect(hmt()).toEqual([
      ['_trackPageview', '/brand'],
      ['_trackPageview', '/en/tmz#service'],
    ]);
  });

  it('keeps an existing queue', () => {
    (window as HmtWindow)._hmt = [['_setAccount', 'x']];
    loadStatistics('id');
    trackPageView('/a');
    expect(hmt()).toEqual([['_setAccount', 'x'], ['_trackPageview', '/a']]);
  });

  it('records nothing when statistics are off', () => {
    trackPageView('/brand');
    expect(hmt()).toBeUndefined();
  });
});
