import { routePathname } from '@/lib/use-app-behaviours';

describe('routePathname', () => {
  it.each([
    ['/brand', '/brand'],
    ['/en/brand?x=1#y', '/brand'],
    ['/brand#service', '/brand'],
    ['/join-us?tab=jobs', '/join-us'],
    ['/en', '/'],
    ['/en/', '/'],
    ['/en?x', '/'],
    ['/', '/'],
    ['', '/'],
    ['/english', '/english'],
    ['/entry/en', '/entry/en'],
    ['/en/join-us/recruit-detail?id=3', '/join-us/recruit-detail'],
  ])('%j → %j', (url, path) => {
    expect(routePathname(url)).toBe(path);
  });
});
